"""What one seat may know of a card game: its own hand, what is public
(Drachmas, Victory piles, the Bid card, the number of cards in each hand,
the bids, what each hand sold for) and what its buildings reveal (a
Strategion's look, an Acropolis's next 3 Build cards). Computer players
decide from this alone: it holds no other hand and no deck order, and it is
a frozen copy, so a player cannot change the game through it.

The view of the player to act is also what the rules check an action
against (``legal``): nothing else is needed to know whether it is legal.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.refusal import Refusal
from . import legal
from .actions import Action, Offer
from .deck import BUILDINGS, counts
from .hands import Bonuses

COUNCIL_HALL_BONUS = 3


@dataclass(frozen=True)
class SeatView:
    seat: int
    names: tuple[str, ...]
    advanced: bool
    phase: str  # trade, respond, give_back, discard, auction, over
    current: int | None
    round: int  # 0 to 14
    market: int  # 0 or 1: the Market turn of the round (2 in its Build turn)
    first: int  # the First Citizen
    hand: tuple[str, ...]  # sorted
    hand_sizes: tuple[int, ...]
    money: tuple[int, ...]
    piles: tuple[tuple[str, ...], ...]
    bid_card: str | None
    unseen_builds: frozenset[str]  # the Build deck below the Bid card, as a set
    next_builds: tuple[str, ...]  # the Acropolis's look (advanced rules)
    agora_left: int
    discard_size: int
    offers_made: tuple[int, ...]
    passes: int
    offer: Offer | None  # an offer made to this seat, or by it, awaiting an answer
    offerer: int | None
    used: frozenset[str]  # this seat's abilities used this Market turn
    #: This Market turn's answered offers made by or to this seat:
    #: (offerer, offer, accepted).
    trades: tuple[tuple[int, Offer, bool], ...]
    seen: tuple[tuple[int, tuple[str, ...]], ...]  # Strategion looks: (seat, hand)
    seized_from: int | None  # Arsenal: whom a card was taken from, to give one back
    opener: int | None  # who opens this Build turn's auction
    high_bidder: int | None
    high_bid: int  # Drachmas the highest bidder would pay
    out: frozenset[int]
    last_sales: tuple[tuple[str | None, int], ...]  # per seat: hand type, Drachmas
    over: bool

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def held(self) -> dict[str, int]:
        return counts(self.hand)

    def has(self, seat: int, building: str) -> bool:
        """Whether ``seat`` has ``building``'s ability (advanced rules)."""
        return self.advanced and building in self.piles[seat]

    def counts_as(self, seat: int, amount: int) -> int:
        """What a bid of ``amount`` by ``seat`` counts (Council Hall: +3)."""
        return amount + (COUNCIL_HALL_BONUS if self.has(seat, "council_hall") else 0)

    def bonuses(self, seat: int) -> Bonuses:
        """What ``seat``'s buildings add to the sale of a hand."""
        if not self.advanced:
            return Bonuses()
        pile = self.piles[seat]
        return Bonuses(
            "harbor" in pile, "shrine" in pile, "great_altar" in pile,
            "sanctuary" in pile, "temple" in pile,
        )  # fmt: skip

    def unclaimed(self) -> frozenset[str]:
        """Build cards nobody has claimed yet (the Bid card included)."""
        claimed = {b for pile in self.piles for b in pile}
        return frozenset(BUILDINGS) - claimed

    def opponents(self) -> list[int]:
        return [s for s in range(self.players) if s != self.seat]

    def error(self, action: Action) -> Refusal | None:
        """Why this seat may not play ``action`` now, or None."""
        return legal.error(self, action)

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions now (offers: see ``legal.legal_actions``)."""
        return legal.legal_actions(self)
