"""A person's turn at the tile table (akropolis/app/turn.py): a tile put
down stays put while it is turned, and the notice and the buttons always
agree (issue 46, items 1 and 2)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from akropolis.app import commands
from akropolis.app.commands import CONFIRM
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.game import Options
from akropolis.rules.record import Player

PLACED = "Confirm to build here, or Cancel."


def two_persons(seed: int = 7) -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Bob")], "game-1", seed=seed)


def turning_spot(session: Session) -> tuple:
    """An anchor where tile 1 fits at rotation 0, not at the next, and
    again at a later one: (anchor, the rotation where it fits again)."""
    session.select(0)
    by_rotation = session._legal_by_rotation()
    for anchor in sorted(by_rotation[0]):
        if anchor not in by_rotation.get(1, ()):
            again = next((r for r in range(2, 6) if anchor in by_rotation.get(r, ())), None)
            if again is not None:
                return anchor, again
    raise AssertionError("no such spot")


def confirm_lit(session: Session) -> bool:
    return commands.enabled(session.screen(), CONFIRM)


def test_turning_a_placed_tile_keeps_it_where_it_is_and_checks_it_again():
    session = two_persons()
    anchor, again = turning_spot(session)
    session.aim_at(anchor)
    assert session.place()
    assert confirm_lit(session) and session.notice == PLACED
    session.rotate()
    # Where it does not fit: the reason, and Confirm off; the tile stays.
    preview = session.screen().preview
    assert preview.move.anchor == anchor and not preview.ok
    assert session.notice == preview.reason
    assert not confirm_lit(session)
    session.rotate(again - 1)
    # Fits again: awaiting Confirm, as the notice says.
    assert session.aim == anchor
    assert session.pending is not None and session.pending.anchor == anchor
    assert session.pending.rotation == again
    assert confirm_lit(session) and session.notice == PLACED
    assert session.confirm() is not None
    assert session.state.history[-1].anchor == anchor


def test_pointing_elsewhere_leaves_a_tile_put_down_where_it_is_even_when_it_does_not_fit():
    session = two_persons()
    anchor, _ = turning_spot(session)
    session.aim_at(anchor)
    assert session.place()
    session.rotate()
    session.aim_at((9, 9))
    assert session.aim == anchor
    assert session.screen().preview.move.anchor == anchor


def test_a_tap_elsewhere_puts_the_tile_there():
    session = two_persons()
    anchor, _ = turning_spot(session)
    session.aim_at(anchor)
    assert session.place()
    other = next(a for a in sorted(session.legal_anchors()) if a != anchor)
    commands.place_at(session, other)
    assert session.pending.anchor == other and session.notice == PLACED


def test_cancel_takes_up_a_tile_put_down_that_does_not_fit():
    session = two_persons()
    anchor, _ = turning_spot(session)
    session.aim_at(anchor)
    assert session.place()
    session.rotate()
    session.cancel()
    assert session.put is None and session.pending is None and session.selected == 0
    assert session.notice == "Placement cancelled."
    session.rotate()  # the tile is no longer put down: it only turns
    assert session.put is None and not confirm_lit(session)


def test_moving_the_aim_drops_a_stale_refusal():
    """Item 2: after an illegal Enter, aiming at a legal space with the
    arrow keys no longer shows the refusal of the space left."""
    session = two_persons()
    session.select(0)
    session.aim_at((9, 9))
    assert not session.place()
    refusal = session.notice
    assert refusal == "A tile on level 1 must touch your city along at least one edge."
    session.move_aim(3)
    assert session.notice != refusal
    assert session.notice == ""


def test_moving_a_placed_tile_with_the_keys_drops_the_confirm_notice():
    session = two_persons()
    session.select(0)
    session.aim_at(sorted(session.legal_anchors())[0])
    assert session.place()
    session.move_aim(0)
    assert session.pending is None and session.notice == ""


def test_a_notice_other_than_of_a_spot_stays_when_the_aim_moves():
    session = two_persons()
    session.select(0)
    chosen = session.notice
    session.move_aim(0)
    session.move_aim(1)
    session.rotate()
    assert session.notice == chosen


# --------------------------------------------------------- property test
ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("select"), st.integers(0, 3)),
        st.tuples(st.just("aim"), st.integers(0, 5)),
        st.tuples(st.just("point"), st.tuples(st.integers(-3, 3), st.integers(-3, 3))),
        st.tuples(st.just("tap"), st.tuples(st.integers(-3, 3), st.integers(-3, 3))),
        st.tuples(st.just("enter"), st.none()),
        st.tuples(st.just("rotate"), st.sampled_from([1, -1])),
        st.tuples(st.just("cancel"), st.none()),
    ),
    max_size=30,
)

RUN = {
    "select": commands.SELECT,
    "aim": commands.AIM,
    "point": commands.HOVER,
    "tap": commands.PLACE_AT,
    "enter": commands.ENTER,
    "cancel": commands.CANCEL,
}


@settings(max_examples=150, deadline=None)
@given(actions=ACTIONS, seed=st.integers(0, 3))
def test_the_notice_and_the_buttons_always_agree(actions, seed):
    """Over any sequence of choosing, aiming, pointing, tapping, placing,
    turning and cancelling (as the page runs them, through ``commands``):
    the notice says "Confirm to build here" exactly when Confirm is lit,
    and a refusal of a spot shown is the reason of the tile shown, never
    one left from a spot before."""
    session, view = two_persons(seed), Viewport()
    reasons: set[str] = set()
    for name, arg in actions:
        if name == "rotate":
            command = commands.ROTATE_RIGHT if arg == 1 else commands.ROTATE_LEFT
            commands.run(session, view, command)
        else:
            commands.run(session, view, RUN[name], arg)
        screen = session.screen()
        if screen.preview is not None and screen.preview.reason:
            reasons.add(screen.preview.reason)
        says_confirm = PLACED in screen.notice
        assert says_confirm == commands.enabled(screen, CONFIRM), (name, arg, screen.notice)
        if screen.notice in reasons:
            assert screen.preview is not None and screen.notice == screen.preview.reason


def test_a_suggestion_shown_is_dropped_with_its_spot():
    """What is said of a tile put down by a suggestion ("Confirm to play
    it") goes when the tile moves, as Confirm goes off."""
    session = two_persons()
    move = next(m for m in session.state.legal_moves() if m.tile == 0)
    session.show_suggestion(move)
    assert session.pending == move and session.notice
    session.move_aim(0)
    assert session.pending is None and session.notice == ""


def test_a_tile_too_dear_refused_while_one_awaits_confirm_says_confirm_still_works():
    session = two_persons()
    session.select(0)
    session.aim_at(sorted(session.legal_anchors())[0])
    assert session.place()
    assert not session.select(3)  # 3 Stones; Ann has 1
    assert session.notice == f"Tile 4 costs 3 Stones; you have 1. {PLACED}"
    assert confirm_lit(session)


def test_enter_with_a_tile_chosen_and_no_space_aimed_at_says_how_to_aim():
    """A keyboard player chooses tile 2 with its number key, then presses
    Enter: the tile is chosen, so the notice says to bring it to a space,
    not to choose a tile."""
    session = two_persons()
    session.select(1)
    assert session.aim is None
    assert not session.place()
    assert session.notice == "Move the tile to a space first: the arrow keys, or point at a highlighted space."
    fresh = two_persons()
    assert not fresh.place()
    assert fresh.notice == "Choose a tile, then a space for it."
