"""Hostile input in the page: names pasted with control characters, files
and stored entries nested thousands deep, names that turn text around or
that are too long to fit, and form values the HTML would not allow.
Nothing of it may stop the app, lose a game or widen the page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from akropolis.app.saves import CHOICES, CURRENT, PREFIX

from .helpers import (
    STEP_MS,
    game_record,
    open_app,
    saved_games,
    seeded_storage,
    start_game,
    storage_snapshot,
    wait_moves_past,
    wait_screen,
)

SHOTS = Path(__file__).resolve().parents[2] / "dist" / "hostile-shots"

DEEP = "[" * 7000  # 14 KB with the closing brackets; here 7 KB is enough
LONG = "W" * 100  # no space to wrap at
TURNED = "\u202eEve"  # starts with a right-to-left override


def menu_message(page) -> str:
    note = page.locator(".menu .message[role=alert]")
    expect(note).to_be_visible(timeout=STEP_MS)
    return note.inner_text()


def no_traceback(page) -> None:
    assert "Traceback" not in page.locator("body").inner_text()


def start_as_it_is(page) -> None:
    """Start a game of two people with the names the form holds."""
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("2")
    form.locator('select[name="control0"]').select_option("human")
    form.locator('select[name="control1"]').select_option("human")
    form.get_by_role("button", name="Start the game").click()
    wait_screen(page, "table")


def to_menu(page) -> None:
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")


# ------------------------------------------------------------- item 1
def test_names_pasted_with_control_characters_are_cleaned_and_the_game_saved(app_page, site_url):
    page = open_app(app_page, site_url)
    # A Tab from a spreadsheet, U+0085, U+007F, a lone surrogate: a pasted
    # name can hold them.
    page.locator("#new-game").evaluate(
        "f => { f.elements.name0.value = 'Ada\\tLovelace'; "
        "f.elements.name1.value = String.fromCharCode(0xD800) + 'Basil\\u0085\\u007f  Bly'; }"
    )
    start_as_it_is(page)
    games = saved_games(storage_snapshot(page))
    assert len(games) == 1, "the new game is saved"
    names = [p["name"] for p in json.loads(next(iter(games.values())))["players"]]
    assert names == ["Ada Lovelace", "Basil Bly"]
    expect(page.locator("#players .who").first).to_contain_text("Ada Lovelace")
    # The form shows the cleaned names next time, and they start a game again.
    to_menu(page)
    assert page.locator("input[name=name0]").input_value() == "Ada Lovelace"
    assert page.locator("input[name=name1]").input_value() == "Basil Bly"
    start_as_it_is(page)
    assert len(saved_games(storage_snapshot(page))) == 2
    no_traceback(page)


# ------------------------------------------------------------- item 5
def test_a_file_nested_7000_deep_is_refused_and_the_app_plays_on(app_page, site_url):
    page = open_app(app_page, site_url, pace=0.5)  # the computer's first move can be seen
    page.locator("#import-file").set_input_files(
        {
            "name": "deep.json",
            "mimeType": "application/json",
            "buffer": (DEEP + "]" * 7000).encode(),
        }
    )
    assert "nested more than 20 deep" in menu_message(page)
    # Python is alive: imports and computer players still work.
    page.locator("#import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": game_record().encode()}
    )
    wait_screen(page, "table")
    to_menu(page)
    start_game(page, names=("Ada", "Basil"), controls=("greedy", "human"))
    wait_moves_past(page, 0)
    no_traceback(page)


def test_stored_entries_nested_7000_deep_are_set_aside_and_the_app_starts(app_page, site_url):
    good = game_record(moves=3)
    storage = seeded_storage({"good": good, "deep": DEEP}, current="deep")
    storage[CHOICES] = DEEP
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "menu")
    assert "could not be resumed" in menu_message(page)
    damaged = page.locator(".save-list li.damaged")
    expect(damaged).to_have_count(1)
    expect(damaged).to_have_attribute("data-id", "deep")
    expect(damaged).to_contain_text("nested more than 20 deep")
    # The form shows the defaults; the good game opens; nothing was touched.
    assert page.locator("input[name=name0]").input_value() == "Ada"
    after = storage_snapshot(page)
    assert after[PREFIX + "deep"] == DEEP and after[PREFIX + "good"] == good
    assert after[CHOICES] == DEEP
    page.locator('.save-list li[data-id="good"] [data-action="resume"]').click()
    wait_screen(page, "table")
    assert storage_snapshot(page)[CURRENT] == "good"
    no_traceback(page)


# ------------------------------------------------------------ item 11
@pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["laptop", "phone"])
def test_long_and_turned_names_never_widen_the_page(app_page, site_url, size):
    page = app_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    finished = game_record(((LONG, "human"), (TURNED, "human"), ("Cy", "human")), finish=True)
    playing = game_record(((TURNED, "human"), (LONG, "human")), moves=2)
    storage = seeded_storage({"finished": finished, "playing": playing})
    open_app(page, site_url, storage=storage)
    SHOTS.mkdir(parents=True, exist_ok=True)
    tag = f"{size[0]}x{size[1]}"

    def fits(what: str) -> None:
        page.screenshot(path=str(SHOTS / f"{what}-{tag}.png"), full_page=True)
        width = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
        assert width[0] <= width[1], f"{what}: the page is {width[0]} px wide in {width[1]}"

    wait_screen(page, "menu")
    expect(page.locator(".save-list li.save")).to_have_count(2)
    fits("menu")
    # The whole name is on hover.
    expect(page.locator(f'.save-list bdi.name[title="{LONG}"]').first).to_be_attached()
    page.locator('.save-list li[data-id="playing"] [data-action="resume"]').click()
    wait_screen(page, "table")
    fits("table")
    to_menu(page)
    page.locator('.save-list li[data-id="finished"] [data-action="resume"]').click()
    wait_screen(page, "table")
    expect(page.locator("#scorepad")).to_be_visible()
    fits("scorepad")
    # Names are isolated: the override stays inside its name.
    assert page.locator(".verdict bdi, .verdict").count() >= 1
    assert page.evaluate(
        "() => [...document.querySelectorAll('#players .who strong, #scorepad thead th')]"
        ".every(e => !e.textContent.includes('\\u202e') || e.querySelector('bdi'))"
    )


# ------------------------------------------------------------ item 12
ODD_FIELDS = [
    pytest.param(
        "f => { const s = f.elements.players; s.options[1].value = '7'; s.selectedIndex = 1; }",
        "A game has 1 to 4 players.",
        id="seven-players",
    ),
    pytest.param(
        "f => { const s = f.elements.players; s.options[1].value = '+2'; s.selectedIndex = 1; }",
        "A game has 1 to 4 players.",
        id="plus-two-players",
    ),
    pytest.param(
        "f => { const s = f.elements.players; s.value = 'none'; s.dispatchEvent("
        "new Event('change', {bubbles: true})); }",
        "A game has 1 to 4 players.",
        id="no-players",
    ),
    pytest.param(
        "f => { f.elements.control1.options[0].value = 'deep-blue'; "
        "f.elements.control1.selectedIndex = 0; }",
        "Seat 2 has no player this version knows; choose one in its list.",
        id="unknown-control",
    ),
    pytest.param(
        "f => { f.elements.players.value = '1'; f.elements.solo.options[0].value = 'pericles'; "
        "f.elements.solo.selectedIndex = 0; }",
        "Unknown solo level 'pericles'",
        id="unknown-level",
    ),
    pytest.param(
        "f => { const box = f.querySelector('input[name=variant]'); box.value = 'castles'; "
        "box.checked = true; }",
        "Unknown variant 'castles'",
        id="unknown-variant",
    ),
    pytest.param(
        "f => { f.elements.seed.value = '1_000'; }",
        "The seed must be a whole number.",
        id="seed-with-underscore",
    ),
    pytest.param(
        "f => { f.elements.seed.value = '9'.repeat(5000); }",
        "The seed must be a whole number below 9007199254740992.",
        id="seed-of-5000-digits",
    ),
]


@pytest.mark.parametrize(("edit", "message"), ODD_FIELDS)
def test_odd_form_values_get_a_message_not_a_traceback(app_page, site_url, edit, message):
    page = open_app(app_page, site_url)
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    # What a player can do in the browser's developer tools.
    form.evaluate("f => { f.noValidate = true; }")
    form.evaluate(edit)
    form.get_by_role("button", name="Start the game").click()
    assert message in menu_message(page)
    wait_screen(page, "menu")
    assert not saved_games(storage_snapshot(page)), "no game was started"
    no_traceback(page)


def test_a_long_game_for_four_forced_in_the_form_starts_a_normal_game(app_page, site_url):
    """The form offers the long game to 2 or 3 players only (its box is
    disabled for 4); ticked anyway, the game starts without it, as the box
    says, rather than failing at Start."""
    page = open_app(app_page, site_url)
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    form.evaluate("f => { f.noValidate = true; f.elements.players.value = '4'; f.elements.long.checked = true; }")
    form.get_by_role("button", name="Start the game").click()
    wait_screen(page, "table")
    (text,) = saved_games(storage_snapshot(page)).values()
    record = json.loads(text)
    assert len(record["players"]) == 4
    assert record["options"]["long_game"] is False, record["options"]
    no_traceback(page)


def test_a_name_longer_than_the_field_allows_is_cut(app_page, site_url):
    page = open_app(app_page, site_url)
    page.locator("#new-game").evaluate(
        "f => { f.elements.name0.removeAttribute('maxlength'); "
        "f.elements.name0.value = 'Z'.repeat(300); }"
    )
    start_as_it_is(page)
    (text,) = saved_games(storage_snapshot(page)).values()
    assert json.loads(text)["players"][0]["name"] == "Z" * 24
    no_traceback(page)
