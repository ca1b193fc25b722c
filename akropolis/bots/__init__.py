"""Computer players. A bot decides the move of the player to move from that
player's view of the game: ``bot.choose(view, seed) -> Move``, the same for
the same view and seed (``base``).

Where to look:

- ``base``: what every bot is (``Bot``, ``Thinking``: deciding in slices for
  the browser) and ``seed_for``, the one derivation of a bot's seeds;
- ``baselines``: ``random`` and ``greedy``, for tests and simulations;
- ``levels``: ``easy`` and ``medium``, levels offered to players;
- ``hard`` and ``search``: how ``hard`` (and ``expert``, its larger budget)
  chooses;
- ``frozen``: reference players kept fixed for the arena (``hard-2026-11``,
  ``expert-2026-11``);
- ``survey`` and ``spots``: how a placement is judged (the score it would
  give, fast);
- ``outlook``: how a position is projected to a final score;
- ``tables``: the lookup tables behind ``survey``.

docs/ai.md says how each level decides and how strong each is.
"""

from __future__ import annotations

from .base import Bot, Thinking, seed_for
from .baselines import GreedyBot, RandomBot, immediate_gains
from .frozen import Expert202611, Hard202611
from .hard import ExpertBot, HardBot
from .levels import EasyBot, MediumBot

__all__ = [
    "BOTS",
    "Bot",
    "EasyBot",
    "Expert202611",
    "ExpertBot",
    "GreedyBot",
    "Hard202611",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "Thinking",
    "immediate_gains",
    "make_bot",
    "seed_for",
]

BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
    # References for the arena (the app offers the levels above, not these):
    "hard-2026-11": Hard202611,
    "expert-2026-11": Expert202611,
}


def make_bot(name: str, seed: int | None = None) -> Bot:
    """The bot called ``name``; ``seed`` is its own seed (see ``Bot``)."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose among {', '.join(BOTS)}.") from None
