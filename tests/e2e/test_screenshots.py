"""Screenshots of the menu, a first turn, a mid-game and an end-of-game table
on a desktop and a phone, for a person to look at (in screenshots/, which
git ignores), with the layout facts a machine can check."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .helpers import (
    PHONE,
    click_hex,
    game_record,
    hex_point,
    legal_anchors,
    open_app,
    seeded_storage,
    select_by_click,
    start_game,
    wait_moves,
    wait_screen,
    wait_turn,
)

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"

DESKTOP = {"viewport": {"width": 1366, "height": 768}}

MID_GAME = "20250301100000-middle"
FINISHED = "20250301090000-ended0"


def layout_facts(page: Page, where: str) -> None:
    """No sideways scrolling of the page; the board, when shown, fits the width.

    The width is the one the test set: on a phone (is_mobile) the layout
    viewport, and so innerWidth, grows to whatever overflows it."""
    width = page.viewport_size["width"]
    sizes = page.evaluate(
        "() => ({scroll: document.documentElement.scrollWidth, inner: innerWidth,"
        " body: document.body.scrollWidth})"
    )
    assert max(sizes.values()) <= width, f"{where}: the page is wider than {width} px: {sizes}"
    if page.locator("body").get_attribute("data-screen") == "table":
        board = page.locator("#board")
        expect(board).to_be_visible()
        box = board.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (where, box)
        assert box["height"] >= 200, f"{where}: the board is only {box['height']} px high"


def shoot(page: Page, size: str, name: str, *, full_page: bool = False) -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{size}-{name}.png"
    page.screenshot(path=path, full_page=full_page)
    return path


@pytest.mark.parametrize(
    "size",
    [
        pytest.param("desktop", marks=pytest.mark.browser_context_args(**DESKTOP)),
        pytest.param("phone", marks=pytest.mark.browser_context_args(**PHONE)),
    ],
)
def test_screenshots(app_page, site_url, size):
    phone = size == "phone"
    storage = seeded_storage(
        {
            MID_GAME: game_record(
                (("Ada", "human"), ("Basil", "greedy")),
                seed=77,
                moves=16,
                saved_at="2025-03-01T10:00:00+00:00",
            ),
            FINISHED: game_record(
                (("Ada", "human"), ("Basil", "human"), ("Chloe", "human"), ("Dora", "human")),
                seed=78,
                finish=True,
                saved_at="2025-03-01T09:00:00+00:00",
            ),
        }
    )
    page = open_app(app_page, site_url, storage=storage)

    # The start screen with two saved games.
    wait_screen(page, "menu")
    expect(page.locator(".save-list li.save")).to_have_count(2)
    layout_facts(page, "menu")
    expect(page.get_by_role("button", name="Start the game")).to_be_visible()
    shoot(page, size, "menu")
    shoot(page, size, "menu-full", full_page=True)

    # The first turn, then a tile chosen and aimed at a legal place.
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=2025)
    layout_facts(page, "first turn")
    shoot(page, size, "first-turn")
    # On a phone the table opens where the menu was scrolled to (see
    # test_a_new_game_opens_at_the_top): look at it from the top.
    if page.evaluate("() => scrollY") > 0:
        page.evaluate("() => scrollTo(0, 0)")
        shoot(page, size, "first-turn-top")
    expect(page.locator("#site [data-action=select]").first).to_be_in_viewport()
    expect(page.locator("#status")).to_be_in_viewport()
    select_by_click(page, 0)
    anchor = legal_anchors(page)[0]
    if phone:
        # A tap puts the tile down, waiting for Confirm.
        x, y = hex_point(page, *anchor)
        page.touchscreen.tap(x, y)
        expect(page.locator('#controls [data-action="confirm"]')).to_be_enabled()
        expect(page.locator('#controls [data-action="confirm"]')).to_be_in_viewport()
    else:
        x, y = hex_point(page, *anchor)
        page.mouse.move(x, y)
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    layout_facts(page, "first turn, tile aimed")
    shoot(page, size, "first-turn-aimed")
    shoot(page, size, "first-turn-full", full_page=True)

    # A game in the middle, resumed from the saved games.
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    page.locator(f'.save-list li.save[data-id="{MID_GAME}"] [data-action="resume"]').click()
    wait_screen(page, "table")
    wait_moves(page, 16)
    wait_turn(page, "human")
    select_by_click(page, 1)
    anchors = legal_anchors(page)
    if phone:
        click_hex(page, *anchors[len(anchors) // 2])
    else:
        page.mouse.move(*hex_point(page, *anchors[len(anchors) // 2]))
    page.evaluate("() => scrollTo(0, 0)")
    layout_facts(page, "mid-game")
    shoot(page, size, "mid-game")
    shoot(page, size, "mid-game-full", full_page=True)

    # A finished 4-player game: the table and its scorepad.
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    page.locator(f'.save-list li.save[data-id="{FINISHED}"] [data-action="resume"]').click()
    wait_screen(page, "table")
    wait_turn(page, "over")
    page.evaluate("() => scrollTo(0, 0)")
    scorepad = page.locator("#scorepad")
    expect(scorepad).to_be_visible()
    layout_facts(page, "end of game")
    # Who won is in sight without scrolling, and the scorepad fits the width,
    # four players' columns included, even on a phone.
    expect(scorepad.locator(".verdict")).to_be_in_viewport(ratio=1)
    box = scorepad.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"], box
    table = scorepad.locator(".scroll")
    widths = table.evaluate("(el) => [el.scrollWidth, el.clientWidth]")
    assert widths[0] <= widths[1], f"the scorepad scrolls sideways: {widths}"
    expect(scorepad.locator("thead th")).to_have_count(4)
    # No turn is left to play: the turn controls are gone.
    expect(page.locator("#controls")).to_be_hidden()
    # Every card's score breakdown, opened, fits too.
    for summary in page.locator("#players details summary").all():
        summary.click()
    expect(page.locator("#players details[open]")).to_have_count(4)
    layout_facts(page, "end of game, scores opened")
    for card in page.locator("#players li.player").all():
        box, table = card.bounding_box(), card.locator(".mini-score").bounding_box()
        assert table["x"] + table["width"] <= box["x"] + box["width"] + 0.5, (box, table)
    shoot(page, size, "end")
    shoot(page, size, "end-full", full_page=True)


@pytest.mark.browser_context_args(**PHONE)
def test_a_new_game_opens_at_the_top(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=2025)
    expect(page.locator("#status")).to_be_in_viewport(timeout=1_000)
    expect(page.locator("#site [data-action=select]").first).to_be_in_viewport(timeout=1_000)
