"""A game at a distance in the browser: people on separate devices (one
browser context each: its own storage) play by passing the game's link;
every link a careless or hostile hand may bring (stale, branching, altered,
cut short) is answered with a sentence and nothing saved is lost; the link
opens offline; computers play the same in the browser's Pyodide as in
CPython."""

from __future__ import annotations

import json

import pytest
from conftest import PageProblems, guard_page
from playwright.sync_api import Page, expect

from akropolis.bots import make_bot
from akropolis.core.registry import from_link, to_link
from akropolis.games import TILES

from .helpers import (
    PHONE,
    STEP_MS,
    moves,
    open_app,
    play_turn_by_clicks,
    start_game,
    storage_snapshot,
    wait_moves,
    wait_ready,
    wait_screen,
    wait_turn,
)
from .test_accessibility import audit

#: The strongest computer's move in the page, on a busy machine.
THINKING_MS = 180_000
LAPTOP = {"viewport": {"width": 1366, "height": 768}}


@pytest.fixture
def person_device(new_context, page_problems: PageProblems):
    """``person_device(**options)``: a page in a context of its own (its own
    storage: another person's device), kept to 127.0.0.1."""
    pages = []

    def make(**options) -> Page:
        page = new_context(**options).new_page()
        guard_page(page, page_problems)
        pages.append(page)
        return page

    yield make
    problems = page_problems.report()
    if problems:
        pytest.fail(f"a page misbehaved:\n{problems}", pytrace=False)


def start_at_a_distance(page: Page, **game) -> None:
    wait_screen(page, "menu")
    page.locator('#new-game input[name="distance"]').set_checked(True)
    start_game(page, **game)


def the_link(page: Page) -> str:
    """The link the send panel offers, once this device waits for another."""
    field = page.locator("#link-text")
    expect(field).to_be_visible(timeout=STEP_MS)
    return field.input_value()


def open_link(page: Page, link: str, site_url: str) -> None:
    """Open ``link`` as a person would: in a fresh tab of this device, or in
    the tab already open (the address changes only its fragment)."""
    assert link.startswith(site_url)
    page.goto(link.replace(site_url, site_url + "?pace=0", 1))
    wait_ready(page)
    wait_screen(page, "table")


def claim(page: Page, name: str) -> None:
    page.locator("#send .claim").get_by_role("button", name=name).click()
    expect(page.locator("#send .claim")).to_have_count(0)


def test_two_people_play_a_whole_game_by_links_one_on_a_phone(person_device, site_url):
    ada = person_device(**LAPTOP)
    open_app(ada, site_url)
    start_at_a_distance(ada, names=("Ada", "Basil"), controls=("human", "human"), seed=11)
    play_turn_by_clicks(ada)
    wait_turn(ada, "waiting")
    expect(ada.locator("#status")).to_contain_text("Basil plays on their own device")
    expect(ada.locator('#send [data-action="copy-link"]')).to_be_focused()  # the next thing to do
    expect(ada.locator('#send [data-action="share-link"]')).to_be_hidden()  # no share sheet here
    expect(ada.locator("#controls")).to_be_hidden()  # nothing to play here now
    # Before sending it, she takes her move back (U), and plays again.
    ada.keyboard.press("u")
    wait_turn(ada, "human")
    expect(ada.locator('#site [data-action="select"]').first).to_be_focused()
    play_turn_by_clicks(ada)
    wait_turn(ada, "waiting")
    expect(ada.locator('#send [data-action="copy-link"]')).to_be_focused()
    link = the_link(ada)
    assert len(link) <= 2000 and "#play=" in link

    basil = person_device(**PHONE)
    open_link(basil, link, site_url)
    expect(basil.locator("#notice")).to_have_text("You received a game at a distance.")
    expect(basil.locator("#send .claim button").first).to_be_focused()
    audit(basil, "the seat question")
    claim(basil, "Basil")
    players = {"Ada": ada, "Basil": basil}
    sender, played = basil, 1
    while True:
        if basil.locator("body").get_attribute("data-turn") == "over":
            break
        wait_turn(sender, "human")
        played = play_turn_by_clicks(sender)
        if sender.locator("body").get_attribute("data-turn") == "over":
            break
        wait_turn(sender, "waiting")
        other = ada if sender is basil else basil
        link = the_link(sender)
        assert len(link) <= 2000
        open_link(other, link, site_url)
        wait_moves(other, played)
        sender = other
    assert played == 36  # a 2-player game: 12 rounds of 3 tiles
    expect(sender.locator('#end .send [data-action="copy-link"]')).to_be_focused()  # the end, to send
    final = the_link(sender)
    other = ada if sender is basil else basil
    open_link(other, final, site_url)
    for page in players.values():
        wait_turn(page, "over")
    scores = [page.locator("#end").inner_text() for page in players.values()]
    assert scores[0] == scores[1]
    audit(ada, "the end of a game at a distance")


def test_a_computer_seat_plays_the_same_on_both_devices_and_the_log_marks_what_is_new(person_device, site_url):
    ada = person_device(**LAPTOP)
    # A browser with a share sheet (a phone's): what it is given is kept.
    ada.add_init_script("navigator.share = (data) => { window.shared = data.url; return Promise.resolve(); }")
    open_app(ada, site_url)
    start_at_a_distance(ada, names=("Ada", "Cleo", "Basil"), controls=("human", "medium", "human"), seed=5)
    play_turn_by_clicks(ada)
    wait_turn(ada, "waiting")  # the computer replied on Ada's device
    assert moves(ada) == 2
    audit(ada, "the send panel")
    ada.locator('[data-action="share-link"]').click()
    ada.wait_for_function("() => window.shared !== undefined")
    assert ada.evaluate("window.shared") == the_link(ada)
    ada.context.grant_permissions(["clipboard-read", "clipboard-write"])
    ada.locator('[data-action="copy-link"]').click()
    expect(ada.locator("#notice")).to_have_text("The link is copied: paste it into a message.")
    assert ada.evaluate("navigator.clipboard.readText()") == the_link(ada)
    ada.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('refused')); }")
    ada.locator('[data-action="copy-link"]').click()
    expect(ada.locator("#notice")).to_have_text("The link could not be copied: select it below and copy it.")
    expect(ada.locator("#link-text")).to_be_focused()
    ada.locator('[data-action="show-code"]').click()
    expect(ada.locator('#send svg[role="img"]')).to_have_attribute("aria-label", "QR code of the game's link")
    audit(ada, "the link's QR code")
    basil = person_device(**LAPTOP)
    open_link(basil, the_link(ada), site_url)
    claim(basil, "Basil")
    played = play_turn_by_clicks(basil)
    wait_turn(basil, "waiting")
    link = the_link(basil)
    open_link(ada, link, site_url)
    wait_moves(ada, played)
    expect(ada.locator("#notice")).to_contain_text("1 new move since you last saw this game, marked in the move log: Basil took tile")
    expect(ada.locator("#log li.new")).to_have_count(1)
    # Ada's device and Basil's hold the same game, computer moves included.
    ada_link = ada.evaluate("location.href")
    assert "#play=" not in ada_link  # taken out of the address once read
    _, record = from_link(link)
    saved = [v for k, v in storage_snapshot(ada).items() if k.startswith("akropolis.save.")]
    assert len(saved) == 1 and json.loads(saved[0])["moves"] == record["moves"]


def engine_links():
    """Three links of one game, made by the engine: after 2 moves, after 3,
    and a branch after 2 (another third move)."""
    state = TILES.new([("Ada", "human"), ("Basil", "human")], 21, {})
    bot = make_bot("greedy", 1)
    for _ in range(2):
        state.play(bot.choose(state))
    early = to_link(TILES, state)
    moves_now = state.legal_moves()
    state.play(moves_now[0])
    later = to_link(TILES, state)
    state.undo()
    state.play(next(m for m in moves_now[1:] if m != moves_now[0]))
    branch = to_link(TILES, state)
    return early, later, branch


def test_stale_branching_altered_and_cut_links_keep_every_game(person_device, site_url):
    early, later, branch = engine_links()
    page = person_device(**LAPTOP)
    open_link(page, site_url + later, site_url)
    claim(page, "Ada")
    kept = storage_snapshot(page)
    # An older link: recognised, nothing changes.
    open_link(page, site_url + early, site_url)
    expect(page.locator("#notice")).to_have_text(
        "You already have this game up to move 3; this link is older and changed nothing.")
    assert storage_snapshot(page) == kept
    # Altered by hand, or cut short: refused on the menu, nothing touched.
    for bad in (later[:-6], later[:40] + ("A" if later[40] != "A" else "B") + later[41:],
                later + "%3Cimg%20src=x%20onerror=alert(1)%3E"):
        page.goto(site_url + "?pace=0" + bad)
        wait_ready(page)
        wait_screen(page, "menu")
        expect(page.locator(".menu")).to_contain_text("This link could not be opened.")
        expect(page.locator(".menu")).to_contain_text("Nothing saved was changed.")
        assert page.locator("img").count() == 0
        assert storage_snapshot(page) == kept
    # A branch: both kept, and said.
    open_link(page, site_url + branch, site_url)
    expect(page.locator("#notice")).to_contain_text("This link branches off your game after move 2")
    saved = [k for k in storage_snapshot(page) if k.startswith("akropolis.save.")]
    assert len(saved) == 2
    page.get_by_role("button", name="Menu").first.click()
    wait_screen(page, "menu")
    expect(page.locator("#saved-games .distance-state")).to_have_count(2)


def test_a_link_opens_offline_once_the_site_is_installed(person_device, site_url):
    from .test_offline import wait_controlled

    _, later, _ = engine_links()
    page = person_device(**PHONE)
    open_app(page, site_url)
    wait_controlled(page)
    page.context.set_offline(True)
    try:
        page.goto(site_url + later)
        wait_ready(page)
        wait_screen(page, "table")
        expect(page.locator("#send .claim")).to_be_visible()
        claim(page, "Basil")
        wait_turn(page, "human")
        assert play_turn_by_clicks(page) == 4
    finally:
        page.context.set_offline(False)


def test_the_computers_choose_in_the_browser_what_they_choose_in_cpython(person_device, site_url):
    """Every computer move of a game played in the page (Pyodide), worked
    out again in CPython: a game at a distance relies on it. Basil's moves
    come from the engine here, as from another device."""
    page = person_device(**LAPTOP)
    open_app(page, site_url)
    start_at_a_distance(page, names=("Ada", "Cleo", "Basil"), controls=("human", "expert", "human"), seed=3)
    for _ in range(3):
        play_turn_by_clicks(page)
        wait_turn(page, "waiting", timeout=THINKING_MS)  # the expert replied in the page
        spec, record = from_link(the_link(page))
        state = spec.from_record(record)
        state.play(make_bot("greedy", 0).choose(state))  # Basil's move, on his device
        open_link(page, site_url + to_link(TILES, state), site_url)
        wait_moves(page, len(state.turns))
    played = play_turn_by_clicks(page)
    wait_turn(page, "waiting", timeout=THINKING_MS)
    spec, record = from_link(the_link(page))
    assert len(record["moves"]) == played + 1
    state = spec.from_record(record)
    again = spec.from_record({**record, "moves": []})
    checked = 0
    for turn in state.turns:
        if state.players[turn.seat].control == "expert":
            seed = spec.seed_for(again, turn.seat)
            assert spec.make_bot("expert", seed).choose(again.view(), seed) == turn.move
            checked += 1
        again.play(turn.move)
    assert checked == 4
