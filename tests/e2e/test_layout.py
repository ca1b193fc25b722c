"""The table as a Board Game Arena player expects it: on a laptop every table
size (solo to 4 seats) fits the screen, turn controls, whole Construction
Site and active city in view without scrolling; the menu's Start button is in
view; on a phone the notice line is never hidden behind the sticky controls.

Layout is measured with getBoundingClientRect against the viewport.
Screenshots go to screenshots/ (ignored by git) for a person to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .helpers import (
    PHONE,
    RULE_SENTENCE,
    game_record,
    hex_point,
    legal_anchors,
    open_app,
    seeded_storage,
    select_by_click,
    start_game,
    top,
    wait_screen,
)

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"

LAPTOPS = [
    pytest.param(
        (w, h),
        marks=pytest.mark.browser_context_args(viewport={"width": w, "height": h}),
        id=f"{w}x{h}",
    )
    for w, h in ((1366, 768), (1280, 720))
]


NAMES = ("Ada", "Basil", "Chloe", "Dora")

BOXES = """selector => Array.from(document.querySelectorAll(selector), el => {
  const b = el.getBoundingClientRect();
  return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, height: b.height};
})"""


def boxes(page: Page, selector: str) -> list[dict[str, float]]:
    return page.evaluate(BOXES, selector)


def out_of_view(page: Page, selector: str) -> list[str]:
    """Why the elements of ``selector`` are not wholly in the viewport (none: [])."""
    width, height = page.evaluate("() => [innerWidth, innerHeight]")
    found = boxes(page, selector)
    if not found:
        return [f"{selector}: not in the page"]
    return [
        f"{selector}[{i}] at {b['top']:.0f}..{b['bottom']:.0f} x {b['left']:.0f}..{b['right']:.0f}"
        f" outside {width}x{height}"
        for i, b in enumerate(found)
        if b["top"] < -0.5
        or b["left"] < -0.5
        or b["bottom"] > height + 0.5
        or b["right"] > width + 0.5
        or b["height"] <= 0
    ]


def shoot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    size = page.viewport_size
    page.screenshot(path=SCREENSHOTS / f"layout-{size['width']}x{size['height']}-{name}.png")


def to_menu(page: Page) -> None:
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")


@pytest.mark.parametrize("size", LAPTOPS)
def test_every_table_size_fits_a_laptop_screen(app_page, site_url, size):
    page = open_app(app_page, site_url)
    problems: list[str] = []
    for seats in (4, 3, 2, 1):
        # The menu: Start the game in view, whatever the number of players.
        wait_screen(page, "menu")
        page.locator("#players-count").select_option(str(seats))
        page.evaluate("() => scrollTo(0, 0)")
        problems += [
            f"menu, {seats} seats: {p}" for p in out_of_view(page, "#new-game [type=submit]")
        ]
        if seats in (4, 1):
            shoot(page, f"menu-{seats}")

        if seats == 1:
            start_game(page, names=NAMES[:1], level="hippodamos", seed=11)
        else:
            start_game(page, names=NAMES[:seats], controls=("human",) * seats, seed=11)
        page.evaluate("() => scrollTo(0, 0)")
        # A tile chosen and put down: the notice and Confirm are what matter now.
        select_by_click(page, 0)
        x, y = hex_point(page, *legal_anchors(page)[0])
        page.mouse.click(x, y)
        expect(page.locator("#notice")).to_contain_text("Confirm to build here")
        page.mouse.move(1, 1)
        shoot(page, f"table-{seats}")
        where = f"table, {seats} seat{'s' if seats > 1 else ''}"
        for selector in (
            "#status",
            "#site [data-action=select]",
            "#site .stacks",
            "#board",
            "#notice",
            "#controls",
            "#controls button",
        ):
            problems += [f"{where}: {p}" for p in out_of_view(page, selector)]
        scroll = page.evaluate("() => [document.documentElement.scrollHeight, innerHeight]")
        if scroll[0] > scroll[1] + 1:
            problems.append(f"{where}: the page is {scroll[0]} px tall for a {scroll[1]} px screen")
        # Every player's card whole, without scrolling their column.
        cards = page.evaluate(
            "() => { const p = document.getElementById('players');"
            " return [p.scrollHeight, p.clientHeight]; }"
        )
        if cards[0] > cards[1] + 1:
            problems.append(f"{where}: the players' cards scroll ({cards[0]} px in {cards[1]})")
        board = boxes(page, "#board")[0]
        if board["height"] < 300:
            problems.append(f"{where}: the board is only {board['height']:.0f} px high")
        to_menu(page)
    assert not problems, "\n".join(problems)


def assert_notice_seen(page: Page, where: str) -> None:
    """The notice is on screen and not under the (sticky) turn controls."""
    notice = boxes(page, "#notice")[0]
    controls = boxes(page, "#controls")[0]
    height = page.evaluate("() => innerHeight")
    assert notice["height"] > 0, where
    assert notice["top"] >= 0 and notice["bottom"] <= height + 0.5, (where, notice, height)
    overlap = min(notice["bottom"], controls["bottom"]) - max(notice["top"], controls["top"])
    assert overlap <= 0.5, f"{where}: the notice {notice} is under the controls {controls}"
    # And it is the notice a person sees at its middle, not something on top.
    on_top = page.evaluate(
        """() => {
          const b = document.getElementById("notice").getBoundingClientRect();
          const hit = document.elementFromPoint(b.left + 8, (b.top + b.bottom) / 2);
          return !!hit && !!hit.closest("#notice, .notice");
        }"""
    )
    assert on_top, f"{where}: something covers the notice"


@pytest.mark.browser_context_args(**PHONE)
def test_the_notice_is_seen_on_a_phone(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=2025)
    select_by_click(page, 0)
    confirm = page.locator('#controls [data-action="confirm"]')

    # A refused tap: an empty space next to the city that is not a legal place.
    legal = set(legal_anchors(page))
    slots = page.eval_on_selector_all(
        "#board use.slot[data-q]", "slots => slots.map(s => [+s.dataset.q, +s.dataset.r])"
    )
    outside = [(q, r) for q, r in slots if (q, r) not in legal]
    assert outside, "some empty space is not a legal place"
    # The player has scrolled the board to the bottom of the screen, as one
    # does to reach the controls.
    page.evaluate(
        "() => { const b = document.getElementById('board').getBoundingClientRect();"
        " scrollBy(0, b.bottom - innerHeight + 10); }"
    )
    x, y = hex_point(page, *outside[0])
    page.touchscreen.tap(x, y)
    expect(page.locator("#notice")).to_have_text(RULE_SENTENCE)
    expect(confirm).to_be_disabled()
    assert_notice_seen(page, "after a refused tap")
    shoot(page, "refused")

    # A legal tap: the tile waits for Confirm, and says so.
    x, y = hex_point(page, *legal_anchors(page)[0])
    page.touchscreen.tap(x, y)
    expect(page.locator("#notice")).to_contain_text("Confirm to build here")
    expect(confirm).to_be_enabled()
    expect(confirm).to_be_in_viewport(ratio=1)
    assert_notice_seen(page, "after placing")
    shoot(page, "placed")

    # From the top of the table too.
    page.evaluate("() => scrollTo(0, 0)")
    assert_notice_seen(page, "after placing, from the top")
    shoot(page, "placed-top")


@pytest.mark.browser_context_args(**PHONE)
def test_the_status_line_has_the_phones_width(app_page, site_url):
    """On a phone the bar's buttons (Menu, Export, Settings) leave the
    status line a narrow column, which broke its words ("placem ent"): it
    takes its own row under them."""
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=2025)
    width = page.evaluate("() => innerWidth")
    status = boxes(page, "#status")[0]
    buttons = boxes(page, ".bar button")
    assert status["right"] - status["left"] >= 0.8 * width, status
    assert all(status["top"] >= b["bottom"] - 1 for b in buttons), (status, buttons)


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_a_long_one_word_name_stays_inside_what_the_computer_took(app_page, site_url):
    """Under the Construction Site, a computer's 24-letter name with no
    space wraps inside the box of the tile it took (a hostile-user sweep
    found it cut off by the column)."""
    from .helpers import game_record, seeded_storage

    record = game_record((("Bob", "human"), ("Wolfeschlegelsteinhausen", "greedy")), moves=1)
    page = open_app(app_page, site_url, storage=seeded_storage({"g-long": record}, "g-long"))
    wait_screen(page, "table")
    taken = page.locator("#site p.taken")
    expect(taken).to_contain_text("Wolfeschlegelsteinhausen")
    sizes = taken.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert sizes[0] <= sizes[1], sizes


@pytest.mark.browser_context_args(**PHONE)
def test_a_phone_opens_on_the_saved_games_if_any_else_on_the_new_game(app_page, site_url):
    """A first visit on a phone opened on an empty "Saved games" panel,
    the new game below it (found by a newcomer's play-through)."""
    page = open_app(app_page, site_url)
    wait_screen(page, "menu")
    assert top(page, "#new-game") < top(page, ".menu .saves")
    page = open_app(app_page, site_url, storage=seeded_storage({"g1": game_record(seed=5)}))
    wait_screen(page, "menu")
    assert top(page, ".menu .saves") < top(page, ".game-choice")
