"""Undo at the table: which moves a person's Undo takes back, and what its
button says.

A person takes back only their own last move and the computers' replies
after it, never another person's move: in hot seat, the second person to
play cannot take back the first person's move. Pure Python, read by
``session.Session`` (``can_undo``, ``undo``) and ``screen`` (the label).
"""

from __future__ import annotations

from .. import words


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
        name = words.isolated(state.players[turn.seat].name)
        if name not in replies:
            replies.append(name)
    return words.undo_label(replies)
