"""Accessibility: an automated audit (axe-core, a pinned devDependency in
node_modules, never in the site) of the menu, a game in progress (two
players, and solo), the Rules panel and the scorepad, on a desktop and a
phone; the focus a player finds after Start and after resuming; the board's
keyboard help and the city in words a screen reader can walk."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from akropolis.app import a11y

from .helpers import (
    game_record,
    open_app,
    play_turn_by_keys,
    seeded_storage,
    start_game,
    wait_moves,
    wait_screen,
    wait_turn,
)

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

SIZES = [
    pytest.param(size, marks=pytest.mark.browser_context_args(viewport=size), id=name)
    for name, size in (
        ("1366x768", {"width": 1366, "height": 768}),
        ("390x844", {"width": 390, "height": 844}),
    )
]

FINISHED = "20250301090000-ended0"
MID_GAME = "20250301100000-middle"

#: The axe findings that fail the audit.
FAILING = ("serious", "critical")


def audit(page: Page, where: str) -> None:
    """Run axe-core on the whole page; fail on any serious or critical
    violation, naming the rule, its help and the first elements it found."""
    assert AXE.is_file(), "axe-core is missing: run bash scripts/npm-ci.sh"
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    violations = page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
            .map(v => ({id: v.id, impact: v.impact, help: v.help,
                        nodes: v.nodes.slice(0, 4).map(n => n.target.join(" "))}))"""
    )
    bad = [v for v in violations if v["impact"] in FAILING]
    report = "\n".join(f"  {v['impact']} {v['id']}: {v['help']} {v['nodes']}" for v in bad)
    assert not bad, f"{where}: accessibility violations:\n{report}"


def focused(page: Page) -> dict[str, str | None]:
    return page.evaluate(
        """() => { const el = document.activeElement;
            return {tag: el.tagName.toLowerCase(), id: el.id || null,
                    action: el.getAttribute("data-action"), pos: el.getAttribute("data-pos")}; }"""
    )


def walk_the_city(page: Page, name: str) -> None:
    """The board's help is its description; the city in words lists it."""
    board = page.locator("#board")
    expect(board).to_have_attribute("aria-describedby", "board-help")
    expect(page.locator("#board-help")).to_have_text(a11y.BOARD_HELP)
    expect(board).to_have_accessible_description(a11y.BOARD_HELP)
    items = page.locator("#city-text > li")  # each with what its hexes score, nested
    expect(items).to_have_count(6)
    expect(items.first).to_contain_text(f"{name}'s city: ")
    page.locator("details.city-text summary").click()
    expect(items.nth(1)).to_be_visible()
    expect(items.nth(1)).to_contain_text("Houses")


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_a_game_and_the_scorepad_pass_the_audit(app_page, site_url, size):
    storage = seeded_storage({FINISHED: game_record(seed=78, finish=True)})
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "menu")
    audit(page, "menu")

    # Two players: after Start the focus is on the first tile to take.
    start_game(page, names=("Ada", "Basil"), controls=("human", "greedy"), seed=2025)
    wait_turn(page, "human")
    assert focused(page) == {"tag": "button", "id": None, "action": "select", "pos": "0"}
    walk_the_city(page, "Ada")
    audit(page, "a two-player game, first turn")
    play_turn_by_keys(page)
    wait_moves(page, 2)
    wait_turn(page, "human")
    audit(page, "a two-player game, second turn")
    # The Rules panel open over the table, then closed with Escape.
    page.locator(".bar [data-rules]").click()
    expect(page.get_by_role("dialog", name="Rules")).to_be_visible()
    audit(page, "the rules panel")
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog", name="Rules")).to_be_hidden()

    # Solo, against the Illustrious Architect.
    page.locator('.bar [data-action="menu"]').click()
    start_game(page, names=("Ada",), level="metagenes", seed=99)
    wait_turn(page, "human")
    assert focused(page)["action"] == "select"
    walk_the_city(page, "Ada")
    audit(page, "a solo game")

    # The scorepad of a finished game, resumed from the saved games: the
    # focus is on its first button.
    page.locator('.bar [data-action="menu"]').click()
    wait_screen(page, "menu")
    page.locator(f'.save-list li.save[data-id="{FINISHED}"] [data-action="resume"]').click()
    wait_screen(page, "table")
    expect(page.locator("#scorepad")).to_be_visible()
    assert focused(page)["action"] == "menu" and page.evaluate(
        "() => document.activeElement.closest('#end') !== null"
    )
    audit(page, "the scorepad")
    # Its replay, and every city at once.
    page.locator('#scorepad [data-action="replay"]').click()
    wait_turn(page, "replay")
    page.keyboard.press("ArrowRight")
    audit(page, "a replay")
    page.locator('[data-action="overview"]').click()
    expect(page.locator("#overview .overview-city").first).to_be_visible()
    audit(page, "all cities at once")


def open_mid_game(app_page, site_url):
    """A hot-seat game resumed after 5 moves, Basil to play."""
    storage = seeded_storage(
        {MID_GAME: game_record((("Ada", "human"), ("Basil", "human")), seed=77, moves=5)},
        current=MID_GAME,
    )
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    wait_moves(page, 5)
    return page


def test_a_resumed_game_focuses_the_turns_first_control(app_page, site_url):
    page = open_mid_game(app_page, site_url)
    assert focused(page) == {"tag": "button", "id": None, "action": "select", "pos": "0"}
    walk_the_city(page, "Basil")


def test_while_a_computer_plays_first_the_board_has_the_focus(app_page, site_url):
    page = open_app(app_page, site_url, pace=1)
    start_game(page, names=("Robo", "Ada"), controls=("greedy", "human"), seed=5)
    assert focused(page)["id"] == "board"


@pytest.mark.parametrize("size", SIZES)
def test_the_card_game_passes_the_audit(app_page, site_url, size):
    """Acropolis, the card game: its form, the table while trading (the
    offer's steppers), an offer made to a person behind hot seat's privacy
    screen, and the auction."""
    from .test_cards import act, mostly_pass, start_cards, wait_person_or_end

    page = open_app(app_page, site_url)
    wait_screen(page, "menu")
    page.locator("label:has(#game-cards)").click()
    audit(page, "the card game's form")
    start_cards(page, (("Ada", "human"), ("Basil", "human"), ("Chloe", "easy")), seed=11)
    assert wait_person_or_end(page) == "privacy"
    audit(page, "the privacy screen")
    act(page, "reveal")
    audit(page, "the card table, trading")
    act(page, "offer-to", "1" if "Ada" in page.locator("#hand-title").inner_text() else "0")
    page.locator('.steps [data-card-action="give-more"]').first.click()
    act(page, "offer")
    wait_person_or_end(page)
    act(page, "reveal")
    audit(page, "an offer made to you")
    for _ in range(60):
        if page.evaluate("() => document.body.dataset.cardPhase") == "auction":
            break
        if wait_person_or_end(page) == "privacy":
            act(page, "reveal")
        else:
            mostly_pass(page)
    audit(page, "the auction")


@pytest.mark.parametrize("size", SIZES)
def test_the_card_game_scorepad_passes_the_audit(app_page, site_url, size):
    from cardsessions import mostly_pass as passing
    from cardsessions import person_and_computers, run_computers

    from akropolis.app.saves import CURRENT, PREFIX

    session = person_and_computers(controls=("hard", "easy"))
    while not session.over:
        run_computers(session)
        if not session.over:
            passing(session)
    storage = {PREFIX + "cards-ended": session.to_text(), CURRENT: "cards-ended"}
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "cards")
    expect(page.locator("#card-verdict")).to_be_visible()
    audit(page, "the card game's scorepad")


def test_the_focus_is_never_dropped_when_confirm_is_used(app_page, site_url):
    """Confirm pressed from the keyboard plays the tile and turns itself off:
    the focus goes to the next turn's first control, not to the page (a
    hostile-user sweep found it on <body>, where a screen reader loses its
    place)."""
    page = open_mid_game(app_page, site_url)
    page.keyboard.press("h")  # a suggested placement, ready to confirm
    page.wait_for_function("document.getElementById('board').dataset.preview === 'ok'")
    page.locator('#controls [data-action="confirm"]').focus()
    page.keyboard.press("Enter")
    wait_moves(page, 6)
    assert focused(page) == {"tag": "button", "id": None, "action": "select", "pos": "0"}
