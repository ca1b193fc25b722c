"""What more deals, more moves or the finalists could gain in `expert`'s
solo plan, measured per move rather than in games.

On positions of solo games against Callicrates (every other move of the
player in games of ``--players-bot``), the first look weighs ``--root``
placements of each tile (the round searched to its end, ``expert``'s
weights); every move that one of the ways below weighs is then played on
over ``--deals`` deals of the unseen tiles, ``--rounds`` rounds in full as
``expert``'s plan does, and every deal's margin is kept. The first
``--select`` deals are the ones a way of choosing may read; the others
only judge the move it chose. A way of choosing is written ``MxN`` (the M
best moves of the first look, the best mean over the first N deals:
``expert``'s plan is ``12x24``) or ``tKxN`` (the K best placements of each
tile instead, as the first look ranks them); either may begin with
``rR:`` (only the R best placements of each tile at the root, as a search
with ``root_placements=R`` weighs: ``expert``'s plan is ``r10:12x24``)
and end with ``+FxT`` (then the F best go on over T deals in all and the
best mean over them is played: the finalists, ``Search.finalists``;
a ``+``, not a ``>``, which a shell would read as writing to a file).

    python experiments/solo_deals.py --games 6 --seed 88000 --ways "12x24,12x12+4x48,12x48,16x24,8x24"
    python experiments/solo_deals.py --games 5 --seed 88006 --root 20 --ways "r10:12x24,r10:t3x24,12x24,24x24"

(``--out`` writes each position's margins, ``--read`` judges other ways
on the moves it holds without searching again.)

It prints, per way, the judged value of its moves minus the first way's
(mean over the positions, 95% interval) and how far below the best judged
value of all the moves played on falls (an upper bound of what any way of
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

from akropolis.bots.base import Thinking  # noqa: E402
from akropolis.bots.hard import ExpertBot  # noqa: E402
from akropolis.bots.outlook import Table  # noqa: E402
from akropolis.bots.search import Search  # noqa: E402
from experiments.regret import MODES, mean_interval, positions, weights_of  # noqa: E402

WAY = re.compile(r"^(?:r(\d+):)?(t?)(\d+)x(\d+)(?:\+(\d+)x(\d+))?$")


class Way:
    """A way of choosing among the moves (see the module's docstring)."""

    def __init__(self, text: str) -> None:
        match = WAY.match(text.strip())
        if not match:
            raise ValueError(f"{text!r}: write [rR:]MxN or [rR:]tKxN, either with +FxT")
        self.text = text.strip()
        #: Only the R best placements of each tile at the root (0: all).
        self.within = int(match[1] or 0)
        #: By tile: the K best placements of each tile, not the M best moves.
        self.by_tile = bool(match[2])
        self.moves, self.deals = int(match[3]), int(match[4])
        self.finalists = int(match[5] or 0)
        self.final_deals = int(match[6] or 0)
        if (
            min(self.moves, self.deals) < 1
            or (match[1] and self.within < 1)
            or (match[5] and min(self.finalists, self.final_deals) < 1)
        ):
            raise ValueError(f"{text!r}: the counts must be 1 or more")

    def needs(self) -> tuple[int, int, int]:
        """The moves, the placements of each tile and the deals it reads."""
        moves, per_tile = (0, self.moves) if self.by_tile else (self.moves, 0)
        return moves, per_tile, max(self.deals, self.final_deals)

    def weighs(self, moves: list[tuple[int, int, list[float]]]) -> list[int]:
        """The indices of the moves it weighs (see ``choose``)."""
        rows = [i for i, (_, placement, _) in enumerate(moves) if placement < (self.within or 1e9)]
        if not self.by_tile:
            return rows[: self.moves]
        seen: dict[int, int] = {}
        weighed = []
        for i in rows:
            tile = moves[i][0]
            seen[tile] = seen.get(tile, 0) + 1
            if seen[tile] <= self.moves:
                weighed.append(i)
        return weighed

    def choose(self, moves: list[tuple[int, int, list[float]]]) -> int:
        """The index of the move chosen; ``moves`` are (the tile's position
        in the Construction Site, the placement's rank among the tile's at
        the root, the margins deal by deal), in the first look's order, the
        best first."""
        weighed = self.weighs(moves)
        means = {i: statistics.fmean(moves[i][2][: self.deals]) for i in weighed}
        # The best means first; ties keep the first look's order.
        ranked = sorted(weighed, key=lambda i: -means[i])
        if not self.finalists:
            return ranked[0]
        finals = ranked[: self.finalists]
        return max(finals, key=lambda i: statistics.fmean(moves[i][2][: self.final_deals]))


class Deals(Search):
    """A search that keeps the margin of each deal (``moves``) instead of
    choosing, for every move that one of ``ways`` weighs."""

    def __init__(self, ways: list[Way], *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.ways = ways
        #: Empty in the last round, which does not look further.
        self.moves: list[tuple[int, int, list[float]]] = []
        #: The rank of each root placement among its tile's, by its child.
        self._index: dict[int, int] = {}

    def _placements(self, build, tile, stones, keep=1):
        ranked = super()._placements(build, tile, stones, keep)
        if keep > 1:
            # The root's placements, the best first.
            for index, (_, child, _) in enumerate(ranked):
                self._index[id(child)] = index
        return ranked

    def _deepen(self, scored):
        rounds = max(1, min(self.rounds, self.view.stacks_left))
        stacks = self._deals(rounds)
        scored.sort(key=lambda s: -s[0])
        rows = [(position, self._index.get(id(child), 0), []) for _, position, child, _ in scored]
        wanted = sorted({i for way in self.ways for i in way.weighs(rows)})
        moves = []
        for i in wanted:
            end = scored[i][3]
            own = []
            for stack in stacks:
                own.append((yield from self._over(end, [stack], rounds)))
            moves.append((rows[i][0], rows[i][1], own))
        self.moves = moves
        return scored


def deal_margins(
    view, ways: list[Way], deals: int, rounds: int, seed, root: int = ExpertBot.root_placements
) -> list[tuple[int, int, list[float]]]:
    """The margins over ``deals`` deals of ``rounds`` stacks of every move
    one of ``ways`` weighs, with ``root`` placements of each tile at the
    root: (the tile's position, the placement's rank among the tile's, the
    margins), the first look's best first ([] in the last round: nothing
    to look at)."""
    search = Deals(
        ways,
        view,
        Table(view, weights_of("expert", True)),
        random.Random(seed),
        root_placements=root,
        budget=10**12,
        deep_moves=1,
        samples=deals,
        rounds=rounds,
    )
    Thinking(search.run()).finish()
    return search.moves


def judge(
    ways: list[Way], rows: list[list[tuple[int, int, list[float]]]], select: int
) -> list[str]:
    """The lines printed: each way's judged value minus the first way's,
    and its shortfall from the best judged move, over the positions
    ``rows`` (each: ``deal_margins``'s moves)."""
    values: dict[str, list[float]] = {w.text: [] for w in ways}
    shortfall: dict[str, list[float]] = {w.text: [] for w in ways}
    for moves in rows:
        judged = [statistics.fmean(margins[select:]) for _, _, margins in moves]
        chosen_from = [(tile, placement, margins[:select]) for tile, placement, margins in moves]
        for way in ways:
            chosen = judged[way.choose(chosen_from)]
            values[way.text].append(chosen)
            shortfall[way.text].append(max(judged) - chosen)
    first = ways[0].text
    lines = []
    for way in ways:
        line = f"{way.text:16} below the best {statistics.fmean(shortfall[way.text]):5.2f}"
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
    parser.add_argument("--ways", default="12x24,12x12+4x48,12x48,16x24,8x24")
    parser.add_argument(
        "--root",
        type=int,
        default=ExpertBot.root_placements,
        help=f"placements of each tile at the root (default {ExpertBot.root_placements})",
    )
    parser.add_argument("--deals", type=int, default=144, help="deals in all (default 144)")
    parser.add_argument("--select", type=int, default=48, help="deals the ways may read")
    parser.add_argument("--rounds", type=int, default=ExpertBot.solo_rounds)
    parser.add_argument("--out", help="write each position's margins as a JSON line")
    parser.add_argument("--read", help="judge the positions of an --out file instead")
    args = parser.parse_args(argv)
    try:
        ways = [Way(text) for text in args.ways.split(",")]
    except ValueError as error:
        parser.error(str(error))
    if args.select >= args.deals:
        parser.error("--select must leave deals to judge with")
    for way in ways:
        if way.needs()[2] > args.select:
            parser.error(f"{way.text} reads {way.needs()[2]} deals, more than --select")
    if args.read:
        rows = [json.loads(line)["moves"] for line in Path(args.read).read_text().splitlines()]
        print(f"{len(rows)} positions read from {args.read}")
        print("\n".join(judge(ways, rows, args.select)))
        return
    rows = []
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 - closed below
    try:
        for game, turn, view, _ in positions(
            MODES[args.mode], args.players_bot, args.seed, args.games
        ):
            moves = deal_margins(
                view, ways, args.deals, args.rounds, f"deals {game} {turn}", args.root
            )
            if len(moves) < 2:
                continue
            rows.append(moves)
            if out:
                out.write(json.dumps({"game": game, "turn": turn, "moves": moves}) + "\n")
                out.flush()
    finally:
        if out:
            out.close()
    if not rows:
        sys.exit("No position: more games, or another seed.")
    print(
        f"{len(rows)} positions ({args.mode}, {args.games} games of {args.players_bot} from seed "
        f"{args.seed}); {args.root} placements of each tile at the root; every move a way "
        f"weighs over {args.deals} deals of {args.rounds} rounds, the first {args.select} to "
        "choose, the others to judge"
    )
    print("\n".join(judge(ways, rows, args.select)))


if __name__ == "__main__":
    main()
