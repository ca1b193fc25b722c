"""The command line's reports: an arena's results and a game's score table,
as text. The words come from ``akropolis.words``."""

from __future__ import annotations

from .. import words
from ..rules.game import GameState
from ..rules.scoring import ScoreBreakdown
from ..rules.setup import Options, Player
from ..rules.tiles import DISTRICTS
from . import english
from .arena import ArenaGame
from .tally import ArenaSummary, summarise


def arena_text(options: Options, bots: list[str], games: list[ArenaGame]) -> str:
    """An arena's report: what was played, a line per game, the tables."""
    rotated = any(g.turn for g in games)
    seeds = (games[0].seed, games[-1].seed)
    lines = arena_head(options, bots, len(games), seeds, rotated)
    lines.extend(game_line(n, game) for n, game in enumerate(games, 1))
    lines.extend(arena_tail(summarise(options, bots, games)))
    return "\n".join(lines)


def arena_head(
    options: Options, bots: list[str], games: int, seeds: tuple[int, int], rotated: bool
) -> list[str]:
    """The lines of an arena's report before its games: ``games`` games
    whose tiles were shuffled with ``seeds`` (the first and the last)."""
    names = [name or "Architect" for name in bots]
    first, last = seeds
    seeds_text = f"seed {first}" if games == 1 else f"seeds {first} to {last}"
    return [
        f"Arena: {english.count(games, 'game', 'games')}, {describe_options(options)}, {seeds_text}.",
        ("Seats of game 1, turned one seat on each game: " if rotated else "Seats: ")
        + ", ".join(f"{seat + 1}. {names[seat]}" for seat in range(options.seats)),
        "",
    ]


def game_line(n: int, game: ArenaGame) -> str:
    """Game ``n``'s line in an arena's report."""
    names = [name or "Architect" for name in game.bots]
    scores = ", ".join(f"{names[s]} {score.total}" for s, score in enumerate(game.scores))
    winners = " and ".join(f"{names[s]} (seat {s + 1})" for s in game.result.winners)
    how = english.DECIDED_BY[game.result.decided_by]
    return f"Game {n} (seed {game.seed}): {scores}; winner {winners}, {how}."


def arena_tail(summary: ArenaSummary) -> list[str]:
    """The lines of an arena's report after its games: the tables."""
    options = summary.options
    lines = [""]
    rows = [(name, tally.stats()) for name, tally in summary.by_bot.items()]
    if summary.architect is not None:
        title = f"Architect ({words.level_title(options.solo)})"
        rows.append((title, summary.architect.stats()))
    lines.extend(_stats_table("Bot", rows))
    lines.append("")
    seat_rows = []
    for seat in range(options.seats):
        kept = summary.seat_bot(seat)
        label = f"{seat + 1} {kept or 'Architect'}" if kept is not None else f"{seat + 1}"
        seat_rows.append((label, summary.by_seat[seat].stats()))
    lines.extend(_stats_table("Seat", seat_rows))
    lines.append("")
    lines.extend(_times_table([row for row in rows if "move_time_median" in row[1]]))
    if summary.shared:
        lines.append("")
        lines.append(
            "Shared victories count as a win for each winner: "
            f"{english.count(summary.shared, 'game', 'games')} ended in a shared victory."
        )
    elif not options.solo:
        lines.append("")
        lines.append("Shared victories would count as a win for each winner; there were none.")
    return lines


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
    return english.options_sentence(
        options.players, options.solo, options.long_game, options.variants
    )


def score_report(state: GameState) -> str:
    """The score table of a game, final or as the cities stand, with the
    winner(s) and how they were decided."""
    options = state.options
    players = state.players
    names = [p.name for p in players]
    lines = [f"Akropolis: {describe_options(options)}."]
    lines.append(
        "Players: "
        + ", ".join(
            f"{seat + 1}. {p.name}"
            + (f" ({_control(p)})" if not p.is_human else "")
            for seat, p in enumerate(players)
        )
    )
    moves = len(state.history)
    if state.over:
        lines.append(f"Game over after {moves} moves ({state.rounds_total} rounds). Final scores:")
    else:
        lines.append(
            f"Game in progress: round {state.round} of {state.rounds_total}, "
            f"{words.moves(moves)} played, {names[state.current]} to play. "
            "Scores as the cities stand now:"
        )
    lines.append("")
    scores = state.scores()
    lines.extend(score_table(scores, names))
    lines.append("")
    lines.append(english.outcome(state.result(), scores, names, state.over))
    return "\n".join(lines)


def _control(player: Player) -> str:
    if player.is_architect:
        return "solo opponent"
    return f"{player.control} bot"


_CELL = 22  # width of a player's block: value, stars, points


def score_table(scores: list[ScoreBreakdown], names: list[str]) -> list[str]:
    label = 10
    head = " " * label + "".join(f"  {_clip(n, _CELL):>{_CELL}}" for n in names)
    sub = f"{'District':<{label}}" + f"  {'value':>6}{'stars':>6}{'points':>10}" * len(names)
    lines = [head.rstrip(), sub]
    for district in DISTRICTS:
        row = f"{words.PLURALS[district]:<{label}}"
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
