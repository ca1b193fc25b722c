"""All cities at once (app/overview.py, the ``overview`` command): every
player's city side by side with its owner, Stones and points; the
Illustrious Architect's tiles; a city opens on the board; in a replay, the
cities as they were."""

from __future__ import annotations

import random
import re

from akropolis import words
from akropolis.app import commands
from akropolis.app.overview import overview_html
from akropolis.app.redraw import Regions
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.app.views import e
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME


def played(session: Session, turns: int) -> Session:
    rng = random.Random(3)
    while len(session.game.turns) < turns and not session.game.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.game.play(rng.choice(session.game.legal_moves()))
    return session


def four(turns: int = 8) -> Session:
    names = ["Ann", "Bob", "Cy", "<Dee>"]
    return played(Session.new(Options(4), [Player(n) for n in names], "g", seed=2), turns)


def test_every_city_side_by_side_with_its_owner_stones_and_points():
    session = four()
    state = session.state
    html = overview_html(session, 0)
    assert html.count('<li class="overview-city') == 4
    for seat in range(4):
        assert f'data-action="view" data-seat="{seat}"' in html
        points = words.points(state.score(seat).total)
        assert re.search(rf'data-seat="{seat}"><h3>.*?{points}</span>', html)
    assert "&lt;Dee&gt;" in html and "<Dee>" not in html  # names escaped
    assert html.count("<svg") == 4
    assert 'class="overview-city viewing' in html
    label = e("Show Ann's city on the board")
    assert f'aria-label="{label}"' in html


def test_the_architect_shows_its_tiles_and_cannot_be_opened():
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    session = played(Session.new(Options(1, solo="hippodamos"), players, "s", seed=1), 6)
    html = overview_html(session, 0)
    assert html.count("<li") == 2
    assert 'data-seat="1"' in html and 'data-action="view" data-seat="1"' not in html
    assert e(f"{ARCHITECT_NAME}'s tiles") in html


def test_the_command_toggles_it_and_a_city_chosen_opens_on_the_board():
    session = four()
    view = Viewport()
    regions = Regions()
    assert regions.build(session)["overview"] == ""
    assert commands.enabled(session.screen(), commands.OVERVIEW)
    commands.run(session, view, commands.OVERVIEW)
    assert session.screen().overview
    assert "overview-cities" in regions.build(session)["overview"]
    commands.run(session, view, commands.VIEW, 2)
    assert not session.screen().overview and session.screen().seat == 2
    assert regions.build(session)["overview"] == ""


def test_choosing_a_tile_goes_back_to_the_board():
    session = four(0)
    commands.run(session, Viewport(), commands.OVERVIEW)
    commands.run(session, Viewport(), commands.SELECT, 0)
    assert session.selected == 0 and not session.overview


def test_the_key_a_and_a_replay_show_the_cities_as_they_were():
    session = four(8)
    assert commands.key_command("a", session.screen()) == (commands.OVERVIEW, None)
    commands.run(session, Viewport(), commands.REPLAY, 4)
    assert commands.key_command("A", session.screen()) == (commands.OVERVIEW, None)
    commands.run(session, Viewport(), commands.OVERVIEW)
    html = Regions().build(session)["overview"]
    for seat in range(4):
        then = words.points(session.state.score(seat).total)
        assert re.search(rf'data-seat="{seat}"><h3>.*?{then}</span>', html)
    commands.run(session, Viewport(), commands.REPLAY_EXIT)
    assert session.screen().overview  # stays open, now on the game as it is


def test_a_finished_game_can_show_all_its_cities():
    session = four(999)
    assert session.state.over
    assert commands.enabled(session.screen(), commands.OVERVIEW)
    commands.run(session, Viewport(), commands.OVERVIEW)
    assert "overview-cities" in Regions().build(session)["overview"]


def test_every_city_of_the_overview_marks_its_last_tile():
    s = Session.new(Options(3), [Player(n) for n in ("Ann", "Bob", "Cy")], "g", seed=2)
    for _ in range(3):
        s.state.play(s.state.legal_moves()[0])
    html = overview_html(s, 0)
    assert html.count('class="last-mark"') == 3
