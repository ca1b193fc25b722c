"""All cities at once in the page: four seats on a 1366x768 laptop and on a
phone, every city in view at a size that can be read; a city chosen opens
on the board; the key A; screenshots for a person to look at."""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import expect

from .helpers import game_record, open_app, seeded_storage, wait_screen, wait_turn

FOUR = (("Ada", "human"), ("Basil", "human"), ("Chloé", "human"), ("Dmitri", "human"))
SHOTS = os.environ.get("AKROPOLIS_SHOTS")


def open_four(page, site_url):
    text = game_record(FOUR, seed=3, moves=12)
    open_app(page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    wait_turn(page, "human")


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_four_cities_side_by_side_on_a_laptop(app_page, site_url):
    page = app_page
    open_four(page, site_url)
    toggle = page.locator('[data-action="overview"]')
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    cities = page.locator("#overview .overview-city")
    expect(cities).to_have_count(4)
    expect(page.locator("#board")).to_be_hidden()
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/overview-1366x768.png")
    for i in range(4):
        box = cities.nth(i).locator("svg").bounding_box()
        assert box and box["width"] >= 250 and box["height"] >= 170, box
        # In view without scrolling the page.
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1366, box
        assert box["y"] >= 0 and box["y"] + box["height"] <= 768, box
    # A city chosen opens on the board.
    page.locator('#overview [data-action="view"][data-seat="2"]').click()
    expect(page.locator("#board")).to_be_visible()
    expect(page.locator("#board")).to_have_attribute("data-seat", "2")
    expect(page.locator("#overview")).to_be_empty()
    expect(toggle).to_have_attribute("aria-pressed", "false")


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_the_key_a_opens_and_closes_it(app_page, site_url):
    page = app_page
    open_four(page, site_url)
    page.locator("#board").focus()
    page.keyboard.press("a")
    expect(page.locator("#overview .overview-city")).to_have_count(4)
    page.keyboard.press("a")
    expect(page.locator("#overview")).to_be_empty()
    expect(page.locator("#board")).to_be_visible()


@pytest.mark.browser_context_args(
    viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True
)
def test_on_a_phone_each_city_takes_the_width(app_page, site_url):
    page = app_page
    open_four(page, site_url)
    page.locator('[data-action="overview"]').tap()
    cities = page.locator("#overview .overview-city svg")
    expect(cities).to_have_count(4)
    for i in range(4):
        box = cities.nth(i).bounding_box()
        assert box and box["width"] >= 300 and box["height"] >= 200, box
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/overview-390x844.png", full_page=True)
