"""The pseudo-language: every text of the English catalogue between ⟦ and
⟧, placeholders kept. A screen drawn in it shows at once any word that did
not come from the catalogue: ``leaks`` finds the Latin letters left outside
the brackets (player names in these tests are Greek, so they never count).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from akropolis import i18n

CODE = "qps"
OPEN, CLOSE = "\u27e6", "\u27e7"
#: Attributes a person reads or hears.
READ = ("aria-label", "title", "alt", "placeholder", "aria-description",
        "aria-roledescription", "aria-valuetext", "data-early", "label")
#: Names for the seats of these tests: no Latin letter in them.
NAMES = ("Άννα", "Βύρων", "Γιώργος", "Δάφνη", "Ελένη", "Ζωή")
_INNER = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_LETTERS = re.compile(r"[A-Za-z]{2,}")


def wrap(value):
    if isinstance(value, str):
        return f"{OPEN}{value}{CLOSE}"
    if isinstance(value, tuple):
        return tuple(wrap(v) for v in value)
    if isinstance(value, dict):
        return {k: wrap(v) for k, v in value.items()}
    return value


def install() -> str:
    """Make the pseudo-language known to ``i18n``; returns its code."""
    english = i18n.catalogue("en")
    entries = {key: wrap(value) for key, value in english.items()}
    # The language's ways are not words: keep them as they are.
    for key in ("LIST_SEPARATOR", "LIST_LAST", "DATE"):
        entries[key] = english[key]
    i18n.install(CODE, entries)
    return CODE


def outside(text: str) -> str:
    """``text`` without its bracketed parts (innermost first)."""
    while True:
        shorter = _INNER.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        for name, value in attrs:
            if value and name in READ:
                self.found.append(value)

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.found.append(data)


def texts(html: str) -> list[str]:
    """Every text of ``html`` a person reads or hears."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.found


def leaks(html: str) -> list[str]:
    """The texts of ``html`` with words outside the catalogue."""
    return [text for text in texts(html) if _LETTERS.search(outside(text))]
