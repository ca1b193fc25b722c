"""What an action did, as facts a log and a screen can use: ``CardGame.play``
returns a ``Report`` of the action and every ``Event`` it caused (the sale
of every hand at the end of trading, the Bid card won at the end of an
auction). Who may read an event's details is part of it (``parties``: an
offer's cards are seen by the two players it is between; the others see
that it was made)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from .actions import Accept, Action, Bid, Discard, Draw, GiveBack, Look, Offer, Pass, Refuse, Seize


@dataclass(frozen=True)
class Event:
    """One thing that happened, in round ``round``: ``kind`` (offer,
    answer, pass, bid, ability, sold, won) by ``seat``, with ``other`` (the
    player it concerns), ``cards`` (an offer's cards given; a bid: how much
    it counts; an ability: its kind; a sale: the hand type; a win: the
    building), ``ask`` (an offer's goods asked), ``amount`` (Drachmas),
    ``accepted`` (an answer), ``auction`` (a pass during the Build turn) and
    ``parties`` (who may see an offer's cards; empty: everyone)."""

    round: int
    kind: str
    seat: int
    other: int | None = None
    cards: tuple = ()
    ask: tuple = ()
    amount: int = 0
    accepted: bool = False
    auction: bool = False
    parties: tuple[int, ...] = ()

    def seen_by(self, seat: int | None) -> bool:
        """Whether ``seat`` may read the details (an offer's cards)."""
        return not self.parties or seat in self.parties


@dataclass(frozen=True)
class Report:
    """What ``CardGame.play`` did: ``seat`` played ``action``, and
    ``events`` followed, in order."""

    seat: int
    action: Action
    events: tuple[Event, ...]


_ABILITY = {Seize: "seize", GiveBack: "give_back", Look: "look", Draw: "draw", Discard: "discard"}


def action_event(game, action: Action, seat: int, view) -> Event:
    """The event of ``action`` of ``seat`` in ``game``, said before it is
    played (``view``: the seat's view then); its consequences are said where
    they happen (the sale, the Bid card won)."""
    made = partial(Event, game.round, seat=seat)
    if isinstance(action, Offer):
        return made("offer", other=action.to, cards=action.give, ask=action.ask,
                    parties=(seat, action.to))
    if isinstance(action, (Accept, Refuse)):
        offer, offerer = game._offer, game._offerer
        return made("answer", other=offerer, cards=offer.give, ask=offer.ask,
                    accepted=isinstance(action, Accept), parties=(seat, offerer))
    if isinstance(action, Pass):
        return made("pass", auction=game.phase == "auction")
    if isinstance(action, Bid):
        return made("bid", amount=action.amount, cards=(view.counts_as(seat, action.amount),))
    other = game._seized_from if isinstance(action, GiveBack) else getattr(action, "target", None)
    return made("ability", other=other, cards=(_ABILITY[type(action)],))
