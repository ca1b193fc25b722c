"""Computer players. A bot plays the current player's turn: ``choose(state)
-> Move``, reproducible from its seed.

``random`` and ``greedy`` are baselines for tests and simulations: ``random``
plays any legal move; ``greedy`` the move with the best immediate gain in
score, Stones counted (paid and gained). The levels offered to players are
``easy``, ``medium`` and ``hard``; docs/ai.md says how each decides and how
strong each is.

A bot thinks in slices, so that a browser can keep its page alive while it
thinks: ``bot.start(state)`` returns a ``Thinking``, and each
``thinking.step()`` does one small slice of the work until it returns the
move. ``choose(state)`` runs all the slices at once; both give the same move.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from ..rules.game import GameState, Move
from ..rules.scoring import score_city
from ..rules.solo import architect_choice
from .evaluate import (
    TILE_CODES,
    Survey,
    Table,
    Weights,
    architect_projection,
    placements_on,
    triangle_and_order,
)
from .search import Search

#: A bot's work: a generator that yields between slices and returns the move.
Work = Generator[None, None, Move]


class Thinking:
    """A bot's decision in progress. Call ``step()`` until it returns the
    move (``None`` while there is work left); ``finish()`` runs the rest."""

    def __init__(self, work: Work) -> None:
        self._work = work
        self.move: Move | None = None
        #: Slices done so far.
        self.steps = 0

    @property
    def done(self) -> bool:
        return self.move is not None

    def step(self) -> Move | None:
        if self.move is None:
            self.steps += 1
            try:
                next(self._work)
            except StopIteration as stop:
                self.move = stop.value
        return self.move

    def finish(self) -> Move:
        while self.step() is None:
            pass
        assert self.move is not None
        return self.move


class Bot:
    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.seed = seed
        self.rng = random.Random(seed)

    def start(self, state: GameState) -> Thinking:
        """Start deciding the current player's move, one slice per
        ``step()``. The bot works on a copy: the caller may draw the state
        between slices."""
        return Thinking(self.think(state.clone()))

    def choose(self, state: GameState) -> Move:
        return Thinking(self.think(state)).finish()

    def think(self, state: GameState) -> Work:
        """The decision, as slices of work (see ``Thinking``)."""
        raise NotImplementedError

    def rng_for(self, state: GameState) -> random.Random:
        """A random source for this decision: the same seed and the same
        position give the same draws, whatever the bot decided before."""
        return random.Random(f"{self.name}:{self.seed}:{len(state.history)}")


class RandomBot(Bot):
    """Any legal move, uniformly."""

    name = "random"

    def think(self, state: GameState) -> Work:
        yield from ()  # a single slice
        return self.rng.choice(state.legal_moves())


def city_points(height, top, variants) -> int:
    return sum(d.points for d in score_city(height, top, variants))


def immediate_gains(state: GameState, moves: list[Move]) -> list[int]:
    """For each move of the current player, the change in their score it
    would make now: District points, minus Stones paid, plus Stones from
    covered Quarries."""
    seat = state.current
    city = state.cities[seat]
    if city is None:  # the Illustrious Architect has one move
        return [0 for _ in moves]
    survey = Survey(city, state.options.variants)
    before = survey.current.points
    gains = []
    for move in moves:
        triangle, order = triangle_and_order(move.anchor, move.rotation)
        codes = TILE_CODES[state.site[move.tile]]
        judged = survey.judge(survey.spot(triangle, move.level), tuple(codes[i] for i in order))
        gains.append(round(judged.points - before) - move.tile + judged.gained)
    return gains


class GreedyBot(Bot):
    """The best immediate score gain; ties broken at random."""

    name = "greedy"

    def think(self, state: GameState) -> Work:
        moves = state.legal_moves()
        gains = []
        for position in range(min(len(state.site), state.stones[state.current] + 1)):
            # One slice per tile of the Construction Site.
            gains.extend(immediate_gains(state, [m for m in moves if m.tile == position]))
            yield
        best = max(gains)
        return self.rng.choice([m for m, g in zip(moves, gains, strict=True) if g == best])


# ------------------------------------------------------------------ levels
class EasyBot(Bot):
    """A beginner: it looks only at what a move scores at once, among the
    cheap tiles and a part of the places in its city, and misjudges it a
    little."""

    name = "easy"
    #: The dearest tile it considers (a beginner hoards its Stones).
    max_cost = 2
    #: Share of the legal places it looks at.
    look = 0.5
    #: Spread of its misjudgement, in points.
    noise = 2.0
    #: What a new star is worth to it beyond the points it adds now (it
    #: knows that Plazas multiply).
    star_bonus = 1.0

    def think(self, state: GameState) -> Work:
        rng = self.rng_for(state)
        seat = state.current
        city = state.cities[seat]
        if city is None:
            return state.legal_moves()[0]
        survey = Survey(city, state.options.variants)
        spots = survey.spots()
        seen = rng.sample(spots, max(1, round(len(spots) * self.look)))
        before = survey.current.points
        stars = sum(survey.current.stars)
        best: tuple[float, Move] | None = None
        for position in range(min(len(state.site), state.stones[seat] + 1, self.max_cost + 1)):
            tid = state.site[position]
            for spot in seen:
                for kinds, anchor, rotation in placements_on(spot, tid):
                    judged = survey.judge(spot, kinds)
                    gain = judged.points - before + judged.gained - position
                    gain += self.star_bonus * (sum(judged.stars) - stars)
                    gain += rng.gauss(0.0, self.noise)
                    if best is None or gain > best[0]:
                        best = (gain, Move(position, anchor, rotation, spot.level))
            yield
        assert best is not None
        return best[1]


class MediumBot(Bot):
    """A solid player: it projects its final score from every legal move
    (District value and stars to come, Temples not yet surrounded, Stones,
    Quarries; see ``evaluate.Outlook``) and takes into account what the next
    player may then take from the Construction Site (or, in solo, what the
    Illustrious Architect will take, and the Stones it pays it)."""

    name = "medium"
    weights = Weights()
    #: How much the next player's best gain counts against a move.
    denial = 0.5

    def think(self, state: GameState) -> Work:
        rng = self.rng_for(state)
        seat = state.current
        if state.cities[seat] is None:
            return state.legal_moves()[0]
        table = Table(state, self.weights)
        best_by_position = yield from best_moves(state, table, seat)
        nxt = (seat + 1) % state.seats
        gains = None
        if not state.is_architect(nxt) and len(state.site) > 2:
            gains = yield from reply_gains(state, table, nxt)
        scored = []
        for position, (value, move) in best_by_position.items():
            scored.append((value - self.reply_cost(state, table, position, gains), move))
        top = max(v for v, _ in scored)
        return rng.choice([m for v, m in scored if v >= top - 1e-9])

    def reply_cost(
        self, state: GameState, table: Table, position: int, gains: dict[int, float] | None
    ) -> float:
        """What taking the tile at ``position`` lets the next player do:
        in solo, the Illustrious Architect's projected score after its
        reply; otherwise ``denial`` times the best gain the next player can
        afford among the tiles left (``gains``, from ``reply_gains``)."""
        site = state.site[:position] + state.site[position + 1 :]
        nxt = (state.current + 1) % state.seats
        if state.is_architect(nxt):
            return architect_reply(state, table, position, site)
        if gains is None:
            # The round ends; the next tiles are not known yet.
            return 0.0
        stones = state.stones[nxt]
        outlook = table.outlook(table.left[nxt] - 1)
        best = max(
            gains[tid] - (outlook.stones(stones) - outlook.stones(stones - cost))
            for cost, tid in enumerate(site[: stones + 1])
        )
        return self.denial * best


def best_moves(state: GameState, table: Table, seat: int):
    """For each tile the seat can afford (by position), its best move and
    that move's projected final score for the seat. One slice per tile."""
    outlook = table.outlook(table.left[seat] - 1)
    survey = outlook.survey(state.cities[seat], table.variants)
    spots = survey.spots()
    stones = state.stones[seat]
    found: dict[int, tuple[float, Move]] = {}
    for position in range(min(len(state.site), stones + 1)):
        tid = state.site[position]
        best = None
        for spot in spots:
            for kinds, anchor, rotation in placements_on(spot, tid):
                judged = survey.judge(spot, kinds)
                value = outlook.project(judged, stones - position + judged.gained)
                if best is None or value > best[0]:
                    best = (value, Move(position, anchor, rotation, spot.level))
        found[position] = best
        yield
    return found


def reply_gains(state: GameState, table: Table, seat: int):
    """For each tile of the Construction Site, how much the seat's
    projected score would grow with its best placement of it, Stones not
    paid. One slice per tile."""
    outlook = table.outlook(table.left[seat] - 1)
    survey = outlook.survey(state.cities[seat], table.variants)
    stones = state.stones[seat]
    now = table.projection(seat)
    gains: dict[int, float] = {}
    spots = survey.spots()
    for tid in state.site:
        best = float("-inf")
        for spot in spots:
            for kinds, _, _ in placements_on(spot, tid):
                judged = survey.judge(spot, kinds)
                best = max(best, outlook.project(judged, stones + judged.gained))
        gains[tid] = best - now
        yield
    return gains


def architect_reply(state: GameState, table: Table, position: int, site: list[int]) -> float:
    """Solo: the Illustrious Architect's projected score once the player
    has paid it ``position`` Stones and it has taken its tile from
    ``site``."""
    arch = state.options.architect_seat
    stones = state.stones[arch] + position
    pile = state.pile
    if len(site) > 1:
        pick = architect_choice(site, stones)
        pile = pile + [site[pick]]
        stones -= pick
        left = table.left[arch] - 1
    else:
        # The round ends: its next tile is not known yet.
        left = table.left[arch]
    outlook = table.outlook(left)
    return architect_projection(pile, stones, state.options.solo, table.variants, outlook)


class HardBot(Bot):
    """As strong as it gets: the projection of ``medium``, a search of every
    line of play to the end of the round, and for the most promising moves
    a look one round further over shuffles of the unseen tiles (see
    ``search``)."""

    name = "hard"
    weights = Weights()
    #: Placements of each tile weighed for the move itself.
    root_placements = 3
    #: Moves looked at one round further, over that many shuffles of the
    #: unseen tiles.
    deep_moves = 4
    samples = 6
    #: Placements judged at most per move: the time budget, counted in work
    #: rather than seconds so that a move does not depend on the machine
    #: (docs/ai.md, "Calibration").
    budget = 60_000

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        #: Placements judged for the last move (for calibration).
        self.judged = 0

    def think(self, state: GameState) -> Work:
        rng = self.rng_for(state)
        if state.cities[state.current] is None:
            return state.legal_moves()[0]
        search = Search(
            state,
            Table(state, self.weights),
            rng,
            root_placements=self.root_placements,
            budget=self.budget,
            deep_moves=self.deep_moves,
            samples=self.samples,
        )
        move = yield from search.run()
        self.judged = search.work
        return move


BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}


def make_bot(name: str, seed: int | None = None) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose among {', '.join(BOTS)}.") from None
