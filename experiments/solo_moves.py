"""How often two bots choose different moves in the same solo positions:
the player's turns of recorded solo games (every ``--every``-th, from the
first), each decided by both bots (``experiments/solo_pairs.py``'s settings)
with the same decision seed. A cheap first look at a setting before
games: a setting that changes few moves cannot change many results.

    python experiments/solo_moves.py bench/data/issue15-expert-89112-89199.jsonl --games 10 --every 3 --bot expert --bot expert:solo_odds=(...) --workers 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from akropolis.bots import make_bot, seed_for  # noqa: E402
from akropolis.rules.game import GameState  # noqa: E402
from experiments.solo_pairs import register  # noqa: E402
from experiments.td_fit import player_turns, records  # noqa: E402


def turns(record: dict, every: int) -> list[GameState]:
    """The positions of a solo record where the player is to move: its
    first turn and every ``every``-th after it."""
    return player_turns(record)[0][::every]


def decide(job: tuple[list[str], GameState]) -> list:
    """Each bot's move in the position, with the decision seed the arena
    gives it there (so a bot that played the game chooses its move again)."""
    specs, state = job
    seed = seed_for(state.setup, state.current, len(state.turns))
    return [make_bot(spec).choose(state.view(), seed) for spec in specs]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="records: --out files, folders")
    parser.add_argument("--bot", action="append", dest="bots", required=True, help="twice")
    parser.add_argument("--games", type=int, default=10, help="the first games read")
    parser.add_argument("--every", type=int, default=3, help="every n-th turn of the player")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if len(args.bots) != 2:
        parser.error("name two bots")
    try:
        register(args.bots)
    except ValueError as error:
        parser.error(str(error))
    states = [s for r in records(args.files)[: args.games] for s in turns(r, args.every)]
    jobs = [(args.bots, state) for state in states]
    if args.workers == 1:
        moves = list(map(decide, jobs))
    else:
        with multiprocessing.get_context("spawn").Pool(
            args.workers, initializer=register, initargs=(args.bots,)
        ) as pool:
            moves = pool.map(decide, jobs)
    changed = sum(a != b for a, b in moves)
    tiles = sum(a.tile != b.tile for a, b in moves)
    print(
        f"{len(moves)} positions: {changed} moves differ ({100 * changed / max(len(moves), 1):.0f}%),"
        f" {tiles} of them in the tile taken"
    )


if __name__ == "__main__":
    main()
