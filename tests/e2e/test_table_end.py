"""The table a Board Game Arena player expects, at the end of a game and in
solo: the winner's city on the board, no price on the tiles left, the menu
kept on reload once a finished game is left, the solo form without a
"Played by" label, and the Illustrious Architect named by its level."""

from __future__ import annotations

import json

from playwright.sync_api import expect

from akropolis.rules.record import from_record

from .helpers import game_record, open_app, reload_app, seeded_storage, start_game, wait_screen


def finished(level: str | None = None) -> tuple[str, int, list[str]]:
    """A finished game's record, its winner and its names."""
    players = (("Ada", "human"),) if level else (("Ada", "human"), ("Basil", "human"))
    text = game_record(players, seed=9, level=level, finish=True)
    state, _ = from_record(json.loads(text))
    assert state.over
    winner = state.result().winners[0]
    assert winner != state.turns[-1].seat  # not the last mover's city
    return text, winner, [p.name for p in state.players]


def test_a_finished_game_shows_the_winner_and_no_prices(app_page, site_url):
    text, winner, names = finished()
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    expect(page.locator("#board-title")).to_have_text(f"{names[winner]}'s city")
    expect(page.locator("#board")).to_have_attribute("data-seat", str(winner))
    costs = page.locator("#site .cost").all_text_contents()
    assert costs and all(":" not in cost and "free" not in cost for cost in costs), costs
    # Any city can still be looked at.
    other = 1 - winner
    page.locator(f'#players [data-action="view"][data-seat="{other}"]').click()
    expect(page.locator("#board")).to_have_attribute("data-seat", str(other))


def test_the_menu_stays_on_reload_after_leaving_a_finished_game(app_page, site_url):
    text, _, _ = finished()
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    page.locator('#scorepad [data-action="menu"]').click()
    wait_screen(page, "menu")
    reload_app(page)
    wait_screen(page, "menu")
    page.wait_for_timeout(300)
    assert page.evaluate("document.body.dataset.screen") == "menu"
    # The finished game is opened from the list.
    page.locator('#saved-games [data-action="resume"][data-id="g"]').click()
    wait_screen(page, "table")


def test_the_architect_is_named_by_its_level(app_page, site_url):
    page = open_app(app_page, site_url)
    start_game(page, names=("Ada",), level="callicrates", seed=3)
    expect(page.locator("#players")).to_contain_text("Illustrious Architect (Callicrates)")
    expect(page.locator("#players")).not_to_contain_text("(architect)")
