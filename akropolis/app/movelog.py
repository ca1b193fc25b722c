"""The move log: every turn of the game, in order, in a player's words.

``entries(state)`` reads the engine's history (``state.turns``): who took
which tile of the Construction Site for how many Stones, where it went (its
level and the hexes it covered), the Stones its Quarries gave, and the
player's score before and after the turn. The scores come from the engine
itself: a copy of the game is taken back turn by turn (``GameState.undo``,
constant time) and scored on each side of every turn. ``MoveLog`` keeps the
entries of the turns it has seen, so a new turn costs one turn's work.
``log_html`` writes the log, newest turn first. Pure: plain pytest checks it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n, words
from ..rules.game import GameState, Turn
from ..rules.tiles import TILES
from . import render
from .screen import said_name
from .views import e, name_html


@dataclass(frozen=True)
class Entry:
    """One turn as the log tells it. ``position``: the tile's place in the
    Construction Site (0 = first; it cost that many Stones); ``level`` is
    None for the Illustrious Architect, which does not build; ``covered``:
    the types of the hexes the tile went over (none on level 1)."""

    number: int
    seat: int
    position: int
    tile_id: int
    level: int | None
    covered: tuple[str, ...]
    gained: int
    before: int
    after: int


def entries(state: GameState, known: list[tuple[Turn, Entry]] | None = None) -> list[Entry]:
    """Every turn of ``state`` as an ``Entry``, oldest first. ``known``: the
    (turn, entry) pairs of an earlier call, reused while the history still
    starts with their turns (it is extended in place)."""
    known = [] if known is None else known
    turns = state.turns
    same = 0
    while same < len(known) and same < len(turns) and known[same][0] is turns[same]:
        same += 1
    del known[same:]
    if same < len(turns):
        game = state.clone()
        fresh = []
        while len(game.turns) > same:
            number = len(game.turns)
            after = game.score(game.turns[-1].seat).total
            turn = game.undo()
            city = game.cities[turn.seat]
            covered: tuple[str, ...] = ()
            level = None
            if city is not None and turn.move.anchor is not None:
                level = turn.move.level
                cells = turn.move.placement.hexes
                covered = tuple(city.top[h] for h in cells if h in city.top)
            report = turn.report
            entry = Entry(
                number,
                turn.seat,
                report.cost,
                report.tile_id,
                level,
                covered,
                report.gained,
                game.score(turn.seat).total,
                after,
            )
            fresh.append((turn, entry))
        known.extend(reversed(fresh))
    return [entry for _, entry in known]


def action_text(entry: Entry, name: str) -> str:
    """What one turn did, without its points, ``name`` being the player's
    name as shown."""
    hexes = [words.NAMES[kind] for kind in TILES[entry.tile_id].hexes]
    covered = [words.NAMES[kind] for kind in entry.covered]
    return words.logged_action(name, entry.position, hexes, entry.level, covered, entry.gained)


def line_text(entry: Entry, name: str) -> str:
    """One turn in words, points included."""
    return words.log_line(action_text(entry, name), words.logged_points(entry.before, entry.after))


#: Stand for the player's name and the points while the line is escaped.
_NAME = "\x00"
_POINTS = "\x01"


def log_html(entries_: list[Entry], names: list[str], shown: int | None = None, seen: int | None = None) -> str:
    """The log as an ordered list, newest turn first (numbered from the
    first turn); each player's name isolated (``views.name_html``). Each
    line is a button that opens the replay after its turn; ``shown``: the
    turn a replay shows (its line is marked as the current step); ``seen``:
    the turns this device had seen before a link brought the others (a game
    at a distance: those are marked new, in words as well as a sign)."""
    if not entries_:
        return f'<p class="empty">{e(words.LOG_EMPTY)}</p>'
    items = []
    for entry in reversed(entries_):
        points = words.logged_points(entry.before, entry.after)
        # The points apart, so that hidden live scores hide them too (with
        # what leads into them: the line reads whole either way).
        text = (
            e(words.log_line(action_text(entry, _NAME), _POINTS))
            .replace(_NAME, name_html(names[entry.seat]))
            .replace(_POINTS, f'<span class="log-points">{e(points)}</span>')
        )
        current = ' aria-current="step"' if entry.number == shown else ""
        if seen is not None and entry.number > seen:
            current += ' class="new"'
            text = f'<span class="log-new">&#9679; {e(words.LOG_NEW)}</span> {text}'
        items.append(
            f'<li data-seat="{entry.seat}" value="{entry.number}"{current}>'
            f'<button class="log-line" data-action="replay" data-turn="{entry.number}" '
            f'title="{e(words.replay_from(entry.number))}">{text}</button></li>'
        )
    return f'<ol class="log" reversed>{"".join(items)}</ol>'


class MoveLog:
    """The log of one game shown: its entries, extended as turns come."""

    def __init__(self) -> None:
        self._known: list[tuple[Turn, Entry]] = []

    def html(self, state: GameState, names: list[str], shown: int | None = None, seen: int | None = None) -> str:
        return log_html(entries(state, self._known), names, shown, seen)

    def told(self, state: GameState, number: int) -> str:
        """Turn ``number`` of ``state`` in words (names as plain text), or
        the start of the game for 0: what a replay says at that turn."""
        if not number:
            return words.REPLAY_START
        entry = entries(state, self._known)[number - 1]
        name = words.isolated(said_name(state.players[entry.seat], "LOG_TOOK"))
        # Without the points: the cards show them, unless they are hidden.
        return words.log_line(action_text(entry, name), "")


def taken_html(session) -> str:
    """Under the Construction Site, what a computer player just took (the
    tile, drawn, and the turn in words), so that it stays seen after the
    board has moved on; empty after a person's move."""
    turns = session.state.turns
    if not turns or not session.players[turns[-1].seat].is_computer or session.state.over:
        return ""
    report = turns[-1].report
    name = words.isolated(said_name(session.players[report.seat], "TURN_TOOK"))
    text = words.turn_done(name, report.cost, report.gained)
    drawing = render.tile_svg(report.tile_id, label=i18n.t("TILE_NUMBER", n=report.cost + 1))
    return (
        f'<p class="taken" data-taken="{report.cost}"><span aria-hidden="true">{drawing}</span>'
        f"<span>{e(text)}</span></p>"
    )
