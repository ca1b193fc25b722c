"""What covering one triangle of a city at one level changes, whatever the
tile (``Spot``): worked out once per triangle by ``make_spot``, so that
``Survey.judge`` needs only a few table lookups per tile and turn (see
``survey``). It reads the survey's city and never writes into it.

A spot is made in two steps. ``_layout`` reads what the triangle's
neighbourhood says (its hexes, the hexes around and, for the neighbours
counted again, the hexes around them): which Districts are
covered or counted again, the facts each covered hex's new District depends
on, how the room to build up changes. ``_figures`` then counts the city's
totals with them. A city one placement further along a line of play (a
survey made from its parent's) keeps the layout of every spot whose
neighbourhood the new tile left alone (``reuse_spot``) and counts only the
figures again: the same sums in the same order, so the same floats.
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

#: What ``reuse_spot`` keeps of a spot: what its neighbourhood says.
_LAYOUT = (
    "triangle",
    "level",
    "cells",
    "covered",
    "covered_stars",
    "covered_quarries",
    "covers_house",
    "recount",
    "market",
    "barracks",
    "empty",
    "garden",
    "houses_near",
    "ring_markets",
    "high_change",
    "local",
    "watched",
)


class Spot:
    """What covering one triangle at one level does to a city, whatever the
    tile: the per-type value, hopes and stars left once the covered hexes
    and their neighbours are counted out, and for each covered hex what a
    District of each type would be worth there: ``market[i]`` (the
    multipliers by another Market on the tile and a Market Plaza on it),
    ``barracks[i]`` and ``garden[i]`` (multipliers), ``temple[i]`` (value
    and hope).

    The layout (``_LAYOUT``): ``covered``, the covered hexes whose share is
    counted out; ``covered_stars``, the types of the covered Plazas;
    ``recount``, the neighbours counted again, each as (hex, code, level,
    empty, lake) (the counts its share will have; a Market's instead in
    ``ring_markets``); ``empty[i]``, the empty neighbours of covered hex
    ``i``; ``houses_near[i]``, the Houses next to it; ``high_change``, how
    the room to build up changes; ``local``, whether no lake of the whole
    city had to be worked out again (only such a spot can be kept);
    ``watched``, the covered hexes and the neighbours counted again: the
    layout reads only them and the hexes next to them."""

    __slots__ = (*_LAYOUT, "value", "hope", "stars", "quarries", "temple", "house_groups", "high")


def make_spot(survey: Survey, triangle: tuple[int, int, int], level: int) -> Spot:
    """The spot of ``triangle`` at ``level`` in ``survey``'s city."""
    spot = Spot()
    _layout(survey, spot, triangle, level)
    _figures(survey, spot, None)
    return spot


def reuse_spot(survey: Survey, old: Spot, same_groups: bool) -> Spot:
    """The spot ``old`` of the parent's survey in ``survey``'s city, when
    the tile placed since covers no hex it watches and none next to one, and
    the lakes are the same (``Survey.spot`` checks): its layout kept, its
    figures counted again (``same_groups``: the House groups are numbered
    as in the parent's)."""
    spot = Spot()
    for name in _LAYOUT:
        setattr(spot, name, getattr(old, name))
    _figures(survey, spot, old.house_groups if same_groups else None)
    return spot


def _layout(survey: Survey, spot: Spot, triangle: tuple[int, int, int], level: int) -> None:
    """Note the covered hexes, the neighbours that may change, and what
    each covered hex's new District would depend on."""
    q, r, kind = triangle
    cells = triangle_hexes(triangle)
    height, codes = survey.height, survey.codes
    spot.triangle = triangle
    spot.level = level
    spot.cells = cells
    covered, covered_stars = [], []
    covered_quarries = 0
    covers_house = False
    for h in cells:
        code = codes.get(h)
        if code is None:
            continue
        if code == QUARRY_CODE:
            covered_quarries += 1
        elif code >= 5:
            covered_stars.append(code - 5)
        elif code == H:
            covers_house = True
        else:
            covered.append(h)
    ring = [(q + dq, r + dr) for dq, dr in RINGS[kind]]
    cell_set = set(cells)
    lake_set = survey.lakes
    ground = level == 1
    local = True
    # On level 1 the covered spaces get built: they count as built
    # below, the city itself is left as it is.
    built = cell_set if ground else ()
    if ground:
        lake_set, local = _lakes_after(survey, cells, ring)
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
    counted = []
    for h in recount:
        code = codes[h]
        if code == M:
            # Its worth depends on the tile's types next to it.
            hq, hr = h
            near = [(hq + dq, hr + dr) for dq, dr in DIRECTIONS]
            adjacent = tuple(i for i, c in enumerate(cells) if c in near)
            others = [codes.get(n) for n in near if n not in cell_set]
            table = market_near[M in others][PLAZA_MARKET in others]
            ring_markets.append((height[h], adjacent, table))
            counted.append((h, M, 0, 0, 0))
        else:
            counted.append((h, code, height[h], *survey.empty_around(h, lake_set, built)))
    market, barracks, empties, garden, houses_near = [], [], [], [], []
    barracks_x, garden_x = survey.barracks_x, survey.garden_x
    for cq, cr in cells:
        e = o = 0
        lake = mk = pm = False
        houses = []
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
                houses.append(n)
        market.append(market_near[mk][pm])
        barracks.append(barracks_x[o])
        empties.append(e)
        garden.append(garden_x[lake])
        houses_near.append(houses)
    spot.covered = covered
    spot.covered_stars = covered_stars
    spot.covered_quarries = covered_quarries
    spot.covers_house = covers_house
    spot.recount = counted
    spot.market = market
    spot.barracks = barracks
    spot.empty = empties
    spot.garden = garden
    spot.houses_near = houses_near
    spot.ring_markets = ring_markets
    spot.high_change = _high_change(survey, triangle, level)
    spot.local = local
    spot.watched = cells + tuple(recount)


def _figures(survey: Survey, spot: Spot, house_groups) -> None:
    """The city's totals once the spot's layout is counted: value and hope
    per type with the covered hexes counted out and the neighbours counted
    again, stars, Quarries, the Temples' worth, the House groups around
    (``house_groups``, if given, instead) and the room to build up."""
    share = survey.share
    value = list(survey.base_value)
    hope = list(survey.base_hope)
    for h in spot.covered:
        t, v, p = share[h]
        value[t] -= v
        hope[t] -= p
    share_of = survey.share_of
    for h, code, level, empty, lake in spot.recount:
        t, v, p = share[h]
        value[t] -= v
        hope[t] -= p
        if code != M:
            t, v, p = share_of(code, level, empty, lake)
            value[t] += v
            hope[t] += p
    stars = list(survey.stars)
    for t in spot.covered_stars:
        stars[t] -= STARS[t]
    if house_groups is None:
        group_of = survey.group_of
        house_groups = [{group_of[n] for n in houses} for houses in spot.houses_near]
    temple_x = survey.temple_x(spot.level)
    spot.value = value
    spot.hope = hope
    spot.stars = stars
    spot.quarries = survey.quarries - spot.covered_quarries
    spot.temple = [temple_x[e] for e in spot.empty]
    spot.house_groups = house_groups
    spot.high = survey.high + spot.high_change


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


def _lakes_after(survey: Survey, cells, ring: list[Hex]) -> tuple[set[Hex], bool]:
    """The lakes once ``cells`` (empty now) are built, and whether they
    were found without a flood fill through the city. New lakes can only
    appear if the empty hexes around the triangle fall into two or more
    separate arcs; a new lake then holds one of them (it was open before,
    through the triangle), and the lakes there were stay lakes."""
    height = survey.height
    lake_set = survey.lakes
    if lake_set and any(h in lake_set for h in cells):
        lake_set = lake_set - set(cells)
    empty = [h not in height for h in ring]
    arcs = sum(1 for i in range(len(ring)) if empty[i] and not empty[i - 1])
    if arcs < 2:
        return lake_set, True
    starts = {h for h, e in zip(ring, empty, strict=True) if e and h not in lake_set}
    return lake_set | lakes(height.keys() | set(cells), starts), False
