"""Computer players (akropolis/bots/): legal, reproducible move by move,
sliced for the browser, deciding from a player's view (blind to the hidden
stacks, unable to change the game), and better than chance. Search budgets are kept tiny: these tests check
behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from positions import positions

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
    seed_for,
)
from akropolis.bots.hard import Settings
from akropolis.bots.search import Look, Search
from akropolis.bots.survey import Survey
from akropolis.rules.city import Placement
from akropolis.rules.game import GameState, Move, Options, Setup, new_game, new_setup
from akropolis.rules.scoring import VARIANTS, lakes, score_city
from akropolis.rules.tiles import TILES


class QuickHard(HardBot):
    """``hard`` with a budget small enough for tests (same code paths:
    several slices, the round searched, a look one round further)."""

    settings = Settings(Look(root_placements=2, budget=4_000, deep_moves=2, samples=2))


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
    assert sum(counts) <= HardBot.settings.look.budget + 1_000


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


def test_a_view_holds_no_order_of_the_stacks():
    # What a bot is given: everything on the table, the stacks as a set.
    state = positions(Options(2), 31, every=10)[1]
    view = state.view()
    assert isinstance(view.unseen, frozenset)
    assert not any(
        isinstance(getattr(view, f.name), Setup) or f.name in ("setup", "tile_order")
        for f in dataclasses.fields(view)
    )


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("options", [Options(2), Options(3), Options(1, solo="metagenes")])
def test_bots_do_not_depend_on_the_order_of_the_hidden_stacks(name, options):
    cls = LEVELS[name]
    for state in positions(options, 31, every=10)[1:3]:
        assert state.stacks_left
        move = cls(5).choose(state.view(), 77)
        assert cls(5).choose(reordered(state, 1).view(), 77) == move
        assert cls(5).choose(reordered(state, 2).view(), 77) == move


def test_hard_does_not_depend_on_the_order_of_the_hidden_stacks_with_its_full_search():
    state = positions(Options(2), 40, every=6)[2]
    move = HardBot(9).choose(state.view(), 5)
    assert HardBot(9).choose(reordered(state, 3).view(), 5) == move


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


# ------------------------------------------------------------ views, seeds
def city_fingerprint(city):
    if city is None:
        return None
    return (
        list(city.height.items()),
        list(city.top.items()),
        list(city.tile_of.items()),
        list(city.placed),
        str(city),
    )


def view_fingerprint(view):
    """Everything a view holds, as plain values."""
    return tuple(
        tuple(city_fingerprint(c) for c in value) if f.name == "cities" else value
        for f in dataclasses.fields(view)
        for value in [getattr(view, f.name)]
    )


def state_fingerprint(state: GameState):
    return (
        list(state.site),
        list(state.stones),
        [city_fingerprint(c) for c in state.cities],
        list(state.pile),
        state.chief,
        state.current,
        state.round,
        state.stacks_used,
        state.over,
        list(state.turns),
        state.paid_to_reserve,
        state.gained_from_quarries,
    )


MIXED = [
    Options(2, variants=frozenset(VARIANTS)),
    Options(3, long_game=True, variants=frozenset({"gardens", "barracks"})),
    Options(1, solo="callicrates", variants=frozenset(VARIANTS)),
]


@pytest.mark.parametrize("options", MIXED, ids=["2p", "3p-long", "solo"])
def test_bots_leave_the_view_and_the_game_unchanged(options):
    for state in positions(options, 14, every=7):
        game_before = state_fingerprint(state)
        for cls in ALL.values():
            view = state.view()
            before = view_fingerprint(view)
            cls(2).choose(view, 3)
            assert view_fingerprint(view) == before, cls.name
            cls(2).choose(state)  # a GameState is shown as its view
            assert state_fingerprint(state) == game_before, cls.name


def test_judging_leaves_the_city_unchanged_when_covering_houses_and_making_lakes():
    # Spots that cover Houses (a recount of the groups) and that close a
    # lake (a new flood fill): the two paths that once wrote into the city.
    covered = lakes_made = 0
    for seed in range(6):
        state = positions(Options(2, long_game=True, variants=frozenset(VARIANTS)), seed, 1)[-1]
        city = state.cities[state.current]
        before = city_fingerprint(city)
        survey = Survey(city, state.options.variants)
        for tid in TILES:
            for _, spot, _, _ in survey.placements(tid):
                covered += spot.covers_house
        for spot in survey.spots():
            if spot.level == 1:
                lakes_made += bool(lakes(city.height.keys() | set(spot.cells)) - survey.lakes)
        assert city_fingerprint(city) == before
    assert covered and lakes_made


@pytest.mark.parametrize("name", ALL)
def test_every_bot_is_reproducible_move_by_move(name):
    cls = ALL[name]
    views = [s.view() for s in positions(Options(3, variants=frozenset({"markets"})), 5, 9)[:4]]
    first = [cls(1).choose(view, 100 + n) for n, view in enumerate(views)]
    # The same view and seed give the same move, whatever the bot decided
    # before and whatever its own seed.
    bot = cls(2)
    for n, view in reversed(list(enumerate(views))):
        assert bot.choose(view, 100 + n) == first[n]
        assert cls(3).start(view, 100 + n).finish() == first[n]
    # Without a seed, the bot's own seed and the moves played give it.
    assert [cls(7).choose(v) for v in views] == [cls(7).choose(v) for v in reversed(views)][::-1]


def test_random_bots_of_other_seeds_play_otherwise():
    view = new_game(Options(2), 3).view()
    assert len({RandomBot(1).choose(view, seed) for seed in range(10)}) > 1


def test_seed_for_is_one_seed_per_game_seat_turn_and_purpose():
    setup = new_setup(Options(2), 1)
    seeds = {
        seed_for(setup, seat, turn, purpose)
        for seat in range(2)
        for turn in range(20)
        for purpose in ("", "suggestion")
    }
    assert len(seeds) == 80
    assert seed_for(setup, 0, 0) != seed_for(new_setup(Options(2), 2), 0, 0)
    # The same on every machine and Python version (a digest, not hash()).
    assert (
        seed_for(setup, 1, 7)
        == seed_for(new_setup(Options(2), 1), 1, 7)
        == 5_576_227_308_142_386_825
    )


def test_games_without_a_seed_give_their_bots_distinct_seeds():
    setups = [dataclasses.replace(new_setup(Options(2), n), seed=None) for n in range(20)]
    assert all(s.seed is None for s in setups)
    assert len({seed_for(s, 0, 0) for s in setups}) == 20
    # The same game (the same tile order) gives the same seeds.
    again = Setup(setups[0].options, setups[0].tile_order, None)
    assert seed_for(again, 1, 5) == seed_for(setups[0], 1, 5)
