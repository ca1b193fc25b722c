"""The record envelope every game's save format shares: the reading of the
text (the one JSON reader of records, behind ``jsontext``'s guard against
over-large or over-deep text), the format and version check, the checks of
fields, whole numbers and seats (a name, and who plays it), and the error a
damaged record raises. Each game adds its own fields (``rules.record``,
``cards.record``); docs/record-format.md and docs/cards-record-format.md
specify them.
"""

from __future__ import annotations

import json
import re

from ..i18n import entry, t
from . import jsontext
from .names import unprintable

#: What a bot's control name looks like: the built-in bots and any future
#: one, so that games of stronger bots load in older versions of the game.
BOT_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
#: Integers a record may hold: those JSON and JavaScript carry exactly.
MAX_INT = 2**53 - 1
MAX_NAME = 100
#: The byte order mark ``parse`` drops from the start of a record's text.
BOM = "\ufeff"
#: Digits (and sign) of the longest integer ``parse`` converts: more than
#: any integer a record may hold has.
_MAX_DIGITS = 20
HUMAN = "human"


class RecordError(ValueError):
    """A record that is not a game the rules allow; ``str(error)`` says why."""


class NewerRecord(RecordError):
    """A record written by a newer version of the game: not damaged, only
    unreadable here. Keep it; a newer version opens it."""


def layout(record: dict, listed: tuple[str, ...]) -> str:
    """A record as JSON text, laid out to read and diff well: one field a
    line, and one item a line in the fields ``listed`` (moves, actions)."""
    lines = []
    for key, value in record.items():
        if key in listed and isinstance(value, list) and value:
            text = "[\n" + ",\n".join("    " + _compact(v) for v in value) + "\n  ]"
        else:
            text = _compact(value)
        lines.append(f"  {_compact(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def parse(text: str | bytes) -> object:
    """The JSON value of a record's text (bytes must be UTF-8), not yet
    checked as a game: the only JSON reader of records. Raises
    ``RecordError`` for text that is not JSON, saying where it breaks."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(t("RECORD_NOT_UTF8")) from None
    if not isinstance(text, str):
        raise RecordError(t("RECORD_NOT_TEXT"))
    # One byte order mark, as Notepad writes (the browser's reader drops it).
    text = text.removeprefix(BOM)
    jsontext.check(text, RecordError)  # before json.loads, which recurses at every level
    try:
        return json.loads(text, parse_constant=_no_constant, parse_int=_whole)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(t("RECORD_TOO_DEEP")) from None
    except ValueError as error:
        # json.JSONDecodeError, and integers too long to convert.
        raise RecordError(jsontext.not_json(error)) from None


def _whole(digits: str) -> int:
    """A JSON integer. One too long for any field of a record reads as just
    beyond the range a record allows, so that the checks name the field:
    Python refuses to convert more than 4300 digits, and converting many
    is slow."""
    if len(digits) <= _MAX_DIGITS:
        return int(digits)
    return -(MAX_INT + 1) if digits.startswith("-") else MAX_INT + 1


def _no_constant(name: str) -> object:
    raise RecordError(t("RECORD_CONSTANT", name=name))


def envelope(data: object, format_: str, reads: int, foreign: str) -> int:
    """Check that ``data`` is a record of ``format_`` in the version this
    game reads (``reads``); ``foreign``: what to say of another format.
    Returns the version."""
    if not isinstance(data, dict) or data.get("format") != format_:
        raise RecordError(foreign)
    version = data.get("version")
    if check_int(version):
        raise RecordError(t("RECORD_VERSION_MISSING"))
    if version > reads:
        raise NewerRecord(t("RECORD_NEWER", version=version, reads=reads))
    if version != reads:
        raise RecordError(t("RECORD_UNKNOWN_VERSION", version=version, reads=reads))
    return version


def fields(data: dict, required: tuple[str, ...], optional: tuple[str, ...], where: str) -> None:
    """Every ``required`` field is in ``data``, and nothing but them and
    the ``optional`` ones; ``where``: the part of the record, in words."""
    for key in required:
        if key not in data:
            raise RecordError(t("RECORD_FIELD_MISSING", field=repr(key), where=where))
    for key in data:
        if key not in required and key not in optional:
            raise RecordError(t("RECORD_FIELD_UNKNOWN", field=field_name(key), where=where))


def check_int(value: object, allow_none: bool = False) -> str | None:
    """None if ``value`` is a whole number a record may hold, else what it
    is, in words ("text", "a number too large", ...)."""
    if value is None and allow_none:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return None if -MAX_INT <= value <= MAX_INT else entry("RECORD_KINDS")["large"]
    return describe(value)


#: JSON values in words (bool before int: True is an int to Python).
_KINDS = (bool, int, float, str, list, dict)


def describe(value: object) -> str:
    """What a JSON value is, in words, without printing it (it may be huge)."""
    kind = "null" if value is None else next(
        (kind.__name__ for kind in _KINDS if isinstance(value, kind)), "other"
    )
    return entry("RECORD_KINDS")[kind]


def field_name(key: object) -> str:
    """A field's name as an error shows it: short, or said to be odd."""
    if isinstance(key, str) and len(key) <= 40:
        return repr(key)
    return t("RECORD_ODD_NAME")


def seat(item: object, n: int, where: str, controls: tuple[str, ...] = (HUMAN,)) -> tuple[str, str]:
    """A seat of a record (``{"name", "control"}``, seat ``n`` from 1): its
    name (1 to ``MAX_NAME`` characters, none of them a control character)
    and who plays it (one of ``controls``, or a bot's name)."""
    if not isinstance(item, dict):
        raise RecordError(t("RECORD_PLAYER", n=n, what=describe(item)))
    fields(item, ("name", "control"), (), where)
    name, control = item["name"], item["control"]
    if not isinstance(name, str):
        raise RecordError(t("RECORD_NAME", n=n, what=describe(name)))
    if not 1 <= len(name) <= MAX_NAME or not name.strip():
        raise RecordError(t("RECORD_NAME_LENGTH", n=n, max=MAX_NAME))
    if any(unprintable(c) for c in name):
        raise RecordError(t("RECORD_NAME_UNPRINTABLE", n=n))
    if not isinstance(control, str):
        raise RecordError(t("RECORD_CONTROL", n=n, what=describe(control)))
    if control not in controls and not BOT_NAME.fullmatch(control):
        raise RecordError(t("RECORD_CONTROL_NAME", n=n))
    return name, control
