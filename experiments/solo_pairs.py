"""Paired solo games: every tile order played by each bot named, against the
Illustrious Architect, and each bot's margin compared with the first bot's
on the same tile orders (docs/ai.md, issue 15's solo experiments).

A solo game is decided by its tile order and the bot's decision seeds, which
come from the game's seed (``bots.seed_for``), not from the bot's name; so two
settings that play the same move everywhere get the same scores, and the
difference between two settings' margins on the same tile order cancels most
of the luck of the draw. A bot is an arena name (``expert``) or one with
settings changed after a colon, ``NAME:KEY=VALUE,KEY=VALUE``: a KEY is a
setting of the bot's class (``root_placements``, ``deep_moves``,
``samples``, ``budget``, ``solo_plan``, ``solo_rounds``, ...) or a field of
the weights it plays solo with (``outlook.Weights``: its ``solo_weights``,
or its ``weights`` if it has none, and its ``solo_plan_weights`` if it has
them); a VALUE is a Python literal, a tuple
written in brackets: ``future_value=(1.0,1.2,1.2,0.6,1.2)``.

    python experiments/solo_pairs.py --games 200 --seed 78000 --variants all --bot expert --bot expert:architect_stone_hope=5 --workers 2

The first bot named is the reference. It prints, per bot, its games won (Wilson 95% interval), mean score, the
Architect's mean, mean margin and CPU time per move (the median of the
games' median moves, and the slowest move); and for each bot after the
first, its margin minus the first bot's on the same tile orders (mean and
95% interval) and the tile orders won by one of the two only. ``--out``
writes one JSON line per game, for a closer look (with ``--records``, the
game's record in it too, which ``experiments/td_fit.py`` reads); ``--read`` reports
such files again, those of several runs together, without playing:

    python experiments/solo_pairs.py --read expert.jsonl candidate.jsonl --bot expert --bot CANDIDATE

A yardstick no player can reach: ``seer:SPEC`` is the bot SPEC names with
its look further dealt the game's true next stacks (one deal) instead of
shuffles of the unseen tiles, so it knows the order of the tiles as far as
it looks; what that knowledge wins shows what judging the unknown order
better could win (a guide, not a strict bound: a seer plays its one deal
with the search's own lines; docs/ai.md, "Issue 15: solo with all five
variants, a sixth try"):

    python experiments/solo_pairs.py --games 200 --seed 78000 --variants all --bot expert --bot seer:expert:solo_plan=True,solo_rounds=2,solo_full_rounds=None,solo_deep_moves=12,solo_samples=1,solo_budget=5000000 --workers 2
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import functools
import json
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from akropolis.bots import BOTS  # noqa: E402
from akropolis.bots.hard import HardBot  # noqa: E402
from akropolis.bots.outlook import Weights  # noqa: E402
from akropolis.bots.search import Search  # noqa: E402
from akropolis.cli.arena import arena_players, new_setup, play_game  # noqa: E402
from akropolis.cli.tally import wilson  # noqa: E402
from akropolis.rules import record  # noqa: E402
from akropolis.rules.scoring import VARIANTS  # noqa: E402
from akropolis.rules.setup import Options, Player  # noqa: E402
from experiments.regret import mean_interval  # noqa: E402

WEIGHTS = {f.name for f in dataclasses.fields(Weights)}
SEER = "seer:"


class SeerSearch(Search):
    """``Search`` whose look further is dealt the game's true next stacks,
    read from ``tile_order`` (the game's whole tile order): one deal,
    whatever the number of shuffles asked for."""

    def __init__(self, tile_order: tuple[int, ...], *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.tile_order = tile_order

    def _deals(self, rounds: int) -> list[tuple[int, ...]]:
        size = self.view.options.stack_size
        start = len(self.tile_order) - self.view.stacks_left * size
        return [tuple(self.tile_order[start : start + size * rounds])]


class Seer:
    """Mixed into a ``HardBot`` class: its search is a ``SeerSearch`` of
    ``tile_order``, which ``play`` sets before each game."""

    tile_order: tuple[int, ...] = ()

    def think(self, view, rng):
        self.search_class = functools.partial(SeerSearch, self.tile_order)
        return (yield from super().think(view, rng))


def _changes(text: str) -> list[str]:
    """``KEY=VALUE`` items of ``text``, split at the commas outside
    brackets, so that a value may be a tuple: ``future_value=(1, 2, 3, 4, 5)``."""
    items, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "," and not depth:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return items


def make_setting(spec: str) -> type:
    """The bot class that ``spec`` names (see the module's docstring);
    ValueError if it names no bot, or a setting the bot does not have."""
    if spec.startswith(SEER):
        base = make_setting(spec[len(SEER) :])
        if not issubclass(base, HardBot):
            raise ValueError(f"{spec!r}: only a bot that searches can see the tiles to come")
        return type(base.__name__, (Seer, base), {"name": spec})
    name, _, changes = spec.partition(":")
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; choose among {', '.join(BOTS)}")
    base = BOTS[name]
    if not changes:
        return base
    attributes: dict = {"name": spec}
    weights: dict = {}
    for change in _changes(changes):
        key, sep, text = change.partition("=")
        key = key.strip()
        if not sep:
            raise ValueError(f"{change!r}: write KEY=VALUE")
        try:
            value = ast.literal_eval(text.strip())
        except (ValueError, SyntaxError):
            raise ValueError(f"{change!r}: the value is not a Python literal") from None
        if key in WEIGHTS:
            weights[key] = value
        elif (
            issubclass(base, HardBot)
            and key not in ("name", "weights", "solo_weights", "solo_plan_weights")
            and not key.startswith("_")
            and hasattr(base, key)
            and not callable(getattr(base, key))
        ):
            attributes[key] = value
        else:
            raise ValueError(f"{key!r} is neither a setting of {name} nor a field of its weights")
    if weights:
        if not issubclass(base, HardBot):
            raise ValueError(f"{name} has no weights to change")
        own = base.solo_weights if base.solo_weights is not None else base.weights
        attributes["solo_weights"] = dataclasses.replace(own, **weights)
        if base.solo_plan_weights is not None:
            attributes["solo_plan_weights"] = dataclasses.replace(base.solo_plan_weights, **weights)
    return type(base.__name__, (base,), attributes)


def register(specs: list[str]) -> None:
    """Make every bot of ``specs`` known to the arena under its spec (in
    this process; the workers do it when they start)."""
    for spec in specs:
        BOTS.setdefault(spec, make_setting(spec))


def play(job: tuple) -> dict:
    """One solo game: the bot ``spec``'s score, the Architect's, and the
    CPU time of each of the bot's moves; and the game's record if the job
    asks for it (``(spec, seed, options, True)``)."""
    spec, seed, options, *keep = job
    times: list[list[float]] = [[], []]
    bot = BOTS[spec]
    if issubclass(bot, Seer):
        # The tile order play_game deals (the same setup from the same seed).
        bot.tile_order = tuple(new_setup(options, seed, arena_players([spec, ""])).tile_order)
    state = play_game(options, [spec, ""], seed, times)
    scores = state.scores()
    game = {
        "bot": spec,
        "seed": seed,
        "score": scores[0].total,
        "architect": scores[1].total,
        "won": list(state.result().winners) == [0],
        "stones": [scores[0].stones, scores[1].stones],
        "times": times[0],
    }
    if keep and keep[0]:
        # The record names the player after its arena bot: a setting's
        # spec is no player's name (at most 100 characters) nor control.
        base = spec
        while base.startswith(SEER):
            base = base[len(SEER) :]
        base = base.partition(":")[0]
        players = (Player(f"{base} 1", base), state.players[1])
        game["record"] = json.loads(record.dumps(state, players))
    return game


def run(work, jobs: list, specs: list[str], workers: int, out: str | None, line=None) -> list:
    """``work`` done on each of ``jobs``, in order, over ``workers``
    processes (each with the bots of ``specs`` registered); each result
    written as it comes as a JSON line to the file ``out`` (appended), as
    ``line(result)`` if given."""
    games = []
    stream = open(out, "a") if out else None  # noqa: SIM115 - closed below
    try:
        if workers == 1:
            results = map(work, jobs)
            pool = None
        else:
            pool = multiprocessing.get_context("spawn").Pool(
                workers, initializer=register, initargs=(specs,)
            )
            results = pool.imap(work, jobs)
        for game in results:
            games.append(game)
            if stream:
                stream.write(json.dumps(line(game) if line else game) + "\n")
                stream.flush()
        if pool:
            pool.close()
    finally:
        if stream:
            stream.close()
    return games


def report(specs: list[str], games: list[dict]) -> list[str]:
    """The lines printed: a line per bot, the first bot's as the reference."""
    by_bot = {spec: {g["seed"]: g for g in games if g["bot"] == spec} for spec in specs}
    first = by_bot[specs[0]]
    width = max(len(spec) for spec in specs)
    lines = []
    for spec in specs:
        own = list(by_bot[spec].values())
        if not own:
            continue
        won = sum(g["won"] for g in own)
        low, high = wilson(won, len(own))
        margin = statistics.fmean(g["score"] - g["architect"] for g in own)
        medians = [statistics.median(g["times"]) for g in own if g["times"]]
        slowest = max((max(g["times"]) for g in own if g["times"]), default=0.0)
        line = (
            f"{spec:<{width}}  games {len(own)}  won {won} ({100 * won / len(own):.1f}%, "
            f"{100 * low:.1f}-{100 * high:.1f}%)  score {statistics.fmean(g['score'] for g in own):.1f}"
            f"  Architect {statistics.fmean(g['architect'] for g in own):.1f}  margin {margin:+.1f}"
            f"  CPU s a move: median {statistics.median(medians) if medians else 0.0:.3f}, max {slowest:.2f}"
        )
        pairs = [(g, first[s]) for s, g in by_bot[spec].items() if s in first]
        if spec != specs[0] and len(pairs) > 1:
            diff = [(g["score"] - g["architect"]) - (f["score"] - f["architect"]) for g, f in pairs]
            mean, lo, hi = mean_interval(diff)
            only = sum(g["won"] and not f["won"] for g, f in pairs)
            only_first = sum(f["won"] and not g["won"] for g, f in pairs)
            line += (
                f"\n{'':<{width}}  minus {specs[0]}'s margin over {len(pairs)} tile orders: "
                f"{mean:+.1f} ({lo:+.1f} to {hi:+.1f}); won by this one only {only}, "
                f"by {specs[0]} only {only_first}"
            )
        lines.append(line)
    return lines


def parse_variants(text: str) -> frozenset[str]:
    if text in ("", "none"):
        return frozenset()
    if text == "all":
        return frozenset(VARIANTS)
    chosen = frozenset(v.strip() for v in text.split(","))
    unknown = chosen - set(VARIANTS)
    if unknown:
        raise ValueError(f"unknown variants: {', '.join(sorted(unknown))}")
    return chosen


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--bot", action="append", dest="bots", help="a bot, see above (again for each bot)"
    )
    parser.add_argument("--games", type=int, default=20, help="tile orders (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="the first tile order's seed")
    parser.add_argument("--level", default="callicrates", help="the Architect's level")
    parser.add_argument("--variants", default="", help="comma-separated, all, or none")
    parser.add_argument("--long", action="store_true", help="the long game")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", help="write each game as a JSON line to this file")
    parser.add_argument(
        "--records",
        action="store_true",
        help="with --out: each line keeps its game's record too (for experiments/td_fit.py)",
    )
    parser.add_argument(
        "--read",
        nargs="+",
        metavar="FILE",
        help="play nothing: report the games of these --out files (the bots in the"
        " order of --bot, or as they come)",
    )
    args = parser.parse_args(argv)
    if args.records and not args.out:
        parser.error("--records keeps the records in the --out file: name one")
    if args.read:
        games = [
            json.loads(line)
            for name in args.read
            for line in Path(name).read_text().splitlines()
            if line.strip()
        ]
        specs = args.bots or list(dict.fromkeys(g["bot"] for g in games))
        print(f"{len(games)} games read from {', '.join(args.read)}")
        print("\n".join(report(specs, games)))
        return
    specs = args.bots or ["expert"]
    try:
        register(specs)
        variants = parse_variants(args.variants)
    except ValueError as error:
        parser.error(str(error))
    options = Options(players=1, solo=args.level, variants=variants, long_game=args.long)
    jobs = [
        (spec, seed, options, args.records)
        for seed in range(args.seed, args.seed + args.games)
        for spec in specs
    ]
    games = run(play, jobs, specs, args.workers, args.out)
    print(
        f"{args.games} tile orders from seed {args.seed}, solo against {args.level}, "
        f"variants: {', '.join(v for v in VARIANTS if v in variants) or 'none'}{', long game' if args.long else ''}"
    )
    print("\n".join(report(specs, games)))


if __name__ == "__main__":
    main()
