"""How far a bot's moves fall short of a much larger search's: the regret
against an oracle, on positions of real games.

A level's strength is measured in games (the arena), hundreds of them per
setting; this is the quick look before that, to choose which setting is
worth those games. On each position (the player to move's view, every other move of each seat, in games of
``--players-bot`` against itself, or in solo against Callicrates), the
oracle weighs ``--oracle-root`` placements of every tile it can afford, plays
each such move's line to the end of the round, and looks at every one of
them one round further over ``--oracle-shuffles`` shuffles of the unseen
tiles (its own shuffles, not the bots'). A bot's regret on the position is
the oracle's value of its best move minus the oracle's value of the bot's
move: 0 when the bot plays the move the oracle likes best. The oracle judges
with the search's own projection, so this measures how well a setting
spends its budget, not whether the projection is right.

    python experiments/regret.py --games 6 --seed 99200 --bots hard,expert
    python experiments/regret.py --mode solo --games 6 --seed 99200 --bots expert,expert-wide

It prints, per bot, the mean regret, the mean difference from the first bot
named (paired on the positions, 95% interval), how many moves the oracle
did not weigh (a bot weighing more placements than the oracle), and the
CPU time per move. Positions where the search does
not look further (the last round: searched to the end) are left out.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from akropolis.bots import BOTS, make_bot, seed_for  # noqa: E402
from akropolis.bots.hard import HardBot  # noqa: E402
from akropolis.bots.outlook import Table, Weights  # noqa: E402
from akropolis.bots.search import Search  # noqa: E402
from akropolis.cli.arena import arena_players  # noqa: E402
from akropolis.rules.game import GameState, Move  # noqa: E402
from akropolis.rules.scoring import VARIANTS  # noqa: E402
from akropolis.rules.setup import Options, new_setup  # noqa: E402
from akropolis.rules.view import PlayerView  # noqa: E402

MODES = {
    "2p": Options(players=2),
    "solo": Options(players=1, solo="callicrates"),
    "solo5": Options(players=1, solo="callicrates", variants=frozenset(VARIANTS)),
}


def positions(options: Options, bot: str, seed: int, games: int, every: int = 2):
    """(game seed, moves played, view, decision seed) where a player is to
    move and the search looks further, every ``every``-th such move of each
    seat in games of ``bot`` (against itself, or the Illustrious
    Architect)."""
    for game in range(seed, seed + games):
        bots = ["" if seat == options.architect_seat else bot for seat in range(options.seats)]
        state = GameState.start(new_setup(options, game, arena_players(bots)))
        player = make_bot(bot)
        # Counted per seat: with 2 players the seats alternate, and a count
        # of all moves would take every position from one seat.
        count = [0] * options.seats
        while not state.over:
            seat = state.current
            if state.is_architect(seat):
                state.play(state.legal_moves()[0])
                continue
            view = state.view()
            decision = seed_for(state.setup, seat, len(state.turns))
            if view.stacks_left and count[seat] % every == 0:
                yield game, len(state.turns), view, decision
            count[seat] += 1
            state.play(player.choose(view, decision))


class Oracle(Search):
    """A search that looks one round further at every move it weighs and
    keeps their values (``values``: move -> mean margin; empty if it did
    not look further: the last round)."""

    values: dict = {}  # noqa: RUF012 - replaced, never changed in place

    def _deepen(self, scored):
        deep = yield from Search._deepen(self, scored)
        self.values = {
            Move(
                position, child.placement.anchor, child.placement.rotation, child.placement.level
            ): m
            for m, position, child, _ in deep
        }
        return deep


def oracle_values(view: PlayerView, weights: Weights, root: int, shuffles: int, seed) -> dict:
    """The oracle's value of each move it weighs on ``view``."""
    oracle = Oracle(
        view,
        Table(view, weights),
        random.Random(seed),
        root_placements=root,
        budget=10**12,
        deep_moves=10**6,
        samples=shuffles,
    )
    work = oracle.run()
    while True:
        try:
            next(work)
        except StopIteration:
            return oracle.values


def regret(values: dict, move: Move) -> float | None:
    """The oracle's best value minus its value of ``move``; None if the
    oracle did not weigh ``move``."""
    if move not in values:
        return None
    return max(values.values()) - values[move]


def weights_of(name: str, solo: bool) -> Weights:
    """The weights a bot judges with (its solo weights in solo)."""
    bot = BOTS[name]
    if solo and issubclass(bot, HardBot) and bot.solo_weights is not None:
        return bot.solo_weights
    return getattr(bot, "weights", Weights())


def mean_interval(xs: list[float]) -> tuple[float, float, float]:
    """The mean of ``xs`` and its 95% interval (normal)."""
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return m, m - half, m + half


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=sorted(MODES), default="2p")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=99200)
    parser.add_argument("--bots", default="hard,expert")
    parser.add_argument("--players-bot", default="hard", help="the bot playing the games")
    parser.add_argument(
        "--weights-of", default="expert", help="the bot whose weights the oracle uses"
    )
    parser.add_argument("--oracle-root", type=int, default=10)
    parser.add_argument("--oracle-shuffles", type=int, default=32)
    args = parser.parse_args(argv)
    options = MODES[args.mode]
    names = args.bots.split(",")
    weights = weights_of(args.weights_of, bool(options.solo))
    regrets: dict[str, list[float | None]] = {name: [] for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    count = 0
    for game, turn, view, decision in positions(options, args.players_bot, args.seed, args.games):
        values = oracle_values(
            view, weights, args.oracle_root, args.oracle_shuffles, f"oracle {game} {turn}"
        )
        for name in names:
            began = time.process_time()
            move = make_bot(name).choose(view, decision)
            times[name].append(time.process_time() - began)
            regrets[name].append(regret(values, move))
        count += 1
    if not count:
        sys.exit("No position: more games, or another seed.")
    print(
        f"{count} positions ({args.mode}, {args.games} games of {args.players_bot} from seed "
        f"{args.seed}); oracle: {args.oracle_root} placements a tile, every move over "
        f"{args.oracle_shuffles} shuffles"
    )
    first = names[0]
    for name in names:
        weighed = [r for r in regrets[name] if r is not None]
        line = f"{name:16} regret {sum(weighed) / max(len(weighed), 1):6.3f}"
        pairs = [
            (r, b)
            for r, b in zip(regrets[name], regrets[first], strict=True)
            if r is not None and b is not None
        ]
        if name != first and pairs:
            m, lo, hi = mean_interval([r - b for r, b in pairs])
            line += f"  minus {first}'s {m:+.3f} ({lo:+.3f} to {hi:+.3f})"
        line += f"  not weighed by the oracle {len(regrets[name]) - len(weighed)}"
        line += f"  CPU s a move: median {statistics.median(times[name]):.3f}, max {max(times[name]):.3f}"
        print(line)


if __name__ == "__main__":
    main()
