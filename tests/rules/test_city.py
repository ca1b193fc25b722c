"""Placing a tile in a city (RULINGS.md, "A turn", step 2).

- Level 1: the three hexes cover no hex of the city and at least one shares
  an edge with it.
- Level n > 1: each hex lies on a hex of level n - 1, and the three covered
  hexes belong to at least 2 different tiles (the starting tile is one tile).
- Each covered Quarry gives 1 Stone.

Cities are drawn with ``cityart`` or grown from the starting tile.
"""

from __future__ import annotations

import random

import cityart
import pytest

from akropolis.core.refusal import Refusal
from akropolis.rules.city import City, Placement
from akropolis.rules.hexes import DIRECTIONS, tile_hexes
from akropolis.rules.tiles import (
    HOUSE,
    MARKET,
    PLAZA,
    QUARRY,
    STARTING_TILE,
    STARTING_TILE_ID,
    TILES,
    Tile,
)

# The starting tile, in axial coordinates.
CENTRE = (0, 0)
NORTH_QUARRY = (0, -1)
SOUTH_EAST_QUARRY = (1, 0)
SOUTH_WEST_QUARRY = (-1, 1)

LEVEL_1_ON_CITY = Refusal.of("level1_covers")
LEVEL_1_ALONE = Refusal.of("level1_alone")


def covering(cells, level: int, first=None) -> Placement:
    """A placement whose three hexes are ``cells`` (hexes[0] on ``first``
    if given)."""
    target = set(cells)
    assert len(target) == 3
    for anchor in [first] if first is not None else sorted(target):
        for rot in range(6):
            if set(tile_hexes(anchor, rot)) == target:
                return Placement(anchor, rot, level)
    raise AssertionError(f"{cells} is not a triangle")


def tile(*kinds: str, tile_id: int = 900) -> Tile:
    return Tile(tile_id, 2, tuple(kinds))


PLAIN = tile(HOUSE, MARKET, HOUSE)


# ------------------------------------------------------------ starting tile
def test_a_city_starts_with_its_starting_tile_plaza_at_the_centre():
    city = City.with_starting_tile()
    assert city.top == dict(STARTING_TILE)
    assert city.top[CENTRE] == PLAZA[HOUSE]
    assert all(city.height[h] == 1 for h in city.height)
    assert set(city.tile_of.values()) == {STARTING_TILE_ID}
    assert len(city) == 4
    assert [p.tile_id for p in city.placed] == [STARTING_TILE_ID]


# ------------------------------------------------------------------ level 1
def test_level_1_tile_touching_the_city_by_an_edge_is_legal():
    city = City.with_starting_tile()
    p = covering([(0, 1), (1, 1), (0, 2)], 1)  # (0, 1) borders the centre
    assert city.placement_error(p) is None


def test_level_1_tile_touching_by_a_single_hex_is_enough():
    city = City.with_starting_tile()
    # Only (1, -2)'s neighbour (0, -1) is in the city.
    cells = [(1, -2), (1, -3), (2, -3)]
    touching = [h for h in cells if any(n in city.height for n in _neighbours(h))]
    assert touching == [(1, -2)]
    assert city.placement_error(covering(cells, 1)) is None


def _neighbours(h):
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def test_level_1_tile_away_from_the_city_is_refused():
    city = City.with_starting_tile()
    p = covering([(0, 2), (1, 2), (0, 3)], 1)  # two spaces below: no shared edge
    assert city.placement_error(p) == LEVEL_1_ALONE


def test_level_1_tile_far_away_is_refused():
    city = City.with_starting_tile()
    assert city.placement_error(Placement((7, -3), 2, 1)) == LEVEL_1_ALONE


@pytest.mark.parametrize("covered", [CENTRE, NORTH_QUARRY, SOUTH_EAST_QUARRY])
def test_level_1_tile_may_not_overlap_the_city(covered):
    city = City.with_starting_tile()
    for rot in range(6):
        p = Placement(covered, rot, 1)
        assert city.placement_error(p) == LEVEL_1_ON_CITY


def test_level_1_tile_overlapping_by_one_hex_is_refused():
    city = City.with_starting_tile()
    p = covering([(0, 1), (1, 1), SOUTH_EAST_QUARRY], 1)
    assert city.placement_error(p) == LEVEL_1_ON_CITY


def test_level_1_tile_may_fill_a_hole_in_the_city():
    art = """
        H1
    H1      H1
        .       H1
    H1      .
        .       H1
    H1      H1
        H1
    """
    city = cityart.city(art)
    holes = [h for h in _hexes_in_window(city) if h not in city.height]
    triangle = [h for h in holes if sum(1 for n in _neighbours(h) if n in city.height) >= 4]
    assert len(triangle) == 3 and _is_triangle(triangle)
    assert city.placement_error(covering(triangle, 1)) is None


def _hexes_in_window(city: City, margin: int = 2):
    qs = [q for q, _ in city.height]
    rs = [r for _, r in city.height]
    return [
        (q, r)
        for q in range(min(qs) - margin, max(qs) + margin + 1)
        for r in range(min(rs) - margin, max(rs) + margin + 1)
    ]


# ------------------------------------------------------------ higher levels
TWO_TILES = """
    H1a
        H1b
    H1a
        H1b
"""


def test_level_2_tile_on_three_hexes_of_two_tiles_is_legal():
    city = cityart.city(TWO_TILES)
    cells = [h for h, (_, _, letter) in cityart.parse(TWO_TILES).items()]
    a = [h for h in cells if city.tile_of[h] == city.tile_of[cells[0]]]
    b = [h for h in cells if h not in a]
    triangle = a + b[:1]
    assert _is_triangle(triangle)
    assert city.placement_error(covering(triangle, 2)) is None


def _is_triangle(cells) -> bool:
    a, b, c = cells
    return b in _neighbours(a) and c in _neighbours(a) and c in _neighbours(b)


def test_higher_tile_covering_a_single_tile_is_refused():
    art = """
    H1a
        M1a
    H1a
    """
    city = cityart.city(art)
    cells = list(cityart.parse(art))
    assert city.placement_error(covering(cells, 2)) == Refusal.of("two_tiles", level=2)


def test_higher_tile_over_an_empty_space_is_refused():
    art = """
    H1a
        .
    H1b
    """
    city = cityart.city(art)
    a, b = list(cityart.parse(art))
    empty = next(h for h in _neighbours(a) if h in _neighbours(b) and h[0] > a[0])
    assert empty not in city.height
    assert city.placement_error(covering([a, b, empty], 2)) == Refusal.of("must_rest", level=2, below=1)


def test_higher_tile_on_mixed_heights_is_refused_on_every_level():
    art = """
    H2a
        H1b
    H1c
    """
    city = cityart.city(art)
    cells = list(cityart.parse(art))
    for level, message in [
        (2, Refusal.of("must_rest", level=2, below=1)),
        (3, Refusal.of("must_rest", level=3, below=2)),
    ]:
        assert city.placement_error(covering(cells, level)) == message
    assert city.placement_error(covering(cells, 1)) == LEVEL_1_ON_CITY


def test_level_3_rests_on_three_hexes_of_level_2():
    art = """
    H2a
        H2b
    H2a
    """
    city = cityart.city(art)
    cells = list(cityart.parse(art))
    assert city.placement_error(covering(cells, 3)) is None
    assert city.placement_error(covering(cells, 2)) == Refusal.of("must_rest", level=2, below=1)
    assert city.placement_error(covering(cells, 4)) == Refusal.of("must_rest", level=4, below=3)


def test_level_must_be_exactly_one_more_than_the_hexes_below():
    city = City.with_starting_tile()
    city.place(PLAIN, covering([(0, 1), (1, 1), (0, 2)], 1))
    cells = [CENTRE, SOUTH_EAST_QUARRY, (0, 1)]
    assert city.placement_error(covering(cells, 2)) is None
    assert city.placement_error(covering(cells, 3)) == Refusal.of("must_rest", level=3, below=2)


def test_the_starting_tile_counts_as_one_tile():
    city = City.with_starting_tile()
    assert len({city.tile_of[h] for h, _ in STARTING_TILE}) == 1
    # Three hexes of the starting tile alone (a hypothetical city where they
    # formed a triangle) would be a single tile: refused.
    lone = City()
    cells = tile_hexes((5, 5), 0)
    for h in cells:
        lone.height[h] = 1
        lone.top[h] = QUARRY
        lone.tile_of[h] = STARTING_TILE_ID
    assert lone.placement_error(covering(cells, 2)) == Refusal.of("two_tiles", level=2)


def test_two_starting_tile_hexes_and_one_other_tile_make_two_tiles():
    city = City.with_starting_tile()
    city.place(PLAIN, covering([(0, 1), (1, 1), (0, 2)], 1))
    # Centre and a Quarry of the starting tile, plus one hex of the new tile.
    assert city.placement_error(covering([CENTRE, SOUTH_EAST_QUARRY, (0, 1)], 2)) is None
    # The new tile's own three hexes: one tile.
    assert city.placement_error(covering([(0, 1), (1, 1), (0, 2)], 2)) == Refusal.of("two_tiles", level=2)


def test_a_tile_covering_three_different_tiles_is_legal():
    art = """
    H1
        H1
    H1
    """
    city = cityart.city(art)
    assert len(set(city.tile_of.values())) == 3
    assert city.placement_error(covering(list(city.height), 2)) is None


@pytest.mark.parametrize("rotation", [-1, 6, 7, 1.5, "1"])
def test_rotation_must_be_0_to_5(rotation):
    city = City.with_starting_tile()
    error = city.placement_error(Placement((0, 1), rotation, 1))
    assert error == Refusal.of("rotation_bad")


@pytest.mark.parametrize("level", [0, -1, 1.0, None])
def test_level_must_be_1_or_higher(level):
    city = City.with_starting_tile()
    assert city.placement_error(Placement((0, 1), 0, level)) == Refusal.of("level_bad")


# ------------------------------------------------------------------- stones
def test_covering_no_quarry_gives_no_stone():
    city = City.with_starting_tile()
    p = covering([(0, 1), (1, 1), (0, 2)], 1)
    assert city.quarries_under(p) == 0
    assert city.place(PLAIN, p) == 0


def test_covering_one_quarry_gives_one_stone():
    city = City.with_starting_tile()
    city.place(PLAIN, covering([(0, 1), (1, 1), (0, 2)], 1))
    p = covering([CENTRE, SOUTH_EAST_QUARRY, (0, 1)], 2)
    assert city.quarries_under(p) == 1
    assert city.place(PLAIN, p) == 1


def test_covering_two_quarries_gives_two_stones_rulebook_example():
    # "Max places his City tile on the 2nd level, covering 2 Quarry hexes.
    # He immediately takes 2 Stones from the reserve."
    city = City.with_starting_tile()
    quarries = TILES[49]  # Quarry, Quarry, Market
    assert quarries.hexes[:2] == (QUARRY, QUARRY)
    p1 = covering([(1, -1), (1, -2), (2, -2)], 1, first=(1, -1))
    assert city.placement_error(p1) is None
    assert city.place(quarries, p1) == 0
    assert city.top[(1, -1)] == QUARRY
    p2 = covering([NORTH_QUARRY, (1, -1), CENTRE], 2)
    assert city.placement_error(p2) is None
    assert city.quarries_under(p2) == 2
    assert city.place(TILES[16], p2) == 2


def test_covering_three_quarries_gives_three_stones():
    art = """
    Q1a
        Q1b
    Q1a
    """
    city = cityart.city(art)
    cells = list(city.height)
    assert city.place(PLAIN, covering(cells, 2)) == 3


def test_place_updates_columns_and_history():
    city = City.with_starting_tile()
    t = TILES[23]  # Market, Barracks, House Plaza
    p = Placement((0, 1), 0, 1)
    city.place(t, p)
    for h, kind in zip(p.hexes, t.hexes, strict=True):
        assert city.top[h] == kind
        assert city.height[h] == 1
        assert city.tile_of[h] == 23
    assert city.placed[-1].tile_id == 23
    assert city.placed[-1].hexes == p.hexes
    assert city.placed[-1].level == 1
    assert len(city) == 7


def test_a_tile_is_placed_turned_as_asked():
    # hexes[0] lands on the anchor, hexes[1] and hexes[2] follow clockwise.
    for rot in range(6):
        city = City.with_starting_tile()
        t = TILES[23]
        anchor = (0, 1)
        p = Placement(anchor, rot, 1)
        if city.placement_error(p):
            continue
        city.place(t, p)
        assert city.top[anchor] == t.hexes[0]
        assert city.top[tile_hexes(anchor, rot)[1]] == t.hexes[1]
        assert city.top[tile_hexes(anchor, rot)[2]] == t.hexes[2]


def test_copy_is_independent():
    city = City.with_starting_tile()
    before = city.legal_placements(PLAIN)
    other = city.copy()
    other.place(PLAIN, covering([(0, 1), (1, 1), (0, 2)], 1))
    assert len(city) == 4 and len(other) == 7
    assert city.legal_placements(PLAIN) == before
    assert other.legal_placements(PLAIN) != before


# --------------------------------------------------------- legal placements
def result_of(city: City, t: Tile, p: Placement) -> tuple[int, frozenset]:
    """What a placement makes: its level and the types on its hexes."""
    return (p.level, frozenset(zip(p.hexes, t.hexes, strict=True)))


def brute_force(city: City, t: Tile) -> set[tuple[int, frozenset]]:
    """Every distinct legal result over a window of anchors x 6 rotations x
    levels, by the rules themselves (placement_error)."""
    top_level = max(city.height.values(), default=0) + 1
    found = set()
    for anchor in _hexes_in_window(city):
        for rot in range(6):
            for level in range(1, top_level + 2):
                p = Placement(anchor, rot, level)
                if city.placement_error(p) is None:
                    found.add(result_of(city, t, p))
    return found


def check_legal_placements(city: City, t: Tile) -> None:
    listed = city.legal_placements(t)
    results = [result_of(city, t, p) for p in listed]
    assert len(results) == len(set(results)), "a result is listed twice"
    for p in listed:
        assert city.placement_error(p) is None, p
    assert set(results) == brute_force(city, t)


SAMPLE_TILES = [TILES[23], TILES[1], TILES[35]]


@pytest.mark.parametrize("t", SAMPLE_TILES, ids=lambda t: "-".join(t.hexes))
def test_legal_placements_around_the_starting_tile(t):
    check_legal_placements(City.with_starting_tile(), t)


DRAWN_CITIES = [
    TWO_TILES,
    """
    H1a     M2c
        H1a     Q2c
    Q1b     Q2c     H1
        H1b     H1
    Q1b     T1
    """,
    """
        H3a
    H3a     H3b
        H3b     H3b
    Q2c     H2d
        Q2c     H2d
    Q2c     H1
    """,
    """
        H1
    H1      H1
        .       H1
    H1      .
        .       H1
    H1      H1
        H1
    """,
]


@pytest.mark.parametrize("art", DRAWN_CITIES)
@pytest.mark.parametrize("t", SAMPLE_TILES, ids=lambda t: "-".join(t.hexes))
def test_legal_placements_in_drawn_cities(art, t):
    check_legal_placements(cityart.city(art), t)


def grow(seed: int, steps: int, check_every: int = 0) -> City:
    """A city built by random legal play, favouring higher levels; checked
    against brute force along the way if ``check_every``."""
    rng = random.Random(seed)
    city = City.with_starting_tile()
    ids = sorted(TILES)
    rng.shuffle(ids)  # each tile at most once, as in a game
    for step in range(steps):
        t = TILES[ids.pop()]
        options = city.legal_placements(t)
        high = [p for p in options if p.level > 1]
        p = rng.choice(high if high and rng.random() < 0.6 else options)
        assert city.placement_error(p) is None
        city.place(t, p)
        if check_every and step % check_every == 0:
            check_legal_placements(city, TILES[ids[-1]])
    return city


@pytest.mark.parametrize("seed", range(6))
def test_legal_placements_in_cities_built_by_random_play(seed):
    city = grow(seed, steps=6 + 3 * seed, check_every=4)
    for t in SAMPLE_TILES:
        check_legal_placements(city, t)


def test_random_play_reaches_level_3_and_still_matches():
    for seed in range(50):
        city = grow(seed, steps=20)
        if max(city.height.values()) >= 3:
            for t in SAMPLE_TILES:
                check_legal_placements(city, t)
            return
    pytest.fail("no random city reached level 3")


def test_no_tile_has_three_hexes_of_one_type():
    # So the three turns of a tile on a triangle are three different results
    # (City.legal_spots lists them all).
    assert all(len(set(t.hexes)) > 1 for t in TILES.values())


def test_every_legal_placement_of_every_tile_is_listed_once():
    # One tile per pattern of types (which hexes are alike, and where).
    patterns = {}
    for t in TILES.values():
        a, b, c = t.hexes
        patterns.setdefault((a == b, b == c, a == c, QUARRY in t.hexes), t)
    for city in [City.with_starting_tile(), cityart.city(DRAWN_CITIES[1]), grow(3, 12)]:
        for t in patterns.values():
            check_legal_placements(city, t)


def test_a_tile_with_two_or_three_types_has_three_placements_per_triangle():
    city = grow(4, 10)
    triangles = city.legal_triangles()
    for t in (TILES[1], TILES[23]):  # two types; three types
        assert len(city.legal_placements(t)) == 3 * len(triangles)


def test_legal_placements_follow_the_city_as_it_grows():
    city = City.with_starting_tile()
    before = {frozenset(p.hexes) for p in city.legal_placements(PLAIN)}
    p = covering([(0, 1), (1, 1), (0, 2)], 1)
    assert frozenset(p.hexes) in before
    city.place(PLAIN, p)
    after = city.legal_placements(PLAIN)
    assert all(city.placement_error(q) is None for q in after)
    assert any(q.level == 2 for q in after)
    check_legal_placements(city, PLAIN)


def test_starting_tile_alone_offers_only_level_1():
    city = City.with_starting_tile()
    # Its Quarries are not adjacent to each other: no triangle to cover.
    assert {p.level for p in city.legal_placements(PLAIN)} == {1}
