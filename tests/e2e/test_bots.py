"""Computer players in the page: every level on offer, a visible thinking
state, the Suggest button, and a decision run in slices in Python's worker,
which answers the page's events between them. How long a slice or a task
lasts is a matter of the machine's speed, measured by bench/bots_browser.py
(the page's longest task), not here: these tests hold the thinking in its
middle, so that what they see depends on the bot's steps, not on the
machine."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import (
    moves,
    open_app,
    open_python_door,
    play_turn_by_clicks,
    python,
    settle,
    start_game,
    wait_moves,
    wait_moves_past,
    wait_turn,
)

#: In the worker's Python: every step of a bot's is a slice of its own, and
#: a decision, once its first step is made, makes no more while ``held``:
#: its slices go on, each ending at once, until the test lets go. A
#: decision run in one piece would never give the worker back.
HOLD = """
import akropolis.browser.thinking as t
from akropolis.core.thinking import Thinking
assert t.SLICE > 0
t.SLICE = 0
held = [True]
def step(self, step=Thinking.step):
    if held[0] and getattr(self, "begun", False):
        return None
    self.begun = True
    return step(self)
Thinking.step = step
"""


def viewbox(page) -> str:
    return page.locator("#board svg").first.get_attribute("viewBox")


def test_the_new_game_form_offers_every_level(app_page, site_url):
    page = open_app(app_page, site_url)
    options = page.locator('select[name="control1"] option').evaluate_all(
        "options => options.map(o => o.value)"
    )
    assert options[:5] == ["human", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_strong_computer_thinks_in_slices_and_the_table_answers_meanwhile(app_page, site_url, level):
    page = app_page
    open_python_door(page)
    # pace=0: no pause after the thinking.
    open_app(page, site_url, pace=0)
    python(page, HOLD)
    start_game(page, names=("Ada", "Basil"), controls=("human", level), seed=8)
    play_turn_by_clicks(page, position=0)
    body = page.locator("body")
    expect(body).to_have_attribute("data-thinking", "1")
    # Basil thinks: a zoom is Python's to answer, and it is answered.
    before = viewbox(page)
    page.locator('[data-action="zoom-in"]').click()
    settle(page)
    assert viewbox(page) != before
    expect(body).to_have_attribute("data-thinking", "1")
    assert moves(page) == 1
    python(page, "held[0] = False")
    wait_moves(page, 2, timeout=60_000)
    wait_turn(page, "human")
    expect(page.locator("#notice")).to_contain_text("Basil took tile")


def test_suggest_a_move_previews_without_playing(app_page, site_url):
    page = app_page
    open_python_door(page)
    open_app(page, site_url, pace=0)
    python(page, HOLD)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("body")).to_have_attribute("data-thinking", "1")
    # While it is worked out, the table answers (the suggestion still comes).
    before = viewbox(page)
    page.locator('[data-action="zoom-in"]').click()
    settle(page)
    assert viewbox(page) != before
    python(page, "held[0] = False")
    expect(page.locator("#notice")).to_contain_text("Suggestion: tile", timeout=60_000)
    assert moves(page) == 0
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    expect(page.locator("#site .selected")).to_have_count(1)
    confirm = page.locator('#controls [data-action="confirm"]')
    expect(confirm).to_be_enabled()
    confirm.click()
    wait_moves(page, 2, timeout=60_000)


def test_an_expert_takes_the_solo_seat_and_the_game_plays_itself(app_page, site_url):
    """Issue 48: the solo seat may be a computer's, at any level; the seat's
    "Played by" shows in solo as in any game."""
    page = open_app(app_page, site_url, pace=0)
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("1")
    played_by = form.locator('select[name="control0"]')
    expect(played_by).to_be_visible()
    expect(form.locator('select[name="control1"]')).to_be_hidden()
    played_by.select_option("expert")
    form.locator('input[name="seed"]').fill("4")
    form.get_by_role("button", name="Start the game").click()
    # No click: the expert's tile, the Architect's, and on.
    assert wait_moves_past(page, 3, timeout=60_000) > 3
    expect(page.locator("#players")).to_contain_text("Illustrious Architect")
    expect(page.locator('#controls [data-action="suggest"]')).to_be_disabled()
