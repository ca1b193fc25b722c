"""Computer players in the page: every level on offer, a visible thinking
state, the Suggest button, and a decision run in slices with the page's own
tasks run between them. How long a slice or a task lasts is a matter of the
machine's speed, measured by bench/bots_browser.py (its longest task), not
here: these tests cut the thinking at every step of the bot's, so that what
they count depends on the bot, not on the machine."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import moves, open_app, play_turn_by_clicks, start_game, wait_moves, wait_turn

#: Per decision (body[data-thinking] set, then cleared), the tasks of the
#: page's own that ran meanwhile: one is queued behind each slice of the
#: thinking, as an input or a frame would be. A decision run in one piece
#: (set and cleared within one task) counts 0.
WATCH_DECISIONS = """() => {
  window.__decisions = [];
  const channel = new MessageChannel();
  let decision = 0, count = null;
  channel.port1.onmessage = (event) => {
    if (event.data !== decision || count === null) return;  // that decision is over
    count += 1;
    channel.port2.postMessage(decision);
  };
  const to = (value) => {
    if (value === "1" && count === null) {
      count = 0;
      channel.port2.postMessage(++decision);
    } else if (value !== "1" && count !== null) {
      window.__decisions.push(count);
      count = null;
    }
  };
  new MutationObserver((records) => {
    // Each value the attribute took, in order: the next record's old one.
    for (const record of records.slice(1)) to(record.oldValue);
    to(document.body.dataset.thinking);
  }).observe(document.body, {attributes: true, attributeFilter: ["data-thinking"], attributeOldValue: true});
}"""


#: The page's thinking cut at every step (the page's Python: the one
#: static/pyodide-boot.mjs started). Fails if the setting is not there.
SLICE_EVERY_STEP = """async () => {
  const { loadPyodide } = await import("./static/pyodide-boot.mjs");
  (await loadPyodide()).runPython(
    "import akropolis.browser.thinking as t\\nassert t.SLICE > 0\\nt.SLICE = 0"
  );
}"""


def decisions(page) -> list[int]:
    """The page's own tasks run during each decision since the last call."""
    return page.evaluate("() => window.__decisions.splice(0)")


def check_the_watch_tells_one_piece_from_slices(page) -> None:
    """The watch itself: a decision set and cleared in one task counts 0,
    one cleared in a later task counts the tasks run in between."""
    page.evaluate(
        """() => new Promise((done) => {
          const data = document.body.dataset;
          data.thinking = "1";
          data.thinking = "";
          data.thinking = "1";
          setTimeout(() => { data.thinking = ""; done(); }, 50);
        })"""
    )
    one_piece, sliced = decisions(page)
    assert one_piece == 0 and sliced >= 1, (one_piece, sliced)


def test_the_new_game_form_offers_every_level(app_page, site_url):
    page = open_app(app_page, site_url)
    options = page.locator('select[name="control1"] option').evaluate_all(
        "options => options.map(o => o.value)"
    )
    assert options[:5] == ["human", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_strong_computer_thinks_in_slices_and_replies(app_page, site_url, level):
    # pace=0: no pause after the thinking, in which the page would run its
    # tasks anyway.
    page = open_app(app_page, site_url, pace=0)
    page.evaluate(SLICE_EVERY_STEP)
    start_game(page, names=("Ada", "Basil"), controls=("human", level), seed=8)
    page.evaluate(WATCH_DECISIONS)
    check_the_watch_tells_one_piece_from_slices(page)
    for _ in range(3):
        before = moves(page)
        play_turn_by_clicks(page, position=0)
        # Ada's move, then Basil thinks (visibly) and replies on his own.
        wait_moves(page, before + 2, timeout=60_000)
        wait_turn(page, "human")
    # Run in one piece, a decision would count at most 2 (the ends of the
    # thinking); cut at every step, it counts about as many as the bot's
    # steps, which vary with the position.
    between = decisions(page)
    assert len(between) == 3 and min(between) > 2, between
    expect(page.locator("#notice")).to_contain_text("Basil took tile")


def test_suggest_a_move_previews_without_playing(app_page, site_url):
    page = open_app(app_page, site_url, pace=0)
    page.evaluate(SLICE_EVERY_STEP)
    start_game(page, names=("Ada", "Basil"), controls=("human", "medium"), seed=21)
    page.evaluate(WATCH_DECISIONS)
    page.locator('#controls [data-action="suggest"]').click()
    expect(page.locator("#notice")).to_contain_text("Suggestion: tile", timeout=60_000)
    assert moves(page) == 0
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    expect(page.locator("#site .selected")).to_have_count(1)
    confirm = page.locator('#controls [data-action="confirm"]')
    expect(confirm).to_be_enabled()
    between = decisions(page)  # the suggestion's, thought in slices
    assert len(between) == 1 and between[0] >= 10, between
    confirm.click()
    wait_moves(page, 2, timeout=60_000)
