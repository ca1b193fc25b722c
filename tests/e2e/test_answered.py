"""The harness's promise (tests/e2e/answered.py): after any input a test
makes, the page shows Python's answer to it, however slow the answer.

Python here answers each event 0.6 s late (a busy machine, exaggerated).
Read right after the input, the page showed the state from before it: a
test of the card auction read a "+" as enabled after the click that had
reached the highest bid, and clicked it for 30 s."""

from __future__ import annotations

from .helpers import open_app, open_python_door, python, start_game

#: Every event Python receives is answered 0.6 s late (a busy wait: the
#: worker is as busy as a slow machine's).
SLOW = """
import time
from akropolis.browser import entry

quick = entry.app.receive

def slow(message):
    end = time.monotonic() + 0.6
    while time.monotonic() < end:
        pass
    quick(message)

entry.app.receive = slow
result = True
"""


def viewbox(page) -> str:
    return page.locator("#board svg").first.get_attribute("viewBox")


def test_a_locators_click_a_key_and_the_mouse_read_the_answer(app_page, site_url):
    page = app_page
    open_python_door(page)
    open_app(page, site_url)
    start_game(page, names=("Ada", "Basil"), controls=("human", "human"), seed=3)
    assert python(page, SLOW)
    views = [viewbox(page)]
    page.get_by_role("button", name="Zoom in").click()
    views.append(viewbox(page))
    page.keyboard.press("+")
    views.append(viewbox(page))
    box = page.get_by_role("button", name="Zoom out").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    views.append(viewbox(page))
    start, zoomed, closer, back = views
    assert len({start, zoomed, closer}) == 3 and back == zoomed, views


def test_a_select_reads_the_answer(app_page, site_url):
    page = app_page
    open_python_door(page)
    open_app(page, site_url)
    assert python(page, SLOW)
    page.locator("#players-count").select_option("2")
    assert not page.locator('#new-game input[name="name2"]').is_visible()
    page.locator("#players-count").select_option("4")
    assert page.locator('#new-game input[name="name3"]').is_visible()
