"""The card game's save format: a versioned JSON record of one game.

A record holds the set-up (options, players, the first First Citizen, both
deck orders), the chance met in play (each reshuffle of the discard pile as
the order it gave, each card an Arsenal took) and the actions. Loading
replays every action through ``CardGame.play``, so a record that loads is a
game the rules allow. docs/cards-record-format.md is the specification.

``dumps``/``to_record`` write; ``loads``/``from_record`` read and raise
``RecordError`` (the tile game's, so that callers catch one error) with a
sentence a player understands. The text is parsed by the tile game's reader
(``rules.record.parse``): the same guard against over-large or over-deep
text, the same refusal of non-JSON.
"""

from __future__ import annotations

import json

from ..i18n import entry, t
from ..rules.record import BOT_NAME, MAX_INT, MAX_NAME, NewerRecord, RecordError, parse
from . import actions as act
from .deck import GOODS, is_agora_deck, is_build_deck
from .game import BadChance, CardGame, IllegalAction
from .setup import MAX_PLAYERS, MIN_PLAYERS, CardOptions, CardSetup, Seat

FORMAT = "akropolis-cards-game"
VERSION = 1
_TOP = (
    "format", "version", "seed", "options", "players", "first_citizen",
    "agora_order", "build_order", "reshuffles", "seizures", "actions",
)  # fmt: skip
_OPTIONS = ("players", "advanced")
_SEAT = ("name", "control")

__all__ = ["FORMAT", "VERSION", "NewerRecord", "RecordError", "dumps", "from_record", "loads",
           "to_record"]


# ------------------------------------------------------------------ writing
def to_record(game: CardGame) -> dict:
    setup = game.setup
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": setup.seed,
        "options": {"players": setup.options.players, "advanced": setup.options.advanced},
        "players": [s.to_dict() for s in setup.seats],
        "first_citizen": setup.first_citizen,
        "agora_order": list(setup.agora_order),
        "build_order": list(setup.build_order),
        "reshuffles": [list(order) for order in game.reshuffles],
        "seizures": list(game.seizures),
        "actions": [act.to_dict(action) for _, action in game.history],
    }


def dumps(game: CardGame) -> str:
    """The record as JSON text: one field a line, one action a line."""
    lines = []
    for key, value in to_record(game).items():
        if key in ("actions", "reshuffles") and value:
            text = "[\n" + ",\n".join("    " + _compact(v) for v in value) + "\n  ]"
        else:
            text = _compact(value)
        lines.append(f"  {_compact(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


# ------------------------------------------------------------------ reading
def loads(text: str | bytes) -> CardGame:
    """The game of a record's JSON text, replayed (see ``from_record``)."""
    return from_record(parse(text))


def from_record(data: object) -> CardGame:
    """The game a record describes, every action replayed; ``RecordError``
    naming the first problem found."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(t("CARD_RECORD_NOT_CARDS"))
    version = data.get("version")
    if not _is_int(version):
        raise RecordError(t("RECORD_VERSION_MISSING"))
    if version > VERSION:
        raise NewerRecord(t("RECORD_NEWER", version=version, reads=VERSION))
    if version != VERSION:
        raise RecordError(t("CARD_RECORD_OLD", version=version, reads=VERSION))
    _fields(data, _TOP, _part("record"))
    seed = data["seed"]
    if seed is not None and not _is_int(seed):
        raise RecordError(t("CARD_RECORD_SEED", limit=MAX_INT))
    options = _options(data["options"])
    seats = _seats(data["players"], options.players)
    first = data["first_citizen"]
    if not _is_int(first) or not 0 <= first < options.players:
        raise RecordError(t("CARD_RECORD_FIRST", last=options.players - 1))
    agora = _goods(data["agora_order"], _part("agora"))
    if not is_agora_deck(agora):
        raise RecordError(t("CARD_RECORD_AGORA"))
    build = data["build_order"]
    if not isinstance(build, list) or not all(isinstance(b, str) for b in build) or not is_build_deck(build):
        raise RecordError(t("CARD_RECORD_BUILD"))
    reshuffles = data["reshuffles"]
    if not isinstance(reshuffles, list):
        raise RecordError(t("CARD_RECORD_RESHUFFLES"))
    reshuffles = [_goods(order, t("CARD_RECORD_RESHUFFLE_PART", n=i + 1))
                  for i, order in enumerate(reshuffles)]
    seizures = _goods(data["seizures"], _part("seizures"))
    setup = CardSetup(options, tuple(agora), tuple(build), first, seed, seats)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError(t("CARD_RECORD_ACTIONS"))
    try:
        game = CardGame(setup, reshuffles, seizures)
        for index, item in enumerate(actions):
            number = index + 1
            if game.is_over:
                raise RecordError(t("CARD_RECORD_AFTER_END", n=number))
            action = _action(item, number)
            try:
                game.play(action)
            except IllegalAction as error:
                raise RecordError(t("CARD_RECORD_ILLEGAL", n=number, why=error)) from None
    except BadChance as error:
        raise RecordError(str(error)) from None
    if game.chance_left():
        raise RecordError(t("CARD_RECORD_CHANCE_LEFT"))
    return game


def _part(key: str) -> str:
    """A part of a record, as its errors name it: "The record's options"."""
    return entry("CARD_RECORD_PARTS")[key]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_INT


def _fields(data: dict, required: tuple[str, ...], where: str) -> None:
    for key in required:
        if key not in data:
            raise RecordError(t("CARD_RECORD_NO_FIELD", where=where, field=repr(key)))
    for key in data:
        if key not in required:
            shown = key if len(key) <= 40 else key[:37] + "..."
            raise RecordError(t("CARD_RECORD_UNKNOWN_FIELD", where=where, field=repr(shown)))


def _options(data: object) -> CardOptions:
    if not isinstance(data, dict):
        raise RecordError(t("CARD_RECORD_OPTIONS"))
    _fields(data, _OPTIONS, _part("options"))
    players, advanced = data["players"], data["advanced"]
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RecordError(t("CARD_RECORD_PLAYERS", low=MIN_PLAYERS, high=MAX_PLAYERS))
    if not isinstance(advanced, bool):
        raise RecordError(t("CARD_RECORD_ADVANCED"))
    return CardOptions(players, advanced)


def _seats(data: object, players: int) -> tuple[Seat, ...]:
    if not isinstance(data, list) or len(data) != players:
        raise RecordError(t("CARD_RECORD_SEATS", n=players))
    seats = []
    for i, item in enumerate(data):
        if not isinstance(item, dict):
            raise RecordError(t("CARD_RECORD_SEAT", n=i + 1))
        _fields(item, _SEAT, t("CARD_RECORD_PLAYER_PART", n=i + 1))
        name, control = item["name"], item["control"]
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise RecordError(t("CARD_RECORD_NAME", n=i + 1, limit=MAX_NAME))
        if not isinstance(control, str) or not (control == "human" or BOT_NAME.fullmatch(control)):
            raise RecordError(t("CARD_RECORD_CONTROL", n=i + 1))
        seats.append(Seat(name, control))
    return tuple(seats)


def _goods(data: object, what: str) -> list[str]:
    if not isinstance(data, list) or not all(isinstance(g, str) and g in GOODS for g in data):
        raise RecordError(t("CARD_RECORD_GOODS", what=what))
    return data


def _action(data: object, number: int) -> act.Action:
    if not isinstance(data, dict) or data.get("do") not in act.KINDS:
        raise RecordError(t("CARD_RECORD_NOT_ACTION", n=number))
    kind, fields = act.KINDS[data["do"]]
    _fields(data, ("do", *fields), t("CARD_RECORD_ACTION_PART", n=number))
    values = {}
    for field in fields:
        value = data[field]
        if field in ("give", "ask"):
            value = tuple(_goods(value, t("CARD_RECORD_ACTION_FIELD", n=number, field=repr(field))))
        elif field == "good":
            if value not in GOODS:
                raise RecordError(t("CARD_RECORD_ACTION_GOOD", n=number))
        elif not _is_int(value):
            raise RecordError(t("CARD_RECORD_ACTION_NUMBER", n=number, field=repr(field)))
        values[field] = value
    return kind(**values)
