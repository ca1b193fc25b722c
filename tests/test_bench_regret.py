"""bench/regret.py: a bot's regret against an oracle that looks one round
further at every move it weighs (docs/ai.md, "Issue 15: where more search
pays")."""

from __future__ import annotations

from itertools import islice

from akropolis.bots.outlook import Weights
from akropolis.rules.game import Move
from akropolis.rules.setup import Options
from bench.regret import MODES, oracle_values, positions, regret, weights_of


def test_regret_is_the_shortfall_from_the_oracle_s_best_move():
    best, other = Move(0, (0, 0), 0, 1), Move(1, (1, 0), 2, 1)
    values = {best: 12.5, other: 10.0}
    assert regret(values, best) == 0.0
    assert regret(values, other) == 2.5
    assert regret(values, Move(2, (0, 1), 0, 1)) is None  # not weighed


def test_positions_are_a_player_s_moves_that_look_further():
    found = list(islice(positions(MODES["solo"], "medium", 5, 1, every=3), 4))
    assert len(found) == 4
    turns = [turn for _, turn, _, _ in found]
    assert turns == sorted(turns) and len(set(turns)) == 4
    for game, _, view, _ in found:
        assert game == 5
        assert view.stacks_left and not view.is_architect(view.current)


def test_the_oracle_weighs_its_placements_of_every_affordable_tile():
    _, _, view, _ = next(positions(Options(players=2), "medium", 3, 1))
    values = oracle_values(view, Weights(), 2, 2, "oracle")
    tiles = {move.tile for move in values}
    assert tiles == set(range(min(len(view.site), view.stones[view.current] + 1)))
    assert all(sum(m.tile == t for m in values) <= 2 for t in tiles)
    # The same seed, the same values; the bot's move has a regret of 0 or more.
    assert oracle_values(view, Weights(), 2, 2, "oracle") == values
    best = max(values, key=values.get)
    assert regret(values, best) == 0.0
    assert all(regret(values, move) > 0.0 for move in values if values[move] < values[best])


def test_two_players_positions_come_from_both_seats():
    found = list(islice(positions(Options(players=2), "medium", 4, 1), 8))
    assert {view.current for _, _, view, _ in found} == {0, 1}


def test_the_oracle_judges_with_the_bot_s_own_weights():
    assert weights_of("hard", solo=False) == Weights()
    assert weights_of("expert", solo=True).architect_stone_hope_per_variant == 2.4
    assert weights_of("expert-wide", solo=True).architect_stone_hope_per_variant == 0.0
    assert weights_of("medium", solo=True) == Weights()
