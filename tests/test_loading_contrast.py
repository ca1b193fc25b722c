"""The loading screen's text is read while Python starts (and audited by
Lighthouse then): each text colour on its background meets WCAG AA's 4.5:1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parents[1] / "static" / "loading.css"


def colours() -> dict[str, str]:
    return dict(re.findall(r"--(loading-[\w-]+):\s*(#[0-9a-fA-F]{6})", CSS.read_text()))


def luminance(hex_colour: str) -> float:
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_contrast_formula():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#6b7280", "#f4efe3") == pytest.approx(4.21, abs=0.01)


@pytest.mark.parametrize("text", ["loading-ink", "loading-muted"])
def test_the_loading_text_reads_on_its_paper(text):
    found = colours()
    assert contrast(found[text], found["loading-bg"]) >= 4.5, (text, found)
