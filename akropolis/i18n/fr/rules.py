"""fr: rules."""

from __future__ import annotations

WORDS: dict = {}
