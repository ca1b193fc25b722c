"""How the computer players judge a placement: a city's figures as they
stand, and as a placement would change them, without placing anything.

The score of a city is, per District type, (value of the Districts that meet
their condition) x (stars). A placement changes only the three hexes it
covers and, through them, their neighbours (a Market next to a new Market, a
Temple whose last empty neighbour gets built, a Barracks that loses its open
side), so a ``Survey`` of a city works out once what a triangle would change
(``Survey.spot``, made in ``spots.py``), and each tile and rotation on that
triangle is then judged from a few table lookups (``Survey.judge``). ``Survey.placements`` judges
every placement of a tile, in the rules' order.

Every condition comes from ``rules.scoring`` (its ``*_factor`` functions and
House groups): the survey builds small lookup tables from them once, and
keeps only its speed-ups. It reads the city and never changes it.
``tests/bots/test_survey.py`` checks the result against
``scoring.score_city`` on the placed city.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..rules.city import City
from ..rules.hexes import DIRECTIONS, Hex
from ..rules.scoring import (
    VARIANT_OF,
    barracks_factor,
    best_house_group,
    garden_factor,
    house_group_value,
    house_groups,
    lakes,
    market_factor,
    stars_of,
    temple_factor,
    temple_scores,
)
from ..rules.tiles import DISTRICTS
from .spots import Spot, make_spot, reuse_spot
from .tables import CODE, PLAZA_MARKET, QUARRY_CODE, STARS, TURNS, B, G, H, M, T


def _market_tables(variant: bool):
    """market_x[mk][pm]: a Market's multiplier with a Market (mk) and a
    Market Plaza (pm) next to it; market_near[mk][pm][m][p]: the same with
    a Market (m) and a Market Plaza (p) also on the tile placed next to it."""
    market_x = tuple(tuple(market_factor(mk, pm, variant) for pm in (0, 1)) for mk in (0, 1))
    near = tuple(
        tuple(
            tuple(tuple(market_x[mk or m][pm or p] for p in (0, 1)) for m in (0, 1))
            for pm in (0, 1)
        )
        for mk in (0, 1)
    )
    return market_x, near


# The conditions as lookup tables, per variant off/on, from scoring's own
# functions.
_MARKET_TABLES = (_market_tables(False), _market_tables(True))
_BARRACKS_X = tuple(tuple(barracks_factor(o, v) for o in range(7)) for v in (False, True))
_GARDEN_X = tuple(tuple(garden_factor(lake, v) for lake in (False, True)) for v in (False, True))


class Judgement:
    """A city's figures, as they stand or after a placement: per District
    type the value that scores now (``value``), the value that may still
    score (``hope``: Temples not yet surrounded, smaller House groups) and
    the stars; the visible Quarries; the Stones the placement earns; and the
    room to build up (``high``: the sum of (level - 1) over the places a
    tile could go above level 1). A plain class: search makes millions."""

    __slots__ = ("value", "hope", "stars", "quarries", "gained", "high")

    def __init__(self, value, hope, stars, quarries: int, gained: int = 0, high: int = 0) -> None:
        self.value: list[float] = value
        self.hope: list[float] = hope
        self.stars: list[int] = stars
        self.quarries = quarries
        self.gained = gained
        self.high = high

    @property
    def points(self) -> float:
        """District points as the city would be scored now."""
        return sum(v * s for v, s in zip(self.value, self.stars, strict=True))


class Survey:
    """One city, read once for judging many placements in it.

    ``temple_odds[e]`` is the weight of a Temple with ``e`` empty neighbours
    in ``hope``, ``house_hope`` the weight of a House outside the largest
    group; both zero give the plain score.

    ``parent``: a survey of this city as it was before the tile covering
    ``placed`` (its three hexes) was placed, as the search has them (one
    placement apart): those of its spots the new tile leaves alone keep
    their layout here (``spots.reuse_spot``), the same spots made faster.
    """

    def __init__(
        self,
        city: City,
        variants: frozenset[str] = frozenset(),
        temple_odds: tuple[float, ...] = (0.0,) * 7,
        house_hope: float = 0.0,
        parent: Survey | None = None,
        placed: tuple[Hex, ...] = (),
    ) -> None:
        self.city = city
        self.height = height = city.height
        self.temple_odds = temple_odds
        self.house_hope = house_hope
        # Per District type (in the order of DISTRICTS): its variant is on.
        self.double = double = tuple(VARIANT_OF[d] in variants for d in DISTRICTS)
        # The conditions as lookup tables, from scoring's own functions.
        self.market_x, self.market_near = _MARKET_TABLES[double[M]]
        self.barracks_x = _BARRACKS_X[double[B]]
        self.garden_x = _GARDEN_X[double[G]]
        # temple_x[level][empty]: (value, hope) of a Temple (made when asked).
        self._temple_x: dict[int, tuple[tuple[float, float], ...]] = {}
        self.lakes = lakes(height)
        self.codes = codes = {h: CODE[k] for h, k in city.top.items()}
        self._spots: dict[tuple, Spot] = {}
        self._spot_list: list[Spot] | None = None
        # Markets, Barracks, Temples and Gardens: each hex's own share.
        self.share: dict[Hex, tuple[int, float, float]] = {}
        value = [0.0] * 5
        hope = [0.0] * 5
        stars_by = stars_of(city.top)
        stars = [stars_by[d] for d in DISTRICTS]
        quarries = sum(1 for code in codes.values() if code == QUARRY_CODE)
        for h, code in codes.items():
            if code < 5 and code != H:
                share = self.district_share(h, code, self.lakes)
                self.share[h] = share
                value[code] += share[1]
                hope[code] += share[2]
        self.stars = stars
        self.quarries = quarries
        self._survey_houses()
        self.base_value = value
        self.base_hope = hope
        value = list(value)
        hope = list(hope)
        # The Houses' (value, hope) while no House is placed or covered.
        self.house_now = self._house_figures(self.best_group, self.house_total)
        value[H], hope[H] = self.house_now
        self.high = sum(level - 1 for _, level in city.legal_triangles() if level > 1)
        self.current = Judgement(value, hope, list(stars), quarries, 0, self.high)
        # A parent's spot is kept if the new tile covers no hex it watches
        # and none next to one (``near_placed``: those hexes), and the lakes
        # and the variants are the same.
        self._parent = None
        if parent is not None and len(placed) != 3:
            raise ValueError("a parent survey needs the three hexes of the tile placed since")
        if parent is not None and parent.double == double and parent.lakes == self.lakes:
            self._parent = parent
            self._near_placed = set(placed)
            self._near_placed.update((q + dq, r + dr) for q, r in placed for dq, dr in DIRECTIONS)
            self._same_groups = parent.group_of == self.group_of

    # ------------------------------------------------------------ shares
    def temple_x(self, level: int) -> tuple[tuple[float, float], ...]:
        """(value, hope) of a Temple on ``level``, by its number of empty
        neighbours."""
        found = self._temple_x.get(level)
        if found is None:
            worth = level * temple_factor(level, self.double[T])
            found = self._temple_x[level] = tuple(
                (worth, 0.0) if temple_scores(e) else (0, worth * self.temple_odds[e])
                for e in range(7)
            )
        return found

    def district_share(self, h: Hex, code: int, lake_set) -> tuple[int, float, float]:
        """(type, value, hope) of the District at ``h``, ``lake_set`` counted
        as the lakes."""
        level = self.height[h]
        if code == M:
            q, r = h
            near = [self.codes.get((q + dq, r + dr)) for dq, dr in DIRECTIONS]
            return (M, level * self.market_x[M in near][PLAZA_MARKET in near], 0)
        return self.share_of(code, level, *self.empty_around(h, lake_set))

    def empty_around(self, h: Hex, lake_set, built=()) -> tuple[int, int]:
        """The empty neighbours of ``h`` and how many of them are lakes, the
        spaces of ``built`` counted as built and ``lake_set`` as the lakes."""
        height = self.height
        q, r = h
        empty = lake = 0
        for dq, dr in DIRECTIONS:
            n = (q + dq, r + dr)
            if n not in height and n not in built:
                empty += 1
                if n in lake_set:
                    lake += 1
        return empty, lake

    def share_of(self, code: int, level: int, empty: int, lake: int) -> tuple[int, float, float]:
        """(type, value, hope) of a Barracks, Temple or Garden on ``level``
        with ``empty`` empty neighbours, ``lake`` of them lakes."""
        if code == B:
            return (B, level * self.barracks_x[empty - lake], 0)
        if code == T:
            return (T, *self.temple_x(level)[empty])
        return (G, level * self.garden_x[lake > 0], 0)

    # ------------------------------------------------------------ houses
    def _survey_houses(self) -> None:
        """Groups of adjacent Houses (``scoring.house_groups``):
        ``group_of[h]``, ``groups[i] = (size, value)``, ``ranked`` (the
        group that scores first) and ``house_total``."""
        height = self.height
        self.houses = {h: height[h] for h, code in self.codes.items() if code == H}
        group_of, groups = house_groups(self.houses, self.houses)
        self.group_of = group_of
        self.groups = groups
        # Groups compare as their (size, value) tuples (scoring.house_groups).
        self.ranked = sorted(range(len(groups)), key=lambda i: groups[i], reverse=True)
        self.best_group = best_house_group(groups)
        self.house_total = sum(v for _, v in groups)

    def _house_figures(self, best: tuple[int, int], total: int) -> tuple[float, float]:
        """(value, hope) of the Houses: the largest group scores; the others
        are hope."""
        value = best[1]
        return house_group_value(value, self.double[H]), (total - value) * self.house_hope

    def _houses_after(self, cells, kinds, level) -> tuple[tuple[int, int], int]:
        """The group that scores and the total House value once the tile is
        placed: a full recount (used when a House is covered)."""
        houses = {h: v for h, v in self.houses.items() if h not in cells}
        for h, code in zip(cells, kinds, strict=True):
            if code == H:
                houses[h] = level
        groups = house_groups(houses, houses)[1]
        return best_house_group(groups), sum(value for _, value in groups)

    # ------------------------------------------------------------- spots
    def spot(self, triangle: tuple[int, int, int], level: int) -> Spot:
        """What covering ``triangle`` at ``level`` does, whatever the tile
        (computed once per triangle and kept)."""
        key = (triangle, level)
        found = self._spots.get(key)
        if found is None:
            parent = self._parent
            old = parent._spots.get(key) if parent is not None else None
            if old is not None and old.local and self._near_placed.isdisjoint(old.watched):
                found = reuse_spot(self, old, self._same_groups)
            else:
                found = make_spot(self, triangle, level)
            self._spots[key] = found
        return found

    def spots(self) -> list[Spot]:
        """The spot of every legal triangle of the city, in the rules' order."""
        if self._spot_list is None:
            self._spot_list = [self.spot(t, level) for t, level in self.city.legal_triangles()]
            self._parent = None  # every spot made: the parent can go
        return self._spot_list

    # ------------------------------------------------------------- judge
    def judge(self, spot: Spot, kinds: tuple[int, int, int]) -> Judgement:
        """The city's figures once a tile puts ``kinds`` (codes, in the
        order of the triangle's hexes) on ``spot``."""
        value = spot.value[:]
        hope = spot.hope[:]
        stars = spot.stars[:]
        quarries = spot.quarries
        level = spot.level
        houses = []
        for i in (0, 1, 2):
            code = kinds[i]
            if code >= 5:
                if code == QUARRY_CODE:
                    quarries += 1
                else:
                    stars[code - 5] += STARS[code - 5]
            elif code == H:
                houses.append(i)
            elif code == M:
                # The three hexes of a tile touch each other.
                value[M] += level * spot.market[i][kinds.count(M) > 1][PLAZA_MARKET in kinds]
            elif code == B:
                value[B] += level * spot.barracks[i]
            elif code == T:
                v, p = spot.temple[i]
                value[T] += v
                hope[T] += p
            else:  # Garden
                value[G] += level * spot.garden[i]
        for mlevel, adjacent, table in spot.ring_markets:
            mk = pm = 0
            for i in adjacent:
                if kinds[i] == M:
                    mk = 1
                elif kinds[i] == PLAZA_MARKET:
                    pm = 1
            value[M] += mlevel * table[mk][pm]
        if spot.covers_house:
            value[H], hope[H] = self._house_figures(*self._houses_after(spot.cells, kinds, level))
        elif houses:
            groups = self.groups
            near = spot.house_groups
            joined = near[houses[0]]
            for i in houses[1:]:
                joined = joined | near[i]
            size = len(houses)
            worth = level * size
            for g in joined:
                size += groups[g][0]
                worth += groups[g][1]
            best = (size, worth)
            for g in self.ranked:
                if g not in joined:
                    # best_house_group((best, other)), without the call.
                    other = groups[g]
                    if other > best:
                        best = other
                    break
            total = self.house_total + level * len(houses)
            value[H], hope[H] = self._house_figures(best, total)
        else:
            value[H], hope[H] = self.house_now
        return Judgement(value, hope, stars, quarries, spot.covered_quarries, spot.high)

    def placements(self, tile_id: int, spots=None) -> Iterator[tuple[Judgement, Spot, Hex, int]]:
        """Every placement of tile ``tile_id`` on ``spots`` (default: every
        legal one), judged: (judgement, spot, anchor, rotation), in the
        order of ``City.legal_spots``."""
        judge = self.judge
        for spot in self.spots() if spots is None else spots:
            q, r, kind = spot.triangle
            for kinds, (aq, ar), rotation in TURNS[kind][tile_id]:
                yield judge(spot, kinds), spot, (q + aq, r + ar), rotation
