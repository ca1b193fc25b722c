"""Nothing lost, ever: a full storage (Export at every moment, the unsaved
game kept through a trip to the menu and saved when there is room), two
tabs on one game, a browser that refuses storage, and Undo after Delete."""

from __future__ import annotations

import json

from playwright.sync_api import expect

from akropolis import words
from akropolis.app.saves import PREFIX

from .helpers import (
    app_url,
    game_record,
    moves,
    open_app,
    play_turn_by_clicks,
    record_moves,
    saved_games,
    seeded_storage,
    start_game,
    storage_snapshot,
    wait_moves,
    wait_ready,
    wait_screen,
)

HUMANS = (("Ada", "human"), ("Basil", "human"))

#: localStorage refuses any write that would take it past what it holds now.
FILL_UP = """() => {
  const used = () => {
    let n = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      n += k.length + localStorage.getItem(k).length;
    }
    return n;
  };
  const capacity = used();
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    const old = this.getItem(key);
    const after = used() - (old === null ? 0 : key.length + old.length) + key.length + value.length;
    if (after > capacity) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return setItem.call(this, key, value);
  };
}"""


def to_menu(page) -> None:
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")


def test_a_game_that_does_not_fit_can_be_exported_and_survives_the_menu(
    app_page, site_url, tmp_path
):
    storage = seeded_storage(
        {
            "20250101000000-old000": game_record(HUMANS, seed=5, finish=True),
            "20250101000000-cur000": game_record(HUMANS, seed=6, moves=2),
        },
        current="20250101000000-cur000",
    )
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    wait_moves(page, 2)
    page.evaluate(FILL_UP)

    play_turn_by_clicks(page)
    wait_moves(page, 3)
    expect(page.locator("#saving")).to_contain_text(words.STORAGE_FULL)
    assert record_moves(saved_games(storage_snapshot(page))["20250101000000-cur000"]) == 2

    # Export is on the table at every moment, and holds the unsaved move.
    with page.expect_download() as info:
        page.locator('.bar [data-action="export-current"]').click()
    path = tmp_path / "game.json"
    info.value.save_as(path)
    assert len(json.loads(path.read_text(encoding="utf-8"))["moves"]) == 3

    # The menu keeps the unsaved game, to resume or export.
    to_menu(page)
    kept = page.locator(".kept li.save")
    expect(kept).to_have_count(1)
    expect(kept.locator('[data-action="export-kept"]')).to_be_visible()
    # Deleting an old game makes room: the kept game is saved at once.
    page.locator(
        '#saved-games li.save[data-id="20250101000000-old000"] [data-action="delete"]'
    ).click()
    expect(page.locator(".menu .message").last).to_contain_text(words.SAVED_AT_LAST)
    expect(page.locator(".kept")).to_have_count(0)
    assert record_moves(saved_games(storage_snapshot(page))["20250101000000-cur000"]) == 3
    page.locator(
        '#saved-games li.save[data-id="20250101000000-cur000"] [data-action="resume"]'
    ).click()
    wait_screen(page, "table")
    assert moves(page) == 3


def test_two_tabs_never_overwrite_each_others_moves(app_page, site_url):
    storage = seeded_storage(
        {"20250101000000-two000": game_record(HUMANS, seed=9)}, "20250101000000-two000"
    )
    a = open_app(app_page, site_url, storage=storage)
    b = a.context.new_page()
    b.goto(app_url(site_url))
    wait_ready(b)
    for page in (a, b):
        wait_screen(page, "table")
        wait_moves(page, 0)

    for count in (1, 2, 3):
        play_turn_by_clicks(a)
        wait_moves(a, count)
    # Tab B notices at once, and offers the other version or both.
    expect(b.locator("#saving")).to_contain_text(words.SAVE_CHANGED_ELSEWHERE)
    play_turn_by_clicks(b)
    wait_moves(b, 1)
    saved = saved_games(storage_snapshot(b))
    assert list(saved) == ["20250101000000-two000"]
    assert record_moves(saved["20250101000000-two000"]) == 3  # A's moves kept

    b.get_by_role("button", name="Keep this game too").click()
    expect(b.locator("#saving")).to_be_empty()
    saved = saved_games(storage_snapshot(b))
    assert sorted(record_moves(text) for text in saved.values()) == [1, 3]
    assert record_moves(saved["20250101000000-two000"]) == 3

    # Tab B opens the other tab's version when A plays on.
    b.close()
    c = a.context.new_page()
    c.goto(app_url(site_url))
    wait_ready(c)
    wait_screen(c, "table")  # the game B kept, B's last save
    c.locator('.bar [data-action="menu"]').click()
    wait_screen(c, "menu")
    c.locator(
        '#saved-games li.save[data-id="20250101000000-two000"] [data-action="resume"]'
    ).click()
    wait_moves(c, 3)
    play_turn_by_clicks(a)
    wait_moves(a, 4)
    expect(c.locator("#saving")).to_contain_text(words.SAVE_CHANGED_ELSEWHERE)
    c.get_by_role("button", name="Open the other tab's version").click()
    wait_moves(c, 4)
    expect(c.locator("#saving")).to_be_empty()

    # A game deleted in one tab does not come back from the other.
    to_menu(a)
    a.locator(
        '#saved-games li.save[data-id="20250101000000-two000"] [data-action="delete"]'
    ).click()
    expect(c.locator("#saving")).to_contain_text(words.SAVE_DELETED_ELSEWHERE)
    play_turn_by_clicks(c)
    wait_moves(c, 5)
    assert PREFIX + "20250101000000-two000" not in storage_snapshot(c)
    c.close()


def test_a_browser_that_refuses_storage_says_so_and_offers_export(app_page, site_url):
    app_page.add_init_script(
        """Object.defineProperty(window, "localStorage", {
             get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
           });"""
    )
    page = open_app(app_page, site_url)
    wait_screen(page, "menu")
    expect(page.locator(".menu .message")).to_contain_text(words.STORAGE_BLOCKED_MENU)
    start_game(page, names=("Ada", "Basil"), seed=3)
    saving = page.locator("#saving")
    expect(saving).to_contain_text(words.STORAGE_BLOCKED)
    with page.expect_download():
        saving.get_by_role("button", name="Export this game").click()


def test_a_deleted_game_comes_back_with_undo(app_page, site_url):
    record = game_record(HUMANS, seed=4, moves=3)
    storage = seeded_storage({"20250101000000-undo00": record})
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "menu")
    page.locator('#saved-games [data-action="delete"]').click()
    # Deleted: its row stays, struck out, with its Undo (issue 45, D2).
    expect(page.locator("#saved-games li.save:not(.deleted)")).to_have_count(0)
    expect(page.locator("#saved-games li.save.deleted")).to_have_count(1)
    assert saved_games(storage_snapshot(page)) == {}
    page.get_by_role("button", name="Undo the deletion").click()
    expect(page.locator(".menu .message")).to_contain_text(words.GAME_RESTORED)
    expect(page.locator("#saved-games li.save")).to_have_count(1)
    assert saved_games(storage_snapshot(page)) == {"20250101000000-undo00": record}


def test_leaving_a_page_whose_game_is_not_saved_asks_first(app_page, site_url):
    """Issue 45's last sweep: a game the storage could not hold was lost on
    closing the tab, with no question. The page asks before it goes (the
    browser's own "Leave site?"), and only then."""
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), seed=3)
    page.evaluate(FILL_UP)
    play_turn_by_clicks(page)
    expect(page.locator("#saving")).to_contain_text(words.STORAGE_FULL)
    with page.expect_event("dialog") as asked:
        page.close(run_before_unload=True)
    assert asked.value.type == "beforeunload"
    asked.value.dismiss()  # stay: the game is still here
    assert not page.is_closed() and page.locator("#saving").is_visible()
