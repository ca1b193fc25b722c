"""The end of the game (RULINGS.md "End of the game"): category scores,
who wins each category with its tie-breaks, and who wins the game with its
tie-breaks."""

from __future__ import annotations

from akropolis.cards.scoring import result, standing


def test_a_category_score_is_the_sum_of_its_cards():
    """End of the game: each category's score is the sum of its cards."""
    pile = ["walls", "acropolis", "shrine", "theatre"]
    assert standing(pile, "military").score == 12
    assert result([pile, []], [0, 0], False).scores[0] == {
        "military": 12, "civic": 6, "religious": 4,
    }  # fmt: skip


def test_category_ties_go_to_more_buildings_then_the_higher_building():
    """Winning a category: the highest score; tied on score -> more
    buildings in it; still tied -> the higher single building."""
    plain = result([["walls", "arsenal"], ["acropolis"], []], [0, 0, 0], False)
    assert plain.category_winners["military"] == 0  # 9 against 8
    more = result([["walls", "arsenal", "harbor"], ["strategion", "acropolis"]], [0, 0], False)
    assert more.scores[0]["military"] == more.scores[1]["military"] == 15
    assert more.category_winners["military"] == 0  # 3 buildings against 2
    high = result([["arsenal", "strategion"], ["walls", "acropolis"]], [0, 0], False)
    assert high.scores[0]["military"] == high.scores[1]["military"] == 12
    assert high.category_winners["military"] == 1  # the Acropolis (8) beats the Strategion (7)


def test_a_category_nobody_built_in_is_won_by_nobody():
    """Ruling: a category in which nobody has a building is won by nobody."""
    outcome = result([["walls"], ["shrine"]], [0, 0], False)
    assert outcome.category_winners == {"military": 0, "civic": None, "religious": 1}


def test_the_game_goes_to_the_most_categories_won():
    """Winning the game: the player who won the most categories."""
    outcome = result([["walls", "shrine"], ["theatre"], []], [0, 0, 9], False)
    assert outcome.won == (2, 1, 0) and outcome.winners == (0,)
    assert outcome.decided_by == "categories"


def test_game_ties_go_to_buildings_then_drachmas_then_shared():
    """Winning the game: tied on categories -> most buildings; still tied
    -> most Drachmas left; still tied -> a shared victory."""
    piles = [["acropolis", "walls"], ["agora"], ["parthenon"]]
    assert result(piles, [0, 0, 0], False).winners == (0,)  # 1 each, 2 buildings
    piles = [["acropolis"], ["agora"], ["parthenon"]]
    by_money = result(piles, [3, 5, 4], False)
    assert by_money.winners == (1,) and by_money.decided_by == "drachmas"
    shared = result(piles, [5, 5, 4], False)
    assert shared.winners == (0, 1) and shared.decided_by == "shared"
    buildings = result([["acropolis", "shrine"], ["agora", "parthenon"], []], [0, 0, 0], False)
    assert buildings.won == (1, 2, 0) and buildings.winners == (1,)


def test_the_gymnasium_adds_one_per_building_with_the_advanced_rules():
    """Advanced rules, Gymnasium/Stadium: each of your Build cards scores 1
    more at the end (in its own category)."""
    piles = [["gymnasium", "walls", "arsenal"], ["acropolis", "theatre"]]
    basic, advanced = result(piles, [0, 0], False), result(piles, [0, 0], True)
    assert basic.scores[0] == {"military": 9, "civic": 5, "religious": 0}
    assert advanced.scores[0] == {"military": 11, "civic": 6, "religious": 0}
    assert basic.category_winners["military"] == 0 and advanced.category_winners["military"] == 0
    # Theatre 6 against Gymnasium 5 + 1: tied, one building each; the
    # higher single building is the Theatre.
    assert advanced.category_winners["civic"] == 1
