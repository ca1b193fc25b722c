"""The tile catalogue (RULINGS.md, "Pieces"): 61 City tiles of 3 hexes plus
one starting tile per player, Plaza stars, tiles per player count, handedness.
The reference is ``shared/data/tiles.json``; the player aid
(``shared/rules/001_*.txt``) gives the Plaza and District totals."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from akropolis.rules.hexes import DIRECTIONS, TILE_OFFSETS, from_doubled, tile_hexes
from akropolis.rules.tiles import (
    DISTRICTS,
    GARDEN,
    HEX_TYPES,
    HOUSE,
    MARKET,
    PLAZA,
    PLAZA_DISTRICT,
    PLAZA_STARS,
    QUARRY,
    STARTING_TILE,
    STARTING_TILE_ID,
    TILES,
    Tile,
    tiles_for,
)

SHARED = Path(__file__).resolve().parents[3] / "shared"
CATALOGUE = SHARED / "data" / "tiles.json"
RULES = SHARED / "rules"


@pytest.fixture(scope="module")
def catalogue() -> dict:
    if not CATALOGUE.is_file():
        pytest.skip(f"the reference catalogue {CATALOGUE} is not available in this checkout")
    return json.loads(CATALOGUE.read_text(encoding="utf-8"))


# ------------------------------------------------- the reference catalogue
def test_catalogue_has_the_same_61_tile_ids(catalogue):
    assert sorted(t["id"] for t in catalogue["tiles"]) == list(range(1, 62))
    assert sorted(TILES) == list(range(1, 62))


def test_catalogue_players_and_types_match_in_order(catalogue):
    for entry in catalogue["tiles"]:
        tile = TILES[entry["id"]]
        assert tile.id == entry["id"]
        assert tile.players == entry["players"], entry["id"]
        assert tile.hexes == tuple(entry["hexes"]), entry["id"]


def test_catalogue_hex_types_and_stars_match(catalogue):
    assert tuple(catalogue["hex_types"]) == HEX_TYPES
    assert catalogue["plaza_stars"] == PLAZA_STARS


def test_starting_tile_matches_the_catalogue_in_axial_coordinates(catalogue):
    expected = tuple(
        (from_doubled(*entry["at"]), entry["type"]) for entry in catalogue["starting_tile"]["hexes"]
    )
    assert STARTING_TILE == expected


def test_tile_layout_is_the_catalogue_orientation():
    # "hexes[0], hexes[1], hexes[2] sit at doubled-height offsets (0,0),
    # (1,1), (0,2)"; rotation 0 puts them there.
    doubled = ((0, 0), (1, 1), (0, 2))
    assert TILE_OFFSETS == tuple(from_doubled(x, y) for x, y in doubled)
    assert tile_hexes((0, 0), 0) == TILE_OFFSETS


# ------------------------------------------------------------------ pieces
def test_there_are_61_city_tiles_of_three_hexes():
    assert len(TILES) == 61
    for tile_id, tile in TILES.items():
        assert isinstance(tile, Tile)
        assert tile.id == tile_id
        assert len(tile.hexes) == 3
        assert all(kind in HEX_TYPES for kind in tile.hexes)
        assert tile.players in (2, 3, 4)


def test_starting_tile_is_a_house_plaza_with_quarries_on_three_alternate_sides():
    cells = dict(STARTING_TILE)
    assert len(cells) == 4
    assert cells[(0, 0)] == PLAZA[HOUSE]
    quarries = [h for h, kind in cells.items() if kind == QUARRY]
    assert len(quarries) == 3
    sides = sorted(DIRECTIONS.index(h) for h in quarries)
    assert sides in ([0, 2, 4], [1, 3, 5])  # every other side


def test_starting_tile_has_its_own_id_distinct_from_city_tiles():
    assert STARTING_TILE_ID not in TILES


def test_plaza_stars():
    # Houses 1, Markets 2, Barracks 2, Temples 2, Gardens 3.
    assert PLAZA_STARS == {
        "plaza-house": 1,
        "plaza-market": 2,
        "plaza-barracks": 2,
        "plaza-temple": 2,
        "plaza-garden": 3,
    }
    assert {PLAZA_DISTRICT[p] for p in PLAZA_STARS} == set(DISTRICTS)
    assert PLAZA_DISTRICT[PLAZA[MARKET]] == MARKET


def test_hex_types_are_quarry_five_districts_and_five_plazas():
    assert HEX_TYPES[0] == QUARRY
    assert set(HEX_TYPES) == {QUARRY, *DISTRICTS, *PLAZA.values()}
    assert len(HEX_TYPES) == 11


# ----------------------------------------------------- tiles per players
@pytest.mark.parametrize("players, count", [(2, 37), (3, 49), (4, 61)])
def test_tiles_per_player_count(players, count):
    ids = tiles_for(players)
    assert len(ids) == count
    assert len(set(ids)) == count
    assert all(TILES[i].players <= players for i in ids)


def test_three_players_add_the_12_tiles_marked_3_and_four_players_all():
    two, three, four = (set(tiles_for(n)) for n in (2, 3, 4))
    assert two < three < four
    assert {TILES[i].players for i in three - two} == {3}
    assert len(three - two) == 12
    assert {TILES[i].players for i in four - three} == {4}
    assert four == set(TILES)


def test_solo_uses_the_two_player_tiles():
    assert tiles_for(1) == tiles_for(2)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_long_game_uses_all_61_tiles(players):
    assert sorted(tiles_for(players, long_game=True)) == list(range(1, 62))


# ------------------------------------------------------------- player aid
#: The player aid's "Distribution of Plazas and Districts" (001_*.txt):
#: players -> type -> (Plazas, Districts).
_AID_ROWS = {
    # Houses, Markets, Barracks, Temples, Gardens: (Plazas, Districts)
    2: ((5, 18), (4, 12), (4, 10), (4, 8), (3, 6)),
    3: ((6, 27), (5, 16), (5, 13), (5, 10), (4, 7)),
    4: ((7, 36), (6, 20), (6, 16), (6, 12), (5, 8)),
}
PLAYER_AID = {
    players: dict(zip(DISTRICTS, rows, strict=True)) for players, rows in _AID_ROWS.items()
}


def hex_counts(players: int) -> Counter:
    return Counter(kind for i in tiles_for(players) for kind in TILES[i].hexes)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_aid_totals_count_the_city_tiles_only(players):
    # The aid's numbers are the City tiles of that player count; the
    # starting tiles (one House Plaza each) are NOT included: with them, the
    # House Plazas would be 5 + 2 = 7 for 2 players instead of 5.
    counts = hex_counts(players)
    for district, (plazas, districts) in PLAYER_AID[players].items():
        assert counts[PLAZA[district]] == plazas, (players, district)
        assert counts[district] == districts, (players, district)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_aid_totals_do_not_include_the_starting_tiles(players):
    starting_plazas = sum(1 for _, kind in STARTING_TILE if kind == PLAZA[HOUSE]) * players
    with_starting = hex_counts(players)[PLAZA[HOUSE]] + starting_plazas
    assert with_starting != PLAYER_AID[players]["house"][0]


def test_player_aid_table_is_the_one_in_the_rules_folder():
    aids = sorted(RULES.glob("001_*.txt")) if RULES.is_dir() else []
    if not aids:
        pytest.skip(f"the player aid (001_*.txt) is not available under {RULES}")
    text = aids[0].read_text(encoding="utf-8")
    names = {"Houses": "house", "Markets": "market", "Barracks": "barracks"}
    names |= {"Temples": "temple", "Gardens": "garden"}
    sections = re.split(r"#### (Two|Three|Four) players", text)
    parsed = {}
    for word, body in zip(sections[1::2], sections[2::2], strict=True):
        players = {"Two": 2, "Three": 3, "Four": 4}[word]
        rows = re.findall(r"^(\w+) \([a-z]+\) \| (\d+) \([a-z ]+\) \| (\d+) \|", body, re.M)
        parsed[players] = {names[n]: (int(p), int(d)) for n, p, d in rows}
    assert parsed == PLAYER_AID


# ---------------------------------------------------------------- handedness
def cyclic(types: tuple[str, str, str]) -> set[tuple[str, ...]]:
    """The orders a tile's types show, clockwise, in its rotations."""
    return {types[i:] + types[:i] for i in range(3)}


def placed_types(tile: Tile) -> set[frozenset]:
    """Every {hex: type} a tile can show on the triangle of rotation 0 at the
    origin, over all anchors and rotations that cover that triangle."""
    target = set(tile_hexes((0, 0), 0))
    results = set()
    for anchor in target:
        for rot in range(6):
            cells = tile_hexes(anchor, rot)
            if set(cells) == target:
                results.add(frozenset(zip(cells, tile.hexes, strict=True)))
    return results


def test_43_tiles_have_three_different_types():
    assert sum(1 for t in TILES.values() if len(set(t.hexes)) == 3) == 43


def test_the_set_holds_mirror_pairs():
    pairs = [
        (a.id, b.id)
        for a in TILES.values()
        for b in TILES.values()
        if a.id < b.id and b.hexes in cyclic(a.hexes[::-1]) and b.hexes not in cyclic(a.hexes)
    ]
    assert (36, 37) in pairs  # Market-Barracks-Quarry and Barracks-Market-Quarry
    assert (8, 57) in pairs
    assert len(pairs) >= 10


@pytest.mark.parametrize("a, b", [(36, 37), (8, 57), (14, 19), (39, 40), (42, 44)])
def test_mirror_pairs_are_distinct_under_rotation(a, b):
    ta, tb = TILES[a], TILES[b]
    # Mirror images: the same types, in the opposite turning order.
    assert tb.hexes in cyclic(ta.hexes[::-1])
    assert Counter(ta.hexes) == Counter(tb.hexes)
    # No rotation of one gives the other.
    assert placed_types(ta).isdisjoint(placed_types(tb))
    assert len(placed_types(ta)) == len(placed_types(tb)) == 3


def test_a_tile_with_three_different_types_shows_three_arrangements_per_triangle():
    # Three rotations cover a triangle, and each puts the types differently.
    for tile in TILES.values():
        expected = {1: 1, 2: 3, 3: 3}[len(set(tile.hexes))]
        assert len(placed_types(tile)) == expected, tile.id


def test_some_tiles_are_only_plazas_or_only_districts():
    # Sanity of the mix: Gardens appear on tiles, and a tile never holds two
    # Plazas.
    assert any(GARDEN in t.hexes for t in TILES.values())
    for t in TILES.values():
        assert sum(1 for kind in t.hexes if kind in PLAZA_STARS) <= 1
