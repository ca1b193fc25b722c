"""The cards: the Agora deck (48 goods, 4 of each of 12) and the Build deck
(15 buildings, 5 in each of 3 categories), and the shuffles.

Goods and buildings are named by short keys ("wine", "council_hall"); their
names for players are in ``words``. A deck order is a tuple of keys, top
card first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

GOODS = (
    "fish", "meat", "vegetables", "cheese", "wine", "bronze",
    "cloth", "pottery", "goats", "sheep", "slaves", "oil",
)  # fmt: skip
COPIES = 4
AGORA_DECK = tuple(g for g in GOODS for _ in range(COPIES))
CATEGORIES = ("military", "civic", "religious")


@dataclass(frozen=True)
class Building:
    """A Build card: its key, category and score (4 to 8)."""

    key: str
    category: str
    score: int


BUILDINGS = {
    b.key: b
    for b in (
        Building("walls", "military", 4),
        Building("arsenal", "military", 5),
        Building("harbor", "military", 6),
        Building("strategion", "military", 7),
        Building("acropolis", "military", 8),
        Building("fountain_house", "civic", 4),
        Building("gymnasium", "civic", 5),
        Building("theatre", "civic", 6),
        Building("council_hall", "civic", 7),
        Building("agora", "civic", 8),
        Building("shrine", "religious", 4),
        Building("great_altar", "religious", 5),
        Building("sanctuary", "religious", 6),
        Building("temple", "religious", 7),
        Building("parthenon", "religious", 8),
    )
}
BUILD_DECK = tuple(BUILDINGS)


def shuffled(cards, seed: int) -> tuple[str, ...]:
    """``cards`` in an order drawn from ``seed`` (sorted first, so that the
    order depends only on the cards and the seed)."""
    order = sorted(cards)
    random.Random(seed).shuffle(order)
    return tuple(order)


def counts(cards) -> dict[str, int]:
    """How many cards of each good ``cards`` hold (goods held only)."""
    found: dict[str, int] = {}
    for card in cards:
        found[card] = found.get(card, 0) + 1
    return found


def is_agora_deck(order) -> bool:
    return sorted(order) == sorted(AGORA_DECK)


def is_build_deck(order) -> bool:
    return sorted(order) == sorted(BUILD_DECK)
