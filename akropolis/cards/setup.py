"""A card game's set-up: its options (players, advanced rules), its
players, the first First Citizen and the shuffled decks.

The set-up holds the deck orders themselves (as the tile game's holds its
tile order), so that a game does not depend on Python's shuffle; the seed
they came from is kept for information and for later reshuffles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.seeds import derive
from ..i18n import t
from . import words
from .deck import AGORA_DECK, BUILD_DECK, shuffled

MIN_PLAYERS = 2
MAX_PLAYERS = 6


@dataclass(frozen=True)
class CardOptions:
    players: int = 3
    advanced: bool = False

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(words.players_range(MIN_PLAYERS, MAX_PLAYERS, self.players))


@dataclass(frozen=True)
class Seat:
    """A player: a name, and who plays it ("human" or a bot's name)."""

    name: str
    control: str = "human"

    def to_dict(self) -> dict:
        return {"name": self.name, "control": self.control}


@dataclass(frozen=True)
class CardSetup:
    options: CardOptions
    agora_order: tuple[str, ...]
    build_order: tuple[str, ...]
    first_citizen: int = 0
    seed: int | None = None
    seats: tuple[Seat, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.seats:
            default = tuple(Seat(t("SEAT_NAME_BLANK", n=i + 1)) for i in range(self.options.players))
            object.__setattr__(self, "seats", default)

    def shuffle_seed(self, number: int) -> int:
        """The seed of the ``number``-th reshuffle of the discard pile (from
        1): from the game's seed, or its deck orders if it has none."""
        game = self.seed if self.seed is not None else " ".join(self.agora_order)
        return derive("cards", game, "reshuffle", number)


def new_setup(
    options: CardOptions, seed: int, seats: tuple[Seat, ...] = (), first_citizen: int | None = None
) -> CardSetup:
    """A set-up with both decks shuffled from ``seed``; the first First
    Citizen drawn from it unless named."""
    if first_citizen is None:
        first_citizen = derive("cards", seed, "first citizen") % options.players
    return CardSetup(
        options,
        shuffled(AGORA_DECK, derive("cards", seed, "agora")),
        shuffled(BUILD_DECK, derive("cards", seed, "build")),
        first_citizen,
        seed,
        tuple(seats),
    )
