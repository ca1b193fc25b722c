"""The suggestion worked out ahead (app/ahead.py): once a person has asked
for one, each of their turns starts thinking as it begins; the thinking is
for one position, and a move, an undo or another table leaves it behind."""

from __future__ import annotations

from akropolis.app import hints
from akropolis.app.ahead import Ahead
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.setup import Player


def table(seed: int = 11) -> Session:
    return Session.new(Options(2), [Player("Ada"), Player("Basil", "medium")], "g", seed=seed)


def to_next_turn(session: Session, move) -> None:
    session.show_suggestion(move)
    session.confirm()
    while session.computer_to_play:
        session.play_computer()


def test_no_thinking_ahead_until_a_suggestion_is_asked():
    ahead, session = Ahead(), table()
    assert ahead.begin(session) is None
    to_next_turn(session, session.suggestion_thinking().finish())  # no Suggest pressed
    assert ahead.begin(session) is None and ahead.ready(session) is None


def test_once_asked_each_later_turn_starts_its_suggestion_as_it_begins():
    ahead, session = Ahead(), table()
    first = ahead.asked(session)
    assert ahead.asked(session) is first  # asked again: the same thinking
    assert ahead.ready(session) is None
    move = first.finish()
    assert ahead.ready(session) == move
    to_next_turn(session, move)
    assert ahead.ready(session) is None  # never the last position's
    work = ahead.begin(session)
    assert work is not None and work is not first
    assert ahead.begin(session) is None  # once a turn: it is under way
    assert ahead.asked(session) is work  # Suggest takes it up
    move = work.finish()
    assert move == hints.thinking(session.state).finish()
    assert ahead.ready(session) == move


def test_no_thinking_on_a_computers_turn():
    ahead, session = Ahead(), table()
    ahead.asked(session).finish()
    session.show_suggestion(ahead.ready(session))
    session.confirm()
    assert session.computer_to_play
    assert ahead.begin(session) is None and ahead.ready(session) is None


def test_an_undo_leaves_the_thinking_behind():
    ahead, session = Ahead(), table()
    ahead.asked(session).finish()
    session.show_suggestion(ahead.ready(session))
    session.confirm()
    while session.computer_to_play:
        session.play_computer()
    done = ahead.begin(session)
    done.finish()
    assert ahead.ready(session) is not None
    session.undo()  # back to the person's first turn: another position
    assert session.human_to_play and len(session.game.turns) == 0
    assert ahead.ready(session) is None
    again = ahead.begin(session)
    assert again is not None and again is not done


def test_another_table_or_the_table_left_has_none():
    ahead, session = Ahead(), table()
    ahead.asked(session).finish()
    other = Session.new(Options(2), [Player("Ada"), Player("Basil", "medium")], "g", seed=11)
    assert ahead.ready(other) is None  # the same game, opened again: another table
    assert ahead.begin(other) is not None  # its game uses hints
    ahead.drop()
    assert ahead.ready(other) is None and ahead.begin(None) is None


def test_only_the_person_who_asked_has_their_turns_thought_ahead():
    ahead = Ahead()
    session = Session.new(Options(2), [Player("Ada"), Player("Basil")], "hot-seat", seed=3)
    move = ahead.asked(session).finish()  # Ada asks
    to_next_turn(session, move)
    assert session.human_to_play and session.state.current == 1
    assert ahead.begin(session) is None  # Basil never asked
    session.show_suggestion(hints.thinking(session.state).finish())
    session.confirm()
    assert session.state.current == 0 and ahead.begin(session) is not None  # Ada's turn
