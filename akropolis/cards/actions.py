"""What a player may do, as small values: the actions of the Market turn
(offers, answers, passes, the buildings' abilities) and of the Build turn
(bids, passes). The player is always the one whose turn it is
(``CardGame.current``); actions name other players by seat (0 first).

Each action is written in a record as a small object (``to_dict``) and read
back with ``from_dict``; see docs/cards-record-format.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Offer:
    """Trade: give player ``to`` these cards of my hand (``give``) for
    these goods of theirs (``ask``). Either may be empty, not both."""

    to: int
    give: tuple[str, ...] = ()
    ask: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # One offer, one value: the cards in a fixed order.
        object.__setattr__(self, "give", tuple(sorted(self.give, key=str)))
        object.__setattr__(self, "ask", tuple(sorted(self.ask, key=str)))


@dataclass(frozen=True)
class Accept:
    """Accept the offer made to me."""


@dataclass(frozen=True)
class Refuse:
    """Refuse the offer made to me."""


@dataclass(frozen=True)
class Pass:
    """Trade: make no offer this time. Auction: drop out of the bidding."""


@dataclass(frozen=True)
class Bid:
    """Bid ``amount`` Drachmas for the Bid card."""

    amount: int


@dataclass(frozen=True)
class Seize:
    """Arsenal (Force Trade): take a random card from ``target``'s hand."""

    target: int


@dataclass(frozen=True)
class GiveBack:
    """Arsenal: give one card of ``good`` to the player I took a card from."""

    good: str


@dataclass(frozen=True)
class Look:
    """Strategion (Strategy): look at ``target``'s hand."""

    target: int


@dataclass(frozen=True)
class Draw:
    """Fountain House (Refreshment): draw the top card of the Agora deck."""


@dataclass(frozen=True)
class Discard:
    """Fountain House: discard one card of ``good`` after drawing."""

    good: str


Action = Offer | Accept | Refuse | Pass | Bid | Seize | GiveBack | Look | Draw | Discard

#: Each kind of action by its name in a record, and its fields.
KINDS: dict[str, tuple[type, tuple[str, ...]]] = {
    "offer": (Offer, ("to", "give", "ask")),
    "accept": (Accept, ()),
    "refuse": (Refuse, ()),
    "pass": (Pass, ()),
    "bid": (Bid, ("amount",)),
    "seize": (Seize, ("target",)),
    "give_back": (GiveBack, ("good",)),
    "look": (Look, ("target",)),
    "draw": (Draw, ()),
    "discard": (Discard, ("good",)),
}
_NAMES = {cls: name for name, (cls, _) in KINDS.items()}


def to_dict(action: Action) -> dict:
    name = _NAMES[type(action)]
    data: dict = {"do": name}
    for field in KINDS[name][1]:
        value = getattr(action, field)
        data[field] = list(value) if isinstance(value, tuple) else value
    return data
