"""The card table's HTML (app/cardviews.py): the menu's choice of game,
the hand by good with its type and Drachmas, the players' public facts,
the Bid card (and the Acropolis's look), the privacy screen, the scorepad
with each category's tie-break."""

from __future__ import annotations

import re

from cardsessions import mostly_pass, person_and_computers, run_computers

from akropolis.app import cardviews
from akropolis.app.cardsession import CardSession
from akropolis.app.cardviews import category_reason, menu_html, scorepad_html, table_html
from akropolis.cards.actions import Offer, Pass
from akropolis.cards.setup import Seat


def test_the_menu_offers_both_games_and_the_card_game_set_up():
    html = menu_html([])
    assert 'id="game-tiles"' in html and 'id="game-cards"' in html
    assert "Akropolis (tiles)" in html and "Acropolis (cards)" in html
    assert html.count('id="new-game"') == 1 and html.count('id="new-card-game"') == 1
    form = html[html.index('id="new-card-game"'):]
    assert [int(n) for n in re.findall(r'name="cards-players" value="(\d)"', form)] == [2, 3, 4, 5, 6]
    assert 'value="random"' not in form and 'value="hard"' in form and 'value="easy"' in form
    assert 'name="cards-advanced"' in form and 'name="cards-name5"' in form


def test_the_table_shows_the_hand_by_good_and_what_it_sells_for():
    session = person_and_computers()
    run_computers(session)
    html = table_html(session)
    held = session.view().held
    for good in held:
        assert f"good-{good}" in html
    assert html.count('class="card good ') == len(held)
    assert re.search(r'id="hand-worth">[^<]*: sells for \d+ Drachmas?<', html)
    assert "Round 1 of 15, Market turn 1: trading" in html
    assert "Make the offer" in html and "Pass (no offer)" in html


def test_every_player_public_facts_and_the_bid_card():
    session = person_and_computers()
    run_computers(session)
    html = table_html(session)
    for name in ("Ada", "Basil", "Chloe"):
        assert f">{name}</bdi>" in html
    assert html.count("0 Drachmas, 7 cards in hand") == 3
    assert html.count("Military <strong>0</strong>") == 3
    assert "Bid card" in html and "Build deck: 14 cards left" in html
    assert "Next in the Build deck" not in html


def test_the_acropolis_owner_sees_the_next_three_build_cards():
    session = person_and_computers(advanced=True)
    session.game.piles[0].append("acropolis")
    html = table_html(session)
    assert "Next in the Build deck (your Acropolis)" in html
    nexts = html[html.index("Next in the Build deck"):]
    assert nexts.count('class="card building') == 3


def test_the_privacy_screen_hides_the_hand():
    session = CardSession.new(2, False, [Seat("Ada"), Seat("Basil")], "h", 3)
    html = table_html(session)
    name = session.names[session.viewer]
    assert f"Pass the device to {name}" in html
    assert 'class="hand"' not in html and "sells for" not in html
    session.command("reveal")
    assert 'class="hand"' in table_html(session)


def test_the_scorepad_says_each_category_winner_and_the_game_winner():
    session = person_and_computers(controls=("hard", "easy"))
    while not session.over:
        run_computers(session)
        if not session.over:
            mostly_pass(session)
    html = table_html(session)
    assert "Scorepad" in html and 'id="card-verdict"' in html
    assert re.search(r"wins the game|share the victory", html)
    assert html.count('<th scope="row">') == 5  # 3 categories, categories won, Drachmas left


def test_category_tie_breaks_are_named():
    piles = [["walls", "arsenal"], ["acropolis"], []]  # 9 against 8
    assert category_reason(piles, "military", 0, False) == "score"
    # 9 with two buildings against the Acropolis's 8 and Gymnasium's +1.
    assert category_reason([["walls", "arsenal"], ["acropolis", "gymnasium"], []],
                           "military", 0, True) == "buildings"
    assert category_reason([["shrine", "temple"], ["great_altar", "sanctuary"], []],
                           "religious", 0, False) == "highest"
    text = scorepad_html(person_and_computers())
    assert "nobody (no building)" in text
    card = cardviews.building_card("council_hall", True)
    assert 'aria-label="Council Hall (Civic, 7). Politics: Your bids count 3 higher."' in card


def test_every_bid_of_the_auction_is_shown_with_the_bid_card():
    session = person_and_computers(seed=3)
    while not (session.game.phase == "auction" and session.viewer_to_act):
        run_computers(session)
        if not (session.game.phase == "auction" and session.viewer_to_act):
            mostly_pass(session)
    html = table_html(session)
    bids = [ev for ev in session.log if ev.kind == "bid" and ev.round == 0]
    assert bids and html.count("bid 0 Drachmas") + html.count(" bid ") >= len(bids)
    assert 'aria-label="The bids of this auction"' in html or not bids
    # The auction's panel takes the hand's place: the hands are sold.
    assert html.index("Bid card") < html.index("Players") and 'class="hand"' not in html


def test_an_offer_one_cannot_accept_says_why():
    session = person_and_computers()
    run_computers(session)
    session.game.play(Pass())
    missing = next(g for g in ("fish", "meat", "wine", "oil", "cheese") if g not in session.view().hand)
    session.game.play(Offer(0, (), (missing, missing)))
    session._follow()
    html = table_html(session)
    assert 'data-card-action="accept" class="primary" disabled' in html
    assert "You do not hold two " in html


def test_council_hall_bids_show_what_they_count():
    session = person_and_computers(advanced=True, seed=3)
    session.game.piles[0].append("council_hall")
    while not (session.game.phase == "auction" and session.viewer_to_act):
        run_computers(session)
        if not (session.game.phase == "auction" and session.viewer_to_act):
            mostly_pass(session)
    html = table_html(session)
    amount = session.bid
    assert f"Bid {amount} (counts {amount + 3}: Council Hall +3)" in html
