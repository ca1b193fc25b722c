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

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime

from ..core.record import (
    MAX_INT,
    RecordError,
    check_int,
    describe,
    envelope,
    field_name,
    fields,
    layout,
    parse,
)
from ..core.record import seat as read_seat
from ..i18n import entry, plural, t
from .game import GameState, IllegalMove, Move
from .scoring import VARIANTS
from .setup import ARCHITECT, HUMAN, Options, Player, Setup

FORMAT = "akropolis-game"
#: The record version this module writes, and the only one it reads.
VERSION = 1


_TOP_FIELDS = ("format", "version", "seed", "options", "players", "tile_order", "moves")
_OPTIONAL_TOP_FIELDS = ("saved_at",)
_OPTION_FIELDS = ("players", "long_game", "variants", "solo")
_PLAYER_FIELDS = ("name", "control")
_PLACEMENT_FIELDS = ("q", "r", "rotation", "level")


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
    if check_int(record["seed"], allow_none=True):
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
    return layout(record, ("moves",))


# ------------------------------------------------------------------ reading
def loads(text: str | bytes) -> tuple[GameState, tuple[Player, ...]]:
    """Read a record from JSON text; see ``parse`` and ``from_record``."""
    return from_record(parse(text))


def from_record(data: object) -> tuple[GameState, tuple[Player, ...]]:
    """The game a record describes, with every move replayed, and its
    players. Raises ``RecordError`` naming the first problem found."""
    envelope(data, FORMAT, VERSION, t("RECORD_FOREIGN"))
    fields(data, _TOP_FIELDS, _OPTIONAL_TOP_FIELDS, _in("record"))
    error = check_int(data["seed"], allow_none=True)
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
        raise RecordError(t("RECORD_MOVES", what=describe(moves)))
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
        raise RecordError(t("RECORD_OPTIONS", what=describe(data)))
    fields(data, _OPTION_FIELDS, (), _in("options"))
    error = check_int(data["players"])
    if error:
        raise RecordError(t("RECORD_PLAYERS_NUMBER", what=error))
    if not isinstance(data["long_game"], bool):
        raise RecordError(t("RECORD_LONG_GAME", what=describe(data["long_game"])))
    variants = data["variants"]
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RecordError(t("RECORD_VARIANTS"))
    if len(set(variants)) != len(variants):
        raise RecordError(t("RECORD_VARIANT_TWICE"))
    level = data["solo"]
    if level is not None and not isinstance(level, str):
        raise RecordError(t("RECORD_SOLO", what=describe(level)))
    try:
        return Options(data["players"], data["long_game"], frozenset(variants), level)
    except ValueError as error:
        raise RecordError(t("RECORD_OPTIONS_WRONG", error=error)) from None


def _tile_order(data: object) -> tuple[int, ...]:
    if not isinstance(data, list):
        raise RecordError(t("RECORD_TILES", what=describe(data)))
    for tile in data:
        error = check_int(tile)
        if error:
            raise RecordError(t("RECORD_TILE", what=error))
    return tuple(data)


def _players(data: object, options: Options) -> list[Player]:
    if not isinstance(data, list):
        raise RecordError(t("RECORD_PLAYERS", what=describe(data)))
    seats = options.seats
    if len(data) != seats:
        expected = t("RECORD_SOLO_SEATS") if options.solo else str(seats)
        raise RecordError(plural("RECORD_PLAYERS_COUNT", len(data), expected=expected))
    players = []
    for seat, item in enumerate(data):
        n = seat + 1
        name, control = read_seat(item, n, _in("player", n), (HUMAN, ARCHITECT))
        architect_seat = seat == options.architect_seat
        if architect_seat and control != ARCHITECT:
            raise RecordError(t("RECORD_MUST_BE_ARCHITECT", n=n))
        if control == ARCHITECT and not architect_seat:
            raise RecordError(t("RECORD_NOT_ARCHITECT", n=n))
        players.append(Player(name, control))
    return players


def _move(data: object, number: int) -> Move:
    if not isinstance(data, dict):
        raise RecordError(t("RECORD_MOVE", n=number, what=describe(data)))
    if "tile" not in data:
        raise RecordError(t("RECORD_NO_TILE", n=number))
    unknown = [k for k in data if k != "tile" and k not in _PLACEMENT_FIELDS]
    if unknown:
        where = _in("move", number)
        raise RecordError(t("RECORD_FIELD_UNKNOWN", field=field_name(unknown[0]), where=where))
    present = [k for k in _PLACEMENT_FIELDS if k in data]
    if present and len(present) != len(_PLACEMENT_FIELDS):
        missing = next(k for k in _PLACEMENT_FIELDS if k not in data)
        raise RecordError(t("RECORD_MOVE_MISSING", n=number, field=missing))
    for key in ("tile", *present):
        error = check_int(data[key])
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


def _saved_at_error(value: object) -> str | None:
    if isinstance(value, str) and len(value) <= 64:
        try:
            datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            return None
    return t("RECORD_SAVED_AT")
