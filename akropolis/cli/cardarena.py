"""The arena of the card game (``arena --game cards``): complete games of
Acropolis between card bots, every action checked against the rules, played
one at a time or in worker processes (``arena.run_jobs``), with the same
JSON shape as the tile game's arena: ``games``, then ``summary`` per bot
name (win rate with its 95% interval, mean categories won, mean Drachmas
left, time per decision).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..cards import record as card_record
from ..cards.game import CardGame
from ..cards.scoring import CardResult
from ..cards.setup import CardOptions, Seat, new_setup
from ..core.record import MAX_INT
from ..core.registry import load_game
from .arena import ArenaReport, line_ups, play_out, played_in_order, report_arena
from .english import count, seeds_error
from .tally import Tally, bot_names

#: More actions than any game takes (each player, each market turn: three
#: offers, their answers, three abilities and a pass; bids up to its money).
MAX_ACTIONS = 200_000


@dataclass(frozen=True)
class CardJob:
    number: int
    seed: int
    turn: int
    options: CardOptions
    bots: tuple[str, ...]


@dataclass
class CardArenaGame:
    seed: int
    game: CardGame
    bots: list[str]
    result: CardResult
    turn: int = 0
    times: list[list[float]] = field(default_factory=list)
    path: str | None = None


def play_card_game(
    options: CardOptions, bots: list[str], seed: int, times: list[list[float]] | None = None
) -> CardGame:
    """One game between ``bots`` (per seat), through the one arena loop
    (``arena.play_out``)."""
    seats = tuple(Seat(f"{name} {s + 1}", name) for s, name in enumerate(bots))
    game = CardGame(new_setup(options, seed, seats))
    return play_out(load_game("cards"), game, f"seed {seed}", times)


def card_jobs(
    options: CardOptions, bots: list[str], seed: int, games: int, rotate: bool = False
) -> Iterator[CardJob]:
    """Game g shuffles with ``seed + g`` (with ``rotate``, ``seed + g // P``
    for the P distinct line-ups of the bots turned one seat on)."""
    deal = line_ups(bots, list(range(len(bots))), rotate)
    for g in range(games):
        turn, line_up = deal[g % len(deal)]
        yield CardJob(g, seed + g // len(deal), turn, options, line_up)


def _played(job: CardJob) -> tuple[CardJob, CardGame, list[list[float]]]:
    times: list[list[float]] = [[] for _ in job.bots]
    return job, play_card_game(job.options, list(job.bots), job.seed, times), times


def play_card_arena(jobs: Iterable[CardJob], workers: int = 1) -> Iterator[CardArenaGame]:
    for job, game, times in played_in_order(jobs, workers, _played):
        yield CardArenaGame(job.seed, game, list(job.bots), game.result(), job.turn, times)


class CardTally(Tally):
    """Games, wins (with the 95% interval), categories won and Drachmas
    left of some seats, with the time per decision."""

    def __init__(self) -> None:
        super().__init__(timed=True)

    def add(self, game: CardArenaGame, seat: int) -> None:
        self.played += 1
        self.wins += seat in game.result.winners
        self.total += game.result.won[seat]  # categories won
        self.margin += game.game.money[seat]  # Drachmas left
        for spent in game.times[seat] if game.times else ():
            self.ticks[round(spent / 1e-6)] += 1
            self.longest = max(self.longest, spent)

    def stats(self) -> dict:
        stats = super().stats()
        played = self.played or 1
        del stats["mean_score"], stats["mean_margin"]
        stats["mean_categories"] = round(self.total / played, 3)
        stats["mean_drachmas_left"] = round(self.margin / played, 2)
        keys = ("games", "wins", "win_rate", "win_rate_ci95", "mean_categories",
                "mean_drachmas_left", "move_time_median", "move_time_max")
        return {k: stats[k] for k in keys}


class CardSummary:
    def __init__(self, options: CardOptions, bots: list[str]) -> None:
        self.options = options
        self.games = self.shared = 0
        self.by_bot = {name: CardTally() for name in bot_names(bots)}
        self.by_seat = [CardTally() for _ in range(options.players)]
        self._seat_bots: list[set[str]] = [set() for _ in range(options.players)]

    def add(self, game: CardArenaGame) -> None:
        self.games += 1
        self.shared += len(game.result.winners) > 1
        for seat, name in enumerate(game.bots):
            self.by_seat[seat].add(game, seat)
            self.by_bot[name].add(game, seat)
            self._seat_bots[seat].add(name)

    def seat_bot(self, seat: int) -> str | None:
        names = self._seat_bots[seat]
        return next(iter(names)) if len(names) == 1 else None


def json_head(options: CardOptions, bots: list[str]) -> dict:
    return {
        "options": {"game": "cards", "players": options.players, "advanced": options.advanced},
        "bots": list(bots),
    }


def game_json(game: CardArenaGame, rotated: bool) -> dict:
    result = game.result
    entry: dict = {
        "seed": game.seed,
        "players": [
            {
                "seat": seat,
                "bot": name,
                "categories": result.won[seat],
                "scores": result.scores[seat],
                "buildings": list(game.game.piles[seat]),
                "drachmas": game.game.money[seat],
            }
            for seat, name in enumerate(game.bots)
        ],
    }
    if rotated:
        entry["turn"] = game.turn
    entry["category_winners"] = result.category_winners
    entry["winners"] = list(result.winners)
    entry["decided_by"] = result.decided_by
    entry["actions"] = len(game.game.history)
    if game.path:
        entry["record"] = game.path
    return entry


def json_tail(summary: CardSummary, rotated: bool) -> dict:
    return {
        "rotate": rotated,
        "summary": {name: tally.stats() for name, tally in summary.by_bot.items()},
        "seats": [
            {"seat": s, "bot": summary.seat_bot(s), **summary.by_seat[s].stats()}
            for s in range(summary.options.players)
        ],
        "shared_victories": summary.shared,
    }


def game_line(n: int, game: CardArenaGame) -> str:
    result = game.result
    parts = ", ".join(
        f"{name} {result.won[s]} cat. {game.game.money[s]} Dr." for s, name in enumerate(game.bots)
    )
    winners = " and ".join(f"{game.bots[s]} (seat {s + 1})" for s in result.winners)
    return f"Game {n} (seed {game.seed}): {parts}; winner {winners}, by {result.decided_by}."


def tail_lines(summary: CardSummary) -> list[str]:
    head = (f"{'Bot':<8}  {'Games':>5}  {'Wins':>5}  {'Win rate':>8}  {'95% interval':>13}"
            f"  {'Categories':>10}  {'Drachmas':>8}  {'median s':>8}  {'max s':>6}")
    lines = ["", head]
    for name, tally in summary.by_bot.items():
        s = tally.stats()
        lo, hi = s["win_rate_ci95"]
        lines.append(
            f"{name:<8}  {s['games']:>5}  {s['wins']:>5}  {s['win_rate'] * 100:>7.1f}%"
            f"  {f'{lo * 100:.1f}-{hi * 100:.1f}%':>13}  {s['mean_categories']:>10.2f}"
            f"  {s['mean_drachmas_left']:>8.2f}  {s['move_time_median']:>8.4f}"
            f"  {s['move_time_max']:>6.3f}"
        )
    lines.append("")
    lines.append(f"Shared victories (a win for each winner): {summary.shared}.")
    return lines


def save(game: CardArenaGame) -> str:
    return card_record.dumps(game.game)


def options_of(args, parser) -> CardOptions:
    """The card game's options from the arena's arguments."""
    players = 3 if args.players is None else args.players
    if not 2 <= players <= 6:
        parser.error("--players must be 2 to 6 for the card game")
    if args.long or args.variants or args.solo:
        parser.error("--long, --variants and --solo are options of the tile game")
    if args.games < 1:
        parser.error("--games must be 1 or more")
    if args.workers < 1:
        parser.error("--workers must be 1 or more")
    if wrong := seeds_error(args.seed, args.games, MAX_INT):
        parser.error(wrong)
    return CardOptions(players, args.advanced)


def bots_of(args, parser, options: CardOptions) -> list[str]:
    from ..cards.bots import BOTS

    names = [n.strip() for n in args.bots.split(",")]
    if not all(names):
        parser.error("--bots needs bot names separated by commas")
    for name in names:
        if name not in BOTS:
            parser.error(f"unknown card bot {name!r}; choose among {', '.join(BOTS)}")
    if len(names) > options.players:
        parser.error(f"{len(names)} bots named for {options.players} seats")
    return [names[s % len(names)] for s in range(options.players)]


def run(args, parser, out, flush, fail) -> int:
    """``arena --game cards``: each game reported as it finishes (``out``,
    ``flush``), failures through ``fail``; the exit status."""
    options = options_of(args, parser)
    bots = bots_of(args, parser, options)
    rotated = len(line_ups(bots, list(range(len(bots))), args.rotate)) > 1 and args.games > 1
    jobs = card_jobs(options, bots, args.seed, args.games, args.rotate)
    summary = CardSummary(options, bots)
    kind = "advanced rules" if options.advanced else "basic rules"
    report = ArenaReport(
        head_lines=lambda: [f"Card arena: {count(args.games, 'game', 'games')}, {options.players} players, {kind}, "
                            f"first seed {args.seed}{', seats rotated' if rotated else ''}.", ""],
        head_json=lambda: json_head(options, bots),
        game_line=game_line,
        game_json=lambda game: game_json(game, rotated),
        tail_lines=lambda: tail_lines(summary),
        tail_json=lambda: json_tail(summary, rotated),
        record_text=save,
        prefix="cards",
    )
    games = play_card_arena(jobs, min(args.workers, args.games))
    return report_arena(args, games, report, summary, out, flush, fail)


def replay_report(game: CardGame) -> str:
    """A card game's standing (final or so far), for ``replay``."""
    names = [seat.name for seat in game.setup.seats]
    result = game.result()
    state = "over" if game.is_over else f"in progress (round {game.round + 1} of 15)"
    lines = [f"Acropolis, the card game: {len(names)} players, game {state}."]
    for seat, name in enumerate(names):
        scores = ", ".join(f"{c} {v}" for c, v in result.scores[seat].items())
        lines.append(
            f"{seat + 1}. {name}: {scores}; {result.won[seat]} categories, "
            f"{len(game.piles[seat])} buildings, {game.money[seat]} Drachmas."
        )
    winners = " and ".join(names[s] for s in result.winners)
    lines.append(f"{'Winner' if game.is_over else 'Leading'}: {winners} (by {result.decided_by}).")
    return "\n".join(lines)
