"""The app's screens as HTML text: a pure function of the session.

The browser layer puts these fragments in the page and routes events by the
``data-action`` attributes they carry; nothing here touches the DOM, so plain
pytest checks every screen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape

from ..bots import BOTS
from ..rules import solo
from ..rules.scoring import VARIANTS, DistrictScore
from ..rules.tiles import DISTRICTS, TILES
from . import render
from .saves import SaveEntry
from .session import Session

#: Who can sit at a seat, as offered by the new-game form: the three levels
#: first, then the baselines.
CONTROL_LABELS = {
    "easy": "Computer: easy",
    "medium": "Computer: medium",
    "hard": "Computer: hard",
    "greedy": "Computer: greedy (baseline)",
    "random": "Computer: random (baseline)",
}
CONTROLS: tuple[tuple[str, str], ...] = (("human", "Human"),) + tuple(
    (name, label) for name, label in CONTROL_LABELS.items() if name in BOTS
)
#: The computer level a new seat gets.
DEFAULT_COMPUTER = "medium"
DISTRICT_NAMES = {d: render.NAMES[d] + ("s" if d not in ("barracks",) else "") for d in DISTRICTS}
DISTRICT_NAMES["house"] = "Houses"
VARIANT_LABELS = {
    "houses": "Houses: a group worth 10+ scores double",
    "markets": "Markets: next to a Market Plaza scores double",
    "barracks": "Barracks: 3 or 4 open sides score double",
    "temples": "Temples: on level 2 or higher score double",
    "gardens": "Gardens: next to a lake score double",
}
DEFAULT_NAMES = ("Ada", "Basil", "Chloe", "Demetrios")


#: The longest name a seat takes.
NAME_LENGTH = 24


def e(text: object) -> str:
    return escape(str(text), quote=True)


@dataclass(frozen=True)
class Choices:
    """What the new-game form shows: the defaults, or the set-up of the last
    game started here (kept in the browser's storage as JSON, see
    ``to_text``/``from_text``), so a table plays again in two clicks."""

    players: int = 2
    names: tuple[str, ...] = DEFAULT_NAMES
    controls: tuple[str, ...] = ("human",) + (DEFAULT_COMPUTER,) * 3
    level: str = solo.LEVELS[0]
    long_game: bool = False
    variants: frozenset[str] = frozenset()

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "names": list(self.names),
            "controls": list(self.controls),
            "level": self.level,
            "long": self.long_game,
            "variants": sorted(self.variants),
        }

    def to_text(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_text(cls, text: str | None) -> Choices:
        """The choices in ``text``; anything missing, damaged or unknown in
        it (another version's, another site's) gives the default instead."""
        default = cls()
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}

        def seats(key: str, fits, fallback: tuple[str, ...]) -> tuple[str, ...]:
            given = data.get(key)
            given = given if isinstance(given, list) else []
            return tuple(
                given[i] if i < len(given) and fits(given[i]) else fallback[i] for i in range(4)
            )

        players, level, variants = data.get("players"), data.get("level"), data.get("variants")
        return cls(
            players=players if type(players) is int and 1 <= players <= 4 else default.players,
            names=seats(
                "names",
                lambda n: isinstance(n, str) and 0 < len(n.strip()) <= NAME_LENGTH,
                default.names,
            ),
            controls=seats(
                "controls", lambda c: isinstance(c, str) and c in dict(CONTROLS), default.controls
            ),
            level=level if isinstance(level, str) and level in solo.LEVELS else default.level,
            long_game=data.get("long") is True,
            variants=frozenset(v for v in variants if isinstance(v, str) and v in VARIANTS)
            if isinstance(variants, list)
            else default.variants,
        )


# ------------------------------------------------------------------ menu
def _selected(flag: bool) -> str:
    return " selected" if flag else ""


def _checked(flag: bool) -> str:
    return " checked" if flag else ""


def menu_html(saves: list[SaveEntry], message: str = "", choices: Choices | None = None) -> str:
    """The start screen: a new game form (showing ``choices``), the saved
    games, and import."""
    choices = choices or Choices()
    seats = []
    for i in range(4):
        options = "".join(
            f'<option value="{value}"{_selected(value == choices.controls[i])}>{e(label)}</option>'
            for value, label in CONTROLS
        )
        seats.append(
            f'<fieldset class="seat" data-seat="{i}"><legend>Seat {i + 1}</legend>'
            f'<label>Name <input name="name{i}" value="{e(choices.names[i])}" '
            f'maxlength="{NAME_LENGTH}" autocomplete="off"></label>'
            f'<label>Played by <select name="control{i}">{options}</select></label></fieldset>'
        )
    counts = "".join(
        f'<option value="{n}"{_selected(n == choices.players)}>{label}</option>'
        for n, label in (
            (1, "1 (solo against the Illustrious Architect)"),
            (2, "2"),
            (3, "3"),
            (4, "4"),
        )
    )
    levels = "".join(
        f'<option value="{level}"{_selected(level == choices.level)}>'
        f"{solo.TITLES[level]} ({difficulty})</option>"
        for level, difficulty in zip(solo.LEVELS, ("easy", "medium", "hard"), strict=False)
    )
    variants = "".join(
        f'<label class="check"><input type="checkbox" name="variant" value="{v}"'
        f"{_checked(v in choices.variants)}> {e(VARIANT_LABELS[v])}</label>"
        for v in VARIANTS
    )
    note = f'<p class="message" role="alert">{e(message)}</p>' if message else ""
    return f"""
<section class="menu" aria-labelledby="menu-title">
  <h1 id="menu-title">Akropolis</h1>
  {note}
  <form id="new-game" data-action="start" class="panel">
    <h2>New game</h2>
    <fieldset class="players">
      <legend>Players</legend>
      <label>Number of players
        <select name="players" id="players-count">{counts}</select>
      </label>
      <label class="solo-only">Illustrious Architect
        <select name="solo">{levels}</select>
      </label>
    </fieldset>
    <div class="seats">{"".join(seats)}</div>
    <fieldset>
      <legend>Options</legend>
      <label class="check"><input type="checkbox" name="long"{_checked(choices.long_game)}>
        Long game with all 61 tiles (2 or 3 players, or solo)</label>
      {variants}
      <label>Seed (optional, for a game you can replay) <input name="seed" inputmode="numeric"
        pattern="[0-9]*" autocomplete="off"></label>
    </fieldset>
    <button type="submit" class="primary">Start the game</button>
  </form>
  <section class="panel saves" aria-labelledby="saves-title">
    <h2 id="saves-title">Saved games</h2>
    {saves_html(saves)}
    <label class="button">Import a game from a file
      <input type="file" id="import-file" accept=".json,application/json" data-action="import">
    </label>
  </section>
</section>"""


def saves_html(saves: list[SaveEntry]) -> str:
    if not saves:
        return '<p class="empty">No saved games yet.</p>'
    rows = []
    for s in saves:
        gid = e(s.game_id)
        if s.error:
            rows.append(
                f'<li class="save damaged" data-id="{gid}"><p><strong>Damaged save</strong>: '
                f"{e(s.error)}</p>"
                f'<button data-action="delete" data-id="{gid}">Delete</button></li>'
            )
            continue
        players = ", ".join(
            f"{e(name)} {score}" for name, score in zip(s.players, s.scores, strict=False)
        )
        state = "finished" if s.over else f"round {s.round} of {s.rounds}"
        when = e(s.saved_at[:16].replace("T", " "))
        rows.append(
            f'<li class="save" data-id="{gid}"><p><strong>{e(s.mode)}</strong>, {state}'
            f'<br><span class="who">{players}</span><br><time>{when}</time></p>'
            f'<div class="actions"><button data-action="resume" data-id="{gid}" class="primary">'
            f"{'View' if s.over else 'Resume'}</button>"
            f'<button data-action="export" data-id="{gid}">Export</button>'
            f'<button data-action="delete" data-id="{gid}">Delete</button></div></li>'
        )
    return f'<ul class="save-list">{"".join(rows)}</ul>'


# ----------------------------------------------------------------- table
def site_html(session: Session) -> str:
    """The Construction Site, in order, with costs and affordability."""
    state = session.state
    stones = state.stones[state.current]
    human = session.human_to_play
    items = []
    for position, tile_id in enumerate(state.site):
        affordable = position <= stones
        selected = position == session.selected
        cost = "free" if position == 0 else f"{position} Stone{'s' if position > 1 else ''}"
        label = f"Tile {position + 1}, {cost}: {render.tile_description(tile_id)}"
        if not affordable:
            label += f" (you have {stones} Stone{'s' if stones != 1 else ''})"
        classes = ["site-tile"]
        if selected:
            classes.append("selected")
        if not affordable:
            classes.append("dear")
        rotation = session.rotation if selected else 0
        items.append(
            f'<li><button class="{" ".join(classes)}" data-action="select" data-pos="{position}" '
            f'aria-pressed="{"true" if selected else "false"}" aria-label="{e(label)}"'
            f"{'' if human else ' disabled'}>"
            f"{render.tile_svg(tile_id, rotation, label=label)}"
            f'<span class="cost">{position + 1}: {e(cost)}</span></button></li>'
        )
    return (
        f'<ol class="site" aria-label="Construction Site">{"".join(items)}</ol>'
        f'<p class="stacks">{state.stacks_left} stack{"s" if state.stacks_left != 1 else ""} '
        f"left, round {state.round} of {state.rounds_total}</p>"
    )


def players_html(session: Session, viewing: int) -> str:
    """Every seat: name, Stones, live score with its breakdown, markers, and
    a thumbnail of its city (or the Architect's pile) that opens it."""
    state = session.state
    cards = []
    for seat, player in enumerate(session.players):
        score = state.score(seat)
        badges = []
        if seat == state.chief:
            badges.append(
                '<span class="badge chief" title="Chief Architect">Chief Architect</span>'
            )
        if seat == state.current and not state.over:
            badges.append('<span class="badge turn">to play</span>')
        control = "" if player.control == "human" else f" ({e(player.control)})"
        lines = "".join(
            f"<tr><th scope=row>{DISTRICT_NAMES[d.district]}</th>{_district_cell(d)}</tr>"
            for d in score.districts
        )
        extra = (
            f'<tr><th scope=row>Quarries</th><td><span class="pts">{score.extra}</span></td></tr>'
            if score.extra
            else ""
        )
        city = state.cities[seat]
        if city is None:
            thumb = render.pile_svg(state.pile, label=f"{player.name}'s tiles")
        else:
            thumb = render.city_svg(city, label=f"{player.name}'s city", targets=False)
        classes = (
            "player"
            + (" viewing" if seat == viewing else "")
            + (" current" if seat == state.current and not state.over else "")
        )
        cards.append(
            f'<li class="{classes}" data-seat="{seat}">'
            f'<div class="who"><strong>{e(player.name)}</strong>{control} {"".join(badges)}</div>'
            f'<div class="numbers"><span class="stones" title="Stones">'
            f'<span aria-hidden="true">&#9679;</span> {state.stones[seat]} Stone'
            f"{'s' if state.stones[seat] != 1 else ''}</span> "
            f'<span class="total">{score.total} point{"" if score.total == 1 else "s"}</span></div>'
            f'<details><summary>Score so far</summary><table class="mini-score">{lines}{extra}'
            f'<tr><th scope=row>Stones</th><td><span class="pts">{score.stones}</span></td></tr>'
            f"</table></details>"
            f'<button class="thumb" data-action="view" data-seat="{seat}" '
            f'aria-label="Show {e(player.name)}\'s city">{thumb}</button></li>'
        )
    return f'<ul class="players" aria-label="Players">{"".join(cards)}</ul>'


def scorepad_html(session: Session) -> str:
    """The end-of-game scorepad: one column per player, one row per District
    type (its points, and the value x stars they come from), Stones, total;
    then the winner and the tie-break. Narrow enough for four players on a
    phone."""
    state = session.state
    scores = state.scores()
    result = state.result()
    names = [p.name for p in session.players]
    head = "".join(f'<th scope="col">{e(n)}</th>' for n in names)
    rows = []
    for i, district in enumerate(DISTRICTS):
        cells = "".join(_district_cell(s.districts[i]) for s in scores)
        rows.append(f'<tr><th scope="row">{DISTRICT_NAMES[district]}</th>{cells}</tr>')
    if any(s.extra for s in scores):
        cells = "".join(f'<td><span class="pts">{s.extra}</span></td>' for s in scores)
        rows.append(f'<tr><th scope="row">Quarries (2 points each)</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.stones}</span></td>' for s in scores)
    rows.append(f'<tr><th scope="row">Stones</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.total}</span></td>' for s in scores)
    rows.append(f'<tr class="total"><th scope="row">Total</th>{cells}</tr>')
    winners = [names[w] for w in result.winners]
    if result.decided_by == "shared":
        verdict = (
            f"Shared victory: {' and '.join(e(w) for w in winners)} (equal points and Stones)."
        )
    elif result.decided_by == "tie":
        verdict = f"{e(winners[0])} wins: a full tie goes to the Illustrious Architect."
    elif result.decided_by == "stones":
        verdict = f"{e(winners[0])} wins on the tie-break: equal points, more Stones."
    else:
        verdict = f"{e(winners[0])} wins!"
    return f"""
<section class="scorepad panel" aria-labelledby="scorepad-title" id="scorepad">
  <h2 id="scorepad-title">Final scores</h2>
  <p class="verdict" role="status">{verdict}</p>
  <div class="scroll"><table>
    <caption>Each District type scores its value &times; its stars&nbsp;<span aria-hidden="true">&#9733;</span></caption>
    <thead><tr><td></td>{head}</tr></thead>
    <tbody>{"".join(rows)}</tbody>
  </table></div>
  <div class="actions">
    <button data-action="menu" class="primary">New game</button>
    <button data-action="export-current">Export this game</button>
  </div>
</section>"""


def _district_cell(line: DistrictScore) -> str:
    """A District type's points, with the value x stars they come from."""
    stars = "star" if line.stars == 1 else "stars"
    return (
        f'<td><span class="pts">{line.points}</span> <span class="calc">{line.value} &times; '
        f'{line.stars}<span aria-hidden="true">&#9733;</span><span class="sr"> {stars}</span>'
        "</span></td>"
    )


def status_html(session: Session) -> str:
    """One line on whose turn it is and what to do."""
    state = session.state
    if state.over:
        return "The game is over."
    name = e(session.player.name)
    if session.computer_to_play:
        if session.player.control == "architect":
            return f"{name} is choosing a tile…"
        return f"{name} is thinking…"
    if session.pending is not None:
        return f"{name}: confirm or cancel the placement."
    if session.selected is None:
        return f"{name}, choose a tile from the Construction Site."
    return f"{name}, choose where to build tile {session.selected + 1}."


def tile_name(tile_id: int) -> str:
    return render.tile_description(tile_id) if tile_id in TILES else str(tile_id)


def table_html() -> str:
    """The table's regions, filled in separately as the game moves on."""
    return f"""
<section class="table" aria-label="Game table">
  <header class="bar">
    <button data-action="menu" class="small" aria-label="Back to the menu">&#9776; Menu</button>
    <p id="status" class="status" aria-live="polite"></p>
  </header>
  <div class="site-area" id="site"></div>
  <div class="board-area">
    <div class="board-head"><h2 id="board-title"></h2>
      <div class="zoom" role="group" aria-label="Zoom">
        <button data-action="zoom-out" aria-label="Zoom out" title="Zoom out (-)">&minus;</button>
        <button data-action="fit" aria-label="Fit the city to the view" title="Fit (0)">Fit</button>
        <button data-action="zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>
      </div>
    </div>
    <div id="board" class="board" tabindex="0"
      aria-label="City board: arrow keys move the tile, R rotates, Enter places and confirms, Escape cancels"></div>
    <p id="notice" class="notice" role="status" aria-live="polite"></p>
    <div id="controls" class="controls" role="group" aria-label="Turn controls">
      <button data-action="rotate-left" aria-label="Rotate left" title="Rotate left (Shift+R)">&#10226;</button>
      <button data-action="rotate-right" aria-label="Rotate right" title="Rotate right (R)">&#10227;</button>
      <button data-action="confirm" class="primary" title="Confirm (Enter)">Confirm</button>
      <button data-action="cancel" title="Cancel (Escape)">Cancel</button>
      <button data-action="undo" title="Take back your last move (U)">Undo</button>
      <button data-action="suggest" title="Show a strong move for you (H)">Suggest a move</button>
    </div>
  </div>
  <aside class="players-area"><div id="players"></div>
    <details class="legend"><summary>Legend</summary>{render.legend_svg()}</details>
  </aside>
  <div id="end"></div>
</section>"""
