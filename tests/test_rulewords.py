"""The rules' sentences (akropolis/rulewords.py): plurals and the shape of a
hex's tooltip."""

from __future__ import annotations

import pytest

from akropolis import rulewords
from akropolis.rules.solo import LEVELS
from akropolis.rules.tiles import DISTRICTS


def test_every_district_and_level_has_its_sentence():
    assert set(rulewords.RULES_CONDITIONS) == set(rulewords.RULES_DRAWING) == set(DISTRICTS)
    assert set(rulewords.RULES_LEVELS) == set(LEVELS)


@pytest.mark.parametrize(("n", "text"), [(1, "1 empty space"), (2, "2 empty spaces")])
def test_an_open_temple_counts_its_empty_spaces(n, text):
    assert rulewords.temple_open(n) == f"not surrounded ({text} around it)"


@pytest.mark.parametrize(
    ("args", "text"),
    [
        (
            ("Temple", 2, "surrounded", "", 2, 4, "Temple Plaza"),
            "Temple, level 2: surrounded, scores 2 × 4 stars",
        ),
        (
            ("House", 1, "in x", "", 1, 1, "Housing Plaza"),
            "House, level 1: in x, scores 1 × 1 star",
        ),
        (
            ("Market", 2, "next to another Market", "", 0, 2, "Market Plaza"),
            "Market, level 2: next to another Market, scores 0",
        ),
        (
            ("Garden", 1, "always", "doubled", 2, 0, "Garden Plaza"),
            "Garden, level 1: always; doubled; no Garden Plaza yet, so it scores 0",
        ),
        (
            ("Garden", 1, "always", "doubled", 2, 3, "Garden Plaza"),
            "Garden, level 1: always; doubled, scores 2 × 3 stars",
        ),
    ],
)
def test_a_hex_says_why_and_what_it_scores(args, text):
    assert rulewords.hex_scoring(*args) == text


def test_a_plaza_says_its_stars_and_its_types_in_all():
    assert rulewords.plaza_scoring("Market Plaza", 1, 2, "Markets", 2) == (
        "Market Plaza, level 1: 2 stars for the Markets"
    )
    assert rulewords.plaza_scoring("Housing Plaza", 2, 1, "Houses", 3) == (
        "Housing Plaza, level 2: 1 star for the Houses (3 in this city)"
    )


def test_alike_hexes_are_counted_once():
    assert rulewords.hexes_alike(1, "x") == "x"
    assert rulewords.hexes_alike(3, "x") == "3 hexes alike: x"


def test_the_sentences_are_read_in_the_language_of_the_moment():
    """No sentence is bound at import: the same attribute reads English,
    then French (the catalogue's ``rules`` part)."""
    from akropolis import i18n

    assert rulewords.RULES == "Rules"
    assert not hasattr(rulewords, "count")
    with i18n.using("fr"):
        assert rulewords.RULES == "Règles"
        assert rulewords.RULES_LEVELS["callicrates"].startswith("Callicratès (difficile)")
        assert rulewords.temple_open(1) == "pas entouré (1 espace vide autour)"
        assert rulewords.scorepad_doubled(2) == "2 doublés"
        assert rulewords.hexes_alike(3, "x") == "3 hexagones semblables\u00a0: x"
        assert rulewords.hex_scoring("Temple", 2, "r", "", 2, 4, "Place Temples") == (
            "Temple, niveau 2\u00a0: r, rapporte 2 × 4 étoiles"
        )
    with pytest.raises(AttributeError):
        getattr(rulewords, "NO_SUCH_SENTENCE")  # noqa: B009
