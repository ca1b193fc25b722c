"""The card game's save format: a versioned JSON record of one game.

A record holds the set-up (options, players, the first First Citizen, both
deck orders), the chance met in play (each reshuffle of the discard pile as
the order it gave, each card an Arsenal took) and the actions. Loading
replays every action through ``CardGame.play``, so a record that loads is a
game the rules allow. docs/cards-record-format.md is the specification.

``dumps``/``to_record`` write; ``loads``/``from_record`` read and raise
``RecordError`` with a sentence a player understands. The envelope is every
game's (``core.record``): the same reader of the text, with its guard
against over-large or over-deep text, the same checks of the format, the
version, the fields and the seats (names with no control characters).
"""

from __future__ import annotations

from ..core.record import MAX_INT, NewerRecord, RecordError, envelope, fields, layout, parse
from ..core.record import seat as read_seat
from ..i18n import entry, t
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
    return layout(to_record(game), ("actions", "reshuffles"))


# ------------------------------------------------------------------ reading
def loads(text: str | bytes) -> CardGame:
    """The game of a record's JSON text, replayed (see ``from_record``)."""
    return from_record(parse(text))


def from_record(data: object, reports: list | None = None) -> CardGame:
    """The game a record describes, every action replayed; ``RecordError``
    naming the first problem found. ``reports``, if given, receives what
    each action did (``events.Report``), in order: a table's log."""
    envelope(data, FORMAT, VERSION, t("CARD_RECORD_NOT_CARDS"))
    fields(data, _TOP, (), _in("record"))
    seed = data["seed"]
    if seed is not None and not _is_int(seed):
        raise RecordError(t("CARD_RECORD_SEED", limit=MAX_INT))
    options = _options(data["options"])
    seats = _seats(data["players"], options.players)
    first = data["first_citizen"]
    if not _is_int(first) or not 0 <= first < options.players:
        raise RecordError(t("CARD_RECORD_FIRST", last=options.players))
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
                report = game.play(action)
            except IllegalAction as error:
                raise RecordError(t("CARD_RECORD_ILLEGAL", n=number, why=error)) from None
            if reports is not None:
                reports.append(report)
    except BadChance as error:
        raise RecordError(str(error)) from None
    if game.chance_left():
        raise RecordError(t("CARD_RECORD_CHANCE_LEFT"))
    return game


def _in(where: str, n: int = 0) -> str:
    """Where a field is, as the envelope's errors say it: "the record",
    "action 3"."""
    return entry("RECORD_IN")[where].format(n=n)


def _part(key: str) -> str:
    """A part of a record, as its errors name it: "The record's options"."""
    return entry("CARD_RECORD_PARTS")[key]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_INT


def _options(data: object) -> CardOptions:
    if not isinstance(data, dict):
        raise RecordError(t("CARD_RECORD_OPTIONS"))
    fields(data, _OPTIONS, (), _in("options"))
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
        name, control = read_seat(item, i + 1, _in("player", i + 1))
        seats.append(Seat(name, control))
    return tuple(seats)


def _goods(data: object, what: str) -> list[str]:
    if not isinstance(data, list) or not all(isinstance(g, str) and g in GOODS for g in data):
        raise RecordError(t("CARD_RECORD_GOODS", what=what))
    return data


def _action(data: object, number: int) -> act.Action:
    kind = data.get("do") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in act.KINDS:
        raise RecordError(t("CARD_RECORD_NOT_ACTION", n=number))
    kind, names = act.KINDS[data["do"]]
    fields(data, ("do", *names), (), _in("action", number))
    values = {}
    for field in names:
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
