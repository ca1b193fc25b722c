"""A guard for JSON text read from outside (an imported file, the browser's
storage): refuse text too large or nested too deeply before ``json.loads``
sees it.

``json.loads`` recurses once per level of ``[`` and ``{``; in the browser a
few thousand levels exhaust the JavaScript stack and kill Python itself
(no exception to catch). A game record nests 3 levels deep and weighs a few
KB (docs/record-format.md), the new-game form's choices 2 levels and less
than 1 KB, so the limits below are far above anything the game writes.

``problem`` scans the text once, with a regular expression that skips
strings, counting brackets: linear, and without recursion.
"""

from __future__ import annotations

import json
import re

from .. import i18n

#: The deepest nesting of lists and objects accepted.
MAX_DEPTH = 20
#: The most characters accepted.
MAX_SIZE = 1_000_000

#: A string (skipped whole), a lone quote (an unterminated string: the rest
#: of the text is in it), or a bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|"|[\[\]{}]', re.DOTALL)


def depth(text: str, stop: int | None = None) -> int:
    """The deepest nesting of brackets outside strings in ``text`` (counted
    up to ``stop``, where it stops looking)."""
    level = deepest = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if stop is not None and deepest >= stop:
                    break
        elif token in "]}":
            level -= 1
        elif token == '"':
            break
    return deepest


def problem(text: str, max_depth: int = MAX_DEPTH, max_size: int = MAX_SIZE) -> str | None:
    """Why ``text`` is refused before parsing, in a player's words, or None."""
    if len(text) > max_size:
        return i18n.t("JSON_TOO_LARGE", mb=max_size // 1_000_000)
    if depth(text, max_depth + 1) > max_depth:
        return too_deep(max_depth)
    return None


def check(text: str, error: type[Exception] = ValueError) -> None:
    """Raise ``error`` (with the reason) if ``text`` is too large or too
    deep to parse safely; the caller's exception, so that a reader keeps
    raising only its own (``record.RecordError``)."""
    reason = problem(text)
    if reason:
        raise error(reason)


#: What Python's JSON reader says (the start of its message), and the
#: catalogue's name for it (``RECORD_JSON_WHY``).
_WHY = (
    ("Expecting value", "value"),
    ("Expecting ','", "comma"),
    ("Expecting ':'", "colon"),
    ("Expecting property name", "name"),
    ("Unterminated string", "unterminated"),
    ("Invalid control character", "control"),
    ("Invalid \\escape", "escape"),
    ("Invalid \\u", "unicode"),
    ("Extra data", "extra"),
    ("Illegal trailing comma", "trailing"),
)


def not_json(error: ValueError) -> str:
    """Why a save's text is not JSON, in a player's words: where it breaks,
    and why if the reader's message is one the catalogue knows."""
    if not isinstance(error, json.JSONDecodeError):
        return i18n.t("RECORD_LONG_NUMBER")  # integers too long to convert
    where = {"line": error.lineno, "column": error.colno}
    name = next((name for start, name in _WHY if error.msg.startswith(start)), None)
    if name is None:
        return i18n.t("RECORD_JSON_LINE", **where)
    return i18n.t("RECORD_JSON_AT", why=i18n.entry("RECORD_JSON_WHY")[name], **where)


def too_deep(limit: int) -> str:
    """Text refused before reading it: lists and objects nested too deeply."""
    return i18n.t("JSON_TOO_DEEP", limit=limit)
