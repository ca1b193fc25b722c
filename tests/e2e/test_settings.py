"""The settings (akropolis/app/settings.py, akropolis/browser/settings.py):
a dialog reached from the menu and the table, each change applied at once
and remembered after a reload; hidden live scores are hidden during play
and shown on the scorepad at the end; a board that does not follow the turn
stays on the person's city while a computer plays; the computers' pace."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from akropolis.app.settings import KEY

from .helpers import (
    game_record,
    open_app,
    play_turn_by_keys,
    reload_app,
    seeded_storage,
    start_game,
    wait_screen,
    wait_turn,
)

FINISHED = "20250301090000-ended0"
MID_GAME = "20250301100000-middle"


def open_settings(page: Page) -> None:
    page.locator("#app").get_by_role("button", name="Settings").click()
    expect(page.get_by_role("dialog", name="Settings")).to_be_visible()


def close_settings(page: Page) -> None:
    page.get_by_role("dialog").get_by_role("button", name="Close").click()
    expect(page.locator("dialog#settings")).not_to_be_visible()


def stored(page: Page) -> dict:
    return json.loads(page.evaluate("key => localStorage.getItem(key)", KEY))


def test_a_theme_is_applied_at_once_and_remembered(app_page, site_url):
    page = open_app(app_page, site_url)
    root = page.locator("html")
    expect(root).to_have_attribute("data-theme", "auto")
    background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    open_settings(page)
    page.get_by_role("radio", name="Dark").check()
    expect(root).to_have_attribute("data-theme", "dark")
    assert page.evaluate("() => getComputedStyle(document.body).backgroundColor") != background
    # The keyboard reaches the panel and Escape closes it.
    page.keyboard.press("Escape")
    expect(page.locator("dialog#settings")).not_to_be_visible()
    assert stored(page)["theme"] == "dark"
    reload_app(page)
    expect(root).to_have_attribute("data-theme", "dark")
    open_settings(page)
    expect(page.get_by_role("radio", name="Dark")).to_be_checked()


def test_hidden_live_scores_are_hidden_during_play_and_shown_at_the_end(app_page, site_url):
    storage = seeded_storage(
        {
            MID_GAME: game_record((("Ada", "human"), ("Basil", "human")), seed=77, moves=5),
            FINISHED: game_record(seed=78, finish=True),
        },
        current=MID_GAME,
    )
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    totals = page.locator("#players .total")
    expect(totals.first).to_be_visible()
    open_settings(page)  # from the table's bar
    page.get_by_role("checkbox", name="Show the scores during play").uncheck()
    close_settings(page)
    expect(totals.first).to_be_hidden()
    expect(page.get_by_text("Score so far").first).to_be_hidden()
    assert stored(page)["liveScores"] is False
    reload_app(page)
    wait_screen(page, "table")
    expect(totals.first).to_be_hidden()
    play_turn_by_keys(page)
    expect(totals.first).to_be_hidden()
    # The end: the scorepad and the cards show every point.
    page.locator('[data-action="menu"]').click()
    wait_screen(page, "menu")
    # The saved-games list hides the scores of the game under way, not the finished one's.
    expect(page.locator(f'li.save[data-id="{MID_GAME}"] .who')).to_contain_text("Ada")
    expect(page.locator(f'li.save[data-id="{MID_GAME}"] .who .total').first).to_be_hidden()
    expect(page.locator(f'li.save[data-id="{FINISHED}"] .who .total').first).to_be_visible()
    page.locator(f'.save-list li.save[data-id="{FINISHED}"] [data-action="resume"]').click()
    wait_turn(page, "over")
    expect(page.locator("#scorepad")).to_be_visible()
    expect(totals.first).to_be_visible()


def test_the_board_stays_on_the_persons_city_at_the_chosen_pace(app_page, site_url):
    # No ?pace= in the address: the settings' pace is the one.
    page = open_app(app_page, site_url, pace=None)
    open_settings(page)
    page.get_by_role("radio", name="Slow").check()
    page.get_by_role("checkbox", name="The board follows the player to play").uncheck()
    close_settings(page)
    assert stored(page) == {
        "follow": False,
        "liveScores": True,
        "pace": "slow",
        "theme": "auto",
        "language": "",
    }
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=5)
    board = page.locator("#board")
    wait_turn(page, "human")
    ada = board.get_attribute("data-seat")
    play_turn_by_keys(page)
    wait_turn(page, "computer")
    # Slow: the computer waits 1.5 s, and the board stays on Ada's city.
    page.wait_for_timeout(500)
    expect(page.locator("body")).to_have_attribute("data-turn", "computer")
    expect(board).to_have_attribute("data-seat", ada)
    wait_turn(page, "human")
    # Followed again: on the computer's next turn the board shows its city.
    open_settings(page)
    page.get_by_role("checkbox", name="The board follows the player to play").check()
    close_settings(page)
    play_turn_by_keys(page)
    wait_turn(page, "computer")
    expect(board).not_to_have_attribute("data-seat", ada)


def test_the_dark_theme_dims_the_board_too(app_page, site_url):
    """The board keeps a sand ground (the tiles' outlines are dark) but no
    longer glares at full light in the dark theme."""
    text = game_record(moves=2)
    page = open_app(app_page, site_url, storage=seeded_storage({MID_GAME: text}, current=MID_GAME))
    wait_screen(page, "table")

    def ground() -> str:
        return page.evaluate(
            "() => getComputedStyle(document.querySelector('#board')).backgroundImage"
        )

    light = ground()
    open_settings(page)
    page.get_by_role("radio", name="Dark").check()
    close_settings(page)
    dark = ground()
    assert dark != light and "rgb(217, 208, 189)" in dark, (light, dark)


def test_settings_python_cannot_read_are_not_read_before_it_either(app_page, site_url):
    """Issue 45, F5: settings over 10,000 characters saying French gave a
    French loading screen (the page's first script read them), then English
    once Python started (it refuses them), and nothing said why. Now
    neither reads them, and the panel says so."""
    text = json.dumps({"language": "fr", "padding": "x" * 10_001})
    page = open_app(app_page, site_url, storage={KEY: text})
    assert page.evaluate("() => document.documentElement.lang") == "en"
    # What the page's first script chose, before Python: the same.
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("() => document.documentElement.lang") == "en"
    reload_app(page)
    open_settings(page)
    expect(page.locator("#settings-note")).to_contain_text("could not be read")


def test_a_change_the_storage_cannot_remember_is_said(app_page, site_url):
    """Issue 45, F5: a language chosen while the storage is full applied
    and was silently not remembered."""
    from .test_nothing_lost import FILL_UP

    page = open_app(app_page, site_url)
    page.evaluate(FILL_UP)
    open_settings(page)
    page.get_by_role("radio", name="Dark").check()
    expect(page.locator("#settings-note")).to_contain_text("not remembered")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
