"""The card game's computer players. A bot decides the action of the player
to act from that seat's view (``cards.view.SeatView``), never from the game:
``bot.choose(view, seed) -> action``, the same for the same view and seed.

- ``base``: what every bot is, and ``seed_for``, the one derivation of a
  decision's seed;
- ``simple``: ``random`` (any legal action) and ``easy`` (sells what it is
  dealt, bids a fixed share of its money, accepts any trade that does not
  lower its hand);
- ``hard``: trades by the Drachmas its hand will earn and bids what a Build
  card is worth to its chances of winning, from ``outlook``'s Monte Carlo
  over the unseen Build cards.

docs/cards-ai.md says how each decides and how strong each is.
"""

from __future__ import annotations

from .base import CardBot, seed_for
from .hard import HardBot
from .simple import EasyBot, RandomBot

__all__ = ["BOTS", "CardBot", "EasyBot", "HardBot", "RandomBot", "make_bot", "seed_for"]

BOTS: dict[str, type[CardBot]] = {"random": RandomBot, "easy": EasyBot, "hard": HardBot}


def make_bot(name: str, seed: int | None = None) -> CardBot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose among {', '.join(BOTS)}.") from None
