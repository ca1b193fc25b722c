"""Engine benchmark: prints the median of several runs of

- enumerating every legal move of a mid-game position (2 players, turn 18),
- scoring a mid-game and an end-of-game city (all five variants on),
- a complete 2-player game between two ``random`` bots, and two ``greedy`` ones.

Run: python bench/engine.py [--runs N]
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from akropolis.bots import make_bot  # noqa: E402
from akropolis.game import GameState, Options, new_game  # noqa: E402
from akropolis.scoring import VARIANTS, score_city  # noqa: E402


def median_time(fn, runs: int, inner: int = 1) -> float:
    """Median seconds per call of ``fn`` over ``runs`` runs of ``inner`` calls."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)


def play(state: GameState, bots, until_turn: int | None = None) -> GameState:
    while not state.over and (until_turn is None or len(state.history) < until_turn):
        state.play(bots[state.current].choose(state))
    return state


def full_game(bot: str, seed: int) -> None:
    state = new_game(Options(2), seed)
    play(state, [make_bot(bot, seed), make_bot(bot, seed + 1)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    runs = args.runs

    greedy = [make_bot("greedy", 1), make_bot("greedy", 2)]
    mid = play(new_game(Options(2), 2024), greedy, until_turn=18)
    end = play(new_game(Options(2), 2024), [make_bot("greedy", 1), make_bot("greedy", 2)])

    def enumerate_moves() -> int:
        for city in mid.cities:
            city._triangles = None  # measure the full work, not the cache
        return len(mid.legal_moves())

    moves = enumerate_moves()
    city_mid = mid.cities[mid.current]
    city_end = end.cities[0]
    variants = frozenset(VARIANTS)

    rows = [
        (
            f"legal moves, mid-game ({moves} moves, {len(city_mid)} columns)",
            median_time(enumerate_moves, runs, 20),
        ),
        (
            f"score a mid-game city ({len(city_mid)} columns)",
            median_time(lambda: score_city(city_mid.height, city_mid.top, variants), runs, 200),
        ),
        (
            f"score an end-of-game city ({len(city_end)} columns)",
            median_time(lambda: score_city(city_end.height, city_end.top, variants), runs, 200),
        ),
    ]
    seeds = iter(range(10_000))
    rows.append(
        (
            "complete 2-player game, random vs random",
            median_time(lambda: full_game("random", next(seeds)), runs, 5),
        )
    )
    rows.append(
        (
            "complete 2-player game, greedy vs greedy",
            median_time(lambda: full_game("greedy", next(seeds)), runs),
        )
    )

    print(f"Python {sys.version.split()[0]}, median of {runs} runs")
    width = max(len(name) for name, _ in rows)
    for name, seconds in rows:
        if seconds < 0.01:
            figure = f"{seconds * 1e6:10.1f} us"
        else:
            figure = f"{seconds * 1e3:10.1f} ms"
        print(f"{name:<{width}}  {figure}")


if __name__ == "__main__":
    main()
