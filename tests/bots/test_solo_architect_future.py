"""Issue 15, third try: the Illustrious Architect's House value to come
(``Weights.architect_houses``) and its variants' doublings to come
(``Weights.architect_doubling``) in the fitted projection of its score.
Behaviour, not strength (docs/ai.md, "Issue 15: solo, third try")."""

from __future__ import annotations

from dataclasses import replace

import pytest
from positions import positions

from akropolis.bots.hard import ExpertBot
from akropolis.bots.outlook import Outlook, Table, Weights, architect_projection
from akropolis.rules import solo
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS

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


@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["plain", "variants"])
def test_the_architect_s_houses_to_come_weigh_more_while_moves_are_left(variants):
    plain = Weights(architect_stone_hope=2.0)
    assert plain.architect_houses == 1.0 and not plain.architect_doubling
    more = replace(plain, architect_houses=2.0)
    for base, heavier, left in _projections(variants, [plain, more]):
        if left == 0:
            assert heavier == base
        else:
            assert heavier >= base
    assert any(h > b for b, h, _ in _projections(variants, [plain, more]))


def test_the_architect_s_doublings_to_come_count_with_the_variants_only():
    plain = Weights()
    doubling = replace(plain, architect_doubling=True)
    for base, doubled, _ in _projections(frozenset(), [plain, doubling]):
        assert doubled == base
    rows = _projections(ALL, [plain, doubling])
    for base, doubled, left in rows:
        if left == 0:
            assert doubled == base  # the exact score: nothing to come
        else:
            assert doubled > base
    # One variant alone: only its type's value to come is doubled.
    temples = frozenset({"temples"})
    for base, doubled, left in _projections(temples, [plain, doubling]):
        assert doubled >= base and (left > 0 or doubled == base)


def test_the_architect_s_scale_weighs_its_projection_while_moves_are_left():
    plain = Weights(architect_stone_hope=2.0)
    assert plain.architect_scale == 1.0
    heavier = replace(plain, architect_scale=1.25)
    rule = replace(plain, architect_rule=True)
    for lighter, heavy in ((plain, heavier), (rule, replace(rule, architect_scale=1.25))):
        rows = _projections(ALL, [lighter, heavy])
        assert any(left and base > 0 for base, _, left in rows)
        for base, scaled, left in rows:
            if left == 0:
                assert scaled == base  # the exact score is never scaled
            else:
                assert scaled == pytest.approx(1.25 * base)


def test_the_variants_factor_of_the_value_to_come_can_leave_the_architect_out():
    plain = Weights(architect_stone_hope=2.0)
    both = replace(plain, variant_future=1.6)
    assert both.architect_variant_future is None
    player_only = replace(both, architect_variant_future=1.0)
    explicit = replace(both, architect_variant_future=1.6)
    rows = _projections(ALL, [plain, both, player_only, explicit])
    assert any(b != p for p, b, _, _, left in rows if left)
    for p, b, only, e, _ in rows:
        assert only == p  # the Architect's as without the factor
        assert e == b  # None: the player's factor
    player = 1 - solo.ARCHITECT_SEAT
    architect_only = replace(plain, architect_variant_future=2.0)
    seen = 0
    for state in positions(Options(1, solo="callicrates", variants=ALL), 7, every=6):
        view = state.view()
        mine = [
            Table(view, w).projection(player) for w in (plain, both, player_only, architect_only)
        ]
        assert mine[2] == mine[1]  # the player's value to come keeps the factor
        assert mine[3] == mine[0]  # and the Architect's factor is not the player's
        seen += mine[1] != mine[0]
    assert seen
    assert any(a != p for p, a, left in _projections(ALL, [plain, architect_only]) if left)


def test_the_architect_s_own_stars_to_come_leave_the_player_alone():
    plain = Weights(architect_stone_hope=2.0)
    assert plain.architect_future_stars is None
    more = replace(plain, architect_future_stars=1.2)
    explicit = replace(plain, architect_future_stars=plain.future_stars)
    rows = _projections(ALL, [plain, more, explicit])
    assert any(left and m > p for p, m, _, left in rows)
    for p, m, e, left in rows:
        assert e == p  # None: the player's factor, to the float
        if left == 0:
            assert m == p  # the exact score: no star to come
        else:
            assert m >= p
    player = 1 - solo.ARCHITECT_SEAT
    for state in positions(Options(1, solo="callicrates", variants=ALL), 7, every=6):
        view = state.view()
        assert Table(view, more).projection(player) == Table(view, plain).projection(player)


def test_the_architect_s_later_stones_taper_off_earlier_when_staggered():
    plain = ExpertBot.solo_weights
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
