"""How the computer players judge a position (akropolis/bots/survey.py,
outlook.py): the local judgement of a placement must match scoring the
placed city in full, whatever the variants, and leave the city as it was."""

from __future__ import annotations

import random

import cityart
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import LAKE_SIDE, grown

from akropolis.bots.outlook import Outlook, Table, Weights, architect_projection, rates
from akropolis.bots.survey import Survey
from akropolis.bots.tables import TILE_CODES, triangle_and_order
from akropolis.rules.city import City, Placement
from akropolis.rules.game import Options, new_game
from akropolis.rules.scoring import VARIANTS, lakes, score_city
from akropolis.rules.solo import LEVELS, score_architect
from akropolis.rules.tiles import QUARRY, TILES


def points(city: City, variants) -> int:
    return sum(d.points for d in score_city(city.height, city.top, variants))


def check_every_placement(city: City, tile_ids, variants) -> int:
    """Judge every placement of the tiles and compare with the placed city."""
    survey = Survey(city, variants)
    assert survey.current.points == points(city, variants)
    checked = 0
    before = fingerprint(city)
    for tid in tile_ids:
        listed = []
        for judged, spot, anchor, rotation in survey.placements(tid):
            listed.append((anchor, rotation, spot.level))
            placed = city.copy()
            gained = placed.place(TILES[tid], Placement(anchor, rotation, spot.level))
            assert judged.points == points(placed, variants), (tid, anchor, rotation)
            assert judged.gained == gained
            assert judged.quarries == sum(1 for k in placed.top.values() if k == QUARRY)
            high = sum(level - 1 for _, level in placed.legal_triangles() if level > 1)
            assert judged.high == high
            checked += 1
        # The same placements as the rules list, in the same order.
        assert listed == city.legal_spots(TILES[tid])
    # Judging leaves the city as it was.
    assert fingerprint(city) == before
    assert survey.current.points == points(city, variants)
    return checked


def fingerprint(city: City):
    """Everything a city holds, as plain values."""
    return (
        list(city.height.items()),
        list(city.top.items()),
        list(city.tile_of.items()),
        list(city.placed),
    )


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    moves=st.integers(0, 60),
    variants=st.frozensets(st.sampled_from(VARIANTS)),
)
def test_judging_a_placement_matches_scoring_the_placed_city(seed, moves, variants):
    state = grown(seed, moves, Options(2, long_game=True, variants=variants))
    city = state.cities[state.current]
    rng = random.Random(seed)
    # Tiles not in the city yet: a tile is placed once.
    fresh = sorted(set(TILES) - {p.tile_id for p in city.placed})
    check_every_placement(city, rng.sample(fresh, 3), variants)


@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)])
def test_judging_next_to_lakes_and_markets(variants):
    # Placements that close a lake, fill one, and touch Markets.
    city = cityart.city(LAKE_SIDE)
    assert check_every_placement(city, [23, 21, 49, 46, 6, 1], variants) > 50


def test_triangle_and_order_finds_the_spot_of_a_move():
    state = grown(3, 20, Options(2))
    city = state.cities[state.current]
    survey = Survey(city)
    for _, spot, anchor, rotation in survey.placements(23):
        triangle, order = triangle_and_order(anchor, rotation)
        assert triangle == spot.triangle
        kinds = tuple(TILE_CODES[23][i] for i in order)
        judged = survey.judge(spot, kinds)
        placed = city.copy()
        placed.place(TILES[23], Placement(anchor, rotation, spot.level))
        assert judged.points == points(placed, frozenset())


def test_rates():
    value, stars = rates([23, 24])  # market barracks plaza-house; house garden plaza-market
    assert value == (0.5, 0.5, 0.5, 0.0, 0.5)
    assert stars == (0.5, 1.0, 0.0, 0.0, 0.0)


@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)])
def test_with_no_move_left_the_projection_is_the_score(variants):
    state = grown(11, 999, Options(2, variants=variants))
    assert state.over
    table = Table(state.view(), Weights())
    for seat in range(2):
        assert table.projection(seat) == pytest.approx(state.score(seat).total)


@pytest.mark.parametrize("level", LEVELS)
def test_architect_projection_with_no_move_left_is_its_score(level):
    outlook = Outlook(Weights(), rates([1, 2]), 0)
    pile = [1, 5, 23, 24, 8]
    for variants in (frozenset(), frozenset(VARIANTS)):
        exact = score_architect(pile, 3, level, variants).total
        assert architect_projection(pile, 3, level, variants, outlook) == exact


def test_the_projection_values_what_is_to_come():
    state = new_game(Options(2), 1)
    table = Table(state.view(), Weights())
    # At the start, a city worth 0 points is projected to score.
    assert table.projection(0) > 20
    # More moves left, more to come.
    early, late = table.outlook(17), table.outlook(2)
    assert sum(early.future_value) > sum(late.future_value) > 0
    assert sum(early.future_stars) > sum(late.future_stars) > 0


class ReadOnly(dict):
    """A city's dict that refuses to be changed."""

    def _refuse(self, *args, **kwargs):
        raise AssertionError("the survey wrote into the city")

    __setitem__ = __delitem__ = pop = popitem = clear = update = setdefault = _refuse


def read_only(city: City) -> City:
    frozen = city.copy()
    frozen.height = ReadOnly(city.height)
    frozen.top = ReadOnly(city.top)
    frozen.tile_of = ReadOnly(city.tile_of)
    return frozen


@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)])
def test_judging_never_writes_into_the_city(variants):
    # Not even for a moment: covering Houses (their groups are counted
    # again) and closing lakes (found again) included.
    covered = closed = 0
    cities = [cityart.city(LAKE_SIDE)]
    cities += [grown(seed, 50, Options(2, long_game=True)).cities[0] for seed in range(3)]
    for city in cities:
        survey = Survey(read_only(city), variants)
        for tid in TILES:
            for _, spot, _, _ in survey.placements(tid):
                covered += spot.covers_house
        for spot in survey.spots():
            closed += spot.level == 1 and bool(lakes(set(city.height) | set(spot.cells)))
    assert covered and closed


def test_the_placements_are_the_legal_moves():
    for state in (grown(5, 14, Options(3)), grown(6, 30, Options(2))):
        view = state.view()
        survey = Survey(view.cities[view.current])
        listed = [
            (position, anchor, rotation, spot.level)
            for position in range(min(len(view.site), view.stones[view.current] + 1))
            for _, spot, anchor, rotation in survey.placements(view.site[position])
        ]
        moves = view.legal_moves()
        assert listed == [(m.tile, m.anchor, m.rotation, m.level) for m in moves]
        assert len(set(listed)) == len(listed)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_alone_judges_as_scoring_does(variant):
    for seed in (2,):
        state = grown(seed, 30, Options(2, long_game=True, variants=frozenset({variant})))
        city = state.cities[state.current]
        # Tiles not in the city yet: a tile is placed once.
        fresh = sorted(set(TILES) - {p.tile_id for p in city.placed})
        check_every_placement(city, random.Random(seed).sample(fresh, 3), frozenset({variant}))
