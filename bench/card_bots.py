"""Time per decision of the card game's computer players (akropolis/cards/bots/),
in CPU time: for each level, ``--games`` seeded games in which seat 0 plays
that level and every other seat ``easy`` (the same tables for every level);
the median, the mean (``hard`` thinks long on a few bids only: its Monte
Carlo) and the longest of seat 0's decisions, and the median and mean as
multiples of ``random``'s, measured in the same run (a bot that does no
thinking: what this machine takes to decide at all).

A player waits for a decision whole, though the browser runs it in slices
(akropolis/browser/thinking.py): about 0.3 s here was about 1 s in the
browser for ``hard``'s longest decision of a 5-player game (the bound
tests/cards/test_cards_bots.py asserted until tests stopped timing).

Run: python bench/card_bots.py [--games N] [--players N] [--advanced] [--levels random,easy,hard]
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from akropolis.cards.bots import BOTS, make_bot, seed_for  # noqa: E402
from akropolis.cards.game import CardGame  # noqa: E402
from akropolis.cards.setup import CardOptions, new_setup  # noqa: E402


def decision_times(level: str, seed: int, players: int, advanced: bool) -> list[float]:
    """CPU seconds of each decision of seat 0 (``level``) in one game."""
    game = CardGame(new_setup(CardOptions(players, advanced), seed))
    bots = [make_bot(level)] + [make_bot("easy") for _ in range(players - 1)]
    times = []
    while not game.is_over:
        seat = game.current
        view, decision_seed = game.view(seat), seed_for(game.setup, seat, len(game.history))
        began = time.process_time()
        action = bots[seat].choose(view, decision_seed)
        if seat == 0:
            times.append(time.process_time() - began)
        game.play(action)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per level (seeds 1..N)")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--advanced", action="store_true", help="with the buildings")
    parser.add_argument("--levels", default=",".join(BOTS), help=f"any of {', '.join(BOTS)}")
    args = parser.parse_args(argv)
    levels = list(dict.fromkeys(["random", *args.levels.split(",")]))  # the baseline first
    print(
        f"Card bots: CPU time per decision of seat 0, {args.games} game(s) of "
        f"{args.players} players{' (advanced)' if args.advanced else ''}, the others easy"
    )
    baseline = None
    for level in levels:
        times = [
            t
            for seed in range(1, args.games + 1)
            for t in decision_times(level, seed, args.players, args.advanced)
        ]
        median, mean = statistics.median(times), statistics.fmean(times)
        baseline = baseline or (median, mean)
        print(
            f"{level:<8} median {median * 1000:7.3f} ms   mean {mean * 1000:7.3f} ms"
            f"   max {max(times) * 1000:8.3f} ms   ({len(times)} decisions)"
            f"   x random: median {median / baseline[0]:.1f}, mean {mean / baseline[1]:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
