"""The arena as a library: complete games between bots, every turn checked
against the rules, and the statistics of a series of games (win rates with
their 95% intervals, scores, margins, time per move).

``play_arena`` is what ``python -m akropolis arena`` runs; tests, benchmarks
and docs/ai.md's measurements call it directly. No printing here: see
``report`` for the text and ``arena_json`` for the JSON object.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..bots import make_bot, seed_for
from ..rules.game import GameState
from ..rules.result import Result
from ..rules.scoring import VARIANTS, ScoreBreakdown
from ..rules.setup import Options, Player, architect, new_setup


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
    state = GameState.start(new_setup(options, seed, arena_players(bots)))
    # Each decision's seed: bots.seed_for(the game, the seat, the moves played).
    players = {seat: make_bot(name) for seat, name in enumerate(bots) if name}
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
                # The player's view: a bot cannot see the order of the
                # stacks, nor change the game but by its move.
                view = state.view()
                decision = seed_for(state.setup, seat, len(state.turns))
                began = time.process_time()
                move = players[seat].choose(view, decision)
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
) -> list[ArenaJob]:
    """The games of an arena: game g shuffles the tiles with ``seed + g``
    (with ``rotate``, ``seed + g // P`` for P players, each bot taking each
    seat in turn)."""
    period = options.players if rotate else 1
    return [
        ArenaJob(g, seed + g // period, g % period, options, tuple(turned(bots, options, g % period)))
        for g in range(games)
    ]


def run_jobs(jobs: list[ArenaJob], workers: int) -> Iterator[tuple[GameState, list[list[float]]]]:
    """Each job's result, in the order of the jobs, whatever ``workers``."""
    if workers == 1 or len(jobs) == 1:
        yield from map(play_job, jobs)
        return
    import multiprocessing  # not in the browser; only needed here

    with multiprocessing.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap(play_job, jobs)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for z = 1.96)."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def stats(games: list[ArenaGame], seats_of, timed: bool = True) -> dict:
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


def seats_of_bot(name: str):
    return lambda game: [s for s, b in enumerate(game.bots) if b == name]


def bot_names(bots: list[str]) -> list[str]:
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
        "summary": {name: stats(games, seats_of_bot(name)) for name in bot_names(bots)},
        "seats": [
            {"seat": seat, "bot": seat_bot(games, seat), **stats(games, lambda g, s=seat: [s])}
            for seat in range(options.seats)
            if seat != architect
        ],
        "shared_victories": sum(1 for g in games if len(g.result.winners) > 1),
    }
    if architect is not None:
        data["architect"] = {
            "level": options.solo,
            **stats(games, lambda g: [architect], timed=False),
        }
    return data


def seat_bot(games: list[ArenaGame], seat: int) -> str | None:
    """The bot of a seat if it kept the seat in every game (None if the
    seats were rotated)."""
    names = {g.bots[seat] for g in games}
    return names.pop() if len(names) == 1 else None




def play_arena(jobs: list[ArenaJob], workers: int = 1) -> Iterator[ArenaGame]:
    """Play the ``jobs``, in order, in ``workers`` processes; yields each
    finished game. Raises ``ArenaError`` (naming the game) when a bot
    crashes or breaks a rule."""
    results = run_jobs(jobs, workers)
    for job in jobs:
        try:
            state, times = next(results)
        except ArenaError as error:
            results.close()  # stops the workers, if any
            raise ArenaError(f"game {job.number + 1}, {error}") from error
        yield ArenaGame(
            job.seed,
            state,
            state.players,
            list(job.bots),
            state.scores(),
            state.result(),
            turn=job.turn,
            times=times,
        )
