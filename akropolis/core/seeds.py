"""The one derivation of seeds, for every game: shuffles, bots' decisions
and chance are drawn from seeds derived from a game's own seed and what
the draw is for, the same on every machine and Python version."""

from __future__ import annotations

import hashlib


def derive(*parts) -> int:
    """A 64-bit seed from ``parts``: the same on every machine and Python
    version (a digest, not ``hash``)."""
    text = "\x1f".join(str(part) for part in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
