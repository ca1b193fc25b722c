"""A replay: a game (of any game of the house) looked at as it was after
any of its actions.

``Replay(game, at)`` keeps its own copy of the game and moves it, one
action at a time, to the action asked for: back with the engine's exact
undo, forward by playing the game's own actions again (the set-up holds
the shuffles, so an action played again is the action that was played).
The game itself is only read: a replay never changes what is saved.
"""

from __future__ import annotations


class Replay:
    """``state``: the game after its first ``at`` actions, of ``total``."""

    def __init__(self, game, at: int = 0) -> None:
        self.game = game
        self.state = game.clone()
        self.played = list(game.played)
        self.at = len(self.played)
        self.go(at)

    @property
    def total(self) -> int:
        return len(self.played)

    def go(self, at: int) -> None:
        """Show the game after its first ``at`` actions (clamped to the game)."""
        at = max(0, min(at, self.total))
        while self.at > at:
            self.state.undo()
            self.at -= 1
        while self.at < at:
            self.state.play(self.played[self.at][1])
            self.at += 1

    def seat(self) -> int:
        """The seat that made the action shown (the first seat's before the
        first action)."""
        return self.played[self.at - 1][0] if self.at else 0
