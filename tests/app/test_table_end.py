"""The table once a game is over, and the Illustrious Architect named by its
level: the winner's city on the board, no price on the tiles left, the
Architect as "Illustrious Architect (Callicrates)", and the solo form's
seat without a "Played by" control."""

from __future__ import annotations

import random
import re

from akropolis.app import views
from akropolis.app.newgame import Choices
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME


def finished(options: Options, players: list[Player], seed: int) -> Session:
    session = Session.new(options, players, "g", seed=seed)
    rng = random.Random(seed)
    while not session.state.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.state.play(rng.choice(session.state.legal_moves()))
    return session


def solo_session(level: str = "callicrates") -> Session:
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    return Session.new(Options(1, solo=level), players, "s", seed=3)


def test_the_board_shows_the_winners_city_at_the_end():
    shown = set()
    for seed in range(12):
        players = [Player("A"), Player("B"), Player("C")]
        session = finished(Options(3), players, seed)
        winner = session.state.result().winners[0]
        assert session.shown_seat() == winner
        assert session.screen().seat == winner
        shown.add(winner != session.state.turns[-1].seat)
        # Any city can still be looked at.
        other = (winner + 1) % 3
        assert session.view(other) and session.shown_seat() == other
    assert True in shown  # not merely the last mover's city


def test_the_board_shows_the_persons_city_when_the_architect_wins():
    for seed in range(6):
        players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
        session = finished(Options(1, solo="callicrates"), players, seed)
        assert session.shown_seat() == 0


def test_the_tiles_left_at_the_end_have_no_price():
    session = finished(Options(2), [Player("A"), Player("B")], 1)
    assert session.state.site
    html = views.site_html(session)
    assert "free" not in html and "Stone" not in html
    assert re.findall(r'<span class="cost">([^<]*)</span>', html) == [
        str(n + 1) for n in range(len(session.state.site))
    ]
    assert 'aria-label="Tile 1: ' in html and " dear" not in html


def test_the_tiles_in_play_keep_their_price():
    session = Session.new(Options(2), [Player("A"), Player("B")], "g", seed=1)
    html = views.site_html(session)
    assert '<span class="cost">1: <span class="price">free</span></span>' in html
    assert 'aria-label="Tile 1, free: ' in html


def test_the_architect_is_named_by_its_level():
    session = solo_session("callicrates")
    cards = views.players_html(session, 0)
    assert f"{ARCHITECT_NAME}</bdi></strong> (Callicrates)" in cards
    assert "(architect)" not in cards
    metagenes = views.players_html(solo_session("metagenes"), 0)
    assert "(Metagenes)" in metagenes
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    end = finished(Options(1, solo="callicrates"), players, 2)
    pad = views.scorepad_html(end)
    assert f"{ARCHITECT_NAME}</bdi> (Callicrates)</th>" in pad


def test_a_bot_seat_still_shows_its_bot():
    session = Session.new(Options(2), [Player("Ann"), Player("Robot", "greedy")], "g", seed=1)
    assert "</strong> (short-sighted)" in views.players_html(session, 0)


def test_each_seat_of_the_form_says_who_plays_it():
    html = views.menu_html([], choices=Choices())
    assert html.count('<label class="played-by">Played by <select') == 4
