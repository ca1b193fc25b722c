"""A survey made from its parent's (akropolis/bots/spots.py, ``reuse_spot``)
keeps the spots the new tile leaves alone: every spot must be the one a
survey made from scratch gives, field for field (the same floats), whatever
the variants, the odds, the lakes closed and the House groups joined."""

from __future__ import annotations

import random

import cityart
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import LAKE_SIDE, grown

from akropolis.bots.spots import Spot, _lakes_after
from akropolis.bots.survey import Survey
from akropolis.bots.tables import RINGS
from akropolis.rules.city import City, Placement
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS, lakes
from akropolis.rules.tiles import TILES


def odds(rng: random.Random) -> tuple[tuple[float, ...], float]:
    """Temple odds and a House hope, as an outlook's (they change from a
    city to its child along a line of play: one move less is left)."""
    return tuple(rng.random() for _ in range(7)), rng.random()


def fields(spot: Spot) -> dict:
    return {name: getattr(spot, name) for name in Spot.__slots__}


def check_children(city: City, variants, rng: random.Random, tiles, count: int = 30) -> int:
    """For ``count`` placements of ``tiles`` in ``city`` (at random), and
    as many in a few of those children: the child's survey made from its
    parent's has the spots of one made from scratch. Returns how many spots
    were kept."""
    kept = 0
    lines = [(city, Survey(city, variants, *odds(rng)))]
    for _ in range(2):
        children = []
        for parent_city, parent in lines:
            parent.spots()
            every = [
                (tid, Placement(anchor, rotation, spot.level))
                for tid in tiles
                for _, spot, anchor, rotation in parent.placements(tid)
            ]
            for tid, placement in rng.sample(every, min(count, len(every))):
                child = parent_city.copy()
                child.place(TILES[tid], placement)
                weights = odds(rng)
                reused = Survey(child, variants, *weights, parent, placement.hexes)
                fresh = Survey(child, variants, *weights)
                spots = reused.spots()
                assert [fields(s) for s in spots] == [fields(s) for s in fresh.spots()]
                for s in spots:
                    old = parent._spots.get((s.triangle, s.level))
                    kept += old is not None and s.market is old.market
                children.append((child, reused))
        # One placement further down a few lines, chosen at random.
        lines = rng.sample(children, min(3, len(children)))
    return kept


@settings(max_examples=6, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    moves=st.integers(0, 50),
    variants=st.frozensets(st.sampled_from(VARIANTS)),
)
def test_a_survey_made_from_its_parents_is_the_same(seed, moves, variants):
    state = grown(seed, moves, Options(2, long_game=True, variants=variants))
    city = state.cities[state.current]
    rng = random.Random(seed)
    fresh = sorted(set(TILES) - {p.tile_id for p in city.placed})
    check_children(city, variants, rng, rng.sample(fresh, 2))


@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)])
def test_next_to_lakes_houses_and_markets(variants):
    # Placements that close a lake, fill one, join and cover Houses and
    # touch Markets.
    city = cityart.city(LAKE_SIDE)
    assert check_children(city, variants, random.Random(1), [23, 21, 49, 46, 6, 1], 60) > 3000


def test_most_spots_of_a_grown_city_are_kept():
    city = grown(7, 40, Options(2, long_game=True)).cities[0]
    assert check_children(city, frozenset(), random.Random(2), [5, 30]) > 5000


def test_the_lakes_after_a_placement_are_the_cities_lakes():
    # _lakes_after fills only from the triangle's empty neighbours.
    closing = 0
    cities = [cityart.city(LAKE_SIDE)]
    cities += [grown(seed, 45, Options(2, long_game=True)).cities[0] for seed in range(4)]
    for city in cities:
        survey = Survey(city)
        for spot in survey.spots():
            if spot.level == 1:
                ring = [
                    (spot.triangle[0] + dq, spot.triangle[1] + dr)
                    for dq, dr in RINGS[spot.triangle[2]]
                ]
                found, local = _lakes_after(survey, spot.cells, ring)
                expected = lakes(set(city.height) | set(spot.cells))
                assert found == expected
                closing += not local and expected != survey.lakes
    assert closing


def test_a_parent_survey_needs_the_tile_placed_since():
    # Without the tile's hexes every parent spot would be kept, wrongly.
    city = grown(7, 10, Options(2)).cities[0]
    with pytest.raises(ValueError):
        Survey(city, frozenset(), parent=Survey(city))
