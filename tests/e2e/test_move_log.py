"""The move log in the page: a move against a computer (no pause), then
both turns in the log, in order (newest first), with the tile each player
took and the Stones it cost; open beside the players on a laptop, one tap
away on a phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .helpers import open_app, play_turn_by_clicks, start_game, wait_moves, wait_turn

PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}

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
