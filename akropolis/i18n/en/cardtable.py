"""en: cardtable."""

from __future__ import annotations

WORDS: dict = {}
