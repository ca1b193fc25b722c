"""Lookup tables for judging placements fast (see ``survey``): hex types as
small integers, and per triangle kind where a tile's hexes land, which hexes
surround it and which triangles touch it. Geometry and catalogue only: no
rule of scoring is written here (``rules.scoring`` has them).
"""

from __future__ import annotations

from ..rules.hexes import (
    DIRECTIONS,
    PLACEMENTS_OF,
    TRIANGLES_AROUND,
    Hex,
    tile_hexes,
    triangle_hexes,
)
from ..rules.tiles import DISTRICTS, MARKET, PLAZA, PLAZA_STARS, QUARRY, TILES

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


def _turns() -> tuple[dict[int, tuple], dict[int, tuple]]:
    """Per triangle kind and tile: (kinds, anchor offset, rotation) of each
    way to cover the triangle with the tile, in the order of
    ``City.legal_spots``; ``kinds`` are the tile's codes in the triangle's
    order."""
    result: tuple[dict[int, tuple], dict[int, tuple]] = ({}, {})
    for kind in (0, 1):
        for tile_id, codes in TILE_CODES.items():
            result[kind][tile_id] = tuple(
                (tuple(codes[i] for i in ORDERS[kind][p]), anchor, rotation)
                for p, (anchor, rotation) in enumerate(PLACEMENTS_OF[kind])
            )
    return result


#: TURNS[kind][tile_id]: the ways to put a tile on a triangle of that kind.
TURNS = _turns()
