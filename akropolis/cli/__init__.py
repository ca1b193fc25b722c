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
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..bots import BOTS, make_bot
from ..rules import record, solo
from ..rules.game import GameState, Options, Result, new_setup
from ..rules.record import Player, RecordError
from ..rules.scoring import VARIANTS, ScoreBreakdown
from ..rules.tiles import DISTRICTS

PROG = "python -m akropolis"

DISTRICT_TITLES = {
    "house": "Houses",
    "market": "Markets",
    "barracks": "Barracks",
    "temple": "Temples",
    "garden": "Gardens",
}


class ArenaError(Exception):
    """A game of the arena broke the rules or crashed."""


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


# ------------------------------------------------------------------- arena
@dataclass
class ArenaGame:
    """One finished game of the arena."""

    seed: int
    state: GameState
    players: list[Player]
    bots: list[str]  # per seat; "" for the Illustrious Architect
    scores: list[ScoreBreakdown]
    result: Result
    path: str | None = None
    #: How far the seats were turned (``--rotate``): 0 to players - 1.
    turn: int = 0
    #: Per seat, the CPU seconds of each of the bot's decisions.
    times: list[list[float]] = field(default_factory=list)


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


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game shuffled with
    ``game_seed``: distinct for every game and seat."""
    return game_seed * 8 + seat + 1


def turned(bots: list[str], options: Options, turn: int) -> list[str]:
    """The bots per seat with the players' seats turned ``turn`` times:
    each bot moves one seat on (the Illustrious Architect stays put)."""
    seats = [s for s in range(options.seats) if s != options.architect_seat]
    result = list(bots)
    for i, seat in enumerate(seats):
        result[seats[(i + turn) % len(seats)]] = bots[seat]
    return result


def play_game(
    options: Options, bots: list[str], seed: int, times: list[list[float]] | None = None
) -> GameState:
    """Play one game between ``bots`` (per seat; "" for the Illustrious
    Architect), checking the rules at every turn; ``ArenaError`` if a bot
    crashes or breaks a rule. With ``times`` (a list per seat), the CPU time
    of each decision is added to its seat's list."""
    state = GameState.start(new_setup(options, seed))
    players = {seat: make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(bots) if name}
    limit = len(state.setup.tile_order)
    while not state.over:
        number = len(state.history) + 1
        seat = state.current
        who = (
            f"the {bots[seat]} bot (seat {seat + 1})" if bots[seat] else "the Illustrious Architect"
        )
        where = f"seed {seed}, move {number}"
        if number > limit:
            raise ArenaError(f"{where}: the game did not end after {limit} moves")
        moves = state.legal_moves()
        if not moves:
            raise ArenaError(f"{where}: {who} has no legal move")
        if state.is_architect(seat):
            if len(moves) != 1:
                raise ArenaError(
                    f"{where}: the Illustrious Architect has {len(moves)} moves, not 1"
                )
            move = moves[0]
        else:
            try:
                # A clone: a bot cannot change the game but by its move.
                view = state.clone()
                began = time.process_time()
                move = players[seat].choose(view)
                if times is not None:
                    times[seat].append(time.process_time() - began)
            except Exception as error:  # noqa: BLE001 - any bot failure is reported
                raise ArenaError(
                    f"{where}: {who} crashed: {type(error).__name__}: {error}"
                ) from error
        error = state.move_error(move)
        if error:
            raise ArenaError(f"{where}: {who} played an illegal move {move!r}: {error}")
        state.play(move)
    return state


def arena_players(options: Options, bots: list[str]) -> list[Player]:
    return [
        Player(f"{name} {seat + 1}", name)
        if name
        else Player(solo.ARCHITECT_NAME, record.ARCHITECT)
        for seat, name in enumerate(bots)
    ]


@dataclass(frozen=True)
class ArenaJob:
    """One game to play: its number, tile seed, seat turn and bots."""

    number: int
    seed: int
    turn: int
    options: Options
    bots: tuple[str, ...]


def play_job(job: ArenaJob) -> tuple[GameState, list[list[float]]]:
    """Play one arena game (in this process or a worker): the final state
    and each seat's decision times."""
    times: list[list[float]] = [[] for _ in job.bots]
    state = play_game(job.options, list(job.bots), job.seed, times)
    return state, times


def arena_jobs(args: argparse.Namespace, options: Options, bots: list[str]) -> list[ArenaJob]:
    period = options.players if args.rotate else 1
    return [
        ArenaJob(
            g,
            args.seed + g // period,
            g % period,
            options,
            tuple(turned(bots, options, g % period)),
        )
        for g in range(args.games)
    ]


def run_jobs(jobs: list[ArenaJob], workers: int):
    """Each job's result, in the order of the jobs, whatever ``workers``."""
    if workers == 1 or len(jobs) == 1:
        yield from map(play_job, jobs)
        return
    import multiprocessing  # not in the browser; only needed here

    with multiprocessing.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap(play_job, jobs)


def run_arena(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    options = arena_options(args, parser)
    bots = arena_bots(args, parser, options)
    if args.save_dir:
        try:
            os.makedirs(args.save_dir, exist_ok=True)
        except OSError as error:
            return _fail(f"cannot create {args.save_dir}: {error.strerror or error}")
    jobs = arena_jobs(args, options, bots)
    games = []
    results = run_jobs(jobs, args.workers)
    for job in jobs:
        try:
            state, times = next(results)
        except ArenaError as error:
            results.close()  # stops the workers, if any
            return _fail(f"arena: game {job.number + 1}, {error}")
        players = arena_players(options, list(job.bots))
        scores = state.scores()
        game = ArenaGame(
            job.seed,
            state,
            players,
            list(job.bots),
            scores,
            state.result(),
            turn=job.turn,
            times=times,
        )
        if args.save_dir:
            name = f"game-{job.seed}-{job.turn}.json" if args.rotate else f"game-{job.seed}.json"
            game.path = os.path.join(args.save_dir, name)
            try:
                with open(game.path, "w", encoding="utf-8") as f:
                    f.write(record.dumps(state, players))
            except OSError as error:
                results.close()
                return _fail(f"cannot write {game.path}: {error.strerror or error}")
        games.append(game)
    if args.json:
        print(json.dumps(arena_json(options, bots, games), indent=2))
    else:
        print(arena_text(options, bots, games))
    return 0


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for z = 1.96)."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _stats(games: list[ArenaGame], seats_of, timed: bool = True) -> dict:
    """Games, wins, win rate (with its 95% interval), mean score and mean
    margin (own score minus the best other score) over the seats
    ``seats_of(game)`` picks in each game; with ``timed``, the median and
    maximum time per move."""
    played = wins = total = margin = 0
    times: list[float] = []
    for game in games:
        for seat in seats_of(game):
            played += 1
            wins += seat in game.result.winners
            own = game.scores[seat].total
            total += own
            margin += own - max(s.total for i, s in enumerate(game.scores) if i != seat)
            if game.times:
                times.extend(game.times[seat])
    lo, hi = wilson(wins, played)
    stats = {
        "games": played,
        "wins": wins,
        "win_rate": round(wins / played, 4) if played else 0.0,
        "win_rate_ci95": [round(lo, 4), round(hi, 4)],
        "mean_score": round(total / played, 2) if played else 0.0,
        "mean_margin": round(margin / played, 2) if played else 0.0,
    }
    if timed:
        stats["move_time_median"] = round(statistics.median(times), 4) if times else 0.0
        stats["move_time_max"] = round(max(times), 4) if times else 0.0
    return stats


def _seats_of_bot(name: str):
    return lambda game: [s for s, b in enumerate(game.bots) if b == name]


def _bot_names(bots: list[str]) -> list[str]:
    return list(dict.fromkeys(name for name in bots if name))


def arena_json(options: Options, bots: list[str], games: list[ArenaGame]) -> dict:
    architect = options.architect_seat
    rotated = any(g.turn for g in games)
    out_games = []
    for game in games:
        entry: dict = {
            "seed": game.seed,
            "players": [
                {"seat": seat, "bot": game.bots[seat], "score": game.scores[seat].to_dict()}
                for seat in range(options.seats)
                if seat != architect
            ],
        }
        if architect is not None:
            entry["architect"] = {
                "seat": architect,
                "level": options.solo,
                "score": game.scores[architect].to_dict(),
            }
        if rotated:
            entry["turn"] = game.turn
        entry["winners"] = list(game.result.winners)
        entry["decided_by"] = game.result.decided_by
        entry["moves"] = len(game.state.history)
        if game.path:
            entry["record"] = game.path
        out_games.append(entry)
    data: dict = {
        "options": {
            "players": options.players,
            "long_game": options.long_game,
            "variants": [v for v in VARIANTS if v in options.variants],
            "solo": options.solo,
        },
        "bots": [name or None for name in bots],
        "games": out_games,
        "rotate": rotated,
        "summary": {name: _stats(games, _seats_of_bot(name)) for name in _bot_names(bots)},
        "seats": [
            {"seat": seat, "bot": _seat_bot(games, seat), **_stats(games, lambda g, s=seat: [s])}
            for seat in range(options.seats)
            if seat != architect
        ],
        "shared_victories": sum(1 for g in games if len(g.result.winners) > 1),
    }
    if architect is not None:
        data["architect"] = {
            "level": options.solo,
            **_stats(games, lambda g: [architect], timed=False),
        }
    return data


def _seat_bot(games: list[ArenaGame], seat: int) -> str | None:
    """The bot of a seat if it kept the seat in every game (None if the
    seats were rotated)."""
    names = {g.bots[seat] for g in games}
    return names.pop() if len(names) == 1 else None


def arena_text(options: Options, bots: list[str], games: list[ArenaGame]) -> str:
    architect = options.architect_seat
    names = [name or "Architect" for name in bots]
    rotated = any(g.turn for g in games)
    seeds = (
        f"seed {games[0].seed}" if len(games) == 1 else f"seeds {games[0].seed} to {games[-1].seed}"
    )
    lines = [
        f"Arena: {len(games)} game{'s' if len(games) > 1 else ''}, {describe_options(options)}, {seeds}.",
        ("Seats of game 1, turned one seat on each game: " if rotated else "Seats: ")
        + ", ".join(f"{seat + 1}. {names[seat]}" for seat in range(options.seats)),
        "",
    ]
    for n, game in enumerate(games, 1):
        names = [name or "Architect" for name in game.bots]
        scores = ", ".join(f"{names[s]} {game.scores[s].total}" for s in range(options.seats))
        winners = " and ".join(f"{names[s]} (seat {s + 1})" for s in game.result.winners)
        how = {
            "points": "on points",
            "stones": "on the Stones tie-break",
            "shared": "shared victory",
            "tie": "a full tie goes to the Architect",
        }[game.result.decided_by]
        lines.append(f"Game {n} (seed {game.seed}): {scores}; winner {winners}, {how}.")
    lines.append("")
    rows = [(name, _stats(games, _seats_of_bot(name))) for name in _bot_names(bots)]
    if architect is not None:
        title = f"Architect ({solo.TITLES[options.solo]})"
        rows.append((title, _stats(games, lambda g: [architect], timed=False)))
    lines.extend(_stats_table("Bot", rows))
    lines.append("")
    seat_rows = []
    for seat in range(options.seats):
        kept = _seat_bot(games, seat)
        label = f"{seat + 1} {kept or 'Architect'}" if kept is not None else f"{seat + 1}"
        seat_rows.append((label, _stats(games, lambda g, s=seat: [s])))
    lines.extend(_stats_table("Seat", seat_rows))
    lines.append("")
    lines.extend(_times_table([row for row in rows if "move_time_median" in row[1]]))
    shared = sum(1 for g in games if len(g.result.winners) > 1)
    if shared:
        lines.append("")
        lines.append(
            f"Shared victories count as a win for each winner: {shared} game"
            f"{'s' if shared > 1 else ''} ended in a shared victory."
        )
    elif not options.solo:
        lines.append("")
        lines.append("Shared victories would count as a win for each winner; there were none.")
    return "\n".join(lines)


def _stats_table(title: str, rows: list[tuple[str, dict]]) -> list[str]:
    width = max(len(title), *(len(label) for label, _ in rows))
    lines = [
        f"{title:<{width}}  {'Games':>5}  {'Wins':>5}  {'Win rate':>8}  {'95% interval':>13}"
        f"  {'Mean score':>10}  {'Mean margin':>11}"
    ]
    for label, s in rows:
        lo, hi = s["win_rate_ci95"]
        interval = f"{lo * 100:.1f}-{hi * 100:.1f}%"
        lines.append(
            f"{label:<{width}}  {s['games']:>5}  {s['wins']:>5}  "
            f"{s['win_rate'] * 100:>7.1f}%  {interval:>13}  {s['mean_score']:>10.2f}"
            f"  {s['mean_margin']:>+11.2f}"
        )
    return lines


#: The heading of the time table (its figures change from run to run).
TIMES_HEADING = "Time per move (CPU seconds)"


def _times_table(rows: list[tuple[str, dict]]) -> list[str]:
    width = max([3, *(len(label) for label, _ in rows)])
    lines = [TIMES_HEADING, f"{'Bot':<{width}}  {'median':>8}  {'max':>8}"]
    for label, s in rows:
        lines.append(f"{label:<{width}}  {s['move_time_median']:>8.3f}  {s['move_time_max']:>8.3f}")
    return lines


def describe_options(options: Options) -> str:
    if options.solo:
        parts = [f"solo against the Illustrious Architect ({solo.TITLES[options.solo]})"]
    else:
        parts = [f"{options.players} players"]
    if options.long_game:
        parts.append("long game")
    variants = [v for v in VARIANTS if v in options.variants]
    parts.append("variants: " + (", ".join(variants) if variants else "none"))
    return ", ".join(parts)


# ------------------------------------------------------------------ replay
def run_replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    try:
        with open(args.file, "rb") as f:
            data = f.read()
    except OSError as error:
        return _fail(f"cannot read {args.file}: {error.strerror or error}")
    try:
        state, players = record.loads(data)
    except RecordError as error:
        return _fail(f"{args.file}: {error}")
    print(score_report(state, players))
    return 0


def score_report(state: GameState, players: list[Player]) -> str:
    """The score table of a game, final or as the cities stand, with the
    winner(s) and how they were decided."""
    options = state.options
    names = [p.name for p in players]
    lines = [f"Akropolis: {describe_options(options)}."]
    lines.append(
        "Players: "
        + ", ".join(
            f"{seat + 1}. {p.name}"
            + (f" ({_control(p.control)})" if p.control != record.HUMAN else "")
            for seat, p in enumerate(players)
        )
    )
    moves = len(state.history)
    if state.over:
        lines.append(f"Game over after {moves} moves ({state.rounds_total} rounds). Final scores:")
    else:
        lines.append(
            f"Game in progress: round {state.round} of {state.rounds_total}, "
            f"{moves} move{'s' if moves != 1 else ''} played, {names[state.current]} to play. "
            "Scores as the cities stand now:"
        )
    lines.append("")
    scores = state.scores()
    lines.extend(score_table(scores, names))
    lines.append("")
    lines.append(outcome(state.result(), scores, names, state.over, options.solo is not None))
    return "\n".join(lines)


def _control(control: str) -> str:
    if control == record.ARCHITECT:
        return "solo opponent"
    return f"{control} bot"


_CELL = 22  # width of a player's block: value, stars, points


def score_table(scores: list[ScoreBreakdown], names: list[str]) -> list[str]:
    label = 10
    head = " " * label + "".join(f"  {_clip(n, _CELL):>{_CELL}}" for n in names)
    sub = f"{'District':<{label}}" + f"  {'value':>6}{'stars':>6}{'points':>10}" * len(names)
    lines = [head.rstrip(), sub]
    for district in DISTRICTS:
        row = f"{DISTRICT_TITLES[district]:<{label}}"
        for s in scores:
            d = s.line(district)
            row += f"  {d.value:>6}{d.stars:>6}{d.points:>10}"
        lines.append(row)
    if any(s.extra for s in scores):
        lines.append(f"{'Quarries':<{label}}" + "".join(f"  {s.extra:>{_CELL}}" for s in scores))
    lines.append(f"{'Stones':<{label}}" + "".join(f"  {s.stones:>{_CELL}}" for s in scores))
    lines.append(f"{'Total':<{label}}" + "".join(f"  {s.total:>{_CELL}}" for s in scores))
    return lines


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def outcome(
    result: Result, scores: list[ScoreBreakdown], names: list[str], over: bool, is_solo: bool
) -> str:
    """The winner(s) and the tie-break in words; for an unfinished game,
    who would win if it ended now."""
    prefix = "Winner" if over else "Leading"
    winners = result.winners
    first = scores[winners[0]]
    if result.decided_by == "points":
        return f"{prefix}: {names[winners[0]]}, with the most points ({first.total})."
    if result.decided_by == "stones":
        tied = [i for i, s in enumerate(scores) if s.total == first.total]
        others = max(scores[i].stones for i in tied if i != winners[0])
        return (
            f"{prefix}: {names[winners[0]]}. "
            f"{_join([names[i] for i in tied])} tie on {first.total} points; "
            f"{names[winners[0]]} wins the tie-break with more Stones ({first.stones} to {others})."
        )
    if result.decided_by == "tie":
        return (
            f"{prefix}: {names[winners[0]]}. Equal points ({first.total}) and Stones "
            f"({first.stones}): a full tie is not a win for the player."
        )
    shared = "Shared victory" if over else "Sharing the lead"
    return (
        f"{shared}: {_join([names[i] for i in winners])}, with {first.total} points "
        f"and {first.stones} Stones each."
    )


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _fail(message: str) -> int:
    print(f"{PROG.split()[-1]}: {message}", file=sys.stderr)
    return 1
