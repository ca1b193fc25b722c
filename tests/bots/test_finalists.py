"""The finalists of the look further (``Search.finalists``): after every
move looked at has been judged over ``samples`` deals, the best go on over
more, ``final_samples`` in all, and one of them is played. Budgets are tiny:
behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

import random

import pytest
from positions import finish, positions
from test_expert import SOLO, QuickPlanner, reordered

from akropolis.bots import search
from akropolis.bots.outlook import Table, Weights


class QuickFinalists(QuickPlanner):
    """The solo plan of three rounds: 3 moves over 2 deals, then the best
    2 over 5 deals in all."""

    solo_deep_moves = 3
    solo_finalists = 2
    solo_final_samples = 5


class Spy(search.Search):
    """A search that notes each look further: the move's line end and how
    many deals it was judged over."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.looks: list[tuple[int, int]] = []

    def _over(self, end, stacks, rounds):
        self.looks.append((id(end), len(stacks)))
        return (yield from super()._over(end, stacks, rounds))


def make(state, rng_seed: int = 7, **settings) -> Spy:
    view = state.view()
    return Spy(view, Table(view, Weights()), random.Random(rng_seed), **settings)


def test_the_best_moves_of_the_first_look_go_on_over_the_further_deals():
    state = positions(SOLO[0], 31, every=6)[3]
    assert state.stacks_left >= 3
    plain = make(state, root_placements=2, budget=50_000, deep_moves=3, samples=2, rounds=2)
    finals = make(
        state,
        root_placements=2,
        budget=50_000,
        deep_moves=3,
        samples=2,
        rounds=2,
        finalists=2,
        final_samples=5,
    )
    # The first look is the same: the same moves, over the same 2 deals.
    deals = make(state, samples=2)._deals(2)
    assert make(state, samples=2, finalists=2, final_samples=5)._deals(2)[:2] == deals
    assert len(make(state, samples=2, finalists=2, final_samples=5)._deals(2)) == 5
    finish(plain)
    finish(finals)
    assert [n for _, n in plain.looks] == [n for _, n in finals.looks[:3]] == [2, 2, 2]
    # Then the 2 best of the 3 over the 3 further deals.
    assert [n for _, n in finals.looks[3:]] == [3, 3]
    assert len({end for end, _ in finals.looks[3:]}) == 2
    assert {end for end, _ in finals.looks[3:]} <= {end for end, _ in finals.looks[:3]}


def test_the_finalists_are_the_moves_with_the_best_means_and_are_judged_over_every_deal():
    state = positions(SOLO[0], 31, every=6)[3]
    seen = {}

    class Means(Spy):
        def _over(self, end, stacks, rounds):
            total = yield from super()._over(end, stacks, rounds)
            seen.setdefault(id(end), []).append((total, len(stacks)))
            return total

        def _deepen(self, scored):
            judged = yield from super()._deepen(scored)
            seen["result"] = [(mean, id(end)) for mean, _, _, end in judged]
            return judged

    view = state.view()
    searched = Means(
        view,
        Table(view, Weights()),
        random.Random(7),
        root_placements=2,
        budget=50_000,
        deep_moves=4,
        samples=2,
        rounds=1,
        finalists=2,
        final_samples=6,
    )
    finish(searched)
    firsts = {end: looks[0][0] / 2 for end, looks in seen.items() if end != "result"}
    assert len(firsts) == 4
    best_two = sorted(firsts, key=lambda end: -firsts[end])[:2]
    result = seen["result"]
    assert sorted(end for _, end in result) == sorted(best_two)
    for mean, end in result:
        (first, two), (more, four) = seen[end]
        assert (two, four) == (2, 4)
        assert mean == pytest.approx((first + more) / 6)


def test_out_of_budget_in_the_final_look_the_first_look_stands():
    state = positions(SOLO[0], 31, every=6)[3]
    plain = make(state, root_placements=2, budget=50_000, deep_moves=3, samples=2, rounds=2)
    finish(plain)
    spent = plain.work
    # Enough for the first look, not for the finalists' deals.
    short = make(
        state,
        root_placements=2,
        budget=spent + 1,
        deep_moves=3,
        samples=2,
        rounds=2,
        finalists=2,
        final_samples=40,
    )
    assert finish(short) == finish(
        make(state, root_placements=2, budget=spent + 1, deep_moves=3, samples=2, rounds=2)
    )
    assert [n for _, n in short.looks[:3]] == [2, 2, 2] and len(short.looks) == 4


@pytest.mark.parametrize("options", SOLO, ids=["callicrates", "metagenes-variants"])
def test_the_finalists_play_legal_reproducible_moves(options):
    for n, state in enumerate(positions(options, 23, every=6)[:4]):
        move = QuickFinalists(1).choose(state.view(), n)
        assert state.move_error(move) is None
        assert QuickFinalists(2).choose(state.view(), n) == move
        thinking = QuickFinalists(3).start(state.view(), n)
        while thinking.step() is None:
            pass
        assert thinking.move == move


def test_the_finalists_do_not_depend_on_the_order_of_the_hidden_stacks():
    for state in positions(SOLO[0], 31, every=6)[1:4]:
        move = QuickFinalists(5).choose(state.view(), 77)
        assert QuickFinalists(5).choose(reordered(state, 1).view(), 77) == move
        assert QuickFinalists(5).choose(reordered(state, 2).view(), 77) == move
