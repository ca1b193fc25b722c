"""en: table."""

from __future__ import annotations

WORDS: dict = {}
