"""Hex geometry: axial coordinates, neighbours, rotations and triangles.

A hex is a tuple ``(q, r)`` in axial coordinates (the third cube coordinate is
``s = -q - r``), for flat-topped hexes. On screen, ``q`` grows to the right and
``r`` grows down-and-left to straight down; see ``to_pixel``.

Every City tile is a triangle of three mutually adjacent hexes. A placed tile
is described by the hex where its first hex lands (the *anchor*) and a
rotation in steps of 60 degrees clockwise on screen (0 to 5); tiles are never
mirrored.
"""

from __future__ import annotations

Hex = tuple[int, int]

#: The six neighbour directions, in clockwise order on screen, starting with
#: the lower-right neighbour. Rotating a direction by one step clockwise gives
#: the next one in this list.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

ROTATIONS = 6


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes sharing an edge with ``h``, in clockwise order."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def frontier(cells) -> set[Hex]:
    """The empty spaces next to ``cells`` (a set or dict of hexes): where a
    city can grow on level 1, and where its edges and lakes are."""
    return {
        (q + dq, r + dr) for q, r in cells for dq, dr in DIRECTIONS if (q + dq, r + dr) not in cells
    }


def distance(a: Hex, b: Hex) -> int:
    """The number of steps from ``a`` to ``b`` across hex edges."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def are_adjacent(a: Hex, b: Hex) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def rotate(h: Hex, steps: int) -> Hex:
    """Rotate an offset ``steps`` x 60 degrees clockwise about the origin."""
    q, r = h
    for _ in range(steps % ROTATIONS):
        q, r = -r, q + r
    return (q, r)


def from_doubled(x: int, y: int) -> Hex:
    """Convert doubled-height coordinates (column, doubled row, y down), as
    used in the tile catalogue, to axial coordinates."""
    if (x + y) % 2:
        raise ValueError(f"({x}, {y}) is not a doubled-height hex coordinate")
    return (x, (y - x) // 2)


def to_pixel(h: Hex, size: float = 1.0) -> tuple[float, float]:
    """Centre of a flat-topped hex of circumradius ``size``; y grows down."""
    q, r = h
    return (size * 1.5 * q, size * 3**0.5 * (r + q / 2))


# The three offsets of a tile's hexes before rotation: hexes[0] at the anchor,
# hexes[1] to its lower right, hexes[2] below it (the catalogue's layout).
TILE_OFFSETS: tuple[Hex, Hex, Hex] = ((0, 0), DIRECTIONS[0], DIRECTIONS[1])


def tile_hexes(anchor: Hex, rotation: int) -> tuple[Hex, Hex, Hex]:
    """Where the three hexes of a tile land, in the tile's own order."""
    q, r = anchor
    d1 = DIRECTIONS[rotation % ROTATIONS]
    d2 = DIRECTIONS[(rotation + 1) % ROTATIONS]
    return ((q, r), (q + d1[0], r + d1[1]), (q + d2[0], r + d2[1]))


# A triangle (three mutually adjacent hexes) is named once, canonically, by
# (p, kind): kind 0 is {p, p+(1,0), p+(0,1)}, kind 1 is {p, p+(1,-1), p+(1,0)}.
Triangle = tuple[int, int, int]  # (q, r, kind)

_TRIANGLE_SHAPES: tuple[tuple[Hex, Hex, Hex], tuple[Hex, Hex, Hex]] = (
    ((0, 0), (1, 0), (0, 1)),
    ((0, 0), (1, -1), (1, 0)),
)


def triangle_hexes(t: Triangle) -> tuple[Hex, Hex, Hex]:
    q, r, kind = t
    a, b, c = _TRIANGLE_SHAPES[kind]
    return ((q + a[0], r + a[1]), (q + b[0], r + b[1]), (q + c[0], r + c[1]))


def _triangles_around() -> tuple[Triangle, ...]:
    """Offsets (dq, dr, kind) of the six triangles that contain the origin."""
    found = []
    for kind, shape in enumerate(_TRIANGLE_SHAPES):
        for vq, vr in shape:
            found.append((-vq, -vr, kind))
    return tuple(found)


TRIANGLES_AROUND = _triangles_around()


def triangles_containing(h: Hex) -> list[Triangle]:
    q, r = h
    return [(q + dq, r + dr, kind) for dq, dr, kind in TRIANGLES_AROUND]


def _placements_of_shapes() -> tuple[tuple[tuple[Hex, int], ...], ...]:
    """For each triangle kind, the three (anchor offset, rotation) pairs whose
    tile_hexes cover exactly that triangle at p = (0, 0)."""
    result = []
    for shape in _TRIANGLE_SHAPES:
        target = set(shape)
        pairs = []
        for anchor in shape:
            for rot in range(ROTATIONS):
                if set(tile_hexes(anchor, rot)) == target:
                    pairs.append((anchor, rot))
        assert len(pairs) == 3
        result.append(tuple(pairs))
    return tuple(result)


#: PLACEMENTS_OF[kind] lists the (anchor offset, rotation) pairs that cover a
#: triangle of that kind: each of its hexes can receive the tile's hexes[0].
PLACEMENTS_OF = _placements_of_shapes()


def triangle_of(anchor: Hex, rotation: int) -> Triangle:
    """The canonical triangle covered by a tile placed at anchor/rotation."""
    cells = set(tile_hexes(anchor, rotation))
    for t in triangles_containing(anchor):
        if set(triangle_hexes(t)) == cells:
            return t
    raise AssertionError("a tile always covers a triangle")
