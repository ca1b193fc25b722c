"""The rounds of the card game (RULINGS.md "Cards and money", "Setup", "A
round", "Market turn" with its Deal, Trade and Sell, "Build turn", "End of
the game"), on hand-built tables (tests/cardtable.py)."""

from __future__ import annotations

import pytest
from cardtable import HANDS_3, pass_trading, set_hand, stacked, table, to_auction

from akropolis.cards.actions import Accept, Bid, Offer, Pass, Refuse
from akropolis.cards.deck import AGORA_DECK, BUILD_DECK, BUILDINGS, CATEGORIES, GOODS
from akropolis.cards.game import ROUNDS, CardGame, IllegalAction
from akropolis.cards.setup import CardOptions, new_setup
from tests.refusals import refused


def test_the_decks_and_the_money():
    """Cards and money: 48 Agora cards, 4 of each of 12 goods; 15 Build
    cards, 5 per category scoring 4 to 8; every player starts with 0."""
    assert len(AGORA_DECK) == 48 and len(GOODS) == 12
    assert all(AGORA_DECK.count(g) == 4 for g in GOODS)
    assert len(BUILD_DECK) == 15
    for category in CATEGORIES:
        scores = sorted(b.score for b in BUILDINGS.values() if b.category == category)
        assert scores == [4, 5, 6, 7, 8]
    game = CardGame(new_setup(CardOptions(4), 3))
    assert game.money == [0, 0, 0, 0]


def test_the_set_up():
    """Setup: 2 to 6 players; both decks shuffled (from the seed); the top
    Build card is the Bid card; the First Citizen named or drawn."""
    for n in (1, 7):
        with pytest.raises(ValueError, match="2 to 6 players"):
            CardOptions(n)
    one, two = new_setup(CardOptions(3), 1), new_setup(CardOptions(3), 2)
    assert one == new_setup(CardOptions(3), 1)
    assert one.agora_order != two.agora_order and sorted(one.agora_order) == sorted(AGORA_DECK)
    assert sorted(one.build_order) == sorted(BUILD_DECK)
    game = CardGame(one)
    assert game.bid_card == one.build_order[0]
    assert game.view(0).bid_card == one.build_order[0]
    assert new_setup(CardOptions(3), 1, first_citizen=2).first_citizen == 2
    firsts = {new_setup(CardOptions(3), s).first_citizen for s in range(30)}
    assert firsts == {0, 1, 2}


def test_the_deal_is_one_card_at_a_time_from_the_first_citizen():
    """Market turn, Deal: 7 cards each, one at a time around the table,
    starting with the First Citizen."""
    setup = new_setup(CardOptions(3), 5, first_citizen=1)
    game = CardGame(setup)
    order = setup.agora_order
    assert game.view(1).hand == tuple(sorted(order[0:21:3]))
    assert game.view(2).hand == tuple(sorted(order[1:21:3]))
    assert game.view(0).hand == tuple(sorted(order[2:21:3]))
    assert game.view(0).agora_left == 48 - 21
    assert game.current == 1 and game.phase == "trade"


def test_an_empty_agora_deck_is_refilled_from_the_shuffled_discard():
    """Market turn, Deal: whenever the Agora deck is empty and a card must
    be drawn, the discard pile is shuffled into a new Agora deck."""
    setup = new_setup(CardOptions(6), 9)
    game = CardGame(setup)
    assert len(game.deck) == 6 and not game.reshuffles
    pass_trading(game)  # 42 cards sold to the discard pile; 6 left to deal, then the pile
    assert len(game.reshuffles) == 1 and not game.discard
    assert sorted(game.reshuffles[0]) == sorted(setup.agora_order[:42])
    assert sum(game.sizes) == 42 and len(game.deck) == 6
    # The deal went on from the new deck's top.
    dealt = sorted(g for s in range(6) for g in game.view(s).hand)
    assert dealt == sorted(setup.agora_order[42:] + game.reshuffles[0][:36])


def test_trading_is_a_sequence_of_offers():
    """Market turn, Trade: an offer names the cards given and the goods
    asked; the other player accepts (only holding them) or refuses."""
    game = table(HANDS_3)
    assert game.current == 0
    game.play(Offer(1, ("wine",), ("meat",)))
    assert game.current == 1 and game.phase == "respond"
    assert game.view(1).offer == Offer(1, ("wine",), ("meat",))
    assert game.view(2).offer is None  # hands and offers stay hidden from others
    game.play(Accept())
    assert game.hands[0]["meat"] == 1 and game.hands[0]["wine"] == 2
    assert game.hands[1]["wine"] == 1 and game.hands[1]["meat"] == 1
    assert game.current == 1 and game.phase == "trade"  # the turn goes on after the offerer
    game.play(Offer(2, (), ("wine", "wine")))  # a request: nothing given
    with refused("you_lack", cards=("wine", "wine")):
        game.play(Accept())
    game.play(Refuse())
    assert game.current == 2


def test_refusals_of_offers():
    """Market turn, Trade: what may not be offered, in a player's words;
    an illegal offer changes nothing."""
    game = table(HANDS_3)
    before = [dict(h) for h in game.hands]
    for offer, code in [
        (Offer(1, ("meat",)), "you_lack"),
        (Offer(0, ("wine",)), "not_yourself"),
        (Offer(3, ("wine",)), "no_such_seat"),
        (Offer(1), "empty_offer"),
        (Offer(1, ("gold",)), "not_a_good"),
        (Bid(0), "not_now"),
        (Accept(), "not_now"),
    ]:
        with refused(code):
            game.play(offer)
    assert game.hands == before and game.history == []


def test_gifts_and_requests():
    """Market turn, Trade: either side may give 0 cards."""
    game = table(HANDS_3)
    game.play(Offer(2, ("oil",)))
    game.play(Accept())
    assert game.hands[2]["oil"] == 1 and "oil" not in game.hands[0]


def test_trading_ends_when_everyone_has_passed_in_a_row():
    """Market turn, Trade: trading ends when every player in a row has
    passed; an answered offer starts the count again."""
    game = table(HANDS_3)
    game.play(Pass())
    game.play(Pass())
    game.play(Offer(0, (), ("wine",)))
    game.play(Refuse())
    game.play(Pass())
    game.play(Pass())
    assert game.market == 0
    game.play(Pass())
    assert game.market == 1 and game.money == [11, 3, 1]


def test_three_offers_per_player_per_market_turn():
    """Market turn, Trade: at most 3 offers per player in a Market turn."""
    game = table(HANDS_3)
    for _ in range(3):
        game.play(Offer(1, (), ("meat",)))
        game.play(Refuse())
        game.play(Pass())
        game.play(Pass())
    with refused("no_offers_left", limit=3):
        game.play(Offer(1, (), ("meat",)))
    assert game.legal_actions() == [Pass()]


def test_every_hand_is_sold_and_discarded():
    """Market turn, Sell: each hand earns its type's Drachmas from the
    Treasury and is discarded; a hand of no type earns 0."""
    game = table(HANDS_3)
    pass_trading(game)
    # City States (3+3+1) 11; Philosophers 3; Bireme 1.
    assert game.money == [11, 3, 1] and game.treasury == -15
    assert sorted(game.discard) == sorted(g for hand in HANDS_3 for g in hand)
    assert game.view(0).last_sales == (("city_states", 11), ("philosophers", 3), ("bireme", 1))
    assert [len(game.view(s).hand) for s in range(3)] == [7, 7, 7]  # the second deal


def test_a_round_is_two_market_turns_then_a_build_turn():
    """A round: 2 Market turns, then 1 Build turn."""
    game = table(HANDS_3)
    pass_trading(game)
    assert (game.market, game.phase) == (1, "trade")
    pass_trading(game)
    assert game.phase == "auction" and game.round == 0


def auction_table(money=(10, 10, 10), first=0):
    game = table(HANDS_3, first=first)
    to_auction(game)
    game.money = list(money)
    return game


def test_the_open_auction():
    """Build turn: the First Citizen bids first (0 allowed), each later bid
    higher, passing drops out, the highest bidder wins and pays; the others
    keep their Drachmas; the next Build card is turned up; the First
    Citizen passes to the left."""
    game = auction_table()
    card = game.bid_card
    assert game.current == 0
    with refused("must_open"):
        game.play(Pass())
    game.play(Bid(0))
    with refused("bid_too_low", name="Player 1"):
        game.play(Bid(0))
    with refused("bid_too_high", money=10, amount=11):
        game.play(Bid(11))
    game.play(Bid(3))
    game.play(Pass())  # seat 2 is out
    game.play(Bid(4))  # seat 0 again
    assert game.current == 1
    game.play(Pass())
    assert game.piles[0] == [card] and game.money == [6, 10, 10]
    assert game.bid_card == BUILD_DECK[1] and game.first == 1 and game.round == 1
    assert game.phase == "trade" and game.current == 1


def test_the_card_is_always_won_at_worst_by_the_first_citizen_for_0():
    """Build turn: everyone else passing, the opener wins for 0."""
    game = auction_table(first=0)
    game.play(Bid(0))
    game.play(Pass())
    game.play(Pass())
    assert game.piles[0] == [BUILD_DECK[0]] and game.money[0] == 10


def test_a_player_without_money_can_only_pass_or_open_at_0():
    """Build turn: nobody may bid more than they have."""
    game = auction_table(money=(0, 0, 5))
    assert game.legal_actions() == [Bid(0)]
    game.play(Bid(0))
    assert game.legal_actions() == [Pass()]


def test_the_game_ends_after_fifteen_build_turns():
    """End of the game: after the 15th Build turn; the result then."""
    game = CardGame(new_setup(CardOptions(2), 4))
    rounds = 0
    while not game.is_over:
        to_auction(game)
        game.play(Bid(0))
        game.play(Pass())
        rounds += 1
    assert rounds == ROUNDS == 15
    assert sum(len(p) for p in game.piles) == 15
    assert game.legal_actions() == [] and game.current is None
    with refused("game_over"):
        game.play(Pass())


def test_drachmas_are_conserved_with_the_treasury():
    """Cards and money: the Treasury pays out sales and takes in bids."""
    game = table(HANDS_3)
    to_auction(game)
    paid_out = -game.treasury
    assert sum(game.money) == paid_out
    game.play(Bid(2))
    game.play(Pass())
    game.play(Pass())
    assert game.treasury == -paid_out + 2 and sum(game.money) + game.treasury == 0


def test_set_hand_helper_keeps_sizes():
    game = table(HANDS_3)
    set_hand(game, 1, ["wine"])
    assert game.view(0).hand_sizes[1] == 1
    assert stacked(HANDS_3).agora_order[:3] == ("wine", "meat", "goats")


def test_a_clone_is_independent():
    """The state offers clone(): playing on the copy leaves the game as it was."""
    game = table(HANDS_3)
    copy = game.clone()
    copy.play(Offer(1, ("wine",), ("meat",)))
    copy.play(Accept())
    assert game.history == [] and game.hands[0]["wine"] == 3
    assert copy.hands[0]["wine"] == 2 and copy.view(0) != game.view(0)


def test_a_refusal_names_only_the_goods_the_hand_is_short_of():
    """"You do not hold ..." names what is missing, with the number asked,
    not the goods the hand holds enough of (a hostile-user sweep found
    "You do not hold one Fish and one Oil" said to a hand of two Fish)."""
    game = table(HANDS_3)
    with pytest.raises(IllegalAction) as refused:
        game.play(Offer(1, ("wine", "fish", "meat", "meat")))
    said = str(refused.value)
    assert said.startswith("You do not hold two Meat;")
    assert "Wine;" not in said.split(";")[0] and "Fish" not in said.split(";")[0]
    # Accepting: seat 1 is asked for a Meat it holds and an Oil it lacks.
    game.play(Offer(1, ("wine",), ("meat", "oil")))
    with pytest.raises(IllegalAction) as refused:
        game.play(Accept())
    assert str(refused.value).startswith("You do not hold one Oil;")


def test_three_offers_each_do_not_end_trading_only_passes_do():
    """RULINGS (settled 2026-11-28): the limit of 3 offers is per player,
    and only passes end trading. A player who has made 3 offers still takes
    turns (and passes) and still answers the offers made to them."""
    game = table(HANDS_3)
    first = game.current
    for _ in range(3):
        for _ in range(3):  # each player in turn: an offer, refused
            seat = game.current
            game.play(Offer((seat + 1) % 3, (), ("meat",)))
            game.play(Refuse())
    assert game.offers_made == [3, 3, 3]
    assert game.market == 0 and game.phase == "trade" and game.current == first
    assert game.legal_actions() == [Pass()]  # no ability in the basic game
    game.play(Pass())
    game.play(Pass())
    assert game.market == 0  # two passes of three: trading goes on
    game.play(Pass())
    assert game.market == 1  # every player in a row has passed


def test_a_player_with_no_offers_left_still_answers_offers():
    game = table(HANDS_3)
    assert game.current == 0
    for round_ in range(3):
        game.play(Offer(1, (), ("meat",)))
        game.play(Refuse())
        game.play(Pass())  # seat 1
        if round_ < 2:
            game.play(Pass())  # seat 2
    # Seat 2 to act; seat 0 has made its 3 offers.
    assert game.offers_made[0] == 3 and game.current == 2
    game.play(Offer(0, (), ("wine",)))
    assert game.current == 0 and game.phase == "respond"
    assert set(game.legal_actions()) <= {Accept(), Refuse()} and Refuse() in game.legal_actions()
