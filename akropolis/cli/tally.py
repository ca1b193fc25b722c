"""An arena's statistics, counted game by game as the games finish, so that
an arena of any length keeps no game once it is reported: win rates with
their 95% intervals, scores, margins and the time per move.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..rules.setup import Options

if TYPE_CHECKING:  # arena imports this module
    from .arena import ArenaGame


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for z = 1.96)."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


#: Times per move are counted in steps of a microsecond: the median is
#: shown to a tenth of a millisecond, and the counts stay few however many
#: moves are played.
_TICK = 1e-6


class Tally:
    """Games, wins, scores and margins (own score minus the best other
    score) of some seats, added one seat-game at a time; with ``timed``,
    the median and maximum time per move too."""

    def __init__(self, timed: bool = True) -> None:
        self.timed = timed
        self.played = self.wins = self.total = self.margin = 0
        self.ticks: Counter[int] = Counter()  # time per move, in ticks -> moves
        self.longest = 0.0

    def add(self, game: ArenaGame, seat: int) -> None:
        self.played += 1
        self.wins += seat in game.result.winners
        own = game.scores[seat].total
        self.total += own
        self.margin += own - max(s.total for i, s in enumerate(game.scores) if i != seat)
        for spent in game.times[seat] if game.times else ():
            self.ticks[round(spent / _TICK)] += 1
            self.longest = max(self.longest, spent)

    def median(self) -> float:
        moves = sum(self.ticks.values())
        if not moves:
            return 0.0
        middle = ((moves - 1) // 2, moves // 2)  # the same index when odd
        found: list[int] = []
        seen = 0
        for tick in sorted(self.ticks):
            seen += self.ticks[tick]
            while len(found) < 2 and seen > middle[len(found)]:
                found.append(tick)
            if len(found) == 2:
                break
        return (found[0] + found[1]) / 2 * _TICK

    def stats(self) -> dict:
        played = self.played
        lo, hi = wilson(self.wins, played)
        stats = {
            "games": played,
            "wins": self.wins,
            "win_rate": round(self.wins / played, 4) if played else 0.0,
            "win_rate_ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(self.total / played, 2) if played else 0.0,
            "mean_margin": round(self.margin / played, 2) if played else 0.0,
        }
        if self.timed:
            stats["move_time_median"] = round(self.median(), 4)
            stats["move_time_max"] = round(self.longest, 4)
        return stats


def bot_names(bots: list[str]) -> list[str]:
    return list(dict.fromkeys(name for name in bots if name))


class ArenaSummary:
    """The statistics of an arena's games so far: per bot name, per seat
    and for the Illustrious Architect, and the shared victories."""

    def __init__(self, options: Options, bots: list[str]) -> None:
        self.options = options
        self.bots = bots
        self.games = 0
        self.shared = 0
        self.by_bot = {name: Tally() for name in bot_names(bots)}
        self.by_seat = [Tally() for _ in range(options.seats)]
        architect = options.architect_seat
        self.architect = Tally(timed=False) if architect is not None else None
        self._seat_bots: list[set[str]] = [set() for _ in range(options.seats)]

    def add(self, game: ArenaGame) -> None:
        self.games += 1
        self.shared += len(game.result.winners) > 1
        for seat, name in enumerate(game.bots):
            self.by_seat[seat].add(game, seat)
            self._seat_bots[seat].add(name)
            if name:
                self.by_bot[name].add(game, seat)
            elif self.architect is not None:
                self.architect.add(game, seat)

    def seat_bot(self, seat: int) -> str | None:
        """The bot of a seat if it kept the seat in every game ("" for the
        Illustrious Architect; None if the seats were rotated)."""
        names = self._seat_bots[seat]
        return next(iter(names)) if len(names) == 1 else None


def summarise(options: Options, bots: list[str], games: Iterable[ArenaGame]) -> ArenaSummary:
    summary = ArenaSummary(options, bots)
    for game in games:
        summary.add(game)
    return summary
