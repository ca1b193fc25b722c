"""Saved games in the browser: reload, export and import, damaged and full storage."""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

from akropolis import words
from akropolis.app.saves import CHOICES, CURRENT, META, PREFIX

from .helpers import (
    game_record,
    moves,
    open_app,
    play_turn_by_clicks,
    play_turn_by_keys,
    record_moves,
    reload_app,
    saved_games,
    seeded_storage,
    start_game,
    storage_snapshot,
    table_state,
    wait_moves,
    wait_screen,
    wait_turn,
)


def records(storage: dict[str, str]) -> dict[str, str]:
    """Storage without the saved-games list's summaries (written as it is listed)."""
    return {k: v for k, v in storage.items() if not k.startswith(META)}


def to_menu(page) -> None:
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")


def test_reload_resumes_the_same_game(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=42)
    play_turn_by_clicks(page)
    play_turn_by_keys(page)
    wait_moves(page, 4)
    wait_turn(page, "human")
    before = table_state(page)
    saved = saved_games(storage_snapshot(page))
    assert len(saved) == 1 and record_moves(next(iter(saved.values()))) == 4

    reload_app(page)

    wait_screen(page, "table")
    after = table_state(page)
    assert after == before
    assert moves(page) == 4
    # And the game goes on from there.
    play_turn_by_keys(page)
    wait_moves(page, 6)


def test_export_delete_and_import_a_game(app_page, site_url, tmp_path):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=8)
    play_turn_by_clicks(page)
    play_turn_by_keys(page)
    play_turn_by_clicks(page)
    wait_moves(page, 3)
    before = table_state(page)

    to_menu(page)
    saves = page.locator(".save-list li.save")
    expect(saves).to_have_count(1)
    game_id = saves.first.get_attribute("data-id")
    expect(saves.first).to_contain_text("2 players, round 2 of 12")
    expect(saves.first).to_contain_text("Ada")
    with page.expect_download() as info:
        saves.first.locator('[data-action="export"]').click()
    download = info.value
    assert download.suggested_filename == f"akropolis-{game_id}.json"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    exported = path.read_text(encoding="utf-8")
    record = json.loads(exported)
    assert record["format"] == "akropolis-game" and len(record["moves"]) == 3
    assert [p["name"] for p in record["players"]] == ["Ada", "Basil"]

    saves.first.locator('[data-action="delete"]').click()
    # Deleted, in its place, with its Undo (issue 45, D2).
    expect(page.locator(".save-list li.save.deleted")).to_contain_text(words.SAVE_DELETED)
    expect(page.locator(".save-list li.save:not(.deleted)")).to_have_count(0)
    # No game left, nor a game to resume; only the form's last choices.
    assert set(storage_snapshot(page)) == {CHOICES}

    page.locator("#import-file").set_input_files(path)
    wait_screen(page, "table")
    wait_moves(page, 3)
    after = table_state(page)
    for key in ("moves", "turn", "status", "site", "players", "board"):
        assert after[key] == before[key], key
    # Saved again, under a new id, with the same moves.
    saved = saved_games(storage_snapshot(page))
    assert len(saved) == 1
    ((new_id, text),) = saved.items()
    assert new_id != game_id
    assert json.loads(text)["moves"] == record["moves"]
    assert storage_snapshot(page)[CURRENT] == new_id

    # The exported file can be played on from where it was.
    play_turn_by_keys(page)
    wait_moves(page, 4)

    # A file that is not a game is refused with a reason.
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": "world"}', encoding="utf-8")
    to_menu(page)
    before_storage = storage_snapshot(page)
    page.locator("#import-file").set_input_files(bad)
    expect(page.locator(".menu .message")).to_have_text(
        "That file could not be imported: This save is not an Akropolis game record."
    )
    assert storage_snapshot(page) == before_storage


def test_damaged_saves_leave_the_others_intact(app_page, site_url):
    good = game_record(seed=21, moves=5)
    other = game_record((("Chloe", "human"), ("Demetrios", "random")), seed=22, moves=2)
    newer = json.loads(good)
    newer["version"] = 2
    storage = seeded_storage(
        {
            "20250101000000-good00": good,
            "20250101000000-other0": other,
            "broken-json": '{"format": "akropolis-game", "version": 1, "seed": ',
            "foreign": json.dumps({"todo": ["milk", "eggs"]}),
            "newer": json.dumps(newer),
        },
        current="newer",
    )
    storage["someone.else"] = "not ours"

    page = open_app(app_page, site_url, storage=storage)

    # The last game cannot be resumed: the menu says why, and lists them all.
    wait_screen(page, "menu")
    expect(page.locator(".menu .message")).to_have_text(
        re.compile(r"^Your last game could not be resumed: This save comes from a newer version")
    )
    assert records(storage_snapshot(page)) == storage

    damaged = page.locator(".save-list li.save.damaged")
    expect(damaged).to_have_count(2)
    expect(damaged.filter(has_text="not valid JSON")).to_have_attribute("data-id", "broken-json")
    expect(damaged.filter(has_text="This save is not an Akropolis game record.")).to_have_attribute(
        "data-id", "foreign"
    )
    # A save from a newer version is not damaged: kept, and offered for export.
    newer_row = page.locator(".save-list li.save.newer")
    expect(newer_row).to_have_attribute("data-id", "newer")
    expect(newer_row).to_contain_text(words.NEWER_SAVE)
    expect(newer_row.locator('[data-action="export"]')).to_have_count(1)
    expect(damaged.locator('[data-action="resume"]')).to_have_count(0)
    good_row = page.locator('.save-list li.save[data-id="20250101000000-good00"]')
    expect(good_row).not_to_have_class(re.compile("damaged"))
    expect(good_row).to_contain_text("Ada")
    expect(page.locator(".save-list li.save:not(.damaged):not(.newer)")).to_have_count(2)

    # Another tab damages a listed game: the list says so at once, and it
    # cannot be resumed; nothing else changes.
    tab = page.context.new_page()
    tab.goto(site_url + "static/favicon.svg")  # the same origin, not the app
    tab.evaluate(
        'key => localStorage.setItem(key, \'{"format": "akropolis-game"\')',
        PREFIX + "20250101000000-other0",
    )
    tab.close()
    before = storage_snapshot(page)
    expect(page.locator(".save-list li.save.damaged")).to_have_count(3)
    changed = page.locator('.save-list li.save[data-id="20250101000000-other0"]')
    expect(changed).to_contain_text("not valid JSON")
    expect(changed.locator('[data-action="resume"]')).to_have_count(0)
    wait_screen(page, "menu")
    assert records(storage_snapshot(page)) == records(before)

    # The good game still resumes, exactly where it was.
    page.locator(
        '.save-list li.save[data-id="20250101000000-good00"] [data-action="resume"]'
    ).click()
    wait_screen(page, "table")
    wait_moves(page, 5)
    after = storage_snapshot(page)
    assert after[CURRENT] == "20250101000000-good00"
    assert {k: v for k, v in records(after).items() if k != CURRENT} == {
        k: v for k, v in records(before).items() if k != CURRENT
    }


def test_full_storage_says_so_and_keeps_the_saves(app_page, site_url):
    good = game_record(seed=31, moves=2)
    storage = seeded_storage({"20250101000000-full00": good}, current="20250101000000-full00")
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    wait_moves(page, 2)

    page.evaluate(
        """() => {
          Storage.prototype.setItem = function () {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          };
        }"""
    )
    before = storage_snapshot(page)
    assert before == storage

    play_turn_by_clicks(page)
    wait_moves(page, 3)
    expect(page.locator("#saving")).to_contain_text(words.STORAGE_FULL)
    assert storage_snapshot(page) == before

    # A new game cannot be saved either, and says so; the old save stays.
    to_menu(page)
    start_game(page, names=("Ada", "Basil"), seed=1)
    expect(page.locator("#saving")).to_contain_text(words.STORAGE_FULL)
    assert storage_snapshot(page) == before

    # On reload, the last saved state of the game comes back.
    reload_app(page)
    wait_screen(page, "table")
    assert moves(page) == 2


def test_a_write_refused_for_another_reason_is_not_called_full(app_page, site_url):
    """A browser that lets the page read its storage but refuses every
    write (a SecurityError, not a lack of room) is said to keep nothing,
    not to be full with old games to delete (a hostile-user sweep found
    the wrong message)."""
    good = game_record(seed=31, moves=2)
    storage = seeded_storage({"20250101000000-blck00": good}, current="20250101000000-blck00")
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    wait_moves(page, 2)
    page.evaluate(
        """() => {
          Storage.prototype.setItem = function () {
            throw new DOMException("The operation is insecure.", "SecurityError");
          };
        }"""
    )
    play_turn_by_clicks(page)
    wait_moves(page, 3)
    expect(page.locator("#saving")).to_contain_text(words.STORAGE_BLOCKED)
    expect(page.locator("#saving")).not_to_contain_text(words.STORAGE_FULL)
    assert storage_snapshot(page) == storage


def test_the_new_game_form_remembers_the_last_table(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(
        page,
        names=("Zoé", "Yann", "Xena"),
        controls=("human", "hard", "human"),
        variants=("temples",),
        seed=12,
    )
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")

    def shows_the_last_table() -> None:
        form = page.locator("#new-game")
        expect(form.locator("#players-count")).to_have_value("3")
        for seat, name in enumerate(("Zoé", "Yann", "Xena")):
            expect(form.locator(f'input[name="name{seat}"]')).to_have_value(name)
        for seat, control in enumerate(("human", "hard", "human")):
            expect(form.locator(f'select[name="control{seat}"]')).to_have_value(control)
        expect(form.locator('input[name="variant"][value="temples"]')).to_be_checked()
        expect(form.locator('input[name="variant"]:checked')).to_have_count(1)
        expect(form.locator(".seat:visible")).to_have_count(3)

    shows_the_last_table()
    # Still there after a reload (the game resumes first: back to the menu).
    reload_app(page)
    wait_screen(page, "table")
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    shows_the_last_table()

    # The long game is not offered to 4 players: its box is disabled, and
    # what the player chose stays.
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("4")
    expect(form.locator('input[name="long"]')).to_be_disabled()
    expect(page.locator("#players-count")).to_have_value("4")
    expect(page.locator('input[name="name0"]')).to_have_value("Zoé")


def test_a_double_click_on_delete_deletes_one_game_and_its_undo_outlives_the_menu(
    app_page, site_url
):
    """Issue 45, D2: with 6 saved games at 1280x900, a double click on Delete
    of row 5 deleted it, the menu went to its top, and the second click
    opened another game; the offer to undo was gone, also after going back
    to the menu. Now the second click lands on the deleted game's own row,
    nothing opens, and its Undo is there after a trip to a table."""
    games = {
        f"2025010{n}000000-dbl00{n}": game_record(
            seed=n + 1, moves=2 + n, saved_at=f"2025-01-0{n}T00:00:00"
        )
        for n in range(1, 7)
    }
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_app(page, site_url, storage=seeded_storage(games))
    wait_screen(page, "menu")
    rows = page.locator("#saved-games li.save")
    expect(rows).to_have_count(6)
    target = rows.nth(4)
    game_id = target.get_attribute("data-id")
    delete = target.locator('[data-action="delete"]')
    delete.scroll_into_view_if_needed()
    delete.dblclick()
    wait_screen(page, "menu")
    expect(page.locator(f'#saved-games li.save.deleted[data-id="{game_id}"]')).to_be_visible()
    saved = saved_games(storage_snapshot(page))
    assert set(saved) == set(games) - {game_id}
    # A trip to a game and back: the deleted game is still offered.
    page.locator("#saved-games li.save:not(.deleted) [data-action=resume]").first.click()
    wait_screen(page, "table")
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    row = page.locator(f'#saved-games li.save.deleted[data-id="{game_id}"]')
    row.get_by_role("button", name=words.UNDO_DELETE).click()
    expect(page.locator(".menu .message")).to_contain_text(words.GAME_RESTORED)
    assert saved_games(storage_snapshot(page)) == games
