"""The baselines, for tests and simulations: ``random`` plays any legal
move; ``greedy`` the move with the best immediate gain in score, Stones
counted (paid and gained)."""

from __future__ import annotations

import random

from ..rules.game import Move, affordable
from ..rules.view import PlayerView
from .base import Bot, Work
from .survey import Survey
from .tables import TILE_CODES, triangle_and_order


class RandomBot(Bot):
    """Any legal move, uniformly."""

    name = "random"

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        yield from ()  # a single slice
        return rng.choice(view.legal_moves())


def immediate_gains(view: PlayerView, moves: list[Move], survey: Survey | None = None) -> list[int]:
    """For each move of the player to move, the change in their score it
    would make now: District points, minus Stones paid, plus Stones from
    covered Quarries. ``survey``: of the player's city, if already made."""
    if survey is None:
        survey = Survey(view.cities[view.current], view.options.variants)
    before = survey.current.points
    gains = []
    for move in moves:
        triangle, order = triangle_and_order(move.anchor, move.rotation)
        codes = TILE_CODES[view.site[move.tile]]
        judged = survey.judge(survey.spot(triangle, move.level), tuple(codes[i] for i in order))
        gains.append(round(judged.points - before) - move.tile + judged.gained)
    return gains


class GreedyBot(Bot):
    """The best immediate score gain; ties broken at random."""

    name = "greedy"

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        moves = view.legal_moves()
        gains = []
        survey = Survey(view.cities[view.current], view.options.variants)
        for position in affordable(len(view.site), view.stones[view.current]):
            # One slice per tile of the Construction Site.
            gains.extend(immediate_gains(view, [m for m in moves if m.tile == position], survey))
            yield
        best = max(gains)
        return rng.choice([m for m, g in zip(moves, gains, strict=True) if g == best])
