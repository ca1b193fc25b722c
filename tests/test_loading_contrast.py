"""The loading screen's text is read while Python starts (and audited by
Lighthouse then): each text colour on its background meets WCAG AA's 4.5:1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from wcag import contrast

CSS = Path(__file__).resolve().parents[1] / "static" / "loading.css"


def colours() -> dict[str, str]:
    return dict(re.findall(r"--(loading-[\w-]+):\s*(#[0-9a-fA-F]{6})", CSS.read_text()))


def test_the_contrast_formula():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#6b7280", "#f4efe3") == pytest.approx(4.21, abs=0.01)


@pytest.mark.parametrize("text", ["loading-ink", "loading-muted"])
def test_the_loading_text_reads_on_its_paper(text):
    found = colours()
    assert contrast(found[text], found["loading-bg"]) >= 4.5, (text, found)
