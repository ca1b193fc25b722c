"""The browser's storage as the app sees it: a small key-value interface
(``Storage``; the browser layer adapts ``localStorage`` to it, tests use
``MemoryStorage``), and what a refused write is and means for the player."""

from __future__ import annotations

from typing import Protocol

from .. import words


class StorageFull(Exception):
    """The storage refused a write for lack of space."""


class StorageRefused(StorageFull):
    """The storage refused a write for another reason (the browser lets
    the page read but not write, e.g. a privacy setting): handled wherever
    a full storage is, and said as storage that keeps nothing."""


def quota_exceeded(name: str, text: str) -> bool:
    """Whether a refused write (the browser's error ``name`` and text) was
    for lack of room: a QuotaExceededError (Firefox's own name too), or an
    error the browser does not name. Another named error (SecurityError:
    writing is blocked) is not."""
    lack = ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED")
    return not name or name in lack or "quota" in text.lower()


def refusal(error: StorageFull) -> str:
    """What a refused write means for the player."""
    return words.STORAGE_BLOCKED if isinstance(error, StorageRefused) else words.STORAGE_FULL


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
