"""Looking around a city: zoom buttons and keys, the mouse wheel (around the
pointer), dragging, and on a phone a two-finger pinch; none of them places
or aims a tile. Touches go through Chromium's DevTools protocol, which turns
them into the pointer events a real touch screen makes."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .helpers import PHONE, moves, open_app, select_by_click, start_game


def touch(cdp, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send(
        "Input.dispatchTouchEvent",
        {
            "type": kind,
            "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)],
        },
    )


def view_box(page: Page) -> list[float]:
    return [float(v) for v in page.locator("#board svg").get_attribute("viewBox").split()]


def view_width(page: Page) -> tuple[float, float]:
    """The board's base viewBox width and the one shown."""
    svg = page.locator("#board svg")
    base = float(svg.get_attribute("data-viewbox").split()[2])
    shown = float(svg.get_attribute("viewBox").split()[2])
    return base, shown


@pytest.mark.browser_context_args(**PHONE)
def test_a_pinch_zooms_the_board_and_places_nothing(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=3)
    select_by_click(page, 0)  # a tile in hand: a tap on the board would place it
    board = page.locator("#board")
    board.scroll_into_view_if_needed()
    box = board.bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    base, shown = view_width(page)
    assert shown == pytest.approx(base)
    played = moves(page)

    cdp = page.context.new_cdp_session(page)
    # Fingers 60 px apart spread to 120 px: twice the zoom.
    touch(cdp, "touchStart", [(cx - 30, cy), (cx + 30, cy)])
    for step in range(1, 6):
        spread = 30 + 6 * step
        touch(cdp, "touchMove", [(cx - spread, cy), (cx + spread, cy)])
    touch(cdp, "touchEnd", [])
    page.wait_for_timeout(200)
    base, shown = view_width(page)
    assert shown == pytest.approx(base / 2, rel=0.02)

    # Nothing was placed or aimed, and it is still Ada's turn, tile in hand.
    expect(page.locator('#controls [data-action="confirm"]')).to_be_disabled()
    assert page.locator("#board").get_attribute("data-preview") in ("", None)
    assert moves(page) == played

    # Pinching in again, past the limit, stops at the smallest zoom.
    touch(cdp, "touchStart", [(cx - 150, cy), (cx + 150, cy)])
    touch(cdp, "touchMove", [(cx - 10, cy), (cx + 10, cy)])
    touch(cdp, "touchEnd", [])
    page.wait_for_timeout(200)
    base, shown = view_width(page)
    assert shown == pytest.approx(base * 2, rel=0.02)  # zoom 0.5

    # "Fit" brings the whole city back.
    page.locator('[data-action="fit"]').click()
    base, shown = view_width(page)
    assert shown == pytest.approx(base)

    # One finger drags, a second one lands: the pinch starts from where the
    # first finger is now (60 px apart), so spreading to 120 px doubles the zoom.
    touch(cdp, "touchStart", [(cx - 70, cy)])
    for step in range(1, 5):
        touch(cdp, "touchMove", [(cx - 70 + 10 * step, cy)])
    touch(cdp, "touchStart", [(cx - 30, cy), (cx + 30, cy)])
    touch(cdp, "touchMove", [(cx - 60, cy), (cx + 60, cy)])
    touch(cdp, "touchEnd", [])
    page.wait_for_timeout(200)
    base, shown = view_width(page)
    assert shown == pytest.approx(base / 2, rel=0.02)
    assert moves(page) == played


def test_buttons_keys_wheel_and_drag_move_the_view(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=3)
    base, _ = view_width(page)
    played = moves(page)

    page.get_by_role("button", name="Zoom in").click()
    assert view_width(page)[1] == pytest.approx(base / 1.25, rel=0.01)
    page.get_by_role("button", name="Zoom out").click()
    assert view_width(page)[1] == pytest.approx(base, rel=0.01)
    page.keyboard.press("+")
    page.keyboard.press("+")
    assert view_width(page)[1] == pytest.approx(base / 1.25**2, rel=0.01)
    page.keyboard.press("0")
    assert view_width(page)[1] == pytest.approx(base, rel=0.01)

    # The wheel zooms in around the pointer: right of the centre, the view
    # moves right.
    box = page.locator("#board").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = view_box(page)
    page.mouse.move(cx + box["width"] / 4, cy)
    page.mouse.wheel(0, -100)
    page.wait_for_timeout(100)
    after = view_box(page)
    assert after[2] == pytest.approx(before[2] / 1.25, rel=0.01)
    assert after[0] + after[2] / 2 > before[0] + before[2] / 2

    # Dragging to the right moves the city right: the view goes left.
    before = view_box(page)
    page.mouse.move(cx, cy)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(cx + 10 * step, cy)
    page.mouse.up()
    after = view_box(page)
    assert after[0] < before[0] and after[2] == pytest.approx(before[2])
    assert moves(page) == played
    expect(page.locator('#controls [data-action="confirm"]')).to_be_disabled()
