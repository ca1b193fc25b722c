"""Whole games played in the browser as players play them: clicks and keys."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from akropolis.rules.solo import ARCHITECT_NAME

from .helpers import (
    PHONE,
    RULE_SENTENCE,
    body,
    click_hex,
    hex_point,
    legal_anchors,
    moves,
    open_app,
    park_mouse,
    play_turn_by_clicks,
    play_turn_by_keys,
    rotate_until_legal,
    select_by_click,
    site_tiles,
    start_game,
    table_state,
    wait_moves,
    wait_turn,
)

DISTRICT_ROWS = ("Houses", "Markets", "Barracks", "Temples", "Gardens")
#: Seconds a computer takes, and its move stays shown: long enough to see.
PACE = 4


def scorepad_rows(page) -> dict[str, list[int]]:
    """The scorepad body as {row heading: each player's points}."""
    return page.eval_on_selector_all(
        "#scorepad tbody tr",
        """rows => Object.fromEntries(rows.map(row => [
             row.querySelector("th").textContent,
             Array.from(row.querySelectorAll("td .pts"), pts => Number(pts.textContent))]))""",
    )


def test_hot_seat_game_to_the_scorepad(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=20240501)
    expect(page.locator("#status")).to_have_text("Ada, choose a tile from the Construction Site.")

    turn = 0
    while page.locator("body").get_attribute("data-turn") != "over":
        # Alternate: each player plays some turns by mouse, some by keyboard.
        if turn % 4 < 2:
            played = play_turn_by_clicks(page)
        else:
            played = play_turn_by_keys(page)
        turn += 1
        assert played == turn
        assert turn <= 40, "a 2-player game has 36 moves"
        expect(page.locator("#notice")).to_have_text(
            re.compile(r"^(Ada|Basil) took tile \d for (free|\d Stones?)( and gained .*)?\.$")
        )
    assert turn == 36

    scorepad = page.locator("#scorepad")
    expect(scorepad).to_be_visible()
    expect(scorepad.locator("thead")).to_contain_text("Ada")
    expect(scorepad.locator("thead")).to_contain_text("Basil")
    rows = scorepad_rows(page)
    for row in (*DISTRICT_ROWS, "Stones", "Total"):
        assert row in rows, f"scorepad row {row!r} missing: {list(rows)}"
    totals = rows["Total"]
    assert len(totals) == 2
    # Each total is the sum of its District points, Quarries and Stones.
    for seat in range(2):
        parts = [rows[row][seat] for row in DISTRICT_ROWS]
        extras = rows["Stones"][seat] + rows.get("Quarries (2 points each)", [0, 0])[seat]
        assert sum(parts) + extras == totals[seat], (seat, rows)
    expect(scorepad.locator(".verdict")).to_have_text(
        re.compile(r"^(Ada|Basil) wins|^Shared victory")
    )
    # The scorepad's totals are the live scores the player cards showed.
    for name, total in zip(("Ada", "Basil"), totals, strict=True):
        card = page.locator("#players li.player", has_text=name)
        expect(card.locator(".total")).to_have_text(f"{total} points")
    expect(page.locator("#status")).to_have_text("The game is over.")
    expect(page.locator('#controls [data-action="confirm"]')).to_be_disabled()
    expect(page.locator("#site [data-action=select]").first).to_be_disabled()


def test_solo_game_against_the_illustrious_architect(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada",), level="metagenes", seed=99)
    expect(page.locator("#players")).to_contain_text(ARCHITECT_NAME)

    played = 0
    while page.locator("body").get_attribute("data-turn") != "over":
        wait_turn(page, re.compile("human|over"))
        if page.locator("body").get_attribute("data-turn") == "over":
            break
        before = moves(page)
        assert before % 2 == 0, "the human plays first, then the Architect"
        if played % 2:
            play_turn_by_keys(page)
        else:
            play_turn_by_clicks(page)
        played += 1
        # The Architect replies on its own.
        wait_moves(page, before + 2)
        expect(page.locator("#notice")).to_contain_text(f"{ARCHITECT_NAME} took tile")
    assert played == 18
    assert moves(page) == 36

    scorepad = page.locator("#scorepad")
    expect(scorepad).to_be_visible()
    expect(scorepad.locator("thead")).to_contain_text("Ada")
    expect(scorepad.locator("thead")).to_contain_text(ARCHITECT_NAME)
    rows = scorepad_rows(page)
    for row in (*DISTRICT_ROWS, "Stones", "Total"):
        assert len(rows[row]) == 2, rows
    expect(scorepad.locator(".verdict")).to_have_text(
        re.compile(rf"^(Ada|{ARCHITECT_NAME}) wins|^Shared victory")
    )


def test_greedy_computer_replies_on_its_own(app_page, site_url):
    # A visible pause, to see the computer "thinking" before it moves.
    page = open_app(app_page, site_url, pace=1.5)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=5)
    expect(page.locator("#players")).to_contain_text("Basil (short-sighted)")

    for round_ in range(2):
        played = play_turn_by_clicks(page) if round_ == 0 else play_turn_by_keys(page)
        assert played == 2 * round_ + 1
        # The human's move is shown while the computer thinks (one look, well
        # within the pause).
        thinking = page.evaluate(
            """() => ({
              moves: document.body.dataset.moves,
              turn: document.body.dataset.turn,
              status: document.getElementById("status").textContent,
              notice: document.getElementById("notice").textContent,
              site: document.querySelector("#site [data-action=select]").disabled,
              undo: document.querySelector('#controls [data-action="undo"]').disabled,
            })"""
        )
        assert thinking["moves"] == str(played), thinking
        assert thinking["turn"] == "computer", thinking
        assert thinking["status"] == "Basil is thinking…", thinking
        assert re.match(r"^Ada took tile \d", thinking["notice"]), thinking
        assert thinking["site"] and thinking["undo"], "no tile or Undo while the computer plays"
        wait_moves(page, played + 1)
        wait_turn(page, "human")
        expect(page.locator("#notice")).to_have_text(
            re.compile(r"^Basil took tile \d for (free|\d Stones?)( and gained .*)?\.$")
        )
        expect(page.locator("#status")).to_have_text(
            "Ada, choose a tile from the Construction Site."
        )
    # The computer built in its own city: show it.
    page.locator('#players [data-action="view"][data-seat="1"]').click()
    expect(page.locator("#board-title")).to_have_text("Basil's city (it is Ada's turn)")
    assert page.locator("#board g.col").count() == 4 + 2 * 3


#: A whole turn at the keyboard, as fast as Python answers: tile 1, rotated
#: until it fits, aimed, placed and confirmed.
WHOLE_TURN_AT_ONCE = """async () => {
  const board = document.getElementById("board");
  const press = (key) => board.dispatchEvent(
    new KeyboardEvent("keydown", {key, bubbles: true, cancelable: true}));
  const until = (test) => new Promise((done) => {
    const look = () => (test() ? done() : requestAnimationFrame(look));
    look();
  });
  const selected = () => document.querySelector('#site [aria-pressed="true"], #site .selected');
  press("1");
  await until(() => board.dataset.preview || board.dataset.legal || selected());
  for (let turn = 0; turn < 6 && !board.dataset.legal; turn++) {
    const before = board.innerHTML;
    press("r");
    await until(() => board.innerHTML !== before || board.dataset.legal);
  }
  press("ArrowRight");
  press("Enter");
  press("Enter");
  await until(() => document.body.dataset.moves === "3");
  return document.body.dataset.moves;
}"""


def test_a_move_made_while_the_computers_move_is_shown_gets_one_reply(app_page, site_url):
    # Found 2026-11-23: a person who played a whole move while the computer's
    # reply was still shown started a second computer loop beside the first
    # one (still waiting out its showing); both thought, and the second played
    # its move on the person's turn, 27 ms after the first: a move of the
    # person's made with no key or click.
    page = open_app(app_page, site_url, pace=1.5)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=5)
    assert play_turn_by_clicks(page) == 1
    wait_moves(page, 2)  # Basil's move, shown for 1.5 s
    assert page.evaluate(WHOLE_TURN_AT_ONCE) == "3"
    wait_moves(page, 4)
    wait_turn(page, "human")
    expect(page.locator("#notice")).to_contain_text("Basil took tile")
    # Long enough for a second loop's move (the pause, then a greedy move).
    page.wait_for_timeout(2500)
    assert page.locator("body").get_attribute("data-moves") == "4"
    expect(page.locator("#status")).to_have_text("Ada, choose a tile from the Construction Site.")


def test_thinking_is_shown_while_the_next_tables_computer_thinks(app_page, site_url):
    # Found in review 2026-11-23: a table left while its computer waited out
    # its pause cleared body[data-thinking] when that pause ended, while the
    # next table's computer was still thinking.
    page = open_app(app_page, site_url, pace=3)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=5)
    play_turn_by_clicks(page)  # Basil thinks for 3 s
    page.locator('#controls [data-action="menu"], [data-action="menu"].small').first.click()
    start_game(page, names=("Cleo", "Dora"), controls=("greedy", "human"), seed=6)
    expect(page.locator("#status")).to_have_text("Cleo is thinking…")
    # After each task of the page that changed either: (thinking, moves).
    page.evaluate(
        """() => {
          window.__seen = [];
          new MutationObserver(() => window.__seen.push([
            document.body.dataset.thinking, document.body.dataset.moves,
          ])).observe(document.body, {attributes: true, attributeFilter: ["data-thinking", "data-moves"]});
        }"""
    )
    wait_moves(page, 1)
    seen = page.evaluate("window.__seen")
    # Cleared in the task that plays Cleo's move, not by the table left
    # before (its pause ended while Cleo still thought: ["", "0"]).
    assert seen and seen[-1] == ["", "1"] and ["", "0"] not in seen, seen


def test_undo_takes_back_the_computer_reply_and_your_move(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=11)
    undo = page.locator('#controls [data-action="undo"]')
    expect(undo).to_be_disabled()

    play_turn_by_keys(page)
    wait_moves(page, 2)
    wait_turn(page, "human")
    before_third = table_state(page)
    play_turn_by_clicks(page)
    wait_moves(page, 4)
    wait_turn(page, "human")

    expect(undo).to_be_enabled()
    expect(undo).to_have_accessible_name("Undo your move and Basil's reply")
    undo.click()
    wait_moves(page, 2)
    expect(page.locator("#notice")).to_have_text("Move taken back: Ada to play.")
    after = table_state(page)
    for key in ("moves", "turn", "status", "site", "players"):
        assert after[key] == before_third[key], key
    # The computer does not play its move again: it is the human's turn.
    page.wait_for_timeout(300)
    assert moves(page) == 2

    # U at the keyboard takes back the first pair as well.
    page.locator("#board").focus()
    page.keyboard.press("u")
    wait_moves(page, 0)
    expect(undo).to_be_disabled()
    # With nothing to take back, U does what the disabled button does: nothing.
    page.keyboard.press("u")
    page.wait_for_timeout(200)
    expect(page.locator("#notice")).to_have_text("Move taken back: Ada to play.")
    assert moves(page) == 0


def test_hot_seat_undo_is_the_last_persons_until_the_next_one_acts(app_page, site_url):
    """In hot seat, the person who just moved may take it back until the
    next person touches their turn (issue 46, item 9); from then on Undo
    (and U) say and do nothing of it."""
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=11)
    undo = page.locator('#controls [data-action="undo"]')
    play_turn_by_keys(page)
    wait_moves(page, 1)
    wait_turn(page, "human")
    expect(undo).to_be_enabled()
    expect(undo).to_have_accessible_name("Undo Ada's move")
    undo.click()
    wait_moves(page, 0)
    expect(page.locator("#notice")).to_have_text("Move taken back: Ada to play.")
    expect(page.locator("#status")).to_contain_text("Ada")
    play_turn_by_clicks(page)
    wait_moves(page, 1)
    select_by_click(page, 0)  # Basil begins: Ada's move stands
    expect(undo).to_be_disabled()
    expect(undo).to_have_accessible_name("Undo (nothing to take back: Basil has begun their turn)")
    page.locator("#board").focus()
    page.keyboard.press("u")
    page.wait_for_timeout(200)
    assert moves(page) == 1


def focused_control(page) -> str:
    return page.evaluate(
        """() => { const el = document.activeElement;
            return (el.getAttribute("data-action") || el.tagName.toLowerCase())
                   + (el.dataset.pos ? ":" + el.dataset.pos : ""); }"""
    )


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_after_a_computers_reply_the_focus_is_on_the_turns_first_control(app_page, site_url):
    """Issue 46, items 3 and 8: played from the keyboard, the computer's
    reply shown (Cancel says Skip meanwhile) and over, the focus is on the
    first tile to take, and the next Tab goes on from there, not from
    "Menu"; the board shows the person's own city again."""
    page = open_app(app_page, site_url, pace=PACE)
    start_game(page, names=("Ada", "Basil"), controls=("human", "easy"), seed=8)
    cancel = page.locator('#controls [data-action="cancel"]')
    board = page.locator("#board")
    play_turn_by_keys(page)
    wait_moves(page, 2, timeout=(PACE + 20) * 1000)
    # Basil's tile arriving in his city: Cancel skips the showing.
    expect(board).to_have_attribute("data-seat", "1")
    expect(cancel).to_have_text("Skip")
    expect(cancel).to_be_enabled()
    page.keyboard.press("Escape")
    expect(board).to_have_attribute("data-seat", "0")
    expect(cancel).to_have_text("Cancel")
    page.wait_for_function("document.activeElement.dataset.action === 'select'")
    assert focused_control(page) == "select:0"
    page.keyboard.press("Tab")
    assert focused_control(page) not in ("menu", "body")
    assert page.evaluate("() => !!document.activeElement.closest('#site, #controls')")
    # The next turn: the showing ends by itself, and the focus comes too.
    play_turn_by_keys(page)
    wait_moves(page, 4, timeout=(PACE + 20) * 1000)
    expect(board).to_have_attribute("data-seat", "0", timeout=(PACE + 5) * 1000)
    page.wait_for_function("document.activeElement.dataset.action === 'select'")
    assert focused_control(page) == "select:0"


def test_turning_a_placed_tile_keeps_it_there_and_confirm_agrees(app_page, site_url):
    """Issue 46, item 1: a tile put down and turned stays where it is; at
    each rotation Confirm is lit exactly when the notice asks for it."""
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=20240501)
    confirm = page.locator('#controls [data-action="confirm"]')
    notice = page.locator("#notice")
    turned = page.locator("#site .selected svg")
    select_by_click(page, 0)
    anchor = rotate_until_legal(page, keys=False)[0]
    click_hex(page, *anchor)
    expect(confirm).to_be_enabled()
    expect(notice).to_contain_text("Confirm to build here")
    park_mouse(page)
    cells = "() => Array.from(document.querySelectorAll('#board g.preview > g'), g => g.getAttribute('transform'))"
    spots = [set(page.evaluate(cells))]
    seen = []
    for _ in range(6):
        rotation = turned.get_attribute("data-rotation")
        page.locator('#controls [data-action="rotate-right"]').click()
        expect(turned).not_to_have_attribute("data-rotation", rotation or "")
        fits = page.locator("#board").get_attribute("data-preview") == "ok"
        seen.append(fits)
        spots.append(set(page.evaluate(cells)))
        if fits:
            expect(confirm).to_be_enabled()
            expect(notice).to_contain_text("Confirm to build here")
        else:
            expect(confirm).to_be_disabled()
            expect(notice).not_to_contain_text("Confirm")
    assert False in seen and seen[-1], seen
    # Turned about the space it was put on, always shown there.
    assert all(len(spot) == 3 for spot in spots) and set.intersection(*spots), spots
    confirm.click()
    wait_moves(page, 1)


@pytest.mark.browser_context_args(**PHONE)
def test_a_tap_on_a_hex_for_its_explanation_is_not_refused(app_page, site_url):
    """Issue 46, item 8: on a phone, a tap on a hex of the city with no
    tile chosen shows what it scores, and no "First choose a tile"."""
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=3)
    x, y = hex_point(page, 0, 0)
    page.touchscreen.tap(x, y)
    expect(page.locator("#hex-tip")).to_be_visible()
    page.wait_for_timeout(200)
    expect(page.locator("#notice")).not_to_contain_text("First choose")


def test_u_does_not_undo_while_a_computer_thinks(app_page, site_url):
    """One policy for keys and buttons: during the computer's turn the Undo
    button is disabled, and U and Ctrl+Z do nothing either."""
    page = open_app(app_page, site_url, pace=3)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=11)
    play_turn_by_keys(page)
    wait_turn(page, "computer")
    expect(page.locator('#controls [data-action="undo"]')).to_be_disabled()
    page.locator("#board").focus()
    page.keyboard.press("u")
    page.keyboard.press("Control+z")
    page.wait_for_timeout(200)
    assert moves(page) == 1 and body(page, "turn") == "computer"
    wait_moves(page, 2)


def test_messages_for_an_unaffordable_tile_and_an_illegal_place(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=3)
    start = table_state(page)
    tiles = site_tiles(page)
    confirm = page.locator('#controls [data-action="confirm"]')

    # Ada has 1 Stone: tile 3 costs 2, tile 4 costs 3.
    page.locator('#site [data-action=select][data-pos="2"]').click()
    expect(page.locator("#notice")).to_have_text("Tile 3 costs 2 Stones; you have 1.")
    expect(page.locator('#site [aria-pressed="true"]')).to_have_count(0)
    page.locator("#board").focus()
    page.keyboard.press("4")
    expect(page.locator("#notice")).to_have_text("Tile 4 costs 3 Stones; you have 1.")
    expect(page.locator('#site [aria-pressed="true"]')).to_have_count(0)
    expect(page.locator('#controls [data-action="rotate-right"]')).to_be_disabled()
    after = table_state(page)
    assert after["site"] == start["site"] and after["board"] == start["board"]

    # A click on the city before choosing a tile asks what the hex scores
    # (its tip says it): no refusal.
    click_hex(page, 0, 0)
    page.wait_for_timeout(200)
    expect(page.locator("#notice")).to_have_text("Tile 4 costs 3 Stones; you have 1.")

    # On top of the starting tile, which has no three hexes in a triangle.
    select_by_click(page, 0)
    click_hex(page, 0, 0)
    expect(page.locator("#board")).to_have_attribute("data-preview", "bad")
    expect(page.locator("#notice")).to_have_text(
        "A tile on level 2 must rest on three hexes of level 1."
    )
    expect(confirm).to_be_disabled()
    page.locator("#board").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#notice")).to_have_text(
        "A tile on level 2 must rest on three hexes of level 1."
    )

    # Away from the city, aimed with the arrow keys.
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    expect(page.locator("#board")).to_have_attribute("data-preview", "bad")
    page.keyboard.press("Enter")
    expect(page.locator("#notice")).to_have_text(
        "A tile on level 1 must touch your city along at least one edge."
    )
    expect(confirm).to_be_disabled()

    # An empty space next to the city that is not a legal place.
    legal = set(legal_anchors(page))
    slots = page.eval_on_selector_all(
        "#board use.slot[data-q]", "slots => slots.map(s => [+s.dataset.q, +s.dataset.r])"
    )
    outside = [(q, r) for q, r in slots if (q, r) not in legal]
    assert outside, "some empty space is not a legal place"
    click_hex(page, *outside[0])
    expect(page.locator("#board")).to_have_attribute("data-preview", "bad")
    expect(page.locator("#notice")).to_have_text(RULE_SENTENCE)
    expect(confirm).to_be_disabled()

    page.wait_for_timeout(200)
    assert moves(page) == 0
    assert site_tiles(page) == tiles
    assert page.locator("#board g.col").count() == 4, "only the starting tile is built"

    # Ada builds tile 1 on level 1; her next tile cannot cover exactly that one.
    rotation = page.locator("#site .selected svg").get_attribute("data-rotation")
    anchor = legal_anchors(page)[0]
    click_hex(page, *anchor)
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    confirm.click()
    wait_moves(page, 1)
    play_turn_by_keys(page)
    wait_moves(page, 2)
    select_by_click(page, 0)
    for _ in range(6):
        if page.locator("#site .selected svg").get_attribute("data-rotation") == rotation:
            break
        page.locator('#controls [data-action="rotate-right"]').click()
    expect(page.locator("#site .selected svg")).to_have_attribute("data-rotation", rotation)
    click_hex(page, *anchor)
    expect(page.locator("#notice")).to_have_text(
        "A tile on level 2 must cover hexes of at least 2 different tiles."
    )
    expect(confirm).to_be_disabled()
    page.wait_for_timeout(200)
    assert moves(page) == 2
