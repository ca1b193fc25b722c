"""Issue 15: judging the solo plan's lines by the player's odds of winning
(``hard.WinOdds``, ``HardBot.solo_odds``, ``Search``'s ``odds``) instead of
their margin. Behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

import random
from statistics import NormalDist

import pytest
from positions import finish, positions, solo_then_two_players

from akropolis.bots import HardBot
from akropolis.bots.hard import WinOdds
from akropolis.bots.outlook import Table
from akropolis.bots.search import Search
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS

EVERY = Options(1, solo="callicrates", variants=frozenset(VARIANTS))
ROWS = ((2, 10.0, 1.0, 20.0), (6, 30.0, 0.5, 40.0))


def test_the_odds_are_a_normal_law_about_the_fitted_line():
    odds = WinOdds(ROWS)
    assert odds.figures(2) == (10.0, 1.0, 20.0)
    # Halfway between the rows, and held beyond them.
    assert odds.figures(4) == pytest.approx((20.0, 0.75, 30.0))
    assert odds.figures(0) == odds.figures(2) and odds.figures(9) == odds.figures(6)
    assert odds(-10.0, 2) == pytest.approx(0.5)
    assert odds(10.0, 2) == pytest.approx(NormalDist().cdf(1.0))
    assert odds(-60.0, 6) == pytest.approx(0.5)
    # More margin, better odds; the rows in any order.
    assert odds(-30.0, 5) < odds(-20.0, 5) < odds(0.0, 5)
    assert WinOdds(ROWS[::-1]).figures(3) == odds.figures(3)
    # With no move left the game is over: won, lost, or a tie.
    assert (odds(0.5, 0), odds(-0.5, 0), odds(0.0, 0)) == (1.0, 0.0, 0.5)
    assert odds(-14.0, 0) == 0.0 < odds(-14.0, 1)
    for rows in ((), ((2, 10.0, 0.0, 20.0),), ((2, 10.0, 1.0, 0.0),)):
        with pytest.raises(ValueError):
            WinOdds(rows)


def test_the_search_judges_the_lines_looked_at_further_by_the_odds():
    state = positions(EVERY, 31, every=6)[0]
    view = state.view()
    seen = []

    def odds(margin, left):
        seen.append((margin, left))
        return margin

    def search(odds=None):
        return Search(
            view,
            Table(view, HardBot.weights),
            random.Random(5),
            root_placements=2,
            budget=10**9,
            deep_moves=3,
            samples=2,
            rounds=2,
            odds=odds,
        )

    plain = finish(search())
    # Odds that are the margin itself: the same move, each of the 3 moves'
    # lines judged once per deal, two rounds after this one, where the
    # player has the same moves left in every line.
    assert finish(search(odds)) == plain
    assert len(seen) == 3 * 2
    lefts = {left for _, left in seen}
    assert len(lefts) == 1 and 0 < lefts.pop() < Table(view, HardBot.weights).left[view.current]
    # The odds decide: judged by the opposite of the margin, another move.
    assert finish(search(lambda margin, left: -margin)) != plain


def test_the_odds_are_used_with_the_plan_only():
    from akropolis.bots import search

    made = []

    class Spy(search.Search):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self.odds)

    class Cheap(HardBot):
        budget = 2_000
        root_placements = 2
        deep_moves = 1
        samples = 1
        solo_plan = True
        solo_plan_variants = 5
        solo_deep_moves = 1
        solo_samples = 1
        solo_odds = ROWS
        search_class = Spy

    solo_then_two_players(Cheap, EVERY, 11, 5)
    assert [type(o) for o in made] == [WinOdds, WinOdds, type(None)]
    assert made[0].rows == WinOdds(ROWS).rows
    made.clear()
    solo_then_two_players(Cheap, Options(1, solo="callicrates"), 11, 5)
    assert made == [None, None, None]
    assert HardBot.solo_odds is None
