"""Hand types (RULINGS.md "Hand types", and the advanced rules' Harbor,
Shrine, Great Altar, Sanctuary and Temple): the best pattern contained,
checked exhaustively over every count pattern of 7, 8 and 9 cards against a
brute-force oracle, with and without wild Slaves and the bonus buildings."""

from __future__ import annotations

import itertools

import pytest

from akropolis.cards.deck import GOODS
from akropolis.cards.hands import (
    BY_KEY,
    HAND_TYPES,
    Bonuses,
    best_type,
    sale,
    shortfall,
    type_cards,
)

OTHERS = [g for g in GOODS if g != "slaves"]


def partitions(n: int, most: int, parts: int):
    """Count patterns of ``n`` cards: at most ``parts`` goods, at most
    ``most`` cards of one good, largest first."""
    if n == 0:
        yield ()
        return
    if parts == 0:
        return
    for first in range(min(n, most), 0, -1):
        for rest in partitions(n - first, first, parts - 1):
            yield (first, *rest)


def contains(counts: list[int], pattern: tuple[int, ...]) -> bool:
    """Hall's condition, independent of the engine's matching: for every
    size t, at least as many goods hold t cards as groups need t."""
    return all(
        sum(c >= t for c in counts) >= sum(g >= t for g in pattern) for t in range(1, 5)
    )


def oracle(natural: tuple[int, ...], wild: int, bonuses: Bonuses) -> tuple[str | None, int]:
    """The type and Drachmas by brute force: every way of naming the wild
    cards (as any of the 12 goods), every type contained, the best-paying
    (ties: the one earning more with the bonuses)."""
    found = set()
    base = list(natural) + [0] * (len(GOODS) - len(natural))
    for named in itertools.combinations_with_replacement(range(len(GOODS)), wild):
        counts = base[:]
        for i in named:
            counts[i] += 1
        found |= {t.key for t in HAND_TYPES if contains(counts, t.pattern)}
    if not found:
        return None, (1 if bonuses.shrine else 0)
    # Still tied (the same Drachmas either way): the type listed first.
    listed = [t.key for t in HAND_TYPES if t.key in found]
    best = max(listed, key=lambda k: (BY_KEY[k].drachmas, bonuses.extra(BY_KEY[k])))
    return best, BY_KEY[best].drachmas + bonuses.extra(BY_KEY[best])


def hand_of(natural: tuple[int, ...], slaves: int) -> dict[str, int]:
    held = {OTHERS[i]: n for i, n in enumerate(natural)}
    if slaves:
        held["slaves"] = slaves
    return held


BONUS_SETS = [Bonuses()] + [
    Bonuses(False, *flags) for flags in itertools.product((False, True), repeat=4) if any(flags)
]


@pytest.mark.parametrize("size", [7, 8, 9])
def test_every_count_pattern_without_wild_slaves(size):
    """Hand types: every pattern of 7, 8, 9 cards (at most 4 of a good, 12
    goods), with every combination of the four bonus buildings."""
    patterns = list(partitions(size, 4, len(GOODS)))
    assert patterns
    for natural in patterns:
        held = {GOODS[i]: n for i, n in enumerate(natural)}
        for bonuses in BONUS_SETS:
            hand_type, earned = sale(held, bonuses)
            expected = oracle(natural, 0, bonuses)
            assert ((hand_type.key if hand_type else None), earned) == expected, (natural, bonuses)


@pytest.mark.parametrize("size", [7, 8, 9])
def test_every_count_pattern_with_wild_slaves(size):
    """Advanced rules, Harbor: 0 to 4 Slaves, wild, with every other pattern
    of the rest of the hand, with and without the bonuses."""
    for slaves in range(0, 5):
        for natural in partitions(size - slaves, 4, len(OTHERS)):
            held = hand_of(natural, slaves)
            for bonuses in (Bonuses(True), Bonuses(True, True, True, True, True)):
                hand_type, earned = sale(held, bonuses)
                assert ((hand_type.key if hand_type else None), earned) == oracle(
                    natural, slaves, bonuses
                ), (natural, slaves, bonuses)


def test_without_harbor_slaves_are_a_good_like_any_other():
    """Hand types: Slaves are not wild without the Harbor."""
    held = {"slaves": 2, "wine": 1, "fish": 1, "oil": 1, "meat": 1, "cheese": 1}
    assert best_type(held).key == "bireme"
    assert best_type(held, Bonuses(wild_slaves=True)).key == "trireme"


@pytest.mark.parametrize(
    "counts, name, drachmas",
    [
        ((2, 1, 1, 1, 1, 1), "bireme", 1),
        ((1,) * 7, "democracy", 2),
        ((2, 2, 1, 1, 1), "philosophers", 3),
        ((2, 2, 2, 1), "pythagoras", 5),
        ((3, 1, 1, 1, 1), "trireme", 5),
        ((4, 1, 1, 1), "golden_rule", 7),
        ((3, 2, 1, 1), "phalanx", 7),
        ((3, 2, 2), "fleet", 9),
        ((4, 2, 1), "colony", 9),
        ((3, 3, 1), "city_states", 11),
        ((4, 3), "olympiad", 13),
        ((2, 2, 2, 2), "pythagoras", 5),  # 8 cards
        ((4, 4), "olympiad", 13),  # 8 cards: a FOAK and a TOAK inside
        ((3, 3, 3), "city_states", 11),  # 9 cards
        ((4, 4, 1), "olympiad", 13),
        ((1,) * 9, "democracy", 2),
        ((2, 1, 1, 1, 1, 1, 1), "democracy", 2),  # 7 different goods beat a pair
    ],
)
def test_the_table_of_hand_types(counts, name, drachmas):
    """Hand types: the table of RULINGS.md, and the "best pattern contained"
    ruling (3+3+1 is City States, not Phalanx) for 8 and 9 cards."""
    held = {GOODS[i]: n for i, n in enumerate(counts)}
    hand_type, earned = sale(held)
    assert (hand_type.key, earned) == (name, drachmas)


def test_a_hand_of_no_type_earns_nothing_but_the_shrine():
    """Sell: a hand of none of the types earns 0; the Shrine's +1 even then."""
    held = {g: 1 for g in GOODS[:6]}
    assert sale(held) == (None, 0)
    assert sale(held, Bonuses(shrine=True)) == (None, 1)


def test_the_bonuses_add_up_and_break_ties_between_equal_types():
    """Advanced rules: bonuses add up; between types of equal base value,
    the one that earns more with the bonuses (Pythagoras 5 + 3 pairs beats
    Trireme 5 with the Great Altar; Trireme wins with the Sanctuary)."""
    held = {"wine": 3, "fish": 2, "oil": 2, "meat": 2}  # Fleet 9 (3,2,2) contains all
    assert sale(held, Bonuses(False, True, True, True, True)) == (BY_KEY["fleet"], 9 + 1 + 2 + 2)
    six = {"wine": 2, "fish": 2, "oil": 2, "meat": 1}
    assert sale(six, Bonuses(great_altar=True)) == (BY_KEY["pythagoras"], 8)
    toak = {"wine": 3, "fish": 1, "oil": 1, "meat": 1, "cheese": 1}
    assert sale(toak, Bonuses(sanctuary=True)) == (BY_KEY["trireme"], 7)
    foak = {"wine": 4, "fish": 2, "oil": 1}  # Colony 9 (4,2): Temple +3, Great Altar +1
    assert sale(foak, Bonuses(great_altar=True, temple=True)) == (BY_KEY["colony"], 13)
    # Golden Rule and Phalanx both pay 7: the Temple makes it the Golden Rule.
    both = {"wine": 4, "fish": 2}
    assert best_type(both).drachmas == 9  # Colony
    seven = {"wine": 4, "fish": 1, "oil": 1, "meat": 1}
    assert sale(seven, Bonuses(temple=True)) == (BY_KEY["golden_rule"], 10)


def test_the_cards_that_make_the_type():
    """Which cards make the hand's type (the table marks them): the pair of
    a Bireme, both pairs of Philosophers, the TOAK and the pair of a
    Phalanx; 3 of a FOAK in a Fleet (it comes before Colony at 9); every
    good of a Democracy; nothing for a hand of no type."""
    assert type_cards({"fish": 2, "meat": 1, "wine": 1}) == {"fish": 2}
    assert type_cards({"oil": 1, "goats": 2, "sheep": 2, "fish": 1}) == {"goats": 2, "sheep": 2}
    assert type_cards({"cloth": 2, "bronze": 3, "fish": 1, "cheese": 1}) == {"bronze": 3, "cloth": 2}
    assert type_cards({"wine": 4, "fish": 2, "oil": 2}) == {"wine": 3, "fish": 2, "oil": 2}
    democracy = {g: 1 for g in GOODS[:7]}
    assert type_cards(democracy) == democracy
    assert type_cards({g: 1 for g in GOODS[:6]}) == {}
    # Without the Harbor, Slaves are a good like any other.
    assert type_cards({"slaves": 2, "wine": 1, "fish": 1}) == {"slaves": 2}


def test_the_wild_slaves_that_make_the_type():
    """Harbor: the wild Slaves that fill a group are under "slaves", with
    the goods they complete; those not needed are not."""
    wild = Bonuses(wild_slaves=True)
    # Two Slaves and a Fish make the second TOAK of City States.
    assert type_cards({"wine": 3, "slaves": 2, "fish": 1, "meat": 1}, wild) == {
        "wine": 3, "fish": 1, "slaves": 2}
    # Two Slaves and a Fish: three Fish, a Trireme.
    assert type_cards({"slaves": 2, "fish": 1, "meat": 1, "oil": 1}, wild) == {"fish": 1, "slaves": 2}
    assert type_cards({"slaves": 1, "wine": 3, "fish": 1}, wild) == {"wine": 3, "slaves": 1}
    # Olympiad needs one of the two Slaves: the other is not part of it.
    assert type_cards({"wine": 3, "cheese": 3, "slaves": 2}, wild) == {
        "wine": 3, "cheese": 3, "slaves": 1}


@pytest.mark.parametrize("size", [7, 8, 9])
def test_the_type_cards_always_form_the_type(size):
    """For every pattern of 7, 8 and 9 cards with 0 to 3 Slaves, wild or
    not: the cards said to make the type are held, there are as many as
    the type's pattern needs, and the natural ones with the wild Slaves
    form the pattern."""
    for slaves in range(0, 4):
        for natural in partitions(size - slaves, 4, len(OTHERS)):
            held = hand_of(natural, slaves)
            for bonuses in (Bonuses(), Bonuses(True)):
                hand_type = best_type(held, bonuses)
                cards = type_cards(held, bonuses)
                if hand_type is None:
                    assert cards == {}
                    continue
                assert all(0 < n <= held[g] for g, n in cards.items()), (held, cards)
                assert sum(cards.values()) == sum(hand_type.pattern), (held, cards)
                wild = cards.get("slaves", 0) if bonuses.wild_slaves else 0
                sizes = sorted((n for g, n in cards.items()
                                if not (bonuses.wild_slaves and g == "slaves")), reverse=True)
                assert shortfall(hand_type.pattern, sizes) == wild, (held, cards)
