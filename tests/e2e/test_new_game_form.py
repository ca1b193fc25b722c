"""The tile game's new-game form offers only what the rules accept: the
long game's box (its label says "2 or 3 players, or solo") is disabled for
4 players, before Python (static/early.js) and after
(browser/dom.sync_form); a box ticked before the count changed never makes
Start fail."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .helpers import Held, open_app, wait_screen

REASON = "(2 or 3 players, or solo)"
#: Python cannot start without its runtime: held back, the menu is all there is.
RUNTIME = re.compile(r"pyodide\.asm\.wasm")


def check_the_long_game_follows_the_count(page: Page) -> None:
    form = page.locator("#new-game")
    box = form.locator('input[name="long"]')
    expect(form.locator("label.check", has=page.locator('input[name="long"]'))).to_contain_text(REASON)
    form.locator("#players-count").select_option("3")
    expect(box).to_be_enabled()
    box.check()
    form.locator("#players-count").select_option("4")
    expect(box).to_be_disabled()
    form.locator("#players-count").select_option("1")
    expect(box).to_be_enabled()
    form.locator("#players-count").select_option("4")
    expect(box).to_be_disabled()


def test_after_python_start_never_fails_for_the_long_game(page: Page, site_url: str):
    open_app(page, site_url)
    check_the_long_game_follows_the_count(page)
    page.locator("#new-game button[type=submit]").click()
    wait_screen(page, "table")
    expect(page.locator("#players li[data-seat]")).to_have_count(4)
    expect(page.locator(".message")).to_have_count(0)


@pytest.mark.browser_context_args(service_workers="block")
def test_before_python_the_long_game_follows_the_count(page: Page, site_url: str):
    held = Held(page, RUNTIME)
    page.goto(site_url + "?pace=0")
    expect(page.locator("#new-game")).to_be_visible()
    assert not page.evaluate("() => document.body.dataset.ready === '1'")
    check_the_long_game_follows_the_count(page)
    held.release()


#: Per select of a seat: the room its text has (its width less its padding
#: and the arrow's 20 px) and the width of its longest choice's text, of a
#: person and the four levels.
ROOM = """() => [...document.querySelectorAll('#new-game select[name^="control"]')].map((s) => {
  const style = getComputedStyle(s);
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const offered = [...s.options].filter((o) => ['human', 'easy', 'medium', 'hard', 'expert'].includes(o.value));
  const widest = Math.max(...offered.map((o) => pen.measureText(o.text).width));
  const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
  return [room, widest];
})"""


@pytest.mark.browser_context_args(viewport={"width": 1280, "height": 720})
def test_four_seats_show_their_players_whole(page: Page, site_url: str):
    """"Computer: medium" was cut off in the four seats' selects."""
    open_app(page, site_url)
    page.locator("#players-count").select_option("4")
    expect(page.locator('select[name="control3"]')).to_be_visible()
    rooms = page.evaluate(ROOM)
    assert len(rooms) == 4
    assert all(room >= widest for room, widest in rooms), rooms
