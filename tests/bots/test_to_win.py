"""Issue 15, thirteenth try: in the look further, a line that reaches the
game's end judged by whether the player wins there (``Search.to_win``,
``HardBot.solo_to_win``). Behaviour, not strength (docs/ai.md measures
that)."""

from __future__ import annotations

import random

import pytest
from positions import finish, positions
from test_expert import EVERY, searched_with

from akropolis.bots import HardBot, search
from akropolis.bots.outlook import Table


def _drive(generator):
    try:
        while True:
            next(generator)
    except StopIteration as done:
        return done.value


def _deal_values(view, to_win: bool):
    """Per move looked at further and per deal, the value the look further
    gives the deal."""
    ends = []

    class Keep(search.Search):
        def _deepen(self, scored):
            ends.extend(end for *_, end in sorted(scored, key=lambda s: -s[0])[:2])
            return (yield from super()._deepen(scored))

    found = Keep(
        view,
        Table(view, HardBot.weights),
        random.Random(4),
        root_placements=2,
        budget=10**9,
        deep_moves=2,
        samples=3,
        rounds=3,
        to_win=to_win,
    )
    finish(found)
    rounds = max(1, min(3, view.stacks_left))
    stacks = found._deals(rounds)
    return [[_drive(found._over(end, [s], rounds)) for s in stacks] for end in ends]


def _position(far: bool):
    for seed in range(20, 40):
        for state in positions(EVERY, seed, every=2):
            left = state.view().stacks_left
            if (left > 3) if far else (1 <= left <= 3):
                return state.view()
    raise AssertionError("no such position")


def test_a_line_that_ends_the_game_is_worth_a_win_or_a_loss():
    view = _position(far=False)
    margins = _deal_values(view, False)
    wins = _deal_values(view, True)
    assert margins and len(margins) == len(wins)
    seen = set()
    for ms, ws in zip(margins, wins, strict=True):
        for m, w in zip(ms, ws, strict=True):
            outcome = 1.0 if m > 0 else 0.0 if m < 0 else 0.5
            assert w == pytest.approx(outcome + m / 1000)
            seen.add(outcome)
    assert seen  # the deals were judged


def test_lines_that_do_not_end_the_game_keep_their_margin():
    view = _position(far=True)
    assert _deal_values(view, True) == _deal_values(view, False)


def test_it_is_for_the_solo_plan_only_and_off_unless_asked():
    assert searched_with("to_win", solo_to_win=True) == [True, True, False]
    assert not HardBot.solo_to_win
