"""The catalogues themselves: the same keys in every language, each entry
of the same shape with the same placeholders, none unused, none in two
parts; and the language's ways with plurals, numbers, lists and dates."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from akropolis import i18n, words

ROOT = Path(__file__).resolve().parents[2]
#: Where an entry may be used: the program, the page and its scripts.
USERS = [
    *(p for p in (ROOT / "akropolis").rglob("*.py") if p.parent.name not in i18n.LANGUAGES),
    ROOT / "index.html",
    *(ROOT / "static").glob("*.js"),
    *(ROOT / "static").glob("*.mjs"),
    ROOT / "scripts" / "build.py",
]


def shape(value):
    if isinstance(value, str):
        return ("text", frozenset(i18n.placeholders(value)))
    if isinstance(value, tuple):
        return ("tuple", len(value), frozenset().union(*(i18n.placeholders(v) for v in value)))
    if isinstance(value, dict):
        return ("dict", {k: shape(v) for k, v in value.items()})
    raise AssertionError(f"an entry is a text, a tuple or a dict, not {value!r}")


def test_every_language_has_the_same_keys():
    english = i18n.catalogue("en")
    for code in i18n.LANGUAGES:
        entries = i18n.catalogue(code)
        assert sorted(entries.keys() - english.keys()) == [], f"{code} has keys English lacks"
        assert sorted(english.keys() - entries.keys()) == [], f"{code} lacks keys"


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != "en"])
def test_each_entry_has_the_same_shape_and_placeholders(code):
    english, other = i18n.catalogue("en"), i18n.catalogue(code)
    wrong = [k for k in english if shape(english[k]) != shape(other[k])]
    assert wrong == []


def texts(value):
    """Each text of an entry (a text, a tuple of texts, a dict of texts)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple):
        yield from value
    else:
        for v in value.values():
            yield from texts(v)


def test_no_entry_is_empty():
    for code in i18n.LANGUAGES:
        empty = [k for k, v in i18n.catalogue(code).items() if any(not s.strip() for s in texts(v))]
        assert empty in ([], ["TURN_END"]) or code == "en" and empty == [], (code, empty)


def test_no_entry_is_unused():
    """An entry is used when its key is written in the program or the page
    as a string ("KEY", 'KEY'), an attribute (words.KEY) or a data-word."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in USERS)
    unused = [
        key for key in i18n.catalogue("en")
        if not re.search(rf"[\"'.]{re.escape(key)}\b", source)
    ]
    assert unused == []


def test_a_key_in_two_parts_is_refused():
    from akropolis.i18n import en

    keys = [k for part in en.PARTS for k in part]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize(
    ("code", "n", "text"),
    [("en", 0, "0 Stones"), ("en", 1, "1 Stone"), ("en", 2, "2 Stones"),
     ("fr", 0, "0 Pierre"), ("fr", 1, "1 Pierre"), ("fr", 2, "2 Pierres")],
)
def test_plurals_follow_the_language(code, n, text):
    with i18n.using(code):
        assert words.stones(n) == text


def test_numbers_lists_and_dates_follow_the_language():
    with i18n.using("en"):
        assert i18n.number(1234.5, 1) == "1,234.5"
        assert i18n.join(["a", "b", "c"]) == "a, b and c"
        assert i18n.date("2026-11-23T01:32:04") == "23 Nov 2026, 01:32"
    with i18n.using("fr"):
        assert i18n.number(1234.5, 1) == "1\u202f234,5"
        assert i18n.join(["a", "b", "c"]) == "a, b et c"
        assert i18n.date("2026-11-23T01:32:04") == "23 nov. 2026, 01:32"
    assert i18n.date("not a date") == "not a date"


def test_the_language_follows_the_browser_and_defaults_to_english():
    assert i18n.pick(["fr-CA", "en"]) == "fr"
    assert i18n.pick(["de-DE", "en-GB"]) == "en"
    assert i18n.pick(["de"]) == "en"
    assert i18n.pick([]) == "en"
    assert i18n.set_language("xx") == "en"


def test_french_punctuation_does_not_break_before_a_colon():
    """French puts a space before : ; ! ? and inside « »: a no-break one,
    so that a line never starts with the mark (a placeholder's own colon,
    ``{name:de}``, is not one)."""
    broken = [
        text for value in i18n.catalogue("fr").values() for text in texts(value)
        if re.search(r"(?<![\u00a0\u202f])[:;!?»]|«(?![\u00a0\u202f])", re.sub(r"\{[^{}]*\}", "", text))
    ]
    assert broken == []


def test_one_home_for_each_sentence():
    """Two entries saying the same in every language are one sentence in
    two homes: keep one."""
    english, french = i18n.catalogue("en"), i18n.catalogue("fr")
    homes: dict = {}
    for key, value in english.items():
        if isinstance(value, str | tuple):
            homes.setdefault((value, french[key]), []).append(key)
    assert [keys for keys in homes.values() if len(keys) > 1] == []
