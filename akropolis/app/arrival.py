"""A link opened on this device: which game it is, and what it changes.

The link's game is found among the saved games by its identity
(``core.link.identity``) and its moves compared with theirs:

- ``NEW``: no game of it here: saved under a new id; the device then says
  which seat is its own.
- ``FURTHER``: the link goes further than the device's game: that game is
  brought up to it (the turns it did not have are marked in the log).
- ``SAME`` / ``OLDER``: the device already has all of it: nothing changes.
- ``BRANCH``: the link and the device's game went different ways from one
  turn (two people moved from it): the link's game is kept beside the
  other, under a new id, and both are listed.

Nothing here writes: ``receive`` reads the storage and says what to open
and save; the browser saves through its ``Keeper`` as after any move. A
link that is not a game raises ``RecordError`` before anything is read.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

from .. import words
from ..core import link
from ..core.record import RecordError, parse
from ..core.registry import by_format, from_link
from ..i18n import plural, t
from . import distance, saves, tables
from .screen import said_name

NEW, FURTHER, SAME, OLDER, BRANCH = "new", "further", "same", "older", "branch"


@dataclass(frozen=True)
class Arrival:
    """What a link brings: ``kind``; ``session``, the game to open (the
    link's, or the device's own when it has all of it already);
    ``save``, whether to save it; ``message``, how to say it (a function:
    it is said in the language of the moment)."""

    kind: str
    session: object
    save: bool
    message: object


def receive(storage, text: str, new_id: str) -> Arrival:
    """What the link ``text`` brings to the games kept in ``storage``; a
    game the device does not have gets the id ``new_id``."""
    spec, record = from_link(text)
    return arrive(storage, spec, record, new_id)


def known(storage, data: object):
    """The registry's game of a parsed record (a file imported) if it is
    a game at a distance this device holds (its link's identity is one of
    its saved games'), else None: such a file is read as its link is."""
    spec = by_format(data)
    if spec is None or spec.link is None:
        return None
    try:
        return spec if distance.games(storage, link.identity(spec.link, data)) else None
    except (TypeError, ValueError):  # not a record's shape: the import says why
        return None


def arrive(storage, spec, record: dict, new_id: str) -> Arrival:
    """What ``record`` (of game ``spec``, from a link or a file) brings."""
    session = tables.session_of(record, new_id)
    if not hasattr(session, "distance"):  # a game with no table at a distance
        raise RecordError(t(spec.no_link or "LINK_NOT_GAME"))
    identity = link.identity(spec.link, record)
    moves = record[spec.link.history]
    branch_of = None
    for game_id in distance.games(storage, identity):
        theirs = _moves(storage, game_id, spec.link.history)
        if theirs is None:
            continue
        kept = distance.read(storage, game_id)
        if theirs[: len(moves)] == moves:
            mine = saves.load(storage, game_id)
            key = "ARRIVED_SAME" if len(theirs) == len(moves) else "ARRIVED_OLDER"
            return Arrival(SAME if key == "ARRIVED_SAME" else OLDER, mine, False,
                           partial(t, key, n=len(theirs)))
        if moves[: len(theirs)] == theirs:
            session.game_id = game_id
            session.distance = replace(kept, seen=len(theirs))
            return Arrival(FURTHER, session, True, partial(_further, session, len(theirs)))
        if branch_of is None:
            branch_of = (kept, _common(theirs, moves))
    if branch_of is not None:
        kept, common = branch_of
        session.distance = replace(kept, seen=common, branch=common)
        return Arrival(BRANCH, session, True, partial(t, "ARRIVED_BRANCH", n=common))
    session.distance = distance.Distance(identity, seen=len(moves))  # nothing to tell apart yet
    return Arrival(NEW, session, True, partial(t, "ARRIVED_NEW"))


#: The new moves a notice says one by one; more are counted.
SAID_MOVES = 3


def _further(session, seen: int) -> str:
    """What a link further on brought: how many new moves and, when they
    are few, what each did (on a phone the move log is far below)."""
    turns = session.game.turns[seen:]
    if len(turns) > SAID_MOVES:
        return plural("ARRIVED_FURTHER", len(turns))
    return plural("ARRIVED_FURTHER_SAID", len(turns)) + " " + " ".join(
        words.turn_done(words.isolated(said_name(session.players[turn.seat], "TURN_TOOK")),
                        turn.report.cost, turn.report.gained)
        for turn in turns
    )


def _moves(storage, game_id: str, history: str) -> list | None:
    """The moves of saved game ``game_id``'s record, or None if it has no
    readable record (deleted in another tab, damaged)."""
    text = storage.get(saves.PREFIX + game_id)
    if text is None:
        return None
    try:
        data = parse(text)
    except RecordError:
        return None
    moves = data.get(history) if isinstance(data, dict) else None
    return moves if isinstance(moves, list) else None


def _common(a: list, b: list) -> int:
    """How many turns two games share from their start."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def started(session) -> None:
    """``session`` is a new game at a distance, set up on this device: its
    person plays the first person seat."""
    people = [s for s, p in enumerate(session.players) if p.is_human]
    session.distance = distance.of_record(session.to_record(), seat=people[0], chosen=True)
