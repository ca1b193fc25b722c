"""'Suggest a move' in the page: the strongest level's move (app/hints.py),
with the line that says why, and a decision that no garbage collection
cuts into (browser/thinking.py: the worker answers the page between its
slices)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from akropolis import i18n
from akropolis.app import hints
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.setup import Player

from .helpers import (
    moves,
    open_app,
    open_python_door,
    python,
    start_game,
    wait_moves,
    wait_python,
    wait_turn,
)
from .test_bots import HOLD

#: Counts, in the worker's Python, the garbage collections that start while
#: a bot decides (``thinking._deciding``).
WATCH_COLLECTIONS = """
import gc
import akropolis.browser.thinking as t
collections_seen = []
def watch(phase, info, seen=collections_seen, deciding=t._deciding):
    if phase == "start" and deciding[0]:
        seen.append(info["generation"])
gc.callbacks.append(watch)
"""

COLLECTIONS_SEEN = "result = len(collections_seen)"

#: The suggestion worked out ahead for the position on the table: its tile,
#: or None while it is not done (``app.ahead``).
THOUGHT_AHEAD = """
from akropolis.browser import entry
done = entry.app.ahead.ready(entry.app.session)
result = None if done is None else done.tile
"""


def test_suggest_shows_the_experts_move_and_why(app_page, site_url):
    open_python_door(app_page)
    page = open_app(app_page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    python(page, WATCH_COLLECTIONS)
    # The same game in this process: the move and the words the page must show.
    session = Session.new(Options(2), [Player("Ada"), Player("Basil", "medium")], "e2e", seed=21)
    move = hints.thinking(session.state).finish()
    facts = hints.reasons(session.state, move)
    said = hints.notice(move, facts, ["Ada", "Basil"])
    assert " Why: " in said
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("#notice")).to_have_text(said, timeout=60_000)
    expect(page.locator("#site .selected")).to_have_attribute("data-pos", str(move.tile))
    assert moves(page) == 0
    # No collection ran while it thought (a full one froze the page).
    assert python(page, COLLECTIONS_SEEN) == 0
    page.locator('#controls [data-action="confirm"]').click()
    wait_moves(page, 2, timeout=60_000)
    assert python(page, COLLECTIONS_SEEN) == 0  # nor while Basil did


def test_the_reason_speaks_french(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    page.locator('#app [data-settings="open"]').click()
    page.locator('#settings input[name="language"][value="fr"]').check()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    page.keyboard.press("Escape")
    session = Session.new(Options(2), [Player("Ada"), Player("Basil", "medium")], "e2e", seed=21)
    move = hints.thinking(session.state).finish()
    with i18n.using("fr"):
        said = hints.notice(move, hints.reasons(session.state, move), ["Ada", "Basil"])
    assert " Pourquoi\u00a0: " in said
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("#notice")).to_have_text(said, timeout=60_000)


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720)])
def test_a_two_line_suggestion_leaves_the_board_as_it_was(app_page, site_url, width, height):
    """Issue 46, round two: the suggestion and its reason took two lines
    under the board, and the board lost about 20 px of height. The notice
    keeps room for two lines."""
    page = app_page
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    board = page.locator("#board")
    before = board.bounding_box()
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("#notice")).to_contain_text("Why: ", timeout=60_000)
    lines = page.evaluate(
        "() => { const r = document.createRange(); r.selectNodeContents(document.getElementById('notice'));"
        " return r.getBoundingClientRect().height"
        " / parseFloat(getComputedStyle(document.getElementById('notice')).lineHeight); }"
    )
    assert lines > 1.5, "the suggestion should take two lines here"
    assert board.bounding_box() == before


def test_once_asked_the_next_turns_suggestion_is_thought_before_it_is_asked(app_page, site_url):
    """Issue 48: a person who uses hints has the next one worked out while
    they choose; asked, it shows at once."""
    page = app_page
    open_python_door(page)
    open_app(page, site_url, pace=0)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    notice = page.locator("#notice")
    page.locator('#controls [data-action="suggest"]').click()
    expect(notice).to_contain_text("Suggestion: tile", timeout=60_000)
    page.locator('#controls [data-action="confirm"]').click()
    wait_moves(page, 2, timeout=60_000)
    wait_turn(page, "human")
    # No click: Ada's new turn works out its suggestion meanwhile.
    tile = wait_python(page, THOUGHT_AHEAD)
    assert tile is not None, "Ada's suggestion was not worked out ahead"
    expect(notice).not_to_contain_text("Suggestion")
    # From here no thinking can end (HOLD): what Suggest shows was thought ahead.
    python(page, HOLD)
    page.locator('#controls [data-action="suggest"]').click()
    expect(notice).to_contain_text("Suggestion: tile")
    expect(page.locator("#site .selected")).to_have_attribute("data-pos", str(tile))
    assert moves(page) == 2
