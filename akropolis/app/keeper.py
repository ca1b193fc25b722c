"""How a tab keeps its games: saving that never stops play, never overwrites
another tab's moves, and says each fault once.

``saves`` reads and writes the storage; a ``Keeper`` remembers, for one tab,
what it last read or wrote of each game (to notice a change made elsewhere),
the games it could not save (kept in memory, saved as soon as there is room,
listed on the menu), and what it has already said. The browser calls
``save`` after each move and ``changed`` on a ``storage`` event; ``status``
is what the table shows about saving.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import words
from . import saves
from .saves import SaveEntry, Storage, StorageFull, StorageRefused
from .session import Session

#: What went wrong with saving a game, as ``Status.kind``.
FULL = "full"  # no room: kept in memory, saved when there is room
FAILED = "failed"  # the save failed another way
BLOCKED = "blocked"  # the browser keeps nothing: saved in this page only
CHANGED = "changed"  # another tab saved this game since: not overwritten
DELETED = "deleted"  # another tab deleted this game: not saved again
SAVED = "saved"  # saved again after a fault: said once, as good news


@dataclass(frozen=True)
class Status:
    """What the table says about saving its game, and what it offers; its
    message in the language of the moment (``reason``: a failure's own)."""

    kind: str
    reason: str = ""

    @property
    def message(self) -> str:
        if self.kind == FAILED:
            return words.save_failed(self.reason)
        return getattr(words, _MESSAGES[self.kind])


@dataclass
class Keeper:
    storage: Storage
    #: The browser refuses storage: ``storage`` is the page's memory only.
    blocked: bool = False
    #: Per game id, the record text this tab last read or wrote (None: none).
    known: dict[str, str | None] = field(default_factory=dict)
    #: Games whose last moves are in this tab only, by id.
    unsaved: dict[str, Session] = field(default_factory=dict)
    #: Per game id, what went wrong last (said once, until it is saved).
    faults: dict[str, Status] = field(default_factory=dict)

    # ------------------------------------------------------------ games
    def opened(self, session: Session) -> None:
        """``session`` was just read from the storage."""
        self.known[session.game_id] = self._read(session.game_id)

    def started(self, session: Session) -> None:
        """``session`` is a new game, in no storage yet."""
        self.known[session.game_id] = None

    def open(self, game_id: str) -> Session:
        """Saved game ``game_id`` to play on: this tab's newer version if it
        keeps one (resuming the stored older one and playing on replaced it);
        else the stored one, read (raises RecordError if it cannot be)."""
        if game_id in self.unsaved:
            return self.unsaved[game_id]
        session = saves.load(self.storage, game_id)
        self.opened(session)
        return session

    def delete(self, game_id: str) -> saves.Deleted | None:
        """Delete saved game ``game_id`` from this tab: a newer version this
        tab keeps is then saved when it can be, as a game of its own (it
        read as deleted in another tab, and was lost)."""
        deleted = saves.delete(self.storage, game_id)
        if game_id in self.known:
            self.known[game_id] = None
        return deleted

    def restore(self, deleted: saves.Deleted) -> str | None:
        """Undo ``delete`` (``saves.restore``); None, or why it could not."""
        refused = saves.restore(self.storage, deleted)
        if refused is None and deleted.game_id in self.known:
            self.known[deleted.game_id] = deleted.record
        return refused

    def save(self, session: Session, saved_at: str) -> Status | None:
        """Save ``session`` unless another tab changed its game since this
        tab last read or wrote it. Never raises. What to say now (a new
        fault, or ``SAVED`` after one), or None (saved, or a fault already
        said)."""
        game_id = session.game_id
        fault = self.faults.get(game_id)
        if fault is not None and fault.kind in (CHANGED, DELETED):
            return None  # waits for the player's choice
        try:
            stored = self._read(game_id)
            if game_id in self.known and stored != self.known[game_id]:
                kind = DELETED if stored is None else CHANGED
                return self._fault(session, Status(kind))
            self.known[game_id] = saves.write(self.storage, session, saved_at)
        except StorageRefused:
            return self._fault(session, Status(BLOCKED))
        except StorageFull:
            return self._fault(session, Status(FULL))
        except Exception as error:  # noqa: BLE001 (a save never stops play)
            return self._fault(session, Status(FAILED, str(error)))
        self.unsaved.pop(game_id, None)
        was = self.faults.pop(game_id, None)
        if self.blocked:
            self.faults[game_id] = Status(BLOCKED)
            return None if was is not None else Status(BLOCKED)
        return Status(SAVED) if was is not None else None

    def status(self, session: Session | None) -> Status | None:
        """What the table shows about saving ``session``: None if all is well."""
        if session is None:
            return None
        if self.blocked and session.game_id not in self.faults:
            return Status(BLOCKED)
        return self.faults.get(session.game_id)

    def changed(self, key: str | None, value: str | None) -> str | None:
        """Another tab changed storage ``key`` (None: cleared it all) to
        ``value``; the id of an unsaved game of this tab it concerns, if any."""
        ids = list(self.known) if key is None else [_game_id(key)]
        hit = None
        for game_id in ids:
            if game_id is None or game_id not in self.known:
                continue
            if (value if key is not None else None) != self.known[game_id]:
                hit = game_id
        return hit

    def take_other(self, game_id: str) -> Session:
        """Give up this tab's version of ``game_id`` for the stored one
        (raises RecordError if it cannot be read)."""
        session = saves.load(self.storage, game_id)
        self.forget(game_id)
        self.opened(session)
        return session

    def keep_both(self, session: Session, new_id: str, saved_at: str) -> Status | None:
        """Keep this tab's version of a game changed or deleted elsewhere as
        a new saved game (``new_id``); the other stays as it is."""
        self.forget(session.game_id)
        session.game_id = new_id
        self.started(session)
        return self.save(session, saved_at)

    def unwritten(self, game_id: str, stored: str | None) -> None:
        """A write of ``game_id`` was not made after all (the storage said
        so later): what it holds is ``stored``."""
        if game_id in self.known:
            self.known[game_id] = stored

    def forget(self, game_id: str) -> None:
        self.known.pop(game_id, None)
        self.unsaved.pop(game_id, None)
        self.faults.pop(game_id, None)

    def retry(self, saved_at: str) -> list[str]:
        """Try again to save the games kept in memory for lack of room (or
        for a failure); the ids of those now saved."""
        done = []
        for game_id, session in list(self.unsaved.items()):
            fault = self.faults.get(game_id)
            if fault is not None and fault.kind in (CHANGED, DELETED):
                continue
            self.save(session, saved_at)
            if game_id not in self.unsaved:
                done.append(game_id)
        return done

    def kept(self) -> list[SaveEntry]:
        """The menu's lines for the games in this tab only."""
        return [saves.summary(session) for session in self.unsaved.values()]

    # ----------------------------------------------------------- inside
    def _read(self, game_id: str) -> str | None:
        return self.storage.get(saves.PREFIX + game_id)

    def _fault(self, session: Session, status: Status) -> Status | None:
        self.unsaved[session.game_id] = session
        said = self.faults.get(session.game_id) == status
        self.faults[session.game_id] = status
        return None if said else status


#: Each fault's message, by its catalogue key (read when shown).
_MESSAGES = {
    FULL: "STORAGE_FULL",
    BLOCKED: "STORAGE_BLOCKED",
    CHANGED: "SAVE_CHANGED_ELSEWHERE",
    DELETED: "SAVE_DELETED_ELSEWHERE",
    SAVED: "SAVED_AT_LAST",
}


def _game_id(key: str) -> str | None:
    return key[len(saves.PREFIX) :] if key.startswith(saves.PREFIX) else None
