"""What every card-game bot is, how it judges a hand, and its seeds."""

from __future__ import annotations

from ...core.seeds import derive
from ...core.thinking import Thinking
from ..actions import Action
from ..hands import value
from ..setup import CardSetup
from ..view import SeatView


def seed_for(setup: CardSetup, seat: int, actions: int) -> int:
    """The seed of the decision of the bot at ``seat`` when ``actions``
    actions have been played in the game of ``setup``."""
    game = setup.seed if setup.seed is not None else " ".join(setup.agora_order)
    return derive("cards bot", game, seat, actions)


class CardBot:
    """A computer player. ``seed`` is its own (for a bot that wants one
    beyond each decision's); decisions depend on the view and the decision's
    seed only."""

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: SeatView, seed: int) -> Action:
        raise NotImplementedError

    def steps(self, view: SeatView, seed: int):
        """``choose`` as a generator that may pause (``yield``) while it
        thinks and returns the action, for a caller that runs it in slices
        (the browser); a bot with a long decision pauses, this one does not."""
        return self.choose(view, seed)
        yield  # (a generator: the caller steps it like any other)

    def start(self, view: SeatView, seed: int) -> Thinking:
        """The decision in slices (``core.thinking``): the same action as
        ``choose``."""
        return Thinking(self.steps(view, seed))


def worth(view: SeatView, held: dict[str, int]) -> int:
    """The Drachmas the hand ``held`` would earn the player of ``view``."""
    return value(held, view.bonuses(view.seat))


def changed(held: dict[str, int], gained=(), lost=()) -> dict[str, int]:
    """A copy of the hand ``held`` with ``gained`` added and ``lost`` taken."""
    hand = dict(held)
    for good in gained:
        hand[good] = hand.get(good, 0) + 1
    for good in lost:
        hand[good] -= 1
    return hand


def least_useful(view: SeatView, held: dict[str, int]) -> str:
    """The good whose card the hand can best spare (ties: the first in
    alphabetical order)."""
    return max(sorted(g for g, n in held.items() if n > 0),
               key=lambda g: worth(view, changed(held, lost=[g])))


def answer_gain(view: SeatView) -> int | None:
    """What accepting the offer made to the player of ``view`` changes in
    its hand's earnings (None if it cannot accept)."""
    offer = view.offer
    held = view.held
    if any(held.get(g, 0) < offer.ask.count(g) for g in set(offer.ask)):
        return None
    return worth(view, changed(held, offer.give, offer.ask)) - worth(view, held)
