"""Computer players. A bot is ``choose(state) -> Move`` for the current
player, reproducible from its seed.

These are the baselines for tests and simulations: ``random`` plays any legal
move; ``greedy`` plays the move with the best immediate gain in score, Stones
counted (paid and gained).
"""

from __future__ import annotations

import random

from .game import GameState, Move
from .scoring import score_city
from .tiles import TILES


class Bot:
    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal move, uniformly."""

    name = "random"

    def choose(self, state: GameState) -> Move:
        return self.rng.choice(state.legal_moves())


def city_points(height, top, variants) -> int:
    return sum(d.points for d in score_city(height, top, variants))


def immediate_gains(state: GameState, moves: list[Move]) -> list[int]:
    """For each move of the current player, the change in their score it
    would make now: District points, minus Stones paid, plus Stones from
    covered Quarries."""
    seat = state.current
    city = state.cities[seat]
    if city is None:  # the Illustrious Architect has one move
        return [0 for _ in moves]
    variants = state.options.variants
    height, top = city.height, city.top
    before = city_points(height, top, variants)
    gains = []
    for move in moves:
        kinds = TILES[state.site[move.tile]].hexes
        cells = move.placement.hexes
        saved = [(h, height.get(h), top.get(h)) for h in cells]
        quarries = sum(1 for h in cells if top.get(h) == "quarry")
        for h, kind in zip(cells, kinds, strict=False):
            height[h] = move.level
            top[h] = kind
        after = city_points(height, top, variants)
        for h, old_height, old_top in saved:
            if old_height is None:
                del height[h]
                del top[h]
            else:
                height[h] = old_height
                top[h] = old_top
        gains.append(after - before - move.tile + quarries)
    return gains


class GreedyBot(Bot):
    """The best immediate score gain; ties broken at random."""

    name = "greedy"

    def choose(self, state: GameState) -> Move:
        moves = state.legal_moves()
        gains = immediate_gains(state, moves)
        best = max(gains)
        return self.rng.choice([m for m, g in zip(moves, gains, strict=False) if g == best])


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int | None = None) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose among {', '.join(BOTS)}.") from None
