"""How the computer players judge a position: a city's score as it stands,
what its unfinished Districts and the tiles still to come promise, and how a
placement would change both.

The score of a city is, per District type, (value of the Districts that meet
their condition) x (stars). A placement changes only the three hexes it
covers and, through them, their neighbours (a Market next to a new Market, a
Temple whose last empty neighbour gets built, a Barracks that loses its open
side), so a ``Survey`` of a city works out once what a triangle would change
(``Survey.spot``), and each tile and rotation on that triangle is then judged
from a few table lookups (``Survey.judge``). ``tests/test_evaluate.py``
checks the result against ``scoring.score_city`` on the placed city.

``Outlook`` turns those figures into a projected final score: District value
and stars still to come (from the tiles not yet played and the turns the
player has left), Temples that may yet be surrounded, House groups that may
yet join, Stones and Quarries. With no turn left the projection is the exact
final score.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import solo
from ..rules.city import City
from ..rules.game import GameState
from ..rules.hexes import (
    DIRECTIONS,
    PLACEMENTS_OF,
    TRIANGLES_AROUND,
    Hex,
    tile_hexes,
    triangle_hexes,
)
from ..rules.scoring import VARIANTS, lakes
from ..rules.tiles import (
    DISTRICTS,
    MARKET,
    PLAZA,
    PLAZA_STARS,
    QUARRY,
    TILES,
)

# Hex types as small integers: the five District types in scorepad order
# (their index in every per-type list below), then their Plazas, then Quarry.
H, M, B, T, G = range(5)
QUARRY_CODE = 10
CODE: dict[str, int] = {d: i for i, d in enumerate(DISTRICTS)}
CODE.update({PLAZA[d]: 5 + i for i, d in enumerate(DISTRICTS)})
CODE[QUARRY] = QUARRY_CODE
#: Stars of a Plaza code (index code - 5).
STARS = tuple(PLAZA_STARS[PLAZA[d]] for d in DISTRICTS)
PLAZA_MARKET = CODE[PLAZA[MARKET]]

#: Each tile's hex types as codes, in the catalogue's order.
TILE_CODES: dict[int, tuple[int, int, int]] = {
    tid: tuple(CODE[k] for k in tile.hexes) for tid, tile in TILES.items()
}


def _orders() -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """For each triangle kind and each entry of ``PLACEMENTS_OF[kind]``: which
    of the tile's hexes lands on each hex of the triangle (in
    ``triangle_hexes`` order)."""
    result = []
    for kind in (0, 1):
        cells = triangle_hexes((0, 0, kind))
        per = []
        for anchor, rot in PLACEMENTS_OF[kind]:
            landed = tile_hexes(anchor, rot)
            per.append(tuple(landed.index(c) for c in cells))
        result.append(tuple(per))
    return tuple(result)


#: ORDERS[kind][p][i]: the tile hex on triangle hex i for placement p.
ORDERS = _orders()


def _rings() -> tuple[tuple[Hex, ...], ...]:
    """The 9 hexes around a triangle of each kind, in order around it."""
    result = []
    for kind in (0, 1):
        cells = triangle_hexes((0, 0, kind))
        ring = {(q + dq, r + dr) for q, r in cells for dq, dr in DIRECTIONS} - set(cells)
        ordered = [min(ring)]
        while len(ordered) < len(ring):
            q, r = ordered[-1]
            step = [
                (q + dq, r + dr)
                for dq, dr in DIRECTIONS
                if (q + dq, r + dr) in ring and (q + dq, r + dr) not in ordered
            ]
            ordered.append(min(step))
        result.append(tuple(ordered))
    return tuple(result)


#: RINGS[kind]: offsets of the 9 hexes around a triangle, each next to the
#: one before it (and the last next to the first).
RINGS = _rings()


def _touching():
    """The 13 triangles that share a hex with a triangle of each kind (itself
    included): each as its three hexes (dq, dr, covered), offsets from the
    triangle's canonical hex, ``covered`` being 1 for a hex of the triangle
    itself."""
    result = []
    for kind in (0, 1):
        cells = triangle_hexes((0, 0, kind))
        found = {(q + dq, r + dr, k) for q, r in cells for dq, dr, k in TRIANGLES_AROUND}
        result.append(
            tuple(
                tuple((hq, hr, int((hq, hr) in cells)) for hq, hr in triangle_hexes(t))
                for t in sorted(found)
            )
        )
    return tuple(result)


#: TOUCHING[kind]: the triangles sharing a hex with a triangle of that kind.
TOUCHING = _touching()


class Spot:
    """What covering one triangle at one level does to a city, whatever the
    tile: the per-type value, hopes and stars left once the covered hexes
    and their neighbours are counted out, and for each covered hex the facts
    its new District will depend on."""

    __slots__ = (
        "triangle",
        "level",
        "cells",
        "value",
        "hope",
        "stars",
        "quarries",
        "covered_quarries",
        "covers_house",
        "empty",
        "open",
        "by_lake",
        "market_near",
        "market_plaza_near",
        "house_groups",
        "ring_markets",
        "high",
    )


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


def house_groups(codes: dict[Hex, int], height: dict[Hex, int]):
    """The groups of adjacent Houses: ``group_of[h]`` (a group's index) and
    ``groups[i] = (size, value)``."""
    group_of: dict[Hex, int] = {}
    groups: list[tuple[int, int]] = []
    for start, code in codes.items():
        if code != H or start in group_of:
            continue
        index = len(groups)
        group_of[start] = index
        stack = [start]
        size = value = 0
        while stack:
            h = stack.pop()
            size += 1
            value += height[h]
            q, r = h
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n not in group_of and codes.get(n) == H:
                    group_of[n] = index
                    stack.append(n)
        groups.append((size, value))
    return group_of, groups


class Survey:
    """One city, read once for judging many placements in it.

    ``temple_odds[e]`` is the weight of a Temple with ``e`` empty neighbours
    in ``hope``, ``house_hope`` the weight of a House outside the largest
    group; both zero give the plain score.
    """

    def __init__(
        self,
        city: City,
        variants: frozenset[str] = frozenset(),
        temple_odds: tuple[float, ...] = (0.0,) * 7,
        house_hope: float = 0.0,
    ) -> None:
        self.city = city
        self.height = height = city.height
        self.top = top = city.top
        self.temple_odds = temple_odds
        self.house_hope = house_hope
        self.double = tuple(
            v in variants
            for v in VARIANTS  # in the order of DISTRICTS
        )
        self.lakes = lakes(height)
        self.codes = codes = {h: CODE[k] for h, k in top.items()}
        self._spots: dict[tuple, Spot] = {}
        # Markets, Barracks, Temples and Gardens: each hex's own share.
        self.share: dict[Hex, tuple[int, float, float]] = {}
        value = [0.0] * 5
        hope = [0.0] * 5
        stars = [0] * 5
        quarries = 0
        for h, code in codes.items():
            if code >= 5:
                if code == QUARRY_CODE:
                    quarries += 1
                else:
                    stars[code - 5] += STARS[code - 5]
            elif code != H:
                share = self._share(h, code, self.lakes)
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
        value[H], hope[H] = self._house_figures(self.best_group, self.house_total)
        self.high = sum(level - 1 for _, level in city.legal_triangles() if level > 1)
        self.current = Judgement(value, hope, list(stars), quarries, 0, self.high)

    # ------------------------------------------------------------ shares
    def _share(self, h: Hex, code: int, lake_set: set[Hex]) -> tuple[int, float, float]:
        """(type, value, hope) of the District at ``h`` with the city's
        dicts as they are now (callers may have put a tile in them)."""
        height = self.height
        q, r = h
        level = height[h]
        if code == M:
            codes = self.codes
            near = [codes.get((q + dq, r + dr)) for dq, dr in DIRECTIONS]
            if M in near:
                return (M, 0, 0)
            if self.double[M] and PLAZA_MARKET in near:
                return (M, 2 * level, 0)
            return (M, level, 0)
        if code == B:
            open_sides = 0
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n not in height and n not in lake_set:
                    open_sides += 1
            if not open_sides:
                return (B, 0, 0)
            return (B, 2 * level if self.double[B] and open_sides >= 3 else level, 0)
        if code == T:
            empty = sum(1 for dq, dr in DIRECTIONS if (q + dq, r + dr) not in height)
            worth = 2 * level if self.double[T] and level >= 2 else level
            if empty:
                return (T, 0, worth * self.temple_odds[empty])
            return (T, worth, 0)
        # Garden
        if self.double[G]:
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n in lake_set and n not in height:
                    return (G, 2 * level, 0)
        return (G, level, 0)

    # ------------------------------------------------------------ houses
    def _survey_houses(self) -> None:
        """Groups of adjacent Houses: ``group_of[h]``, ``groups[i] = (size,
        value)``, ``ranked`` (largest first) and ``house_total``."""
        group_of, groups = house_groups(self.codes, self.height)
        self.group_of = group_of
        self.groups = groups
        self.ranked = sorted(range(len(groups)), key=lambda i: groups[i], reverse=True)
        self.best_group = groups[self.ranked[0]] if groups else (0, 0)
        self.house_total = sum(v for _, v in groups)

    def _house_figures(self, best: tuple[int, int], total: int) -> tuple[float, float]:
        """(value, hope) of the Houses: the largest group scores (doubled
        by the variant from a value of 10); the others are hope."""
        value = best[1]
        hope = (total - value) * self.house_hope
        if self.double[H] and value >= 10:
            value *= 2
        return value, hope

    def _houses_after(self, cells, codes_after, level) -> tuple[tuple[int, int], int]:
        """Largest group and total House value once the tile is placed: a
        full recount (used when a House is covered)."""
        saved = [(h, self.codes.get(h), self.height.get(h)) for h in cells]
        for h, code in zip(cells, codes_after, strict=True):
            self.codes[h] = code
            self.height[h] = level
        try:
            groups = house_groups(self.codes, self.height)[1]
            best = max(groups, default=(0, 0))
            total = sum(value for _, value in groups)
            return best, total
        finally:
            for h, code, old_level in saved:
                if code is None:
                    del self.codes[h]
                    del self.height[h]
                else:
                    self.codes[h] = code
                    self.height[h] = old_level

    # ------------------------------------------------------------- spots
    def spot(self, triangle: tuple[int, int, int], level: int) -> Spot:
        """What covering ``triangle`` at ``level`` does, whatever the tile
        (computed once per triangle and kept)."""
        key = (triangle, level)
        found = self._spots.get(key)
        if found is None:
            found = self._spots[key] = self._make_spot(triangle, level)
        return found

    def _make_spot(self, triangle: tuple[int, int, int], level: int) -> Spot:
        """Count out the covered hexes, recount the neighbours that may
        change, and note what each covered hex's new District will meet."""
        q, r, kind = triangle
        cells = triangle_hexes(triangle)
        height, codes, share = self.height, self.codes, self.share
        spot = Spot()
        spot.triangle = triangle
        spot.level = level
        spot.cells = cells
        value = list(self.base_value)
        hope = list(self.base_hope)
        stars = list(self.stars)
        quarries = self.quarries
        covered_quarries = 0
        covers_house = False
        for h in cells:
            code = codes.get(h)
            if code is None:
                continue
            if code == QUARRY_CODE:
                covered_quarries += 1
            elif code >= 5:
                stars[code - 5] -= STARS[code - 5]
            elif code == H:
                covers_house = True
            else:
                t, v, p = share[h]
                value[t] -= v
                hope[t] -= p
        quarries -= covered_quarries
        ring = [(q + dq, r + dr) for dq, dr in RINGS[kind]]
        cell_set = set(cells)
        lake_set = self.lakes
        ground = level == 1
        if ground:
            lake_set = self._lakes_after(cells, ring)
        # Neighbours whose share may change: every Market around (its
        # neighbours' types change) and, on level 1, every Temple, Barracks
        # and Garden around (their neighbours get built); with a new lake,
        # every Barracks and Garden of the city.
        if ground:
            recount = [h for h in ring if codes.get(h, -1) in (M, B, T, G)]
            if not lake_set <= self.lakes:
                # In a fixed order (not a set's): the sums must not depend on
                # the Python version.
                recount += [
                    h
                    for h, c in codes.items()
                    if c in (B, G) and h not in cell_set and h not in recount
                ]
        else:
            recount = [h for h in ring if codes.get(h) == M]
        ring_markets = []
        if ground:
            for h in cells:
                height[h] = 1  # built for the neighbours' sake; no type yet
        try:
            for h in recount:
                code = codes[h]
                t, v, p = share[h]
                value[t] -= v
                hope[t] -= p
                if code == M:
                    hq, hr = h
                    near = [(hq + dq, hr + dr) for dq, dr in DIRECTIONS]
                    adjacent = tuple(i for i, c in enumerate(cells) if c in near)
                    others = [codes.get(n) for n in near if n not in cell_set]
                    ring_markets.append((height[h], adjacent, M in others, PLAZA_MARKET in others))
                else:
                    t, v, p = self._share(h, code, lake_set)
                    value[t] += v
                    hope[t] += p
            empty, open_sides, by_lake, market_near, plaza_near, house_groups = (
                [],
                [],
                [],
                [],
                [],
                [],
            )
            group_of = self.group_of
            for cq, cr in cells:
                e = o = 0
                lake = mk = pm = False
                groups = set()
                for dq, dr in DIRECTIONS:
                    n = (cq + dq, cr + dr)
                    if n in cell_set:
                        continue
                    if n not in height:
                        e += 1
                        if n in lake_set:
                            lake = True
                        else:
                            o += 1
                        continue
                    code = codes[n]
                    if code == M:
                        mk = True
                    elif code == PLAZA_MARKET:
                        pm = True
                    elif code == H:
                        groups.add(group_of[n])
                empty.append(e)
                open_sides.append(o)
                by_lake.append(lake)
                market_near.append(mk)
                plaza_near.append(pm)
                house_groups.append(groups)
        finally:
            if ground:
                for h in cells:
                    del height[h]
        spot.value = value
        spot.hope = hope
        spot.stars = stars
        spot.quarries = quarries
        spot.covered_quarries = covered_quarries
        spot.covers_house = covers_house
        spot.empty = empty
        spot.open = open_sides
        spot.by_lake = by_lake
        spot.market_near = market_near
        spot.market_plaza_near = plaza_near
        spot.house_groups = house_groups
        spot.ring_markets = ring_markets
        spot.high = self.high + self._high_change(triangle, cells, level)
        return spot

    def _high_change(self, triangle, cells, level: int) -> int:
        """How ``high`` changes once a tile covers ``cells`` at ``level``:
        only the triangles sharing a hex with it can change."""
        height, tile_of = self.height, self.city.tile_of
        q, r, kind = triangle
        change = 0
        for (aq, ar, a_in), (bq, br, b_in), (cq, cr, c_in) in TOUCHING[kind]:
            a, b, c = (q + aq, r + ar), (q + bq, r + br), (q + cq, r + cr)
            ha, hb, hc = height.get(a, 0), height.get(b, 0), height.get(c, 0)
            if ha and ha == hb == hc and not (tile_of[a] == tile_of[b] == tile_of[c]):
                change -= ha
            # After: the covered hexes are on ``level``, of one new tile.
            covered = a_in + b_in + c_in
            if covered == 3:
                continue  # the new tile alone: never a place
            if a_in:
                ha = level
            if b_in:
                hb = level
            if c_in:
                hc = level
            if ha and ha == hb == hc and (covered or not (tile_of[a] == tile_of[b] == tile_of[c])):
                change += ha
        return change

    def _lakes_after(self, cells, ring: list[Hex]) -> set[Hex]:
        """The lakes once ``cells`` (empty now) are built. New lakes can
        only appear if the empty hexes around the triangle fall into two or
        more separate arcs."""
        height = self.height
        lake_set = self.lakes
        if lake_set and any(h in lake_set for h in cells):
            lake_set = lake_set - set(cells)
        empty = [h not in height for h in ring]
        arcs = sum(1 for i in range(len(ring)) if empty[i] and not empty[i - 1])
        if arcs < 2:
            return lake_set
        for h in cells:
            height[h] = 1
        try:
            found = lakes(height)
        finally:
            for h in cells:
                del height[h]
        return found

    # ------------------------------------------------------------- judge
    def judge(self, spot: Spot, kinds: tuple[int, int, int]) -> Judgement:
        """The city's figures once a tile puts ``kinds`` (codes, in the
        order of the triangle's hexes) on ``spot``."""
        value = spot.value[:]
        hope = spot.hope[:]
        stars = spot.stars[:]
        quarries = spot.quarries
        level = spot.level
        double = self.double
        houses = []
        markets = kinds.count(M)
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
                if markets == 1 and not spot.market_near[i]:
                    if double[M] and (PLAZA_MARKET in kinds or spot.market_plaza_near[i]):
                        value[M] += 2 * level
                    else:
                        value[M] += level
            elif code == B:
                o = spot.open[i]
                if o:
                    value[B] += 2 * level if double[B] and o >= 3 else level
            elif code == T:
                worth = 2 * level if double[T] and level >= 2 else level
                e = spot.empty[i]
                if e:
                    hope[T] += worth * self.temple_odds[e]
                else:
                    value[T] += worth
            else:  # Garden
                value[G] += 2 * level if double[G] and spot.by_lake[i] else level
        for mlevel, adjacent, market_other, plaza_other in spot.ring_markets:
            if market_other or any(kinds[i] == M for i in adjacent):
                continue
            if double[M] and (plaza_other or any(kinds[i] == PLAZA_MARKET for i in adjacent)):
                value[M] += 2 * mlevel
            else:
                value[M] += mlevel
        if spot.covers_house:
            best, total = self._houses_after(spot.cells, kinds, level)
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
                    if groups[g] > best:
                        best = groups[g]
                    break
            total = self.house_total + level * len(houses)
        else:
            best, total = self.best_group, self.house_total
        value[H], hope[H] = self._house_figures(best, total)
        return Judgement(value, hope, stars, quarries, spot.covered_quarries, spot.high)

    def spots(self) -> list[Spot]:
        """The spot of every legal triangle of the city, in the rules' order."""
        return [self.spot(t, level) for t, level in self.city.legal_triangles()]


def _by_rotation() -> dict[int, tuple[int, Hex, int]]:
    """Per rotation: (triangle kind, anchor offset, index in
    ``PLACEMENTS_OF[kind]``). Each rotation covers exactly one of the six
    triangles around the anchor."""
    found = {}
    for kind in (0, 1):
        for p, (anchor, rot) in enumerate(PLACEMENTS_OF[kind]):
            found[rot] = (kind, anchor, p)
    return found


_BY_ROTATION = _by_rotation()


def triangle_and_order(anchor: Hex, rotation: int) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    """The triangle a tile placed at ``anchor``/``rotation`` covers, and
    which of its hexes lands on each hex of the triangle."""
    kind, (aq, ar), p = _BY_ROTATION[rotation]
    return (anchor[0] - aq, anchor[1] - ar, kind), ORDERS[kind][p]


def placements_on(spot: Spot, tile_id: int) -> list[tuple[tuple[int, int, int], Hex, int]]:
    """Each distinct way to put tile ``tile_id`` on ``spot``: (kinds in the
    triangle's order, anchor, rotation)."""
    q, r, kind = spot.triangle
    return [
        (kinds, (q + aq, r + ar), rotation) for kinds, (aq, ar), rotation in _TURNS[kind][tile_id]
    ]


def _turns() -> tuple[dict[int, list], dict[int, list]]:
    """Per triangle kind and tile: (kinds, anchor offset, rotation) of each
    distinct way to cover the triangle with the tile. A uniform tile gives
    the same result in its three turns: it is listed once, as in
    ``City.legal_spots``."""
    result: tuple[dict[int, list], dict[int, list]] = ({}, {})
    for kind in (0, 1):
        for tile_id, codes in TILE_CODES.items():
            seen = set()
            ways = []
            for p, (anchor, rotation) in enumerate(PLACEMENTS_OF[kind]):
                order = ORDERS[kind][p]
                kinds = (codes[order[0]], codes[order[1]], codes[order[2]])
                if kinds not in seen:
                    seen.add(kinds)
                    ways.append((kinds, anchor, rotation))
            result[kind][tile_id] = ways
    return result


_TURNS = _turns()


# ------------------------------------------------------------------ game
def turns_left(state: GameState) -> list[int]:
    """How many moves each seat still makes, the current one included."""
    counts = [0] * state.seats
    for seat in state.upcoming():
        counts[seat] += 1
    return counts


def unseen_tiles(state: GameState) -> list[int]:
    """The tiles still in the stacks, as a sorted list: what a player may
    know of them (which tiles, not their order)."""
    gone = set(state.site)
    gone.update(state.pile)
    for city in state.cities:
        if city is not None:
            gone.update(p.tile_id for p in city.placed)
    return sorted(t for t in state.options.tile_ids() if t not in gone)


def rates(tile_ids: list[int]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per District type, the mean number of its Districts and of its
    Plazas' stars on one of these tiles."""
    value = [0.0] * 5
    stars = [0.0] * 5
    for tid in tile_ids:
        for code in TILE_CODES[tid]:
            if code < 5:
                value[code] += 1
            elif code != QUARRY_CODE:
                stars[code - 5] += STARS[code - 5]
    n = len(tile_ids) or 1
    return tuple(v / n for v in value), tuple(s / n for s in stars)


@dataclass(frozen=True)
class Weights:
    """The knobs of the projection (see ``Outlook``); tuned by play (see
    docs/ai.md)."""

    #: Value of the Districts to come, per District type: per move left and
    #: mean District of that type on a tile to come, plus ``value_per_star``
    #: for each star the player has (a player builds what its stars pay for).
    future_value: tuple[float, ...] = (0.65, 1.1, 1.1, 0.6, 1.2)
    value_per_star: float = 0.1
    #: Stars to come, per move left and mean stars on a tile to come.
    future_stars: float = 0.9
    #: Weight of a Temple not yet surrounded, before the odds of its empty
    #: neighbours being built in the moves left.
    temple_hope: float = 0.8
    #: Weight of a House outside the largest group, with 6 or more moves left.
    house_hope: float = 0.4
    #: Extra worth of each of the first ``stone_cap`` Stones while moves are
    #: left: they buy the better tiles of the Construction Site.
    stone_hope: float = 0.3
    stone_cap: int = 4
    #: Worth of a visible Quarry while moves are left: a Stone when covered.
    quarry_hope: float = 0.5
    #: Worth of each unit of room to build up (``Judgement.high``), up to
    #: the moves left.
    height_hope: float = 0.7


class Outlook:
    """A player's projected final score from a city's figures, with
    ``left`` moves still to make after them and ``rates`` of the tiles to
    come (see ``rates``). With no move left it is the exact score.

    Per type: (value + hope + value to come) x (stars + stars to come); so a
    star is worth the value it will multiply, and a District the stars that
    will multiply it."""

    def __init__(self, weights: Weights, tile_rates, left: int) -> None:
        self.left = left
        value_rate, star_rate = tile_rates
        self.future_value = tuple(
            w * left * x for w, x in zip(weights.future_value, value_rate, strict=True)
        )
        self.value_per_star = tuple(weights.value_per_star * left * x for x in value_rate)
        self.future_stars = tuple(weights.future_stars * left * x for x in star_rate)
        if left:
            self.temple_odds = (0.0,) + tuple(
                weights.temple_hope * max(0.0, 1.0 - e / (left + 1)) for e in range(1, 7)
            )
        else:
            self.temple_odds = (0.0,) * 7
        self.house_hope = weights.house_hope * min(1.0, left / 6)
        self.stone_hope = weights.stone_hope if left else 0.0
        self.stone_cap = weights.stone_cap
        self.quarry_hope = weights.quarry_hope if left > 1 else 0.0
        self.height_hope = weights.height_hope if left else 0.0

    def survey(self, city: City, variants: frozenset[str]) -> Survey:
        """A survey of ``city`` whose hopes use these odds."""
        return Survey(city, variants, self.temple_odds, self.house_hope)

    def stones(self, stones: int) -> float:
        return stones + self.stone_hope * min(stones, self.stone_cap)

    def project(self, judgement: Judgement, stones: int) -> float:
        total = self.stones(stones) + self.quarry_hope * judgement.quarries
        total += self.height_hope * min(judgement.high, self.left)
        for v, h, s, fv, per_star, fs in zip(
            judgement.value,
            judgement.hope,
            judgement.stars,
            self.future_value,
            self.value_per_star,
            self.future_stars,
            strict=False,  # all of length 5; strict checks cost time here
        ):
            total += (v + h + fv + per_star * s) * (s + fs)
        return total


def architect_projection(
    pile: list[int], stones: int, level: str, variants: frozenset[str], outlook: Outlook
) -> float:
    """The Illustrious Architect's projected final score: its exact score
    now, plus what ``outlook``'s value and stars to come would add."""
    exact = solo.score_architect(pile, stones, level, variants).total
    if not outlook.left:
        return exact
    kinds = solo.pile_types(pile)
    worth = solo.DISTRICT_WORTH[level]
    more = 0.0
    for t, district in enumerate(DISTRICTS):
        value = kinds.count(district) * worth
        stars = sum(PLAZA_STARS[k] for k in kinds if k == PLAZA[district])
        fv = (outlook.future_value[t] + outlook.value_per_star[t] * stars) * worth
        fs = outlook.future_stars[t]
        more += (value + fv) * (stars + fs) - value * stars
    return exact + more


class Table:
    """What the player to move can see of the game, ready for judging its
    moves: the moves each seat has left, the rates of the tiles still to
    come (the unseen stacks as a set of tiles, never their order) and an
    ``Outlook`` per seat."""

    def __init__(self, state: GameState, weights: Weights) -> None:
        self.state = state
        self.weights = weights
        self.variants = state.options.variants
        self.left = turns_left(state)
        self.rates = rates(unseen_tiles(state) + list(state.site))
        self._outlooks: dict[int, Outlook] = {}

    def outlook(self, left: int) -> Outlook:
        """The outlook of a player with ``left`` moves left after the
        position judged."""
        found = self._outlooks.get(left)
        if found is None:
            found = self._outlooks[left] = Outlook(self.weights, self.rates, max(left, 0))
        return found

    def projection(self, seat: int) -> float:
        """The seat's projected final score as the game stands."""
        state = self.state
        outlook = self.outlook(self.left[seat])
        if state.is_architect(seat):
            options = state.options
            return architect_projection(
                state.pile, state.stones[seat], options.solo, self.variants, outlook
            )
        city = state.cities[seat]
        return outlook.project(outlook.survey(city, self.variants).current, state.stones[seat])
