"""How a game is set up: its options, its seats and the order of its tiles.

RULINGS.md, "Setup" and "Solo mode". A game is fully described by its
``Setup`` plus its list of moves: ``game.GameState`` replays them through the
rules, and ``record`` saves exactly that.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.names import quoted
from ..i18n import t
from . import solo
from .scoring import VARIANTS
from .tiles import tiles_for

#: Who plays a seat: a person, the Illustrious Architect, or a bot's name.
HUMAN = "human"
ARCHITECT = "architect"


@dataclass(frozen=True)
class Options:
    """How a game is played. ``players`` counts the seats of people and
    computer players (1 for solo); ``solo`` names the Illustrious Architect's
    level (solo mode only); ``variants`` is any subset of
    ``scoring.VARIANTS``."""

    players: int = 2
    long_game: bool = False
    variants: frozenset[str] = frozenset()
    solo: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", frozenset(self.variants))
        error = self.error()
        if error:
            raise ValueError(error)

    def error(self) -> str | None:
        if not isinstance(self.players, int) or not 1 <= self.players <= 4:
            return t("SETUP_PLAYERS")
        if self.solo is not None and self.solo not in solo.LEVELS:
            return t("SETUP_UNKNOWN_LEVEL", level=quoted(self.solo), levels=", ".join(solo.LEVELS))
        if (self.players == 1) != (self.solo is not None):
            return t("SETUP_SOLO")
        if self.long_game and self.seats > 3:
            return t("SETUP_LONG_GAME")
        unknown = sorted(self.variants - set(VARIANTS))
        if unknown:
            return t("SETUP_UNKNOWN_VARIANT", variant=quoted(unknown[0]), variants=", ".join(VARIANTS))
        return None

    @property
    def seats(self) -> int:
        """Seats at the table, the Illustrious Architect's included."""
        return 2 if self.solo else self.players

    @property
    def architect_seat(self) -> int | None:
        """The Illustrious Architect's seat (solo only): the person is the
        first player."""
        return solo.ARCHITECT_SEAT if self.solo else None

    @property
    def site_size(self) -> int:
        return self.seats + 2

    @property
    def stack_size(self) -> int:
        return self.seats + 1

    def tile_ids(self) -> list[int]:
        """The City tiles this game uses."""
        return tiles_for(self.seats, self.long_game)


@dataclass(frozen=True)
class Player:
    """A seat at the table: a name to show, and who plays it: ``HUMAN``,
    ``ARCHITECT`` (the Illustrious Architect, solo only) or a bot's name."""

    name: str
    control: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.control == HUMAN

    @property
    def is_architect(self) -> bool:
        return self.control == ARCHITECT

    @property
    def is_bot(self) -> bool:
        """A computer player other than the Architect."""
        return self.control not in (HUMAN, ARCHITECT)

    @property
    def is_computer(self) -> bool:
        """Played by the program: a bot or the Illustrious Architect."""
        return self.control != HUMAN

    def to_dict(self) -> dict:
        return {"name": self.name, "control": self.control}


def architect() -> Player:
    return Player(solo.ARCHITECT_NAME, ARCHITECT)


def default_players(options: Options) -> tuple[Player, ...]:
    """Seats named "Player 1", "Player 2", ... all people; in solo the
    person and the Illustrious Architect."""
    return seat_players(options, [Player(f"Player {n + 1}") for n in range(options.players)])


def seat_players(options: Options, players: list[Player]) -> tuple[Player, ...]:
    """The table's seats for ``options.players`` people and bots: in solo the
    Illustrious Architect takes its seat among them."""
    seats = list(players)
    if options.architect_seat is not None:
        seats.insert(options.architect_seat, architect())
    return tuple(seats)


def seats_error(options: Options, players: tuple[Player, ...]) -> str | None:
    """Why ``players`` do not fit a game of ``options``, or None."""
    if len(players) != options.seats:
        return t("SETUP_SEATS", seats=options.seats, players=len(players))
    for seat, player in enumerate(players):
        if player.is_architect != (seat == options.architect_seat):
            return t("SETUP_ARCHITECT_SEAT")
    return None


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game: its options, its seats (default:
    ``default_players``) and the order of its tiles (the Construction Site
    first, then the stacks in order). The seed is kept for information: the
    tile order, not the seed, makes a game reproducible across Python
    versions."""

    options: Options
    tile_order: tuple[int, ...]
    seed: int | None = None
    players: tuple[Player, ...] = ()

    def __post_init__(self) -> None:
        if not self.players:
            object.__setattr__(self, "players", default_players(self.options))
        else:
            object.__setattr__(self, "players", tuple(self.players))

    def error(self) -> str | None:
        """Why this set-up cannot start a game, or None."""
        return self.tile_order_error() or seats_error(self.options, self.players)

    def tile_order_error(self) -> str | None:
        expected = sorted(self.options.tile_ids())
        if sorted(self.tile_order) != expected:
            return t("SETUP_TILE_ORDER", n=len(expected))
        return None


def new_setup(
    options: Options, seed: int | None = None, players: tuple[Player, ...] | list[Player] = ()
) -> Setup:
    """Shuffle the game's tiles with ``seed`` (any seed if None)."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    order = options.tile_ids()
    random.Random(seed).shuffle(order)
    return Setup(options, tuple(order), seed, tuple(players))
