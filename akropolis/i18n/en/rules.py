"""en: rules."""

from __future__ import annotations

WORDS: dict = {}
