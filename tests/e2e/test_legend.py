"""The legend of hex types can be read: its names are 11 px or more on a
laptop and on a phone (they were about 6 px)."""

from __future__ import annotations

import json

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



#: The WCAG contrast of each text of the open legend (its names, drawn in
#: SVG, and its summary) against the legend's own background.
CONTRASTS = """() => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  let node = document.querySelector(".legend");
  let ground = getComputedStyle(node).backgroundColor;
  while (rgb(ground)[3] === 0 && node.parentElement) {
    node = node.parentElement;
    ground = getComputedStyle(node).backgroundColor;
  }
  const texts = [...document.querySelectorAll(".legend svg text")].map(
    (t) => ratio(getComputedStyle(t).fill, ground));
  const summary = ratio(getComputedStyle(document.querySelector(".legend summary")).color, ground);
  return [summary, ...texts];
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 768})
def test_the_legend_reads_in_either_theme(app_page, site_url, theme):
    """Its names were dark grey on the dark theme's dark panel."""
    storage = seeded_storage({"g": game_record(moves=2)}, current="g")
    storage["akropolis.settings"] = json.dumps({"theme": theme})
    page = open_app(app_page, site_url, storage=storage)
    wait_screen(page, "table")
    expect(page.locator("html")).to_have_attribute("data-theme", theme)
    page.locator(".legend summary").click()
    expect(page.locator(".legend svg text").first).to_be_visible()
    contrasts = page.evaluate(CONTRASTS)
    assert len(contrasts) == 12
    assert min(contrasts) >= 4.5, contrasts
