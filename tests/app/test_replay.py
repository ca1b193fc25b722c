"""Replay (app/replay.py, Session.replay_at, the replay commands): any
game, finished or not, turn by turn, forward and back, every city as it was
at that turn; opened from the move log, the scorepad and the saved-games
list; the game itself never changed by looking at it."""

from __future__ import annotations

import random

import pytest

from akropolis import words
from akropolis.app import commands, movelog, views
from akropolis.app.commands import (
    REPLAY,
    REPLAY_EXIT,
    REPLAY_FIRST,
    REPLAY_LAST,
    REPLAY_NEXT,
    REPLAY_PREVIOUS,
)
from akropolis.app.redraw import Regions
from akropolis.app.replay import Replay
from akropolis.app.replaybar import replay_html
from akropolis.app.saves import MemoryStorage, entries, save
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.game import GameState, Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME

WHEN = "2026-01-01T00:00"


def played(session: Session, turns: int | None = None, seed: int = 5) -> Session:
    """``session`` after ``turns`` random legal turns (to the end if None)."""
    rng = random.Random(seed)
    while not session.state.over and (turns is None or len(session.state.turns) < turns):
        if session.computer_to_play:
            session.play_computer()
        else:
            session.game.play(rng.choice(session.game.legal_moves()))
    return session


def hot_seat(turns: int | None = None) -> Session:
    session = Session.new(Options(3), [Player("Ann"), Player("Bob"), Player("Cy")], "g", seed=4)
    return played(session, turns)


def snapshot(state: GameState) -> tuple:
    """What the table shows of a game: site, Stones, cities, whose turn."""
    cities = tuple(
        None if c is None else tuple(sorted(c.top.items())) + tuple(sorted(c.height.items()))
        for c in state.cities
    )
    return (tuple(state.site), tuple(state.stones), cities, state.current, state.round, state.over)


def test_every_turn_shows_the_game_as_it_was_forward_and_back():
    game = hot_seat().game
    again = GameState.start(game.setup)
    expected = [snapshot(again)]
    for turn in game.turns:
        again.play(turn.move)
        expected.append(snapshot(again))
    replay = Replay(game)
    assert replay.at == 0 and replay.total == len(game.turns)
    for at in range(replay.total + 1):
        replay.go(at)
        assert snapshot(replay.state) == expected[at]
    for at in reversed(range(replay.total + 1)):
        replay.go(at)
        assert snapshot(replay.state) == expected[at]
    for at in random.Random(1).sample(range(replay.total + 1), 12):  # jumps, as from the log
        replay.go(at)
        assert snapshot(replay.state) == expected[at]


def test_the_turn_asked_for_is_kept_within_the_game():
    game = hot_seat(6).game
    replay = Replay(game, 99)
    assert replay.at == 6
    replay.go(-3)
    assert replay.at == 0


def test_looking_at_a_game_never_changes_it():
    session = hot_seat(10)
    record = session.to_record(WHEN)
    view = Viewport()
    commands.run(session, view, REPLAY, 3)
    for name in (REPLAY_NEXT, REPLAY_PREVIOUS, REPLAY_FIRST, REPLAY_LAST, REPLAY_PREVIOUS):
        commands.run(session, view, name)
    assert session.state is not session.game
    assert session.to_record(WHEN) == record  # what a save writes during a replay
    commands.run(session, view, REPLAY_EXIT)
    assert session.replay is None and session.to_record(WHEN) == record
    assert session.human_to_play  # and the turn goes on


def test_in_a_replay_only_its_own_commands_and_the_view_run():
    session = hot_seat(4)
    view = Viewport()
    assert commands.run(session, view, REPLAY, 2) == {commands.RESTART}
    screen = session.screen()
    assert screen.replaying and screen.replay == (2, 4)
    assert not session.human_to_play and not session.computer_to_play
    assert not session.can_undo()
    for name, arg in (
        (commands.SELECT, 0),
        (commands.CONFIRM, None),
        (commands.UNDO, None),
        (commands.SUGGEST, None),
        (commands.PLACE_AT, (0, 1)),
        (commands.ENTER, None),
    ):
        assert not commands.enabled(screen, name, arg), name
    assert commands.run(session, view, commands.SELECT, 0) == frozenset()
    for name in (REPLAY_FIRST, REPLAY_PREVIOUS, REPLAY_NEXT, REPLAY_LAST, REPLAY_EXIT):
        assert commands.enabled(screen, name), name
    assert commands.enabled(screen, commands.VIEW, 1)
    assert commands.enabled(screen, commands.FIT)
    assert not any(commands.buttons(screen).values())


def test_the_ends_of_a_replay_disable_the_steps_past_them():
    session = hot_seat(4)
    view = Viewport()
    commands.run(session, view, REPLAY, 0)
    screen = session.screen()
    assert not commands.enabled(screen, REPLAY_PREVIOUS)
    assert not commands.enabled(screen, REPLAY_FIRST)
    assert commands.enabled(screen, REPLAY_NEXT)
    html = replay_html(screen)
    assert 'data-action="replay-previous" aria-label="Previous turn" ' in html
    assert html.count(" disabled") == 2
    commands.run(session, view, REPLAY_LAST)
    screen = session.screen()
    assert screen.replay == (4, 4)
    assert not commands.enabled(screen, REPLAY_NEXT)
    assert not commands.enabled(screen, REPLAY_LAST)
    assert commands.enabled(screen, REPLAY_PREVIOUS)


def test_leaving_a_replay_lets_the_computers_go_on():
    players = [Player("Ann"), Player("Bot", "greedy")]
    session = Session.new(Options(2), players, "g", seed=2)
    played(session, 3)  # Bot to play
    assert session.computer_to_play
    view = Viewport()
    commands.run(session, view, REPLAY, 1)
    assert not session.computer_to_play  # the computer loop stops
    assert commands.run(session, view, REPLAY_EXIT) == {commands.COMPUTERS}
    assert session.computer_to_play


@pytest.mark.parametrize(
    ("key", "command"),
    [
        ("ArrowLeft", REPLAY_PREVIOUS),
        ("ArrowRight", REPLAY_NEXT),
        ("Home", REPLAY_FIRST),
        ("End", REPLAY_LAST),
        ("Escape", REPLAY_EXIT),
        ("+", commands.ZOOM_IN),
        ("0", commands.FIT),
    ],
)
def test_the_keys_of_a_replay(key, command):
    session = hot_seat(4)
    commands.run(session, Viewport(), REPLAY, 2)
    assert commands.key_command(key, session.screen()) == (command, None)


def test_outside_a_replay_the_keys_are_the_turns():
    session = hot_seat(4)
    assert commands.key_command("ArrowLeft", session.screen()) == (commands.AIM, 3)
    assert commands.key_command("Escape", session.screen()) == (commands.CANCEL, None)
    assert commands.key_command("1", session.screen(), ctrl=False) == (commands.SELECT, 0)


def test_the_board_shows_the_city_of_the_player_who_made_the_turn():
    session = hot_seat(5)
    view = Viewport()
    commands.run(session, view, REPLAY, 0)
    assert session.screen().seat == 0
    for at in range(1, 6):
        commands.run(session, view, REPLAY_NEXT)
        assert session.screen().seat == session.game.turns[at - 1].seat
        assert session.screen().title.startswith(f"Turn {at} of 5: ")


def test_a_solo_replay_never_shows_the_architects_missing_city():
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    session = played(Session.new(Options(1, solo="metagenes"), players, "s", seed=3), 6)
    view = Viewport()
    commands.run(session, view, REPLAY, 0)
    for _ in range(6):
        commands.run(session, view, REPLAY_NEXT)
        assert session.screen().seat == 0
        Regions().build(session)  # draws without a city missing


def test_the_regions_of_a_replay_say_which_turn_and_what_it_did():
    session = hot_seat(6)
    regions = Regions()
    commands.run(session, Viewport(), REPLAY, 4)
    built = regions.build(session)
    assert "Replay: Turn 4 of 6" in built["status"]
    entry = movelog.entries(session.game)[3]
    name = session.players[entry.seat].name
    assert built["notice"].startswith(f"{words.isolated(name)} took tile {entry.position + 1} (")
    assert "points" not in built["notice"]  # the cards show them, unless hidden
    assert 'aria-current="step"' in built["log"]
    assert built["log"].count("<li") == 6  # the whole game, to jump anywhere
    assert 'value="4" aria-current="step"' in built["log"]
    assert 'data-action="replay-exit"' in built["replay"]
    assert "slot" not in built["board"]  # nothing to aim at
    commands.run(session, Viewport(), REPLAY, 0)
    assert regions.build(session)["notice"] == "The start of the game: no tile placed yet."
    commands.run(session, Viewport(), REPLAY_EXIT)
    built = regions.build(session)
    assert built["replay"] == "" and 'aria-current="step"' not in built["log"]


def test_each_line_of_the_move_log_opens_the_replay_after_its_turn():
    session = hot_seat(3)
    html = Regions().build(session)["log"]
    for number in (1, 2, 3):
        assert f'data-action="replay" data-turn="{number}"' in html
    assert commands.enabled(session.screen(), REPLAY, 3)
    assert not commands.enabled(session.screen(), REPLAY, 4)  # no such turn yet
    assert commands.NUMBER_ARGS[REPLAY] == "turn"


def test_a_finished_game_links_its_scorepad_to_the_replay():
    session = hot_seat()
    assert session.state.over
    regions = Regions()
    pad = regions.build(session)["end"]
    assert 'data-action="replay" data-turn="0"' in pad
    commands.run(session, Viewport(), REPLAY, 0)
    assert session.screen().turn == "replay"
    assert regions.build(session)["end"] == ""  # the scorepad waits for the end of the replay
    commands.run(session, Viewport(), REPLAY_LAST)
    assert session.state.over and session.screen().turn == "replay"
    commands.run(session, Viewport(), REPLAY_EXIT)
    assert session.screen().over and regions.build(session)["end"]


def test_the_saved_games_list_offers_a_replay_of_each_game():
    storage = MemoryStorage()
    save(storage, hot_seat(2), "2026-01-01T00:00")
    html = views.saves_html(entries(storage))
    assert 'data-action="replay-saved" data-id="g"' in html


def test_a_card_games_save_offers_no_replay():
    """The card game has no replay: its line in the list has no such button."""
    import dataclasses

    storage = MemoryStorage()
    save(storage, hot_seat(2), "2026-01-01T00:00")
    cards = dataclasses.replace(entries(storage)[0], game="cards")
    html = views.saves_html([cards])
    assert 'data-action="replay-saved"' not in html and 'data-action="resume"' in html
