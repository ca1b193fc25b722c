"""The end of the game: each player's score in each category, who wins
each category, and who wins the game, with every tie-break of the rules.

A category is won by the highest score in it; tied, by more buildings in it;
still tied, by the higher single building (every card is unique, so this
settles it). Nobody wins a category in which nobody has a building. The game
is won by whoever won the most categories; tied, by the most buildings, then
the most Drachmas left; still tied, the victory is shared.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .deck import BUILDINGS, CATEGORIES

GYMNASIUM_BONUS = 1


@dataclass(frozen=True)
class Standing:
    """One player's buildings in one category."""

    score: int
    buildings: int
    highest: int  # the highest printed score among them, 0 if none

    def key(self) -> tuple[int, int, int]:
        return (self.score, self.buildings, self.highest)


def standing(pile: Sequence[str], category: str, gymnasium: bool = False) -> Standing:
    scores = [BUILDINGS[b].score for b in pile if BUILDINGS[b].category == category]
    bonus = GYMNASIUM_BONUS * len(scores) if gymnasium else 0
    return Standing(sum(scores) + bonus, len(scores), max(scores, default=0))


def category_winner(standings: Sequence[Standing]) -> int | None:
    """The seat winning a category, given each seat's standing in it."""
    best = max(range(len(standings)), key=lambda s: standings[s].key())
    return best if standings[best].buildings else None


@dataclass(frozen=True)
class CardResult:
    """The end of a game: per category its winner (None: nobody), per seat
    its scores and categories won, and the winner(s)."""

    scores: tuple[dict[str, int], ...]  # per seat: category -> score
    category_winners: dict[str, int | None]
    won: tuple[int, ...]  # per seat: categories won
    winners: tuple[int, ...]
    decided_by: str  # categories, buildings, drachmas or shared

    def to_dict(self) -> dict:
        return {
            "scores": [dict(s) for s in self.scores],
            "category_winners": dict(self.category_winners),
            "categories_won": list(self.won),
            "winners": list(self.winners),
            "decided_by": self.decided_by,
        }


def result(piles: Sequence[Sequence[str]], money: Sequence[int], advanced: bool) -> CardResult:
    """Who wins, with the game's Victory piles and Drachmas left."""
    seats = range(len(piles))
    gym = [advanced and "gymnasium" in pile for pile in piles]
    table = {c: [standing(piles[s], c, gym[s]) for s in seats] for c in CATEGORIES}
    winners = {c: category_winner(table[c]) for c in CATEGORIES}
    won = tuple(sum(1 for c in CATEGORIES if winners[c] == s) for s in seats)
    tied = [s for s in seats if won[s] == max(won)]
    decided_by = "categories"
    for name, measure in (("buildings", lambda s: len(piles[s])), ("drachmas", lambda s: money[s])):
        if len(tied) == 1:
            break
        decided_by = name
        best = max(measure(s) for s in tied)
        tied = [s for s in tied if measure(s) == best]
    if len(tied) > 1:
        decided_by = "shared"
    scores = tuple({c: table[c][s].score for c in CATEGORIES} for s in seats)
    return CardResult(scores, winners, won, tuple(tied), decided_by)
