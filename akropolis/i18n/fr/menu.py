"""fr: menu."""

from __future__ import annotations

WORDS: dict = {}
