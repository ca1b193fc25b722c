"""Solo endgames played again: in recorded solo games, the position at the
player's first turn with at most ``--stacks`` stacks still to deal is
played on to the end by each ``--bot`` (``experiments/solo_pairs.py``'s
settings), with the decision seeds the arena gives there, and paired with
the record's own end. The bot that played the record plays its end again
to the point, so the record is the paired reference, and a setting that
changes only the last rounds' play (``HardBot.solo_to_win``) is judged on
those rounds alone, at a fraction of a whole game's cost.

    python experiments/solo_endgame.py bench/data/issue15-expert-91000-91199.jsonl --bot expert:solo_to_win=True --stacks 3 --close 40 --workers 2
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from akropolis.bots import make_bot, seed_for  # noqa: E402
from akropolis.cli.tally import wilson  # noqa: E402
from akropolis.rules.game import GameState  # noqa: E402
from experiments.regret import mean_interval  # noqa: E402
from experiments.solo_pairs import register, run  # noqa: E402
from experiments.td_fit import player_turns, records  # noqa: E402


def endgame(record: dict, stacks: int) -> tuple[GameState | None, GameState]:
    """The record's position at the player's first turn with at most
    ``stacks`` stacks to deal (None if there is none), and its end."""
    states, end = player_turns(record)
    start = next((s for s in states if s.view().stacks_left <= stacks), None)
    return start, end


def outcome(state: GameState) -> dict:
    scores = state.scores()
    return {
        "score": scores[0].total,
        "architect": scores[1].total,
        "won": list(state.result().winners) == [0],
    }


def play_on(job: tuple[str, int, GameState]) -> dict:
    """The game from ``state`` to its end, the player being the bot
    ``spec``; its outcome and the CPU time of each of the bot's moves."""
    spec, seed, state = job
    state = state.clone()
    bot = make_bot(spec)
    times = []
    while not state.over:
        if state.is_architect(state.current):
            state.play(state.legal_moves()[0])
            continue
        began = time.process_time()
        move = bot.choose(state.view(), seed_for(state.setup, state.current, len(state.turns)))
        times.append(time.process_time() - began)
        error = state.move_error(move)
        if error:
            raise ValueError(f"seed {seed}: {spec} played an illegal move: {error}")
        state.play(move)
    return {"bot": spec, "seed": seed, **outcome(state), "times": times}


def report(games: list[dict], recorded: dict[int, dict]) -> list[str]:
    """Per bot: its endgames' wins and margin, and the same games' as
    recorded, paired."""
    lines = []
    for spec in dict.fromkeys(g["bot"] for g in games):
        own = [g for g in games if g["bot"] == spec]
        ref = [recorded[g["seed"]] for g in own]
        won, was = sum(g["won"] for g in own), sum(r["won"] for r in ref)
        low, high = wilson(won, len(own))
        diff = [
            (g["score"] - g["architect"]) - (r["score"] - r["architect"])
            for g, r in zip(own, ref, strict=True)
        ]
        mean, lo, hi = mean_interval(diff) if len(diff) > 1 else (diff[0], diff[0], diff[0])
        gained = sum(g["won"] and not r["won"] for g, r in zip(own, ref, strict=True))
        lost = sum(r["won"] and not g["won"] for g, r in zip(own, ref, strict=True))
        same = sum(d == 0 for d in diff)
        lines.append(
            f"{spec}  endgames {len(own)}  won {won} ({100 * won / len(own):.1f}%, "
            f"{100 * low:.1f}-{100 * high:.1f}%) against {was} as recorded; "
            f"won only here {gained}, only as recorded {lost}; "
            f"margin minus the record's {mean:+.1f} ({lo:+.1f} to {hi:+.1f}); "
            f"ended as recorded {same}"
        )
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="records: --out files, folders")
    parser.add_argument("--bot", action="append", dest="bots", required=True)
    parser.add_argument("--stacks", type=int, default=3, help="stacks left to deal, at most")
    parser.add_argument(
        "--close", type=float, help="only the games whose recorded margin is this close to 0"
    )
    parser.add_argument("--games", type=int, help="the first records read only")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", help="write each endgame as a JSON line to this file")
    args = parser.parse_args(argv)
    try:
        register(args.bots)
    except ValueError as error:
        parser.error(str(error))
    starts, recorded = {}, {}
    for rec in records(args.files)[: args.games]:
        start, end = endgame(rec, args.stacks)
        seed = end.setup.seed
        result = outcome(end)
        if start is None or seed in recorded:
            continue
        if args.close is not None and abs(result["score"] - result["architect"]) > args.close:
            continue
        starts[seed], recorded[seed] = start, result
    jobs = [(spec, seed, state) for seed, state in starts.items() for spec in args.bots]
    games = run(
        play_on,
        jobs,
        args.bots,
        args.workers,
        args.out,
        lambda game: {**game, "recorded": recorded[game["seed"]]},
    )
    print(
        f"{len(starts)} endgames from the player's first turn with at most "
        f"{args.stacks} stacks to deal"
    )
    print("\n".join(report(games, recorded)))


if __name__ == "__main__":
    main()
