"""The new-game form as pure logic: what it shows (``Choices``, kept from
one game to the next) and what it starts (``read``: options, seats and seed,
or a ``Refusal`` with a code and the reason in a player's words).

The browser reads the form's fields into a ``Form`` of plain strings and
booleans; nothing here looks at the wording of an error to decide anything.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .. import words
from ..bots import BOTS
from ..core import jsontext, names
from ..rules import solo
from ..rules.game import Options
from ..rules.scoring import VARIANTS
from ..rules.setup import HUMAN, Player, seat_players

#: Who can sit at a seat, as offered by the new-game form: a person, the
#: four levels, then the baselines (named by the catalogue's CONTROL_LABELS).
CONTROL_VALUES: tuple[str, ...] = (HUMAN,) + tuple(
    name for name in ("easy", "medium", "hard", "expert", "greedy", "random") if name in BOTS
)


def controls() -> tuple[tuple[str, str], ...]:
    """(value, label) of each choice of a seat, in the language of the moment."""
    labels = words.CONTROL_LABELS
    return tuple((value, labels[value]) for value in CONTROL_VALUES)


def __getattr__(name: str):
    if name == "CONTROLS":  # newgame.CONTROLS: read at the moment of use
        return controls()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

#: The computer level a new seat gets.
DEFAULT_COMPUTER = "medium"
DEFAULT_NAMES = ("Ada", "Basil", "Chloe", "Demetrios")
#: The longest name a seat takes.
NAME_LENGTH = 24
#: Seeds are whole numbers below 2**53: JSON readers keep them exact.
SEED_LIMIT = 2**53

# Refusal codes.
PLAYERS = "players"  # the number of players is not one of the form's
OPTIONS = "options"  # the rules refuse these options (the reason is theirs)
CONTROL = "control"  # a seat names no player this version knows
SEED_FORMAT = "seed-format"  # the seed is not a whole number
SEED_RANGE = "seed-range"  # the seed is negative or too large
DISTANCE = "distance"  # at a distance with fewer than two people


@dataclass(frozen=True)
class Choices:
    """What the new-game form shows: the defaults, or the set-up of the last
    game started here (kept in the browser's storage as JSON, see
    ``to_text``/``from_text``), so a table plays again in two clicks."""

    players: int = 2
    names: tuple[str, ...] = DEFAULT_NAMES
    controls: tuple[str, ...] = (HUMAN,) + (DEFAULT_COMPUTER,) * 3
    level: str = solo.LEVELS[0]
    long_game: bool = False
    variants: frozenset[str] = frozenset()
    distance: bool = False

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "names": list(self.names),
            "controls": list(self.controls),
            "level": self.level,
            "long": self.long_game,
            "variants": sorted(self.variants),
            "distance": self.distance,
        }

    def to_text(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_text(cls, text: str | None) -> Choices:
        """The choices in ``text``; anything missing, damaged or unknown in
        it (another version's, another site's) gives the default instead."""
        default = cls()
        try:
            # Checked before json.loads: too deep a text would kill Python.
            data = json.loads(text) if text and not jsontext.problem(text) else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}

        def seats(key: str, fits, fallback: tuple[str, ...]) -> tuple[str, ...]:
            given = data.get(key)
            given = given if isinstance(given, list) else []
            return tuple(
                given[i] if i < len(given) and fits(given[i]) else fallback[i] for i in range(4)
            )

        players, level, variants = data.get("players"), data.get("level"), data.get("variants")
        return cls(
            players=players if type(players) is int and 1 <= players <= 4 else default.players,
            names=tuple(
                clean_name(name) or default.names[i]
                for i, name in enumerate(seats("names", _text, ("",) * 4))
            ),
            controls=seats(
                "controls", lambda c: isinstance(c, str) and c in CONTROL_VALUES, default.controls
            ),
            level=level if isinstance(level, str) and level in solo.LEVELS else default.level,
            long_game=data.get("long") is True,
            variants=frozenset(v for v in variants if isinstance(v, str) and v in VARIANTS)
            if isinstance(variants, list)
            else default.variants,
            distance=data.get("distance") is True,
        )


@dataclass(frozen=True)
class Form:
    """The form's fields as the page holds them: text, and ticked boxes."""

    players: str
    level: str
    long_game: bool
    variants: frozenset[str]
    seed: str
    names: tuple[str, ...]
    controls: tuple[str, ...]
    distance: bool = False


@dataclass(frozen=True)
class NewGame:
    """A game the form may start: its options, its seats (the Architect's
    included, in solo) and its seed (None: any)."""

    options: Options
    players: tuple[Player, ...]
    seed: int | None
    #: Played at a distance: each person on their own device.
    distance: bool = False


@dataclass(frozen=True)
class Refusal:
    """Why the form cannot start a game: ``code`` for the program, one of
    this module's refusal codes, and ``message`` for the player."""

    code: str
    message: str


def clean_name(text: str, limit: int | None = NAME_LENGTH) -> str:
    """A typed name made fit to show and to save (``core.names``), at most
    ``limit`` characters."""
    return names.clean_name(text, limit)


def _text(value: object) -> bool:
    return isinstance(value, str)


def choices_of(form: Form) -> Choices:
    """What the form showed, to show it again next time and after a refusal
    (the players' names cleaned as a game would take them, blanks
    included)."""
    count = _count(form.players)
    return Choices(
        count if count is not None else Choices().players,
        tuple(clean_name(name) for name in form.names),
        tuple(form.controls),
        form.level,
        form.long_game,
        frozenset(form.variants),
        form.distance,
    )


def read(form: Form) -> NewGame | Refusal:
    """The game ``form`` asks for, or why it cannot be started."""
    count = _count(form.players)
    if count is None:
        return Refusal(PLAYERS, words.SETUP_PLAYERS)
    # The form offers the long game only where the rules allow it (its box
    # is disabled, with the reason, for 4 players): a box ticked before the
    # count changed never makes Start fail.
    long_game = form.long_game and long_game_refusal(count) is None
    try:
        options = Options(
            count, long_game, frozenset(form.variants), form.level if count == 1 else None
        )
    except ValueError as error:
        return Refusal(OPTIONS, str(error))
    players = []
    for seat in range(count):
        name = clean_name(form.names[seat]) or words.seat_name_blank(seat)
        # In solo too: a computer at any level may take the seat, and the
        # game then plays itself against the Illustrious Architect.
        control = form.controls[seat]
        if control not in CONTROL_VALUES:
            return Refusal(CONTROL, words.unknown_control(seat))
        players.append(Player(name, control))
    seed = None
    text = form.seed.strip()
    if text:
        # Digits 0-9 only: int() would also take "1_000", "٣" or "+5".
        digits = text.removeprefix("-")
        if not (digits.isascii() and digits.isdigit()):
            return Refusal(SEED_FORMAT, words.SEED_NOT_WHOLE)
        if text.startswith("-") or len(digits) > len(str(SEED_LIMIT)) or int(digits) >= SEED_LIMIT:
            return Refusal(SEED_RANGE, words.seed_too_large(SEED_LIMIT))
        seed = int(digits)
    distance = form.distance and count > 1
    if distance and sum(p.is_human for p in players) < 2:
        return Refusal(DISTANCE, words.DISTANCE_TWO_PEOPLE)
    return NewGame(options, seat_players(options, players), seed, distance)


def long_game_refusal(count: int) -> str | None:
    """Why ``count`` players (1: solo) cannot play the long game, in the
    rules' own words, or None when they can."""
    try:
        Options(count, True, frozenset(), solo.LEVELS[0] if count == 1 else None)
    except ValueError as error:
        return str(error)
    return None


def seats_shown(text: str) -> int:
    """How many seats the form shows for its number of players ``text``:
    that number, or the default for anything else (a value edited in the
    page), never an error."""
    count = _count(text)
    return Choices().players if count is None else count


def _count(text: str) -> int | None:
    """The number of players the field names: "1" to "4" exactly (int()
    would also take "+2", "٢" or "0_2")."""
    text = text.strip()
    return int(text) if text in ("1", "2", "3", "4") else None
