"""Hand-built tables of the card game for tests: decks stacked so that the
first deal gives each seat the cards a test names, and a few white-box
helpers (a Victory pile or a hand set directly)."""

from __future__ import annotations

from akropolis.cards.actions import Pass
from akropolis.cards.deck import AGORA_DECK, BUILD_DECK
from akropolis.cards.game import HAND_SIZE, CardGame
from akropolis.cards.setup import CardOptions, CardSetup


def stacked(hands: list[list[str]], first: int = 0, build=BUILD_DECK, advanced=False,
            rest: list[str] | None = None) -> CardSetup:
    """A set-up whose first deal gives seat s the cards ``hands[s]`` (7
    each, dealt one at a time from the First Citizen ``first``); the rest of
    the Agora deck follows in ``rest``'s order, then sorted."""
    n = len(hands)
    order = []
    for i in range(HAND_SIZE):
        for k in range(n):
            order.append(hands[(first + k) % n][i])
    left = list(AGORA_DECK)
    for card in order:
        left.remove(card)
    for card in rest or ():
        left.remove(card)
    order += list(rest or ()) + sorted(left)
    return CardSetup(CardOptions(n, advanced), tuple(order), tuple(build), first, seed=7)


def table(hands, **kwargs) -> CardGame:
    return CardGame(stacked(hands, **kwargs))


def set_hand(game: CardGame, seat: int, cards) -> None:
    """White box: give ``seat`` exactly ``cards`` (card counts not kept)."""
    game.hands[seat] = {}
    for good in cards:
        game.hands[seat][good] = game.hands[seat].get(good, 0) + 1
    game.sizes[seat] = len(cards)


def give_buildings(game: CardGame, seat: int, *keys: str) -> None:
    """White box: put buildings in a Victory pile (out of the Build deck)."""
    for key in keys:
        if game.bid_card == key:
            game.bid_card = game.build_deck.pop(0)
        elif key in game.build_deck:
            game.build_deck.remove(key)
        game.piles[seat].append(key)


def pass_trading(game: CardGame) -> None:
    """Everyone passes until the Market turn's hands are sold."""
    market, rnd = game.market, game.round
    while game.phase == "trade" and (game.market, game.round) == (market, rnd):
        game.play(Pass())


def to_auction(game: CardGame) -> None:
    while game.phase != "auction":
        pass_trading(game)


HANDS_3 = [
    ["wine", "wine", "wine", "fish", "fish", "fish", "oil"],
    ["meat", "meat", "cheese", "cheese", "bronze", "cloth", "pottery"],
    ["goats", "sheep", "slaves", "slaves", "vegetables", "bronze", "cloth"],
]
