"""L'édition française (issue 14), as a French player gets it: the browser
says French, so the page speaks French from the loading screen on; a whole
solo game against Callicratès, played at the keyboard, reaches the
scorepad in French; switching language mid-game redraws the table and
keeps the game; nothing overflows at a laptop's and a phone's size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from akropolis import i18n, words

from .helpers import (
    Held,
    game_record,
    moves,
    open_app,
    park_mouse,
    reload_app,
    rotate_until_legal,
    saved_games,
    seeded_storage,
    storage_snapshot,
    wait_moves_past,
    wait_screen,
    wait_turn,
)

SHOTS = Path(__file__).resolve().parents[2] / "screenshots" / "fr"
#: Words of the English catalogue a French screen never shows.
ENGLISH = re.compile(r"\b(Stones?|Quarry|Quarries|Undo|Replay|Settings|Move log|tile|wins)\b")


def speak_french(page: Page) -> None:
    """The browser's languages, as a French browser gives them."""
    page.add_init_script(
        "Object.defineProperty(navigator, 'languages', {get: () => ['fr-FR', 'fr', 'en']});"
    )


def french(key: str, **values) -> str:
    with i18n.using("fr"):
        return i18n.t(key, **values)


def play_a_turn(page: Page) -> int:
    """One turn at the keyboard, in any language: the first tile, turned
    until it fits, aimed with an arrow, placed and confirmed with Enter."""
    wait_turn(page, "human")
    before = moves(page)
    park_mouse(page)
    page.locator("#board").focus()
    page.keyboard.press("1")
    expect(page.locator('#site [data-pos="0"]')).to_have_attribute("aria-pressed", "true")
    rotate_until_legal(page, keys=True)
    page.keyboard.press("ArrowRight")
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    return wait_moves_past(page, before)


def nothing_overflows(page: Page) -> list[str]:
    """Texts cut or spilling out: the page wider than the window, or a
    button, label, cell or heading whose text is wider than its box."""
    return page.evaluate(
        """() => {
          const found = [];
          if (document.documentElement.scrollWidth > innerWidth + 1) found.push("page");
          // The menu's title and its Rules and Settings buttons side by side.
          const title = document.querySelector("#app .menu h1");
          const buttons = document.querySelector("#app .menu-settings");
          if (title && buttons) {
            const a = title.getBoundingClientRect(), b = buttons.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(title);
            const t = text.getBoundingClientRect();
            if (t.right > b.left && t.left < b.right && t.bottom > b.top && t.top < b.bottom) {
              found.push("menu title under its buttons");
            }
          }
          for (const el of document.querySelectorAll(
              "#app button, #app label, #app th, #app td, #app h1, #app h2, #app legend, #app .who")) {
            if (!el.offsetParent || el.closest('[aria-hidden="true"]')) continue;
            const style = getComputedStyle(el);
            if (style.overflowX === "visible" && el.scrollWidth > el.clientWidth + 2
                && style.whiteSpace === "nowrap") found.push(el.textContent.trim().slice(0, 40));
            if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 2
                && style.textOverflow !== "ellipsis") found.push(el.textContent.trim().slice(0, 40));
          }
          return found;
        }"""
    )


def test_a_whole_solo_game_in_french_against_callicrates(app_page, site_url):
    page = app_page
    speak_french(page)
    open_app(page, site_url)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("1")
    form.locator('select[name="solo"]').select_option("callicrates")
    form.locator('input[name="name0"]').fill("Zoé")
    form.locator('button[type="submit"]').click()
    wait_screen(page, "table")
    expect(page.locator("#app")).to_contain_text("Callicratès")
    with i18n.using("fr"):
        expect(page.locator("#app")).to_contain_text(words.LOG_TITLE)
    while page.locator("body").get_attribute("data-turn") != "over":
        play_a_turn(page)
    scorepad = page.locator("#scorepad")
    expect(scorepad).to_be_visible()
    text = page.locator("#app").inner_text()
    assert "Pierre" in text
    assert re.search(r"gagne|Victoire", text), text[-400:]
    assert ENGLISH.findall(text) == [], ENGLISH.findall(text)


def test_switching_language_mid_game_keeps_the_game(app_page, site_url):
    page = open_app(app_page, site_url)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("2")
    for seat in range(2):
        form.locator(f'select[name="control{seat}"]').select_option("human")
    form.get_by_role("button", name="Start the game").click()
    wait_screen(page, "table")
    play_a_turn(page)
    play_a_turn(page)
    board = page.locator("#board [data-q]").count()
    page.locator('#app [data-settings="open"]').click()
    page.locator('#settings input[name="language"][value="fr"]').check()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#settings h2")).to_have_text(french("SETTINGS"))
    page.keyboard.press("Escape")
    assert moves(page) == 2
    # The same city, drawn again: its words change, its hexes do not.
    assert page.locator("#board [data-q]").count() == board
    with i18n.using("fr"):
        expect(page.locator("#app")).to_contain_text(words.LOG_TITLE)
        expect(page.locator('#app [data-settings="open"]')).to_contain_text(words.SETTINGS)
    assert ENGLISH.findall(page.locator("#app").inner_text()) == []
    # The game goes on in French, and the choice is remembered.
    play_a_turn(page)
    reload_app(page)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    wait_screen(page, "table")
    assert moves(page) == 3


def test_switching_language_on_the_menu_keeps_its_message_undo_and_fields(app_page, site_url):
    """A saved game just deleted, the form half filled in: after a switch to
    French the menu says so in French (the deleted game's row), the deletion
    can still be undone, and the form is as it was (switching on the menu
    raised a Python error)."""
    record = game_record((("Ada", "human"), ("Basil", "human")), seed=4, moves=3)
    page = open_app(app_page, site_url, storage=seeded_storage({"20250101000000-lang00": record}))
    wait_screen(page, "menu")
    page.locator('#saved-games [data-action="delete"]').click()
    expect(page.locator(".save.deleted")).to_contain_text(words.SAVE_DELETED)
    page.locator("#players-count").select_option("3")
    page.locator('input[name="name0"]').fill("Zoé")
    page.locator('#app [data-settings="open"]').click()
    page.locator('#settings input[name="language"][value="fr"]').check()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    page.keyboard.press("Escape")
    expect(page.locator(".save.deleted")).to_contain_text(french("SAVE_DELETED"))
    expect(page.locator("#players-count")).to_have_value("3")
    expect(page.locator('input[name="name0"]')).to_have_value("Zoé")
    page.get_by_role("button", name=french("UNDO_DELETE")).click()
    expect(page.locator(".menu .message")).to_contain_text(french("GAME_RESTORED"))
    assert saved_games(storage_snapshot(page)) == {"20250101000000-lang00": record}


def test_french_screens_fit_a_laptop_and_a_phone(app_page, site_url):
    page = app_page
    speak_french(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        open_app(page, site_url)
        wait_screen(page, "menu")
        page.screenshot(path=str(SHOTS / f"menu-{width}x{height}.png"), full_page=True)
        assert nothing_overflows(page) == []
        form = page.locator("#new-game")
        form.locator("#players-count").select_option("4")
        form.locator('button[type="submit"]').click()
        wait_screen(page, "table")
        page.locator("#board").focus()
        page.keyboard.press("1")
        page.screenshot(path=str(SHOTS / f"table-4-{width}x{height}.png"))
        assert nothing_overflows(page) == []
        page.locator('#app [data-settings="open"]').click()
        page.screenshot(path=str(SHOTS / f"settings-{width}x{height}.png"))
        page.keyboard.press("Escape")
        page.evaluate("localStorage.clear()")


@pytest.mark.browser_context_args(service_workers="block", locale="fr-FR")
def test_the_page_before_python_speaks_french(page: Page, site_url: str):
    """A French browser's first visit: the loading line and the menu before
    Python are French before any Python runs; an early Start says so in
    French, and the game starts in French once Python is ready."""
    held = Held(page, re.compile(r"pyodide\.asm\.wasm"))
    page.goto(site_url + "?pace=0")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#loading-text")).to_have_text(french("PAGE_LOADING"))
    form = page.locator("#new-game")
    expect(form).to_be_visible()
    start = form.locator("button[type=submit]")
    expect(start).to_have_text(french("EARLY_START"))
    with i18n.using("fr"):
        expect(form).to_contain_text(words.CONTROL_LABELS["medium"])
    start.click()
    expect(start).to_have_text(french("EARLY_STARTING"))
    assert page.evaluate("() => document.body.dataset.ready") is None
    held.release()
    wait_screen(page, "table")
    with i18n.using("fr"):
        expect(page.locator("#app")).to_contain_text(words.LOG_TITLE)


def test_the_french_screens_pass_the_audit(app_page, site_url):
    """axe-core on the French menu, table, Rules and Settings panels,
    scorepad and card table (the languages named in themselves carry their
    own lang)."""
    from .helpers import game_record, seeded_storage
    from .test_accessibility import audit

    page = app_page
    speak_french(page)
    storage = seeded_storage({"fini": game_record(seed=78, finish=True)})
    open_app(page, site_url, storage=storage)
    wait_screen(page, "menu")
    audit(page, "the French menu")
    page.locator('#app [data-settings="open"]').click()
    expect(page.locator("#settings")).to_be_visible()
    audit(page, "the French settings")
    page.keyboard.press("Escape")
    page.locator('.save-list li.save[data-id="fini"] [data-action="resume"]').click()
    wait_screen(page, "table")
    expect(page.locator("#scorepad")).to_be_visible()
    audit(page, "the French scorepad")
    page.locator(".bar [data-rules]").click()
    audit(page, "the French Rules panel")
    page.keyboard.press("Escape")
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("2")
    form.locator('button[type="submit"]').click()
    wait_screen(page, "table")
    play_a_turn(page)
    audit(page, "a French game")
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    page.locator("label:has(#game-cards)").click()
    page.locator('#new-card-game button[type="submit"]').click()
    wait_screen(page, "cards")
    audit(page, "the French card table")


def bar_rows(page: Page) -> list[list[str]]:
    """The table bar's buttons, by the row they sit on (their tops), and
    any whose own words wrap (a button taller than its one line)."""
    return page.evaluate(
        """() => {
          const rows = new Map(), wrapped = [];
          for (const b of document.querySelectorAll("#app .bar button")) {
            if (!b.offsetParent) continue;
            const r = b.getBoundingClientRect(), style = getComputedStyle(b);
            const top = Math.round(r.top);
            rows.set(top, [...(rows.get(top) || []), b.textContent.trim()]);
            const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
            if (b.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) > 1.5 * line)
              wrapped.push(b.textContent.trim());
          }
          return [...[...rows.values()], ...(wrapped.length ? [["wrapped:", ...wrapped]] : [])];
        }"""
    )


#: Each Construction Site label's text, and the lines its price takes (the
#: number may go on the line above on a narrow tile), or that it spills out
#: of its tile.
SITE_PRICE_LINES = """() => {
  const lines = {};
  for (const cost of document.querySelectorAll('#site .site-tile .cost')) {
    const range = document.createRange();
    range.selectNodeContents(cost.querySelector('.price') || cost);
    const rects = [...range.getClientRects()];
    const tops = new Set(rects.map((r) => Math.round(r.top)));
    const button = cost.closest('button');
    const style = getComputedStyle(button);
    const room = button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const inside = rects.every((r) => r.width <= room + 0.5);
    lines[cost.textContent] = inside ? tops.size : 'out of its tile';
  }
  return lines;
}"""


@pytest.mark.browser_context_args(
    viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True
)
def test_the_tables_bar_is_one_row_on_a_phone_in_french(page: Page, site_url: str):
    """"☰ Menu", "Exporter", "Règles", "⚙ Réglages": one row at 390 px (the
    Settings button went to a second row), at both games' tables."""
    speak_french(page)
    open_app(page, site_url)
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    form.locator("#players-count").select_option("2")
    form.locator('input[name="variant"][value="gardens"]').check()
    form.locator('button[type="submit"]').click()
    wait_screen(page, "table")
    assert len(bar_rows(page)) == 1, bar_rows(page)
    # The Construction Site's prices ("2 Pierres" of "3 : 2 Pierres") on one
    # line each, inside their tiles.
    lines = page.evaluate(SITE_PRICE_LINES)
    assert lines and all(n == 1 for n in lines.values()), lines
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    page.locator("label:has(#game-cards)").click()
    page.locator('#new-card-game button[type="submit"]').click()
    wait_screen(page, "cards")
    assert len(bar_rows(page)) == 1, bar_rows(page)
