"""The city in words, the board's keyboard help and the first focus
(app/a11y.py): what a screen reader gets besides the SVG pictures."""

from __future__ import annotations

import random
from collections import Counter

import cityart

from akropolis.app import a11y, redraw, views
from akropolis.app.screen import HUMAN_TURN
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import Player
from akropolis.rules.scoring import DistrictScore, score_city

#: Houses: a group of two (levels 1 and 2) and a lone one; two Markets side
#: by side (neither scores) and one apart; a Temple ringed by six hexes; a
#: Quarry; a Housing Plaza (1 star) and a Market Plaza (2 stars).
ART = """
        H1      M1
    H2      Q1      M1
        T1      G1
    B1      h1      m1
        H1      G1
    Q1      M1
"""


def lines(art: str = ART, label: str = "Ann's city") -> list[str]:
    city = cityart.city(art)
    return a11y.city_lines(city, score_city(city.height, city.top), label)


def test_the_city_in_words_says_its_size_then_each_district_type():
    first, houses, markets, barracks, temples, gardens = lines()
    assert first == "Ann's city: 14 hexes, highest level 2; 2 Quarries, 2 Plazas."
    assert houses.startswith("Houses: 3 hexes (2 on level 1, 1 on level 2); ")
    assert markets.startswith("Markets: 3 hexes (3 on level 1); ")
    assert barracks.startswith("Barracks: 1 hex (1 on level 1); ")
    assert temples.startswith("Temples: 1 hex (1 on level 1); ")
    assert gardens.startswith("Gardens: 2 hexes (2 on level 1); ")


def test_each_line_says_its_condition_what_meets_it_and_the_points():
    _, houses, markets, barracks, temples, gardens = lines()
    assert houses.endswith(
        "only the largest group of adjacent Houses scores: a group of 2, worth 3, "
        "times 1 star: 3 points."
    )
    assert markets.endswith(
        "a Market scores if no other Market is next to it: 1 of 3, worth 1, "
        "times 2 stars: 2 points."
    )
    assert barracks.endswith(
        "a Barracks scores on the edge of the city; no Barracks Plaza yet, so 0 points."
    )
    assert temples.endswith("all six sides; no Temple Plaza yet, so 0 points.")
    assert gardens.endswith("every Garden scores; no Garden Plaza yet, so 0 points.")


def test_a_district_type_the_city_lacks_says_none_and_its_stars():
    art = """
        H1
    h1      m1
"""
    _, houses, markets, *_ = lines(art)
    assert houses.startswith("Houses: 1 hex")
    assert markets == "Markets: none; Plazas give 2 stars."
    assert lines(art)[3] == "Barracks: none."


def test_a_variant_doubling_is_said():
    line = DistrictScore("garden", count=2, value=3, stars=3, points=9, doubled=1)
    assert a11y.district_sentence("garden", Counter({1: 2}), line) == (
        "Gardens: 2 hexes (2 on level 1); every Garden scores: 2 of 2, worth 3 "
        "(1 doubled by the variant), times 3 stars: 9 points."
    )


def test_the_list_is_escaped_html_items():
    city = cityart.city(ART)
    html = a11y.city_text_html(city, score_city(city.height, city.top), "<b>&'s city")
    assert html.startswith("<li>&lt;b&gt;&amp;&#x27;s city: 14 hexes") and html.count("<li>") == 6


def test_the_table_has_the_list_region_and_the_boards_help():
    html = views.table_html()
    assert '<ul id="city-text"' in html and "<summary>The city in words</summary>" in html
    assert 'aria-describedby="board-help"' in html
    assert f'<p id="board-help" class="sr">{views.e(a11y.BOARD_HELP)}</p>' in html
    assert "city-text" in redraw.HTML


def test_every_redraw_says_the_city_shown():
    session = Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)
    regions = redraw.Regions().build(session)
    assert regions["city-text"].startswith("<li>Ann&#x27;s city: 4 hexes, highest level 1; ")
    assert "Plaza" in regions["city-text"]


def test_the_first_focus_is_the_first_tile_a_human_may_take():
    session = Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)
    screen = session.screen()
    assert screen.turn == HUMAN_TURN
    assert a11y.first_control(screen) == '#site button[data-action="select"]:not([disabled])'


def test_the_first_focus_is_the_board_while_a_computer_plays():
    session = Session.new(Options(2), [Player("Robot", "easy"), Player("Ann")], "g", seed=7)
    assert session.computer_to_play
    assert a11y.first_control(session.screen()) == "#board"


def test_the_first_focus_is_the_scorepad_when_the_game_is_over():
    session = Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)
    rng = random.Random(1)
    while not session.state.over:
        session.state.play(rng.choice(session.state.legal_moves()))
    assert a11y.first_control(session.screen()) == "#end button"
    assert "<button" in views.scorepad_html(session)


def test_a_city_thumbnail_is_named_by_its_text_not_an_aria_label():
    # axe's label-content-name-mismatch: the level badges drawn in the city
    # are text inside the button, so an aria-label must not hide them.
    session = Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)
    html = views.players_html(session, 0)
    assert 'class="thumb" data-action="view" data-seat="0"><span class="sr">Show Ann' in html
    assert "aria-label=\"Show" not in html
