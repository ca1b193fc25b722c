"""What a computer did, in the page (issue 12, item 11): at a pace a person
can follow, the board shows the computer's city with the tile it just
placed arriving, and the tile it took is recalled under the Construction
Site; Escape skips the showing; no animation under prefers-reduced-motion."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import open_app, play_turn_by_clicks, start_game, wait_moves

LAPTOP = {"viewport": {"width": 1366, "height": 768}}
#: Seconds a computer takes, and its move stays shown: long enough to see.
PACE = 4


def play_against_basil(page, site_url) -> None:
    open_app(page, site_url, pace=PACE)
    start_game(page, names=("Ada", "Basil"), controls=("human", "easy"), seed=8)
    play_turn_by_clicks(page, position=0)
    wait_moves(page, 2, timeout=(PACE + 20) * 1000)


def animation(page) -> str:
    return page.locator("#board .col.arrive").first.evaluate(
        "node => getComputedStyle(node).animationName"
    )


@pytest.mark.browser_context_args(**LAPTOP)
def test_the_computers_tile_arrives_in_its_city_and_escape_skips(app_page, site_url):
    page = app_page
    play_against_basil(page, site_url)
    board = page.locator("#board")
    expect(board).to_have_attribute("data-seat", "1")
    expect(page.locator("#board .col.arrive")).to_have_count(3)
    expect(page.locator("#board .last.arrive")).to_have_count(1)
    assert animation(page) == "akr-arrive"
    taken = page.locator("#site .taken")
    expect(taken).to_contain_text("Basil took tile")
    expect(taken.locator("svg")).to_have_count(1)
    # Ada's turn has begun: Escape goes back to her city at once.
    page.keyboard.press("Escape")
    expect(board).to_have_attribute("data-seat", "0", timeout=1500)
    expect(page.locator("#board .arrive")).to_have_count(0)
    expect(taken).to_be_visible()  # still recalled


@pytest.mark.browser_context_args(**LAPTOP)
def test_the_showing_ends_by_itself(app_page, site_url):
    page = app_page
    play_against_basil(page, site_url)
    expect(page.locator("#board")).to_have_attribute("data-seat", "1")
    expect(page.locator("#board")).to_have_attribute("data-seat", "0", timeout=(PACE + 3) * 1000)
    expect(page.locator("#board .arrive")).to_have_count(0)


@pytest.mark.browser_context_args(**LAPTOP, reduced_motion="reduce")
def test_no_animation_under_reduced_motion(app_page, site_url):
    page = app_page
    play_against_basil(page, site_url)
    expect(page.locator("#board .col.arrive")).to_have_count(3)
    assert animation(page) == "none"
