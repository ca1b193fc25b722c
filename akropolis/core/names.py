"""Names as people type or paste them, for every game: what a record
refuses in a name (``unprintable``) and how a typed name is made fit to
show and to save (``clean_name``)."""

from __future__ import annotations


def unprintable(c: str) -> bool:
    """Control characters (a Tab from a spreadsheet, an escape that drives
    a terminal, U+0085, U+007F), and lone surrogates (text that cannot be
    written as UTF-8)."""
    code = ord(c)
    return code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000


def quoted(value: object, limit: int = 40) -> str:
    """A value from a file or a link, quoted in a message: as Python writes
    it (control characters escaped), cut to ``limit`` characters (a forged
    file's 5,000-character variant filled the screen)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clean_name(text: str, limit: int | None = None) -> str:
    """A name as a player may have typed or pasted it, fit to show and to
    save: unprintable characters become spaces, runs of spaces one space,
    no space at either end; at most ``limit`` characters. Blank stays
    blank: the caller chooses the name of a nameless seat."""
    name = " ".join("".join(" " if unprintable(c) else c for c in text).split())
    return name if limit is None else name[:limit].rstrip()
