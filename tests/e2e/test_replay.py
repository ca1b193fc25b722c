"""Replay in the page: from a line of the move log, from the saved-games
list and from a finished game's scorepad; turn by turn with the buttons and
the arrow keys, every city as it was; back to the game unchanged (and the
save unchanged after a reload)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from .helpers import (
    game_record,
    moves,
    open_app,
    play_turn_by_clicks,
    reload_app,
    saved_games,
    seeded_storage,
    start_game,
    storage_snapshot,
    wait_moves,
    wait_screen,
    wait_turn,
)

LAPTOP = {"viewport": {"width": 1366, "height": 768}}


def columns(page) -> str:
    """The columns of the city on the board, as drawn."""
    return page.locator("#board svg g.columns").inner_html()


@pytest.mark.browser_context_args(**LAPTOP)
def test_a_replay_from_the_move_log_and_back_to_the_game(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "easy"), seed=8)
    play_turn_by_clicks(page, position=1)
    wait_moves(page, 2)
    wait_turn(page, "human")
    play_turn_by_clicks(page)
    wait_moves(page, 4)
    wait_turn(page, "human")
    saved = saved_games(storage_snapshot(page))

    # The first line of the log (its oldest turn): Ada's first tile.
    page.locator('#log [data-action="replay"][data-turn="1"]').click()
    wait_turn(page, "replay")
    bar = page.locator("#replay")
    expect(bar).to_contain_text("Turn 1 of 4")
    expect(page.locator("#controls")).to_be_hidden()
    expect(page.locator("#board-title")).to_have_text("Turn 1 of 4: Ada's city")
    expect(page.locator("#notice")).to_contain_text("Ada took tile 2 (")
    expect(page.locator('#log li[aria-current="step"]')).to_have_attribute("value", "1")
    first = columns(page)

    # The keyboard goes through the turns, the focus on the turn shown.
    page.keyboard.press("ArrowRight")
    expect(bar).to_contain_text("Turn 2 of 4")
    expect(page.locator('#log li[aria-current="step"] button')).to_be_focused()
    expect(page.locator("#board-title")).to_have_text("Turn 2 of 4: Basil's city")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#board-title")).to_have_text("Turn 3 of 4: Ada's city")
    ada_now = columns(page)  # Ada's city after her second tile: as it is now
    assert ada_now != first
    page.keyboard.press("Home")
    expect(bar).to_contain_text("Start (0 of 4)")
    expect(page.locator('#replay [data-action="replay-previous"]')).to_be_disabled()
    page.keyboard.press("End")
    expect(bar).to_contain_text("Turn 4 of 4")
    expect(page.locator('#replay [data-action="replay-next"]')).to_be_disabled()
    # The buttons too.
    page.locator('#replay [data-action="replay-previous"]').click()
    expect(bar).to_contain_text("Turn 3 of 4")
    # Nothing can be played meanwhile, and the game waits unchanged.
    expect(page.locator('#site [data-action="select"]').first).to_be_disabled()
    assert saved_games(storage_snapshot(page)) == saved

    page.keyboard.press("Escape")
    wait_turn(page, "human")
    expect(page.locator("#replay")).to_be_empty()
    expect(page.locator("#controls")).to_be_visible()
    assert moves(page) == 4
    assert columns(page) == ada_now
    reload_app(page)
    wait_screen(page, "table")
    assert moves(page) == 4
    assert saved_games(storage_snapshot(page)) == saved


def test_a_replay_from_the_saved_games_list(app_page, site_url):
    text = game_record(moves=6)
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}))
    wait_screen(page, "menu")
    page.locator('[data-action="replay-saved"][data-id="g"]').click()
    wait_screen(page, "table")
    wait_turn(page, "replay")
    expect(page.locator("#replay")).to_contain_text("Start (0 of 6)")
    page.locator('#replay [data-action="replay-last"]').click()
    expect(page.locator("#replay")).to_contain_text("Turn 6 of 6")
    page.locator('#replay [data-action="replay-exit"]').click()
    wait_turn(page, "human")
    assert moves(page) == 6


@pytest.mark.browser_context_args(**LAPTOP)
def test_a_finished_games_scorepad_links_to_its_replay(app_page, site_url):
    text = game_record(finish=True)
    total = len(json.loads(text)["moves"])
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    wait_turn(page, "over")
    page.locator('#scorepad [data-action="replay"]').click()
    wait_turn(page, "replay")
    expect(page.locator("#scorepad")).to_have_count(0)
    # The keyboard is left on the replay's controls, not on the page.
    expect(page.locator('#replay [data-action="replay-next"]')).to_be_focused()
    expect(page.locator("#replay")).to_contain_text(f"Start (0 of {total})")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(page.locator("#replay")).to_contain_text(f"Turn 3 of {total}")
    # The turn shown is in sight in the move log's box, the turns to come dimmed.
    step = page.locator('#log li[aria-current="step"]')
    expect(step).to_have_attribute("value", "3")
    expect(step).to_be_in_viewport()
    log, line = page.locator("#log").bounding_box(), step.bounding_box()
    assert log["y"] - 1 <= line["y"] and line["y"] + line["height"] <= log["y"] + log["height"] + 1
    color = "node => getComputedStyle(node.querySelector('button')).color"
    later, earlier = page.locator('#log li[value="4"]'), page.locator('#log li[value="2"]')
    assert later.evaluate(color) != earlier.evaluate(color)
    page.locator('#replay [data-action="replay-exit"]').click()
    wait_turn(page, "over")
    expect(page.locator("#scorepad")).to_be_visible()


@pytest.mark.browser_context_args(
    viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True
)
def test_on_a_phone_the_replays_controls_stay_in_view(app_page, site_url):
    text = game_record(finish=True)
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_turn(page, "over")
    page.locator('#scorepad [data-action="replay"]').tap()
    wait_turn(page, "replay")
    for _ in range(4):
        page.locator('#replay [data-action="replay-next"]').tap()
    expect(page.locator("#replay .replay-at")).to_contain_text("Turn 4 of")
    # Sticking to the foot of the screen, wherever the page is scrolled.
    page.evaluate("() => scrollTo(0, 0)")
    for name in ("replay-first", "replay-previous", "replay-next", "replay-last", "replay-exit"):
        box = page.locator(f'#replay [data-action="{name}"]').bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844 + 0.5, (name, box)
        assert box["height"] >= 40, f"{name}: {box['height']} px is too small to tap"
    # The notice (what the turn did) is not under them.
    notice, bar = page.locator("#notice").bounding_box(), page.locator(".replay-bar").bounding_box()
    assert notice["y"] + notice["height"] <= bar["y"] + 0.5, (notice, bar)


@pytest.mark.browser_context_args(**LAPTOP)
def test_back_to_the_game_shows_the_newest_turns_of_the_log(app_page, site_url):
    """A replay from the oldest line scrolls the log down to it; back to the
    game, the log shows its newest turns again (newest first: at its top),
    not the oldest ones the replay left in view."""
    players = (("Ada", "human"), ("Basil", "easy"), ("Chloe", "easy"))
    text = game_record(players, moves=15, seed=4)
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    log = page.locator("#log")
    expect(log.locator("li")).to_have_count(15)
    assert page.evaluate("() => { const l = document.getElementById('log'); return l.scrollHeight > l.clientHeight; }")
    page.locator('#log [data-action="replay"][data-turn="1"]').click()
    wait_turn(page, "replay")
    page.wait_for_function("() => document.getElementById('log').scrollTop > 0")
    page.keyboard.press("Escape")
    wait_turn(page, "human")
    page.wait_for_function("() => document.getElementById('log').scrollTop === 0")
