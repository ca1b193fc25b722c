"""The page's localStorage as ``saves.Storage``, from Python's side, which
cannot read it (it may run off the page's thread): a copy of the app's keys
as the page held them when Python started (its ``hello``), kept up to date
by this tab's writes and by the other tabs' (the page's ``storage``
events). Each write goes to the page as an operation that is made only if
the page still holds what this copy holds: another tab may have written in
between. A write the page could not make comes back (``unwritten``), and
the copy holds what the page holds again; a key the page refused for lack
of room (or at all) is refused here at once until room may have been made
(a key removed here, a change from another tab). Pure Python."""

from __future__ import annotations

from ..app import distance, saves
from ..app.storage import StorageFull, StorageRefused, quota_exceeded

#: The keys the app keeps (the page hands over these only).
PREFIX = "akropolis."
#: Keys that belong to one game, after these prefixes (its id).
GAME_KEYS = (saves.PREFIX, saves.META, distance.KEY)


def group(key: str, value: str | None) -> str:
    """What a write belongs to: a game (its id; the current game's pointer
    belongs to the game it names), else the key itself. After a write the
    page could not make, it makes no later write of the same group in that
    batch (a game's summary, or a pointer to it, without its record)."""
    for prefix in GAME_KEYS:
        if key.startswith(prefix):
            return key[len(prefix) :]
    if key == saves.CURRENT:
        return value or ""
    return key


class PageStorage:
    def __init__(self, page, items: dict[str, str]) -> None:
        self.page = page
        self.data: dict[str, str] = {k: v for k, v in items.items() if isinstance(v, str)}
        #: Keys the page refused to write, and the refusal to raise again.
        self.refused: dict[str, StorageFull] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def keys(self) -> list[str]:
        return list(self.data)

    def set(self, key: str, value: str) -> None:
        refusal = self.refused.get(key)
        if refusal is not None:
            raise refusal
        self.page.store(key, value, self.data.get(key), group(key, value))
        self.data[key] = value

    def remove(self, key: str) -> None:
        if key in self.data:
            self.page.store(key, None, self.data.pop(key), group(key, None))
        self.refused.clear()  # room made: what was refused may fit now

    # ------------------------------------------------- what the page says
    def changed(self, key: str | None, value: str | None) -> None:
        """Another tab changed ``key`` to ``value`` (None: removed), or
        cleared the storage (``key`` None)."""
        if key is None:
            self.data.clear()
        elif value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value
        self.refused.clear()

    def unwritten(self, key: str, why: list, now: str | None) -> str:
        """The page did not write ``key``: ``why`` is ["changed"] (another
        tab wrote it first), ["dropped"] (a write of its group before it in
        the same batch failed) or the browser's error [name, text]; ``now`` is what
        the page holds. What it means: "changed", "dropped", "full" or
        "refused"."""
        if now is None:
            self.data.pop(key, None)
        else:
            self.data[key] = now
        if why and why[0] in ("changed", "dropped"):
            return str(why[0])
        name, text = (list(why) + ["", ""])[:2]
        full = quota_exceeded(str(name), str(text))
        self.refused[key] = StorageFull(key) if full else StorageRefused(key)
        return "full" if full else "refused"
