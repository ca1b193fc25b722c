"""Undo at the table: which moves a person's Undo takes back, what its
button says, and taking them back.

A person takes back only their own last move and the computers' replies
after it, never another person's move: in hot seat, the second person to
play cannot take back the first person's move. Pure Python, read by
``session.Session`` (``can_undo``, ``undo``) and ``screen`` (the label).
"""

from __future__ import annotations

from functools import partial

from .. import i18n, words
from . import screen


def start(state) -> int | None:
    """The index in ``state.turns`` from which Undo takes the moves back
    (the person's own last move; the computers' replies after it go too),
    or None: nothing of the person's to take back, another person moved
    since, or the game is over."""
    if state.over:
        return None
    players = state.players
    turns = state.turns
    for index in range(len(turns) - 1, -1, -1):
        seat = turns[index].seat
        if players[seat].is_human:
            if players[state.current].is_human and seat != state.current:
                return None  # another person's move
            return index
    return None


def label(state) -> str:
    """What the Undo button says it will take back (its accessible name)."""
    index = start(state)
    if index is None:
        return words.UNDO_NOTHING
    replies: list[str] = []
    for turn in state.turns[index + 1 :]:
        name = words.isolated(screen.said_name(state.players[turn.seat], "UNDO_ONE_REPLY"))
        if name not in replies:
            replies.append(name)
    return words.undo_label(replies)


def undo(session) -> bool:
    """Take back the person's own last move and the computers' replies
    after it, in ``session`` (a ``session.Session``); refused, with the
    reason in its notice, once the game is over or with nothing to take
    back."""
    game = session.game
    index = start(game)
    if game.over or index is None:
        session.notice = partial(i18n.t, "NOTICE_UNDO_OVER" if game.over else "NOTICE_UNDO_NONE")
        return False
    while len(game.turns) > index:
        game.undo()
    session._reset_turn()
    session.last_report = None
    session.viewing = None
    player = session.player
    session.notice = lambda: i18n.t("NOTICE_UNDONE", name=words.isolated(screen.said_name(player, "NOTICE_UNDONE")))
    return True
