"""Issue 46: what the bar and the prompt say the player to act does, and
the game's verdict."""

from __future__ import annotations

from html import unescape

from cardsessions import mostly_pass, person_and_computers, run_computers

from akropolis import i18n
from akropolis.app import cardwords as w
from akropolis.app.cardscreen import regions, table_html


def _plain(text: str) -> str:
    """The text as read: entities undone, French no-break spaces as spaces."""
    return unescape(text).replace("\u202f", " ").replace("\xa0", " ")


def _auction_opened_by(session, seat: int) -> None:
    """Play on until ``seat`` is to open an auction (no bid made yet)."""
    for _ in range(2000):
        game = session.game
        if game.phase == "auction" and game.current == seat and game.view(seat).high_bidder is None:
            return
        if session.computer_to_play:
            session.play_computer(session.computer_action())
        else:
            mostly_pass(session)
    raise AssertionError("no auction opened by that seat")


def test_the_first_bidder_is_told_to_bid_not_to_pass():
    """The First Citizen may not pass: no "bid or pass" for them."""
    session = person_and_computers()
    _auction_opened_by(session, 0)
    html, bar = table_html(session), regions(session)["card-bar"]
    assert 'class="prompt">You open the auction: bid 0 Drachmas or more (you cannot pass yet).<' in html
    assert "Ada opens the auction with a bid<" in bar
    assert "bid or pass" not in html and "bids or passes" not in bar
    with i18n.using("fr"):
        assert "Vous ouvrez l'enchère : misez 0 Drachme ou plus" in _plain(table_html(session))


def test_a_computer_opening_the_auction_is_said_to_bid():
    session = person_and_computers()
    _auction_opened_by(session, 1)
    assert "Basil opens the auction with a bid<" in regions(session)["card-bar"]
    with i18n.using("fr"):
        assert "Basil ouvre l'enchère par une mise<" in _plain(regions(session)["card-bar"])
        assert _plain(w.to_act("Basil", "open", True)) == "À Basil d'ouvrir l'enchère par une mise (ordinateur)"


def test_the_second_bidder_may_bid_or_pass():
    session = person_and_computers()
    _auction_opened_by(session, 1)
    run_computers(session)
    assert session.game.phase == "auction" and session.viewer_to_act
    assert "Your turn in the auction: bid or pass." in table_html(session)


def test_a_winner_of_every_category_won_all_three():
    assert w.game_won(["Cleo"], "categories", 3) == "Cleo wins the game: won all three categories."
    assert w.game_won(["Cleo"], "categories", 2) == "Cleo wins the game: won the most categories (2 categories)."
    with i18n.using("fr"):
        assert _plain(w.game_won(["Cleo"], "categories", 3)) == "Cleo remporte la partie : les trois catégories remportées."
