"""Rules at hand (akropolis/app/rulesview.py, akropolis/app/explain.py,
akropolis/browser/rules.py): the Rules panel from the table's bar and the
menu (labelled, keyboard reachable, Escape closes, the focus comes back, the
game's variants and solo level marked, it scrolls on a phone), the game's
options on the table, the hexes' tooltips, the scorepad's doubled lines; and
screenshots of the panel and of a tooltip for a person to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from akropolis.app.explain import titles
from akropolis.app.session import Session
from akropolis.bots import make_bot
from akropolis.rules.game import Options
from akropolis.rules.record import Player, format_record

from .helpers import (
    SAVED_AT,
    hex_point,
    open_app,
    seeded_storage,
    start_game,
    wait_moves,
    wait_screen,
)

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"
MID_GAME = "20250301100000-rules0"
FINISHED = "20250301090000-rules1"
VARIANTS = frozenset({"houses", "markets", "barracks", "temples", "gardens"})


def variant_record(*, moves: int = 0, finish: bool = False, seed: int = 41) -> str:
    """A two-person long game with every variant, ``moves`` moves in (or
    finished), played by a greedy bot."""
    seats = [Player("Ada", "human"), Player("Basil", "human")]
    session = Session.new(Options(2, True, VARIANTS), seats, "record", seed)
    bot = make_bot("greedy", seed)
    while not session.state.over and (finish or len(session.state.history) < moves):
        session.state.play(bot.choose(session.state))
    return format_record(session.to_record(SAVED_AT))


def focused(page: Page) -> str:
    return page.evaluate(
        "() => { const el = document.activeElement;"
        " return (el.id || '') + '|' + (el.getAttribute('data-rules') || '') + '|'"
        " + el.textContent.trim(); }"
    )


def open_rules_by_keyboard(page: Page, where: str) -> None:
    """Tab to the Rules button of ``where`` (a selector) and press Enter."""
    opener = page.locator(f"{where} [data-rules]")
    opener.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Rules")).to_be_visible()


def shoot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    size = page.viewport_size
    page.screenshot(path=SCREENSHOTS / f"{size['width']}x{size['height']}-{name}.png")


def test_the_rules_panel_from_the_table_and_the_menu(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), long_game=True, variants=("houses", "gardens"))
    # The game's options are on the table.
    options = page.locator(".bar .game-options .chip")
    expect(options).to_have_text(["Variants: Houses, Gardens", "Long game"])

    open_rules_by_keyboard(page, ".bar")
    dialog = page.get_by_role("dialog", name="Rules")
    assert focused(page).endswith("Close")  # the focus is in the panel, at its top
    for title in ("A turn", "Placing a tile", "Scoring, at the end", "Variants"):
        expect(dialog.get_by_role("heading", name=title)).to_be_visible()
    # Five conditions, each with its drawing, named for a screen reader.
    expect(dialog.locator("li.condition svg.sketch")).to_have_count(5)
    expect(
        dialog.get_by_role("img", name="A surrounded Temple scores (tick)", exact=False)
    ).to_have_count(1)
    # This game's variants are marked on, in words.
    expect(dialog.locator('li[data-variant="houses"]')).to_contain_text("On in this game")
    expect(dialog.locator('li[data-variant="gardens"]')).to_contain_text("On in this game")
    expect(dialog.locator('li[data-variant="temples"]')).to_contain_text("Off")
    expect(dialog).to_contain_text("This game is a long game")
    # The table's keys do not reach the game while it is open; Escape closes
    # it and the focus is back on the Rules button.
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert focused(page) == "|open|Rules"
    expect(page.locator("body")).to_have_attribute("data-moves", "0")

    # From the menu: no game, so no variant marked.
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    open_rules_by_keyboard(page, ".menu")
    expect(dialog.locator("li.on")).to_have_count(0)
    expect(dialog).to_contain_text("Variants are chosen when a game is set up.")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    assert focused(page) == "|open|Rules"


def test_a_solo_game_marks_its_level(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada",), level="callicrates", seed=3)
    expect(page.locator(".bar .game-options")).to_have_count(0)  # no option: no chips
    page.locator(".bar [data-rules]").click()
    dialog = page.get_by_role("dialog", name="Rules")
    expect(dialog.locator("li.on")).to_have_count(1)
    expect(dialog.locator('li.on[data-level="callicrates"]')).to_contain_text(
        "the level of this game"
    )


def test_each_hex_of_the_city_says_what_it_scores_and_why(app_page, site_url):
    record = variant_record(moves=14)
    page = open_app(app_page, site_url, storage=seeded_storage({MID_GAME: record}, MID_GAME))
    wait_screen(page, "table")
    wait_moves(page, 14)
    session = Session.from_record(__import__("json").loads(record), "x")
    city = session.state.cities[session.state.current]
    expected = titles(city.height, city.top, VARIANTS)
    shown = page.evaluate(
        """() => Array.from(document.querySelectorAll('#board g.col'), g =>
            [Number(g.dataset.q), Number(g.dataset.r), g.querySelector('title').textContent])"""
    )
    assert {(q, r): text for q, r, text in shown} == expected
    assert any("scores" in text for text in expected.values())
    # Screen readers get the same sentences in the city in words.
    page.locator("details.city-text summary").click()
    some = next(t for t in expected.values() if t.startswith(("House", "Garden")))
    expect(page.locator("#city-text li li").filter(has_text=some).first).to_be_visible()


def test_the_scorepad_says_which_lines_a_variant_doubled(app_page, site_url):
    page = open_app(
        app_page,
        site_url,
        storage=seeded_storage({FINISHED: variant_record(finish=True)}, FINISHED),
    )
    wait_screen(page, "table")
    pad = page.locator("#scorepad")
    expect(pad).to_be_visible()
    expect(pad.locator("th .variant-on")).to_have_count(5)
    expect(pad.locator(".doubled").first).to_contain_text("doubled")
    pad.scroll_into_view_if_needed()
    shoot(page, "scorepad-variants")


SIZES = [
    pytest.param(size, marks=pytest.mark.browser_context_args(**size), id=f"{w}x{h}")
    for w, h, size in (
        (1366, 768, {"viewport": {"width": 1366, "height": 768}}),
        (1280, 720, {"viewport": {"width": 1280, "height": 720}}),
        (
            390,
            844,
            {
                "viewport": {"width": 390, "height": 844},
                "device_scale_factor": 2,
                "is_mobile": True,
                "has_touch": True,
            },
        ),
    )
]


@pytest.mark.parametrize("size", SIZES)
def test_screenshots_of_the_panel_and_a_tooltip(app_page, site_url, size):
    page = open_app(
        app_page, site_url, storage=seeded_storage({MID_GAME: variant_record(moves=20)}, MID_GAME)
    )
    wait_screen(page, "table")
    wait_moves(page, 20)
    shoot(page, "rules-table")
    page.locator(".bar [data-rules]").click()
    dialog = page.get_by_role("dialog", name="Rules")
    expect(dialog).to_be_visible()
    shoot(page, "rules-panel")
    # Nothing of it is cut off: it fits the screen, and scrolls inside.
    box = dialog.bounding_box()
    inner = page.evaluate(
        "() => [innerWidth, innerHeight, visualViewport.width, visualViewport.height, scrollX, scrollY, devicePixelRatio]"
    )
    assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"], (box, inner)
    assert box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"], (box, inner)
    dialog.locator("li.condition").first.evaluate("el => el.scrollIntoView({block: 'start'})")
    shoot(page, "rules-panel-conditions")
    # The panel scrolls inside itself to its last line.
    body = dialog.locator(".rules-body")
    body.evaluate("el => el.scrollTo(0, el.scrollHeight)")
    expect(dialog.locator('li[data-level="callicrates"]')).to_be_in_viewport()
    shoot(page, "rules-panel-end")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    # A hex's tip: a mouse over it, or a tap on a phone.
    shown = page.evaluate(
        """() => Array.from(document.querySelectorAll('#board g.col'), g =>
            [g.dataset.type, Number(g.dataset.q), Number(g.dataset.r),
             g.querySelector('title').textContent])"""
    )
    kind, q, r, text = next(c for c in shown if c[0] == "temple" and "×" in c[3])
    x, y = hex_point(page, q, r)
    if size.get("has_touch"):
        page.touchscreen.tap(x, y)
    else:
        page.mouse.move(x, y)
    tip = page.locator("#hex-tip")
    expect(tip).to_be_visible()
    expect(tip).to_have_text(text)
    box = tip.bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= page.viewport_size["width"], box
    shoot(page, "hex-tip")
    if not size.get("has_touch"):
        page.mouse.move(1, 1)
        expect(tip).to_be_hidden()
        # The title is back for the next time.
        assert (
            page.locator(f'#board g.col[data-q="{q}"][data-r="{r}"] title').text_content() == text
        )

    # The menu's Rules button, beside Settings.
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    expect(page.locator(".menu [data-rules]")).to_be_in_viewport()
    shoot(page, "rules-menu")
