"""The arena as a library: complete games between bots, every turn checked
against the rules, played one at a time (or in worker processes) as they are
asked for, and the JSON object of their results. The statistics (win rates
with their 95% intervals, scores, margins, time per move) are counted in
``tally``.

``play_arena`` is what ``python -m akropolis arena`` runs; tests, benchmarks
and docs/ai.md's measurements call it directly. No printing here: see
``report`` for the text, and ``arena_json`` and ``JsonWriter`` for the JSON
object (all at once, or a game at a time).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sized
from dataclasses import dataclass, field

from ..core.registry import GameSpec, load_game
from ..rules.game import GameState
from ..rules.result import Result
from ..rules.scoring import VARIANTS, ScoreBreakdown
from ..rules.setup import Options, Player, architect, new_setup
from .tally import ArenaSummary, Tally, summarise
from .tally import bot_names as bot_names  # the arena's, as before
from .tally import wilson as wilson


class ArenaError(Exception):
    """A game of the arena broke the rules or crashed."""


@dataclass
class ArenaGame:
    """One finished game of the arena."""

    seed: int
    state: GameState
    players: tuple[Player, ...]
    bots: list[str]  # per seat; "" for the Illustrious Architect
    scores: list[ScoreBreakdown]
    result: Result
    path: str | None = None
    #: How far the seats were turned (``--rotate``): 0 to players - 1.
    turn: int = 0
    #: Per seat, the CPU seconds of each of the bot's decisions.
    times: list[list[float]] = field(default_factory=list)


def turned(bots: list[str], options: Options, turn: int) -> list[str]:
    """The bots per seat with the players' seats turned ``turn`` times:
    each bot moves one seat on (the Illustrious Architect stays put)."""
    seats = [s for s in range(options.seats) if s != options.architect_seat]
    return turn_seats(bots, seats, turn)


def turn_seats(bots, seats: list[int], turn: int) -> list[str]:
    """``bots`` (per seat) with those of ``seats`` each moved ``turn``
    seats on, in the order of ``seats``; the others stay put."""
    result = list(bots)
    for i, seat in enumerate(seats):
        result[seats[(i + turn) % len(seats)]] = bots[seat]
    return result


def line_ups(bots, seats: list[int], rotate: bool) -> list[tuple[int, tuple[str, ...]]]:
    """The (turn, bots per seat) a deal is played with: the bots as given,
    and with ``rotate`` each turn of ``seats`` that gives another line-up
    (all ``random``, or ``easy,random,easy,random``, turn into the same
    line-up: that game is played, and counted, once)."""
    found: dict[tuple[str, ...], int] = {}
    for turn in range(len(seats) if rotate else 1):
        found.setdefault(tuple(turn_seats(bots, seats, turn)), turn)
    return [(turn, line_up) for line_up, turn in found.items()]


def play_game(
    options: Options, bots: list[str], seed: int, times: list[list[float]] | None = None
) -> GameState:
    """Play one game between ``bots`` (per seat; "" for the Illustrious
    Architect), checking the rules at every turn; ``ArenaError`` if a bot
    crashes or breaks a rule. With ``times`` (a list per seat), the CPU time
    of each decision is added to its seat's list."""
    state = GameState.start(new_setup(options, seed, arena_players(bots)))
    return play_out(load_game("tiles"), state, f"seed {seed}", times)


#: More actions than any game of the house takes.
MAX_ACTIONS = 200_000


def play_out(spec: GameSpec, state, where: str, times: list[list[float]] | None = None):
    """Play ``state`` (any game of the registry) to its end, each seat by
    the computer player its control names (a seat the rules play, as the
    Illustrious Architect, has its one legal action), every action checked
    against the rules; ``ArenaError`` if a bot crashes or breaks a rule, or
    the game does not end. Each bot sees its seat's view only."""
    controls = spec.controls(state)
    players = {seat: spec.make_bot(name) for seat, name in enumerate(controls) if name}
    while not state.over:
        number = len(state.played) + 1
        seat = state.to_act
        who = f"the {controls[seat]} bot (seat {seat + 1})" if controls[seat] else f"seat {seat + 1}"
        at = f"{where}, action {number}"
        if number > MAX_ACTIONS:
            raise ArenaError(f"{at}: the game did not end after {MAX_ACTIONS} actions")
        if seat not in players:
            actions = state.legal_actions()
            if len(actions) != 1:
                raise ArenaError(f"{at}: {who}, played by the rules, has {len(actions)} actions, not 1")
            action = actions[0]
        else:
            try:
                view = state.view(seat)
                decision = spec.seed_for(state, seat)
                began = time.process_time()
                action = players[seat].choose(view, decision)
                if times is not None:
                    times[seat].append(time.process_time() - began)
            except Exception as error:  # noqa: BLE001 - any bot failure is reported
                raise ArenaError(f"{at}: {who} crashed: {type(error).__name__}: {error}") from error
        refusal = state.error(action)
        if refusal:
            raise ArenaError(f"{at}: {who} played an illegal action {action!r}: {refusal}")
        state.play(action)
    return state


def arena_players(bots: list[str]) -> tuple[Player, ...]:
    """The seats of an arena game: each bot named after its kind and seat."""
    return tuple(
        Player(f"{name} {seat + 1}", name) if name else architect()
        for seat, name in enumerate(bots)
    )


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


def arena_jobs(
    options: Options, bots: list[str], seed: int, games: int, rotate: bool = False
) -> Iterator[ArenaJob]:
    """The games of an arena, made one at a time as they are played: game g
    shuffles the tiles with ``seed + g`` (with ``rotate``, ``seed + g // P``
    for the P distinct line-ups of the seats turned: each bot takes each
    seat in turn, and a line-up that comes back is not played again)."""
    seats = [s for s in range(options.seats) if s != options.architect_seat]
    deal = line_ups(bots, seats, rotate)
    for g in range(games):
        turn, line_up = deal[g % len(deal)]
        yield ArenaJob(g, seed + g // len(deal), turn, options, line_up)


def run_jobs(jobs: Iterable[ArenaJob], workers: int, play=None) -> Iterator:
    """Each job's result (``play_job``'s, or ``play``'s: a function of a
    module, for the workers), in the order of the jobs, whatever
    ``workers``. The jobs are taken as they are played, not all at once."""
    play = play or play_job
    if workers == 1:
        yield from map(play, jobs)
        return
    import multiprocessing  # not in the browser; only needed here

    with _deaf_to_ctrl_c():  # the workers are born ignoring it
        pool = multiprocessing.get_context("spawn").Pool(workers)
    with pool:
        yield from pool.imap(play, jobs)


def _played(job: ArenaJob) -> tuple[ArenaJob, GameState, list[list[float]]]:
    return (job, *play_job(job))


@contextlib.contextmanager
def _deaf_to_ctrl_c() -> Iterator[None]:
    """Ignore Ctrl-C while the workers start: they keep ignoring it (Python
    leaves an ignored SIGINT ignored), so that only the arena hears it and
    stops them, and no worker prints a traceback, even while it starts."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may set a signal's handler
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def stats(games: Iterable[ArenaGame], seats_of, timed: bool = True) -> dict:
    """Games, wins, win rate (with its 95% interval), mean score and mean
    margin (own score minus the best other score) over the seats
    ``seats_of(game)`` picks in each game; with ``timed``, the median and
    maximum time per move."""
    tally = Tally(timed)
    for game in games:
        for seat in seats_of(game):
            tally.add(game, seat)
    return tally.stats()


def seats_of_bot(name: str):
    return lambda game: [s for s, b in enumerate(game.bots) if b == name]


def seat_bot(games: Iterable[ArenaGame], seat: int) -> str | None:
    """The bot of a seat if it kept the seat in every game (None if the
    seats were rotated)."""
    names = {g.bots[seat] for g in games}
    return names.pop() if len(names) == 1 else None


# --------------------------------------------------------------------- JSON
def arena_json(options: Options, bots: list[str], games: list[ArenaGame]) -> dict:
    """The JSON object of an arena's games (``--json``)."""
    rotated = any(g.turn for g in games)
    data = json_head(options, bots)
    data["games"] = [game_json(options, game, rotated) for game in games]
    data.update(json_tail(summarise(options, bots, games), rotated))
    return data


def json_head(options: Options, bots: list[str]) -> dict:
    """The fields of an arena's JSON object before its games."""
    return {
        "options": {
            "players": options.players,
            "long_game": options.long_game,
            "variants": [v for v in VARIANTS if v in options.variants],
            "solo": options.solo,
        },
        "bots": [name or None for name in bots],
    }


def game_json(options: Options, game: ArenaGame, rotated: bool) -> dict:
    """One game's entry in the JSON object's ``games``."""
    architect = options.architect_seat
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
    return entry


def json_tail(summary: ArenaSummary, rotated: bool) -> dict:
    """The fields of an arena's JSON object after its games."""
    options = summary.options
    architect = options.architect_seat
    data: dict = {
        "rotate": rotated,
        "summary": {name: tally.stats() for name, tally in summary.by_bot.items()},
        "seats": [
            {"seat": seat, "bot": summary.seat_bot(seat), **summary.by_seat[seat].stats()}
            for seat in range(options.seats)
            if seat != architect
        ],
        "shared_victories": summary.shared,
    }
    if summary.architect is not None:
        data["architect"] = {"level": options.solo, **summary.architect.stats()}
    return data


@dataclass
class ArenaReport:
    """How an arena of one game is reported, game by game as they finish
    (``report_arena``): its head and tail as text lines or JSON, each
    game's line and JSON entry, the text of its record, and the prefix of
    the records' file names."""

    head_lines: Callable[[], list[str]]
    head_json: Callable[[], dict]
    game_line: Callable[[int, object], str]
    game_json: Callable[[object], dict]
    tail_lines: Callable[[], list[str]]
    tail_json: Callable[[], dict]
    record_text: Callable[[object], str]
    prefix: str


def report_arena(args, games: Iterable, report: ArenaReport, summary, out, flush, fail) -> int:
    """Play the ``games`` (an iterator of finished games) and report each as
    it finishes, as text or JSON (``args.json``), its record written to
    ``args.save_dir`` if asked: no game is kept once reported, so an arena
    may be as long as the seeds allow. The exit status."""
    if args.save_dir:
        try:
            os.makedirs(args.save_dir, exist_ok=True)
        except OSError as error:
            return fail(f"cannot create {args.save_dir}: {error.strerror or error}")
    writer = JsonWriter(out)
    try:
        for n, game in enumerate(games, 1):
            if args.save_dir:
                turn = f"-{game.turn}" if args.rotate else ""
                game.path = os.path.join(args.save_dir, f"{report.prefix}-{game.seed}{turn}.json")
                try:
                    with open(game.path, "w", encoding="utf-8") as f:
                        f.write(report.record_text(game))
                except OSError as error:
                    return fail(f"cannot write {game.path}: {error.strerror or error}")
            if args.json:
                if n == 1:
                    writer.head(report.head_json())
                writer.game(report.game_json(game))
            else:
                if n == 1:
                    out("\n".join(report.head_lines()) + "\n")
                out(report.game_line(n, game) + "\n")
            flush()  # a line per game as it finishes, even in a pipe
            summary.add(game)
    except ArenaError as error:
        return fail(f"arena: {error}")
    if args.json:
        writer.tail(report.tail_json())
    else:
        out("\n".join(report.tail_lines()) + "\n")
    return 0


class JsonWriter:
    """The JSON object of ``arena_json``, laid out as ``json.dumps(...,
    indent=2)`` lays it out, written a game at a time as the games finish."""

    def __init__(self, write) -> None:
        self.write = write
        self.games = 0

    def head(self, head: dict) -> None:
        self.write("{\n" + self._fields(head) + ',\n  "games": [')

    def game(self, entry: dict) -> None:
        text = json.dumps(entry, indent=2).replace("\n", "\n    ")
        self.write(("," if self.games else "") + "\n    " + text)
        self.games += 1

    def tail(self, tail: dict) -> None:
        self.write("\n  ],\n" + self._fields(tail) + "\n}\n")

    @staticmethod
    def _fields(data: dict) -> str:
        return json.dumps(data, indent=2)[2:-2]


def play_arena(jobs: Iterable[ArenaJob], workers: int = 1) -> Iterator[ArenaGame]:
    """Play the ``jobs``, in order, in ``workers`` processes (no more than
    there are jobs, if they can be counted); yields each finished game.
    Raises ``ArenaError`` (naming the game) when a bot crashes or breaks a
    rule."""
    if isinstance(jobs, Sized):
        workers = max(1, min(workers, len(jobs)))
    for job, state, times in played_in_order(jobs, workers, _played):
        yield ArenaGame(job.seed, state, state.players, list(job.bots), state.scores(),
                        state.result(), turn=job.turn, times=times)


def played_in_order(jobs: Iterable, workers: int, play) -> Iterator:
    """What ``play`` gives for each job (``run_jobs``), in order; an
    ``ArenaError`` names its game ("game 3, seed ..."). Any game's arena
    goes through here."""
    results = run_jobs(jobs, workers, play)
    number = 1
    try:
        while True:
            try:
                found = next(results)
            except StopIteration:
                return
            except ArenaError as error:
                raise ArenaError(f"game {number}, {error}") from error
            number += 1
            yield found
    finally:
        results.close()  # stops the workers, if any
