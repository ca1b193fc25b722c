"""The game: setup, turns, the Construction Site, Stones, rounds, the end.

A game is fully described by its ``Setup`` (options and the tile order
itself) plus its list of moves; ``GameState`` replays them through the rules.
RULINGS.md, "Setup", "A turn" and "Scoring" are the specification.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import solo
from .city import City, Placement
from .hexes import Hex
from .scoring import VARIANTS, ScoreBreakdown, breakdown, score_city
from .tiles import TILES, tiles_for


class IllegalMove(ValueError):
    """A move the rules forbid; ``str(error)`` explains why to a player."""


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
            return "A game has 1 to 4 players."
        if self.solo is not None and self.solo not in solo.LEVELS:
            return f"Unknown solo level {self.solo!r}; choose one of {', '.join(solo.LEVELS)}."
        if (self.players == 1) != (self.solo is not None):
            return "Solo mode is for 1 player against the Illustrious Architect."
        if self.long_game and self.seats > 3:
            return "The long game is for 2 or 3 players."
        unknown = sorted(self.variants - set(VARIANTS))
        if unknown:
            return f"Unknown variant {unknown[0]!r}; choose among {', '.join(VARIANTS)}."
        return None

    @property
    def seats(self) -> int:
        """Seats at the table, the Illustrious Architect's included."""
        return 2 if self.solo else self.players

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
class Move:
    """A turn: take the tile at position ``tile`` of the Construction Site
    (0 = first) and place it with its hexes[0] on ``anchor``, turned
    ``rotation`` steps of 60 degrees clockwise, on ``level``. The Illustrious
    Architect's moves have no placement (``anchor`` is None)."""

    tile: int
    anchor: Hex | None = None
    rotation: int = 0
    level: int = 1

    @property
    def placement(self) -> Placement:
        assert self.anchor is not None
        return Placement(self.anchor, self.rotation, self.level)

    def to_dict(self) -> dict:
        if self.anchor is None:
            return {"tile": self.tile}
        return {
            "tile": self.tile,
            "q": self.anchor[0],
            "r": self.anchor[1],
            "rotation": self.rotation,
            "level": self.level,
        }


@dataclass(frozen=True)
class TurnReport:
    """What a move did: which player took which tile, for how many Stones,
    and how many Stones its covered Quarries gave."""

    seat: int
    tile_id: int
    cost: int
    gained: int
    round_ended: bool


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game: its options and the order of its
    tiles (the Construction Site first, then the stacks in order). The seed
    is kept for information: the tile order, not the seed, is what makes a
    game reproducible across Python versions."""

    options: Options
    tile_order: tuple[int, ...]
    seed: int | None = None

    def error(self) -> str | None:
        expected = sorted(self.options.tile_ids())
        if sorted(self.tile_order) != expected:
            return (
                f"The tile order must hold each of the {len(expected)} tiles "
                "of this game exactly once."
            )
        return None


def new_setup(options: Options, seed: int | None = None) -> Setup:
    """Shuffle the game's tiles with ``seed`` (any seed if None)."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    order = options.tile_ids()
    random.Random(seed).shuffle(order)
    return Setup(options, tuple(order), seed)


@dataclass
class GameState:
    """A game in progress. Mutated only by ``play``; ``clone`` for search."""

    setup: Setup
    site: list[int]
    stacks_used: int
    cities: list[City | None]
    pile: list[int]
    stones: list[int]
    chief: int
    current: int
    round: int = 1
    over: bool = False
    history: list[Move] = field(default_factory=list)
    #: Stones handed back to the reserve, and taken from it for Quarries:
    #: the bookkeeping behind "no Stone is created or lost".
    paid_to_reserve: int = 0
    gained_from_quarries: int = 0

    # -------------------------------------------------------------- setup
    @classmethod
    def start(cls, setup: Setup) -> GameState:
        error = setup.error()
        if error:
            raise ValueError(error)
        options = setup.options
        seats = options.seats
        cities: list[City | None] = [City.with_starting_tile() for _ in range(seats)]
        if options.solo:
            cities[solo_seat(options)] = None
        return cls(
            setup=setup,
            site=list(setup.tile_order[: options.site_size]),
            stacks_used=0,
            cities=cities,
            pile=[],
            # In turn order from the first Chief Architect: 1, 2, 3, 4.
            stones=[seat + 1 for seat in range(seats)],
            chief=0,
            current=0,
        )

    @property
    def options(self) -> Options:
        return self.setup.options

    @property
    def seats(self) -> int:
        return self.options.seats

    @property
    def stacks_total(self) -> int:
        options = self.options
        return (len(self.setup.tile_order) - options.site_size) // options.stack_size

    @property
    def stacks_left(self) -> int:
        return self.stacks_total - self.stacks_used

    def stack(self, index: int) -> list[int]:
        """The tiles of stack ``index`` (0 = the first laid out)."""
        options = self.options
        start = options.site_size + index * options.stack_size
        return list(self.setup.tile_order[start : start + options.stack_size])

    def clone(self) -> GameState:
        return GameState(
            setup=self.setup,
            site=list(self.site),
            stacks_used=self.stacks_used,
            cities=[c.copy() if c is not None else None for c in self.cities],
            pile=list(self.pile),
            stones=list(self.stones),
            chief=self.chief,
            current=self.current,
            round=self.round,
            over=self.over,
            history=list(self.history),
            paid_to_reserve=self.paid_to_reserve,
            gained_from_quarries=self.gained_from_quarries,
        )

    # -------------------------------------------------------------- moves
    def is_architect(self, seat: int) -> bool:
        return self.options.solo is not None and seat == solo_seat(self.options)

    def affordable(self, position: int, seat: int | None = None) -> bool:
        """Whether the player can pay for the tile at ``position``."""
        seat = self.current if seat is None else seat
        return 0 <= position < len(self.site) and position <= self.stones[seat]

    def cost_error(self, position: int) -> str | None:
        if not isinstance(position, int) or not 0 <= position < len(self.site):
            return f"There is no tile {_ordinal(position)} in the Construction Site."
        have = self.stones[self.current]
        if position > have:
            return (
                f"Tile {position + 1} costs {_stones(position)}; you have {have}."
                if have
                else f"Tile {position + 1} costs {_stones(position)}; "
                "with no Stones you can only take the first tile."
            )
        return None

    def move_error(self, move: Move) -> str | None:
        """Why ``move`` is illegal now, in a player's words; None if legal."""
        if self.over:
            return "The game is over."
        if not isinstance(move, Move):
            return "That is not a move."
        error = self.cost_error(move.tile)
        if error:
            return error
        if self.is_architect(self.current):
            expected = solo.architect_choice(self.site, self.stones[self.current])
            if move.anchor is not None or move.tile != expected:
                return f"The Illustrious Architect takes tile {expected + 1} and does not build."
            return None
        if move.anchor is None:
            return "Say where to place the tile."
        city = self.cities[self.current]
        assert city is not None
        return city.placement_error(move.placement)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the current player (none once the game is
        over); each distinct result once."""
        if self.over:
            return []
        seat = self.current
        if self.is_architect(seat):
            return [Move(solo.architect_choice(self.site, self.stones[seat]))]
        city = self.cities[seat]
        assert city is not None
        moves = []
        for position in range(min(len(self.site), self.stones[seat] + 1)):
            for anchor, rotation, level in city.legal_spots(TILES[self.site[position]]):
                moves.append(Move(position, anchor, rotation, level))
        return moves

    def play(self, move: Move) -> TurnReport:
        """Play ``move`` for the current player. An illegal move raises
        ``IllegalMove`` and leaves the state unchanged."""
        error = self.move_error(move)
        if error:
            raise IllegalMove(error)
        seat = self.current
        cost = move.tile
        tile_id = self.site.pop(move.tile)
        self.stones[seat] -= cost
        if self.options.solo and not self.is_architect(seat):
            # Solo: the human's Stones go to the Illustrious Architect.
            self.stones[solo_seat(self.options)] += cost
        else:
            self.paid_to_reserve += cost
        gained = 0
        city = self.cities[seat]
        if city is None:
            self.pile.append(tile_id)
        else:
            gained = city.place(TILES[tile_id], move.placement)
            self.stones[seat] += gained
            self.gained_from_quarries += gained
        self.history.append(move)
        round_ended = len(self.site) == 1
        if round_ended:
            self._end_round()
        else:
            self.current = (self.current + 1) % self.seats
        return TurnReport(seat, tile_id, cost, gained, round_ended)

    def _end_round(self) -> None:
        if self.stacks_left == 0:
            # The last tile is never played.
            self.over = True
            return
        self.site.extend(self.stack(self.stacks_used))
        self.stacks_used += 1
        self.chief = (self.chief + 1) % self.seats
        self.current = self.chief
        self.round += 1

    # ------------------------------------------------------------ scoring
    def score(self, seat: int) -> ScoreBreakdown:
        """The seat's score as the city stands (final once the game is over)."""
        options = self.options
        if self.is_architect(seat):
            assert options.solo is not None
            return solo.score_architect(
                self.pile, self.stones[seat], options.solo, options.variants
            )
        city = self.cities[seat]
        assert city is not None
        return breakdown(score_city(city.height, city.top, options.variants), self.stones[seat])

    def scores(self) -> list[ScoreBreakdown]:
        return [self.score(seat) for seat in range(self.seats)]

    def result(self) -> Result:
        """Winners and how they were decided, from the scores as they stand."""
        return decide(self.scores(), self.options.solo is not None)

    @property
    def rounds_total(self) -> int:
        return self.stacks_total + 1

    def tiles_in_play(self) -> int:
        """Tiles still to come: in the Construction Site and the stacks."""
        return len(self.site) + self.stacks_left * self.options.stack_size


@dataclass(frozen=True)
class Result:
    """``winners``: the winning seats (several for a shared victory);
    ``decided_by``: "points", "stones" (the tie-break), "shared" (equal
    points and Stones), or in solo "tie" (kept by the Illustrious Architect)."""

    winners: tuple[int, ...]
    decided_by: str


def decide(scores: list[ScoreBreakdown], is_solo: bool = False) -> Result:
    """Most points wins; on a tie, most Stones; still tied, a shared victory.
    In solo the human (seat 0) wins only with more points or, on equal
    points, more Stones; otherwise the Illustrious Architect wins."""
    best = max(s.total for s in scores)
    leaders = [i for i, s in enumerate(scores) if s.total == best]
    if len(leaders) == 1:
        return Result((leaders[0],), "points")
    most = max(scores[i].stones for i in leaders)
    leaders = [i for i in leaders if scores[i].stones == most]
    if len(leaders) == 1:
        return Result((leaders[0],), "stones")
    if is_solo:
        # A full tie is not a win for the human.
        return Result((1,), "tie")
    return Result(tuple(leaders), "shared")


def solo_seat(options: Options) -> int:
    """The Illustrious Architect's seat: the human is first player."""
    return 1


def new_game(options: Options | None = None, seed: int | None = None) -> GameState:
    return GameState.start(new_setup(options or Options(), seed))


def _stones(n: int) -> str:
    return "1 Stone" if n == 1 else f"{n} Stones"


def _ordinal(position: object) -> str:
    if isinstance(position, int):
        return f"at position {position + 1}"
    return f"{position!r}"
