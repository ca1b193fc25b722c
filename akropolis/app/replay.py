"""A replay: a game looked at as it was after any of its turns.

``Replay(game, at)`` keeps its own copy of the game and moves it, one turn
at a time, to the turn asked for: back with the engine's exact undo
(``GameState.undo``, constant time), forward by playing the game's own
moves again (the set-up holds the tile order, so a move played again is
the move that was played). The game itself is only read: a replay never
changes what is saved.
"""

from __future__ import annotations

from ..rules.game import GameState


class Replay:
    """``state``: the game after its first ``at`` turns, of ``total``."""

    def __init__(self, game: GameState, at: int = 0) -> None:
        self.game = game
        self.state = game.clone()
        self.at = len(self.state.turns)
        self.go(at)

    @property
    def total(self) -> int:
        return len(self.game.turns)

    def go(self, at: int) -> None:
        """Show the game after its first ``at`` turns (clamped to the game)."""
        at = max(0, min(at, self.total))
        while self.at > at:
            self.state.undo()
            self.at -= 1
        while self.at < at:
            self.state.play(self.game.turns[self.at].move)
            self.at += 1

    def seat(self) -> int:
        """The city to show: the one of the player who made the turn shown
        (the first person's before the first turn, and for the Illustrious
        Architect's, which builds none)."""
        builders = [s for s, p in enumerate(self.game.players) if not p.is_architect]
        seat = self.game.turns[self.at - 1].seat if self.at else builders[0]
        return seat if seat in builders else builders[0]
