"""The ``hard`` level: the projection of ``medium`` (``outlook``), a search
of every line of play to the end of the round, and for the most promising
moves a look one round further over shuffles of the unseen tiles (the
search itself is in ``search.py``)."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from ..rules.view import PlayerView
from .base import Bot, Work
from .outlook import Table, Weights
from .search import Search


class WinOdds:
    """A player's odds of winning a solo game from a line's projected
    margin: the final margin taken as ``a + b x margin``, spread normally
    by ``s``, where (a, b, s) are fitted per number of the player's moves
    left (``rows``: (moves left, a, b, s), interpolated between rows and
    held beyond them; ``bench/solo_odds.py`` fits them)."""

    def __init__(self, rows) -> None:
        if not rows:
            raise ValueError("no rows")
        self.rows = sorted(tuple(map(float, row)) for row in rows)
        if any(b <= 0 or s <= 0 for _, _, b, s in self.rows):
            # A slope of 0 or below would not prefer the better lines.
            raise ValueError("every slope and spread must be above 0")

    def figures(self, left: int) -> tuple[float, float, float]:
        rows = self.rows
        if left <= rows[0][0]:
            return rows[0][1:]
        for low, high in zip(rows, rows[1:], strict=False):
            if left <= high[0]:
                w = (left - low[0]) / (high[0] - low[0])
                return tuple(x + w * (y - x) for x, y in zip(low[1:], high[1:], strict=True))
        return rows[-1][1:]

    def __call__(self, margin: float, left: int) -> float:
        if left <= 0:
            # The game is over: the margin is final (a tie on points goes
            # to the Stones, which are counted in it: half a chance).
            return 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
        a, b, s = self.figures(left)
        # The normal law's distribution function (math.erf: the browser's
        # Python ships no statistics module).
        return 0.5 * (1.0 + math.erf((a + b * margin) / (s * math.sqrt(2.0))))


class HardBot(Bot):
    """As strong as it gets (see the module's docstring)."""

    name = "hard"
    weights = Weights()
    #: In solo, these weights instead of ``weights`` (None: the same).
    solo_weights: Weights | None = None
    #: With the solo plan on, these weights instead (None: as without it).
    solo_plan_weights: Weights | None = None
    #: Placements of each tile weighed for the move itself.
    root_placements = 3
    #: Moves looked at one round further, over that many shuffles of the
    #: unseen tiles.
    deep_moves = 4
    samples = 6
    #: Placements judged at most per move: the time budget, counted in work
    #: rather than seconds so that a move does not depend on the machine
    #: (docs/ai.md, "Calibration").
    budget = 60_000
    #: In solo, plan several rounds ahead against the Illustrious
    #: Architect, whose replies are fixed: ``solo_rounds`` rounds further
    #: for ``solo_deep_moves`` moves over ``solo_samples`` deals of the
    #: unseen tiles (a solo move costs far less than a multi-player one).
    solo_plan = False
    solo_rounds = 1
    solo_deep_moves = 4
    solo_samples = 6
    #: Of the ``solo_rounds``, how many are searched in full (None: all); in
    #: the later ones each pick is the tile that leaves the player furthest
    #: ahead once the Architect has replied (``Search.full_rounds``).
    solo_full_rounds: int | None = None
    #: With the plan on, the ``solo_finalists`` moves with the best means
    #: over the ``solo_samples`` deals go on over more, ``solo_final_samples``
    #: in all, and are judged over all of them (0: none;
    #: ``Search.finalists``).
    solo_finalists = 0
    solo_final_samples = 0
    #: The budget of a solo move with the plan on (None: ``budget``).
    solo_budget: int | None = None
    #: The plan only in solo games with at least this many variants on
    #: (0: in every solo game).
    solo_plan_variants = 0
    #: With the plan on, the lines looked at further judged by the odds of
    #: winning (``WinOdds``' rows) instead of the margin (None).
    solo_odds: tuple | None = None
    #: With the plan on, the look further goes on from the ``solo_beam``
    #: best line ends of each round (by the player's margin), and weighs
    #: ``solo_line_placements`` placements of each tile in those rounds
    #: (``Search.beam``, ``Search.line_placements``; 1 and 1: as before).
    solo_beam = 1
    solo_line_placements = 1
    #: With the plan on, each round's end judged with the tile left over
    #: in the Architect's pile when it is sure to take it next
    #: (``Search.leftover``; measured with the plan only).
    solo_leftover = False
    #: With it, the Architect's likely take of the tile left over too
    #: (``Search.leftover_odds``).
    solo_leftover_odds = False
    #: With the plan on, a line's end in the look further projected with
    #: the tiles its deal has not dealt yet (``Search.deal_rates``).
    solo_deal_rates = False
    #: With the plan on, a line that reaches the game's end judged by
    #: whether the player wins there (``Search.to_win``).
    solo_to_win = False
    #: With the plan on, a round's end where the player opens the next
    #: round judged with the tile left over its own if that is better
    #: (``Search.own_leftover``).
    solo_own_leftover = False
    #: The search itself (``search.Search``; a measurement may put a
    #: subclass of its own here, as ``bench/solo_pairs.py``'s seers do).
    search_class = Search

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        deep_moves, samples, rounds, full = self.deep_moves, self.samples, 1, None
        finalists, final_samples = 0, 0
        budget = self.budget
        weights = self.weights
        odds, beam, line_placements = None, 1, 1
        options = view.options
        leftover = deal_rates = to_win = own_leftover = False
        if options.solo and self.solo_weights is not None:
            weights = self.solo_weights
        if self.solo_plan and options.solo and len(options.variants) >= self.solo_plan_variants:
            deep_moves, samples = self.solo_deep_moves, self.solo_samples
            rounds, full = self.solo_rounds, self.solo_full_rounds
            finalists, final_samples = self.solo_finalists, self.solo_final_samples
            budget = self.solo_budget or budget
            odds = WinOdds(self.solo_odds) if self.solo_odds else None
            beam, line_placements = self.solo_beam, self.solo_line_placements
            deal_rates, to_win = self.solo_deal_rates, self.solo_to_win
            leftover = self.solo_leftover
            own_leftover = self.solo_own_leftover
            weights = self.solo_plan_weights or weights
        search = self.search_class(
            view,
            Table(view, weights),
            rng,
            root_placements=self.root_placements,
            budget=budget,
            deep_moves=deep_moves,
            samples=samples,
            rounds=rounds,
            full_rounds=full,
            finalists=finalists,
            final_samples=final_samples,
            odds=odds,
            beam=beam,
            line_placements=line_placements,
            leftover=leftover,
            leftover_odds=leftover and self.solo_leftover_odds,
            deal_rates=deal_rates,
            to_win=to_win,
            own_leftover=own_leftover,
        )
        return (yield from search.run())


class ExpertBot(HardBot):
    """``hard`` with four times its budget: more placements of each tile at
    the root, more moves looked at one round further, over more shuffles.
    Since 2026-11-25, 10 placements of each tile and 12 moves over 12
    shuffles (was 5, and 8 over 12: ``expert-2026-11``'s settings, which
    ``expert-plan`` and ``expert-wide`` keep): measured first by the regret
    against a larger search (``bench/regret.py``), then in games (docs/ai.md,
    "Issue 15: where more search pays")."""

    name = "expert"
    root_placements = 10
    deep_moves = 12
    samples = 12
    budget = 240_000
    #: In solo with all five variants, the plan: the next three rounds
    #: searched in full for 12 moves over 24 deals of the unseen tiles
    #: (docs/ai.md, "Issue 15: solo with all five variants, a seventh
    #: try": on 100 new tile orders its margin +9.1, 95% interval +0.1 to
    #: +18.0, over two rounds, the sixth try's plan; 25 games won against
    #: 21). Without variants, or with fewer, the same play as with players
    #: (the plan was measured there with fewer deals and left off: "Issue
    #: 15: planning in solo"). The budget is only a cap.
    solo_plan = True
    solo_plan_variants = 5
    #: In solo, the Architect's first Stones worth more each while moves
    #: are left (they buy it Plaza tiles, and the player's spent Stones go
    #: to it): 5 points without variants and 2.4 more for each variant on,
    #: 17 with all five, where a Plaza star is worth twice as much to it;
    #: that worth tapers off over the Architect's last 4 moves (docs/ai.md,
    #: "Issue 15: the Architect's Stones, worth more with each variant" and
    #: "Issue 15: solo with all five variants, a fifth try").
    solo_weights = Weights(
        architect_stone_hope=5.0, architect_stone_hope_per_variant=2.4, architect_stone_taper=4.0
    )
    solo_rounds = 3
    solo_full_rounds = None
    solo_deep_moves = 12
    solo_samples = 24
    solo_budget = 20_000_000
    #: With the plan (all five variants), since 2026-11-28: the tile left
    #: over counted at each round's end, the Architect's (sure or likely)
    #: and the player's own; a line's end projected with the tiles its
    #: deal has not dealt yet; the Architect's Stones staggered; and the
    #: look further goes on from the 3 best line ends of each round. Each
    #: screened against the seer, then validated together on 200 new tile
    #: orders: 57 won (28.5%, 95% interval 22.7-35.1%; docs/ai.md, "Issue
    #: 15: solo with all five variants, a fifteenth try"). Some 19 s of
    #: CPU a move: the arena's, since in the app a solo player is a person.
    solo_leftover = True
    solo_leftover_odds = True
    solo_deal_rates = True
    solo_own_leftover = True
    solo_beam = 3
    solo_plan_weights = replace(solo_weights, architect_stone_stagger=4.0)


class ExpertPlanBot(ExpertBot):
    """``expert`` with issue 15's solo plan on, as measured (docs/ai.md,
    "Issue 15: planning in solo"); with players it is ``expert`` as it was
    then (5 placements of each tile, 8 moves over 12 shuffles). For the
    arena only."""

    name = "expert-plan"
    #: ``expert``'s settings when it was measured (before 2026-11-25).
    root_placements = 5
    deep_moves = 8
    weights = Weights(architect_rule=True)
    #: As measured: its own weights in solo too.
    solo_weights = None
    solo_plan = True
    #: Its plan as measured: in every solo game, 6 moves two rounds further
    #: over 8 deals, the second round greedy.
    solo_plan_variants = 0
    solo_rounds = 2
    solo_full_rounds = 1
    solo_deep_moves = 6
    solo_samples = 8
    solo_budget = 150_000
    #: None of what ``expert``'s plan has had since (as measured).
    solo_leftover = solo_leftover_odds = solo_deal_rates = solo_own_leftover = False
    solo_beam = 1
    solo_plan_weights = None


class ExpertWideBot(ExpertBot):
    """``expert`` as it was measured (``expert-2026-11``: 5 placements of
    each tile, 8 moves over 12 shuffles) with a wider look one round
    further in solo: 16 moves over 24 shuffles of the unseen tiles, within
    the same budget (a solo move spends far less of it than a 2-player
    one); with players it is ``expert-2026-11``. Measured and left out of ``expert``
    (docs/ai.md, "Issue 15: solo, third try": on 300 new tile orders,
    150 without variants and 150 with all five, its margin +2.8 points,
    95% interval -1.5 to +7.2). For the arena only."""

    name = "expert-wide"
    #: ``expert``'s settings when it was measured (before 2026-11-25).
    root_placements = 5
    deep_moves = 8
    solo_weights = Weights(architect_stone_hope=2.0)
    solo_plan = True
    solo_plan_variants = 0
    solo_rounds = 1
    solo_full_rounds = None
    solo_deep_moves = 16
    solo_samples = 24
    solo_budget = None
    #: None of what ``expert``'s plan has had since (as measured).
    solo_leftover = solo_leftover_odds = solo_deal_rates = solo_own_leftover = False
    solo_beam = 1
    solo_plan_weights = None
