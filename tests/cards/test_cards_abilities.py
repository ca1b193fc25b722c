"""The advanced rules (RULINGS.md "Advanced rules (an option): building
abilities"): each of the fifteen abilities, from the moment its card is
claimed, and none of them without the option."""

from __future__ import annotations

import pytest
from cardtable import HANDS_3, give_buildings, pass_trading, set_hand, table, to_auction

from akropolis.cards.actions import Bid, Discard, Draw, GiveBack, Look, Offer, Pass, Seize
from tests.refusals import refused


def advanced(**kwargs):
    return table(HANDS_3, advanced=True, **kwargs)


def test_abilities_need_the_option():
    """Advanced rules are an option: without it, buildings do nothing."""
    game = table(HANDS_3)
    give_buildings(game, 0, "strategion", "fountain_house", "arsenal")
    for action in (Look(1), Draw(), Seize(1)):
        with refused("no_ability"):
            game.play(action)


def test_walls_protect_from_arsenal_and_strategion():
    """Walls (Defense): opponents' abilities cannot target you."""
    game = advanced()
    give_buildings(game, 0, "arsenal", "strategion")
    give_buildings(game, 1, "walls")
    for action in (Seize(1), Look(1)):
        with refused("protected", name="Player 2"):
            game.play(action)
    game.play(Look(2))  # an unprotected player


def test_arsenal_takes_a_random_card_then_gives_one_back():
    """Arsenal (Force Trade): once per Market turn, during trading, take a
    random card from an opponent's hand, then give them one of your choice."""
    game = advanced()
    give_buildings(game, 0, "arsenal")
    game.play(Seize(2))
    assert game.phase == "give_back" and game.current == 0
    taken = game.seizures[0]
    assert taken in HANDS_3[2] and game.sizes == [8, 7, 6]
    assert game.view(0).seized_from == 2
    with refused("not_now", doing="pass", phase="give_back"):
        game.play(Pass())
    game.play(GiveBack("oil"))
    assert game.sizes == [7, 7, 7] and game.hands[2]["oil"] == 1
    assert game.phase == "trade" and game.current == 0  # still its trading turn
    with refused("ability_used", building="arsenal"):
        game.play(Seize(1))
    pass_trading(game)
    game.play(Seize(1))  # again in the next Market turn


def test_harbor_makes_slaves_wild():
    """Harbor (Slave Trade): your Slaves are wild when your hand is sold."""
    game = advanced()
    give_buildings(game, 2, "harbor")
    pass_trading(game)
    # goats sheep slaves slaves vegetables bronze cloth: 2 wild -> a TOAK.
    assert game.last_sales[2] == ("trireme", 5)


def test_strategion_shows_an_opponents_hand():
    """Strategion (Strategy): once per Market turn, look at an opponent's
    hand; only its owner sees what it saw."""
    game = advanced()
    give_buildings(game, 0, "strategion")
    assert game.view(0).seen == ()
    game.play(Look(1))
    assert game.view(0).seen == ((1, tuple(sorted(HANDS_3[1]))),)
    assert game.view(2).seen == ()
    with refused("ability_used", building="strategion"):
        game.play(Look(2))


def test_acropolis_shows_the_next_three_build_cards():
    """Acropolis (High Vantage): always look at the next 3 Build cards."""
    game = advanced()
    assert game.view(0).next_builds == ()
    give_buildings(game, 0, "acropolis")
    assert game.view(0).next_builds == tuple(game.build_deck[:3])
    assert game.view(1).next_builds == ()


def test_fountain_house_draws_then_discards():
    """Fountain House (Refreshment): once per Market turn, draw the top
    Agora card, then discard one card."""
    game = advanced()
    give_buildings(game, 0, "fountain_house")
    top = game.deck[-1]
    game.play(Draw())
    assert game.phase == "discard" and game.hands[0].get(top, 0) >= 1
    game.play(Discard("oil"))
    assert game.sizes[0] == 7 and game.discard[-1] == "oil" and game.phase == "trade"
    with refused("ability_used", building="fountain_house"):
        game.play(Draw())


def test_gymnasium_is_scored_at_the_end():
    """Gymnasium/Stadium (Competition): +1 per Build card at the end
    (tests/cards/test_cards_scoring.py checks the scores)."""
    game = advanced()
    give_buildings(game, 0, "gymnasium", "walls")
    assert game.result().scores[0] == {"military": 5, "civic": 6, "religious": 0}


def test_theatre_opens_every_auction():
    """Theatre (Drama): you always bid first in Build turns; the First
    Citizen still passes round for the rest."""
    game = advanced(first=0)
    give_buildings(game, 2, "theatre")
    to_auction(game)
    assert game.current == 2 and game.first == 0
    game.play(Bid(0))
    game.play(Pass())
    game.play(Pass())
    assert game.first == 1 and game.current == 1  # trading starts with the First Citizen
    to_auction(game)
    assert game.current == 2


def test_council_hall_counts_three_more():
    """Council Hall (Politics): +3 to your bids; you pay what you bid; an
    opening 0 counts 3; still no more than you have."""
    game = advanced(first=0)
    give_buildings(game, 1, "council_hall")
    to_auction(game)
    game.money = [10, 2, 10]
    game.play(Bid(2))
    with refused("bid_not_whole", amount="-1"):
        game.play(Bid(-1))
    game.play(Bid(0))  # counts 3, beats 2
    with refused("bid_too_low", name="Player 2", high=3):
        game.play(Bid(3))
    game.play(Bid(4))
    game.play(Pass())  # seat 0 is out
    with refused("bid_too_high", money=2, amount=3):
        game.play(Bid(3))
    game.play(Bid(2))  # counts 5, beats 4
    game.play(Pass())
    assert len(game.piles[1]) == 2 and game.money == [10, 0, 10]


def test_agora_and_parthenon_deal_an_extra_card():
    """Agora (Philosophy): 1 extra card in the first Market turn of each
    round; Parthenon (Blessing of Zeus): in the second."""
    game = advanced(first=0)
    give_buildings(game, 1, "agora")
    give_buildings(game, 2, "parthenon")
    to_auction(game)
    game.play(Bid(0))
    game.play(Pass())
    game.play(Pass())
    assert game.sizes == [7, 8, 7]
    pass_trading(game)
    assert game.sizes == [7, 7, 8]


@pytest.mark.parametrize(
    "building, hand, earned",
    [
        ("shrine", ["wine", "wine", "fish", "oil", "meat", "cheese", "bronze"], 2),  # Bireme 1 + 1
        ("shrine", [], 1),  # even a hand of no type
        ("great_altar", ["wine", "wine", "fish", "fish", "oil", "oil", "meat"], 5 + 3),
        ("sanctuary", ["wine"] * 3 + ["fish"] * 3 + ["oil"], 11 + 4),
        ("temple", ["wine"] * 4 + ["fish"] * 3, 13 + 3),
    ],
)
def test_the_blessings(building, hand, earned):
    """Shrine (+1 a hand), Great Altar (+1 a pair of the type), Sanctuary
    (+2 a TOAK), Temple (+3 a FOAK)."""
    game = advanced()
    give_buildings(game, 0, building)
    set_hand(game, 0, hand)
    pass_trading(game)
    assert game.last_sales[0][1] == earned


def test_abilities_work_from_the_moment_the_card_is_claimed():
    """Advanced rules: a building's ability from the moment you claim it."""
    game = advanced(first=0)
    to_auction(game)
    card = game.bid_card
    game.play(Bid(0))
    game.play(Pass())
    game.play(Pass())
    assert game.has(0, card) and not game.has(1, card)


def test_offers_still_work_with_abilities():
    game = advanced()
    give_buildings(game, 0, "strategion")
    game.play(Look(1))
    game.play(Offer(1, (), ("meat",)))
    assert game.phase == "respond"
