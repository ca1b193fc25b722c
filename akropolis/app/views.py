"""The app's screens as HTML text: a pure function of the session.

The browser layer puts these fragments in the page and routes events by the
``data-action`` attributes they carry; nothing here touches the DOM, so plain
pytest checks every screen.
"""

from __future__ import annotations

from html import escape

from .. import words
from ..rules import solo
from ..rules.scoring import VARIANTS, DistrictScore
from ..rules.tiles import DISTRICTS
from ..words import isolated
from . import a11y, render, rulesview
from .newgame import (  # noqa: F401  (the form's vocabulary, read here)
    CONTROLS,
    DEFAULT_COMPUTER,
    DEFAULT_NAMES,
    NAME_LENGTH,
    Choices,
)
from .saves import SaveEntry
from .saveviews import kept_html, menu_note, newer_html, saving_html  # noqa: F401
from .session import Session

#: What each variant does, as the new-game form offers it.
VARIANT_LABELS = words.VARIANT_LABELS


def e(text: object) -> str:
    return escape(str(text), quote=True)


# ----------------------------------------------------------------- names
#: The longest name shown whole; a longer one (from an imported game) is
#: shortened, and shown whole on hover.
SHOWN_NAME = NAME_LENGTH


def name_html(name: str) -> str:
    """A player's name in HTML: isolated (``<bdi>``), shortened with the
    whole name on hover if it is long, and free to wrap (static/app.css)."""
    if len(name) <= SHOWN_NAME:
        return f'<bdi class="name">{e(name)}</bdi>'
    return f'<bdi class="name" title="{e(name)}">{e(name[: SHOWN_NAME - 1])}&hellip;</bdi>'


def control_name(session: Session, seat: int) -> str:
    """Who plays a computer seat: its bot, or the Illustrious Architect's
    level by its name ("Callicrates")."""
    if session.players[seat].is_architect:
        return words.level_title(session.state.options.solo)
    return session.players[seat].control


# ------------------------------------------------------------------ menu
def _selected(flag: bool) -> str:
    return " selected" if flag else ""


def _checked(flag: bool) -> str:
    return " checked" if flag else ""


def menu_html(
    saves: list[SaveEntry],
    message: str = "",
    choices: Choices | None = None,
    *,
    kept: list[SaveEntry] = (),
    undo: bool = False,
    blocked: bool = False,
) -> str:
    """The start screen: a new game form (showing ``choices``), the saved
    games (after ``kept``, those in this page only), and import. ``undo``
    offers to take back the deletion ``message`` reports; ``blocked`` says
    the browser keeps no games."""
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
            f'<label class="played-by">Played by <select name="control{i}">{options}</select></label></fieldset>'
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
    note = menu_note(message, undo, blocked)
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
    {kept_html(kept)}
    <div id="saved-games">{saves_html(saves)}</div>
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
        if s.newer or s.pending:
            rows.append(newer_html(s))
            continue
        if s.error:
            rows.append(
                f'<li class="save damaged" data-id="{gid}"><p><strong>Damaged save</strong>: '
                f"{e(s.error)}</p>"
                f'<button data-action="delete" data-id="{gid}">Delete</button></li>'
            )
            continue
        # (the scores of a game under way are hidden with the live scores)
        players = ", ".join(
            f'{name_html(name)} <span class="total">{score}</span>'
            for name, score in zip(s.players, s.scores, strict=False)
        )
        state = "finished" if s.over else f"round {s.round} of {s.rounds}"
        when = e(s.saved_at[:16].replace("T", " "))
        rows.append(
            f'<li class="save{" finished" if s.over else ""}" data-id="{gid}">'
            f"<p><strong>{e(s.mode)}</strong>, {state}"
            f'<br><span class="who">{players}</span><br><time>{when}</time></p>'
            f'<div class="actions"><button data-action="resume" data-id="{gid}" class="primary">'
            f"{'View' if s.over else 'Resume'}</button>"
            + (  # (the card game has no replay yet)
                f'<button data-action="replay-saved" data-id="{gid}">{e(words.REPLAY)}</button>'
                if s.game == "tiles"
                else ""
            )
            + f'<button data-action="export" data-id="{gid}">Export</button>'
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
        # Once the game is over, the tiles left are for sale no more.
        affordable = state.over or position <= stones
        selected = position == session.selected
        cost = "" if state.over else "free" if position == 0 else words.stones(position)
        priced = f", {cost}" if cost else ""
        label = f"Tile {position + 1}{priced}: {render.tile_description(tile_id)}"
        if not affordable:
            label += f" (you have {words.stones(stones)})"
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
            f'<span class="cost">{position + 1}{": " + e(cost) if cost else ""}</span></button></li>'
        )
    return (
        f'<ol class="site" aria-label="Construction Site">{"".join(items)}</ol>'
        f'<p class="stacks">{words.stacks(state.stacks_left)} '
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
        control = "" if player.is_human else f" ({e(control_name(session, seat))})"
        lines = "".join(
            f"<tr><th scope=row>{words.PLURALS[d.district]}</th>{_district_cell(d)}</tr>"
            for d in score.districts
        )
        extra = (
            f'<tr><th scope=row>Quarries</th><td><span class="pts">{score.extra}</span></td></tr>'
            if score.extra
            else ""
        )
        if state.is_architect(seat):
            thumb = render.pile_svg(state.pile, label=f"{isolated(player.name)}'s tiles")
        else:
            thumb = render.city_svg(
                state.cities[seat], label=f"{isolated(player.name)}'s city", targets=False
            )
        classes = (
            "player"
            + (" viewing" if seat == viewing else "")
            + (" current" if seat == state.current and not state.over else "")
        )
        cards.append(
            f'<li class="{classes}" data-seat="{seat}">'
            f'<div class="who"><strong>{name_html(player.name)}</strong>{control} {"".join(badges)}</div>'
            f'<div class="numbers"><span class="stones" title="Stones">'
            f'<span aria-hidden="true">&#9679;</span> {words.stones(state.stones[seat])}</span> '
            f'<span class="total">{words.points(score.total)}</span></div>'
            f'<details><summary>Score so far</summary><table class="mini-score">{lines}{extra}'
            f'<tr><th scope=row>Stones</th><td><span class="pts">{score.stones}</span></td></tr>'
            f"</table></details>"
            f'<button class="thumb" data-action="view" data-seat="{seat}">'
            f'<span class="sr">Show {e(isolated(player.name))}\'s city</span>{thumb}</button></li>'
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
    head = "".join(
        f'<th scope="col">{name_html(n)}'
        + (f" ({e(control_name(session, seat))})" if session.players[seat].is_architect else "")
        + "</th>"
        for seat, n in enumerate(names)
    )
    rows = []
    for i, district in enumerate(DISTRICTS):
        cells = "".join(_district_cell(s.districts[i]) for s in scores)
        rows.append(rulesview.scorepad_row(district, state.options.variants, cells))
    if any(s.extra for s in scores):
        cells = "".join(f'<td><span class="pts">{s.extra}</span></td>' for s in scores)
        rows.append(f'<tr><th scope="row">Quarries (2 points each)</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.stones}</span></td>' for s in scores)
    rows.append(f'<tr><th scope="row">Stones</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.total}</span></td>' for s in scores)
    rows.append(f'<tr class="total"><th scope="row">Total</th>{cells}</tr>')
    verdict = e(words.verdict(result.decided_by, [isolated(names[w]) for w in result.winners]))
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
    <button data-action="replay" data-turn="0">{e(words.REPLAY_GAME)}</button>
  </div>
</section>"""


def _district_cell(line: DistrictScore) -> str:
    """A District type's points, with the value x stars they come from."""
    stars = "star" if line.stars == 1 else "stars"
    return (
        f'<td><span class="pts">{line.points}</span> <span class="calc">{line.value} &times; '
        f'{line.stars}<span aria-hidden="true">&#9733;</span><span class="sr"> {stars}</span>'
        f"</span>{rulesview.doubled_html(line)}</td>"
    )


def status_html(session: Session) -> str:
    """One line on whose turn it is and what to do."""
    state = session.state
    if session.replay is not None:
        return e(f"{words.REPLAY}: {words.replay_position(session.replay.at, session.replay.total)}")
    if state.over:
        return words.GAME_OVER
    name = name_html(session.player.name)
    if session.computer_to_play:
        if session.player.is_architect:
            return f"{name} is choosing a tile…"
        return f"{name} is thinking…"
    if session.pending is not None:
        return f"{name}: confirm or cancel the placement."
    if session.selected is None:
        return f"{name}, choose a tile from the Construction Site."
    return f"{name}, choose where to build tile {session.selected + 1}."


#: A laptop's screen (static/app.css): the move log starts open there.
WIDE_SCREEN = "(min-width: 801px)"


def table_html() -> str:
    """The table's regions, filled in separately as the game moves on."""
    return f"""
<section class="table" aria-label="Game table">
  <header class="bar">
    <button data-action="menu" class="small" aria-label="Back to the menu">&#9776; Menu</button>
    <p id="status" class="status" aria-live="polite"></p>
    <button data-action="export-current" class="small" title="Save this game to a file">Export</button>
  </header>
  <div class="site-area" id="site"></div>
  <div class="board-area">
    <div id="saving" class="saving"></div>
    <div class="board-head"><h2 id="board-title"></h2>
      <button data-action="overview" class="small overview-toggle" aria-pressed="false"
        title="{e(words.OVERVIEW_TITLE)}">{e(words.OVERVIEW)}</button>
      <div class="zoom" role="group" aria-label="Zoom">
        <button data-action="zoom-out" aria-label="Zoom out" title="Zoom out (-)">&minus;</button>
        <button data-action="fit" aria-label="Fit the city to the view" title="Fit (0)">Fit</button>
        <button data-action="zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>
      </div>
    </div>
    <div id="board" class="board" tabindex="0" role="application" aria-label="City board"
      aria-describedby="board-help"></div>
    <p id="board-help" class="sr">{e(a11y.BOARD_HELP)}</p>
    <div id="overview"></div>
    <p id="notice" class="notice" role="status" aria-live="polite"></p>
    <div id="replay"></div>
    <div id="controls" class="controls" role="group" aria-label="Turn controls">
      <button data-action="rotate-left" aria-label="Rotate left" title="Rotate left (Shift+R)">&#10226;</button>
      <button data-action="rotate-right" aria-label="Rotate right" title="Rotate right (R)">&#10227;</button>
      <button data-action="confirm" class="primary" title="Confirm (Enter)">Confirm</button>
      <button data-action="cancel" title="Cancel (Escape)">Cancel</button>
      <button data-action="undo" title="Take back your last move (U)">Undo</button>
      <button data-action="suggest" title="Show a strong move for you (H)">Suggest a move</button>
    </div>
    <details class="city-text"><summary>The city in words</summary>
      <ul id="city-text" aria-label="The city in words"></ul></details>
  </div>
  <aside class="players-area"><div id="players"></div>
    <details class="move-log" id="move-log-box"><summary>{e(words.LOG_TITLE)}</summary>
      <div id="log" class="log-scroll" tabindex="0" role="region" aria-label="{e(words.LOG_TITLE)}"></div></details>
    <details class="legend"><summary>Legend</summary>{render.legend_svg()}</details>
  </aside>
  <div id="end"></div>
</section>"""
