"""Undo at the table: which moves a person's Undo takes back, what its
button says, and taking them back.

A person takes back their own last move and the computers' replies after
it. In hot seat, the person who just moved may take their move back until
the next person touches their turn (chooses a tile: ``Session.acted``);
from then on it stands, and no one takes back another person's move. Pure
Python, read by ``session.Session`` (``can_undo``, ``undo``) and
``screen`` (the label).
"""

from __future__ import annotations

from functools import partial

from .. import i18n, words
from . import screen


def just_moved(state, distance=None) -> int | None:
    """The seat of the person who moved last, if a person other than the
    one to play (hot seat: their move, until the next person acts), else
    None; always None at a distance (``distance``), where each person
    takes back only their own moves, on their own device."""
    if state.over or not state.turns or distance is not None:
        return None
    seat, players = state.turns[-1].seat, state.players
    if players[seat].is_human and players[state.current].is_human and seat != state.current:
        return seat
    return None


def start(state, acted: bool = False, distance=None, here: int | None = None) -> int | None:
    """The index in ``state.turns`` from which Undo takes the moves back
    (the person's own last move, the computers' replies after it too; or
    the move of the person who just moved, while the person to play has
    not ``acted``), or None: nothing of the person's to take back, another
    person moved since, or the game is over. At a distance (``distance``:
    this device's ``distance.Distance``) only this device's person's last
    move, if no other person moved since and this device made it (``here``:
    the index of the last move its person made on it, since it was opened:
    a wrong answer to the seat question never takes back another's move)."""
    if state.over:
        return None
    players = state.players
    turns = state.turns
    if distance is not None:
        last = next((i for i in range(len(turns) - 1, -1, -1) if players[turns[i].seat].is_human), None)
        return last if last is not None and last == here and distance.mine(turns[last].seat) else None
    if just_moved(state) is not None:
        return None if acted else len(turns) - 1
    for index in range(len(turns) - 1, -1, -1):
        seat = turns[index].seat
        if players[seat].is_human:
            if players[state.current].is_human and seat != state.current:
                return None  # another person's move
            return index
    return None


def _name(state, seat: int, key: str) -> str:
    return words.isolated(screen.said_name(state.players[seat], key))


def label(state, acted: bool = False, distance=None, here: int | None = None) -> str:
    """What the Undo button says it will take back (its accessible name)."""
    index = start(state, acted, distance, here)
    mover = just_moved(state, distance)
    if mover is not None:
        if index is None:
            return i18n.t("UNDO_SEALED", name=_name(state, state.current, "UNDO_SEALED"))
        return i18n.t("UNDO_THEIRS", name=_name(state, mover, "UNDO_THEIRS"))
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
    index = start(game, session.acted, session.distance, session.moved_here)
    if game.over or index is None:
        mover = just_moved(game, session.distance)
        if mover is not None:  # the next person has begun: the move stands
            names = {"name": _name(game, mover, "NOTICE_UNDO_SEALED")}
            names["next"] = _name(game, game.current, "NOTICE_UNDO_SEALED")
            session.notice = partial(i18n.t, "NOTICE_UNDO_SEALED", **names)
        else:
            session.notice = partial(i18n.t, "NOTICE_UNDO_OVER" if game.over else "NOTICE_UNDO_NONE")
        return False
    while len(game.turns) > index:
        game.undo()
    session._reset_turn()
    session.touched = False
    session.last_report = None
    session.viewing = None
    player = session.player
    session.notice = lambda: i18n.t("NOTICE_UNDONE", name=words.isolated(screen.said_name(player, "NOTICE_UNDONE")))
    return True
