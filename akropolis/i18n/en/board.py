"""en: board."""

from __future__ import annotations

WORDS: dict = {}
