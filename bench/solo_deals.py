"""What more deals, more moves or the finalists could gain in `expert`'s
solo plan, measured per move rather than in games.

On positions of solo games against Callicrates (every other move of the
player in games of ``--players-bot``), the ``--moves`` best moves of the
first look (the round searched to its end, ``expert``'s root and weights)
are each played on over ``--deals`` deals of the unseen tiles, ``--rounds``
rounds in full as ``expert``'s plan does, and every deal's margin is kept.
The first ``--select`` deals are the ones a way of choosing may use; the
others only judge the move it chose. A way of choosing is written
``MxN`` (the M best moves of the first look, the best mean over the first
N deals: ``expert``'s plan is ``12x24``) or ``MxN>FxT`` (then the F best go
on over T deals in all and the best mean over them is played: the
finalists, ``Search.finalists``).

    python bench/solo_deals.py --games 6 --seed 88000 --ways 12x24,12x12>4x48,12x48,16x24,8x24

It prints, per way, the judged value of its moves minus the first way's
(mean over the positions, 95% interval) and how far below the best judged
value of all the ``--moves`` it falls (an upper bound of what any way of
choosing among them could gain: the best of many noisy means is too
high). The judgement is the search's own: this measures how well the deals
are spent, not whether the projection is right.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from akropolis.bots.hard import ExpertBot  # noqa: E402
from akropolis.bots.outlook import Table  # noqa: E402
from akropolis.bots.search import Search  # noqa: E402
from bench.regret import MODES, mean_interval, positions, weights_of  # noqa: E402

WAY = re.compile(r"^(\d+)x(\d+)(?:>(\d+)x(\d+))?$")


class Way:
    """A way of choosing among the moves (see the module's docstring)."""

    def __init__(self, text: str) -> None:
        match = WAY.match(text.strip())
        if not match:
            raise ValueError(f"{text!r}: write MxN or MxN>FxT")
        self.text = text.strip()
        self.moves, self.deals = int(match[1]), int(match[2])
        self.finalists = int(match[3] or 0)
        self.final_deals = int(match[4] or 0)
        if min(self.moves, self.deals) < 1 or (
            match[3] and min(self.finalists, self.final_deals) < 1
        ):
            raise ValueError(f"{text!r}: the counts must be 1 or more")

    def needs(self) -> tuple[int, int]:
        """The moves and the deals it reads."""
        return self.moves, max(self.deals, self.final_deals)

    def choose(self, margins: list[list[float]]) -> int:
        """The index of the move chosen, ``margins`` being each move's
        margins deal by deal, the best of the first look first."""
        weighed = margins[: self.moves]
        means = [statistics.fmean(m[: self.deals]) for m in weighed]
        # The best means first; ties keep the first look's order.
        ranked = sorted(range(len(weighed)), key=lambda i: -means[i])
        if not self.finalists:
            return ranked[0]
        finals = ranked[: self.finalists]
        return max(finals, key=lambda i: statistics.fmean(weighed[i][: self.final_deals]))


class Deals(Search):
    """A search that keeps, for its ``deep_moves`` best moves of the first
    look, the margin of each deal (``margins``) instead of choosing."""

    margins: list[list[float]] = []  # noqa: RUF012 - replaced, never changed in place

    def _deepen(self, scored):
        rounds = max(1, min(self.rounds, self.view.stacks_left))
        stacks = self._deals(rounds)
        scored.sort(key=lambda s: -s[0])
        margins = []
        for _, _, _, end in scored[: self.deep_moves]:
            own = []
            for stack in stacks:
                own.append((yield from self._over(end, [stack], rounds)))
            margins.append(own)
        self.margins = margins
        return scored


def deal_margins(view, moves: int, deals: int, rounds: int, seed) -> list[list[float]]:
    """Each of the ``moves`` best moves' margins over ``deals`` deals of
    ``rounds`` stacks ([] in the last round: nothing to look at)."""
    search = Deals(
        view,
        Table(view, weights_of("expert", True)),
        random.Random(seed),
        root_placements=ExpertBot.root_placements,
        budget=10**12,
        deep_moves=moves,
        samples=deals,
        rounds=rounds,
    )
    work = search.run()
    while True:
        try:
            next(work)
        except StopIteration:
            return search.margins


def judge(ways: list[Way], rows: list[list[list[float]]], select: int) -> list[str]:
    """The lines printed: each way's judged value minus the first way's,
    and its shortfall from the best judged move, over the positions
    ``rows`` (each: the moves' margins, deal by deal)."""
    values: dict[str, list[float]] = {w.text: [] for w in ways}
    shortfall: dict[str, list[float]] = {w.text: [] for w in ways}
    for margins in rows:
        judged = [statistics.fmean(m[select:]) for m in margins]
        for way in ways:
            chosen = judged[way.choose([m[:select] for m in margins])]
            values[way.text].append(chosen)
            shortfall[way.text].append(max(judged) - chosen)
    first = ways[0].text
    lines = []
    for way in ways:
        line = f"{way.text:14} below the best {statistics.fmean(shortfall[way.text]):5.2f}"
        if way.text != first:
            diff = [a - b for a, b in zip(values[way.text], values[first], strict=True)]
            mean, low, high = mean_interval(diff)
            line += f"  minus {first}'s {mean:+.2f} ({low:+.2f} to {high:+.2f})"
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=["solo", "solo5"], default="solo5")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=88000)
    parser.add_argument("--players-bot", default="hard", help="the bot playing the games")
    parser.add_argument("--ways", default="12x24,12x12>4x48,12x48,16x24,8x24")
    parser.add_argument("--moves", type=int, default=16, help="moves played on (default 16)")
    parser.add_argument("--deals", type=int, default=144, help="deals in all (default 144)")
    parser.add_argument("--select", type=int, default=48, help="deals the ways may read")
    parser.add_argument("--rounds", type=int, default=ExpertBot.solo_rounds)
    parser.add_argument("--out", help="write each position's margins as a JSON line")
    args = parser.parse_args(argv)
    try:
        ways = [Way(text) for text in args.ways.split(",")]
    except ValueError as error:
        parser.error(str(error))
    for way in ways:
        moves, deals = way.needs()
        if moves > args.moves or deals > args.select:
            parser.error(f"{way.text} needs {moves} moves and {deals} deals to choose from")
    if args.select >= args.deals:
        parser.error("--select must leave deals to judge with")
    rows = []
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 - closed below
    try:
        for game, turn, view, _ in positions(
            MODES[args.mode], args.players_bot, args.seed, args.games
        ):
            margins = deal_margins(
                view, args.moves, args.deals, args.rounds, f"deals {game} {turn}"
            )
            if len(margins) < 2:
                continue
            rows.append(margins)
            if out:
                out.write(json.dumps({"game": game, "turn": turn, "margins": margins}) + "\n")
                out.flush()
    finally:
        if out:
            out.close()
    if not rows:
        sys.exit("No position: more games, or another seed.")
    print(
        f"{len(rows)} positions ({args.mode}, {args.games} games of {args.players_bot} from seed "
        f"{args.seed}); {args.moves} moves over {args.deals} deals of {args.rounds} rounds, "
        f"the first {args.select} to choose, the others to judge"
    )
    print("\n".join(judge(ways, rows, args.select)))


if __name__ == "__main__":
    main()
