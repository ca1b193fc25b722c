"""Hex geometry: neighbours, rotations (never mirrors), doubled coordinates,
triangles (RULINGS.md, "Pieces": a tile is three hexes in a triangle, turned
in steps of 60 degrees, never mirrored)."""

from __future__ import annotations

import itertools
import math

import pytest

from akropolis.rules.hexes import (
    DIRECTIONS,
    PLACEMENTS_OF,
    ROTATIONS,
    TILE_OFFSETS,
    TRIANGLES_AROUND,
    are_adjacent,
    from_doubled,
    frontier,
    neighbours,
    rotate,
    tile_hexes,
    to_pixel,
    triangle_hexes,
    triangle_of,
    triangles_containing,
)

SAMPLE_HEXES = [(0, 0), (1, 0), (-2, 3), (4, -1), (-3, -3), (5, 7)]


def cross(o, a, b) -> float:
    """z of (a - o) x (b - o) in screen coordinates (y grows down)."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def turned_on_screen(point, degrees: float):
    """A screen point turned clockwise on screen (y down) about the origin."""
    t = math.radians(degrees)
    x, y = point
    return (x * math.cos(t) - y * math.sin(t), x * math.sin(t) + y * math.cos(t))


# ---------------------------------------------------------------- neighbours
def test_there_are_six_distinct_directions():
    assert len(DIRECTIONS) == 6
    assert len(set(DIRECTIONS)) == 6
    assert (0, 0) not in DIRECTIONS


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_a_hex_has_six_distinct_neighbours_all_at_the_same_distance(h):
    near = neighbours(h)
    assert len(set(near)) == 6
    assert h not in near
    cx, cy = to_pixel(h)
    for n in near:
        x, y = to_pixel(n)
        assert math.hypot(x - cx, y - cy) == pytest.approx(math.sqrt(3))


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_adjacency_is_symmetric_and_matches_neighbours(h):
    for n in neighbours(h):
        assert are_adjacent(h, n)
        assert are_adjacent(n, h)
        assert h in neighbours(n)
    assert not are_adjacent(h, h)
    q, r = h
    assert not are_adjacent(h, (q + 2, r))
    assert not are_adjacent(h, (q + 1, r + 1))


def test_neighbours_are_listed_clockwise_on_screen_from_the_lower_right():
    angles = []
    for d in DIRECTIONS:
        x, y = to_pixel(d)
        angles.append(math.degrees(math.atan2(y, x)) % 360)  # y down: clockwise
    assert angles[0] == pytest.approx(30)  # lower right
    for a, b in itertools.pairwise(angles):
        assert (b - a) % 360 == pytest.approx(60)


def test_frontier_is_the_empty_spaces_next_to_the_cells():
    assert frontier({}) == set()
    assert frontier({(0, 0)}) == set(neighbours((0, 0)))
    cells = {(0, 0): 1, (1, 0): 2}  # a dict works as well as a set
    expected = (set(neighbours((0, 0))) | set(neighbours((1, 0)))) - set(cells)
    assert frontier(cells) == expected and len(expected) == 8


# ---------------------------------------------------------- doubled coords
@pytest.mark.parametrize(
    "doubled, axial",
    [((0, 0), (0, 0)), ((0, -2), (0, -1)), ((1, 1), (1, 0)), ((-1, 1), (-1, 1)), ((0, 2), (0, 1))],
)
def test_from_doubled_converts_catalogue_coordinates(doubled, axial):
    assert from_doubled(*doubled) == axial


def test_from_doubled_keeps_neighbours_neighbours():
    # In doubled-height layout the neighbours of (x, y) are (x, y +- 2) and
    # (x +- 1, y +- 1).
    for x, y in [(0, 0), (3, 1), (-2, 4), (5, -7)]:
        doubled = [(x, y - 2), (x, y + 2), (x + 1, y - 1), (x + 1, y + 1), (x - 1, y - 1)]
        doubled.append((x - 1, y + 1))
        expected = {from_doubled(a, b) for a, b in doubled}
        assert set(neighbours(from_doubled(x, y))) == expected


def test_from_doubled_is_one_to_one_on_a_window():
    seen = {}
    for x in range(-6, 7):
        for y in range(-12, 13):
            if (x + y) % 2 == 0:
                h = from_doubled(x, y)
                assert h not in seen
                seen[h] = (x, y)
                # Same screen column, and y is the doubled row: 2r + q.
                assert h[0] == x
                assert 2 * h[1] + h[0] == y


@pytest.mark.parametrize("x, y", [(0, 1), (1, 0), (-1, 2), (3, 3 + 1)])
def test_from_doubled_refuses_a_point_off_the_grid(x, y):
    with pytest.raises(ValueError):
        from_doubled(x, y)


# ---------------------------------------------------------------- rotation
def test_there_are_six_rotations():
    assert ROTATIONS == 6
    # The six orientations of a direction are all different.
    assert {rotate((1, 0), k) for k in range(6)} == set(DIRECTIONS)


@pytest.mark.parametrize("h", SAMPLE_HEXES + [(2, -5)])
def test_a_full_turn_returns_home(h):
    assert rotate(h, 6) == h
    assert rotate(h, 0) == h
    x = h
    for _ in range(6):
        x = rotate(x, 1)
    assert x == h


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_rotation_steps_add_up_and_wrap(h):
    for a in range(6):
        for b in range(6):
            assert rotate(rotate(h, a), b) == rotate(h, a + b)
        assert rotate(h, a) == rotate(h, a + 6) == rotate(h, a - 6)


def test_one_rotation_step_moves_each_direction_to_the_next_clockwise():
    for i, d in enumerate(DIRECTIONS):
        assert rotate(d, 1) == DIRECTIONS[(i + 1) % 6]


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_rotation_turns_60_degrees_clockwise_on_screen(h):
    for k in range(6):
        expected = turned_on_screen(to_pixel(h), 60 * k)
        assert to_pixel(rotate(h, k)) == pytest.approx(expected, abs=1e-9)


def test_rotation_never_mirrors_handedness_is_preserved():
    # A tile's hexes 0 -> 1 -> 2 turn clockwise on screen in every rotation:
    # a mirror image would turn the other way.
    for anchor in SAMPLE_HEXES:
        for rot in range(6):
            p0, p1, p2 = (to_pixel(h) for h in tile_hexes(anchor, rot))
            assert cross(p0, p1, p2) > 0  # y down: positive z is clockwise


def test_no_rotation_equals_a_mirror_image():
    # Mirror the tile across the vertical axis of the screen (q -> -q keeps
    # the screen column mirrored): no rotation gives that labelled shape.
    def mirror(h):
        q, r = h
        return (-q, r + q)

    base = tuple(TILE_OFFSETS)
    mirrored = tuple(mirror(h) for h in base)
    assert {to_pixel(mirror(h))[1] for h in base} == {to_pixel(h)[1] for h in base}
    for rot in range(6):
        assert tuple(rotate(h, rot) for h in base) != mirrored


# ---------------------------------------------------------- tile hexes
def test_tile_offsets_are_the_catalogue_layout():
    # hexes[0] at (0, 0), hexes[1] at doubled (1, 1), hexes[2] at (0, 2).
    assert TILE_OFFSETS == (from_doubled(0, 0), from_doubled(1, 1), from_doubled(0, 2))


@pytest.mark.parametrize("anchor", SAMPLE_HEXES)
def test_tile_hexes_is_the_rotated_layout_at_the_anchor(anchor):
    for rot in range(6):
        expected = tuple(
            (anchor[0] + dq, anchor[1] + dr)
            for dq, dr in (rotate(off, rot) for off in TILE_OFFSETS)
        )
        assert tile_hexes(anchor, rot) == expected
        assert tile_hexes(anchor, rot)[0] == anchor


@pytest.mark.parametrize("anchor", SAMPLE_HEXES)
def test_a_tile_covers_three_mutually_adjacent_hexes(anchor):
    for rot in range(6):
        a, b, c = tile_hexes(anchor, rot)
        assert are_adjacent(a, b) and are_adjacent(b, c) and are_adjacent(a, c)


def test_the_six_rotations_at_one_anchor_cover_six_different_triangles():
    cells = {frozenset(tile_hexes((0, 0), rot)) for rot in range(6)}
    assert len(cells) == 6


# --------------------------------------------------------------- triangles
def all_triangles_containing(h):
    """Brute force: every set of three mutually adjacent hexes holding h."""
    found = set()
    for a, b in itertools.combinations(neighbours(h), 2):
        if are_adjacent(a, b):
            found.add(frozenset((h, a, b)))
    return found


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_triangles_containing_gives_the_six_distinct_triangles_of_a_hex(h):
    triangles = triangles_containing(h)
    assert len(triangles) == 6
    assert len(set(triangles)) == 6
    cell_sets = {frozenset(triangle_hexes(t)) for t in triangles}
    assert len(cell_sets) == 6
    assert all(h in cells for cells in cell_sets)
    assert cell_sets == all_triangles_containing(h)


def test_triangles_around_the_origin_are_named_once():
    assert len(TRIANGLES_AROUND) == len(set(TRIANGLES_AROUND)) == 6


def test_triangle_names_are_canonical():
    # Each set of three mutually adjacent hexes has exactly one name.
    names = {}
    for q in range(-3, 4):
        for r in range(-3, 4):
            for kind in (0, 1):
                cells = frozenset(triangle_hexes((q, r, kind)))
                assert cells not in names
                names[cells] = (q, r, kind)
                a, b, c = cells
                assert are_adjacent(a, b) and are_adjacent(b, c) and are_adjacent(a, c)


def test_each_triangle_kind_has_three_placements_one_per_hex():
    assert len(PLACEMENTS_OF) == 2
    for kind, pairs in enumerate(PLACEMENTS_OF):
        assert len(pairs) == 3
        target = set(triangle_hexes((0, 0, kind)))
        anchors = [anchor for anchor, _ in pairs]
        assert set(anchors) == target  # each hex can receive hexes[0] once
        for anchor, rot in pairs:
            assert set(tile_hexes(anchor, rot)) == target


@pytest.mark.parametrize("h", SAMPLE_HEXES)
def test_placements_of_a_triangle_are_all_anchor_rotation_pairs_covering_it(h):
    for t in triangles_containing(h):
        q, r, kind = t
        target = set(triangle_hexes(t))
        listed = {((q + aq, r + ar), rot) for (aq, ar), rot in PLACEMENTS_OF[kind]}
        brute = {
            (anchor, rot)
            for anchor in target
            for rot in range(6)
            if set(tile_hexes(anchor, rot)) == target
        }
        assert listed == brute
        assert len(brute) == 3


@pytest.mark.parametrize("anchor", SAMPLE_HEXES)
def test_triangle_of_names_the_triangle_a_tile_covers(anchor):
    for rot in range(6):
        t = triangle_of(anchor, rot)
        assert set(triangle_hexes(t)) == set(tile_hexes(anchor, rot))
        assert t in triangles_containing(anchor)
