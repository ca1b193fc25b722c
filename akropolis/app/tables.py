"""The tables of the house: for each game of the registry
(``core.registry``), the app's parts, found by the game's name. The saved
games, import and export, and the browser reach a game's table through
here, never by testing what kind of session they hold.

A table's session keeps a small protocol: ``game_kind`` (the game's name),
``game_id``, ``over``, ``from_record(data, game_id)`` (a classmethod,
raising ``RecordError``); its ``Table`` here says how it is summed up in
the saved-games list and written in a file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.record import RecordError
from ..core.registry import by_format, load_game
from ..i18n import t


@dataclass(frozen=True)
class Table:
    name: str
    session: type
    #: The saved-games list's line for a session (``saves.SaveEntry``).
    summary: Callable
    #: The game's record as text, with the time it is saved at.
    export: Callable[[object, str], str]


_TABLES: dict[str, Table] = {}


def register(table: Table) -> None:
    load_game(table.name)  # a table is for a game of the registry
    _TABLES[table.name] = table


def of(session) -> Table:
    """The table of a session."""
    return _TABLES[session.game_kind]


def session_of(data: object, game_id: str):
    """The session of a parsed record, by its ``format``: the game it
    belongs to reads it (``RecordError`` if no game of the house does)."""
    spec = by_format(data)
    if spec is None or spec.name not in _TABLES:
        raise RecordError(t("RECORD_FOREIGN"))
    return _TABLES[spec.name].session.from_record(data, game_id)
