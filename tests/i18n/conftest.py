"""Every test here may draw in the pseudo-language, and leaves the language
as it found it."""

from __future__ import annotations

import pseudo
import pytest

from akropolis import i18n


@pytest.fixture
def qps():
    """Draw in the pseudo-language for the test's length."""
    with i18n.using(pseudo.install()):
        yield pseudo


@pytest.fixture(autouse=True)
def _language_restored():
    before = i18n.language()
    yield
    i18n.set_language(before)
