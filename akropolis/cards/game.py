"""A game of Acropolis, the card game: rounds of two Market turns (deal,
trade, sell) and a Build turn (the open auction for the Bid card), fifteen
times, then the end (``scoring``).

``CardGame.play(action)`` plays the action of the player to act
(``current``), after checking it against that player's view (``legal``);
an illegal action raises ``IllegalAction`` with a sentence a player
understands and changes nothing. Dealing, selling and the end of an auction
happen by themselves. Chance is explicit: the reshuffles of the discard pile
and the cards an Arsenal takes are drawn from the set-up's seed, kept in
``reshuffles`` and ``seizures``, and given back when a record is replayed.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

from ..core.refusal import Illegal, Refusal
from ..core.seeds import derive
from ..core.snapshot import copied
from . import legal, words
from .actions import Accept, Action, Bid, Draw, GiveBack, Look, Offer, Pass, Refuse, Seize
from .deck import BUILDINGS
from .events import Event, Report, action_event
from .hands import sale
from .scoring import CardResult, result
from .setup import CardSetup
from .view import SeatView

HAND_SIZE = 7
ROUNDS = len(BUILDINGS)
#: The buildings dealing an extra card, by Market turn of the round.
EXTRA_CARD = ("agora", "parthenon")


class IllegalAction(Illegal):
    """An action the rules forbid: ``error.refusal`` says why (a code and
    its facts), ``str(error)`` in the player's language."""


class BadChance(ValueError):
    """A recorded reshuffle or seizure that cannot have happened."""


class CardGame:
    """The whole state of a game (hidden parts included): only the rules
    and the record read it; players get ``view(seat)``."""

    def __init__(
        self, setup: CardSetup, reshuffles: Sequence = (), seizures: Sequence = ()
    ) -> None:
        self.setup = setup
        n = setup.options.players
        self.advanced = setup.options.advanced
        self.deck = list(reversed(setup.agora_order))  # the top card last
        self.discard: list[str] = []
        self.hands: list[dict[str, int]] = [{} for _ in range(n)]
        self.sizes = [0] * n  # public: the cards in each hand
        self.money = [0] * n
        self.treasury = 0  # Drachmas paid in minus paid out
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.bid_card: str | None = setup.build_order[0]
        self.build_deck = list(setup.build_order[1:])  # below the Bid card, top first
        self.first = setup.first_citizen
        self.round = 0
        self.market = 0
        self.phase = "trade"
        self.current: int | None = None
        self.history: list[tuple[int, Action]] = []
        self.reshuffles: list[tuple[str, ...]] = []
        self.seizures: list[str] = []
        self._recorded = (list(reshuffles), list(seizures))
        self.last_sales: tuple[tuple[str | None, int], ...] = ()
        self._events: list[Event] = []
        self._undo: list[dict] = []
        self._start_market()

    @classmethod
    def start(cls, setup: CardSetup) -> CardGame:
        return cls(setup)

    def clone(self) -> CardGame:
        """An independent copy (for search, a replay, or to try an action):
        playing or undoing on either leaves the other as it was. The undo
        journal's snapshots are shared: nothing changes one once taken."""
        other = copy.copy(self)
        other.__dict__.update(self._snapshot())
        other.history, other._undo = list(self.history), list(self._undo)
        return other

    # ------------------------------------------------------------ questions
    @property
    def players(self) -> int:
        return len(self.money)

    @property
    def seats(self) -> int:
        return len(self.money)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def to_act(self) -> int | None:
        """The seat to act; None once the game is over."""
        return self.current

    @property
    def played(self) -> list[tuple[int, Action]]:
        """Every action played, with its seat, in order."""
        return list(self.history)

    def has(self, seat: int, building: str) -> bool:
        return self.advanced and building in self.piles[seat]

    def result(self) -> CardResult:
        """The categories and the winner(s), as the piles stand (final once
        the game is over)."""
        return result(self.piles, self.money, self.advanced)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of the game (``view``)."""
        hand = tuple(sorted(g for g, k in self.hands[seat].items() for _ in range(k)))
        mine = self.current == seat
        offer = self._offer if (self.phase == "respond" and seat in (self._offerer, self.current)) else None
        look = self.has(seat, "acropolis")
        return SeatView(
            seat=seat,
            names=tuple(s.name for s in self.setup.seats),
            advanced=self.advanced,
            phase=self.phase,
            current=self.current,
            round=self.round,
            market=self.market,
            first=self.first,
            hand=hand,
            hand_sizes=tuple(self.sizes),
            money=tuple(self.money),
            piles=tuple(tuple(p) for p in self.piles),
            bid_card=self.bid_card,
            unseen_builds=frozenset(self.build_deck) if not self.is_over else frozenset(),
            next_builds=tuple(self.build_deck[:3]) if look else (),
            agora_left=len(self.deck),
            discard_size=len(self.discard),
            offers_made=tuple(self.offers_made),
            passes=self.passes,
            offer=offer,
            offerer=self._offerer if offer else None,
            used=frozenset(self.used[seat]),
            trades=tuple(t for t in self.trades if seat in (t[0], t[1].to)),
            seen=tuple(self.looks[seat].items()),
            seized_from=self._seized_from if mine and self.phase == "give_back" else None,
            opener=self.opener,
            high_bidder=self.high_bidder,
            high_bid=self.high_bid,
            out=frozenset(self.out),
            last_sales=self.last_sales,
            over=self.is_over,
        )

    def action_error(self, action: Action) -> Refusal | None:
        if self.is_over:
            return legal.error(self.view(0), action)
        return legal.error(self.view(self.current), action)

    def error(self, action: Action) -> Refusal | None:
        """Why the player to act may not play ``action`` now; None if legal."""
        return self.action_error(action)

    def legal_actions(self) -> list[Action]:
        """The player to act's legal actions (see ``legal.legal_actions``)."""
        return [] if self.is_over else legal.legal_actions(self.view(self.current))

    # --------------------------------------------------------------- acting
    def play(self, action: Action) -> Report:
        """Play ``action`` for the player to act and say what happened, or
        raise ``IllegalAction`` (nothing changed)."""
        if self.is_over:
            raise IllegalAction(Refusal.of("game_over"))
        seat = self.current
        view = self.view(seat)
        problem = legal.error(view, action)
        if problem:
            raise IllegalAction(problem)
        self._undo.append(self._snapshot())
        self._events = []
        self._round_of_action = self.round
        self.history.append((seat, action))
        self._events.append(action_event(self, action, seat, view))
        if self.phase == "auction":
            self._auction(seat, action)
        elif isinstance(action, Offer):
            self.offers_made[seat] += 1
            self._offer, self._offerer = action, seat
            self.phase, self.current = "respond", action.to
        elif isinstance(action, (Accept, Refuse)):
            offerer, offer = self._offerer, self._offer
            self.trades.append((offerer, offer, isinstance(action, Accept)))
            if isinstance(action, Accept):
                self._move_cards(offerer, offer.to, offer.give)
                self._move_cards(offer.to, offerer, offer.ask)
            self._offer = self._offerer = None
            self.passes = 0
            self.phase = "trade"
            self.current = self._next(offerer)
        elif isinstance(action, Pass):
            self.passes += 1
            if self.passes >= self.players:
                self._sell()
            else:
                self.current = self._next(seat)
        else:
            self._ability(seat, action)
        return Report(seat, action, tuple(self._events))

    def undo(self) -> tuple[int, Action]:
        """Take back the last action, exactly (the chance it met included:
        a reshuffle or a seizure is drawn again the same way); returns it
        with its seat. ``IndexError`` when no action was played."""
        if not self.history:
            raise IndexError("No action to take back.")
        # Copied again: the snapshot may be shared with a clone's journal.
        self.__dict__.update({k: copied(v) for k, v in self._undo.pop().items()})
        return self.history.pop()

    #: What ``play`` never changes, or keeps itself (``history``, ``_undo``).
    _KEPT = frozenset({"setup", "advanced", "history", "_undo", "_events", "_round_of_action"})

    def _snapshot(self) -> dict:
        """The state as it is, copied deep enough that playing on does not
        change the copy: ``undo`` puts it back."""
        return {k: copied(v) for k, v in self.__dict__.items() if k not in self._KEPT}

    def _emit(self, kind: str, seat: int, **details) -> None:
        self._events.append(Event(self._round_of_action, kind, seat, **details))

    def _move_cards(self, giver: int, taker: int, cards) -> None:
        for good in cards:
            self._take(giver, good)
            self._add(taker, good)

    def _take(self, seat: int, good: str) -> None:
        hand = self.hands[seat]
        hand[good] -= 1
        if not hand[good]:
            del hand[good]
        self.sizes[seat] -= 1

    def _add(self, seat: int, good: str) -> None:
        self.hands[seat][good] = self.hands[seat].get(good, 0) + 1
        self.sizes[seat] += 1

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _ability(self, seat: int, action: Action) -> None:
        if isinstance(action, Seize):
            self.used[seat].add("arsenal")
            good = self._seized(action.target)
            self._take(action.target, good)
            self._add(seat, good)
            self._seized_from = action.target
            self.phase = "give_back"
        elif isinstance(action, GiveBack):
            self._move_cards(seat, self._seized_from, [action.good])
            self._seized_from = None
            self.phase = "trade"
        elif isinstance(action, Look):
            self.used[seat].add("strategion")
            target = self.hands[action.target]
            self.looks[seat][action.target] = tuple(
                sorted(g for g, k in target.items() for _ in range(k))
            )
        elif isinstance(action, Draw):
            self.used[seat].add("fountain_house")
            self._add(seat, self._draw())
            self.phase = "discard"
        else:  # Discard
            self._take(seat, action.good)
            self.discard.append(action.good)
            self.phase = "trade"

    # ---------------------------------------------------------------- chance
    def _draw(self) -> str:
        if not self.deck:
            self._reshuffle()
        return self.deck.pop()

    def _reshuffle(self) -> None:
        recorded = self._recorded[0]
        number = len(self.reshuffles) + 1
        if recorded:
            order = tuple(recorded.pop(0))
            if sorted(order) != sorted(self.discard):
                raise BadChance(words.bad_reshuffle(number, len(self.discard)))
        else:
            cards = sorted(self.discard)
            random.Random(self.setup.shuffle_seed(number)).shuffle(cards)
            order = tuple(cards)
        self.reshuffles.append(order)
        self.discard = []
        self.deck = list(reversed(order))

    def _seized(self, target: int) -> str:
        recorded = self._recorded[1]
        number = len(self.seizures) + 1
        if recorded:
            good = recorded.pop(0)
            if self.hands[target].get(good, 0) < 1:
                raise BadChance(words.bad_seizure(number))
        else:
            cards = sorted(g for g, k in self.hands[target].items() for _ in range(k))
            seed = derive("cards", self.setup.shuffle_seed(0), "seize", number)
            good = cards[random.Random(seed).randrange(len(cards))]
        self.seizures.append(good)
        return good

    def chance_left(self) -> int:
        """Recorded reshuffles and seizures not (yet) used by the game."""
        return len(self._recorded[0]) + len(self._recorded[1])

    # ------------------------------------------------------ the Market turn
    def _start_market(self) -> None:
        n = self.players
        self.offers_made = [0] * n
        self.used: list[set[str]] = [set() for _ in range(n)]
        self.looks: list[dict[int, tuple[str, ...]]] = [{} for _ in range(n)]
        self.passes = 0
        self.trades: list[tuple[int, Offer, bool]] = []  # this Market turn's answered offers
        self._offer: Offer | None = None
        self._offerer: int | None = None
        self._seized_from: int | None = None
        self.opener: int | None = None
        self.high_bidder: int | None = None
        self.high_bid = 0
        self.out: set[int] = set()
        order = [(self.first + i) % n for i in range(n)]
        for _ in range(HAND_SIZE):
            for seat in order:
                self._add(seat, self._draw())
        for seat in order:
            if self.has(seat, EXTRA_CARD[self.market]):
                self._add(seat, self._draw())
        self.phase = "trade"
        self.current = self.first

    def _sell(self) -> None:
        """Every hand is sold at once, and discarded."""
        view = self.view(0)
        sales = []
        for seat, hand in enumerate(self.hands):
            hand_type, earned = sale(hand, view.bonuses(seat))
            self.money[seat] += earned
            self.treasury -= earned
            sales.append((hand_type.key if hand_type else None, earned))
            self.discard.extend(g for g, k in sorted(hand.items()) for _ in range(k))
            self.hands[seat] = {}
            self.sizes[seat] = 0
        self.last_sales = tuple(sales)
        for seat, (hand_type, earned) in enumerate(sales):
            self._emit("sold", seat, cards=(hand_type,), amount=earned)
        if self.market == 0:
            self.market = 1
            self._start_market()
        else:
            self._start_auction()

    # ------------------------------------------------------- the Build turn
    def _start_auction(self) -> None:
        self.market = 2
        self.phase = "auction"
        theatre = [s for s in range(self.players) if self.has(s, "theatre")]
        self.opener = theatre[0] if theatre else self.first
        self.current = self.opener
        self.high_bidder, self.high_bid, self.out = None, 0, set()

    def _auction(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            self.high_bidder, self.high_bid = seat, action.amount
        else:
            self.out.add(seat)
        following = self._next(seat)
        while following in self.out:
            following = self._next(following)
        if following == self.high_bidder:
            self._claim()
        else:
            self.current = following

    def _claim(self) -> None:
        winner, price = self.high_bidder, self.high_bid
        self.money[winner] -= price
        self.treasury += price
        self.piles[winner].append(self.bid_card)
        self._emit("won", winner, cards=(self.bid_card,), amount=price)
        self.bid_card = self.build_deck.pop(0) if self.build_deck else None
        self.first = self._next(self.first)
        self.round += 1
        self.market = 0
        if self.bid_card is None:
            self.phase, self.current = "over", None
            self.high_bidder, self.high_bid, self.out = None, 0, set()
            return
        self._start_market()

