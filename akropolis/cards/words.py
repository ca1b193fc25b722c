"""Every sentence of the card game a player reads: the names of the goods,
the buildings, the categories and the hand types, and the refusals of
illegal actions, from the catalogue of the language the player reads
(``akropolis.i18n``: the English in ``i18n/en/cards.py``, the French in
``i18n/fr/cards.py``). The rules use these; nothing else spells them.

A constant of the catalogue is read as an attribute, in the language of
the moment: ``words.CARD_BUILDINGS["walls"]`` (module ``__getattr__``:
never bind one with ``from words import``)."""

from __future__ import annotations

from .. import i18n
from .. import words as _tile_words  # noqa: F401  (says game_over)
from ..core import refusal
from ..i18n import t

#: ``module.NAME``: the catalogue's entry ``NAME``, in the language of the moment.
__getattr__ = i18n.attributes(__name__)


def number(n: int) -> str:
    """A count of cards in words: "two"."""
    names = i18n.entry("CARD_NUMBERS")
    return names[n] if 0 <= n < len(names) else i18n.number(n)


def drachmas(n: int) -> str:
    return i18n.plural("CARD_DRACHMAS", n)


def good(name: str) -> str:
    """A good as its cards are named: "Vegetables"."""
    return i18n.entry("CARD_GOOD_NAMES")[name]


def count(name: str, n: int = 1) -> str:
    """``n`` cards of a good, the number in words: "one Fish", "two Wine"."""
    return i18n.form(i18n.entry("CARD_GOODS")[name], n).format(n=number(n))


def goods(names) -> str:
    """Cards named as a player says them: "two Wine and one Fish"."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    parts = [count(g, n) for g, n in counts.items()]
    return i18n.join(parts) if parts else t("CARD_NOTHING")


def building(name: str) -> str:
    return i18n.entry("CARD_BUILDINGS")[name]


def category(name: str) -> str:
    return i18n.entry("CARD_CATEGORIES")[name]


def ability(name: str) -> tuple[str, str]:
    """A building's ability (advanced rules): its name and what it does."""
    return i18n.entry("CARD_ABILITIES")[name]


def hand_type(name: str | None) -> str:
    return i18n.entry("CARD_HAND_TYPES")[name] if name else t("CARD_NO_TYPE")


# ----------------------------------------------------------------- refusals
def not_now(doing: str, phase: str) -> str:
    """``doing``: the kind of action refused ("offer", "bid", ...)."""
    return t("CARD_NOT_NOW", doing=i18n.entry("CARD_DOING")[doing],
             why=i18n.entry("CARD_PHASES")[phase])


def lacked(names) -> str:
    """Cards a player does not hold, after a negation: French turns "un"
    into "de" there ("pas d'Esclave ni deux Vins")."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    parts = [i18n.form(i18n.entry("CARD_GOODS_NOT")[g], n).format(n=number(n)) for g, n in counts.items()]
    if len(parts) <= 1:
        return "".join(parts)
    return i18n.entry("LIST_SEPARATOR").join(parts[:-1]) + i18n.entry("CARD_NOR") + parts[-1]


def you_lack(cards, hand) -> str:
    return t("CARD_YOU_LACK", cards=lacked(cards), hand=goods(hand))


def bid_too_high(money: int, amount: int) -> str:
    return t("CARD_BID_TOO_HIGH", drachmas=drachmas(money), amount=amount)


def bid_too_low(amount: int, counts: int, high: int, name: str) -> str:
    shown = f"{amount}" if counts == amount else t("CARD_BID_COUNTING", amount=amount, counts=counts)
    return t("CARD_BID_TOO_LOW", amount=shown, name=name, high=high)


def no_ability(building: str) -> str:
    return t("CARD_NO_ABILITY", building=i18n.entry("CARD_BUILDINGS")[building])


def ability_used(building: str) -> str:
    return t("CARD_ABILITY_USED", building=i18n.entry("CARD_BUILDINGS")[building])


def no_such_seat(seat: int | str) -> str:
    """A seat (counted from 0) is said as players count: from 1."""
    return t("CARD_NO_SUCH_SEAT", seat=seat + 1 if isinstance(seat, int) else seat)


def _said(key: str):
    """A refusal said by the catalogue's entry ``key``, filled with its facts."""
    return lambda **facts: t(key, **facts)


#: How the card game's refusals (``legal``: codes and facts) are said; the
#: end of the game is said as the tile game says it (``akropolis.words``).
REFUSALS = {
    "not_an_action": _said("CARD_NOT_AN_ACTION"),
    "not_now": not_now,
    "no_such_seat": no_such_seat,
    "not_yourself": _said("CARD_NOT_YOURSELF"),
    "not_a_good": _said("CARD_NOT_A_GOOD"),
    "you_lack": you_lack,
    "no_offers_left": _said("CARD_NO_OFFERS_LEFT"),
    "empty_offer": _said("CARD_EMPTY_OFFER"),
    "bid_not_whole": _said("CARD_BID_NOT_WHOLE"),
    "bid_too_high": bid_too_high,
    "bid_too_low": bid_too_low,
    "must_open": _said("CARD_MUST_OPEN"),
    "no_ability": no_ability,
    "ability_used": ability_used,
    "protected": _said("CARD_PROTECTED"),
    "empty_hand": _said("CARD_EMPTY_HAND"),
    "agora_empty": _said("CARD_AGORA_EMPTY"),
}
refusal.register(REFUSALS)


def players_range(low: int, high: int, n: int) -> str:
    return t("CARD_PLAYERS_RANGE", low=low, high=high, n=n)


# ------------------------------------------------------ a record's chance
def bad_reshuffle(number: int, cards: int) -> str:
    return t("CARD_BAD_RESHUFFLE", number=number, cards=cards)


def bad_seizure(number: int) -> str:
    return t("CARD_BAD_SEIZURE", number=number)
