"""What each hex scores now, and why (akropolis/app/explain.py): the board's
tooltips and the city in words. Hand-built cities (tests/cityart.py) per
condition and per variant, and the per-hex values checked against the
scorer's totals over whole games, with and without every variant."""

from __future__ import annotations

import itertools

import cityart
import pytest

from akropolis.app.explain import explain_city
from akropolis.bots import make_bot
from akropolis.rules.game import GameState, Options
from akropolis.rules.scoring import VARIANTS, score_city
from akropolis.rules.setup import Player, new_setup
from akropolis.rules.tiles import DISTRICTS

ALL = frozenset(VARIANTS)


def explained(art: str, variants=()) -> dict[str, str]:
    """Each drawn token's tooltip, by its token (``"T2"``)."""
    city = cityart.city(art)
    scores = explain_city(city.height, city.top, variants)
    return {token: scores[h].text for h, token in cityart._tokens(art) if token != "."}


def text_at(art: str, token: str, variants=()) -> str:
    city = cityart.city(art)
    return explain_city(city.height, city.top, variants)[cityart.at(art, token)].text


# ------------------------------------------------------------------ Houses
HOUSES = """
H1      H1
    h1      H1
H1      H1
    Q1
        H1
    H1
"""


def test_houses_in_the_largest_group_score_the_others_do_not():
    city = cityart.city(HOUSES)
    scores = explain_city(city.height, city.top)
    big = [s for s in scores.values() if s.kind == "house" and s.factor]
    assert len(big) == 5
    assert big[0].text == "House, level 1: in the largest group of Houses (5), scores 1 × 1 star"
    small = [s.text for s in scores.values() if s.kind == "house" and not s.factor]
    assert (
        small
        == ["House, level 1: in a group of 2, not the largest group of Houses (5), scores 0"] * 2
    )


LONE = """
H1      H1      H1
    h1      Q1
                H1
"""


def test_a_lone_house_and_a_tied_group():
    city = cityart.city(LONE)
    texts = sorted(
        s.text for s in explain_city(city.height, city.top).values() if s.kind == "house"
    )
    # Groups of 1, 1, 2 hexes: the pair scores, the two single Houses do not.
    assert texts.count("House, level 1: in the largest group of Houses (2), scores 1 × 1 star") == 2
    assert (
        texts.count("House, level 1: on its own, not in the largest group of Houses, scores 0") == 2
    )


TIED = """
H1      Q1      H1
    h1      Q1
H1      Q1      H1
"""


def test_of_two_equal_groups_only_one_scores_and_the_other_says_why():
    city = cityart.city(TIED)
    houses = [s for s in explain_city(city.height, city.top).values() if s.kind == "house"]
    assert sum(s.value for s in houses) == 2 == score_city(city.height, city.top)[0].value
    assert {s.text for s in houses if not s.factor} == {
        "House, level 1: in a group as large and worth as much as the one that scores "
        "(only one scores), scores 0"
    }




def test_the_houses_variant_doubles_a_group_worth_10():
    plain = text_at(cityart.SHOWCASE, "H2")
    assert plain == "House, level 2: in the largest group of Houses (5), scores 2 × 1 star"
    assert text_at(cityart.SHOWCASE, "H2", {"houses"}) == (
        "House, level 2: in the largest group of Houses (5); doubled by the Houses variant "
        "(the group is worth 10 or more), scores 4 × 1 star"
    )


def test_the_houses_variant_leaves_a_smaller_group_single():
    city = cityart.city(HOUSES)
    assert all(s.factor < 2 for s in explain_city(city.height, city.top, ALL).values())


# ----------------------------------------------------------------- Markets
MARKETS = """
M2
    M1      M1
m1      Q1
"""


def test_a_market_next_to_a_market_scores_0_one_alone_scores():
    texts = explained(MARKETS)
    assert texts["M2"] == "Market, level 2: next to another Market, scores 0"
    city = cityart.city(MARKETS)
    scores = explain_city(city.height, city.top)
    alone = [s.text for s in scores.values() if s.kind == "market" and s.factor]
    assert alone == ["Market, level 1: no other Market next to it, scores 1 × 2 stars"]


def test_the_markets_variant_doubles_a_market_next_to_a_market_plaza():
    assert text_at(cityart.SHOWCASE, "M1", {"markets"}) == (
        "Market, level 1: no other Market next to it; doubled by the Markets variant "
        "(next to a Market Plaza), scores 2 × 2 stars"
    )
    # Next to another Market, the variant does not save it.
    assert (
        explained(MARKETS, {"markets"})["M2"] == "Market, level 2: next to another Market, scores 0"
    )


# ---------------------------------------------------------------- Barracks
BARRACKS_EDGE = """
        Q1
    Q1      Q1
        B1
    b1      Q1
        Q1
            B1
"""

BARRACKS_LAKE = """
        H1
    H1      H1
        .
    H1      b1
        B1
    H1      H1
        H1
"""


def test_barracks_on_the_edge_score_surrounded_do_not():
    city = cityart.city(BARRACKS_EDGE)
    texts = {
        h: s.text for h, s in explain_city(city.height, city.top).items() if s.kind == "barracks"
    }
    assert texts[cityart.at(BARRACKS_EDGE, "B1")] == "Barracks, level 1: not on the edge, scores 0"
    assert "Barracks, level 1: on the edge, scores 1 × 2 stars" in texts.values()


def test_a_barracks_next_only_to_a_lake_is_not_on_the_edge():
    assert text_at(BARRACKS_LAKE, "B1", ALL) == (
        "Barracks, level 1: not on the edge (an enclosed hole is not an edge), scores 0"
    )


def test_the_barracks_variant_doubles_three_or_more_open_sides():
    assert text_at(cityart.SHOWCASE, "B1", {"barracks"}) == (
        "Barracks, level 1: on the edge; doubled by the Barracks variant (4 open sides), "
        "scores 2 × 2 stars"
    )
    assert text_at(cityart.SHOWCASE, "B1") == "Barracks, level 1: on the edge, scores 1 × 2 stars"


# ----------------------------------------------------------------- Temples
TEMPLES = """
        Q1
    Q1      T1
        T2
    t1      Q1
        Q1
"""


def test_a_surrounded_temple_scores_one_on_the_edge_does_not():
    texts = explained(TEMPLES)
    assert texts["T2"] == "Temple, level 2: surrounded, scores 2 × 2 stars"
    assert texts["T1"] == "Temple, level 1: not surrounded (3 empty spaces around it), scores 0"


def test_the_temples_variant_doubles_a_temple_on_level_2():
    assert explained(TEMPLES, {"temples"})["T2"] == (
        "Temple, level 2: surrounded; doubled by the Temples variant (on level 2 or higher), "
        "scores 4 × 2 stars"
    )


# ----------------------------------------------------------------- Gardens
def test_a_garden_always_scores_and_doubles_next_to_a_lake_with_its_variant():
    assert text_at(cityart.SHOWCASE, "G1") == "Garden, level 1: a Garden always scores, scores 1 × 3 stars"
    assert text_at(cityart.SHOWCASE, "G1", {"gardens"}) == (
        "Garden, level 1: a Garden always scores; doubled by the Gardens variant "
        "(next to a lake), scores 2 × 3 stars"
    )


# ------------------------------------------------------ Plazas and Quarries
def test_plazas_say_their_stars_and_quarries_what_they_give():
    texts = explained(TEMPLES)
    assert texts["t1"] == "Temple Plaza, level 1: 2 stars for the Temples"
    assert texts["Q1"] == "Quarry, level 1: scores nothing; building over it gives 1 Stone"
    two = """
    t1      t1
        T1
    """
    assert explained(two)["t1"] == "Temple Plaza, level 1: 2 stars for the Temples (4 in this city)"


def test_without_a_plaza_a_district_that_counts_scores_0_and_says_why():
    # The last B1 drawn is the one on the edge.
    assert explained(BARRACKS_EDGE.replace("b1", "Q1"))["B1"] == (
        "Barracks, level 1: on the edge; no Barracks Plaza yet, so it scores 0"
    )
    texts = explained(TEMPLES.replace("t1", "Q1"))
    assert texts["T2"] == "Temple, level 2: surrounded; no Temple Plaza yet, so it scores 0"


# ------------------------------------------- the values add up to the score
SUBSETS = [
    frozenset(c) for n in range(len(VARIANTS) + 1) for c in itertools.combinations(VARIANTS, n)
]


def check(height, top, variants) -> None:
    """Per type, the hexes' values are the scorer's value and their points
    its points."""
    scores = explain_city(height, top, variants)
    for line in score_city(height, top, variants):
        mine = [s for s in scores.values() if s.kind == line.district]
        assert sum(s.value for s in mine if s.stars) == line.value, (line, variants)
        assert sum(s.points for s in mine) == line.points, (line, variants)
        assert sum(1 for s in mine if s.factor and s.stars) == line.count
        assert sum(1 for s in mine if s.factor == 2 and s.stars) == line.doubled
        for s in mine:
            assert ("scores 0" in s.text) == (s.points == 0), s.text


@pytest.mark.parametrize("variants", SUBSETS, ids=lambda s: "+".join(sorted(s)) or "none")
@pytest.mark.parametrize(
    "art", [cityart.SHOWCASE, HOUSES, LONE, TIED, MARKETS, BARRACKS_EDGE, BARRACKS_LAKE, TEMPLES]
)
def test_hand_built_cities_add_up(art, variants):
    city = cityart.city(art)
    check(city.height, city.top, variants)


@pytest.mark.parametrize("seed", range(6))
def test_whole_games_add_up_turn_by_turn(seed):
    players = 2 + seed % 3
    variants = ALL if seed % 2 else frozenset(SUBSETS[seed * 5 % len(SUBSETS)])
    options = Options(players, False, variants)
    seats = [Player(f"P{i}", "random") for i in range(players)]
    state = GameState.start(new_setup(options, seed, seats))
    bot = make_bot("greedy" if seed % 2 else "random", seed)
    turns = 0
    while not state.over:
        state.play(bot.choose(state))
        turns += 1
        if turns % 7 == 0 or state.over:
            for city in state.cities:
                for subset in (variants, ALL, frozenset()):
                    check(city.height, city.top, subset)
    kinds = {s.kind for c in state.cities for s in explain_city(c.height, c.top).values()}
    assert set(DISTRICTS) <= kinds
