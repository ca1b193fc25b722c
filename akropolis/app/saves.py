"""Saved games in the browser's storage, as pure logic over a small
key-value interface (the browser layer adapts ``localStorage`` to it).

Each game is one key holding its record (the engine's JSON format), so a
damaged or foreign entry never affects another. Nothing here deletes or
rewrites an entry except ``delete`` and saving the same game again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .. import words
from ..rules.record import RecordError, format_record, parse
from .session import Session

PREFIX = "akropolis.save."
#: The key naming the game to resume on reload.
CURRENT = "akropolis.current"
#: The key holding the new-game form's last choices (views.Choices' text).
CHOICES = "akropolis.choices"

FULL_MESSAGE = (
    "Your browser's storage is full, so this game was not saved. "
    "Export it to a file, or delete old saved games."
)


class StorageFull(Exception):
    """The storage refused a write for lack of space."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # may raise StorageFull
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    """A dict-backed Storage, for tests and as a fallback when the browser
    offers no storage. ``capacity`` (characters) simulates a full one."""

    def __init__(self, capacity: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.capacity = capacity

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.capacity is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.capacity:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass(frozen=True)
class SaveEntry:
    """One line of the saved-games list. A damaged entry has ``error`` set
    and nothing else but its id and key."""

    game_id: str
    players: tuple[str, ...] = ()
    saved_at: str = ""
    round: int = 0
    rounds: int = 0
    scores: tuple[int, ...] = ()
    over: bool = False
    mode: str = ""
    error: str | None = None


def save(storage: Storage, session: Session, saved_at: str) -> str | None:
    """Write the session's game under its id; the current game pointer
    follows it. Returns None, or a message if the storage is full."""
    text = format_record(session.to_record(saved_at))
    try:
        storage.set(PREFIX + session.game_id, text)
    except StorageFull:
        return FULL_MESSAGE
    try:
        storage.set(CURRENT, session.game_id)
    except StorageFull:
        # The game is saved, but the pointer would still name another game:
        # better to open the saved-games list on reload than the wrong game.
        storage.remove(CURRENT)
    return None


def load(storage: Storage, game_id: str) -> Session:
    """The saved game ``game_id``; raises RecordError with a message if it
    is missing or damaged (and leaves it as it is)."""
    text = storage.get(PREFIX + game_id)
    if text is None:
        raise RecordError("That saved game no longer exists.")
    return Session.from_record(parse(text), game_id)


def current(storage: Storage) -> str | None:
    game_id = storage.get(CURRENT)
    if game_id and storage.get(PREFIX + game_id) is not None:
        return game_id
    return None


def entries(storage: Storage) -> list[SaveEntry]:
    """Every saved game, newest first; damaged ones carry their error."""
    result = []
    for key in storage.keys():
        if not key.startswith(PREFIX):
            continue
        game_id = key[len(PREFIX) :]
        try:
            session = load(storage, game_id)
        except RecordError as error:
            result.append(SaveEntry(game_id, error=str(error)))
            continue
        state = session.state
        saved_at = ""
        data = parse(storage.get(key) or "")
        if isinstance(data, dict) and isinstance(data.get("saved_at"), str):
            saved_at = data["saved_at"]
        result.append(
            SaveEntry(
                game_id,
                tuple(p.name for p in session.players),
                saved_at,
                state.round,
                state.rounds_total,
                tuple(s.total for s in state.scores()),
                state.over,
                mode_label(session),
            )
        )
    result.sort(key=lambda e: (e.error is None, e.saved_at), reverse=True)
    return result


def mode_label(session: Session) -> str:
    """The game's options in one line: "Solo vs Metagenes, long game"."""
    options = session.state.options
    return words.options_summary(options.players, options.solo, options.long_game, options.variants)


def delete(storage: Storage, game_id: str) -> None:
    storage.remove(PREFIX + game_id)
    if storage.get(CURRENT) == game_id:
        storage.remove(CURRENT)


def import_text(
    storage: Storage, text: str, game_id: str, saved_at: str
) -> tuple[Session, str | None]:
    """Read an exported game (raises RecordError if it is not one) and save
    it under a new id. Returns the session and a storage message or None.
    Raises ValueError if ``game_id`` already names a saved game: an import
    never replaces another game."""
    if storage.get(PREFIX + game_id) is not None:
        raise ValueError(f"A saved game already has the id {game_id!r}.")
    session = Session.from_record(parse(text), game_id)
    return session, save(storage, session, saved_at)


def export_text(session: Session, saved_at: str) -> str:
    return format_record(session.to_record(saved_at))


def remember_choices(storage: Storage, text: str) -> None:
    """Keep the new-game form's choices for next time, if there is room:
    they are a convenience, never worth a message or another key."""
    try:
        storage.set(CHOICES, text)
    except StorageFull:
        pass
