"""The menu before Python (akropolis/app/early.py, static/early.js): on a
first visit the new-game form is usable while Python downloads; the last
table's choices apply; an early Start says it waits, and the game starts
the moment Python is ready, with what was chosen; with a game under way the
loading screen stays (Python resumes the game, as before)."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from akropolis import words
from akropolis.app.saves import CHOICES

from .helpers import BOOT_TIMEOUT_MS, PHONE, Held, game_record, seeded_storage, top, wait_screen

#: Python cannot start without its runtime: held back, the menu is all there is.
RUNTIME = re.compile(r"pyodide\.asm\.wasm")


def hold_python(page: Page) -> Held:
    return Held(page, RUNTIME)


def ready(page: Page) -> bool:
    return page.evaluate("() => document.body.dataset.ready === '1'")


@pytest.mark.browser_context_args(service_workers="block")
def test_a_table_set_up_before_python_starts_when_it_is_ready(page: Page, site_url: str):
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    form = page.locator("#new-game")
    expect(form).to_be_visible()
    expect(page.locator("#loading-text")).to_be_visible()  # the line above the menu
    assert not ready(page)
    form.locator("#players-count").select_option("3")
    expect(form.locator('input[name="name2"]')).to_be_visible()
    form.locator('input[name="name0"]').fill("Zoé")
    form.locator('input[name="name1"]').fill("Yannis")
    form.locator('input[name="name2"]').fill("Xavier")
    form.locator('select[name="control1"]').select_option("easy")
    form.locator('select[name="control2"]').select_option("human")
    form.locator('input[name="variant"][value="gardens"]').check()
    form.locator('input[name="seed"]').fill("4242")
    start = form.locator("button[type=submit]")
    expect(start).to_have_text(words.EARLY_START)
    start.click()
    expect(start).to_have_text(words.EARLY_STARTING)
    assert not ready(page)
    held.release()
    wait_screen(page, "table", timeout=BOOT_TIMEOUT_MS)
    players = page.locator("#players")
    for name in ("Zoé", "Yannis", "Xavier"):
        expect(players).to_contain_text(name)
    expect(players).to_contain_text("(easy)")
    record = json.loads(
        page.evaluate(
            "() => { const k = localStorage.getItem('akropolis.current');"
            " return localStorage.getItem('akropolis.save.' + k); }"
        )
    )
    assert record["seed"] == 4242 and record["options"]["variants"] == ["gardens"]


@pytest.mark.browser_context_args(service_workers="block")
def test_a_card_game_set_up_before_python_starts_when_it_is_ready(page: Page, site_url: str):
    """The menu before Python offers both games: the card game chosen, its
    form filled and started early, starts as soon as Python is ready."""
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    page.locator("label:has(#game-cards)").click()
    form = page.locator("#new-card-game")
    expect(form).to_be_visible()
    expect(page.locator("#new-game")).to_be_hidden()
    assert not ready(page)
    form.locator('input[name="cards-players"][value="2"]').check()
    form.locator('input[name="cards-name0"]').fill("Zoé")
    form.locator('select[name="cards-control1"]').select_option("easy")
    form.locator('input[name="cards-seed"]').fill("4242")
    start = form.locator("button[type=submit]")
    expect(start).to_have_text(words.EARLY_START)
    start.click()
    expect(start).to_have_text(words.EARLY_STARTING)
    held.release()
    wait_screen(page, "cards", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator(".cplayers")).to_contain_text("Zoé")
    record = json.loads(
        page.evaluate(
            "() => { const k = localStorage.getItem('akropolis.current');"
            " return localStorage.getItem('akropolis.save.' + k); }"
        )
    )
    assert record["seed"] == 4242 and record["options"]["players"] == 2


@pytest.mark.browser_context_args(service_workers="block")
def test_the_last_tables_choices_apply_before_python(page: Page, site_url: str):
    choices = {
        "players": 4,
        "names": ["Ana", "Bo", "Cyd", "Dan"],
        "controls": ["human", "hard", "easy", "human"],
        "level": "hippodamos",
        "long": False,
        "variants": ["houses"],
    }
    page.goto(site_url + "static/cards.css")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [CHOICES, json.dumps(choices)])
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    form = page.locator("#new-game")
    expect(form.locator("#players-count")).to_have_value("4")
    expect(form.locator('input[name="name3"]')).to_have_value("Dan")
    expect(form.locator('select[name="control1"]')).to_have_value("hard")
    expect(form.locator('input[name="variant"][value="houses"]')).to_be_checked()
    # Typed before Python, kept when Python draws its menu (no Start pressed).
    form.locator('input[name="name0"]').fill("Anaïs")
    held.release()
    expect(page.locator("body")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator('#new-game input[name="name0"]')).to_have_value("Anaïs")
    expect(page.locator("#new-game button[type=submit]")).to_have_text("Start the game")
    expect(page.locator("#saved-games")).to_contain_text("No saved games yet.")


@pytest.mark.browser_context_args(service_workers="block")
def test_with_a_game_under_way_the_loading_screen_stays(page: Page, site_url: str):
    text = game_record(moves=2)
    page.goto(site_url + "static/cards.css")
    page.evaluate(
        "e => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }",
        seeded_storage({"g": text}, current="g"),
    )
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    expect(page.locator(".loading-title")).to_be_visible()
    expect(page.locator("#new-game")).to_have_count(0)
    held.release()
    wait_screen(page, "table", timeout=BOOT_TIMEOUT_MS)


@pytest.mark.browser_context_args(service_workers="block", **PHONE)
def test_on_a_phone_saved_games_come_first_before_python_as_after(page: Page, site_url: str):
    """With saved games, the phone's menu lists them first (resuming is
    the common case), before Python as after: the new game does not jump
    down when Python's list arrives. A first visit opens on the new game."""
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    expect(page.locator("#new-game")).to_be_visible()
    assert top(page, "#new-game") < top(page, ".menu .saves")
    page.evaluate(
        "entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }",
        seeded_storage({"g1": game_record(seed=5)}),
    )
    page.reload()
    expect(page.locator("[data-early-saves]")).to_have_attribute("data-some", "1")
    before = top(page, ".game-choice")
    assert top(page, ".menu .saves") < before
    held.release()
    expect(page.locator("body")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#saved-games .save")).to_have_count(1)
    assert top(page, ".menu .saves") < top(page, ".game-choice")


@pytest.mark.browser_context_args(service_workers="block")
def test_an_untouched_early_menu_leaves_the_stored_choices_alone(page: Page, site_url: str):
    stored = '{"players": 3,  "names": ["Ana", "Bo", "Cyd"], "future-field": true}'
    page.goto(site_url + "static/cards.css")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [CHOICES, stored])
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    expect(page.locator("#new-game #players-count")).to_have_value("3")
    held.release()
    expect(page.locator("body")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator('#new-game input[name="name2"]')).to_have_value("Cyd")
    assert page.evaluate("k => localStorage.getItem(k)", CHOICES) == stored


@pytest.mark.browser_context_args(service_workers="block")
def test_a_start_pressed_before_the_menus_script_is_held_not_sent(page: Page, site_url: str):
    """On a slow connection Start can be pressed before static/early.js has
    run: the form must not be sent as a navigation to "?players=…" (a second
    page downloading everything again); the start is held all the same."""
    held = hold_python(page)
    scripts = Held(page, re.compile(r"static/early\.js"))
    page.goto(site_url + "?pace=0", wait_until="commit")  # "load" waits for early.js
    form = page.locator("#new-game")
    expect(form).to_be_visible()
    form.locator('input[name="name0"]').fill("Zoé")
    form.locator("button[type=submit]").click()
    page.wait_for_timeout(300)
    assert "players=" not in page.url
    expect(form).to_have_attribute("data-start", "1")
    scripts.release()
    expect(form.locator("button[type=submit]")).to_have_text(words.EARLY_STARTING)
    held.release()
    wait_screen(page, "table")
    expect(page.locator("#players")).to_contain_text("Zoé")


#: The controls a person reaches for first: where they are before Python is
#: where they stay.
STEADY = (
    "label:has(#game-tiles)", "label:has(#game-cards)", "#app [data-rules]",
    '#app [data-settings="open"]', "#players-count",
)  # fmt: skip
BOXES = """selectors => selectors.map(s => {
  const el = document.querySelector(s);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return [r.x, r.y + scrollY, r.width, r.height, getComputedStyle(el).visibility];
})"""


LAPTOP = {"viewport": {"width": 1366, "height": 768}}


@pytest.mark.parametrize("size", [
    pytest.param("laptop", marks=pytest.mark.browser_context_args(service_workers="block", **LAPTOP)),
    pytest.param("phone", marks=pytest.mark.browser_context_args(service_workers="block", **PHONE)),
])  # fmt: skip
def test_nothing_moves_when_python_replaces_the_early_menu(page: Page, site_url: str, size):
    """The game choice, Rules and Settings are offered before Python, each
    where Python's menu puts it (within 1 px): the loading line sits over
    the foot of the window, not above the menu. Rules pressed early opens
    once Python is ready."""
    held = hold_python(page)
    page.goto(site_url + "?pace=0")
    expect(page.locator("#new-game")).to_be_visible()
    page.wait_for_function("() => document.querySelector('.loading-bar[data-progress]')")
    before = page.evaluate(BOXES, list(STEADY))
    assert all(box and box[4] == "visible" for box in before), before
    page.locator("#app [data-rules]").click()
    expect(page.locator("#app [data-rules]")).to_have_attribute("aria-busy", "true")
    # Seen on a touch screen too (no cursor there): "Rules …".
    suffix = "el => getComputedStyle(el, '::after').content"
    assert "…" in page.locator("#app [data-rules]").evaluate(suffix)
    assert not ready(page)
    held.release()
    expect(page.locator("body")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_role("dialog")).to_be_visible()
    page.keyboard.press("Escape")
    after = page.evaluate(BOXES, list(STEADY))
    for selector, was, now in zip(STEADY, before, after, strict=True):
        assert all(abs(a - b) <= 1 for a, b in zip(was[:4], now[:4], strict=True)), (selector, was, now)


@pytest.mark.browser_context_args(service_workers="block", **PHONE)
def test_the_early_menu_does_not_move_when_the_later_stylesheets_arrive(page: Page, site_url: str):
    """The stylesheets linked at the page's end (rules, cards) arrive after
    the early menu is painted on a slow network: they must not move it (a
    layout shift: Lighthouse counted 0.215 on a phone when the menu's
    Rules/Settings row was placed by rules.css)."""
    late = Held(page, re.compile(r"static/(rules|cards|cardfaces)\.css"))
    page.goto(site_url + "?pace=0", wait_until="commit")  # the page's load waits for them
    expect(page.locator("#new-game")).to_be_visible()
    page.wait_for_function("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))")
    before = page.evaluate(BOXES, list(STEADY))
    late.release()
    page.wait_for_function(
        "() => [...document.styleSheets].some((sheet) => (sheet.href || '').endsWith('static/rules.css'))"
    )
    after = page.evaluate(BOXES, list(STEADY))
    for selector, was, now in zip(STEADY, before, after, strict=True):
        assert all(abs(a - b) <= 1 for a, b in zip(was[:4], now[:4], strict=True)), (selector, was, now)
