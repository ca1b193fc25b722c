"""Engine benchmark: prints the median of several runs of

- enumerating every legal move of a mid-game position (2 players, turn 18),
- scoring a mid-game and an end-of-game city (all five variants on),
- judging every placement of the Construction Site's tiles in a mid-game
  city (what every bot above ``random`` does each move),
- a complete 2-player game between two ``random`` bots, and two ``greedy`` ones,
- each bot's time per move: the median over positions spread over a
  2-player game (turns 0, 6, ..., 30) of the median of several runs,
- ``hard``'s cost per placement judged, all its costs included (surveys,
  the line search, copies): its time over the same positions divided by the
  placements its search counts (``Search.work``, the unit of its budget),
  in CPU time (the other rows are wall-clock times).

The positions are played by a fixed script (``scripted``), so that they do
not change when a bot does.

``--against REV`` measures the package of git revision REV (exported to a
temporary folder) in the same run: one run of each tree in turn (each
first every other time), in child processes, so that a busy or warming
machine weighs on both alike; it
prints both medians and their ratio, the regression check before a change
lands. A row that revision cannot run (an internal interface changed)
reads n/a.

Run: python bench/engine.py [--runs N] [--bots random,greedy,...] [--against main]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parents[1]
# The tree whose package is measured: this one, or (for --against) the
# revision exported by the parent run.
sys.path.insert(0, os.environ.get("AKROPOLIS_BENCH_ROOT", str(HERE)))

from akropolis.bots import BOTS, immediate_gains, make_bot  # noqa: E402
from akropolis.bots.outlook import Table  # noqa: E402
from akropolis.bots.search import Search  # noqa: E402
from akropolis.bots.survey import Survey  # noqa: E402
from akropolis.rules.game import GameState, Options, new_game  # noqa: E402
from akropolis.rules.scoring import VARIANTS, score_city  # noqa: E402


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


def scripted(state: GameState, until_turn: int | None = None) -> GameState:
    """Play on with the first move (in a fixed order) of the best immediate
    gain: ``greedy`` without its random tie-break, so that the positions
    measured depend on the rules only, not on any bot's random draws."""
    while not state.over and (until_turn is None or len(state.history) < until_turn):
        moves = sorted(state.legal_moves(), key=lambda m: (m.tile, m.anchor, m.rotation, m.level))
        gains = immediate_gains(state, moves)
        state.play(moves[gains.index(max(gains))])
    return state


def full_game(bot: str, seed: int) -> None:
    state = new_game(Options(2), seed)
    play(state, [make_bot(bot, seed), make_bot(bot, seed + 1)])


def move_time(name: str, positions: list[GameState], runs: int) -> float:
    """Median over ``positions`` of the median time of one decision, from
    the player's view of the position (made once, as a game does)."""
    per_position = []
    for n, state in enumerate(positions):
        view = state.view()
        per_position.append(median_time(lambda v=view, n=n: make_bot(name).choose(v, n), runs))
    return statistics.median(per_position)


def placement_cost(positions: list[GameState], runs: int) -> float:
    """CPU seconds per placement judged by ``hard``'s search over
    ``positions`` (the median of ``runs`` runs of all of them): CPU time, as
    the arena counts it, so that a busy machine does not inflate it."""
    settings = BOTS["hard"].settings
    samples = []
    for _ in range(runs):
        spent = work = 0.0
        for n, state in enumerate(positions):
            view = state.view()
            weights, look = settings.for_game(view.options)
            start = time.process_time()
            search = Search(view, Table(view, weights), random.Random(n), look)
            for _ in search.run():
                pass
            spent += time.process_time() - start
            work += search.work
        samples.append(spent / work)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument(
        "--bots",
        default="random,greedy,easy,medium,hard",
        help=f"bots to time per move (any of {', '.join(BOTS)})",
    )
    args = parser.parse_args()
    runs = args.runs

    mid = scripted(new_game(Options(2), 2024), until_turn=18)
    end = scripted(new_game(Options(2), 2024))

    def enumerate_moves() -> int:
        for city in mid.cities:
            city._triangles = None  # measure the full work, not the cache
        return len(mid.legal_moves())

    moves = enumerate_moves()
    city_mid = mid.cities[mid.current]
    city_end = end.cities[0]
    variants = frozenset(VARIANTS)

    def judge_all() -> int:
        city_mid._triangles = None
        survey = Survey(city_mid, variants)
        judged = 0
        for tile in mid.site:
            for _ in survey.placements(tile):
                judged += 1
        return judged

    judged = judge_all()
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
        (
            f"judge every placement of the site, mid-game ({judged} placements)",
            median_time(judge_all, runs, 5),
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
    game = new_game(Options(2), 7)
    positions = []
    while not game.over:
        if len(game.history) % 6 == 0:
            positions.append(game.clone())
        scripted(game, len(game.history) + 1)
    for name in args.bots.split(","):
        rows.append(
            (
                f"time per move, {name} (median of {len(positions)} positions)",
                move_time(name, positions, max(1, runs // 2)),
            )
        )

    try:
        cost = placement_cost(positions, max(1, runs // 2))
    except (TypeError, AttributeError):
        # A revision whose search is built otherwise (--against).
        cost = None
    rows.append(
        (f"hard: time per placement judged, all costs (over {len(positions)} positions)", cost)
    )
    if args.json:
        print(json.dumps(rows))
        return
    columns = [("this tree", dict(rows))]
    if args.against:
        columns = side_by_side(args.against, runs, args.bots)
    print(f"Python {sys.version.split()[0]}, median of {runs} runs")
    width = max(len(name) for name, _ in rows)
    print(f"{'':<{width}}" + "".join(f"  {title[:13]:>13}" for title, _ in columns), end="")
    print("  ratio" if args.against else "")
    for name, _ in rows:
        figures = [column.get(name) for _, column in columns]
        line = f"{name:<{width}}" + "".join(f"  {figure_of(f):>13}" for f in figures)
        if args.against and None not in figures:
            line += f"  {figures[0] / figures[1]:5.2f}"
        print(line)


def figure_of(seconds: float | None) -> str:
    if seconds is None:
        return "n/a"
    if seconds < 0.01:
        return f"{seconds * 1e6:.1f} us"
    return f"{seconds * 1e3:.1f} ms"


def side_by_side(rev: str, runs: int, bots: str) -> list[tuple[str, dict]]:
    """Each row's median over ``runs`` runs of this tree and of revision
    ``rev``, run in turn in child processes (this script with ``--json``)."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(
            ["git", "-C", str(HERE), "archive", rev, "akropolis"],
            capture_output=True,
            check=True,
        ).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        found: list[dict[str, list[float]]] = [{}, {}]
        pairs = list(zip(found, (str(HERE), folder), strict=True))
        for n in range(runs):
            # In turn, and each first every other run: a machine that runs
            # the first (or the second) of two faster weighs on both alike.
            for seen, root in pairs if n % 2 == 0 else pairs[::-1]:
                out = subprocess.run(
                    [sys.executable, __file__, "--json", "--runs", "1", "--bots", bots],
                    capture_output=True,
                    check=True,
                    env={**os.environ, "AKROPOLIS_BENCH_ROOT": root},
                    text=True,
                ).stdout
                for name, seconds in json.loads(out):
                    if seconds is not None:
                        seen.setdefault(name, []).append(seconds)
    return [
        (title, {name: statistics.median(values) for name, values in seen.items()})
        for title, seen in zip(("this tree", rev), found, strict=True)
    ]


if __name__ == "__main__":
    main()
