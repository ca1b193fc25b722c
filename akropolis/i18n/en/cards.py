"""en: cards."""

from __future__ import annotations

WORDS: dict = {}
