"""Which actions are legal: checked against the view of the player to act,
which holds all a check needs (their own hand and money, the public table).
Every refusal is a ``Refusal`` (a code and its facts), said by ``words``.

Where RULINGS.md leaves the digital table a choice, this is the reading:

- "after 3 offers per player": each player makes at most 3 offers in a
  Market turn; after them, on their turns, they pass (trading then ends
  when every player in a row has passed);
- the buildings' trading abilities (Arsenal, Strategion, Fountain House)
  are used on one's own trading turn, before an offer or a pass, and do not
  end it;
- "the card is always won (at worst by the First Citizen for 0)": the
  opener of an auction may not pass before a bid; their bid may be 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.names import quoted
from ..core.refusal import Refusal
from . import words  # noqa: F401  (says these refusals: core.refusal)
from .actions import Accept, Action, Bid, Discard, Draw, GiveBack, Look, Offer, Pass, Refuse, Seize
from .deck import GOODS, counts

if TYPE_CHECKING:
    from .view import SeatView

OFFERS_PER_MARKET = 3

#: The abilities used on a trading turn, by the action that uses them.
ABILITY = {Seize: "arsenal", Look: "strategion", Draw: "fountain_house"}
#: What each kind of action is called in a refusal ("You cannot ... now":
#: the catalogue's ``CARD_DOING``).
DOING = {
    Offer: "offer", Accept: "accept", Refuse: "refuse", Pass: "pass", Bid: "bid",
    Seize: "seize", GiveBack: "give_back", Look: "look", Draw: "draw", Discard: "discard",
}  # fmt: skip
#: The actions of each phase.
PHASE_ACTIONS = {
    "trade": (Offer, Pass, Seize, Look, Draw),
    "respond": (Accept, Refuse),
    "give_back": (GiveBack,),
    "discard": (Discard,),
    "auction": (Bid, Pass),
    "over": (),
}


def error(view: SeatView, action: Action) -> Refusal | None:
    """Why the player of ``view`` (the one to act) may not play ``action``."""
    if view.over:
        return Refusal.of("game_over")
    kind = type(action)
    if kind not in DOING:
        return Refusal.of("not_an_action", action=repr(action))
    if kind not in PHASE_ACTIONS[view.phase]:
        return Refusal.of("not_now", doing=DOING[kind], phase=view.phase)
    if view.phase == "auction":
        return _bid_error(view, action)
    if isinstance(action, Offer):
        return _offer_error(view, action)
    if isinstance(action, Accept):
        short = _short(view.held, view.offer.ask)
        return Refusal.of("you_lack", cards=short, hand=view.hand) if short else None
    if isinstance(action, (GiveBack, Discard)):
        if action.good not in GOODS:
            return Refusal.of("not_a_good", name=repr(action.good))
        if action.good not in view.hand:
            return Refusal.of("you_lack", cards=(action.good,), hand=view.hand)
        return None
    if kind in ABILITY:
        return _ability_error(view, action)
    return None  # Refuse, Pass


def _short(held: dict[str, int], cards) -> tuple[str, ...]:
    """The ``cards`` of each good the hand holds fewer of than asked (none:
    it holds them all): what a refusal names, not the goods it holds enough
    of."""
    wanted = counts(cards)
    return tuple(g for g in cards if held.get(g, 0) < wanted[g])


def _seat_error(view: SeatView, seat: object) -> Refusal | None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < view.players:
        # The seat as given (a whole number, or what was there instead).
        given = seat if isinstance(seat, int) and not isinstance(seat, bool) else quoted(seat)
        return Refusal.of("no_such_seat", seat=given)
    if seat == view.seat:
        return Refusal.of("not_yourself")
    return None


def _offer_error(view: SeatView, offer: Offer) -> Refusal | None:
    problem = _seat_error(view, offer.to)
    if problem:
        return problem
    for good in offer.give + offer.ask:
        if good not in GOODS:
            return Refusal.of("not_a_good", name=repr(good))
    if not offer.give and not offer.ask:
        return Refusal.of("empty_offer")
    if view.offers_made[view.seat] >= OFFERS_PER_MARKET:
        return Refusal.of("no_offers_left", limit=OFFERS_PER_MARKET)
    short = _short(view.held, offer.give)
    return Refusal.of("you_lack", cards=short, hand=view.hand) if short else None


def _ability_error(view: SeatView, action: Action) -> Refusal | None:
    building = ABILITY[type(action)]
    if not view.has(view.seat, building):
        return Refusal.of("no_ability", building=building)
    if building in view.used:
        return Refusal.of("ability_used", building=building)
    if isinstance(action, Draw):
        if not view.agora_left and not view.discard_size:
            return Refusal.of("agora_empty")
        return None
    problem = _seat_error(view, action.target)
    if problem:
        return problem
    name = view.names[action.target]
    if view.has(action.target, "walls"):
        return Refusal.of("protected", name=name)
    if isinstance(action, Seize) and not view.hand_sizes[action.target]:
        return Refusal.of("empty_hand", name=name)
    return None


def lowest_bid(view: SeatView) -> int:
    """The least the player to act may bid (it may be beyond their money)."""
    if view.high_bidder is None:
        return 0
    high = view.counts_as(view.high_bidder, view.high_bid)
    return max(0, high + 1 - view.counts_as(view.seat, 0))


def _bid_error(view: SeatView, action: Action) -> Refusal | None:
    if isinstance(action, Pass):
        return Refusal.of("must_open") if view.high_bidder is None else None
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        return Refusal.of("bid_not_whole", amount=repr(amount))
    money = view.money[view.seat]
    if amount > money:
        return Refusal.of("bid_too_high", money=money, amount=amount)
    if amount < lowest_bid(view):
        high = view.counts_as(view.high_bidder, view.high_bid)
        counted = view.counts_as(view.seat, amount)
        return Refusal.of("bid_too_low", amount=amount, counts=counted, high=high,
                          name=view.names[view.high_bidder])
    return None


def legal_actions(view: SeatView) -> list[Action]:
    """Every legal action of the player to act, except that offers are
    listed in their simplest forms only: to each opponent, one card of a
    good given, one good asked, or one for one. Any other offer the rules
    allow (``error`` is None) may be played too."""
    if view.over:
        return []
    phase = view.phase
    hand = sorted(set(view.hand))
    if phase == "respond":
        return [Accept(), Refuse()] if error(view, Accept()) is None else [Refuse()]
    if phase == "give_back":
        return [GiveBack(g) for g in hand]
    if phase == "discard":
        return [Discard(g) for g in hand]
    if phase == "auction":
        low, money = lowest_bid(view), view.money[view.seat]
        found: list[Action] = [] if view.high_bidder is None else [Pass()]
        return found + [Bid(a) for a in range(low, money + 1)]
    found = [Pass()]
    for kind in (Seize, Look):
        found.extend(a for a in map(kind, view.opponents()) if error(view, a) is None)
    if error(view, Draw()) is None:
        found.append(Draw())
    if view.offers_made[view.seat] < OFFERS_PER_MARKET:
        for to in view.opponents():
            for give in [(), *((g,) for g in hand)]:
                for ask in [(), *((g,) for g in GOODS)]:
                    if give or ask:
                        found.append(Offer(to, give, ask))
    return found


def random_action(view: SeatView, rng) -> Action:
    """A legal action drawn at random, quickly: first what kind of action
    (each kind the phase allows, equally likely), then its details; an offer
    gives 0 to 2 cards of the hand and asks 0 to 2 goods, to any opponent."""
    if view.phase != "trade":
        return rng.choice(legal_actions(view))
    kinds: list = [Pass]
    if view.offers_made[view.seat] < OFFERS_PER_MARKET:
        kinds.append(Offer)
    for kind in (Seize, Look, Draw):
        building = ABILITY[kind]
        if view.has(view.seat, building) and building not in view.used:
            kinds.append(kind)
    kind = rng.choice(kinds)
    if kind is Offer:
        while True:
            hand = list(view.hand)
            give = rng.sample(hand, min(len(hand), rng.randrange(3)))
            ask = [rng.choice(GOODS) for _ in range(rng.randrange(3))]
            offer = Offer(rng.choice(view.opponents()), tuple(give), tuple(ask))
            if error(view, offer) is None:
                return offer
    if kind is Pass or kind is Draw:
        action = kind()
        return action if error(view, action) is None else Pass()
    targets = [a for a in map(kind, view.opponents()) if error(view, a) is None]
    return rng.choice(targets) if targets else Pass()
