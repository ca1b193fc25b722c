"""The card table's HTML (app/cardviews.py): the menu's choice of game,
the hand as cards by good, the cards of its type marked, with its
Drachmas, the players' public facts and Victory piles as small cards by
category, the Bid card drawn large (and the Acropolis's look), the Rules
and Settings buttons, the privacy screen, the scorepad with each
category's tie-break."""

from __future__ import annotations

import re
from html import unescape

from cardsessions import mostly_pass, person_and_computers, run_computers

from akropolis.app import cardviews, views
from akropolis.app.cardscreen import table_html
from akropolis.app.cardsession import CardSession
from akropolis.app.cardviews import category_reason, fan_hand, scorepad_html
from akropolis.app.menu import menu_html
from akropolis.cards.actions import Offer, Pass
from akropolis.cards.hands import NO_BONUSES, Bonuses
from akropolis.cards.setup import Seat
from akropolis.rules.game import Options


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
    faces = re.findall(r'<li class="card good good-(\w+)[^"]*"[^>]*><svg[^>]* class="card-face face-good', html)
    assert sorted(set(faces)) == sorted(held)
    assert re.search(r'id="hand-worth">[^<]*: sells for \d+ Drachmas?<', html)
    assert "Round 1 of 15, Market turn 1: Ada makes an offer or passes" in html
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


FACE = re.compile(r'<li class="card good good-(\w+)( marked)?( many)?"[^>]*><svg[^>]*aria-label="([^"]*)"')


def faces(held, bonuses=NO_BONUSES) -> list[tuple[str, bool, str]]:
    """The hand's faces, in order: good, marked, accessible name."""
    return [(g, bool(m), unescape(label)) for g, m, _, label in FACE.findall(fan_hand(held, bonuses))]


def test_the_cards_that_make_the_type_are_marked_and_come_first():
    # Philosophers: both pairs marked, first; the rest in the deck's order.
    shown = faces({"oil": 1, "wine": 1, "fish": 2, "cloth": 1, "meat": 2})
    assert [(g, m) for g, m, _ in shown] == [
        ("fish", True), ("meat", True), ("wine", False), ("cloth", False), ("oil", False)]
    assert shown[0][2] == "Two Fish, part of the hand's type"
    assert shown[2][2] == "One Wine"
    # Phalanx: the TOAK, then the pair.
    shown = faces({"fish": 1, "cheese": 1, "bronze": 3, "cloth": 2})
    assert [g for g, m, _ in shown if m] == ["bronze", "cloth"]
    # Fleet takes three of four Wine: the fourth is drawn apart, unmarked.
    shown = faces({"wine": 4, "fish": 2, "oil": 2})
    assert [(g, m) for g, m, _ in shown] == [
        ("wine", True), ("fish", True), ("oil", True), ("wine", False)]
    assert shown[0][2].startswith("Three Wine") and shown[3][2] == "One Wine"
    # No type: nothing marked.
    assert not any(m for _, m, _ in faces({g: 1 for g in ("fish", "meat", "wine")}))


def test_wild_slaves_are_drawn_wild_and_marked_when_they_fill_the_type():
    harbor = Bonuses(wild_slaves=True)
    shown = faces({"wine": 3, "slaves": 2, "fish": 1, "meat": 1}, harbor)  # City States
    assert [(g, m) for g, m, _ in shown] == [
        ("wine", True), ("fish", True), ("slaves", True), ("meat", False)]
    assert "all wild" in shown[2][2] and "part of the hand's type" in shown[2][2]
    # Without the Harbor the same Slaves are a pair like any other.
    plain = faces({"wine": 3, "slaves": 2, "fish": 1, "meat": 1})
    assert [g for g, m, _ in plain if m] == ["wine", "slaves"]
    assert "wild" not in plain[1][2]


def test_the_hand_on_the_table_marks_its_type():
    session = person_and_computers()
    run_computers(session)
    session.game.hands[session.viewer] = {"goats": 2, "sheep": 2, "oil": 1, "fish": 1, "cloth": 1}
    html = table_html(session)
    hand = html[html.index('<ul class="hand"'):html.index("</ul>", html.index('<ul class="hand"'))]
    assert re.findall(r'class="card good good-(\w+) marked', hand) == ["goats", "sheep"]
    assert hand.count("<svg") == 5 and hand.count('role="img"') == 5
    assert 'id="hand-worth">Philosophers: sells for 3 Drachmas<' in html


def test_the_bid_card_is_drawn_large_and_the_victory_piles_by_category():
    session = person_and_computers(advanced=True)
    session.game.piles[1] = ["theatre", "walls", "strategion"]
    html = table_html(session)
    bid = html[html.index('class="panel bid-area"'):]
    assert '<div class="bid-face"><svg' in bid and 'class="card-face face-bid' in bid
    assert 'aria-label="Bid card: ' in bid
    basil = html[html.index('data-seat="1"'):html.index('data-seat="2"')]
    military = basil[basil.index('class="cat-military"'):basil.index('class="cat-civic"')]
    civic = basil[basil.index('class="cat-civic"'):basil.index('class="cat-religious"')]
    assert re.findall(r'aria-label="(\w+) \(Military', military) == ["Walls", "Strategion"]
    assert re.findall(r'aria-label="(\w+) \(Civic', civic) == ["Theatre"]
    assert military.count('class="card-face face-building small cat-military"') == 2
    assert "Military <strong>11</strong>" in basil
    religious = basil[basil.index('class="cat-religious"'):]
    assert "<svg" not in religious.split("</li>")[0] and "none" in religious


def test_the_table_bars_and_the_menu_draw_the_rules_and_settings_buttons():
    """The Rules and Settings buttons come with each screen's HTML (no
    script puts them in afterwards)."""
    opener = '<button type="button" class="small rules-open" data-rules="open" aria-haspopup="dialog">Rules</button>'
    session = person_and_computers()
    bar = table_html(session).split("</header>")[0]
    assert opener in bar and 'data-settings="open"' in bar
    assert bar.index('data-card-action="export"') < bar.index("data-rules") < bar.index("data-settings")
    menu = menu_html([])
    assert menu.count(opener) == 1 and menu.count('data-settings="open"') == 1
    assert '<p class="menu-settings">' + opener in menu
    tiles = views.table_html(Options(2, True, frozenset({"houses"}))).split("</header>")[0]
    assert opener in tiles and 'data-settings="open"' in tiles
    assert '<p class="game-options"><span class="chip">Variants: Houses</span>' in tiles
    assert "game-options" not in views.table_html(Options(2)).split("</header>")[0]
