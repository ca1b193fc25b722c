"""Undo in hot seat (akropolis/app/takeback.py, issue 46 item 9): the
person who just moved may take their move back until the next person
touches their turn; from then on it stands, and Undo's label and refusal
say which it is."""

from __future__ import annotations

import random

from akropolis import i18n
from akropolis.app import commands
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.game import Options
from akropolis.rules.record import Player


def hot_seat(*names: str) -> Session:
    return Session.new(Options(len(names)), [Player(n) for n in names], "game-1", seed=3)


def play(session: Session, rng: random.Random) -> None:
    """A legal turn, through the commands a person's clicks run."""
    view = Viewport()
    state = session.state
    positions = [p for p in range(len(state.site)) if state.cost_error(p) is None]
    commands.run(session, view, commands.SELECT, rng.choice(positions))
    while not session.legal_anchors():
        commands.run(session, view, commands.ROTATE_RIGHT)
    commands.run(session, view, commands.PLACE_AT, sorted(session.legal_anchors())[0])
    assert commands.run(session, view, commands.CONFIRM), session.notice


def test_the_person_who_just_moved_takes_it_back_before_the_next_one_acts():
    session = hot_seat("Ann", "Bob")
    play(session, random.Random(1))
    assert session.state.current == 1
    screen = session.screen()
    assert commands.enabled(screen, commands.UNDO)
    assert screen.undo_label == "Undo Ann's move"
    assert commands.run(session, Viewport(), commands.UNDO) == {commands.RESTART, commands.SAVE}
    assert session.state.turns == [] and session.state.current == 0
    assert session.notice == "Move taken back: Ann to play."
    assert not session.screen().can_undo


def test_the_next_persons_choice_of_a_tile_seals_the_move_even_if_cancelled():
    session = hot_seat("Ann", "Bob", "Cleo")
    rng = random.Random(2)
    play(session, rng)
    view = Viewport()
    commands.run(session, view, commands.SELECT, 0)
    commands.run(session, view, commands.CANCEL)
    assert session.selected is None
    screen = session.screen()
    assert not screen.can_undo and not commands.enabled(screen, commands.UNDO)
    assert screen.undo_label == "Undo (nothing to take back: Bob has begun their turn)"
    assert not session.undo()
    assert session.notice == "Bob has begun their turn: Ann's move can no longer be taken back."
    assert len(session.state.turns) == 1
    # Bob's own move, once made, is his to take back until Cleo acts.
    play(session, rng)
    assert session.screen().undo_label == "Undo Bob's move"
    assert session.undo() and len(session.state.turns) == 1 and session.state.current == 1


def test_a_suggested_tile_shown_counts_as_acting():
    session = hot_seat("Ann", "Bob")
    play(session, random.Random(3))
    session.selected = 0  # as a suggestion shown sets it
    assert not session.can_undo()


def test_a_take_back_takes_only_the_last_persons_move():
    session = hot_seat("Ann", "Bob")
    rng = random.Random(4)
    play(session, rng)
    play(session, rng)
    assert session.undo()
    assert len(session.state.turns) == 1 and session.state.current == 1
    # Bob to play again, untouched: Ann's move is hers to take back again.
    assert session.screen().undo_label == "Undo Ann's move"


def test_the_words_in_french():
    session = hot_seat("Ann", "Bob")
    play(session, random.Random(5))
    with i18n.using("fr"):
        assert session.screen().undo_label == "Reprendre le coup joué par Ann"
        session.select(0)
        assert session.screen().undo_label == (
            "Reprendre (rien à reprendre\u00a0: Bob a commencé son tour)"
        )
        session.undo()
        assert session.notice == (
            "Bob a commencé son tour\u00a0: le coup joué par Ann ne peut plus être repris."
        )
