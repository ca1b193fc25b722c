"""The Illustrious Architect's score (RULINGS.md, "Solo mode").

It keeps its tiles in a pile: every District it holds counts (all its Houses,
not only a group), worth 1 (Hippodamos, Metagenes) or 2 (Callicrates); its
Plazas' stars multiply as usual, its starting tile's Housing Plaza included;
a type without stars scores 0; each Stone is 1 point; Metagenes also scores 2
per Quarry it holds, its starting tile's 3 included. With variants (Board Game
Arena's reading), a type whose variant is on is doubled, except Houses only
when their total value is 10 or more, Temples only against Callicrates, and
Markets at most 3 per Market Plaza it holds.

The tiles are named by their catalogue number (akropolis/tiles.py, TILES) and
every expected number is worked out by hand in the comments.
"""

from __future__ import annotations

import itertools

import pytest

from akropolis.rules.scoring import VARIANT_OF, VARIANTS, DistrictScore, ScoreBreakdown
from akropolis.rules.solo import (
    CALLICRATES,
    HIPPODAMOS,
    LEVELS,
    METAGENES,
    pile_types,
    score_architect,
)
from akropolis.rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, QUARRY, TEMPLE, TILES

ALL = frozenset(VARIANTS)


def ds(district, count, value, stars, points, doubled=0) -> DistrictScore:
    return DistrictScore(district, count, value, stars, points, doubled)


def zero(district, stars=0) -> DistrictScore:
    return DistrictScore(district, 0, 0, stars, 0, 0)


def lines(result: ScoreBreakdown) -> dict[str, DistrictScore]:
    return {d.district: d for d in result.districts}


def test_level_names():
    assert LEVELS == (HIPPODAMOS, METAGENES, CALLICRATES)


# ------------------------------------------------------ the starting tile


def test_pile_types_include_the_starting_tile():
    # Starting tile: a Housing Plaza and 3 Quarries; tile 16: Barracks,
    # Temple, House.
    kinds = pile_types([16])
    assert sorted(kinds) == sorted(["plaza-house", QUARRY, QUARRY, QUARRY, BARRACKS, TEMPLE, HOUSE])


@pytest.mark.parametrize(
    ("level", "extra"),
    [
        (HIPPODAMOS, 0),
        (METAGENES, 6),  # its starting tile's 3 Quarries x 2 = 6
        (CALLICRATES, 0),
    ],
)
def test_starting_tile_only(level, extra):
    result = score_architect([], 0, level)
    # The Housing Plaza gives 1 star, but there is no House: 0 points.
    assert lines(result) == {
        HOUSE: zero(HOUSE, stars=1),
        MARKET: zero(MARKET),
        BARRACKS: zero(BARRACKS),
        TEMPLE: zero(TEMPLE),
        GARDEN: zero(GARDEN),
    }
    assert (result.stones, result.extra, result.total) == (0, extra, extra)


@pytest.mark.parametrize("level", LEVELS)
def test_stones_are_one_point_each(level):
    # Tile 46 (Quarry, Quarry, Garden): a Garden without a Garden Plaza
    # scores 0. Only Metagenes scores its 3 + 2 = 5 Quarries: 10.
    extra = 10 if level == METAGENES else 0
    for stones in (0, 1, 7):
        result = score_architect([46], stones, level)
        assert result.stones == stones
        assert result.total == stones + extra


# ------------------------------------------- every District of every type

# Tile  6: Barracks, Quarry, Market Plaza
# Tile 14: House, Quarry, Barracks Plaza
# Tile  8: House, Quarry, Temple Plaza
# Tile 13: Quarry, Quarry, Garden Plaza
# Tile 16: Barracks, Temple, House
# Tile 26: Garden, Market, House
# Tile 52: Temple, Market, House
# Tile 35: House, House, Quarry
PILE = [6, 14, 8, 13, 16, 26, 52, 35]
# Houses: 14, 8, 16, 26, 52 and 35 twice = 7.  Markets: 26, 52 = 2.
# Barracks: 6, 16 = 2.  Temples: 16, 52 = 2.  Gardens: 26 = 1.
# Stars: Houses 1 (starting tile), Markets 2 (6), Barracks 2 (14),
# Temples 2 (8), Gardens 3 (13).
# Quarries: 3 (starting tile) + 6, 14, 8, 35 once each + 13 twice = 9.
STONES = 2


def test_pile_counts():
    kinds = pile_types(PILE)
    assert [kinds.count(d) for d in DISTRICTS] == [7, 2, 2, 2, 1]
    assert kinds.count(QUARRY) == 9
    for tile_id in PILE:
        assert tile_id in TILES


# Without variants. Hippodamos and Metagenes: each District worth 1.
ONE_EACH = {
    HOUSE: ds(HOUSE, 7, 7, 1, 7),  # 7 x 1 = 7, x 1 star
    MARKET: ds(MARKET, 2, 2, 2, 4),  # 2 x 1 = 2, x 2 stars
    BARRACKS: ds(BARRACKS, 2, 2, 2, 4),  # 2 x 1 = 2, x 2 stars
    TEMPLE: ds(TEMPLE, 2, 2, 2, 4),  # 2 x 1 = 2, x 2 stars
    GARDEN: ds(GARDEN, 1, 1, 3, 3),  # 1 x 1 = 1, x 3 stars
}  # 7 + 4 + 4 + 4 + 3 = 22 points
# Callicrates: each District worth 2.
TWO_EACH = {
    HOUSE: ds(HOUSE, 7, 14, 1, 14),  # 7 x 2 = 14, x 1
    MARKET: ds(MARKET, 2, 4, 2, 8),  # 2 x 2 = 4, x 2
    BARRACKS: ds(BARRACKS, 2, 4, 2, 8),
    TEMPLE: ds(TEMPLE, 2, 4, 2, 8),
    GARDEN: ds(GARDEN, 1, 2, 3, 6),  # 1 x 2 = 2, x 3
}  # 14 + 8 + 8 + 8 + 6 = 44 points


@pytest.mark.parametrize(
    ("level", "expected", "extra", "total"),
    [
        (HIPPODAMOS, ONE_EACH, 0, 24),  # 22 + 2 Stones
        (METAGENES, ONE_EACH, 18, 42),  # 22 + 2 Stones + 9 Quarries x 2
        (CALLICRATES, TWO_EACH, 0, 46),  # 44 + 2 Stones
    ],
)
def test_levels_without_variants(level, expected, extra, total):
    result = score_architect(PILE, STONES, level)
    assert lines(result) == expected
    assert [d.district for d in result.districts] == list(DISTRICTS)
    assert (result.stones, result.extra, result.total) == (STONES, extra, total)


# With all five variants on.
# Hippodamos and Metagenes: Houses 7 < 10 stay; Markets, Barracks, Gardens
# doubled; Temples not (only against Callicrates).
ONE_EACH_ALL = {
    HOUSE: ds(HOUSE, 7, 7, 1, 7),
    MARKET: ds(MARKET, 2, 4, 2, 8, 2),  # 2 x 2 = 4, x 2
    BARRACKS: ds(BARRACKS, 2, 4, 2, 8, 2),  # 2 x 2 = 4, x 2
    TEMPLE: ds(TEMPLE, 2, 2, 2, 4),
    GARDEN: ds(GARDEN, 1, 2, 3, 6, 1),  # 1 x 2 = 2, x 3
}  # 7 + 8 + 8 + 4 + 6 = 33 points
# Callicrates: Houses 14 >= 10 doubled, and every other type doubled.
TWO_EACH_ALL = {
    HOUSE: ds(HOUSE, 7, 28, 1, 28, 7),  # 14 x 2 = 28, x 1
    MARKET: ds(MARKET, 2, 8, 2, 16, 2),  # 4 x 2 = 8, x 2
    BARRACKS: ds(BARRACKS, 2, 8, 2, 16, 2),
    TEMPLE: ds(TEMPLE, 2, 8, 2, 16, 2),
    GARDEN: ds(GARDEN, 1, 4, 3, 12, 1),  # 2 x 2 = 4, x 3
}  # 28 + 16 + 16 + 16 + 12 = 88 points


@pytest.mark.parametrize(
    ("level", "expected", "extra", "total"),
    [
        (HIPPODAMOS, ONE_EACH_ALL, 0, 35),  # 33 + 2
        (METAGENES, ONE_EACH_ALL, 18, 53),  # 33 + 2 + 18
        (CALLICRATES, TWO_EACH_ALL, 0, 90),  # 88 + 2
    ],
)
def test_levels_with_all_variants(level, expected, extra, total):
    result = score_architect(PILE, STONES, level, ALL)
    assert lines(result) == expected
    assert (result.stones, result.extra, result.total) == (STONES, extra, total)


SUBSETS = [
    frozenset(c) for n in range(len(VARIANTS) + 1) for c in itertools.combinations(VARIANTS, n)
]


@pytest.mark.parametrize(
    ("level", "plain", "doubled"),
    [
        (HIPPODAMOS, ONE_EACH, ONE_EACH_ALL),
        (METAGENES, ONE_EACH, ONE_EACH_ALL),
        (CALLICRATES, TWO_EACH, TWO_EACH_ALL),
    ],
)
@pytest.mark.parametrize("variants", SUBSETS, ids=lambda s: "+".join(sorted(s)) or "none")
def test_a_variant_changes_only_its_own_type(level, plain, doubled, variants):
    got = lines(score_architect(PILE, STONES, level, variants))
    for district in DISTRICTS:
        expected = doubled if VARIANT_OF[district] in variants else plain
        assert got[district] == expected[district]


# ------------------------------------------------------------------ Houses


def test_all_houses_count_not_only_a_group():
    # Tiles 35 and 50 (Market, House, Quarry) are never connected: 2 + 1 = 3
    # Houses, all counted. Stars: the starting tile's Housing Plaza, 1.
    result = score_architect([35, 50], 0, HIPPODAMOS)
    assert lines(result)[HOUSE] == ds(HOUSE, 3, 3, 1, 3)
    # The Market has no Market Plaza: 0.
    assert lines(result)[MARKET] == zero(MARKET)
    assert result.total == 3


# Tile 35: House, House, Quarry   Tile 50: Market, House, Quarry
# Tile 60: House, Barracks, Quarry   Tile 53: Garden, Barracks, House
# Tile 26: Garden, Market, House   Tile 52: Temple, Market, House
# Tile 16: Barracks, Temple, House   Tile 22: Quarry, House, Garden Plaza
NINE_HOUSES = [35, 50, 60, 53, 26, 52, 16, 22]  # 2 + 7 x 1 = 9 Houses
# Tile 28: House, Quarry, Garden Plaza
TEN_HOUSES = [*NINE_HOUSES, 28]  # 10 Houses


def test_houses_variant_nine_houses_not_doubled():
    result = score_architect(NINE_HOUSES, 1, HIPPODAMOS, frozenset({"houses"}))
    got = lines(result)
    # 9 x 1 = 9 < 10: not doubled; x 1 star.
    assert got[HOUSE] == ds(HOUSE, 9, 9, 1, 9)
    # Gardens (53, 26): 2 x 1 = 2, x 3 stars (22) = 6; no variant for them.
    assert got[GARDEN] == ds(GARDEN, 2, 2, 3, 6)
    # Markets 3, Barracks 3, Temples 2: no Plaza, 0.
    for district in (MARKET, BARRACKS, TEMPLE):
        assert got[district] == zero(district)
    assert result.total == 9 + 6 + 1  # + 1 Stone


def test_houses_variant_ten_houses_doubled():
    result = score_architect(TEN_HOUSES, 1, HIPPODAMOS, frozenset({"houses"}))
    got = lines(result)
    # 10 x 1 = 10 >= 10: doubled, 20; x 1 star.
    assert got[HOUSE] == ds(HOUSE, 10, 20, 1, 20, 10)
    # Gardens: 2, x (3 + 3) stars (22 and 28) = 12.
    assert got[GARDEN] == ds(GARDEN, 2, 2, 6, 12)
    assert result.total == 20 + 12 + 1


def test_houses_variant_ten_houses_without_the_variant():
    got = lines(score_architect(TEN_HOUSES, 0, HIPPODAMOS))
    assert got[HOUSE] == ds(HOUSE, 10, 10, 1, 10)


@pytest.mark.parametrize(
    ("pile", "expected"),
    [
        # 35, 50, 60: 2 + 1 + 1 = 4 Houses, worth 2 each: 8 < 10, not doubled.
        ([35, 50, 60], ds(HOUSE, 4, 8, 1, 8)),
        # and 53: 5 Houses, 10 >= 10: doubled, 20.
        ([35, 50, 60, 53], ds(HOUSE, 5, 20, 1, 20, 5)),
    ],
    ids=["value-8", "value-10"],
)
def test_houses_variant_against_callicrates(pile, expected):
    got = lines(score_architect(pile, 0, CALLICRATES, frozenset({"houses"})))
    assert got[HOUSE] == expected


def test_houses_variant_threshold_for_metagenes():
    # Metagenes' Houses are worth 1, like Hippodamos': 9 stays 9.
    got = lines(score_architect(NINE_HOUSES, 0, METAGENES, frozenset({"houses"})))
    assert got[HOUSE] == ds(HOUSE, 9, 9, 1, 9)


# ------------------------------------------------------------------ Temples

# Tile 8: House, Quarry, Temple Plaza; tile 16: Barracks, Temple, House.
TEMPLE_PILE = [8, 16]


@pytest.mark.parametrize(
    ("level", "expected"),
    [
        (HIPPODAMOS, ds(TEMPLE, 1, 1, 2, 2)),  # 1, not doubled; x 2 stars
        (METAGENES, ds(TEMPLE, 1, 1, 2, 2)),  # 1, not doubled
        (CALLICRATES, ds(TEMPLE, 1, 4, 2, 8, 1)),  # 2 doubled = 4; x 2
    ],
)
def test_temples_variant_only_against_callicrates(level, expected):
    got = lines(score_architect(TEMPLE_PILE, 0, level, frozenset({"temples"})))
    assert got[TEMPLE] == expected


@pytest.mark.parametrize(
    ("level", "expected"),
    [
        (HIPPODAMOS, ds(TEMPLE, 1, 1, 2, 2)),
        (METAGENES, ds(TEMPLE, 1, 1, 2, 2)),
        (CALLICRATES, ds(TEMPLE, 1, 2, 2, 4)),
    ],
)
def test_temples_without_variant(level, expected):
    got = lines(score_architect(TEMPLE_PILE, 0, level))
    assert got[TEMPLE] == expected


# --------------------------------------------------------- stars, Quarries


def test_no_stars_no_points():
    # Tile 26: Garden, Market, House; tile 16: Barracks, Temple, House. No
    # Plaza but the starting tile's Housing Plaza: only the Houses score.
    for variants in (frozenset(), ALL):
        got = lines(score_architect([26, 16], 0, CALLICRATES, variants))
        # Callicrates: 2 Houses x 2 = 4 < 10, not doubled; x 1 star.
        assert got[HOUSE] == ds(HOUSE, 2, 4, 1, 4)
        for district in (MARKET, BARRACKS, TEMPLE, GARDEN):
            assert got[district] == zero(district)


def test_starting_plaza_stars_add_to_the_piles():
    # Tile 1 and tile 2: Quarry, Quarry, Housing Plaza each; tile 35: House,
    # House, Quarry. Stars: 1 + 1 + 1 = 3; Houses 2 x 1 = 2; 2 x 3 = 6.
    got = lines(score_architect([1, 2, 35], 0, HIPPODAMOS))
    assert got[HOUSE] == ds(HOUSE, 2, 2, 3, 6)


def test_several_plazas_of_a_type():
    # Tiles 13 and 22 have a Garden Plaza (3 stars each): 6 stars. Tile 46:
    # Quarry, Quarry, Garden; tile 26: Garden, Market, House. Gardens: 2.
    # Callicrates: 2 x 2 = 4; 4 x 6 = 24.
    got = lines(score_architect([13, 22, 46, 26], 0, CALLICRATES))
    assert got[GARDEN] == ds(GARDEN, 2, 4, 6, 24)


@pytest.mark.parametrize(
    ("level", "extra"),
    [
        (HIPPODAMOS, 0),
        # Tile 9: Quarry, Quarry, Temple Plaza; tile 46: Quarry, Quarry,
        # Garden; tile 35: House, House, Quarry. Quarries: 3 + 2 + 2 + 1 = 8;
        # 8 x 2 = 16.
        (METAGENES, 16),
        (CALLICRATES, 0),
    ],
)
def test_quarries_score_only_for_metagenes(level, extra):
    result = score_architect([9, 46, 35], 3, level)
    assert result.extra == extra
    # Houses: 2 Districts x worth (1 or 2) x 1 star; Garden: no Plaza, 0;
    # Temple Plaza without a Temple, 0.
    houses = 2 * (2 if level == CALLICRATES else 1)
    assert lines(result)[HOUSE] == ds(HOUSE, 2, houses, 1, houses)
    assert lines(result)[TEMPLE] == zero(TEMPLE, stars=2)
    assert result.total == houses + 3 + extra


def test_to_dict_of_the_architects_score():
    result = score_architect(PILE, STONES, METAGENES)
    data = result.to_dict()
    assert data["stones"] == 2
    assert data["extra"] == 18
    assert data["total"] == 42
    assert data["districts"]["house"] == {
        "count": 7,
        "value": 7,
        "stars": 1,
        "points": 7,
        "doubled": 0,
    }
    assert list(data["districts"]) == list(DISTRICTS)


# ----------------------------------------------------------------- Markets
# Markets variant (RULINGS.md, "Solo mode"): at most 3 of the Architect's
# Markets per Market Plaza it holds are doubled; the others count single.
# Tile 6: Barracks, Quarry, Market Plaza   Tile 3: Quarry, Quarry, Market Plaza
# Tiles 36, 37, 39, 40, 41: a Market each (with a Quarry and one other type).
MARKETS_VARIANT = frozenset({"markets"})


@pytest.mark.parametrize(
    ("pile", "level", "expected"),
    [
        # The RULINGS' example: 4 Markets, 1 Market Plaza, Hippodamos:
        # 3 doubled + 1 single = 3 x 2 + 1 = 7, x 2 stars = 14.
        ([6, 36, 37, 39, 40], HIPPODAMOS, ds(MARKET, 4, 7, 2, 14, 3)),
        # 3 Markets, 1 Plaza: all 3 doubled, 6 x 2 = 12.
        ([6, 36, 37, 39], HIPPODAMOS, ds(MARKET, 3, 6, 2, 12, 3)),
        # 5 Markets, 1 Plaza, Callicrates (worth 2): 3 x 4 + 2 x 2 = 16, x 2.
        ([6, 36, 37, 39, 40, 41], CALLICRATES, ds(MARKET, 5, 16, 2, 32, 3)),
        # 5 Markets, 2 Plazas (up to 6 doubled): all 5, 10 x 4 stars = 40.
        ([6, 3, 36, 37, 39, 40, 41], HIPPODAMOS, ds(MARKET, 5, 10, 4, 40, 5)),
        # No Market Plaza: no stars, the Markets score 0 anyway.
        ([36, 37], METAGENES, zero(MARKET)),
    ],
)
def test_markets_variant_doubles_at_most_three_per_plaza(pile, level, expected):
    assert lines(score_architect(pile, 0, level, MARKETS_VARIANT))[MARKET] == expected


def test_markets_cap_needs_the_variant():
    got = lines(score_architect([6, 36, 37, 39, 40], 0, HIPPODAMOS))
    assert got[MARKET] == ds(MARKET, 4, 4, 2, 8)
