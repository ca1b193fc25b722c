"""The engine owns turn flow and history: each turn kept as (seat, move,
report), whose turn comes next for the rest of the game, exact undo, the
seats of the set-up, and what a player may see (``PlayerView``)."""

from __future__ import annotations

import random

import pytest

from akropolis.rules.game import GameState, IllegalMove, Move, Options, new_game
from akropolis.rules.setup import (
    ARCHITECT,
    HUMAN,
    Player,
    Setup,
    default_players,
    new_setup,
    seat_players,
)
from akropolis.rules.solo import ARCHITECT_NAME, ARCHITECT_SEAT
from akropolis.rules.view import PlayerView

MODES = [
    Options(2),
    Options(3),
    Options(4),
    Options(2, long_game=True),
    Options(3, long_game=True, variants=frozenset({"markets"})),
    Options(1, solo="metagenes"),
    Options(1, solo="callicrates", long_game=True),
]
IDS = ["2p", "3p", "4p", "2p-long", "3p-long", "solo", "solo-long"]


def fingerprint(state: GameState) -> tuple:
    """Everything a turn can change, as plain values."""
    return (
        tuple(state.site),
        state.stacks_used,
        tuple(
            None
            if c is None
            else (
                sorted(c.height.items()),
                sorted(c.top.items()),
                sorted(c.tile_of.items()),
                tuple(c.placed),
                tuple(c.legal_triangles()),
            )
            for c in state.cities
        ),
        tuple(state.pile),
        tuple(state.stones),
        state.chief,
        state.current,
        state.round,
        state.over,
        tuple(state.turns),
        state.paid_to_reserve,
        state.gained_from_quarries,
    )


def random_move(state: GameState, rng: random.Random) -> Move:
    return rng.choice(state.legal_moves())


@pytest.mark.parametrize("options", MODES, ids=IDS)
def test_upcoming_is_the_order_the_game_plays(options):
    state = new_game(options, 5)
    expected = state.upcoming()
    rng = random.Random(5)
    played = []
    while not state.over:
        assert state.upcoming() == expected[len(played) :]
        assert state.view().turns_left() == [
            expected[len(played) :].count(seat) for seat in range(state.seats)
        ]
        played.append(state.current)
        state.play(random_move(state, rng))
    assert played == expected
    assert state.upcoming() == []
    assert [turn.seat for turn in state.turns] == played


@pytest.mark.parametrize("options", MODES, ids=IDS)
def test_each_turn_is_kept_with_its_seat_move_and_report(options):
    state = new_game(options, 8)
    rng = random.Random(8)
    for _ in range(12):
        seat = state.current
        move = random_move(state, rng)
        report = state.play(move)
        turn = state.turns[-1]
        assert (turn.seat, turn.move, turn.report) == (seat, move, report)
        assert report.seat == seat
    assert state.history == [turn.move for turn in state.turns]


@pytest.mark.parametrize("options", MODES, ids=IDS)
def test_undo_takes_back_every_turn_exactly(options):
    """Play a whole game, then undo it move by move: each undo gives back
    the state as it was before that move, down to the start."""
    state = new_game(options, 11)
    start = fingerprint(state)
    rng = random.Random(11)
    before = []
    while not state.over:
        before.append(fingerprint(state))
        state.play(random_move(state, rng))
    for expected in reversed(before):
        turn = state.undo()
        assert fingerprint(state) == expected
        assert isinstance(turn.move, Move)
    assert fingerprint(state) == start
    with pytest.raises(IndexError):
        state.undo()


@pytest.mark.parametrize("options", MODES, ids=IDS)
def test_a_game_played_on_after_undos_is_the_same_game(options):
    """Undo in the middle of a game, play the same moves again: the same
    state as a game that never undid; play other moves: the same as a game
    that played those."""
    rng = random.Random(3)
    state = new_game(options, 3)
    for _ in range(20):
        state.play(random_move(state, rng))
    moves = state.history
    for _ in range(7):
        state.undo()
    for move in moves[-7:]:
        state.play(move)
    fresh = GameState.start(state.setup)
    for move in moves:
        fresh.play(move)
    assert fingerprint(state) == fingerprint(fresh)
    # Another line: undo 5 and play on at random; a replay agrees.
    for _ in range(5):
        state.undo()
    while not state.over:
        state.play(random_move(state, rng))
    replay = GameState.start(state.setup)
    for move in state.history:
        replay.play(move)
    assert fingerprint(state) == fingerprint(replay)


def test_undo_after_the_last_move_reopens_the_game():
    state = new_game(Options(2), 4)
    rng = random.Random(4)
    while not state.over:
        state.play(random_move(state, rng))
    state.undo()
    assert not state.over
    assert state.legal_moves()


def test_a_clone_undoes_on_its_own():
    state = new_game(Options(3), 6)
    rng = random.Random(6)
    for _ in range(9):
        state.play(random_move(state, rng))
    kept = fingerprint(state)
    other = state.clone()
    other.undo()
    other.undo()
    assert fingerprint(state) == kept
    assert len(other.turns) == 7


def test_an_illegal_move_changes_nothing_and_leaves_nothing_to_undo():
    state = new_game(Options(2), 1)
    before = fingerprint(state)
    with pytest.raises(IllegalMove):
        state.play(Move(0, (40, 40), 0, 1))
    assert fingerprint(state) == before
    with pytest.raises(IndexError):
        state.undo()


# ------------------------------------------------------------------ seats
def test_seats_default_to_people_and_in_solo_the_architect():
    assert default_players(Options(3)) == tuple(Player(f"Player {n}") for n in (1, 2, 3))
    solo = default_players(Options(1, solo="hippodamos"))
    assert solo == (Player("Player 1"), Player(ARCHITECT_NAME, ARCHITECT))
    assert solo[ARCHITECT_SEAT].is_architect
    assert Options(1, solo="hippodamos").architect_seat == ARCHITECT_SEAT
    assert Options(2).architect_seat is None


def test_seat_players_puts_the_architect_in_its_seat():
    options = Options(1, solo="callicrates")
    seats = seat_players(options, [Player("Ada")])
    assert [p.name for p in seats] == ["Ada", ARCHITECT_NAME]
    state = GameState.start(new_setup(options, 2, seats))
    assert [state.is_architect(s) for s in range(2)] == [False, True]
    assert state.cities[ARCHITECT_SEAT] is None


def test_who_plays_a_seat():
    person, bot, architect = Player("A"), Player("B", "hard"), Player("C", ARCHITECT)
    assert (person.is_human, person.is_computer, person.is_bot) == (True, False, False)
    assert (bot.is_human, bot.is_computer, bot.is_bot) == (False, True, True)
    assert (architect.is_architect, architect.is_computer, architect.is_bot) == (True, True, False)
    assert person.control == HUMAN


@pytest.mark.parametrize(
    ("options", "players"),
    [
        (Options(2), (Player("A"),)),
        (Options(2), (Player("A"), Player("B", ARCHITECT))),
        (Options(1, solo="metagenes"), (Player("A"), Player("B"))),
        (Options(1, solo="metagenes"), (Player("A", ARCHITECT), Player("B"))),
    ],
)
def test_a_setup_refuses_seats_that_do_not_fit(options, players):
    setup = new_setup(options, 1, players)
    assert setup.error()
    with pytest.raises(ValueError):
        GameState.start(setup)


# ------------------------------------------------------------------- view
def test_the_view_shows_the_unseen_tiles_as_a_set_never_their_order():
    state = new_game(Options(2), 9)
    rng = random.Random(9)
    for _ in range(10):
        state.play(random_move(state, rng))
    view = state.view()
    hidden = [t for i in range(state.stacks_used, state.stacks_total) for t in state.stack(i)]
    assert view.unseen == frozenset(hidden)
    assert not hasattr(view, "setup") and not hasattr(view, "tile_order")
    # The same game with the stacks in another order looks the same.
    order = list(state.setup.tile_order)
    start = len(order) - len(hidden)
    tail = order[start:]
    random.Random(1).shuffle(tail)
    other = GameState.start(Setup(state.options, tuple(order[:start] + tail), 9))
    for move in state.history:
        other.play(move)
    a, b = other.view(), view
    assert (a.site, a.stones, a.pile, a.unseen, a.turn) == (b.site, b.stones, b.pile, b.unseen, b.turn)
    assert [c.top for c in a.cities] == [c.top for c in b.cities]


def test_the_view_is_a_copy():
    state = new_game(Options(2), 2)
    before = fingerprint(state)
    view = state.view()
    assert isinstance(view, PlayerView)
    view.cities[0].height[(30, 30)] = 5
    assert fingerprint(state) == before
    assert view.legal_moves() == state.legal_moves()
    assert view.upcoming() == state.upcoming()
    assert view.turn == 0 and view.current == state.current
