"""Frozen reference players for the arena: a level as it was once (its
name says when), kept fixed so that later changes are measured against it
(docs/ai.md).

``hard-2026-11`` is ``hard`` before the search grew a plan for solo, and
``expert-2026-11`` is ``expert`` before its look widened: their projection
weights and search settings are written out here, not inherited, so that
tuning ``hard`` or ``expert`` leaves them alone. They share the
search code with ``hard``; ``tests/bots/test_frozen.py`` pins their moves
on a set of positions, so a change to that code that would change how it
plays fails there (speed-ups must keep its moves).
"""

from __future__ import annotations

from dataclasses import replace

from .hard import HardBot, Settings
from .outlook import Weights
from .search import Look

#: ``hard``'s projection weights when it was frozen.
WEIGHTS_2026_11 = Weights(
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


class Hard202611(HardBot):
    """``hard`` as frozen: 60,000 placements a move, 3 placements of
    each tile at the root, the 4 best moves looked at one round further
    over 6 shuffles of the unseen tiles; no plan in solo."""

    name = "hard-2026-11"
    settings = Settings(
        Look(root_placements=3, budget=60_000, deep_moves=4, samples=6), WEIGHTS_2026_11
    )


class Expert202611(HardBot):
    """``expert`` as frozen: 240,000 placements a move, 5 placements
    of each tile at the root, the 8 best moves looked at one round further
    over 12 shuffles; in solo, the Illustrious Architect's first Stones
    worth 2 points more each while moves are left."""

    name = "expert-2026-11"
    settings = Settings(
        Look(root_placements=5, budget=240_000, deep_moves=8, samples=12),
        WEIGHTS_2026_11,
        solo_weights=replace(WEIGHTS_2026_11, architect_stone_hope=2.0),
    )
