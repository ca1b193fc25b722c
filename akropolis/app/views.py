"""The app's screens as HTML text: a pure function of the session.

The browser layer puts these fragments in the page and routes events by the
``data-action`` attributes they carry; nothing here touches the DOM, so plain
pytest checks every screen.
"""

from __future__ import annotations

from html import escape

from .. import i18n, rulewords, words
from ..i18n import t
from ..rules import solo
from ..rules.scoring import VARIANTS, DistrictScore
from ..rules.tiles import DISTRICTS, STARTING_TILE_ID
from ..words import isolated
from . import a11y, newgame, render, rulesview, saveviews
from .newgame import (  # noqa: F401  (the form's vocabulary, read here)
    DEFAULT_COMPUTER,
    DEFAULT_NAMES,
    NAME_LENGTH,
    Choices,
)
from .saves import SaveEntry
from .saveviews import kept_html, menu_note, newer_html, saving_html  # noqa: F401
from .screen import said_name, shown_name
from .session import Session


def e(text: object) -> str:
    return escape(str(text), quote=True)


def te(key: str, **values) -> str:
    """The catalogue's text ``key``, filled in, escaped for HTML."""
    return e(t(key, **values))


def th(key: str, **html) -> str:
    """The catalogue's text ``key`` escaped for HTML, then filled with
    ``html`` (a player's name as ``name_html``, say)."""
    return i18n.fill(e(i18n.entry(key)), **html)


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
    level by its name ("Callicrates"). A bot this version does not know is
    named as its record names it."""
    if session.players[seat].is_architect:
        return words.level_title(session.state.options.solo)
    control = session.players[seat].control
    return i18n.entry("BOT_NAMES").get(control, control)


# ------------------------------------------------------------------ menu
def _selected(flag: bool) -> str:
    return " selected" if flag else ""


def _checked(flag: bool) -> str:
    return " checked" if flag else ""


def openers_html() -> str:
    """The Rules and Settings buttons, drawn with the menu and each table's
    bar (their dialogs: browser/rules.py, browser/settings.py)."""
    return (
        '<button type="button" class="small rules-open" data-rules="open" '
        f'aria-haspopup="dialog">{e(rulewords.RULES)}</button>'
        '<button type="button" class="small settings-open" data-settings="open" '
        f'aria-haspopup="dialog">&#9881;<span class="opener-word"> {e(words.SETTINGS)}</span></button>'
    )


def menu_html(
    saves: list[SaveEntry],
    message: str = "",
    choices: Choices | None = None,
    *,
    kept: list[SaveEntry] = (),
    undo: bool = False,
    blocked: bool = False,
    new_games: str | None = None,
) -> str:
    """The start screen: the new game forms (``new_games``; the tile game's
    alone by default, showing ``choices``), the saved games (after
    ``kept``, those in this page only), and import. ``undo`` offers to take
    back the deletion ``message`` reports; ``blocked`` says the browser
    keeps no games."""
    choices = choices or Choices()
    note = menu_note(message, undo, blocked)
    forms = tile_form_html(choices) if new_games is None else new_games
    return f"""
<section class="menu" aria-labelledby="menu-title">
  <h1 id="menu-title">{te("PAGE_TITLE")}</h1>
  <p class="menu-settings">{openers_html()}</p>
  {note}
  {forms}
  <section class="panel saves" aria-labelledby="saves-title">
    <h2 id="saves-title">{te("SAVES_TITLE")}</h2>
    {kept_html(kept, blocked)}
    <div id="saved-games">{saves_html(saves)}</div>
    <label class="button">{te("SAVES_IMPORT")}
      <input type="file" id="import-file" accept=".json,application/json" data-action="import">
    </label>
  </section>
</section>"""


def tile_form_html(choices: Choices) -> str:
    """The tile game's new-game form, showing ``choices``."""
    seats = []
    for i in range(4):
        options = "".join(
            f'<option value="{value}"{_selected(value == choices.controls[i])}>{e(label)}</option>'
            for value, label in newgame.controls()
        )
        seats.append(
            f'<fieldset class="seat" data-seat="{i}"><legend>{te("FORM_SEAT", n=i + 1)}</legend>'
            f'<label>{te("FORM_NAME")} <input name="name{i}" value="{e(choices.names[i])}" '
            f'maxlength="{NAME_LENGTH}" autocomplete="off"></label>'
            f'<label class="played-by">{te("FORM_PLAYED_BY")} <select name="control{i}">{options}</select></label></fieldset>'
        )
    counts = "".join(
        f'<option value="{n}"{_selected(n == choices.players)}>{label}</option>'
        for n, label in ((1, te("FORM_SOLO_COUNT")), (2, "2"), (3, "3"), (4, "4"))
    )
    levels = "".join(
        f'<option value="{level}"{_selected(level == choices.level)}>'
        f"{te('FORM_LEVEL', level=words.level_title(level), difficulty=difficulty)}</option>"
        for level, difficulty in zip(solo.LEVELS, i18n.entry("FORM_DIFFICULTIES"), strict=False)
    )
    # The long game's box is disabled for the counts the rules refuse (its
    # label says which it is for); static/early.js reads them too, before Python.
    long_ok = [n for n in range(1, 5) if newgame.long_game_refusal(n) is None]
    long_counts = " ".join(map(str, long_ok))
    long_disabled = "" if choices.players in long_ok else " disabled"
    labels = words.VARIANT_LABELS
    variants = "".join(
        f'<label class="check"><input type="checkbox" name="variant" value="{v}"'
        f"{_checked(v in choices.variants)}> {e(labels[v])}</label>"
        for v in VARIANTS
    )
    return f"""
  <form id="new-game" data-action="start" class="panel">
    <h2>{te("NEW_GAME")}</h2>
    <fieldset class="players">
      <legend>{te("PLAYERS")}</legend>
      <label>{te("FORM_COUNT")}
        <select name="players" id="players-count">{counts}</select>
      </label>
      <label class="solo-only">{te("ILLUSTRIOUS_ARCHITECT")}
        <select name="solo">{levels}</select>
      </label>
    </fieldset>
    <div class="seats">{"".join(seats)}</div>
    <fieldset>
      <legend>{te("FORM_OPTIONS")}</legend>
      <label class="check"><input type="checkbox" name="long"{_checked(choices.long_game)}
        data-counts="{long_counts}"{long_disabled}>
        {te("FORM_LONG")}</label>
      {variants}
      <label class="check"><input type="checkbox" name="distance"{_checked(choices.distance)}
        data-counts="2 3 4"{"" if choices.players > 1 else " disabled"}> {te("FORM_DISTANCE")}</label>
      <label>{te("FORM_SEED")} <input name="seed" inputmode="numeric"
        pattern="[0-9]*" autocomplete="off"></label>
    </fieldset>
    <button type="submit" class="primary">{te("FORM_START")}</button>
  </form>"""


def saves_html(saves: list[SaveEntry]) -> str:
    """The saved-games list (app/saveviews.py), names isolated as on the table."""
    return saveviews.saves_html(saves, name_html)


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
        cost = "" if state.over else t("SITE_FREE") if position == 0 else words.stones(position)
        tile, n = render.tile_description(tile_id), position + 1
        label = t("SITE_TILE_PRICED", n=n, cost=cost, tile=tile) if cost else t("SITE_TILE", n=n, tile=tile)
        if not affordable:
            label += t("SITE_TILE_DEAR", stones=words.stones(stones))
        classes = ["site-tile"]
        if selected:
            classes.append("selected")
        if not affordable:
            classes.append("dear")
        rotation = session.rotation if selected else 0
        price = i18n.fill(e(i18n.entry("SITE_COST")), n=str(n), cost=f'<span class="price">{e(cost)}</span>')
        items.append(
            f'<li><button class="{" ".join(classes)}" data-action="select" data-pos="{position}" '
            f'aria-pressed="{"true" if selected else "false"}" aria-label="{e(label)}"'
            f"{'' if human else ' disabled'}>"
            f"{render.tile_svg(tile_id, rotation, label=label)}"
            f'<span class="cost">{price if cost else n}</span></button></li>'
        )
    left = i18n.plural("SITE_LEFT", state.stacks_left, round=state.round, rounds=state.rounds_total)
    return f'<ol class="site" aria-label="{te("SITE")}">{"".join(items)}</ol><p class="stacks">{e(left)}</p>'


def players_html(session: Session, viewing: int) -> str:
    """Every seat: name, Stones, live score with its breakdown, markers, and
    a thumbnail of its city (or the Architect's pile) that opens it."""
    state = session.state
    stones = te("STONES_HEADING")
    cards = []
    for seat, player in enumerate(session.players):
        score = state.score(seat)
        badges = []
        if seat == state.chief:
            chief = te("PLAYER_CHIEF")
            badges.append(f'<span class="badge chief" title="{chief}">{chief}</span>')
        if seat == state.current and not state.over:
            badges.append(f'<span class="badge turn">{te("PLAYER_TO_PLAY")}</span>')
        control = "" if player.is_human else f" ({e(control_name(session, seat))})"
        lines = "".join(
            f"<tr><th scope=row>{words.PLURALS[d.district]}</th>{_district_cell(d)}</tr>"
            for d in score.districts
        )
        extra = (
            f'<tr><th scope=row>{te("QUARRIES_HEADING")}</th><td><span class="pts">{score.extra}</span></td></tr>'
            if score.extra
            else ""
        )
        name = isolated(shown_name(player))
        last = ""
        if state.is_architect(seat):
            thumb = render.pile_svg(state.pile, label=t("PILE_OF", name=isolated(said_name(player, "PILE_OF"))))
        else:
            last = last_tile_words(state.cities[seat])
            thumb = render.city_svg(
                state.cities[seat], label=t("CITY_OF", name=name), targets=False, mark=last, thumb=True
            )
        tip, said_last = (f' title="{e(last)}"', f" {e(last)}") if last else ("", "")
        classes = (
            "player"
            + (" viewing" if seat == viewing else "")
            + (" current" if seat == state.current and not state.over else "")
        )
        cards.append(
            f'<li class="{classes}" data-seat="{seat}">'
            f'<div class="who"><strong>{name_html(shown_name(player))}</strong>{control} {"".join(badges)}</div>'
            f'<div class="numbers"><span class="stones" title="{stones}">'
            f'<span aria-hidden="true">&#9679;</span> {words.stones(state.stones[seat])}</span> '
            f'<span class="total">{words.points(score.total)}</span></div>'
            f'<details><summary>{te("PLAYER_SO_FAR")}</summary><table class="mini-score">{lines}{extra}'
            f'<tr><th scope=row>{stones}</th><td><span class="pts">{score.stones}</span></td></tr>'
            f"</table></details>"
            f'<button class="thumb" data-action="view" data-seat="{seat}"{tip}>'
            f'<span class="sr">{te("PLAYER_SHOW_CITY", name=isolated(said_name(player, "PLAYER_SHOW_CITY")))}'
            f"{said_last}</span>{thumb}</button></li>"
        )
    return f'<ul class="players" aria-label="{te("PLAYERS")}">{"".join(cards)}</ul>'


def last_tile_words(city) -> str:
    """The words of the star on a city's last tile; none for its starting tile."""
    placed = city.placed[-1]
    return "" if placed.tile_id == STARTING_TILE_ID else words.last_tile_mark(placed.types, placed.level)


def verdict_text(session: Session, result) -> str:
    """The end of the game in one sentence, each winner named as the
    sentence needs (the Illustrious Architect with its article)."""
    key = words.verdict_key(result.decided_by)
    winners = [isolated(said_name(session.players[w], key)) for w in result.winners]
    return words.verdict(result.decided_by, winners)


def scorepad_html(session: Session) -> str:
    """The end-of-game scorepad: one column per player, one row per District
    type (its points, and the value x stars they come from), Stones, total;
    then the winner and the tie-break. Narrow enough for four players on a
    phone."""
    state = session.state
    scores = state.scores()
    result = state.result()
    names = [shown_name(p) for p in session.players]
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
        rows.append(f'<tr><th scope="row">{te("SCOREPAD_QUARRIES")}</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.stones}</span></td>' for s in scores)
    rows.append(f'<tr><th scope="row">{te("STONES_HEADING")}</th>{cells}</tr>')
    cells = "".join(f'<td><span class="pts">{s.total}</span></td>' for s in scores)
    rows.append(f'<tr class="total"><th scope="row">{te("SCOREPAD_TOTAL")}</th>{cells}</tr>')
    verdict = e(verdict_text(session, result))
    return f"""
<section class="scorepad panel" aria-labelledby="scorepad-title" id="scorepad">
  <h2 id="scorepad-title">{te("SCOREPAD_TITLE")}</h2>
  <p class="verdict" role="status">{verdict}</p>
  <div class="scroll"><table>
    <caption>{te("SCOREPAD_CAPTION")}&nbsp;<span aria-hidden="true">&#9733;</span></caption>
    <thead><tr><td></td>{head}</tr></thead>
    <tbody>{"".join(rows)}</tbody>
  </table></div>
  <div class="actions">
    <button data-action="menu" class="primary">{te("NEW_GAME")}</button>
    <button data-action="export-current">{te("EXPORT_CURRENT")}</button>
    <button data-action="replay" data-turn="0">{e(words.REPLAY_GAME)}</button>
  </div>
</section>"""


def _district_cell(line: DistrictScore) -> str:
    """A District type's points, with the value x stars they come from."""
    stars = e(i18n.form(i18n.entry("STAR_WORDS"), line.stars))
    return (
        f'<td><span class="pts">{line.points}</span> <span class="calc">{line.value} &times; '
        f'{line.stars}<span aria-hidden="true">&#9733;</span><span class="sr"> {stars}</span>'
        f"</span>{rulesview.doubled_html(line)}</td>"
    )


def status_html(session: Session) -> str:
    """One line on whose turn it is and what to do."""
    if session.replay is not None:
        return te("STATUS_REPLAY", position=words.replay_position(session.replay.at, session.replay.total))
    if session.state.over:
        return words.GAME_OVER
    player = session.player
    if session.claimable():
        return te("STATUS_CLAIM")
    if session.waiting_for is not None:
        key = "STATUS_WATCHING" if session.distance.seat is None else "STATUS_WAITING"
        return th(key, name=name_html(player.name))
    if session.computer_to_play:
        key = "STATUS_ARCHITECT" if player.is_architect else "STATUS_THINKING"
        return th(key, name=name_html(said_name(player, key)))
    if session.pending is not None:
        return th("STATUS_PENDING", name=name_html(player.name))
    if session.selected is None:
        return th("STATUS_CHOOSE", name=name_html(player.name))
    return th("STATUS_PLACE", name=name_html(player.name), n=session.selected + 1)


def table_html(options=None) -> str:
    """The table's regions, filled in separately as the game moves on; its
    bar shows the game's ``options`` (``rulesview.options_html``)."""
    chips = rulesview.options_html(options) if options is not None else ""
    chips = f'<p class="game-options">{chips}</p>' if chips else ""
    return f"""
<section class="table" aria-label="{te("TABLE")}">
  <header class="bar">
    <button data-action="menu" class="small" aria-label="{te("TABLE_TO_MENU")}">&#9776; {te("TABLE_MENU")}</button>
    <p id="status" class="status" aria-live="polite"></p>{chips}
    <button data-action="export-current" class="small" title="{te("TABLE_EXPORT_TITLE")}">{te("EXPORT")}</button>
    {openers_html()}
  </header>
  <div class="site-area" id="site"></div>
  <div class="board-area">
    <div id="saving" class="saving"></div>
    <div class="board-head"><h2 id="board-title"></h2>
      <button data-action="overview" class="small overview-toggle" aria-pressed="false"
        title="{e(words.OVERVIEW_TITLE)}">{e(words.OVERVIEW)}</button>
      <div class="zoom" role="group" aria-label="{te("TABLE_ZOOM")}">
        <button data-action="zoom-out" aria-label="{te("TABLE_ZOOM_OUT")}" title="{te("TABLE_ZOOM_OUT_KEY")}">&minus;</button>
        <button data-action="fit" aria-label="{te("TABLE_FIT_LABEL")}" title="{te("TABLE_FIT_KEY")}">{te("TABLE_FIT")}</button>
        <button data-action="zoom-in" aria-label="{te("TABLE_ZOOM_IN")}" title="{te("TABLE_ZOOM_IN_KEY")}">+</button>
      </div>
    </div>
    <div id="board" class="board" tabindex="0" role="application" aria-label="{te("TABLE_BOARD")}"
      aria-describedby="board-help"></div>
    <p id="board-help" class="sr">{e(a11y.BOARD_HELP)}</p>
    <div id="overview"></div>
    <p id="notice" class="notice" role="status" aria-live="polite"></p>
    <div id="replay"></div>
    <div id="controls" class="controls" role="group" aria-label="{te("TABLE_CONTROLS")}">
      <button data-action="rotate-left" aria-label="{te("TABLE_ROTATE_LEFT")}" title="{te("TABLE_ROTATE_LEFT_KEY")}">&#10226;</button>
      <button data-action="rotate-right" aria-label="{te("TABLE_ROTATE_RIGHT")}" title="{te("TABLE_ROTATE_RIGHT_KEY")}">&#10227;</button>
      <button data-action="confirm" class="primary" title="{te("TABLE_CONFIRM_KEY")}">{te("TABLE_CONFIRM")}</button>
      <button data-action="cancel" title="{te("TABLE_CANCEL_KEY")}">{te("TABLE_CANCEL")}</button>
      <button data-action="undo" title="{te("TABLE_UNDO_KEY")}">{te("TABLE_UNDO")}</button>
      <button data-action="suggest" title="{te("TABLE_SUGGEST_KEY")}">{te("TABLE_SUGGEST")}</button>
    </div>
    <div id="send"></div>
    <details class="city-text"><summary>{te("TABLE_CITY_TEXT")}</summary>
      <ul id="city-text" aria-label="{te("TABLE_CITY_TEXT")}"></ul></details>
  </div>
  <aside class="players-area"><div id="players"></div>
    <details class="move-log" id="move-log-box"><summary>{e(words.LOG_TITLE)}</summary>
      <div id="log" class="log-scroll" tabindex="0" role="region" aria-label="{e(words.LOG_TITLE)}"></div></details>
    <details class="legend"><summary>{te("TABLE_LEGEND")}</summary>{render.legend_svg()}</details>
  </aside>
  <div id="end"></div>
</section>"""
