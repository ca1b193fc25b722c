"""Computer players (akropolis/bots.py, akropolis/search.py): legal,
reproducible, sliced for the browser, blind to the hidden stacks, and
better than chance. Search budgets are kept tiny: these tests check
behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from akropolis import bots
from akropolis.bots import (
    BOTS,
    EasyBot,
    GreedyBot,
    HardBot,
    MediumBot,
    RandomBot,
    Thinking,
    immediate_gains,
    make_bot,
)
from akropolis.bots.evaluate import Survey
from akropolis.bots.search import Search
from akropolis.rules.city import Placement
from akropolis.rules.game import GameState, Move, Options, Setup, new_game, new_setup
from akropolis.rules.scoring import VARIANTS, score_city
from akropolis.rules.tiles import TILES


class QuickHard(HardBot):
    """``hard`` with a budget small enough for tests (same code paths:
    several slices, the round searched, a look one round further)."""

    budget = 4_000
    root_placements = 2
    deep_moves = 2
    samples = 2


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": QuickHard}
ALL = {"random": RandomBot, "greedy": GreedyBot, **LEVELS}

TABLES = [
    pytest.param(Options(2), id="2p"),
    pytest.param(Options(3, variants=frozenset(VARIANTS)), id="3p-variants"),
    pytest.param(Options(4, variants=frozenset({"barracks", "gardens"})), id="4p"),
    pytest.param(Options(2, long_game=True, variants=frozenset({"houses"})), id="2p-long"),
    pytest.param(Options(1, solo="hippodamos"), id="solo-hippodamos"),
    pytest.param(Options(1, long_game=True, solo="callicrates"), id="solo-long"),
]


def positions(options: Options, seed: int, every: int) -> list[GameState]:
    """Positions of a random game where a player (not the Illustrious
    Architect) is to move: the first, every ``every``-th, and the last."""
    state = new_game(options, seed)
    bot = RandomBot(seed)
    found = []
    while not state.over:
        if not state.is_architect(state.current):
            if not found or len(state.history) % every == 0 or state.tiles_in_play() <= 3:
                found.append(state.clone())
            state.play(bot.choose(state))
        else:
            state.play(state.legal_moves()[0])
    return found


def test_the_levels_are_registered():
    assert {"random", "greedy", "easy", "medium", "hard"} <= set(BOTS)
    for name in ("easy", "medium", "hard"):
        bot = make_bot(name, 1)
        assert bot.name == name
    with pytest.raises(ValueError, match="Unknown bot"):
        make_bot("grandmaster")


@pytest.mark.parametrize("options", TABLES)
def test_every_bot_plays_legal_moves(options):
    for state in positions(options, 21, every=9):
        for name, cls in ALL.items():
            move = cls(3).choose(state.clone())
            assert state.move_error(move) is None, (name, move)


@pytest.mark.parametrize("name", LEVELS)
def test_a_level_plays_a_whole_game(name):
    state = new_game(Options(2, variants=frozenset({"temples"})), 4)
    players = [LEVELS[name](1), RandomBot(2)]
    while not state.over:
        move = players[state.current].choose(state.clone())
        state.play(move)  # raises IllegalMove if it is not legal
    assert len(state.history) == 36


@pytest.mark.parametrize("name", LEVELS)
def test_same_seed_same_state_same_move(name):
    cls = LEVELS[name]
    for state in positions(Options(3), 5, every=11)[:4]:
        first = cls(42).choose(state.clone())
        assert cls(42).choose(state.clone()) == first
        # The decision depends on the seed and the position only, not on
        # what the bot decided before.
        bot = cls(42)
        bot.choose(positions(Options(2), 6, every=50)[0])
        assert bot.choose(state.clone()) == first


@pytest.mark.parametrize("name", ALL)
def test_sliced_thinking_gives_the_move_of_choose(name):
    cls = ALL[name]
    for state in positions(Options(2, variants=frozenset({"markets"})), 7, every=9)[:4]:
        thinking = cls(8).start(state)
        assert isinstance(thinking, Thinking) and not thinking.done
        move = None
        while move is None:
            move = thinking.step()
        assert thinking.done and thinking.move == move
        assert thinking.step() == move  # finished: stays finished
        assert move == cls(8).choose(state.clone())


def test_thinking_works_on_a_copy():
    state = positions(Options(2), 3, every=10)[2]
    before = (list(state.site), list(state.stones), dict(state.cities[0].height))
    thinking = MediumBot(1).start(state)
    thinking.step()
    # The caller may change its state between slices.
    state.site.reverse()
    move = thinking.finish()
    state.site.reverse()
    assert (list(state.site), list(state.stones), dict(state.cities[0].height)) == before
    assert state.move_error(move) is None


def judged_per_slice(thinking: Thinking, monkeypatch) -> list[int]:
    """Placements judged by each slice of ``thinking``."""
    counts = [0]
    judge = Survey.judge

    def counting(self, spot, kinds):
        counts[-1] += 1
        return judge(self, spot, kinds)

    monkeypatch.setattr(Survey, "judge", counting)
    while thinking.step() is None:
        counts.append(0)
    return counts


def test_hard_thinks_in_many_small_slices(monkeypatch):
    state = positions(Options(2), 12, every=8)[2]
    assert state.stacks_left > 1
    counts = judged_per_slice(HardBot(1).start(state), monkeypatch)
    assert len(counts) > 5
    # A slice stops soon after SLICE placements (each judged in a few
    # microseconds): the largest unit that cannot be cut is one tile in one
    # city, a few hundred placements.
    assert max(counts) < Search.SLICE + 1_000
    assert sum(counts) <= HardBot.budget + 1_000


@pytest.mark.parametrize("cls", [EasyBot, MediumBot, GreedyBot])
def test_the_other_bots_think_one_tile_at_a_time(cls, monkeypatch):
    state = positions(Options(4), 12, every=8)[3]
    counts = judged_per_slice(cls(1).start(state), monkeypatch)
    assert len(counts) >= 2
    assert max(counts) < 2_000


def reordered(state: GameState, seed: int) -> GameState:
    """The same game as far as the players can see, with the tiles of the
    stacks not yet laid out in another order."""
    setup = state.setup
    seen = state.options.site_size + state.stacks_used * state.options.stack_size
    hidden = list(setup.tile_order[seen:])
    random.Random(seed).shuffle(hidden)
    other = GameState.start(Setup(setup.options, setup.tile_order[:seen] + tuple(hidden)))
    for move in state.history:
        other.play(move)
    assert other.site == state.site and other.stones == state.stones
    return other


class Guarded(tuple):
    """A tile order whose hidden part cannot be read."""

    seen = 0

    def __getitem__(self, index):
        stop = index.stop if isinstance(index, slice) else index + 1
        if stop is None or stop > self.seen:
            raise AssertionError("a bot read the order of the hidden stacks")
        return super().__getitem__(index)

    def __iter__(self):
        raise AssertionError("a bot read the order of the hidden stacks")


def guarded(state: GameState) -> GameState:
    state = state.clone()
    order = Guarded(state.setup.tile_order)
    order.seen = state.options.site_size + state.stacks_used * state.options.stack_size
    state.setup = dataclasses.replace(state.setup, tile_order=order)
    return state


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("options", [Options(2), Options(3), Options(1, solo="metagenes")])
def test_bots_do_not_read_the_hidden_stacks(name, options):
    cls = LEVELS[name]
    for state in positions(options, 31, every=10)[1:3]:
        assert state.stacks_left
        move = cls(5).choose(state.clone())
        assert cls(5).choose(reordered(state, 1)) == move
        assert cls(5).choose(reordered(state, 2)) == move
        assert cls(5).choose(guarded(state)) == move


def test_hard_does_not_read_the_hidden_stacks_with_its_full_search():
    state = positions(Options(2), 40, every=6)[2]
    move = HardBot(9).choose(guarded(state))
    assert HardBot(9).choose(reordered(state, 3)) == move


@pytest.mark.parametrize("name", LEVELS)
def test_levels_beat_random(name):
    for seed in (1,):
        for seat in (0, 1):
            players = [RandomBot(seed), RandomBot(seed)]
            players[seat] = LEVELS[name](seed)
            state = new_game(Options(2), seed)
            while not state.over:
                state.play(players[state.current].choose(state.clone()))
            assert state.result().winners == (seat,), (name, seed, seat)


@pytest.mark.parametrize("name", ["medium", "hard"])
def test_levels_beat_hippodamos(name):
    state = new_game(Options(1, solo="hippodamos"), 3)
    bot = LEVELS[name](3)
    while not state.over:
        if state.is_architect(state.current):
            state.play(state.legal_moves()[0])
        else:
            state.play(bot.choose(state.clone()))
    assert state.result().winners == (0,)


def test_in_the_last_move_medium_and_hard_take_the_best_score():
    # With no move left after this one, the projection is the final score.
    for state in positions(Options(2, variants=frozenset(VARIANTS)), 17, every=100):
        if state.tiles_in_play() == 2:
            break
    moves = state.legal_moves()
    seat = state.current
    best = max(immediate_gains(state, moves))
    for cls in (MediumBot, QuickHard):
        move = cls(1).choose(state.clone())
        assert immediate_gains(state, [move])[0] == best
    assert seat == state.current


def old_immediate_gains(state: GameState, moves: list[Move]) -> list[int]:
    """The greedy bot's gains worked out the long way: score the city with
    the tile placed."""
    seat = state.current
    city = state.cities[seat]
    variants = state.options.variants
    before = sum(d.points for d in score_city(city.height, city.top, variants))
    gains = []
    for move in moves:
        placed = city.copy()
        gained = placed.place(
            TILES[state.site[move.tile]], Placement(move.anchor, move.rotation, move.level)
        )
        after = sum(d.points for d in score_city(placed.height, placed.top, variants))
        gains.append(after - before - move.tile + gained)
    return gains


@pytest.mark.parametrize("options", [Options(2), Options(3, variants=frozenset(VARIANTS))])
def test_immediate_gains_are_the_score_changes(options):
    for state in positions(options, 9, every=12):
        moves = state.legal_moves()
        assert immediate_gains(state, moves) == old_immediate_gains(state, moves)


def test_greedy_keeps_its_baseline_behaviour():
    # The greedy bot draws from one random stream over a game, as it always
    # has: a game it plays is the same whether it chooses or thinks sliced.
    state = new_game(Options(2), 2)
    a, b = GreedyBot(1), GreedyBot(1)
    for _ in range(6):
        move = a.choose(state.clone())
        assert b.start(state).finish() == move
        state.play(move)


def test_rng_for_depends_on_seed_and_position():
    state = new_game(Options(2), 1)
    assert bots.MediumBot(1).rng_for(state).random() == bots.MediumBot(1).rng_for(state).random()
    assert bots.MediumBot(1).rng_for(state).random() != bots.MediumBot(2).rng_for(state).random()
    assert new_setup(Options(2), 1).tile_order == state.setup.tile_order
