"""Selling a hand: its type (the best-paying pattern it contains) and the
Drachmas it earns, with the advanced rules' wild Slaves (Harbor) and
bonuses (Shrine, Great Altar, Sanctuary, Temple).

A *pattern* is a tuple of group sizes, largest first: (4, 3) is a four of a
kind and a three of a kind of another good. A hand contains a pattern when
each group can be given a different good of which the hand holds at least
that many cards. Matching the largest groups with the largest counts is
optimal (the shortfall ``max(0, group - count)`` is convex in their
difference), which also gives how many wild Slaves a pattern needs.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HandType:
    key: str
    pattern: tuple[int, ...]
    drachmas: int

    @property
    def pairs(self) -> int:
        return self.pattern.count(2)

    @property
    def toaks(self) -> int:
        return self.pattern.count(3)

    @property
    def foaks(self) -> int:
        return self.pattern.count(4)


#: The hand types of the rules, cheapest first.
HAND_TYPES = (
    HandType("bireme", (2,), 1),
    HandType("democracy", (1,) * 7, 2),
    HandType("philosophers", (2, 2), 3),
    HandType("pythagoras", (2, 2, 2), 5),
    HandType("trireme", (3,), 5),
    HandType("golden_rule", (4,), 7),
    HandType("phalanx", (3, 2), 7),
    HandType("fleet", (3, 2, 2), 9),
    HandType("colony", (4, 2), 9),
    HandType("city_states", (3, 3), 11),
    HandType("olympiad", (4, 3), 13),
)
BY_KEY = {t.key: t for t in HAND_TYPES}


@dataclass(frozen=True)
class Bonuses:
    """What a seller's buildings add (advanced rules): Harbor's wild
    Slaves, and the Shrine, Great Altar, Sanctuary and Temple."""

    wild_slaves: bool = False
    shrine: bool = False
    great_altar: bool = False
    sanctuary: bool = False
    temple: bool = False

    def extra(self, hand_type: HandType | None) -> int:
        extra = 1 if self.shrine else 0
        if hand_type is not None:
            extra += hand_type.pairs if self.great_altar else 0
            extra += 2 * hand_type.toaks if self.sanctuary else 0
            extra += 3 * hand_type.foaks if self.temple else 0
        return extra


NO_BONUSES = Bonuses()


def shortfall(pattern: tuple[int, ...], sizes: list[int]) -> int:
    """How many cards ``pattern`` lacks in a hand whose groups (of natural
    cards) have ``sizes``, largest first."""
    missing = 0
    for i, group in enumerate(pattern):
        have = sizes[i] if i < len(sizes) else 0
        if group > have:
            missing += group - have
    return missing


def contained(held: dict[str, int], wild_slaves: bool = False) -> list[HandType]:
    """Every hand type whose pattern the hand ``held`` (good -> count)
    contains; with ``wild_slaves``, each Slave counts as any good."""
    wild = held.get("slaves", 0) if wild_slaves else 0
    sizes = sorted((n for g, n in held.items() if n > 0 and not (wild and g == "slaves")),
                   reverse=True)
    # A group beyond the natural ones is all wild cards, standing for a good
    # the hand lacks: with 12 goods and at most 7 groups there is always one.
    return [t for t in HAND_TYPES if shortfall(t.pattern, sizes) <= wild]


def best_type(held: dict[str, int], bonuses: Bonuses = NO_BONUSES) -> HandType | None:
    """The hand's type: the best-paying one it contains, before bonuses;
    between types paying the same, the one that earns more with them (and,
    should they earn the same, the one listed first in ``HAND_TYPES``)."""
    found = contained(held, bonuses.wild_slaves)
    if not found:
        return None
    return max(found, key=lambda t: (t.drachmas, bonuses.extra(t)))


def sale(held: dict[str, int], bonuses: Bonuses = NO_BONUSES) -> tuple[HandType | None, int]:
    """The hand's type and the Drachmas it earns when sold."""
    hand_type = best_type(held, bonuses)
    base = hand_type.drachmas if hand_type else 0
    return hand_type, base + bonuses.extra(hand_type)


def type_cards(held: dict[str, int], bonuses: Bonuses = NO_BONUSES) -> dict[str, int]:
    """The cards of ``held`` that make its type (``best_type``): good -> how
    many of its cards, largest group first. The pattern's groups take the
    largest counts (as ``contained`` reads a hand; between equal counts,
    the goods in ``held``'s order); with the Harbor's wild Slaves, those
    that fill the groups' shortfall are under ``"slaves"``. Empty when the
    hand has no type."""
    hand_type = best_type(held, bonuses)
    if hand_type is None:
        return {}
    wild = bonuses.wild_slaves
    natural = sorted((g for g, n in held.items() if n > 0 and not (wild and g == "slaves")),
                     key=lambda g: -held[g])
    used: dict[str, int] = {}
    missing = 0
    for i, group in enumerate(hand_type.pattern):
        # A group beyond the natural ones is all wild (as in ``contained``).
        have = min(group, held[natural[i]]) if i < len(natural) else 0
        if have:
            used[natural[i]] = have
        missing += group - have
    if missing:
        used["slaves"] = missing
    return used


def value(held: dict[str, int], bonuses: Bonuses = NO_BONUSES) -> int:
    """The Drachmas the hand earns when sold."""
    return sale(held, bonuses)[1]
