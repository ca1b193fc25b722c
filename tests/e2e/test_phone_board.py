"""On a phone the notice line and the turn controls stick to the foot of the
screen: the board ends above them, so that no part of the city (the tile just
placed on a tall one) sits under them (issue 46: at 390x844, seen from the
top of the page, the board's last 66 px were under the Confirm/Cancel bar)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .helpers import (
    PHONE,
    game_record,
    hex_point,
    legal_anchors,
    open_app,
    seeded_storage,
    select_by_click,
    wait_screen,
)

TOPS = """() => {
  scrollTo(0, 0);
  const box = id => document.getElementById(id).getBoundingClientRect();
  return {board: box("board").bottom, notice: box("notice").top, controls: box("controls").top};
}"""


def assert_board_above_the_bar(page: Page, where: str) -> None:
    tops = page.evaluate(TOPS)
    bar = min(tops["notice"], tops["controls"])
    assert tops["board"] <= bar + 0.5, f"{where}: the board ends at {tops['board']:.0f}, the bar starts at {bar:.0f}"


@pytest.mark.browser_context_args(**PHONE)
def test_the_board_ends_above_the_phones_turn_controls(app_page, site_url):
    record = game_record(moves=16)
    page = open_app(app_page, site_url, storage=seeded_storage({"g-mid": record}, "g-mid"))
    wait_screen(page, "table")
    assert_board_above_the_bar(page, "mid-game")
    select_by_click(page, 0)
    assert_board_above_the_bar(page, "a tile selected")
    x, y = hex_point(page, *legal_anchors(page)[0])
    page.touchscreen.tap(x, y)
    expect(page.locator("#notice")).to_contain_text("Confirm to build here")
    assert_board_above_the_bar(page, "a tile placed")


@pytest.mark.browser_context_args(**PHONE)
def test_the_board_ends_above_the_bar_when_the_last_move_takes_two_lines(app_page, site_url):
    """Issue 46, round two: in French, solo against Metagenes, "L'Illustre
    Architecte a pris la tuile 1 gratuitement." under the Construction Site
    took two lines, and the board's foot went 9 px under the notice."""
    page = app_page
    page.add_init_script(
        "Object.defineProperty(navigator, 'languages', {get: () => ['fr-FR', 'fr', 'en']});"
    )
    record = game_record((("Zoé", "human"),), level="metagenes", seed=31, moves=6)
    open_app(page, site_url, storage=seeded_storage({"g-solo": record}, "g-solo"))
    wait_screen(page, "table")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    taken = page.locator(".taken")
    expect(taken).to_contain_text("L'Illustre Architecte a pris la tuile")
    lines = taken.evaluate(
        "t => { const r = document.createRange(); r.selectNodeContents(t.lastElementChild); "
        "return r.getClientRects().length; }"
    )
    assert lines >= 2, "the last move's line should take two lines here"
    assert_board_above_the_bar(page, "the last move on two lines")
    select_by_click(page, 0)
    expect(page.locator("#notice")).not_to_be_empty()
    assert_board_above_the_bar(page, "a tile selected")
    x, y = hex_point(page, *legal_anchors(page)[0])
    page.touchscreen.tap(x, y)
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    assert_board_above_the_bar(page, "a tile placed")


SITE_TILES = """() => {
  const row = document.querySelector("#site .site").getBoundingClientRect();
  return [...document.querySelectorAll("#site .site-tile")].map(t => {
    const r = t.getBoundingClientRect(), cost = t.querySelector(".cost");
    return {left: r.left, right: r.right, width: r.width, height: r.height, rowLeft: row.left,
            rowRight: row.right, costCut: cost.scrollWidth > cost.clientWidth + 1};
  });
}"""


@pytest.mark.browser_context_args(**PHONE)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_construction_site_fits_a_phone_or_says_it_scrolls(app_page, site_url, seats):
    """Issue 46, round two: at 390 px the Construction Site's fourth tile
    was cut ("4 : 3 Pierr…"), the cut the only hint that the row scrolls.
    Four or five tiles fit the width whole, a finger's size each, their
    price never cut; a sixth (four players) is wholly out of sight, the row
    fading at its edge and a "›" there to say that it scrolls."""
    page = app_page
    page.add_init_script(
        "Object.defineProperty(navigator, 'languages', {get: () => ['fr-FR', 'fr', 'en']});"
    )
    names = ("Ada", "Basil", "Chloé", "Dimitri")[:seats]
    record = game_record(tuple((name, "human") for name in names), moves=0)
    open_app(page, site_url, storage=seeded_storage({"g-site": record}, "g-site"))
    wait_screen(page, "table")
    expect(page.locator("#site .site-tile")).to_have_count(seats + 2)
    tiles = page.evaluate(SITE_TILES)
    assert not any(t["costCut"] for t in tiles), tiles
    assert min(t["width"] for t in tiles) >= 44 and min(t["height"] for t in tiles) >= 44, tiles
    seen = [t for t in tiles if t["right"] <= t["rowRight"] + 0.5]
    assert all(t["left"] >= 0 for t in tiles)
    # every tile wholly in the row or wholly past its edge: none cut
    assert all(t["right"] <= t["rowRight"] + 0.5 or t["left"] >= t["rowRight"] - 4.5 for t in tiles), tiles
    fading = page.evaluate("() => getComputedStyle(document.querySelector('#site .site')).maskImage")
    if seats < 4:
        assert len(seen) == len(tiles), tiles
        assert fading == "none"
    else:
        assert len(seen) == 5, tiles
        assert "gradient" in fading
        hint = page.evaluate(
            "() => getComputedStyle(document.getElementById('site'), '::after').content"
        )
        assert "›" in hint, hint
