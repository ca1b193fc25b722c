"""Hidden information (RULINGS.md "Hidden information"): a seat's view
holds its own hand and the public facts only; the computer players decide
from it, never reading another hand or a deck's order (a game whose hidden
parts raise when read still lets every bot play)."""

from __future__ import annotations

import dataclasses

import pytest
from cardtable import HANDS_3, give_buildings, table

from akropolis.cards.bots import BOTS, make_bot, seed_for
from akropolis.cards.game import CardGame
from akropolis.cards.setup import CardOptions, new_setup


class Hidden:
    """A hidden part of the table: its size is public, reading it raises."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __getattr__(self, name):
        raise AssertionError(f"a hidden part of the table was read ({name})")

    def _refuse(self, *args):
        raise AssertionError("a hidden part of the table was read")

    __iter__ = __getitem__ = __contains__ = __bool__ = items = values = keys = _refuse


def hide(game: CardGame, seat: int) -> None:
    """Make everything ``seat`` may not see raise when read."""
    for other in range(game.players):
        if other != seat:
            game.hands[other] = Hidden(game.sizes[other])
    game.deck = Hidden(len(game.deck))
    if not game.has(seat, "acropolis"):
        game.build_deck = HiddenSet(game.build_deck)


class HiddenSet(list):
    """The Build deck below the Bid card: its cards are public as a set
    (nobody claimed them yet), never its order."""

    def __getitem__(self, index):
        raise AssertionError("the Build deck's order was read")


def positions(options: CardOptions, seed: int) -> list[CardGame]:
    """Games of random players stopped at various points."""
    found = []
    game = CardGame(new_setup(options, seed))
    bot = make_bot("random")
    step = 0
    while not game.is_over and len(found) < 12:
        if step % 97 == 0 or game.phase in ("respond", "auction") and step % 13 == 0:
            found.append(_replayed(game))
        seat = game.current
        game.play(bot.choose(game.view(seat), seed_for(game.setup, seat, step)))
        step += 1
    return found


def _replayed(game: CardGame) -> CardGame:
    copy = CardGame(game.setup, game.reshuffles, game.seizures)
    for _, action in game.history:
        copy.play(action)
    return copy


def test_a_view_holds_only_its_own_hand():
    """Hidden information: each hand is seen only by its owner; deck orders
    are hidden; Victory
    piles, Drachmas and hand sizes are public."""
    game = table(HANDS_3)
    view = game.view(1)
    assert view.hand == tuple(sorted(HANDS_3[1]))
    assert view.hand_sizes == (7, 7, 7) and view.money == (0, 0, 0)
    assert isinstance(view.unseen_builds, frozenset) and view.next_builds == ()
    names = {f.name for f in dataclasses.fields(view)}
    assert not names & {"hands", "deck", "build_deck", "agora_order", "build_order", "setup"}


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize("options", [CardOptions(3), CardOptions(4, advanced=True)], ids=["3p", "4p-adv"])
def test_bots_decide_from_their_seat_alone(name, options):
    """Hidden information: a computer player decides from what its seat may
    see: with every
    hidden part of the table raising when read, it still decides, and its
    decision is legal."""
    for game in positions(options, 11)[:6]:
        seat = game.current
        view = game.view(seat)
        hide(game, seat)
        action = make_bot(name).choose(view, 5)
        assert view.error(action) is None


def test_views_are_built_without_reading_hidden_parts():
    """Hidden information: a seat's view (an Acropolis's look included) is
    made without reading what the seat may not see."""
    game = table(HANDS_3, advanced=True)
    give_buildings(game, 0, "acropolis")
    hide(game, 0)
    view = game.view(0)
    assert len(view.next_builds) == 3
