"""What covering one triangle of a city at one level changes, whatever the
tile (``Spot``): worked out once per triangle by ``make_spot``, so that
``Survey.judge`` needs only a few table lookups per tile and turn (see
``survey``). It reads the survey's city and never writes into it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.city import covers_two_tiles
from ..rules.hexes import DIRECTIONS, Hex, triangle_hexes
from ..rules.scoring import lakes
from .tables import PLAZA_MARKET, QUARRY_CODE, RINGS, STARS, TOUCHING, B, G, H, M, T

if TYPE_CHECKING:
    from .survey import Survey

#: The id of the tile being judged, for the rules that ask (no tile has it).
_NEW = -1


class Spot:
    """What covering one triangle at one level does to a city, whatever the
    tile: the per-type value, hopes and stars left once the covered hexes
    and their neighbours are counted out, and for each covered hex what a
    District of each type would be worth there: ``market[i]`` (the
    multipliers by another Market on the tile and a Market Plaza on it),
    ``barracks[i]`` and ``garden[i]`` (multipliers), ``temple[i]`` (value
    and hope)."""

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
        "market",
        "barracks",
        "temple",
        "garden",
        "house_groups",
        "ring_markets",
        "high",
    )


def make_spot(survey: Survey, triangle: tuple[int, int, int], level: int) -> Spot:
    """Count out the covered hexes, recount the neighbours that may
    change, and note what each covered hex's new District would add."""
    q, r, kind = triangle
    cells = triangle_hexes(triangle)
    height, codes, share = survey.height, survey.codes, survey.share
    spot = Spot()
    spot.triangle = triangle
    spot.level = level
    spot.cells = cells
    value = list(survey.base_value)
    hope = list(survey.base_hope)
    stars = list(survey.stars)
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
    ring = [(q + dq, r + dr) for dq, dr in RINGS[kind]]
    cell_set = set(cells)
    lake_set = survey.lakes
    ground = level == 1
    # On level 1 the covered spaces get built: they count as built
    # below, the city itself is left as it is.
    built = cell_set if ground else ()
    if ground:
        lake_set = _lakes_after(survey, cells, ring)
    # Neighbours whose share may change: every Market around (its
    # neighbours' types change) and, on level 1, every Temple, Barracks
    # and Garden around (their neighbours get built); with a new lake,
    # every Barracks and Garden of the city.
    if ground:
        recount = [h for h in ring if codes.get(h, -1) in (M, B, T, G)]
        if not lake_set <= survey.lakes:
            # In a fixed order (not a set's): the sums must not depend on
            # the Python version.
            recount += [
                h
                for h, c in codes.items()
                if c in (B, G) and h not in cell_set and h not in recount
            ]
    else:
        recount = [h for h in ring if codes.get(h) == M]
    market_near = survey.market_near
    ring_markets = []
    for h in recount:
        code = codes[h]
        t, v, p = share[h]
        value[t] -= v
        hope[t] -= p
        if code == M:
            # Its worth depends on the tile's types next to it.
            hq, hr = h
            near = [(hq + dq, hr + dr) for dq, dr in DIRECTIONS]
            adjacent = tuple(i for i, c in enumerate(cells) if c in near)
            others = [codes.get(n) for n in near if n not in cell_set]
            table = market_near[M in others][PLAZA_MARKET in others]
            ring_markets.append((height[h], adjacent, table))
        else:
            t, v, p = survey.district_share(h, code, lake_set, built)
            value[t] += v
            hope[t] += p
    market, barracks, temple, garden, groups_near = [], [], [], [], []
    group_of = survey.group_of
    barracks_x, garden_x = survey.barracks_x, survey.garden_x
    temple_x = survey.temple_x(level)
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
        market.append(market_near[mk][pm])
        barracks.append(barracks_x[o])
        temple.append(temple_x[e])
        garden.append(garden_x[lake])
        groups_near.append(groups)
    spot.value = value
    spot.hope = hope
    spot.stars = stars
    spot.quarries = survey.quarries - covered_quarries
    spot.covered_quarries = covered_quarries
    spot.covers_house = covers_house
    spot.market = market
    spot.barracks = barracks
    spot.temple = temple
    spot.garden = garden
    spot.house_groups = groups_near
    spot.ring_markets = ring_markets
    spot.high = survey.high + _high_change(survey, triangle, level)
    return spot


def _high_change(survey: Survey, triangle, level: int) -> int:
    """How ``high`` changes once a tile covers ``triangle`` at
    ``level``: only the triangles sharing a hex with it can change. A
    triangle is a place above level 1 when its three hexes are built on
    one level (checked first: most are not) and ``covers_two_tiles``."""
    height, tile_of = survey.height, survey.city.tile_of
    q, r, kind = triangle
    change = 0
    for (aq, ar, a_in), (bq, br, b_in), (cq, cr, c_in) in TOUCHING[kind]:
        a, b, c = (q + aq, r + ar), (q + bq, r + br), (q + cq, r + cr)
        ha, hb, hc = height.get(a, 0), height.get(b, 0), height.get(c, 0)
        if ha and ha == hb == hc and covers_two_tiles(tile_of[a], tile_of[b], tile_of[c]):
            change -= ha
        # After: the covered hexes are on ``level``, of one new tile.
        if a_in and b_in and c_in:
            continue  # the new tile alone (covers_two_tiles says no)
        if a_in:
            ha = level
        if b_in:
            hb = level
        if c_in:
            hc = level
        if (
            ha
            and ha == hb == hc
            and covers_two_tiles(
                _NEW if a_in else tile_of[a],
                _NEW if b_in else tile_of[b],
                _NEW if c_in else tile_of[c],
            )
        ):
            change += ha
    return change


def _lakes_after(survey: Survey, cells, ring: list[Hex]) -> set[Hex]:
    """The lakes once ``cells`` (empty now) are built. New lakes can
    only appear if the empty hexes around the triangle fall into two or
    more separate arcs."""
    height = survey.height
    lake_set = survey.lakes
    if lake_set and any(h in lake_set for h in cells):
        lake_set = lake_set - set(cells)
    empty = [h not in height for h in ring]
    arcs = sum(1 for i in range(len(ring)) if empty[i] and not empty[i - 1])
    if arcs < 2:
        return lake_set
    return lakes(height.keys() | set(cells))
