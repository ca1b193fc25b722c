"""Computer players in the page: every level on offer, a visible thinking
state, the Suggest button, and no main-thread task over 200 ms while a bot
thinks (measured with a PerformanceObserver for long tasks)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import moves, open_app, play_turn_by_clicks, start_game, wait_moves, wait_turn

#: The longest main-thread task allowed while a bot thinks.
LONG_TASK_LIMIT_MS = 200

WATCH_LONG_TASKS = """() => {
  window.__longTasks = [];
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({type: "longtask"});
}"""


def long_tasks(page) -> list[float]:
    return page.evaluate("() => window.__longTasks.splice(0)")


def check_the_observer_sees_a_freeze(page) -> None:
    """The measure itself works: a 250 ms busy loop is seen."""
    page.evaluate(
        "() => setTimeout(() => { const end = performance.now() + 250;"
        " while (performance.now() < end); }, 0)"
    )
    page.wait_for_function("() => window.__longTasks.length > 0")
    assert max(long_tasks(page)) >= 250


def test_the_new_game_form_offers_every_level(app_page, site_url):
    page = open_app(app_page, site_url)
    options = page.locator('select[name="control1"] option').evaluate_all(
        "options => options.map(o => o.value)"
    )
    assert options[:5] == ["human", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_strong_computer_turn_never_freezes_the_page(app_page, site_url, level):
    page = open_app(app_page, site_url, pace=0.3)
    start_game(page, names=("Ada", "Basil"), controls=("human", level), seed=8)
    page.evaluate(WATCH_LONG_TASKS)
    check_the_observer_sees_a_freeze(page)
    for _ in range(3):
        before = moves(page)
        play_turn_by_clicks(page, position=0)
        # Ada's move, then Basil thinks (visibly) and replies on his own.
        wait_moves(page, before + 2, timeout=60_000)
        wait_turn(page, "human")
    tasks = long_tasks(page)
    assert max(tasks, default=0) < LONG_TASK_LIMIT_MS, tasks
    expect(page.locator("#notice")).to_contain_text("Basil took tile")


def test_suggest_a_move_previews_without_playing(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    page.evaluate(WATCH_LONG_TASKS)
    long_tasks(page)
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("#notice")).to_contain_text("Suggestion: tile", timeout=60_000)
    assert moves(page) == 0
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    expect(page.locator("#site .selected")).to_have_count(1)
    confirm = page.locator('#controls [data-action="confirm"]')
    expect(confirm).to_be_enabled()
    tasks = long_tasks(page)
    assert max(tasks, default=0) < LONG_TASK_LIMIT_MS, tasks
    confirm.click()
    wait_moves(page, 2, timeout=60_000)
