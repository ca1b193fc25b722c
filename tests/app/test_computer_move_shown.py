"""What a computer did, shown (issue 12, item 11): after its move the board
shows its city with the new tile arriving (``Session.show_computer_move``,
``Screen.arrive``, the "arrive" classes of render.city_svg) until the
player does anything; the tile it took stays under the Construction Site
(``movelog.taken_html``)."""

from __future__ import annotations

import re

from akropolis.app import commands, movelog, render
from akropolis.app.redraw import Regions
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME


def against_a_bot() -> Session:
    """Ann has played her first move; Bot (greedy) has answered."""
    session = Session.new(Options(2), [Player("Ann"), Player("Bot", "greedy")], "g", seed=3)
    session.game.play(session.game.legal_moves()[0])
    session.play_computer()
    return session


def test_the_bots_city_is_shown_with_its_new_tile_arriving():
    session = against_a_bot()
    assert session.human_to_play and session.screen().seat == 0
    assert session.show_computer_move()
    screen = session.screen()
    assert screen.seat == 1 and screen.arrive
    board = Regions().build(session)["board"]
    placed = session.game.cities[1].placed[-1].hexes
    arriving = re.findall(r'class="col arrive" data-q="(-?\d+)" data-r="(-?\d+)"', board)
    assert sorted((int(q), int(r)) for q, r in arriving) == sorted(placed)
    assert 'class="last arrive"' in board


def test_any_command_of_the_player_ends_it():
    session = against_a_bot()
    session.show_computer_move()
    assert commands.enabled(session.screen(), commands.CANCEL)  # Escape skips it
    commands.run(session, Viewport(), commands.CANCEL)
    assert session.spotlight is None and session.screen().seat == 0
    assert "arrive" not in Regions().build(session)["board"]
    session.show_computer_move()
    commands.run(session, Viewport(), commands.SELECT, 0)  # choosing a tile too
    assert session.spotlight is None and session.selected == 0 and session.screen().mine


def test_a_persons_turn_shows_their_own_city_once_the_move_is_shown():
    """Issue 46, item 8: Ann looked at Bot's city while it thought; her
    turn shows Bot's tile arriving, then her own city, not Bot's."""
    session = Session.new(Options(2), [Player("Ann"), Player("Bot", "greedy")], "g", seed=3)
    session.game.play(session.game.legal_moves()[0])
    assert session.view(1) and session.screen().seat == 1
    session.play_computer()
    assert session.human_to_play
    assert session.show_computer_move() and session.screen().arrive
    session.spotlight = None  # the showing is over
    screen = session.screen()
    assert screen.seat == 0 and screen.mine and not screen.arrive


def test_a_city_looked_at_during_computers_turns_stays_until_a_persons_turn():
    players = [Player("Ann"), Player("Bot", "greedy"), Player("Cog", "greedy")]
    session = Session.new(Options(3), players, "g", seed=3)
    session.game.play(session.game.legal_moves()[0])
    assert session.view(0)
    session.play_computer()  # Bot's: Cog to play next, Ann still looks at hers
    assert not session.show_computer_move() and session.spotlight is None
    assert session.screen().seat == 0


def test_not_after_a_persons_move_nor_the_architects_nor_without_following():
    hot = Session.new(Options(2), [Player("Ann"), Player("Bea")], "g", seed=3)
    hot.game.play(hot.game.legal_moves()[0])
    assert not hot.show_computer_move() and hot.spotlight is None
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    solo = Session.new(Options(1, solo="metagenes"), players, "s", seed=3)
    solo.game.play(solo.game.legal_moves()[0])
    solo.play_computer()
    assert not solo.show_computer_move()
    session = against_a_bot()
    session.follow = False  # the board stays on the person's city
    assert not session.show_computer_move()


def test_no_arriving_tile_unless_asked():
    session = against_a_bot()
    city = session.game.cities[1]
    assert "arrive" not in render.city_svg(city, label="Bot's city")
    assert render.city_svg(city, label="Bot's city", arrive=True).count("col arrive") == 3


def test_the_tile_a_computer_took_stays_under_the_construction_site():
    session = against_a_bot()
    report = session.game.turns[-1].report
    html = Regions().build(session)["site"]
    taken = re.search(r'<p class="taken" data-taken="(\d+)">(.*?)</p>', html)
    assert taken and int(taken.group(1)) == report.cost
    assert f"Bot took tile {report.cost + 1}" in taken.group(2)
    assert f'data-tile="{report.tile_id}"' in taken.group(2)
    session.game.play(session.game.legal_moves()[0])  # Ann's move: nothing to recall
    assert movelog.taken_html(session) == ""


def test_the_architects_take_is_recalled_too():
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    solo = Session.new(Options(1, solo="metagenes"), players, "s", seed=3)
    solo.game.play(solo.game.legal_moves()[0])
    solo.play_computer()
    assert f"{ARCHITECT_NAME} took tile" in movelog.taken_html(solo)
