"""``hard``: trades by what its hand will earn, bids by what a Build card
does to its chances of winning (``outlook``).

Market turn: it uses its buildings (Fountain House, Arsenal, Strategion:
each can only help its hand or what it knows), then asks, one offer at a
time, for the good that raises its hand's earnings most, weighed by the
chance that the opponent asked holds it (``holds_chance``: from the copies
it cannot account for, or a Strategion's look), and only from an opponent
likely enough to hold it (``MIN_CHANCE``), so that its offers can be
accepted; after a refusal it offers its least useful card in exchange, and
it never makes again an offer refused this Market turn. It accepts an
offer that makes its hand earn more, and any gift.
Build turn: it bids the least that leads, up to ``outlook.price_limit``.
"""

from __future__ import annotations

from math import comb

from ..actions import Accept, Action, Bid, Discard, Draw, GiveBack, Look, Offer, Pass, Refuse, Seize
from ..deck import AGORA_DECK, COPIES, GOODS
from ..legal import OFFERS_PER_MARKET, lowest_bid
from ..view import SeatView
from .base import CardBot, answer_gain, changed, least_useful, worth
from .outlook import finish, price_limit_steps

#: The least chance that the opponent asked holds the goods asked for: a
#: request below it is mostly one the receiver cannot accept.
MIN_CHANCE = 0.35


def holds_chance(view: SeatView, to: int, good: str, n: int) -> float:
    """The chance, as far as the player of ``view`` can tell, that player
    ``to`` holds at least ``n`` cards of ``good``: what a Strategion's look
    showed, else the odds of a hand of its size drawn from the cards the
    player cannot account for (all but its own hand and the hands it saw)."""
    seen = dict(view.seen)
    if to in seen:
        return 1.0 if seen[to].count(good) >= n else 0.0
    others = [hand for seat, hand in seen.items() if seat != to]
    copies = COPIES - view.held.get(good, 0) - sum(hand.count(good) for hand in others)
    pool = len(AGORA_DECK) - len(view.hand) - sum(len(hand) for hand in others)
    size = view.hand_sizes[to]
    if copies < n or size < n or pool < size:
        return 0.0
    fewer = sum(comb(copies, k) * comb(pool - copies, size - k) for k in range(n))
    return 1.0 - fewer / comb(pool, size)


class HardBot(CardBot):
    name = "hard"
    rollouts = 120

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        # price_limit depends on the view only: remembered through an auction.
        self._limits: dict[tuple, int] = {}

    def choose(self, view: SeatView, seed: int) -> Action:
        phase = view.phase
        if phase == "auction":
            return self.bid(view)
        if phase == "respond":
            gain = answer_gain(view)
            if gain is not None and (gain > 0 or (gain == 0 and not view.offer.ask)):
                return Accept()
            return Refuse()
        if phase in ("give_back", "discard"):
            good = least_useful(view, view.held)
            return GiveBack(good) if phase == "give_back" else Discard(good)
        return self.trade(view)

    # --------------------------------------------------------------- bidding
    def steps(self, view: SeatView, seed: int):
        """``choose`` in steps: the auction's Monte Carlo pauses between
        batches of rollouts (the same action as ``choose``)."""
        if view.phase == "auction" and view.high_bidder is not None:
            yield from self.limit_steps(view)
        return self.choose(view, seed)

    def limit(self, view: SeatView) -> int:
        return finish(self.limit_steps(view))

    def limit_steps(self, view: SeatView):
        key = (view.seat, view.round, view.piles, view.money, view.bid_card)
        if key not in self._limits:
            if len(self._limits) > 64:
                self._limits.clear()
            self._limits[key] = yield from price_limit_steps(view, self.rollouts)
        return self._limits[key]

    def bid(self, view: SeatView) -> Action:
        low = lowest_bid(view)
        if view.high_bidder is None:
            return Bid(low)  # the opener must bid; 0 costs nothing if it stands
        if low <= min(self.limit(view), view.money[view.seat]):
            return Bid(low)
        return Pass()

    # --------------------------------------------------------------- trading
    def trade(self, view: SeatView) -> Action:
        me = view.seat
        targets = [s for s in view.opponents() if not view.has(s, "walls")]
        if view.has(me, "fountain_house") and "fountain_house" not in view.used:
            if view.agora_left or view.discard_size:
                return Draw()  # never worse: it may discard the card drawn
        with_cards = [s for s in targets if view.hand_sizes[s]]
        if view.has(me, "arsenal") and "arsenal" not in view.used and with_cards:
            return Seize(max(with_cards, key=lambda s: view.hand_sizes[s]))
        if view.offers_made[me] >= OFFERS_PER_MARKET or not view.hand:
            return Pass()
        if view.has(me, "strategion") and "strategion" not in view.used and with_cards:
            return Look(max(with_cards, key=lambda s: view.hand_sizes[s]))
        offer = self.offer(view)
        return offer or Pass()

    def offer(self, view: SeatView) -> Offer | None:
        held = view.held
        now = worth(view, held)
        refused = {offer for offerer, offer, accepted in view.trades
                   if offerer == view.seat and not accepted}
        asked_before: dict[int, list[Offer]] = {}
        for offerer, offer, _ in view.trades:
            if offerer == view.seat:
                asked_before.setdefault(offer.to, []).append(offer)
        wishes = []
        for good in GOODS:
            for asked in ((good,), (good, good)):
                gain = worth(view, changed(held, asked)) - now
                if gain <= 0:
                    continue
                for to in view.opponents():
                    chance = holds_chance(view, to, good, len(asked))
                    if chance >= MIN_CHANCE:
                        wishes.append((gain / len(asked) * chance, -len(asked), good, asked, to))
        wishes.sort(key=lambda w: (-w[0], w[1], w[2], w[4]))
        for _, _, good, asked, to in wishes:
            before = [o for o in asked_before.get(to, ()) if good in o.ask]
            offer = None
            if not before:
                offer = Offer(to, (), asked)
            elif len(before) == 1 and not before[0].give:
                spare = least_useful(view, held)
                if spare != good and worth(view, changed(held, asked, [spare])) > now:
                    offer = Offer(to, (spare,), asked)
            if offer is not None and offer not in refused:
                return offer
        return None
