"""The frozen reference players (akropolis/bots/frozen.py) play as they
did when they were frozen: their moves on a set of positions are pinned
here. A change to the shared search code that changes them fails this
test: speed-ups must keep the moves (a new idea goes behind a setting
that the frozen players leave off)."""

from __future__ import annotations

from dataclasses import astuple, replace

import pytest

from akropolis.bots import BOTS, Expert202611, Hard202611, RandomBot, make_bot
from akropolis.bots.frozen import WEIGHTS_2026_11
from akropolis.bots.hard import Settings
from akropolis.bots.outlook import Weights
from akropolis.bots.search import Look
from akropolis.rules.game import GameState, Options, new_game
from akropolis.rules.scoring import VARIANTS

ALL_VARIANTS = frozenset(VARIANTS)

#: (table, seed of the random game, every how many moves a position is
#: taken), then the moves of hard-2026-11 (seed 1000 + n on position n) as
#: (tile, anchor, rotation, level), pinned in November 2026.
PINNED = [
    (
        Options(2),
        40,
        6,
        [(0, (-1, 0), 2, 1), (0, (1, 1), 5, 1), (0, (2, 1), 3, 1), (0, (0, 1), 0, 1)],
    ),
    (
        Options(3, variants=ALL_VARIANTS),
        41,
        9,
        [(0, (-1, 0), 2, 1), (0, (0, 1), 0, 1), (0, (-3, 4), 0, 1), (0, (-1, 1), 2, 2)],
    ),
    (
        Options(1, solo="callicrates"),
        42,
        5,
        [(1, (-1, 0), 2, 1), (0, (2, 0), 3, 2), (0, (1, 0), 5, 2), (0, (2, 0), 3, 2)],
    ),
    (
        Options(1, solo="callicrates", variants=ALL_VARIANTS),
        43,
        7,
        [(1, (-2, 0), 0, 1), (0, (-2, 2), 5, 2), (0, (-1, 2), 1, 2), (0, (-7, 6), 2, 2)],
    ),
]

#: The moves of expert-2026-11 (``expert`` until 2026-11-25) on positions 1
#: and 2 of each table above (seed 2000 + n on position n), pinned on
#: 2026-11-25 from ``expert`` as it then was.
PINNED_EXPERT = [
    [(0, (-1, -1), 1, 1), (0, (2, 1), 3, 1)],
    [(0, (0, 1), 0, 1), (0, (-3, 4), 0, 1)],
    [(0, (2, 0), 3, 2), (0, (1, 0), 5, 2)],
    [(0, (-2, 2), 5, 2), (0, (-1, 2), 1, 2)],
]


def positions(options: Options, seed: int, every: int) -> list[GameState]:
    """Positions of a random game where a player is to move: the first,
    every ``every``-th, and the last three (kept here, not shared, so that
    the pinned positions never move)."""
    state = new_game(options, seed)
    bot = RandomBot(seed)
    found = []
    while not state.over:
        if not state.is_architect(state.current):
            if not found or len(state.history) % every == 0 or state.tiles_in_play() <= 3:
                found.append(state.clone())
            state.play(bot.choose(state))
        else:
            state.play(state.legal_moves()[0])
    return found


def test_the_reference_players_are_in_the_arena():
    assert BOTS["hard-2026-11"] is Hard202611
    assert make_bot("hard-2026-11", 1).name == "hard-2026-11"
    assert Hard202611.settings.look.budget == 60_000 and Hard202611.settings.plan is None
    assert BOTS["expert-2026-11"] is Expert202611
    assert Expert202611.settings.look.budget == 240_000 and Expert202611.settings.plan is None


def test_the_frozen_settings_are_as_they_were():
    """Every setting of both references, so that a default changed in
    ``Weights`` or ``HardBot`` cannot change them unseen (the pinned moves
    below see only a few positions)."""
    weights = Weights(
        future_value=(0.65, 1.1, 1.1, 0.6, 1.2),
        value_per_star=0.1,
        future_stars=0.9,
        temple_hope=0.8,
        house_hope=0.4,
        stone_hope=0.3,
        stone_cap=4,
        quarry_hope=0.5,
        height_hope=0.7,
        architect_stone_hope=0.0,
        architect_stone_hope_per_variant=0.0,
        architect_stone_taper=0.0,
        architect_stone_stagger=0.0,
    )
    assert astuple(WEIGHTS_2026_11) == astuple(weights)
    hard, expert = Hard202611.settings, Expert202611.settings
    assert hard == Settings(
        Look(root_placements=3, budget=60_000, deep_moves=4, samples=6), weights
    )
    assert expert == Settings(
        Look(root_placements=5, budget=240_000, deep_moves=8, samples=12),
        weights,
        solo_weights=replace(weights, architect_stone_hope=2.0),
    )
    # Settings' defaults hold nothing else: no look further in solo.
    assert astuple(Look(root_placements=3, budget=60_000)) == (
        3,
        60_000,
        0,
        0,
        1,
        1,
        False,
        False,
        False,
        False,
    )


@pytest.mark.parametrize("options, seed, every, moves", PINNED, ids=["2p", "3p", "solo", "solo-v"])
def test_hard_2026_11_plays_its_pinned_moves(options, seed, every, moves):
    played = []
    for n, state in enumerate(positions(options, seed, every)[: len(moves)]):
        move = Hard202611(1).choose(state.view(), 1000 + n)
        played.append((move.tile, move.anchor, move.rotation, move.level))
    assert played == moves


@pytest.mark.parametrize(
    "table, moves",
    list(zip(PINNED, PINNED_EXPERT, strict=True)),
    ids=["2p", "3p", "solo", "solo-v"],
)
def test_expert_2026_11_plays_its_pinned_moves(table, moves):
    options, seed, every, _ = table
    played = []
    for n, state in enumerate(positions(options, seed, every)[1:3], start=1):
        move = Expert202611(1).choose(state.view(), 2000 + n)
        played.append((move.tile, move.anchor, move.rotation, move.level))
    assert played == moves
