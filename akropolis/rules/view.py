"""What a player may know of a game: the bots decide from this, never from
the ``GameState`` itself.

Everything on the table is in sight (the Construction Site, every city, the
Illustrious Architect's pile, every player's Stones); the tiles still in the
stacks are known as a set (which tiles, from the catalogue and what has been
played), never their order. So a bot cannot read the next stack, by
construction; and a view holds its own copies, so a bot cannot change the
game it is given.
"""

from __future__ import annotations

from dataclasses import dataclass

from .city import City
from .game import GameState, Position
from .setup import Options, Player


@dataclass(frozen=True)
class PlayerView(Position):
    """The game as the player to move (``current``) sees it. ``turn`` is the
    number of moves played so far; ``unseen`` the tiles still in the
    stacks."""

    options: Options
    players: tuple[Player, ...]
    site: tuple[int, ...]
    stones: tuple[int, ...]
    cities: tuple[City | None, ...]
    pile: tuple[int, ...]
    chief: int
    current: int
    round: int
    turn: int
    stacks_left: int
    unseen: frozenset[int]
    over: bool

    @classmethod
    def of(cls, state: GameState) -> PlayerView:
        return cls(
            options=state.options,
            players=state.players,
            site=tuple(state.site),
            stones=tuple(state.stones),
            cities=tuple(c.copy() if c is not None else None for c in state.cities),
            pile=tuple(state.pile),
            chief=state.chief,
            current=state.current,
            round=state.round,
            turn=len(state.turns),
            stacks_left=state.stacks_left,
            unseen=state.unseen(),
            over=state.over,
        )

    @property
    def seats(self) -> int:
        return self.options.seats

    def turns_left(self) -> list[int]:
        """How many moves each seat still makes, the current one included."""
        counts = [0] * self.seats
        for seat in self.upcoming():
            counts[seat] += 1
        return counts
