"""What every computer player is: a ``Bot`` decides the move of the player
to move from that player's view of the game (``rules.view.PlayerView``),
never from the game itself, and never changes what it is shown; and its
seeds.

A bot thinks in slices, so that a browser can keep its page alive while it
thinks: ``bot.start(view, seed)`` returns a ``Thinking``, and each
``thinking.step()`` does one small slice of the work until it returns the
move. ``bot.choose(view, seed)`` runs all the slices at once; both give the
same move. The same view and the same seed give the same move, whatever the
bot decided before.

``seed_for`` is the one derivation of a bot's seed for a decision in a game.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from ..core.seeds import derive
from ..core.thinking import Thinking
from ..rules.game import GameState, Move
from ..rules.setup import Setup
from ..rules.view import PlayerView

#: A bot's work: a generator that yields between slices and returns the move.
Work = Generator[None, None, Move]

__all__ = ["Bot", "Thinking", "Work", "decided", "derive", "seed_for"]


def seed_for(setup: Setup, seat: int, turn: int, purpose: str = "") -> int:
    """The seed of the decision of the bot at ``seat`` when ``turn`` moves
    have been played in the game of ``setup``; ``purpose`` tells apart two
    decisions of the same turn (say a suggestion to a person). A game
    without a seed is told apart by its tile order, so two such games give
    their bots different seeds."""
    game = setup.seed if setup.seed is not None else "tiles " + " ".join(map(str, setup.tile_order))
    return derive(game, seat, turn, purpose)


class Bot:
    """A computer player. ``seed`` is its own seed, used for a decision
    asked without one (any seed if None)."""

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.seed = seed

    def start(self, view: PlayerView | GameState, seed: int | None = None) -> Thinking:
        """Start deciding the move of the player to move in ``view``, one
        slice per ``step()``, from ``seed`` (default: from the bot's seed
        and the number of moves played). A ``GameState`` is shown as its
        view."""
        if isinstance(view, GameState):
            view = view.view()
        if view.is_architect(view.current):
            # The Illustrious Architect's move is the rules': it has one.
            return Thinking(decided(view.legal_moves()[0]))
        if seed is None:
            seed = derive(self.name, self.seed, view.turn)
        return Thinking(self.think(view, random.Random(seed)))

    def choose(self, view: PlayerView | GameState, seed: int | None = None) -> Move:
        """The move ``start`` would give, decided at once."""
        return self.start(view, seed).finish()

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        """The decision, as slices of work (see ``Thinking``), drawing its
        random numbers from ``rng`` only."""
        raise NotImplementedError


def decided(move: Move) -> Work:
    """Work that is already done: a decision with no slices."""
    return move
    yield  # a generator function, so that Thinking can run it
