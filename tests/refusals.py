"""Refusals in tests are checked by their code and facts, never by their
words (``akropolis.core.refusal``)."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from akropolis.core.refusal import Illegal


@contextmanager
def refused(code: str, **facts: object):
    """The block must be refused with ``code`` and (at least) ``facts``."""
    with pytest.raises(Illegal) as caught:
        yield caught
    refusal = caught.value.refusal
    assert refusal.code == code, refusal
    for name, value in facts.items():
        assert refusal[name] == value, (name, refusal)
