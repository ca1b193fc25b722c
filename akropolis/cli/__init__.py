"""Command line: bot arenas and record replays.

    python -m akropolis arena --players 2 --bots greedy,random --games 10 --seed 1
    python -m akropolis arena --bots hard,medium --games 200 --rotate --workers 2
    python -m akropolis arena --players 1 --solo metagenes --bots greedy --games 5
    python -m akropolis replay game-1.json

``arena`` plays complete games between bots, checking the rules at every
turn, and summarises wins (with a 95% confidence interval), scores, margins
and the bots' time per move; ``replay`` loads a saved record (see
``docs/record-format.md``) and prints its score table. ``main(argv)`` returns
the exit status, so tests call it in-process.

This module parses the arguments; the arena itself is a library
(``arena``), and the texts are in ``report``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from ..bots import BOTS
from ..rules import record, solo
from ..rules.record import RecordError
from ..rules.scoring import VARIANTS
from ..rules.setup import Options
from .arena import ArenaError, arena_jobs, arena_json, play_arena
from .report import arena_text, score_report

PROG = "python -m akropolis"

# -------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 1 a failed game or
    a bad record, 2 bad arguments)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        return args.run(args, args.subparser)
    except SystemExit as exit:
        # argparse reports bad arguments (and --help) by exiting.
        code = exit.code
        return code if isinstance(code, int) else (0 if code is None else 1)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Akropolis rules engine: bot arenas and game records."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.required = True

    arena = commands.add_parser(
        "arena",
        help="play games between bots and summarise the results",
        description=(
            "Play complete games between bots. Game g (from 0) shuffles the tiles "
            "with seed S+g (with --rotate, S+g//P for P players); each bot's seed is "
            "derived from it and its seat. Time per move is the CPU time of the "
            "bot's decision, so that a busy machine does not inflate it."
        ),
    )
    arena.add_argument(
        "--players",
        type=int,
        default=None,
        help="seats: 2 to 4, or 1 with --solo (default: 2, or 1 with --solo)",
    )
    arena.add_argument(
        "--bots",
        default="random",
        help=f"comma-separated bot names, one per seat, cycled if fewer ({', '.join(BOTS)}; default: random)",
    )
    arena.add_argument("--games", type=int, default=1, help="games to play (default: 1)")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game (default: 0)")
    arena.add_argument("--long", action="store_true", help="the long game (2 or 3 players)")
    arena.add_argument(
        "--variants",
        default="",
        help=f"comma-separated variants to switch on ({','.join(VARIANTS)})",
    )
    arena.add_argument(
        "--solo",
        choices=solo.LEVELS,
        default=None,
        metavar="LEVEL",
        help=f"one bot against the Illustrious Architect ({'|'.join(solo.LEVELS)})",
    )
    arena.add_argument(
        "--rotate",
        action="store_true",
        help=(
            "rotate the seats: every tile order is played once per player, each bot "
            "taking each seat in turn (game g turns the seats by g mod P)"
        ),
    )
    arena.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="play N games at once in N processes; the results do not depend on N (default: 1)",
    )
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--save-dir", metavar="DIR", help="write each game's record to DIR")
    arena.set_defaults(run=run_arena, subparser=arena)

    replay = commands.add_parser(
        "replay",
        help="load a game record and print its score table",
        description="Load a game record, replay every move and print the scores.",
    )
    replay.add_argument("file", metavar="FILE", help="a saved game (JSON record)")
    replay.set_defaults(run=run_replay, subparser=replay)
    return parser


def arena_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Options:
    players = args.players
    if players is None:
        players = 1 if args.solo else 2
    if args.solo and players != 1:
        parser.error(f"--solo is for 1 player against the Illustrious Architect, not {players}")
    if players == 1 and not args.solo:
        parser.error("1 player needs --solo LEVEL (" + "|".join(solo.LEVELS) + ")")
    if not 1 <= players <= 4:
        parser.error("--players must be 1 (with --solo) to 4")
    if args.long and players > 3:
        parser.error("the long game is for 2 or 3 players (or solo)")
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    for v in variants:
        if v not in VARIANTS:
            parser.error(f"unknown variant {v!r}; choose among {', '.join(VARIANTS)}")
    if args.games < 1:
        parser.error("--games must be 1 or more")
    if args.workers < 1:
        parser.error("--workers must be 1 or more")
    last = args.seed + args.games - 1
    if abs(args.seed) > record.MAX_INT or abs(last) > record.MAX_INT:
        parser.error(f"seeds must lie between -{record.MAX_INT} and {record.MAX_INT}")
    return Options(players, args.long, frozenset(variants), args.solo)


def arena_bots(
    args: argparse.Namespace, parser: argparse.ArgumentParser, options: Options
) -> list[str]:
    """The bot name of each seat ("" for the Illustrious Architect)."""
    names = [n.strip() for n in args.bots.split(",")]
    if not all(names):
        parser.error("--bots needs bot names separated by commas")
    for name in names:
        if name not in BOTS:
            parser.error(f"unknown bot {name!r}; choose among {', '.join(BOTS)}")
    seats = [s for s in range(options.seats) if s != options.architect_seat]
    if len(names) > len(seats):
        parser.error(
            f"{len(names)} bots named for {len(seats)} seat{'s' if len(seats) > 1 else ''}"
        )
    bots = [""] * options.seats
    for i, seat in enumerate(seats):
        bots[seat] = names[i % len(names)]
    return bots


def run_arena(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    options = arena_options(args, parser)
    bots = arena_bots(args, parser, options)
    if args.save_dir:
        try:
            os.makedirs(args.save_dir, exist_ok=True)
        except OSError as error:
            return _fail(f"cannot create {args.save_dir}: {error.strerror or error}")
    games = []
    try:
        for game in play_arena(
            arena_jobs(options, bots, args.seed, args.games, args.rotate), args.workers
        ):
            if args.save_dir:
                name = f"game-{game.seed}-{game.turn}.json" if args.rotate else f"game-{game.seed}.json"
                game.path = os.path.join(args.save_dir, name)
                try:
                    with open(game.path, "w", encoding="utf-8") as f:
                        f.write(record.dumps(game.state))
                except OSError as error:
                    return _fail(f"cannot write {game.path}: {error.strerror or error}")
            games.append(game)
    except ArenaError as error:
        return _fail(f"arena: {error}")
    if args.json:
        print(json.dumps(arena_json(options, bots, games), indent=2))
    else:
        print(arena_text(options, bots, games))
    return 0


# ------------------------------------------------------------------ replay
def run_replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    try:
        with open(args.file, "rb") as f:
            data = f.read()
    except OSError as error:
        return _fail(f"cannot read {args.file}: {error.strerror or error}")
    try:
        state, _ = record.loads(data)
    except RecordError as error:
        return _fail(f"{args.file}: {error}")
    print(score_report(state))
    return 0


def _fail(message: str) -> int:
    print(f"{PROG.split()[-1]}: {message}", file=sys.stderr)
    return 1
