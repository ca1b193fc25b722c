"""Saved games in the browser's storage, as pure logic over a small
key-value interface (the browser layer adapts ``localStorage`` to it).

Each game is one key holding its record (the engine's JSON format), so a
damaged or foreign entry never affects another. Beside it, a second key
holds its summary (``META``): what the saved-games list shows, so that the
list never replays a game. A summary names the record it was made from
(its length and checksum); one that is missing or stale is made again from
the record. Nothing here deletes or rewrites an entry except ``delete``
(which ``restore`` undoes) and saving the same game again.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import asdict, dataclass, replace

from .. import i18n, words
from ..core.names import unprintable
from ..core.record import NewerRecord, RecordError, parse
from ..rules.record import format_record
from . import cardwords, distance, tables
from .cardsession import CardSession
from .screen import shown_name
from .session import Session
from .storage import (  # noqa: F401 (the storage's names, read as saves.X across the app)
    MemoryStorage,
    Storage,
    StorageFull,
    StorageRefused,
    quota_exceeded,
    refusal,
)

PREFIX = "akropolis.save."
#: The key of a game's summary for the saved-games list: META + its id.
META = "akropolis.meta."
#: Summaries longer than this are not ours: made again from the record.
META_LIMIT = 4_000
#: The key naming the game to resume on reload.
CURRENT = "akropolis.current"
#: The key holding the new-game form's last choices (views.Choices' text).
CHOICES = "akropolis.choices"


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
    #: The record comes from a newer version of the game (``error`` says so).
    newer: bool = False
    #: Its summary is still to be made (``entries`` with a ``rebuild`` limit).
    pending: bool = False
    #: Which game: "tiles" (Akropolis) or "cards" (Acropolis, the card game).
    game: str = "tiles"
    #: Deleted, and the deletion can still be undone (``listed``).
    deleted: bool = False
    #: The seat of the person to play (-1: none), and at a distance what
    #: the list says of it ("your turn", "waiting for Basil"; ``entries``).
    to_play: int = -1
    distance: str = ""


def save(storage: Storage, session: Session, saved_at: str) -> str | None:
    """Write the session's game under its id; the current game pointer
    follows it. Returns None, or a message if the storage is full."""
    try:
        write(storage, session, saved_at)
    except StorageFull as error:
        return refusal(error)
    return None


def game_of(key: str) -> str | None:
    """The id of the game whose record storage ``key`` holds, if it is one."""
    return key[len(PREFIX) :] if key.startswith(PREFIX) else None


def write(storage: Storage, session: Session, saved_at: str) -> str:
    """Write the session's game, its summary and the current game pointer;
    the record's text. Raises StorageFull if the record does not fit (and
    RecordError if the game cannot be written as a record)."""
    text = export_text(session, saved_at)
    far = getattr(session, "distance", None)
    if far is not None:  # first: a game at a distance is never saved as a game at one table
        distance.write(storage, session.game_id, far)
    storage.set(PREFIX + session.game_id, text)
    _keep_summary(storage, session.game_id, summary(session, saved_at), text)
    try:
        storage.set(CURRENT, session.game_id)
    except StorageFull:
        # The game is saved, but the pointer would still name another game:
        # better to open the saved-games list on reload than the wrong game.
        storage.remove(CURRENT)
    return text


def summary(session, saved_at: str = "") -> SaveEntry:
    """The saved-games list's line for a game (of any game: its table's)."""
    return tables.of(session).summary(session, saved_at)


def tile_summary(session: Session, saved_at: str = "") -> SaveEntry:
    """The saved-games list's line for a tile game."""
    state = session.state
    return SaveEntry(
        session.game_id,
        tuple(shown_name(p) for p in session.players),
        saved_at,
        state.round,
        state.rounds_total,
        tuple(s.total for s in state.scores()),
        state.over,
        mode_label(session),
        to_play=-1 if state.over or not state.players[state.current].is_human else state.current,
    )


def check_of(text: str) -> str:
    """What names a record's text in its summary: its length and CRC-32."""
    return f"{len(text)}:{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x}"


#: Summaries the storage had no room for, by game id: ((the record's check,
#: the language), the summary), so that the menu never makes one twice.
_UNSTORED: dict[str, tuple[tuple[str, str], SaveEntry]] = {}


def _keep_summary(storage: Storage, game_id: str, entry: SaveEntry, text: str) -> None:
    """Write a summary if there is room, else keep it in memory (a stale
    one is removed from the storage, never kept)."""
    data = asdict(entry)
    del data["game_id"]
    data["check"] = check_of(text)
    data["language"] = i18n.language()  # its words: made again in another
    try:
        storage.set(META + game_id, json.dumps(data, ensure_ascii=False))
    except StorageFull:
        storage.remove(META + game_id)
        _UNSTORED[game_id] = ((data["check"], data["language"]), entry)
    else:
        _UNSTORED.pop(game_id, None)


def _read_summary(storage: Storage, game_id: str, text: str) -> SaveEntry | None:
    """The stored summary of record ``text``, or None if it is missing,
    stale or damaged."""
    meta = storage.get(META + game_id)
    if meta is None:
        kept = _UNSTORED.get(game_id)
        if kept is not None and kept[0] == (check_of(text), i18n.language()):
            return kept[1]
        return None
    if len(meta) > META_LIMIT:
        return None
    try:
        data = json.loads(meta)
        if data.pop("check") != check_of(text) or data.pop("language", None) != i18n.language():
            return None
        if "game" not in data:  # made before the card game: made again
            return None
        entry = SaveEntry(game_id, **data)
        entry = replace(entry, players=tuple(entry.players), scores=tuple(entry.scores))
    except Exception:  # any damage: made again from the record
        return None
    return entry if _plausible(entry) else None


def _plausible(s: SaveEntry) -> bool:
    """Whether a stored summary could be this app's: printable texts, whole
    numbers in range (forged ones showed control characters, "round -5", or
    "newer" over a good game); a damaged or newer record's is made again."""
    texts, numbers = (*s.players, s.saved_at, s.mode, s.game), (s.round, s.rounds, *s.scores)
    return (
        s.error is None and not (s.newer or s.pending or s.deleted) and isinstance(s.over, bool)
        and all(isinstance(x, str) and len(x) <= 200 and not any(map(unprintable, x)) for x in texts)
        and all(type(n) is int and 0 <= n <= 100_000 for n in numbers) and s.round <= s.rounds
        and type(s.to_play) is int and -1 <= s.to_play < len(s.players) and s.distance == ""
    )


def entry_of(storage: Storage, game_id: str) -> SaveEntry | None:
    """The list's line for saved game ``game_id`` (None if there is none):
    its summary, made again from the record (and kept) if missing or stale."""
    text = storage.get(PREFIX + game_id)
    if text is None:
        return None
    return _read_summary(storage, game_id, text) or _summarise(storage, game_id, text)


def _summarise(storage: Storage, game_id: str, text: str) -> SaveEntry:
    """Replay a record for its summary, and keep the summary if there is room."""
    try:
        data = parse(text)
        session = session_of(data, game_id)
    except NewerRecord as error:
        entry = SaveEntry(game_id, error=str(error), newer=True)
    except RecordError as error:
        entry = SaveEntry(game_id, error=str(error))
    else:
        saved_at = data.get("saved_at") if isinstance(data, dict) else None
        entry = summary(session, saved_at if isinstance(saved_at, str) else "")
    _keep_summary(storage, game_id, entry, text)
    return entry


def load(storage: Storage, game_id: str) -> Session:
    """The saved game ``game_id``; raises RecordError with a message if it
    is missing or damaged (and leaves it as it is)."""
    text = storage.get(PREFIX + game_id)
    if text is None:
        raise RecordError(words.GAME_GONE)
    session = session_of(parse(text), game_id)
    if hasattr(session, "distance"):
        session.distance = distance.read(storage, game_id)
    return session


def session_of(data: object, game_id: str):
    """The session of a parsed record, by its format (``tables``)."""
    return tables.session_of(data, game_id)


def card_summary(session: CardSession, saved_at: str = "") -> SaveEntry:
    """The saved-games list's line for a card game: its round, and the
    categories each player has won (so far)."""
    game = session.game
    return SaveEntry(
        session.game_id,
        tuple(session.names),
        saved_at,
        min(game.round + 1, 15),
        15,
        game.result().won,
        game.is_over,
        cardwords.mode(game.players, game.advanced),
        game="cards",
    )


def current(storage: Storage) -> str | None:
    game_id = storage.get(CURRENT)
    if game_id and storage.get(PREFIX + game_id) is not None:
        return game_id
    return None


def entries(storage: Storage, rebuild: int | None = None) -> list[SaveEntry]:
    """Every saved game, newest first; damaged ones (last) carry their
    error. Reads each game's summary, never replaying a game that has one;
    at most ``rebuild`` missing or stale summaries are made again (None: all),
    the other games are listed as ``pending``."""
    result = []
    for key in storage.keys():
        if not key.startswith(PREFIX):
            continue
        game_id, text = key[len(PREFIX) :], storage.get(key)
        if text is None:
            continue
        entry = _read_summary(storage, game_id, text)
        if entry is None and rebuild is not None and rebuild <= 0:
            entry = SaveEntry(game_id, pending=True)
        elif entry is None:
            entry = _summarise(storage, game_id, text)
            rebuild = None if rebuild is None else rebuild - 1
        far = distance.read(storage, game_id)
        if far is not None and entry.error is None:
            entry = replace(entry, distance=distance.list_words(entry.players, entry.to_play, far))
        result.append(entry)
    result.sort(key=lambda e: (e.error is None, e.saved_at), reverse=True)
    return result


def mode_label(session: Session) -> str:
    """The game's options in one line: "Solo vs Metagenes, long game"."""
    options = session.state.options
    summary = words.options_summary(options.players, options.solo, options.long_game, options.variants)
    return cardwords.game_name("tiles") + i18n.t("COLON") + summary


@dataclass(frozen=True)
class Deleted:
    """What ``delete`` took away, so that ``restore`` can put it back."""

    game_id: str
    record: str
    current: bool
    #: Its line of the list, drawn in its place while it can be restored.
    entry: SaveEntry | None = None
    #: What it kept of a game at a distance (``distance``), if anything.
    distance: str | None = None


def delete(storage: Storage, game_id: str) -> Deleted | None:
    """Remove a saved game (and its summary); what was removed, or None if
    there was no such game."""
    record = storage.get(PREFIX + game_id)
    entry = entry_of(storage, game_id)
    was_current = storage.get(CURRENT) == game_id
    far = storage.get(distance.KEY + game_id)
    storage.remove(PREFIX + game_id)
    storage.remove(META + game_id)
    storage.remove(distance.KEY + game_id)
    if was_current:
        storage.remove(CURRENT)
    return None if record is None else Deleted(game_id, record, was_current, entry, far)


def listed(
    storage: Storage, deleted: Deleted | None, rebuild: int | None = None
) -> list[SaveEntry]:
    """The menu's list (``entries``) with the game ``deleted`` in its place,
    marked, while no game is back under its id: the rows below it stay put
    (a double click on Delete must not reach another game's Resume)."""
    result = entries(storage, rebuild)
    if deleted is None or deleted.entry is None or storage.get(PREFIX + deleted.game_id):
        return result
    result.append(replace(deleted.entry, deleted=True))
    result.sort(key=lambda e: (e.error is None, e.saved_at), reverse=True)
    return result


def restore(storage: Storage, deleted: Deleted) -> str | None:
    """Put a deleted game back as it was; None, or a message if the storage
    is full. A game saved under the same id since is never replaced."""
    key = PREFIX + deleted.game_id
    if storage.get(key) is not None:
        return None
    try:
        if deleted.distance is not None:
            storage.set(distance.KEY + deleted.game_id, deleted.distance)
        storage.set(key, deleted.record)
    except StorageFull as error:
        return refusal(error)
    entry_of(storage, deleted.game_id)  # its summary, if there is room
    if deleted.current:
        remember_current(storage, deleted.game_id)
    return None


def leave(storage: Storage, session: Session) -> None:
    """Back to the menu from ``session``: a finished game is no longer the
    game to resume on reload (the menu stays; it opens from the list)."""
    if session.over and storage.get(CURRENT) == session.game_id:
        storage.remove(CURRENT)


def remember_current(storage: Storage, game_id: str) -> None:
    """Name the game to resume on reload, if there is room."""
    try:
        storage.set(CURRENT, game_id)
    except StorageFull:
        pass


def import_text(
    storage: Storage, text: str, game_id: str, saved_at: str
) -> tuple[Session, str | None]:
    """Read an exported game (raises RecordError if it is not one) and save
    it under a new id. Returns the session and a storage message or None.
    Raises ValueError if ``game_id`` already names a saved game: an import
    never replaces another game."""
    if storage.get(PREFIX + game_id) is not None:
        raise ValueError(f"A saved game already has the id {game_id!r}.")
    session = session_of(parse(text), game_id)
    return session, save(storage, session, saved_at)


def export_text(session, saved_at: str) -> str:
    """A game's record as text, as its table writes it."""
    return tables.of(session).export(session, saved_at)


def remember_choices(storage: Storage, text: str) -> None:
    """Keep the new-game form's choices for next time, if there is room:
    they are a convenience, never worth a message or another key."""
    try:
        storage.set(CHOICES, text)
    except StorageFull:
        pass


tables.register(tables.Table("tiles", Session, tile_summary,
                             lambda s, saved_at: format_record(s.to_record(saved_at))))
# The card game's record holds no date (docs/cards-record-format.md).
tables.register(tables.Table("cards", CardSession, card_summary, lambda s, _: s.to_text()))
