"""The move log in the page: a move against a computer (no pause), then
both turns in the log, in order (newest first), with the tile each player
took and the Stones it cost; open beside the players on a laptop, one tap
away on a phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .helpers import (
    PHONE,
    game_record,
    open_app,
    play_turn_by_clicks,
    seeded_storage,
    start_game,
    wait_moves,
    wait_screen,
    wait_turn,
)

#: What the notice says of the computer's turn (words.turn_done).
COMPUTER_TURN = re.compile(r"Basil took tile (\d+) for (free|\d+ Stones?)")


def play_one_move(page) -> None:
    start_game(page, names=("Ada", "Basil"), controls=("human", "easy"), seed=8)
    expect(page.locator("#log")).to_contain_text("No move yet.")
    play_turn_by_clicks(page, position=1)  # Ada's 1 Stone buys tile 2
    wait_moves(page, 2)
    wait_turn(page, "human")


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_the_log_shows_both_turns_in_order(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    play_one_move(page)
    log = page.locator("#log")
    expect(log).to_be_visible()  # open on a laptop, no tap needed
    items = log.locator("li")
    expect(items).to_have_count(2)
    # Newest first, numbered from the first turn.
    assert [items.nth(i).get_attribute("value") for i in range(2)] == ["2", "1"]
    ada, basil = items.nth(1).inner_text(), items.nth(0).inner_text()
    assert ada.startswith("Ada took tile 2 (") and " for 1 Stone, built on level " in ada
    assert re.search(r": (\d+ \u2192 \d+ points \([+\u2212]\d+\)|still \d+ points?)\.$", ada)
    found = COMPUTER_TURN.search(page.locator("#notice").inner_text())
    assert found, page.locator("#notice").inner_text()
    tile, price = found.groups()
    assert basil.startswith(f"Basil took tile {tile} (")
    assert f" for {price}" in basil
    # The names are isolated.
    expect(log.locator("bdi.name")).to_have_count(2)


@pytest.mark.browser_context_args(**PHONE)
def test_the_log_is_one_tap_away_on_a_phone(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    play_one_move(page)
    log = page.locator("#log")
    expect(log).to_be_hidden()
    page.locator("#move-log-box summary").tap()
    expect(log).to_be_visible()
    expect(log.locator("li")).to_have_count(2)


#: What is seen of the right column: the log's entries seen whole, and for
#: each player's card whether it is whole in view and uncovered, and the
#: width of its star.
SEEN = """() => {
  const inside = (r, box) => r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const log = document.querySelector('#log').getBoundingClientRect();
  const list = document.querySelector('#players').getBoundingClientRect();
  const view = {top: Math.max(0, list.top), bottom: Math.min(innerHeight, list.bottom)};
  const entries = [...document.querySelectorAll('#log li')]
    .filter((li) => inside(li.getBoundingClientRect(), log)).length;
  const cards = [...document.querySelectorAll('#players li[data-seat]')].map((li) => {
    const star = li.querySelector('.last-mark');
    const box = star && star.getBoundingClientRect();
    const r = li.getBoundingClientRect();
    // Not covered either (by the legend opened over the log): on top at its corners.
    const free = [[r.left + 4, r.top + 4], [r.right - 4, r.bottom - 4]]
      .every(([x, y]) => li.contains(document.elementFromPoint(x, y)));
    return {whole: inside(r, view) && free, star: box ? box.width : 0};
  });
  return {entries, cards, scrolled: scrollY};
}"""


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_four_seats_show_the_rounds_moves_at_a_glance(app_page, site_url):
    """Issue 46, item 4: at 1366x768 with four seats, at the start of your
    turn the log shows the whole last round (four moves), each card marks
    its city's last tile with a star, and neither "Score so far" nor the
    legend pushes an opponent out of sight."""
    players = (("Ada", "human"), ("Basil", "medium"), ("Chloe", "hard"), ("Demetrios", "easy"))
    # Round 7: longer lines than the first rounds' (tiles on level 2, Quarries covered).
    text = game_record(players, moves=24, seed=3)
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    expect(page.locator("#log li")).to_have_count(24)
    seen = page.evaluate(SEEN)
    assert seen["entries"] >= 4, seen
    assert all(card["whole"] for card in seen["cards"]), seen
    # The star is a symbol a thumbnail shows, a few pixels across at least.
    assert all(card["star"] >= 6 for card in seen["cards"]), seen
    for name in ("Basil", "Chloe", "Demetrios"):
        expect(page.locator("#players li[data-seat]", has_text=name).locator(".thumb .sr")).to_contain_text(
            "Last tile placed"
        )
    page.locator("#players li[data-seat='1'] details summary").click()
    page.locator(".legend summary").click()
    expect(page.locator(".legend svg")).to_be_visible()
    seen = page.evaluate(SEEN)
    assert all(card["whole"] for card in seen["cards"]), seen
    assert seen["scrolled"] == 0, seen
