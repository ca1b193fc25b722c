"""On a phone the notice line and the turn controls stick to the foot of the
screen: the board ends above them, so that no part of the city (the tile just
placed on a tall one) sits under them (issue 46: at 390x844, seen from the
top of the page, the board's last 66 px were under the Confirm/Cancel bar)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .helpers import (
    game_record,
    hex_point,
    legal_anchors,
    open_app,
    seeded_storage,
    select_by_click,
    wait_screen,
)

PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}

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
