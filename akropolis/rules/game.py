"""The game: turns, the Construction Site, Stones, rounds, the end; and the
game's history, which the engine owns.

A game is its ``setup.Setup`` plus its list of moves; ``GameState`` plays
them through the rules and keeps each turn as (seat, move, report), with
what is needed to take it back (``undo``). It answers whose turn comes next
for the rest of the game (``upcoming``), and what a player may see of it
(``view``). RULINGS.md, "Setup", "A turn" and "Scoring" are the
specification.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import words  # noqa: F401  (says this game's refusals: core.refusal)
from ..core.refusal import Illegal, Refusal
from . import solo
from .city import City, Placement
from .hexes import Hex
from .result import Result, decide
from .scoring import ScoreBreakdown, breakdown, score_city
from .setup import Options, Player, Setup, new_setup
from .tiles import TILES


class IllegalMove(Illegal):
    """A move the rules forbid: ``error.refusal`` says why (a code and its
    facts), ``str(error)`` in the player's language."""


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
class Turn:
    """One turn of the history: who moved, the move, and what it did."""

    seat: int
    move: Move
    report: TurnReport


@dataclass(frozen=True)
class _Before:
    """What a turn changed, as it was before it: enough to take it back."""

    site: tuple[int, ...]
    stones: tuple[int, ...]
    columns: tuple | None  # the covered columns (City.columns); None: the Architect
    chief: int
    current: int
    round: int
    stacks_used: int
    paid_to_reserve: int
    gained_from_quarries: int


def affordable(site: int, stones: int) -> range:
    """The positions a player with ``stones`` can take from a Construction
    Site of ``site`` tiles: the tile at position i costs i Stones."""
    return range(min(site, stones + 1))


def moves_in_round(site: int) -> int:
    """Moves left in a round whose Construction Site holds ``site`` tiles:
    the round ends when one tile is left."""
    return site - 1


def upcoming_seats(current: int, site: int, chief: int, stacks_left: int, seats: int) -> list[int]:
    """The seat of every move still to come (the current one first): the
    rest of this round (one move per tile of the Construction Site but the
    last), then ``seats + 1`` moves a round from each next Chief Architect."""
    order = [(current + k) % seats for k in range(moves_in_round(site))]
    for _ in range(stacks_left):
        chief = (chief + 1) % seats
        order.extend((chief + k) % seats for k in range(seats + 1))
    return order


def legal_moves(site, stones: int, city: City | None) -> list[Move]:
    """Every legal move of a player with ``stones`` and ``city`` (None: the
    Illustrious Architect, which takes its tile and does not build); each
    distinct result once."""
    if city is None:
        return [Move(solo.architect_choice(site, stones))]
    moves = []
    for position in affordable(len(site), stones):
        for anchor, rotation, level in city.legal_spots(TILES[site[position]]):
            moves.append(Move(position, anchor, rotation, level))
    return moves


class Position:
    """The rules' questions about a position, asked of a game
    (``GameState``) or of a player's view of it (``view.PlayerView``): both
    have ``players``, ``site``, ``stones``, ``cities``, ``chief``,
    ``current``, ``stacks_left``, ``seats`` and ``over``."""

    def is_architect(self, seat: int) -> bool:
        """Whether the Illustrious Architect plays ``seat``."""
        return self.players[seat].is_architect

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move (none once the game is
        over); each distinct result once."""
        if self.over:
            return []
        seat = self.current
        return legal_moves(self.site, self.stones[seat], self.cities[seat])

    legal_actions = legal_moves  # the name every game's state has (core.contract)

    def upcoming(self) -> list[int]:
        """The seat of every move still to come, the current one first."""
        if self.over:
            return []
        return upcoming_seats(
            self.current, len(self.site), self.chief, self.stacks_left, self.seats
        )


@dataclass
class GameState(Position):
    """A game in progress. Changed only by ``play`` and ``undo``."""

    setup: Setup
    site: list[int]
    stacks_used: int
    cities: list[City | None]  # None: the Illustrious Architect's seat
    pile: list[int]
    stones: list[int]
    chief: int
    current: int
    round: int = 1
    over: bool = False
    turns: list[Turn] = field(default_factory=list)
    #: Stones handed back to the reserve, and taken from it for Quarries:
    #: the bookkeeping behind "no Stone is created or lost".
    paid_to_reserve: int = 0
    gained_from_quarries: int = 0
    _undo: list[_Before] = field(default_factory=list, repr=False)

    # -------------------------------------------------------------- setup
    @classmethod
    def start(cls, setup: Setup) -> GameState:
        error = setup.error()
        if error:
            raise ValueError(error)
        seats = setup.options.seats
        return cls(
            setup=setup,
            site=list(setup.tile_order[: setup.options.site_size]),
            stacks_used=0,
            cities=[
                None if player.is_architect else City.with_starting_tile()
                for player in setup.players
            ],
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
    def players(self) -> tuple[Player, ...]:
        return self.setup.players

    @property
    def seats(self) -> int:
        return self.options.seats

    @property
    def history(self) -> list[Move]:
        """Every move played, in order."""
        return [turn.move for turn in self.turns]

    @property
    def played(self) -> list[tuple[int, Move]]:
        """Every move played, with its seat, in order (``core.contract``)."""
        return [(turn.seat, turn.move) for turn in self.turns]

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.current

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
            turns=list(self.turns),
            paid_to_reserve=self.paid_to_reserve,
            gained_from_quarries=self.gained_from_quarries,
            _undo=list(self._undo),
        )

    # ------------------------------------------------------------ views
    def unseen(self) -> frozenset[int]:
        """The tiles still in the stacks, as a set: what a player may know
        of them (which tiles, not their order)."""
        start = len(self.setup.tile_order) - self.stacks_left * self.options.stack_size
        return frozenset(self.setup.tile_order[start:])

    def view(self, seat: int | None = None):
        """What a player may know of the game (``view.PlayerView``):
        everything but the order of the tiles still in the stacks, the same
        for every seat (nothing else is hidden in this game)."""
        from .view import PlayerView

        return PlayerView.of(self)

    # -------------------------------------------------------------- moves
    def cost_error(self, position: int) -> Refusal | None:
        if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position < len(self.site):
            return Refusal.of("no_such_tile", position=position)
        have = self.stones[self.current]
        if position not in affordable(len(self.site), have):
            return Refusal.of("tile_too_dear", position=position, have=have)
        return None

    def move_error(self, move: Move) -> Refusal | None:
        """Why ``move`` is illegal now (a ``Refusal``); None if legal."""
        if self.over:
            return Refusal.of("game_over")
        if not isinstance(move, Move):
            return Refusal.of("not_a_move")
        error = self.cost_error(move.tile)
        if error:
            return error
        if self.is_architect(self.current):
            expected = solo.architect_choice(self.site, self.stones[self.current])
            if move.anchor is not None or move.tile != expected:
                return Refusal.of("architect_takes", position=expected)
            return None
        if move.anchor is None:
            return Refusal.of("say_where")
        city = self.cities[self.current]
        assert city is not None
        return city.placement_error(move.placement)

    error = move_error  # the name every game's state has (core.contract)

    def play(self, move: Move) -> TurnReport:
        """Play ``move`` for the current player. An illegal move raises
        ``IllegalMove`` and leaves the state unchanged."""
        error = self.move_error(move)
        if error:
            raise IllegalMove(error)
        seat = self.current
        city = self.cities[seat]
        before = _Before(
            tuple(self.site),
            tuple(self.stones),
            None if city is None else city.columns(move.placement.hexes),
            self.chief,
            self.current,
            self.round,
            self.stacks_used,
            self.paid_to_reserve,
            self.gained_from_quarries,
        )
        cost = move.tile
        tile_id = self.site.pop(move.tile)
        self.stones[seat] -= cost
        architect = self.options.architect_seat
        if architect is not None and seat != architect:
            # Solo: the person's Stones go to the Illustrious Architect.
            self.stones[architect] += cost
        else:
            self.paid_to_reserve += cost
        gained = 0
        if city is None:
            self.pile.append(tile_id)
        else:
            gained = city.place(TILES[tile_id], move.placement)
            self.stones[seat] += gained
            self.gained_from_quarries += gained
        round_ended = moves_in_round(len(self.site)) == 0
        if round_ended:
            self._end_round()
        else:
            self.current = (self.current + 1) % self.seats
        report = TurnReport(seat, tile_id, cost, gained, round_ended)
        self.turns.append(Turn(seat, move, report))
        self._undo.append(before)
        return report

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

    def undo(self) -> Turn:
        """Take back the last turn, exactly, in constant time; returns it.
        Raises ``IndexError`` when no move was played."""
        if not self.turns:
            raise IndexError("No move to take back.")
        turn = self.turns.pop()
        before = self._undo.pop()
        self.site = list(before.site)
        self.stones = list(before.stones)
        city = self.cities[turn.seat]
        if city is None:
            self.pile.pop()
        else:
            city.unplace(before.columns)
        self.chief = before.chief
        self.current = before.current
        self.round = before.round
        self.stacks_used = before.stacks_used
        self.paid_to_reserve = before.paid_to_reserve
        self.gained_from_quarries = before.gained_from_quarries
        self.over = False
        return turn

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
        return decide(self.scores(), self.options.architect_seat)

    @property
    def rounds_total(self) -> int:
        return self.stacks_total + 1

    def tiles_in_play(self) -> int:
        """Tiles still to come: in the Construction Site and the stacks."""
        return len(self.site) + self.stacks_left * self.options.stack_size


def new_game(options: Options | None = None, seed: int | None = None) -> GameState:
    return GameState.start(new_setup(options or Options(), seed))
