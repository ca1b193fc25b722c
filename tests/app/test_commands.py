"""The screen model and the one command policy (akropolis/app/screen.py,
akropolis/app/commands.py): what the page shows is worked out once per
change, and a key does exactly what its button would."""

from __future__ import annotations

import pytest

from akropolis.app import commands
from akropolis.app.commands import (
    AIM,
    CANCEL,
    CONFIRM,
    ENTER,
    HOVER,
    PLACE_AT,
    ROTATE_RIGHT,
    SELECT,
    SUGGEST,
    UNDO,
    VIEW,
    enabled,
    key_command,
    run,
)
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.city import City
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME, METAGENES


def hot_seat() -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)


def against(bot: str) -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Robot", bot)], "g", seed=7)


def solo() -> Session:
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    return Session.new(Options(1, solo=METAGENES), players, "g", seed=7)


def press(session: Session, view: Viewport, key: str, **modifiers) -> frozenset[str]:
    command = key_command(key, **modifiers)
    assert command is not None, key
    return run(session, view, *command)


def place_first_legal(session: Session, view: Viewport) -> None:
    """Choose tile 1, turn it until it fits, and click a legal space."""
    run(session, view, SELECT, 0)
    for _ in range(6):
        if session.screen().legal:
            break
        run(session, view, ROTATE_RIGHT)
    run(session, view, PLACE_AT, min(session.screen().legal))
    assert session.screen().pending, session.notice


# ------------------------------------------------------------ the screen
def test_the_screen_is_built_once_per_change():
    session = hot_seat()
    first = session.screen()
    assert session.screen() is first
    session.select(0)
    second = session.screen()
    assert second is not first and second.selected == 0
    assert session.screen() is second
    session.notice = "Something else."
    assert session.screen() is not second and session.screen().notice == "Something else."


def test_the_screen_follows_moves_played_on_the_state_directly():
    session = hot_seat()
    before = session.screen()
    session.state.play(session.state.legal_moves()[0])
    after = session.screen()
    assert after is not before and after.moves == 1 and after.current == 1


def test_a_click_works_out_the_legal_places_once(monkeypatch):
    session, view = hot_seat(), Viewport()
    calls = []
    legal_placements = City.legal_placements

    def counted(city, tile):
        calls.append(tile)
        return legal_placements(city, tile)

    monkeypatch.setattr(City, "legal_placements", counted)
    place_first_legal(session, view)
    screen = session.screen()
    assert screen.preview is not None and screen.preview.ok
    assert screen.legal == session.legal_anchors()
    assert len(calls) == 1, "legal placements once for every rotation of the chosen tile"
    run(session, view, CONFIRM)
    session.screen()
    assert len(calls) == 1, "nothing is chosen after the move"


def test_the_screen_shows_the_legal_places_and_the_preview_only_on_the_own_city():
    session, view = hot_seat(), Viewport()
    place_first_legal(session, view)
    assert session.screen().mine and session.screen().legal
    run(session, view, VIEW, 1)
    other = session.screen()
    assert other.seat == 1 and not other.mine
    assert other.legal == frozenset() and other.preview is None and other.cursor is None
    assert other.title == "Bob's city (it is Ann's turn)"


def test_on_the_architects_turn_the_board_shows_the_persons_city():
    session = solo()
    session.state.play(session.state.legal_moves()[0])
    assert session.state.is_architect(session.state.current)
    assert session.screen().seat == 0 and session.screen().turn == "computer"


def test_the_architect_has_no_city_to_view():
    session, view = solo(), Viewport()
    run(session, view, VIEW, 1)
    assert session.viewing is None and "Illustrious Architect holds" in session.notice


# ------------------------------------------------------------ keys
@pytest.mark.parametrize(
    ("key", "modifiers", "command"),
    [
        ("u", {}, (UNDO, None)),
        ("U", {}, (UNDO, None)),
        ("z", {"ctrl": True}, (UNDO, None)),
        ("c", {"ctrl": True}, None),
        ("u", {"alt": True}, None),
        ("r", {"meta": True}, None),
        ("3", {}, (SELECT, 2)),
        ("0", {}, (commands.FIT, None)),
        ("ArrowUp", {}, (AIM, 4)),
        ("Enter", {}, (ENTER, None)),
        ("Escape", {}, (CANCEL, None)),
        ("?", {}, (SUGGEST, None)),
        ("x", {}, None),
    ],
)
def test_keys(key, modifiers, command):
    assert key_command(key, **modifiers) == command


def test_every_key_names_a_command_of_the_table():
    assert {name for name, _ in commands.KEYS.values()} <= commands.TABLE


# ------------------------------------------------------------ one policy
def test_u_does_not_undo_during_a_computers_turn():
    """The defect: the U key took back a move while the Undo button was
    disabled (the computer was thinking of its reply)."""
    session, view = against("greedy"), Viewport()
    place_first_legal(session, view)
    assert run(session, view, CONFIRM) == {commands.SAVE, commands.COMPUTERS}
    assert session.computer_to_play and session.can_undo()
    screen = session.screen()
    assert not commands.buttons(screen)[UNDO]
    for key, modifiers in (("u", {}), ("U", {}), ("z", {"ctrl": True})):
        assert press(session, view, key, **modifiers) == frozenset()
        assert len(session.state.turns) == 1 and session.computer_to_play
    # Once the computer has replied, U takes back both moves, as the button.
    session.play_computer()
    assert commands.buttons(session.screen())[UNDO]
    assert press(session, view, "u") == {commands.RESTART, commands.SAVE}
    assert session.state.turns == [] and session.human_to_play


def test_nothing_runs_on_a_computers_turn():
    session, view = against("greedy"), Viewport()
    place_first_legal(session, view)
    run(session, view, CONFIRM)
    screen = session.screen()
    for name in (SELECT, ROTATE_RIGHT, CONFIRM, CANCEL, UNDO, SUGGEST, ENTER, AIM, PLACE_AT):
        assert not enabled(screen, name, 0), name
    assert run(session, view, SELECT, 0) == frozenset()
    assert session.selected is None and session.screen() is screen


def test_buttons_and_keys_agree_along_a_turn():
    session, view = hot_seat(), Viewport()
    assert commands.buttons(session.screen()) == {
        "rotate-left": False,
        "rotate-right": False,
        "confirm": False,
        "cancel": False,
        "undo": False,
        "suggest": True,
    }
    assert press(session, view, "r") == frozenset() and session.rotation == 0
    press(session, view, "1")
    assert session.selected == 0
    buttons = commands.buttons(session.screen())
    assert buttons["rotate-right"] and buttons["cancel"] and not buttons["confirm"]
    press(session, view, "r")
    assert session.rotation == 1
    press(session, view, "ArrowRight")
    assert session.aim is not None
    assert commands.buttons(session.screen())["confirm"] is session.screen().pending


def test_enter_places_then_confirms():
    session, view = hot_seat(), Viewport()
    run(session, view, SELECT, 0)
    for _ in range(6):
        if session.screen().legal:
            break
        run(session, view, ROTATE_RIGHT)
    press(session, view, "ArrowRight")  # the first legal anchor
    assert session.screen().preview.ok
    press(session, view, "Enter")
    assert session.screen().pending and "Confirm to build here" in session.notice
    assert press(session, view, "Enter") == {commands.SAVE, commands.COMPUTERS}
    assert len(session.state.turns) == 1


def test_a_site_position_beyond_the_site_is_not_a_command():
    session = hot_seat()
    assert enabled(session.screen(), SELECT, len(session.state.site) - 1)
    assert not enabled(session.screen(), SELECT, len(session.state.site))
    assert not enabled(session.screen(), SELECT, "1")


def test_a_click_without_a_tile_asks_for_one():
    session, view = hot_seat(), Viewport()
    run(session, view, PLACE_AT, (1, 1))
    assert session.notice == "First choose a tile from the Construction Site."


def test_a_tap_on_a_hex_of_the_city_without_a_tile_is_not_refused():
    """On a phone a tap on a built hex shows what it scores (its tip): it
    asks a question, and is not told to choose a tile first."""
    session, view = hot_seat(), Viewport()
    session.notice = ""
    for h in sorted(session.city.height):
        run(session, view, PLACE_AT, h)
        assert session.notice == "", h
    assert session.selected is None and session.pending is None


def test_hovering_aims_unless_a_placement_awaits_confirm():
    session, view = hot_seat(), Viewport()
    run(session, view, SELECT, 0)
    run(session, view, HOVER, (2, -1))
    assert session.aim == (2, -1)
    place_first_legal(session, view)
    aim = session.aim
    assert not enabled(session.screen(), HOVER, (5, 5))
    run(session, view, HOVER, (5, 5))
    assert session.aim == aim


def test_zoom_commands_move_the_view():
    session, view = hot_seat(), Viewport()
    press(session, view, "+")
    assert view.zoom > 1
    press(session, view, "0")
    assert view.zoom == 1
    press(session, view, "-")
    assert view.zoom < 1
    run(session, view, VIEW, 1)
    assert view.zoom == 1, "looking at another city fits it"


def test_an_unknown_command_does_nothing():
    session, view = hot_seat(), Viewport()
    assert run(session, view, "menu") == frozenset()
    assert run(session, view, "launch") == frozenset()


# ------------------------------------------------- Enter on a focused tile
def test_enter_on_the_chosen_tile_places_it_then_confirms():
    """Tab to a tile, Enter chooses it, arrows aim, and Enter, still on the
    tile's button, places the tile and then confirms it: no keyboard trap."""
    session, view = hot_seat(), Viewport()
    assert commands.enter_on(session.screen(), SELECT, 0) is None, "Enter chooses it"
    run(session, view, SELECT, 0)
    for _ in range(6):
        if session.screen().legal:
            break
        run(session, view, ROTATE_RIGHT)
    run(session, view, AIM, 0)  # the first arrow: the first legal anchor
    assert session.screen().preview_state == "ok"
    command = commands.enter_on(session.screen(), SELECT, 0)
    assert command == (ENTER, None)
    run(session, view, *command)
    assert session.screen().pending
    command = commands.enter_on(session.screen(), SELECT, 0)
    assert command == (ENTER, None)
    assert commands.SAVE in run(session, view, *command)
    assert len(session.state.turns) == 1


def test_enter_on_another_tile_or_button_lets_the_button_act():
    session, view = hot_seat(), Viewport()
    run(session, view, SELECT, 0)
    screen = session.screen()
    assert commands.enter_on(screen, SELECT, 1) is None
    assert commands.enter_on(screen, CANCEL) is None
    assert commands.enter_on(screen, ROTATE_RIGHT) is None
    assert commands.enter_on(screen, "menu") is None
    # Not the player's turn: Enter chooses nothing else either.
    bot = against("easy")
    bot.state.current = 1
    assert commands.enter_on(bot.screen(), SELECT, 0) is None


# ------------------------------------------------------- a late suggestion
def test_a_suggestion_that_comes_after_the_player_acted_is_dropped():
    session, view = hot_seat(), Viewport()
    asked = commands.choices(session)
    suggested = session.suggestion_thinking().finish()
    place_first_legal(session, view)  # the player places a tile meanwhile
    placed = session.pending
    assert not commands.show_suggestion(session, suggested, asked)
    assert session.pending == placed and session.notice.startswith("Confirm to build here")


@pytest.mark.parametrize("act", ["select", "rotate", "select-other"])
def test_a_suggestion_is_dropped_after_any_choice_of_the_player(act):
    session, view = hot_seat(), Viewport()
    run(session, view, SELECT, 0)
    asked = commands.choices(session)
    move = session.state.legal_moves()[-1]
    if act == "select":
        run(session, view, SELECT, 0)  # chosen again: nothing changed
    elif act == "rotate":
        run(session, view, ROTATE_RIGHT)
    else:
        run(session, view, SELECT, 1)
    shown = commands.show_suggestion(session, move, asked)
    assert shown == (act == "select")
    assert (session.pending == move) == shown


def test_a_suggestion_in_time_is_shown_awaiting_confirm():
    session = hot_seat()
    asked = commands.choices(session)
    move = session.state.legal_moves()[0]
    assert commands.show_suggestion(session, move, asked)
    assert session.pending == move and session.selected == move.tile
