"""``expert`` (akropolis/bots/hard.py), the levels' settings and the solo
plan (``Search`` with ``rounds`` above 1): legal, reproducible, blind to
the order of the hidden stacks. Budgets are tiny: behaviour, not strength
(docs/ai.md measures that)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from positions import positions, solo_then_two_players

from akropolis.bots import BOTS, ExpertBot, HardBot, make_bot, search
from akropolis.bots.hard import EXPERT, EXPERT_SOLO_WEIGHTS, HARD, Settings
from akropolis.bots.outlook import Weights
from akropolis.bots.search import Look
from akropolis.rules.game import GameState, Options, Setup
from akropolis.rules.scoring import VARIANTS


class QuickPlanner(HardBot):
    """``hard`` planning three rounds ahead in every solo game, on a test's
    budget."""

    settings = Settings(
        Look(root_placements=2, budget=6_000, deep_moves=4, samples=6),
        plan=Look(root_placements=2, budget=6_000, deep_moves=2, samples=2, rounds=3),
    )


#: Solo against Callicrates with all five variants: where ``expert`` plans.
EVERY = Options(1, solo="callicrates", variants=frozenset(VARIANTS))

SOLO = [
    Options(1, solo="callicrates"),
    Options(1, solo="metagenes", variants=frozenset(VARIANTS)),
]


def reordered(state: GameState, seed: int) -> GameState:
    """The same game as the player sees it, the hidden stacks reshuffled."""
    setup = state.setup
    seen = state.options.site_size + state.stacks_used * state.options.stack_size
    hidden = list(setup.tile_order[seen:])
    random.Random(seed).shuffle(hidden)
    other = GameState.start(Setup(setup.options, setup.tile_order[:seen] + tuple(hidden)))
    for move in state.history:
        other.play(move)
    return other


def test_expert_is_offered_and_the_references_stay_in_the_arena():
    from akropolis.app.newgame import CONTROLS

    assert BOTS["expert"] is ExpertBot and make_bot("expert", 1).name == "expert"
    assert ExpertBot.settings.look.budget == 4 * HardBot.settings.look.budget
    offered = dict(CONTROLS)
    assert "expert" in offered
    assert "hard-2026-11" not in offered and "expert-2026-11" not in offered
    assert set(offered) - {"human"} <= set(BOTS)


@pytest.mark.parametrize("options", SOLO, ids=["callicrates", "metagenes-variants"])
def test_the_solo_plan_plays_legal_reproducible_moves(options):
    for n, state in enumerate(positions(options, 23, every=6)[:5]):
        view = state.view()
        move = QuickPlanner(1).choose(view, n)
        assert state.move_error(move) is None
        assert QuickPlanner(2).choose(state.view(), n) == move
        thinking = QuickPlanner(3).start(state.view(), n)
        while thinking.step() is None:
            pass
        assert thinking.move == move


def test_the_solo_plan_does_not_depend_on_the_order_of_the_hidden_stacks():
    for state in positions(SOLO[0], 31, every=6)[1:4]:
        assert state.stacks_left >= 2
        move = QuickPlanner(5).choose(state.view(), 77)
        assert QuickPlanner(5).choose(reordered(state, 1).view(), 77) == move
        assert QuickPlanner(5).choose(reordered(state, 2).view(), 77) == move


def test_a_level_s_settings_for_a_game():
    """The plan and its weights only in solo with enough variants; the
    solo weights in every solo game; with players, the level's own."""
    all_five = EVERY
    four = Options(1, solo="callicrates", variants=frozenset(VARIANTS[:4]))
    assert EXPERT.for_game(all_five) == (EXPERT.plan_weights, EXPERT.plan)
    assert EXPERT.for_game(four) == (EXPERT_SOLO_WEIGHTS, EXPERT.look)
    assert EXPERT.for_game(SOLO[0]) == (EXPERT_SOLO_WEIGHTS, EXPERT.look)
    assert EXPERT.for_game(Options(2, variants=frozenset(VARIANTS))) == (Weights(), EXPERT.look)
    for options in (all_five, four, SOLO[0], Options(3)):
        assert HARD.for_game(options) == (Weights(), HARD.look)
    # A plan without weights of its own keeps the solo weights.
    plain = replace(EXPERT, plan_weights=None)
    assert plain.for_game(all_five) == (EXPERT_SOLO_WEIGHTS, EXPERT.plan)


def test_expert_s_settings():
    """``expert``: with players, 10 placements of each tile and 12 moves
    over 12 shuffles on four times hard's budget; in solo with all five
    variants, the next three rounds searched in full for 12 moves over 24
    deals, from the 3 best line ends of each round, the tile left over
    counted at each round's end (the Architect's, sure and likely, and the
    player's own), a line's end projected with the tiles its deal has not
    dealt, the Architect's Stones staggered (the plan's only change of
    weights)."""
    assert EXPERT.look == Look(root_placements=10, budget=240_000, deep_moves=12, samples=12)
    assert HARD.look == Look(root_placements=3, budget=60_000, deep_moves=4, samples=6)
    assert EXPERT.plan == Look(
        root_placements=10,
        budget=20_000_000,
        deep_moves=12,
        samples=24,
        rounds=3,
        beam=3,
        leftover=True,
        leftover_odds=True,
        own_leftover=True,
        deal_rates=True,
    )
    assert EXPERT.plan_variants == 5
    assert EXPERT.plan_weights == replace(EXPERT_SOLO_WEIGHTS, architect_stone_stagger=4.0)
    assert HARD.plan is None and HARD.solo_weights is None


def test_a_level_searches_with_the_settings_of_its_game(monkeypatch):
    """What ``hard`` and ``expert`` hand the search, move by move."""
    from akropolis.bots import hard

    made = []

    class Spy(search.Search):
        def __init__(self, view, table, rng, look):
            super().__init__(view, table, rng, look)
            made.append((look, table.weights))

    monkeypatch.setattr(hard, "Search", Spy)
    cheap = replace(
        EXPERT,
        look=replace(EXPERT.look, budget=3_000),
        plan=replace(EXPERT.plan, budget=3_000),
    )
    Cheap = type("Cheap", (ExpertBot,), {"settings": cheap})
    solo_then_two_players(Cheap, EVERY, 41, 3)
    planned = (cheap.plan, cheap.plan_weights)
    assert made == [planned, planned, (cheap.look, Weights())]
    made.clear()
    solo_then_two_players(Cheap, SOLO[0], 41, 3)
    assert made == [(cheap.look, EXPERT_SOLO_WEIGHTS)] * 2 + [(cheap.look, Weights())]
