"""The Illustrious Architect's Stones hoped for (``Weights.architect_stone_hope``
and what comes with it), which ``expert``'s weights for solo set.
Behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from positions import positions

from akropolis.bots.hard import ExpertBot
from akropolis.bots.outlook import Outlook, Table, Weights, architect_projection
from akropolis.rules import solo
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS


@pytest.mark.parametrize("variants", [frozenset(), frozenset(VARIANTS)], ids=["plain", "variants"])
def test_the_architect_s_stones_are_worth_more_while_moves_are_left(variants):
    state = positions(Options(1, solo="callicrates", variants=variants), 7, every=6)[2]
    view = state.view()
    plain = Weights()
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
    from akropolis.bots import ExpertBot, HardBot
    from akropolis.bots.frozen import Expert202611, Hard202611

    # Only the Architect's Stones change: 5 points each without variants
    # and 17 with all five, tapering off over its last 4 moves; with
    # players expert plays with the same weights as hard.
    solo = ExpertBot.settings.solo_weights
    assert solo == replace(
        Weights(),
        architect_stone_hope=5.0,
        architect_stone_hope_per_variant=2.4,
        architect_stone_taper=4.0,
    )
    rates = ((0.5,) * 5, (0.3,) * 5)
    assert Outlook(solo, rates, 4).architect_stone_hope == 5.0
    assert Outlook(solo, rates, 2).architect_stone_hope == 2.5
    every = frozenset(VARIANTS)
    assert Outlook(solo, rates, 9, every).architect_stone_hope == 17.0
    assert Outlook(solo, rates, 1, every).architect_stone_hope == 4.25
    assert ExpertBot.settings.weights == Weights() == HardBot.settings.weights
    assert HardBot.settings.solo_weights is None and Hard202611.settings.solo_weights is None
    assert Expert202611.settings.solo_weights.architect_stone_hope == 2.0


ALL = frozenset(VARIANTS)


def _projections(variants, weights_list, seed=7):
    """Per position of a random solo game, per number of moves left, the
    Architect's projection under each of ``weights_list``."""
    found = []
    for state in positions(Options(1, solo="callicrates", variants=variants), seed, every=6):
        view = state.view()
        for left in (0, 1, 4, 9):
            found.append(
                [
                    architect_projection(
                        view.pile,
                        view.stones[solo.ARCHITECT_SEAT],
                        "callicrates",
                        variants,
                        Table(view, w).outlook(left),
                    )
                    for w in weights_list
                ]
                + [left]
            )
    return found


def test_the_architect_s_later_stones_taper_off_earlier_when_staggered():
    plain = ExpertBot.settings.solo_weights
    assert plain.architect_stone_stagger == 0.0 and plain.architect_stone_taper == 4.0
    staggered = replace(plain, architect_stone_stagger=4.0)
    for left in (0, 1, 3, 5, 8, 11, 16):
        one = Outlook(plain, ((0.5,) * 5, (0.2,) * 5), left, ALL)
        two = Outlook(staggered, ((0.5,) * 5, (0.2,) * 5), left, ALL)
        assert one.architect_hopes is None
        base = 17.0 if left else 0.0
        # The k-th Stone (from 0): base x min(1, (left - 4 k) / 4), at least 0.
        each = [base * min(1.0, max(0.0, (left - 4 * k) / 4)) for k in range(4)]
        assert two.architect_hopes == pytest.approx([sum(each[:s]) for s in range(5)])
        assert two.architect_hopes[1] == pytest.approx(one.architect_stone_hope)
        assert two.architect_hopes[4] <= 4 * one.architect_stone_hope + 1e-9
        if left >= 16:
            assert two.architect_hopes[4] == pytest.approx(4 * one.architect_stone_hope)
    rows = _projections(ALL, [plain, staggered])
    assert any(s < p for p, s, _ in rows)
    assert all(s <= p + 1e-9 for p, s, _ in rows)
