"""Command line: bot arenas and record replays.

    python -m akropolis arena --players 2 --bots greedy,random --games 10 --seed 1
    python -m akropolis arena --bots hard,medium --games 200 --rotate --workers 2
    python -m akropolis arena --players 1 --solo metagenes --bots greedy --games 5
    python -m akropolis replay game-1.json
    python -m akropolis link game-1.json --base https://friends.github.io/akropolis/

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
import os
import sys
from collections.abc import Sequence

from ..bots import BOTS
from ..cards.bots import BOTS as CARD_BOTS
from ..core.record import RecordError, parse
from ..core.registry import by_format
from ..i18n import t
from ..rules import record, solo
from ..rules.scoring import VARIANTS
from ..rules.setup import Options
from . import links
from .arena import (
    ArenaReport,
    arena_jobs,
    game_json,
    json_head,
    json_tail,
    line_ups,
    play_arena,
    report_arena,
)
from .cardarena import replay_report
from .english import seeds_error
from .report import arena_head, arena_tail, game_line, score_report
from .tally import ArenaSummary

PROG = "python -m akropolis"

# -------------------------------------------------------------------- main
#: The exit status after Ctrl-C, and when the reader of the output has gone
#: (``... | head``): 128 and the signal's number, as the shell gives.
INTERRUPTED = 130
PIPE_CLOSED = 141
#: The largest record ``replay`` reads: a record is a few kilobytes.
MAX_RECORD_BYTES = 4_000_000


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 1 a failed game,
    a bad record or output that cannot be written, 2 bad arguments, 130
    after Ctrl-C, 141 when the output's reader has gone). Any failure is
    one line on stderr, never a traceback."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        code = args.run(args, args.subparser)
        _flush()  # here, not at exit, so that a failure is caught
        return code
    except SystemExit as exit:
        # argparse reports bad arguments (and --help) by exiting.
        code = exit.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except KeyboardInterrupt:
        return INTERRUPTED
    except BrokenPipeError:
        _drop_stdout()
        return PIPE_CLOSED
    except CannotWrite as error:  # a full disk
        _drop_stdout()
        return _fail(f"cannot write the output: {error}")
    except OSError as error:  # the system refused: too many workers
        return _fail(error.strerror or str(error))
    except MemoryError:
        return _fail("out of memory")


class CannotWrite(Exception):
    """The output could not be written, for another reason than its reader
    having gone."""


def _drop_stdout() -> None:
    """Point stdout at nothing, so that Python's last flush at exit does
    not fail again on what is left in its buffer."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no file behind it (tests)
        pass


def _out(text: str, stream=None) -> None:
    """Print ``text``; characters the terminal's encoding lacks become
    "?" (a player's name on an ASCII terminal)."""
    stream = stream or sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        text = text.encode(encoding, "replace").decode(encoding)
    except LookupError:  # an encoding Python does not know
        text = text.encode("ascii", "replace").decode("ascii")
    _writing(stream.write, text)


def _flush() -> None:
    _writing(sys.stdout.flush)


def _writing(action, *args) -> None:
    try:
        action(*args)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise CannotWrite(error.strerror or str(error)) from error


def _whole(too_large: str):
    """An argument's type: a whole number; ``too_large`` is the message for
    one of more digits than any sensible value (Python refuses to read
    more than 4300)."""

    def whole(text: str) -> int:
        digits = text.strip().lstrip("+-").replace("_", "")
        if len(digits) > 30 and digits.isdigit():
            raise argparse.ArgumentTypeError(too_large)
        try:
            return int(text)
        except ValueError:
            shown = text if len(text) <= 40 else text[:37] + "..."
            raise argparse.ArgumentTypeError(f"invalid int value: {shown!r}") from None

    return whole


SEEDS = f"--seed must lie between -{record.MAX_INT} and {record.MAX_INT}"
GAMES = f"--games must be at most {record.MAX_INT}"


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
        "--game",
        choices=("tiles", "cards"),
        default="tiles",
        help="the tile game Akropolis (default) or Acropolis, the card game",
    )
    arena.add_argument(
        "--advanced", action="store_true", help="the card game's building abilities"
    )
    arena.add_argument(
        "--players",
        type=_whole("--players must be 1 (with --solo) to 4"),
        default=None,
        help="seats: 2 to 4, or 1 with --solo (default: 2, or 1 with --solo); the card game: 2 to 6 (default: 3)",
    )
    arena.add_argument(
        "--bots",
        default="random",
        help=(
            f"comma-separated bot names, one per seat, cycled if fewer ({', '.join(BOTS)}; "
            f"with --game cards: {', '.join(CARD_BOTS)}; default: random)"
        ),
    )
    arena.add_argument("--games", type=_whole(GAMES), default=1, help="games to play (default: 1)")
    arena.add_argument(
        "--seed", type=_whole(SEEDS), default=0, help="seed of the first game (default: 0)"
    )
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
        type=_whole("--workers is too large"),
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
    replay.add_argument("file", metavar="FILE|LINK", help="a saved game (JSON record), or a link")
    replay.set_defaults(run=run_replay, subparser=replay)
    link = links.add_parser(commands)
    link.set_defaults(run=lambda args, _: links.run(args, _read_game, _out, _fail), subparser=link)
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
    if wrong := seeds_error(args.seed, args.games, record.MAX_INT):
        parser.error(wrong)
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
    """Play the games one at a time (or a worker's at a time) and report
    each as it finishes: no game is kept once reported, so an arena may be
    as long as the seeds allow."""
    if args.game == "cards":
        from .cardarena import run

        return run(args, parser, _out, _flush, _fail)
    if args.advanced:
        parser.error("--advanced is an option of the card game (--game cards)")
    options = arena_options(args, parser)
    bots = arena_bots(args, parser, options)
    seats = [s for s in range(options.seats) if s != options.architect_seat]
    period = len(line_ups(bots, seats, args.rotate))
    rotated = period > 1 and args.games > 1
    seeds = (args.seed, args.seed + (args.games - 1) // period)
    jobs = arena_jobs(options, bots, args.seed, args.games, args.rotate)
    summary = ArenaSummary(options, bots)
    report = ArenaReport(
        head_lines=lambda: arena_head(options, bots, args.games, seeds, rotated),
        head_json=lambda: json_head(options, bots),
        game_line=game_line,
        game_json=lambda game: game_json(options, game, rotated),
        tail_lines=lambda: arena_tail(summary),
        tail_json=lambda: json_tail(summary, rotated),
        record_text=lambda game: record.dumps(game.state),
        prefix="game",
    )
    games = play_arena(jobs, min(args.workers, args.games))
    return report_arena(args, games, report, summary, _out, _flush, _fail)


# ------------------------------------------------------------------ replay
def run_replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if not os.path.exists(args.file) and links.looks_like_link(args.file):
        try:
            spec, state = links.game_of_link(args.file)
        except RecordError as error:
            return _fail(f"the link: {error}")  # not the link's text: a forged one may hold anything
    else:
        game = _read_game(args.file)
        if isinstance(game, int):
            return game
        spec, state = game
    _out(REPORTS[spec.name](state) + "\n")
    return 0


def _read_game(path: str):
    """The game (its spec and state) of a record file, whichever game of
    the registry it is, or the exit status after saying why not."""
    data = _read_record(path)
    if isinstance(data, int):
        return data
    try:
        parsed = parse(data)
        spec = by_format(parsed)
        if spec is None:
            raise RecordError(t("RECORD_FOREIGN"))
        return spec, spec.from_record(parsed)
    except RecordError as error:
        return _fail(f"{path}: {error}")


def _read_record(path: str) -> bytes | int:
    """A record file's bytes, or the exit status after saying why not."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_RECORD_BYTES + 1)  # not all of /dev/zero
    except OSError as error:
        return _fail(f"cannot read {path}: {error.strerror or error}")
    if len(data) > MAX_RECORD_BYTES:
        return _fail(
            f"{path}: This file is too large to be a game record "
            f"(over {MAX_RECORD_BYTES // 1_000_000} MB)."
        )
    return data


#: What ``replay`` prints of a game, for each game of the registry.
REPORTS = {"tiles": score_report, "cards": replay_report}


def _fail(message: str) -> int:
    """Say what failed, in one line on stderr; the exit status 1."""
    _out(f"{PROG.split()[-1]}: {message}\n", sys.stderr)
    return 1
