"""The legend of hex types can be read: its names are 11 px or more on a
laptop and on a phone (they were about 6 px)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import game_record, open_app, seeded_storage, wait_screen


def legend_heights(page) -> list[float]:
    page.locator(".legend summary").click()
    texts = page.locator(".legend svg text")
    expect(texts.first).to_be_visible()
    return page.eval_on_selector_all(
        ".legend svg text",
        """texts => texts.map(t => parseFloat(t.getAttribute("font-size"))
                                  * t.getScreenCTM().a)""",
    )


@pytest.mark.parametrize(
    "size",
    [
        pytest.param(
            {"width": 1280, "height": 720},
            marks=pytest.mark.browser_context_args(viewport={"width": 1280, "height": 720}),
            id="laptop",
        ),
        pytest.param(
            {"width": 390, "height": 844},
            marks=pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}),
            id="phone",
        ),
    ],
)
def test_the_legend_can_be_read(app_page, site_url, size):
    assert app_page.viewport_size == size
    text = game_record(moves=2)
    page = open_app(app_page, site_url, storage=seeded_storage({"g": text}, current="g"))
    wait_screen(page, "table")
    heights = legend_heights(page)
    assert len(heights) == 11
    assert min(heights) >= 11, heights

