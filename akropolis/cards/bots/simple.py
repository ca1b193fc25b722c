"""The two simple players: ``random`` and ``easy``."""

from __future__ import annotations

import random

from ..actions import Accept, Action, Bid, Discard, GiveBack, Pass, Refuse
from ..legal import lowest_bid, random_action
from ..view import SeatView
from .base import CardBot, answer_gain, least_useful


class RandomBot(CardBot):
    """Any legal action (see ``legal.random_action``)."""

    name = "random"

    def choose(self, view: SeatView, seed: int) -> Action:
        return random_action(view, random.Random(seed))


class EasyBot(CardBot):
    """Sells what it is dealt (it makes no offer and uses no ability),
    accepts any offer that does not lower what its hand earns, and bids
    while the bid stays within a fixed share of its money."""

    name = "easy"
    share = 0.5

    def choose(self, view: SeatView, seed: int) -> Action:
        phase = view.phase
        if phase == "respond":
            gain = answer_gain(view)
            return Accept() if gain is not None and gain >= 0 else Refuse()
        if phase in ("give_back", "discard"):
            good = least_useful(view, view.held)
            return GiveBack(good) if phase == "give_back" else Discard(good)
        if phase == "auction":
            low = lowest_bid(view)
            if view.high_bidder is None or low <= int(view.money[view.seat] * self.share):
                return Bid(low)
        return Pass()
