"""WCAG 2's contrast, for tests: written again here, not imported from
the app (akropolis/app/render/cards.py has its own), so that a check does
not trust the code it checks."""

from __future__ import annotations


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb``."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
