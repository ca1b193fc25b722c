"""End-of-game scoring (RULINGS.md, "Scoring" and "Variants").

Every city here is drawn with ``tests/cityart.py``: one token per visible
(top) hex, in doubled-height layout, so two tokens are neighbours when they
sit in the same 4-character column two lines apart, or in adjacent columns
one line apart. A ``.`` marks an empty space worth pointing at (a lake, or a
hole that is not one); blanks are empty spaces too.

Every expected number is worked out by hand from the rules, in the comments:
value = sum of the levels of the Districts that meet their condition (x2 for
those meeting their variant's condition, when it is on), stars = sum of the
visible Plazas' stars (Houses 1, Markets 2, Barracks 2, Temples 2, Gardens 3),
points = value x stars, and 0 for a type without stars.
"""

from __future__ import annotations

import itertools

import cityart
import pytest

from akropolis.rules.city import City, Placement
from akropolis.rules.hexes import DIRECTIONS
from akropolis.rules.scoring import (
    VARIANT_OF,
    VARIANTS,
    DistrictScore,
    ScoreBreakdown,
    breakdown,
    outside_spaces,
    score_city,
)
from akropolis.rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, TEMPLE, TILES

ALL = frozenset(VARIANTS)


def lines_of(art: str, variants=()) -> dict[str, DistrictScore]:
    city = cityart.city(art)
    return {d.district: d for d in score_city(city.height, city.top, frozenset(variants))}


def score(art: str, district: str, variants=()) -> DistrictScore:
    return lines_of(art, variants)[district]


def dots(art: str) -> set:
    """The hexes drawn as ``.``."""
    return {h for h, token in cityart._tokens(art) if token == "."}


def lakes(art: str) -> set:
    """Empty spaces next to the drawn city that are not open to the outside."""
    city = cityart.city(art)
    outside = outside_spaces(city.height)
    empty_next = {
        (q + dq, r + dr)
        for q, r in city.height
        for dq, dr in DIRECTIONS
        if (q + dq, r + dr) not in city.height
    }
    return empty_next - outside


def ds(district, count, value, stars, points, doubled=0) -> DistrictScore:
    return DistrictScore(district, count, value, stars, points, doubled)


def zero(district, stars=0) -> DistrictScore:
    return DistrictScore(district, 0, 0, stars, 0, 0)


# ---------------------------------------------------------------- the book

# The rulebook's example: Max's largest group of Houses has 5 Houses on level 1
# and 2 on level 2, and his Housing Plazas have 3 stars. A smaller group (two
# Houses on level 3) scores nothing, though its value (6) is high.
MAX = """
        H1      H1
    H1      H2      H1
        H2      H1
    h1      h1      h1

    H3
        H3
"""


def test_max_example_27_points():
    # 5 x 1 + 2 x 2 = 9; 3 Housing Plazas x 1 star = 3; 9 x 3 = 27.
    assert score(MAX, HOUSE) == ds(HOUSE, 7, 9, 3, 27)


def test_max_example_other_types_score_nothing():
    for district in (MARKET, BARRACKS, TEMPLE, GARDEN):
        assert score(MAX, district) == zero(district)


def test_houses_variant_group_of_value_9_is_not_doubled():
    # The scoring group is worth 9 (< 10): not doubled, though all the
    # city's Houses together are worth 9 + 6 = 15.
    assert score(MAX, HOUSE, {"houses"}) == ds(HOUSE, 7, 9, 3, 27)


# Max's city with one more House on level 1 in the big group: 5 x 1 + 2 x 2
# + 1 = 10.
MAX_PLUS_ONE = """
        H1      H1      H1
    H1      H2      H1
        H2      H1
    h1      h1      h1

    H3
        H3
"""


def test_houses_variant_group_of_value_10_is_doubled():
    # Without the variant: 10 x 3 = 30.
    assert score(MAX_PLUS_ONE, HOUSE) == ds(HOUSE, 8, 10, 3, 30)
    # With it: the group's value 10 >= 10 is doubled: 20 x 3 = 60; 8 Houses doubled.
    assert score(MAX_PLUS_ONE, HOUSE, {"houses"}) == ds(HOUSE, 8, 20, 3, 60, 8)


def test_houses_variant_needs_stars():
    no_plaza = MAX_PLUS_ONE.replace("h1", "Q1")
    assert score(no_plaza, HOUSE, {"houses"}) == zero(HOUSE)


# ------------------------------------------------------------------ stars

PLAZAS = """
h1      h1      h3      H1
    m1      m2
b2      t1      t1      G1
    g1      g2
"""


def test_stars_add_up_over_plazas_and_never_gain_from_height():
    lines = lines_of(PLAZAS)
    # Houses: 1 + 1 + 1 (h3 on level 3 is still 1 star) = 3; one House on
    # level 1: 1 x 3 = 3.
    assert lines[HOUSE] == ds(HOUSE, 1, 1, 3, 3)
    # Markets: 2 + 2 (m2 is still 2 stars) = 4; no Market.
    assert lines[MARKET] == zero(MARKET, stars=4)
    # Barracks: b2 gives 2 stars, not 4; no Barracks.
    assert lines[BARRACKS] == zero(BARRACKS, stars=2)
    # Temples: 2 + 2 = 4; no Temple.
    assert lines[TEMPLE] == zero(TEMPLE, stars=4)
    # Gardens: 3 + 3 (g2 is still 3) = 6; one Garden on level 1: 1 x 6 = 6.
    assert lines[GARDEN] == ds(GARDEN, 1, 1, 6, 6)


def test_a_single_plaza_of_each_type():
    art = """
h1      m1      b1      t1      g1
"""
    lines = lines_of(art)
    assert [lines[d].stars for d in DISTRICTS] == [1, 2, 2, 2, 3]
    assert all(lines[d].points == 0 for d in DISTRICTS)


def test_a_plaza_is_not_a_district():
    # Two Houses split by a Housing Plaza are two groups of one, not a group
    # of three; of two groups of equal size the higher one (H2) scores: 2 x 1.
    art = """
H2

h1

H1
"""
    assert score(art, HOUSE) == ds(HOUSE, 1, 2, 1, 2)


# The showcase: tests/cityart.py.
SHOWCASE_NONE = {
    HOUSE: ds(HOUSE, 5, 10, 1, 10),  # 5 x 2 = 10; x 1 star
    MARKET: ds(MARKET, 2, 2, 2, 4),  # 1 + 1 = 2; x 2 stars
    BARRACKS: ds(BARRACKS, 1, 1, 2, 2),  # 1; x 2 stars
    TEMPLE: ds(TEMPLE, 1, 2, 2, 4),  # level 2; x 2 stars
    GARDEN: ds(GARDEN, 1, 1, 3, 3),  # 1; x 3 stars
}
SHOWCASE_ALL = {
    HOUSE: ds(HOUSE, 5, 20, 1, 20, 5),  # group value 10 >= 10: 20
    MARKET: ds(MARKET, 2, 3, 2, 6, 1),  # 2 x 1 (next to m1) + 1 = 3
    BARRACKS: ds(BARRACKS, 1, 2, 2, 4, 1),  # 4 open sides: 2 x 1
    TEMPLE: ds(TEMPLE, 1, 4, 2, 8, 1),  # level 2: 2 x 2
    GARDEN: ds(GARDEN, 1, 2, 3, 6, 1),  # next to a lake: 2 x 1
}


def test_showcase_without_variants():
    assert lines_of(cityart.SHOWCASE) == SHOWCASE_NONE
    assert sum(d.points for d in SHOWCASE_NONE.values()) == 23


def test_showcase_with_all_variants():
    assert lines_of(cityart.SHOWCASE, ALL) == SHOWCASE_ALL
    assert sum(d.points for d in SHOWCASE_ALL.values()) == 44


SUBSETS = [
    frozenset(c) for n in range(len(VARIANTS) + 1) for c in itertools.combinations(VARIANTS, n)
]


@pytest.mark.parametrize("variants", SUBSETS, ids=lambda s: "+".join(sorted(s)) or "none")
def test_any_subset_of_variants_changes_only_its_own_types(variants):
    lines = lines_of(cityart.SHOWCASE, variants)
    for district in DISTRICTS:
        expected = SHOWCASE_ALL if VARIANT_OF[district] in variants else SHOWCASE_NONE
        assert lines[district] == expected[district]


def test_variant_names():
    assert VARIANTS == ("houses", "markets", "barracks", "temples", "gardens")
    assert VARIANT_OF == {
        HOUSE: "houses",
        MARKET: "markets",
        BARRACKS: "barracks",
        TEMPLE: "temples",
        GARDEN: "gardens",
    }


@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["none", "all"])
def test_no_stars_no_points_even_with_districts(variants):
    # The showcase with every Plaza turned into a Quarry: every District still
    # meets its conditions, but no type has a star.
    no_plazas = cityart.SHOWCASE
    for plaza in ("h1", "m1", "b1", "t1", "g1"):
        no_plazas = no_plazas.replace(plaza, "Q1")
    assert lines_of(no_plazas, variants) == {d: zero(d) for d in DISTRICTS}


def test_order_of_lines_is_the_scorepad_order():
    city = cityart.city(cityart.SHOWCASE)
    lines = score_city(city.height, city.top)
    assert [d.district for d in lines] == [HOUSE, MARKET, BARRACKS, TEMPLE, GARDEN]


def test_default_variants_are_none():
    city = cityart.city(cityart.SHOWCASE)
    assert {d.district: d for d in score_city(city.height, city.top)} == SHOWCASE_NONE


# -------------------------------------------------- a District is its level

GARDENS = """
        Q1
    Q1      G2
        G3
    g1      Q1
        Q1      G1
"""


def test_a_districts_value_is_its_level_and_gardens_always_score():
    # G1 on the edge, G2, and G3 surrounded all score: 1 + 2 + 3 = 6;
    # 6 x 3 stars = 18.
    assert score(GARDENS, GARDEN) == ds(GARDEN, 3, 6, 3, 18)


def test_gardens_with_two_plazas():
    # G1 turned into a Garden Plaza on level 2: the Gardens left are G2 and
    # G3, 2 + 3 = 5; stars 3 + 3 = 6 (the Plaza gains nothing from height);
    # 5 x 6 = 30.
    two_plazas = GARDENS.replace("Q1      G1", "Q1      g2")
    assert score(two_plazas, GARDEN) == ds(GARDEN, 2, 5, 6, 30)


# ------------------------------------------------------ covered hexes (City)


def test_a_covered_plaza_does_not_count():
    city = City.with_starting_tile()
    # Tile 1 (Quarry, Quarry, Housing Plaza) on level 1, north-east of the
    # starting tile: its Plaza lands on (2, -2).
    first = Placement((1, -1), 4, 1)
    assert first.hexes == ((1, -1), (1, -2), (2, -2))
    assert city.placement_error(first) is None
    city.place(TILES[1], first)
    # Two visible Housing Plazas, no House: 1 + 1 = 2 stars, 0 points.
    assert score_city(city.height, city.top)[0] == zero(HOUSE, stars=2)

    # Tile 35 (House, House, Quarry) on level 2 over the starting tile's
    # Plaza (0, 0), its Quarry (0, -1) and tile 1's Quarry (1, -1).
    second = Placement((0, 0), 4, 2)
    assert second.hexes == ((0, 0), (0, -1), (1, -1))
    assert city.placement_error(second) is None
    assert city.place(TILES[35], second) == 2  # two Quarries covered
    assert city.top[(0, 0)] == HOUSE
    # Only tile 1's Plaza is still visible: 1 star. The two Houses on level 2
    # form one group: 2 + 2 = 4; 4 x 1 = 4.
    assert score_city(city.height, city.top)[0] == ds(HOUSE, 2, 4, 1, 4)


def test_a_covered_market_is_no_neighbour():
    city = City.with_starting_tile()
    # Tile 3 (Quarry, Quarry, Market Plaza): its Plaza on (2, -2).
    # Tile 49 (Quarry, Quarry, Market) west: its Market on (-1, -1).
    # Tile 36 (Market, Barracks, Quarry) above it: its Market on (-1, -2).
    for tile_id, placement in (
        (3, Placement((1, -1), 4, 1)),
        (49, Placement((-1, 0), 3, 1)),
        (36, Placement((-1, -2), 4, 1)),
    ):
        assert city.placement_error(placement) is None
        city.place(TILES[tile_id], placement)
    assert city.top[(2, -2)] == "plaza-market"
    assert city.top[(-1, -1)] == city.top[(-1, -2)] == MARKET
    # The two Markets are neighbours: neither scores (2 stars, 0 points).
    assert score_city(city.height, city.top)[1] == zero(MARKET, stars=2)

    # Tile 29 (House, House, Quarry) on level 2 over (-1, -1) (tile 49's
    # Market), (0, -1) (the starting tile) and (-1, 0) (tile 49).
    cover = Placement((-1, -1), 0, 2)
    assert cover.hexes == ((-1, -1), (0, -1), (-1, 0))
    assert city.placement_error(cover) is None
    city.place(TILES[29], cover)
    # The Market on (-1, -2) now has a House as neighbour: it scores 1 x 2.
    assert score_city(city.height, city.top)[1] == ds(MARKET, 1, 1, 2, 2)
    # It is not next to the Market Plaza: the variant does not double it.
    assert score_city(city.height, city.top, {"markets"})[1] == ds(MARKET, 1, 1, 2, 2)


# ----------------------------------------------------------------- Houses

TWO_GROUPS = """
H1      h1      H3
    H1              H3
H1              H3
    H1
"""


def test_houses_only_the_largest_group_scores():
    # Left group: 4 Houses worth 4; right group: 3 Houses worth 9. The
    # largest (most hexes) scores: 4 x 1 star = 4.
    assert score(TWO_GROUPS, HOUSE) == ds(HOUSE, 4, 4, 1, 4)


@pytest.mark.parametrize(
    "art",
    [
        """
H1      h1      H1
    H1              H2
H1              H1
""",
        """
H1      h1      H1
    H2              H1
H1              H1
""",
    ],
    ids=["higher-right", "higher-left"],
)
def test_houses_tie_of_size_broken_by_higher_value(art):
    # Two groups of 3: worth 3 and 4. The one worth 4 scores: 4 x 1 = 4.
    assert score(art, HOUSE) == ds(HOUSE, 3, 4, 1, 4)


def test_houses_group_across_heights():
    # H1 - H3 - H2 - H1 touch along edges whatever their heights: one group
    # of 4 worth 1 + 3 + 2 + 1 = 7, larger than the group of three H1 on the
    # right. 7 x 1 = 7.
    art = """
H1              h1      H1
    H3                      H1
        H2              H1
            H1
"""
    assert score(art, HOUSE) == ds(HOUSE, 4, 7, 1, 7)


def test_houses_without_houses():
    assert score("h1", HOUSE) == zero(HOUSE, stars=1)


# ---------------------------------------------------------------- Markets


def test_markets_no_market_neighbour():
    # M2 alone scores 2; M1 and M3 are neighbours (heights do not matter):
    # neither scores. 2 x 2 stars = 4.
    art = """
M2              M1
    m1              M3
"""
    assert score(art, MARKET) == ds(MARKET, 1, 2, 2, 4)
    # Variant: M2 is next to the Market Plaza: 2 x 2 = 4; 4 x 2 = 8.
    assert score(art, MARKET, {"markets"}) == ds(MARKET, 1, 4, 2, 8, 1)


# A District (X1 below) in a flower: its six neighbours are aa to ff, and a
# Plaza (m1) stands apart, next to bb and cc only.
FLOWER = """
        aa
    ff      bb
        X1      m1
    ee      cc
        dd
"""
SIDES = "abcdef"


def flower(centre: str, sides: dict[str, str], default: str = "Q1") -> str:
    """FLOWER with ``centre`` for X1 and each side's token (``.`` for empty)."""
    art = FLOWER.replace("X1", centre)
    for side in SIDES:
        art = art.replace(side * 2, sides.get(side, default).ljust(2))
    return art


def test_flower_helper():
    art = flower("M1", {"b": "M3"})
    assert art == "\n        Q1\n    Q1      M3\n        M1      m1\n    Q1      Q1\n        Q1\n"
    assert len(cityart.parse(flower("T1", {"e": "."}))) == 7


def test_market_surrounded_by_no_market_scores():
    # 1 x 2 stars = 2.
    assert score(flower("M1", {}), MARKET) == ds(MARKET, 1, 1, 2, 2)


@pytest.mark.parametrize("side", SIDES)
def test_a_market_neighbour_on_any_side_blocks(side):
    # The centre M1 and its neighbour M2 both have a Market neighbour.
    assert score(flower("M1", {side: "M2"}), MARKET) == zero(MARKET, stars=2)


@pytest.mark.parametrize("side", SIDES)
def test_a_temple_missing_any_neighbour_does_not_score(side):
    art = flower("T1", {side: "."}).replace("m1", "t1")
    assert score(art, TEMPLE) == zero(TEMPLE, stars=2)
    # With all six: 1 x 2 = 2.
    assert score(flower("T1", {}).replace("m1", "t1"), TEMPLE) == ds(TEMPLE, 1, 1, 2, 2)


@pytest.mark.parametrize("side", SIDES)
def test_houses_connect_on_any_side(side):
    # H2 in the centre and H1 on one side: one group worth 3; 3 x 1 star.
    art = flower("H2", {side: "H1"}).replace("m1", "h1")
    assert score(art, HOUSE) == ds(HOUSE, 2, 3, 1, 3)


@pytest.mark.parametrize("side", SIDES)
def test_barracks_open_on_any_side(side):
    # B1 in the centre, open only on one side: 1 x 2 stars = 2.
    art = flower("B1", {side: "."}).replace("m1", "b1")
    assert score(art, BARRACKS) == ds(BARRACKS, 1, 1, 2, 2)


@pytest.mark.parametrize("side", SIDES)
def test_market_next_to_a_market_plaza_on_any_side(side):
    # Variant: doubled, 2 x 1 = 2; stars 2 + 2 = 4; 2 x 4 = 8.
    art = flower("M1", {side: "m1"})
    assert score(art, MARKET, {"markets"}) == ds(MARKET, 1, 2, 4, 8, 1)


# A: next to a Market Plaza; B: alone, next to no Plaza; C and D: neighbours,
# both next to a Market Plaza.
MARKETS = """
M1              M1              M1
    m1                              m1
Q1              Q1              M1
"""


def test_markets_variant():
    # Stars: 2 + 2 = 4. A and B score, C and D do not.
    # Without the variant: 1 + 1 = 2; 2 x 4 = 8.
    assert score(MARKETS, MARKET) == ds(MARKET, 2, 2, 4, 8)
    # With it: A doubled, B not: 2 + 1 = 3; 3 x 4 = 12. C and D still score
    # nothing, though next to a Plaza.
    assert score(MARKETS, MARKET, {"markets"}) == ds(MARKET, 2, 3, 4, 12, 1)


def test_market_next_to_a_market_never_scores_even_next_to_a_plaza():
    art = """
M2
    m1
M3
"""
    assert score(art, MARKET, {"markets"}) == zero(MARKET, stars=2)


# --------------------------------------------------------------- Barracks

# B1 and B2 are on the edge (3 open sides each); B3 is surrounded.
BARRACKS_EDGE = """
        B1
    Q1      B2
        B3
    Q1      b1
        Q1
"""


def test_barracks_on_the_edge_score_surrounded_do_not():
    # 1 + 2 = 3; 3 x 2 stars = 6.
    assert score(BARRACKS_EDGE, BARRACKS) == ds(BARRACKS, 2, 3, 2, 6)


# The Barracks' only empty neighbour is a lake of one space.
BARRACKS_LAKE_1 = """
        H1
    H1      H1
        .
    H1      b1
        B1
    H1      H1
        H1
"""

# The Barracks' only empty neighbour is part of a lake of two spaces.
BARRACKS_LAKE_2 = """
        H1
    H1      H1
        .
    H1      H1
        .
    H1      b1
        B1
    H1      H1
        H1
"""


@pytest.mark.parametrize("art", [BARRACKS_LAKE_1, BARRACKS_LAKE_2], ids=["lake-1", "lake-2"])
@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["none", "all"])
def test_barracks_next_only_to_a_lake_do_not_score(art, variants):
    assert lakes(art) == dots(art)  # the drawing's holes are lakes
    assert score(art, BARRACKS, variants) == zero(BARRACKS, stars=2)


def test_barracks_next_to_an_opened_lake_scores():
    # BARRACKS_LAKE_2 without the H1 that closed the hole at the top: the
    # hole reaches the outside, so the Barracks is on the edge: 1 x 2 = 2.
    opened = """

    H1      H1
        .
    H1      H1
        .
    H1      b1
        B1
    H1      H1
        H1
"""
    assert lakes(opened) == set()
    assert score(opened, BARRACKS) == ds(BARRACKS, 1, 1, 2, 2)


@pytest.mark.parametrize(
    ("art", "doubled"),
    [
        # 4 open sides (B1 with its tile: b1 and H1): doubled.
        (
            """
B1
    b1
H1
""",
            True,
        ),
        # 3 open sides (its three other neighbours are built): doubled.
        (
            """
    B1
H1      H1
    b1
""",
            True,
        ),
        # 2 open sides: not doubled.
        (
            """
H1
    B1
H1      H1
    b1
""",
            False,
        ),
        # 3 empty sides, but one is a lake: 2 open sides, not doubled.
        (
            """
            H1
        B1
    H1      H1
        .
    H1      b1
        H1
""",
            False,
        ),
    ],
    ids=["open-4", "open-3", "open-2", "open-2-and-lake"],
)
def test_barracks_variant(art, doubled):
    # One Barracks on level 1 that meets its condition; 2 stars.
    assert score(art, BARRACKS) == ds(BARRACKS, 1, 1, 2, 2)
    # Variant: doubled gives 2 x 1 = 2, 2 x 2 = 4.
    expected = ds(BARRACKS, 1, 2, 2, 4, 1) if doubled else ds(BARRACKS, 1, 1, 2, 2)
    assert score(art, BARRACKS, {"barracks"}) == expected


def test_barracks_variant_on_level_2():
    # B2 with 4 open sides: 2 x 2 = 4; 4 x 2 stars = 8.
    art = """
B2
    b1
H1
"""
    assert score(art, BARRACKS, {"barracks"}) == ds(BARRACKS, 1, 4, 2, 8, 1)


# ---------------------------------------------------------------- Temples

# A Temple surrounded by six built columns of mixed heights and types.
TEMPLE_ART = """
        H3
    Q1      G2
        T1
    t1      M1
        B2
"""


@pytest.mark.parametrize(
    ("level", "plain", "doubled"),
    [
        # level 1: 1 x 2 stars = 2; the variant needs level 2 or higher.
        (1, ds(TEMPLE, 1, 1, 2, 2), ds(TEMPLE, 1, 1, 2, 2)),
        # level 2: 2 x 2 = 4; doubled: 4 x 2 = 8.
        (2, ds(TEMPLE, 1, 2, 2, 4), ds(TEMPLE, 1, 4, 2, 8, 1)),
        # level 3: 3 x 2 = 6; doubled: 6 x 2 = 12.
        (3, ds(TEMPLE, 1, 3, 2, 6), ds(TEMPLE, 1, 6, 2, 12, 1)),
    ],
)
def test_temple_surrounded(level, plain, doubled):
    art = TEMPLE_ART.replace("T1", f"T{level}")
    assert score(art, TEMPLE) == plain
    assert score(art, TEMPLE, {"temples"}) == doubled


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["none", "all"])
def test_temple_with_five_neighbours_does_not_score(level, variants):
    art = TEMPLE_ART.replace("T1", f"T{level}").replace("        B2\n", "")
    assert score(art, TEMPLE, variants) == zero(TEMPLE, stars=2)


def test_temple_next_to_a_lake_is_not_surrounded():
    # T1 whose only empty neighbour is a lake: a lake is not built.
    art = BARRACKS_LAKE_1.replace("B1", "T1").replace("b1", "t1")
    assert score(art, TEMPLE) == zero(TEMPLE, stars=2)


# ---------------------------------------------------------------- Gardens

# G1 on a ring around a lake of one space.
GARDEN_LAKE_1 = """
            H1
        G1
    H1      H1
        .
    g1      H1
        H1
"""

# G1 next to a lake of two spaces.
GARDEN_LAKE_2 = """
        H1
    H1      H1
        .
    H1      H1
        .
    H1      g1
        G1
    H1      H1
        H1
"""


@pytest.mark.parametrize("art", [GARDEN_LAKE_1, GARDEN_LAKE_2], ids=["lake-1", "lake-2"])
def test_gardens_variant_next_to_a_lake(art):
    assert lakes(art) == dots(art)
    # 1 x 3 stars = 3; doubled: 2 x 3 = 6.
    assert score(art, GARDEN) == ds(GARDEN, 1, 1, 3, 3)
    assert score(art, GARDEN, {"gardens"}) == ds(GARDEN, 1, 2, 3, 6, 1)


@pytest.mark.parametrize(
    "art",
    [
        # Only open spaces around it.
        """
G1
    g1
H1
""",
        # The ring is open at the bottom: its hole is not a lake.
        """
            H1
        G1
    H1      H1
        .
    g1      H1
""",
        # Surrounded: no empty space around it at all.
        """
        Q1
    Q1      Q1
        G1
    g1      Q1
        Q1
""",
    ],
    ids=["open", "c-shape", "surrounded"],
)
def test_gardens_variant_not_next_to_a_lake(art):
    assert lakes(art) == set()
    assert score(art, GARDEN, {"gardens"}) == ds(GARDEN, 1, 1, 3, 3)


def test_gardens_variant_counts_doubled_gardens():
    # GARDENS has no lake: no Garden doubled; same score as without it.
    assert score(GARDENS, GARDEN, {"gardens"}) == ds(GARDEN, 3, 6, 3, 18)


# --------------------------------------------------------- outside spaces

RING = """
        H1
    H1      H1
        .
    H1      H1
        H1
"""

C_SHAPE = """
        H1
    H1      H1
        .
    H1      H1
"""

TWO_LAKES = """
        H1      H1
    H1      H1      H1
        .       .
    H1      H1      H1
        H1      H1
"""

LAKE_OF_THREE = """
        H1
    H1      H1
        .       H1
    H1      .
        .       H1
    H1      H1
        H1
"""


def test_outside_spaces_of_a_ring():
    city = cityart.city(RING)
    outside = outside_spaces(city.height)
    (centre,) = dots(RING)
    assert centre not in outside
    assert lakes(RING) == {centre}
    # The empty spaces next to the ring: its centre and the 12 spaces around
    # it; all but the centre are open.
    empty_next = {
        (q + dq, r + dr)
        for q, r in city.height
        for dq, dr in DIRECTIONS
        if (q + dq, r + dr) not in city.height
    }
    assert len(empty_next) == 13
    assert empty_next - {centre} <= outside
    assert not outside & city.height.keys()


def test_outside_spaces_of_a_c_shape():
    city = cityart.city(C_SHAPE)
    (centre,) = dots(C_SHAPE)
    assert centre in outside_spaces(city.height)
    assert lakes(C_SHAPE) == set()


def test_outside_spaces_with_two_lakes():
    found = lakes(TWO_LAKES)
    assert found == dots(TWO_LAKES)
    assert len(found) == 2
    a, b = found
    assert (b[0] - a[0], b[1] - a[1]) not in DIRECTIONS  # two separate lakes


def test_outside_spaces_with_a_lake_of_three():
    assert len(dots(LAKE_OF_THREE)) == 3
    assert lakes(LAKE_OF_THREE) == dots(LAKE_OF_THREE)


def test_outside_spaces_of_an_empty_city():
    assert outside_spaces({}) == set()


# -------------------------------------------------------------- breakdown


def test_breakdown_total_is_points_plus_stones_plus_extra():
    city = cityart.city(cityart.SHOWCASE)
    lines = score_city(city.height, city.top)
    # 10 + 4 + 2 + 4 + 3 = 23 points, plus 4 Stones = 27.
    result = breakdown(lines, 4)
    assert isinstance(result, ScoreBreakdown)
    assert result.districts == lines
    assert (result.stones, result.extra, result.total) == (4, 0, 27)
    # With 6 extra points: 23 + 4 + 6 = 33.
    assert breakdown(lines, 4, 6).total == 33
    # With all variants: 44 + 0 Stones = 44.
    assert breakdown(score_city(city.height, city.top, ALL), 0).total == 44


def test_breakdown_line_lookup():
    city = cityart.city(cityart.SHOWCASE)
    result = breakdown(score_city(city.height, city.top), 0)
    assert result.line(TEMPLE) == SHOWCASE_NONE[TEMPLE]
    with pytest.raises(KeyError):
        result.line("quarry")


def test_breakdown_to_dict():
    city = cityart.city(cityart.SHOWCASE)
    result = breakdown(score_city(city.height, city.top, ALL), 3)
    assert result.to_dict() == {
        "districts": {
            "house": {"count": 5, "value": 20, "stars": 1, "points": 20, "doubled": 5},
            "market": {"count": 2, "value": 3, "stars": 2, "points": 6, "doubled": 1},
            "barracks": {"count": 1, "value": 2, "stars": 2, "points": 4, "doubled": 1},
            "temple": {"count": 1, "value": 4, "stars": 2, "points": 8, "doubled": 1},
            "garden": {"count": 1, "value": 2, "stars": 3, "points": 6, "doubled": 1},
        },
        "stones": 3,
        "extra": 0,
        "total": 47,  # 44 + 3 Stones
    }
    assert list(result.to_dict()["districts"]) == list(DISTRICTS)


def test_breakdown_of_an_empty_score():
    lines = tuple(zero(d) for d in DISTRICTS)
    assert breakdown(lines, 0).total == 0
    assert breakdown(lines, 5).total == 5
