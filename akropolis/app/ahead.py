"""The suggestion worked out ahead. Once a person has asked for a
suggestion in a game (they use hints), each of their later turns starts
working it out as the turn begins, while they still choose; "Suggest a
move" then shows it at once if it is done, or when it is.

A suggestion belongs to one position: the table's session and the moves
played in it. Anything that changes the position (a move, an undo, another
table) leaves it behind, and it is never given for another position. The
browser runs the thinking in slices (browser/thinking.py); this module
only says which thinking is wanted."""

from __future__ import annotations

from ..bots import Thinking
from ..rules.game import Move
from .session import Session


def _moves(session: Session) -> tuple[Move, ...]:
    return tuple(turn.move for turn in session.game.turns)


class Ahead:
    def __init__(self) -> None:
        #: The seats that have asked for a suggestion: (game id, seat).
        self.askers: set[tuple[str, int]] = set()
        #: The position of ``thinking``: its session and the moves played.
        self.session: Session | None = None
        self.moves: tuple[Move, ...] = ()
        self.thinking: Thinking | None = None

    def holds(self, session: Session) -> bool:
        """Whether the thinking held is for ``session``'s position now."""
        return (
            self.thinking is not None
            and self.session is session
            and session.human_to_play
            and self.moves == _moves(session)
        )

    def asked(self, session: Session) -> Thinking:
        """"Suggest a move" pressed in ``session`` (a person's turn): the
        person to play uses hints from now on; the thinking for its position, the one
        under way or done if there is one, else a new one."""
        self.askers.add((session.game_id, session.state.current))
        if not self.holds(session):
            self.session, self.moves = session, _moves(session)
            self.thinking = session.suggestion_thinking()
        return self.thinking

    def begin(self, session: Session | None) -> Thinking | None:
        """The thinking to start now: the turn of a person who uses hints,
        with no thinking for its position yet (None otherwise)."""
        if session is None or not session.human_to_play:
            return None
        if (session.game_id, session.state.current) not in self.askers:
            return None
        if self.holds(session):
            return None
        return self.asked(session)

    def ready(self, session: Session) -> Move | None:
        """The suggestion for ``session``'s position, if worked out."""
        return self.thinking.move if self.holds(session) else None

    def drop(self) -> None:
        """Forget the thinking held (the table left)."""
        self.session, self.moves, self.thinking = None, (), None
