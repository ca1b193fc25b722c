"""The ``hard`` level: the projection of ``medium`` (``outlook``), a search
of every line of play to the end of the round, and for the most promising
moves a look one round further over shuffles of the unseen tiles (the
search itself is in ``search.py``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..rules.game import Options
from ..rules.view import PlayerView
from .base import Bot, Work
from .outlook import Table, Weights
from .search import Look, Search


@dataclass(frozen=True)
class Settings:
    """What a level of this search is: its weights and how far it looks,
    and in solo games what it does otherwise."""

    look: Look
    weights: Weights = Weights()
    #: In solo, these weights instead of ``weights`` (None: the same).
    solo_weights: Weights | None = None
    #: In solo games with at least ``plan_variants`` variants on, the plan:
    #: this look instead of ``look`` (None: no plan), with ``plan_weights``
    #: (None: as without it).
    plan: Look | None = None
    plan_variants: int = 0
    plan_weights: Weights | None = None

    def for_game(self, options: Options) -> tuple[Weights, Look]:
        """The weights and the look of a decision in a game of ``options``."""
        if not options.solo:
            return self.weights, self.look
        weights = self.solo_weights or self.weights
        if self.plan is not None and len(options.variants) >= self.plan_variants:
            return self.plan_weights or weights, self.plan
        return weights, self.look


#: ``hard``: 3 placements of each tile at the root, the 4 best moves looked
#: at one round further over 6 shuffles of the unseen tiles, 60,000
#: placements judged at most (docs/ai.md, "hard").
HARD = Settings(Look(root_placements=3, budget=60_000, deep_moves=4, samples=6))

#: ``expert``'s weights in solo: the Architect's first Stones worth more each
#: while moves are left (they buy it Plaza tiles, and the player's spent
#: Stones go to it): 5 points without variants and 2.4 more for each
#: variant on, 17 with all five, where a Plaza star is worth twice as much
#: to it; that worth tapers off over the Architect's last 4 moves.
EXPERT_SOLO_WEIGHTS = Weights(
    architect_stone_hope=5.0, architect_stone_hope_per_variant=2.4, architect_stone_taper=4.0
)

#: ``expert``: four times ``hard``'s budget, 10 placements of each tile at
#: the root and the 12 best moves looked at further over 12 shuffles. In
#: solo with all five variants, the plan: the next three rounds searched in
#: full for 12 moves over 24 deals of the unseen tiles, going on from the 3
#: best line ends of each round, the tile left over counted at each round's
#: end (the Architect's sure or likely take, and the player's own), a
#: line's end projected with the tiles its deal has not dealt yet, and the
#: Architect's Stones staggered; about 19 s of CPU a move, so the budget is
#: only a cap (docs/ai.md says what each part was measured to give).
EXPERT = Settings(
    Look(root_placements=10, budget=240_000, deep_moves=12, samples=12),
    solo_weights=EXPERT_SOLO_WEIGHTS,
    plan=Look(
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
    ),
    plan_variants=5,
    plan_weights=replace(EXPERT_SOLO_WEIGHTS, architect_stone_stagger=4.0),
)


class HardBot(Bot):
    """As strong as it gets (see the module's docstring)."""

    name = "hard"
    settings = HARD

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        weights, look = self.settings.for_game(view.options)
        return (yield from Search(view, Table(view, weights), rng, look).run())


class ExpertBot(HardBot):
    """``hard`` with four times its budget, and a plan in solo with all
    five variants (``EXPERT``)."""

    name = "expert"
    settings = EXPERT
