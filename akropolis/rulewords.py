"""The rules as a player reads them: the Rules panel's sentences, what a hex
of a city scores now and why (the board's tooltips, the city in words), the
game's options on the table and the scorepad's doubled lines.

A sibling of ``words``, and the same seam: the sentences are entries of the
catalogue (``i18n/en/rules.py``, ``i18n/fr/rules.py``), read as attributes
(``rulewords.RULES_TURN``, ``rulewords.RULES_CONDITIONS[HOUSE]``) in the
language of the moment (module ``__getattr__``: never bind one with
``from rulewords import``). Functions take plain values and return text;
none of them escapes HTML.
"""

from __future__ import annotations

from . import i18n
from .i18n import plural, t

#: ``module.NAME``: the catalogue's entry ``NAME``, in the language of the moment.
__getattr__ = i18n.attributes(__name__)


def scorepad_doubled(n: int) -> str:
    return plural("SCOREPAD_DOUBLED", n)


# What a hex scores now, and why: "Temple, level 2: surrounded, scores 2 × 4 stars".
def house_in_group(size: int) -> str:
    return t("HEX_HOUSE_IN_GROUP", size=size)


def house_outside_group(size: int, largest: int) -> str:
    return t("HEX_HOUSE_OUTSIDE_GROUP", size=size, largest=largest)


def barracks_doubled(sides: int) -> str:
    return t("HEX_BARRACKS_DOUBLED", sides=sides)


def temple_open(empty: int) -> str:
    return t("HEX_TEMPLE_OPEN", spaces=plural("HEX_EMPTY_SPACES", empty))


def hex_scoring(
    name: str, level: int, reason: str, doubled: str, value: int, stars: int, plaza: str
) -> str:
    """A District's tooltip: what it is, why it counts or not, and what it
    scores now (``value``: its level, doubled or not; 0 if it does not count)."""
    said = {"name": name, "level": level, "reason": reason}
    if not value:
        return t("HEX_SCORES_NOTHING", **said)
    if doubled:
        said["doubled"] = doubled
    if not stars:
        return t("HEX_DOUBLED_NO_PLAZA" if doubled else "HEX_NO_PLAZA", plaza=plaza, **said)
    key = "HEX_DOUBLED_SCORES" if doubled else "HEX_SCORES"
    return t(key, value=value, stars=plural("STARS", stars), **said)


def quarry_scoring(name: str, level: int) -> str:
    """A Quarry's tooltip."""
    return t("HEX_QUARRY", name=name, level=level)


def plaza_scoring(name: str, level: int, own: int, plural_name: str, total: int) -> str:
    """A Plaza's tooltip: its stars, and all its type's stars in the city."""
    key = "HEX_PLAZA" if total == own else "HEX_PLAZA_OF_CITY"
    return t(key, name=name, level=level, stars=plural("STARS", own), plural=plural_name,
             total=total)


def hexes_alike(n: int, sentence: str) -> str:
    """The city in words: ``n`` hexes that score alike."""
    return sentence if n == 1 else t("HEXES_ALIKE", n=n, sentence=sentence)
