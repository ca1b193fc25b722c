"""The save format: a versioned JSON record of one game.

A game is fully described by its setup (options, players and the tile order
itself) plus its move list, so a record stores exactly that and loading
replays every move through ``GameState.play``: a record that loads is a game
the rules allow. ``docs/record-format.md`` is the specification.

``to_record``/``dumps`` write a record; ``from_record``/``loads`` read one and
raise ``RecordError`` (and nothing else) with a sentence a player understands
when the data is not a game the rules allow. No filesystem access here: the
caller reads and writes the text (the CLI, the browser's storage).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime

from ..i18n import entry, plural, t
from . import jsontext
from .game import GameState, IllegalMove, Move
from .scoring import VARIANTS
from .setup import ARCHITECT, HUMAN, Options, Player, Setup

FORMAT = "akropolis-game"
#: The record version this module writes, and the only one it reads.
VERSION = 1

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

_TOP_FIELDS = ("format", "version", "seed", "options", "players", "tile_order", "moves")
_OPTIONAL_TOP_FIELDS = ("saved_at",)
_OPTION_FIELDS = ("players", "long_game", "variants", "solo")
_PLAYER_FIELDS = ("name", "control")
_PLACEMENT_FIELDS = ("q", "r", "rotation", "level")


class RecordError(ValueError):
    """A record that is not a game the rules allow; ``str(error)`` says why."""


class NewerRecord(RecordError):
    """A record written by a newer version of the game: not damaged, only
    unreadable here. Keep it; a newer version opens it."""


# ------------------------------------------------------------------ writing
def to_record(
    state: GameState,
    players: Sequence[Player | Mapping] | None = None,
    saved_at: str | datetime | None = None,
) -> dict:
    """The record of ``state``: its setup and every move played so far.
    ``players`` defaults to the set-up's; ``saved_at`` (optional) is
    stored as an ISO 8601 string. Raises ``RecordError`` if the players do
    not fit the game, so a save that could not be loaded is never written."""
    options = state.options
    if players is None:
        players = state.players
    seats = _players(_player_dicts(players), options)
    record: dict = {
        "format": FORMAT,
        "version": VERSION,
        "seed": state.setup.seed,
        "options": {
            "players": options.players,
            "long_game": options.long_game,
            "variants": [v for v in VARIANTS if v in options.variants],
            "solo": options.solo,
        },
        "players": [p.to_dict() for p in seats],
        "tile_order": list(state.setup.tile_order),
        "moves": [move.to_dict() for move in state.history],
    }
    if _check_int(record["seed"], allow_none=True):
        raise RecordError(t("RECORD_SEED_UNSAVABLE", range=_seed_range()))
    if saved_at is not None:
        record["saved_at"] = saved_at.isoformat() if isinstance(saved_at, datetime) else saved_at
        error = _saved_at_error(record["saved_at"])
        if error:
            raise RecordError(error)
    return record


def _player_dicts(players: Sequence[Player | Mapping]) -> object:
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        return players
    return [p.to_dict() if isinstance(p, Player) else p for p in players]


def dumps(
    state: GameState,
    players: Sequence[Player | Mapping] | None = None,
    saved_at: str | datetime | None = None,
) -> str:
    """The record of ``state`` as JSON text: one field a line, one move a
    line, so that saves read well and diff well."""
    return format_record(to_record(state, players, saved_at))


def format_record(record: dict) -> str:
    """JSON text of a record (any dict), laid out one field and one move a
    line."""
    lines = []
    for key, value in record.items():
        if key == "moves" and isinstance(value, list) and value:
            text = "[\n" + ",\n".join("    " + _compact(m) for m in value) + "\n  ]"
        else:
            text = _compact(value)
        lines.append(f"  {_compact(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


# ------------------------------------------------------------------ reading
def loads(text: str | bytes) -> tuple[GameState, tuple[Player, ...]]:
    """Read a record from JSON text; see ``parse`` and ``from_record``."""
    return from_record(parse(text))


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


def from_record(data: object) -> tuple[GameState, tuple[Player, ...]]:
    """The game a record describes, with every move replayed, and its
    players. Raises ``RecordError`` naming the first problem found."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(t("RECORD_FOREIGN"))
    version = data.get("version")
    if _check_int(version):
        raise RecordError(t("RECORD_VERSION_MISSING"))
    if version > VERSION:
        raise NewerRecord(t("RECORD_NEWER", version=version, reads=VERSION))
    if version != VERSION:
        raise RecordError(t("RECORD_UNKNOWN_VERSION", version=version, reads=VERSION))
    _fields(data, _TOP_FIELDS, _OPTIONAL_TOP_FIELDS, _in("record"))
    error = _check_int(data["seed"], allow_none=True)
    if error:
        raise RecordError(t("RECORD_SEED", what=error, range=_seed_range()))
    if "saved_at" in data:
        error = _saved_at_error(data["saved_at"])
        if error:
            raise RecordError(error)
    options = _options(data["options"])
    setup = Setup(options, _tile_order(data["tile_order"]), data["seed"])
    if setup.tile_order_error():
        raise RecordError(t("RECORD_TILE_ORDER", n=len(options.tile_ids())))
    players = _players(data["players"], options)
    setup = replace(setup, players=tuple(players))
    state = GameState.start(setup)
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordError(t("RECORD_MOVES", what=_describe(moves)))
    for index, item in enumerate(moves):
        number = index + 1
        if state.over:
            raise RecordError(t("RECORD_AFTER_END", n=number, last=index))
        move = _move(item, number)
        try:
            state.play(move)
        except IllegalMove as error:
            raise RecordError(t("RECORD_ILLEGAL", n=number, error=error)) from None
    return state, state.players


def _options(data: object) -> Options:
    if not isinstance(data, dict):
        raise RecordError(t("RECORD_OPTIONS", what=_describe(data)))
    _fields(data, _OPTION_FIELDS, (), _in("options"))
    error = _check_int(data["players"])
    if error:
        raise RecordError(t("RECORD_PLAYERS_NUMBER", what=error))
    if not isinstance(data["long_game"], bool):
        raise RecordError(t("RECORD_LONG_GAME", what=_describe(data["long_game"])))
    variants = data["variants"]
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RecordError(t("RECORD_VARIANTS"))
    if len(set(variants)) != len(variants):
        raise RecordError(t("RECORD_VARIANT_TWICE"))
    level = data["solo"]
    if level is not None and not isinstance(level, str):
        raise RecordError(t("RECORD_SOLO", what=_describe(level)))
    try:
        return Options(data["players"], data["long_game"], frozenset(variants), level)
    except ValueError as error:
        raise RecordError(t("RECORD_OPTIONS_WRONG", error=error)) from None


def _tile_order(data: object) -> tuple[int, ...]:
    if not isinstance(data, list):
        raise RecordError(t("RECORD_TILES", what=_describe(data)))
    for tile in data:
        error = _check_int(tile)
        if error:
            raise RecordError(t("RECORD_TILE", what=error))
    return tuple(data)


def _players(data: object, options: Options) -> list[Player]:
    if not isinstance(data, list):
        raise RecordError(t("RECORD_PLAYERS", what=_describe(data)))
    seats = options.seats
    if len(data) != seats:
        expected = t("RECORD_SOLO_SEATS") if options.solo else str(seats)
        raise RecordError(plural("RECORD_PLAYERS_COUNT", len(data), expected=expected))
    players = []
    for seat, item in enumerate(data):
        n = seat + 1
        if not isinstance(item, dict):
            raise RecordError(t("RECORD_PLAYER", n=n, what=_describe(item)))
        _fields(item, _PLAYER_FIELDS, (), _in("player", n))
        name, control = item["name"], item["control"]
        if not isinstance(name, str):
            raise RecordError(t("RECORD_NAME", n=n, what=_describe(name)))
        if not 1 <= len(name) <= MAX_NAME:
            raise RecordError(t("RECORD_NAME_LENGTH", n=n, max=MAX_NAME))
        if any(_unprintable(c) for c in name):
            raise RecordError(t("RECORD_NAME_UNPRINTABLE", n=n))
        if not isinstance(control, str):
            raise RecordError(t("RECORD_CONTROL", n=n, what=_describe(control)))
        architect_seat = seat == options.architect_seat
        if architect_seat and control != ARCHITECT:
            raise RecordError(t("RECORD_MUST_BE_ARCHITECT", n=n))
        if control == ARCHITECT and not architect_seat:
            raise RecordError(t("RECORD_NOT_ARCHITECT", n=n))
        if control not in (HUMAN, ARCHITECT) and not BOT_NAME.fullmatch(control):
            raise RecordError(t("RECORD_CONTROL_NAME", n=n))
        players.append(Player(name, control))
    return players


def _move(data: object, number: int) -> Move:
    if not isinstance(data, dict):
        raise RecordError(t("RECORD_MOVE", n=number, what=_describe(data)))
    if "tile" not in data:
        raise RecordError(t("RECORD_NO_TILE", n=number))
    unknown = [k for k in data if k != "tile" and k not in _PLACEMENT_FIELDS]
    if unknown:
        where = _in("move", number)
        raise RecordError(t("RECORD_FIELD_UNKNOWN", field=_key(unknown[0]), where=where))
    present = [k for k in _PLACEMENT_FIELDS if k in data]
    if present and len(present) != len(_PLACEMENT_FIELDS):
        missing = next(k for k in _PLACEMENT_FIELDS if k not in data)
        raise RecordError(t("RECORD_MOVE_MISSING", n=number, field=missing))
    for key in ("tile", *present):
        error = _check_int(data[key])
        if error:
            raise RecordError(t("RECORD_MOVE_NOT_WHOLE", n=number, field=key, what=error))
    if not present:
        return Move(data["tile"])
    return Move(data["tile"], (data["q"], data["r"]), data["rotation"], data["level"])


# ---------------------------------------------------------------- checking
def _in(where: str, n: int = 0) -> str:
    """Where a field is: "the record", "move 3"."""
    return entry("RECORD_IN")[where].format(n=n)


def _seed_range() -> str:
    """What a seed must be, in words."""
    return t("RECORD_SEED_RANGE", max=MAX_INT)


def _fields(data: dict, required: tuple[str, ...], optional: tuple[str, ...], where: str) -> None:
    for key in required:
        if key not in data:
            raise RecordError(t("RECORD_FIELD_MISSING", field=repr(key), where=where))
    for key in data:
        if key not in required and key not in optional:
            raise RecordError(t("RECORD_FIELD_UNKNOWN", field=_key(key), where=where))


def _check_int(value: object, allow_none: bool = False) -> str | None:
    """None if ``value`` is a whole number a record may hold, else what it
    is, in words ("text", "a number too large", ...)."""
    if value is None and allow_none:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return None if -MAX_INT <= value <= MAX_INT else entry("RECORD_KINDS")["large"]
    return _describe(value)


#: JSON values in words (bool before int: True is an int to Python).
_KINDS = (bool, int, float, str, list, dict)


def _describe(value: object) -> str:
    """What a JSON value is, in words, without printing it (it may be huge)."""
    kind = "null" if value is None else next(
        (kind.__name__ for kind in _KINDS if isinstance(value, kind)), "other"
    )
    return entry("RECORD_KINDS")[kind]


def _unprintable(c: str) -> bool:
    """Control characters, and lone surrogates (text that cannot be written
    as UTF-8)."""
    code = ord(c)
    return code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000


def _key(key: object) -> str:
    if isinstance(key, str) and len(key) <= 40:
        return repr(key)
    return t("RECORD_ODD_NAME")


def _saved_at_error(value: object) -> str | None:
    if isinstance(value, str) and len(value) <= 64:
        try:
            datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            return None
    return t("RECORD_SAVED_AT")
