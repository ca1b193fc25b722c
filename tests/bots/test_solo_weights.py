"""Issue 15, solo tuning: the Illustrious Architect's Stones hoped for
(``Weights.architect_stone_hope``) and a level's own weights for solo
(``HardBot.solo_weights``). Behaviour, not strength (docs/ai.md, "Issue
15: solo tuning", measures that)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from positions import positions, solo_then_two_players
from test_expert import EVERY, QuickPlanner

from akropolis.bots import HardBot
from akropolis.bots.outlook import Outlook, Table, Weights, architect_projection
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS


@pytest.mark.parametrize("rule", [False, True], ids=["fitted", "rule"])
@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)], ids=["plain", "variants"])
def test_the_architect_s_stones_are_worth_more_while_moves_are_left(rule, variants):
    state = positions(Options(1, solo="callicrates", variants=variants), 7, every=6)[2]
    view = state.view()
    plain = Weights(architect_rule=rule)
    hoping = replace(plain, architect_stone_hope=2.5)
    for left in (0, 1, 5):
        for stones in (0, 1, 3, 4, 7):
            values = []
            for weights in (plain, hoping):
                outlook = Table(view, weights).outlook(left)
                values.append(
                    architect_projection(view.pile, stones, "callicrates", variants, outlook)
                )
            extra = 2.5 * min(stones, plain.stone_cap) if left else 0.0
            assert values[1] == pytest.approx(values[0] + extra)


def test_without_the_architect_s_stone_hope_nothing_changes():
    outlook = Outlook(Weights(), ((0.5,) * 5, (0.3,) * 5), 4)
    assert outlook.architect_stone_hope == 0.0
    hoping = Weights(architect_stone_hope=1.5)
    assert Outlook(hoping, ((0.5,) * 5, (0.3,) * 5), 4).architect_stone_hope == 1.5
    assert Outlook(hoping, ((0.5,) * 5, (0.3,) * 5), 0).architect_stone_hope == 0.0


def test_the_architect_s_stones_are_worth_more_with_each_variant_on():
    rates = ((0.5,) * 5, (0.3,) * 5)
    hoping = Weights(architect_stone_hope=2.0, architect_stone_hope_per_variant=3.5)
    for n in range(len(VARIANTS) + 1):
        variants = frozenset(VARIANTS[:n])
        assert Outlook(hoping, rates, 4, variants).architect_stone_hope == 2.0 + 3.5 * n
        assert Outlook(hoping, rates, 0, variants).architect_stone_hope == 0.0
        # Off by default: the Stones' worth does not change with the variants.
        assert (
            Outlook(Weights(architect_stone_hope=2.0), rates, 4, variants).architect_stone_hope
            == 2.0
        )
    # Through the projection, as the search sees it.
    state = positions(Options(1, solo="callicrates", variants=frozenset(VARIANTS)), 7, every=6)[2]
    view = state.view()
    values = []
    for weights in (Weights(), hoping):
        outlook = Table(view, weights).outlook(5)
        values.append(
            architect_projection(view.pile, 3, "callicrates", view.options.variants, outlook)
        )
    assert values[1] == pytest.approx(values[0] + 3 * (2.0 + 3.5 * len(VARIANTS)))


@pytest.fixture
def used(monkeypatch) -> list:
    """(solo or not, weights) of each ``Table`` a bot sets up."""
    import akropolis.bots.hard as hard

    made = []

    class Spy(Table):
        def __init__(self, view, weights):
            made.append((bool(view.options.solo), weights))
            super().__init__(view, weights)

    monkeypatch.setattr(hard, "Table", Spy)
    return made


def test_solo_weights_are_used_in_solo_only(used):
    solo = Weights(architect_stone_hope=3.0)

    class Cheap(HardBot):
        budget = 2_000
        root_placements = 2
        deep_moves = 1
        samples = 1
        solo_weights = solo

    solo_then_two_players(Cheap, Options(1, solo="callicrates"), 11, 5)
    assert used == [(True, solo), (True, solo), (False, Cheap.weights)]
    assert HardBot.solo_weights is None


def test_the_plan_s_own_weights_are_used_with_the_plan_only(used):
    solo = Weights(architect_stone_hope=3.0)
    plan = replace(solo, architect_stone_stagger=4.0)

    class Planner(QuickPlanner):
        solo_weights = solo
        solo_plan_weights = plan
        solo_plan_variants = 5

    solo_then_two_players(Planner, EVERY, 11, 5)
    assert used == [(True, plan), (True, plan), (False, Planner.weights)]
    used.clear()
    # With fewer variants, no plan: the solo weights.
    solo_then_two_players(Planner, Options(1, solo="callicrates"), 11, 5)
    assert used == [(True, solo), (True, solo), (False, Planner.weights)]
    assert HardBot.solo_plan_weights is None


def test_the_architect_s_stones_taper_off_as_its_moves_run_out():
    rates = ((0.5,) * 5, (0.3,) * 5)
    every = frozenset(VARIANTS)
    flat = Weights(architect_stone_hope=2.0, architect_stone_hope_per_variant=3.0)
    tapered = replace(flat, architect_stone_taper=4.0)
    for left in range(9):
        full = Outlook(flat, rates, left, every).architect_stone_hope
        assert full == (17.0 if left else 0.0)
        # Worth 17 x min(1, moves left / 4): the same floats from 4 moves left.
        expected = full * left / 4.0 if left < 4 else full
        assert Outlook(tapered, rates, left, every).architect_stone_hope == expected
    assert Outlook(tapered, rates, 1, every).architect_stone_hope == 4.25
    # Off by default.
    assert Weights().architect_stone_taper == 0.0


def test_expert_values_the_architect_s_stones_in_solo_only():
    from akropolis.bots import ExpertBot, ExpertPlanBot
    from akropolis.bots.frozen import Hard202611
    from akropolis.bots.hard import ExpertWideBot

    # The settings measured in docs/ai.md ("Issue 15: the Architect's Stones,
    # worth more with each variant", "Issue 15: solo with all five variants,
    # a fifth try"): only the Architect's Stones change, 5 points each
    # without variants and 17 with all five, as validated, tapering off over
    # its last 4 moves; with players expert plays as before.
    assert ExpertBot.solo_weights == replace(
        ExpertBot.weights,
        architect_stone_hope=5.0,
        architect_stone_hope_per_variant=2.4,
        architect_stone_taper=4.0,
    )
    rates = ((0.5,) * 5, (0.3,) * 5)
    assert Outlook(ExpertBot.solo_weights, rates, 4).architect_stone_hope == 5.0
    assert Outlook(ExpertBot.solo_weights, rates, 2).architect_stone_hope == 2.5
    every = frozenset(VARIANTS)
    assert Outlook(ExpertBot.solo_weights, rates, 9, every).architect_stone_hope == 17.0
    assert Outlook(ExpertBot.solo_weights, rates, 1, every).architect_stone_hope == 4.25
    assert ExpertBot.weights == Weights() and ExpertBot.weights.architect_stone_hope == 0.0
    # hard, the frozen reference and the planning bot as measured: unchanged.
    for bot in (HardBot, Hard202611, ExpertPlanBot):
        assert bot.solo_weights is None and bot.weights.architect_stone_hope == 0.0
    # The wider look keeps the solo weights it was measured with.
    assert ExpertWideBot.solo_weights == Weights(architect_stone_hope=2.0)
