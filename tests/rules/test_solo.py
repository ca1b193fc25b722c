"""Solo mode: the Illustrious Architect (RULINGS.md, "Solo mode"; French
rulebook, "MODE SOLO"): setup, where Stones go, the Architect's choice of
tile, its pile, the rounds, and who wins. Its scoring levels are tested with
the scoring rules."""

from __future__ import annotations

import copy
import random

import pytest

from akropolis.bots import RandomBot
from akropolis.core.refusal import Refusal
from akropolis.rules import solo
from akropolis.rules.city import Placement
from akropolis.rules.game import (
    GameState,
    IllegalMove,
    Move,
    Options,
    Setup,
    new_game,
)
from akropolis.rules.result import Result, decide
from akropolis.rules.scoring import ScoreBreakdown
from akropolis.rules.tiles import PLAZA_STARS, STARTING_TILE, STARTING_TILE_ID, TILES, tiles_for

HUMAN, ARCHITECT = 0, 1

#: 2-player tiles with a Plaza, and without.
PLAZA_TILES = [i for i in tiles_for(2) if any(k in PLAZA_STARS for k in TILES[i].hexes)]
PLAIN_TILES = [i for i in tiles_for(2) if i not in PLAZA_TILES]


# ------------------------------------------------------------------ helpers
def solo_setup(first=(), level: str = solo.HIPPODAMOS, long_game: bool = False) -> Setup:
    options = Options(1, long_game, solo=level)
    rest = [i for i in options.tile_ids() if i not in first]
    return Setup(options, tuple(first) + tuple(rest))


def solo_state(first=(), level: str = solo.HIPPODAMOS, long_game: bool = False) -> GameState:
    return GameState.start(solo_setup(first, level, long_game))


def human_move(state: GameState, position: int = 0) -> Move:
    assert state.current == HUMAN
    city = state.cities[HUMAN]
    p = next(p for p in city.legal_placements(TILES[state.site[position]]) if p.level == 1)
    return Move(position, p.anchor, p.rotation, p.level)


def architect_move(state: GameState) -> Move:
    assert state.current == ARCHITECT
    (move,) = state.legal_moves()
    return move


def play_turn(state: GameState, position: int = 0):
    """The current seat plays: the human at ``position``, the Architect its
    own choice."""
    if state.current == HUMAN:
        return state.play(human_move(state, position))
    return state.play(architect_move(state))


def snapshot(state: GameState) -> dict:
    data = {}
    for name, value in vars(state).items():
        if name == "cities":
            value = [None if c is None else (dict(c.height), dict(c.top)) for c in value]
        data[name] = copy.deepcopy(value)
    return data


def score(total: int, stones: int) -> ScoreBreakdown:
    return ScoreBreakdown((), stones, total)


def test_sample_tiles_are_what_the_tests_assume():
    assert {1, 3, 5, 6, 8} <= set(PLAZA_TILES)
    assert {16, 26, 32, 35, 36} <= set(PLAIN_TILES)


# -------------------------------------------------------------------- setup
@pytest.mark.parametrize("level", solo.LEVELS)
def test_solo_is_set_up_as_for_2_players(level):
    state = GameState.start(solo_setup(level=level))
    assert state.seats == 2
    assert sorted(state.setup.tile_order) == sorted(tiles_for(2))
    assert len(state.site) == 4
    assert state.stacks_total == 11
    assert all(len(state.stack(i)) == 3 for i in range(11))


def test_the_human_is_first_player_and_chief_architect_with_1_stone():
    state = solo_state()
    assert state.chief == HUMAN
    assert state.current == HUMAN
    assert state.stones[HUMAN] == 1
    assert not state.is_architect(HUMAN)
    assert state.cities[HUMAN].top == dict(STARTING_TILE)


def test_the_illustrious_architect_has_a_starting_tile_and_2_stones():
    state = solo_state()
    assert state.is_architect(ARCHITECT)
    assert state.stones[ARCHITECT] == 2
    assert state.cities[ARCHITECT] is None  # it does not build
    assert state.pile == []
    # Its starting tile is part of what it holds.
    assert solo.pile_types([]) == [kind for _, kind in STARTING_TILE]


@pytest.mark.parametrize("level", solo.LEVELS)
def test_solo_long_game_is_allowed(level):
    state = GameState.start(solo_setup(level=level, long_game=True))
    assert sorted(state.setup.tile_order) == list(range(1, 62))
    assert state.stacks_total == 19
    assert state.stones == [1, 2]


def test_solo_options():
    assert Options(1, solo=solo.CALLICRATES).seats == 2
    assert solo.LEVELS == ("hippodamos", "metagenes", "callicrates")
    with pytest.raises(ValueError):
        Options(1)  # solo needs a level
    with pytest.raises(ValueError):
        Options(1, solo="Hippodamos")  # levels are named in lower case


def test_no_seat_is_an_architect_outside_solo():
    state = new_game(Options(2), seed=1)
    assert not state.is_architect(0) and not state.is_architect(1)


# -------------------------------------------------------------------- stones
@pytest.mark.parametrize("position", [0, 1])
def test_stones_the_human_spends_go_to_the_architect(position):
    state = solo_state(first=(16, 26, 32, 35))
    report = state.play(human_move(state, position))
    assert report.cost == position
    assert state.stones[HUMAN] == 1 - position
    assert state.stones[ARCHITECT] == 2 + position
    assert state.paid_to_reserve == 0


def test_stones_the_architect_spends_go_to_the_reserve():
    # No Plaza before position 2: the Architect pays 2 for tile 1.
    state = solo_state(first=(16, 26, 32, 1))
    play_turn(state, 0)  # human takes 16 for free
    assert state.site == [26, 32, 1]
    report = play_turn(state)
    assert report.seat == ARCHITECT
    assert report.tile_id == 1
    assert report.cost == 2
    assert state.stones[ARCHITECT] == 0
    assert state.stones[HUMAN] == 1  # the human is not paid
    assert state.paid_to_reserve == 2


def test_the_architect_can_spend_what_the_human_paid_it():
    # Round 1: the human pays 1 Stone for tile 16, the Architect takes the
    # free Plaza tile 5. Round 2: with 3 Stones it affords tile 1 in 4th place.
    state = solo_state(first=(5, 16, 26, 32, 35, 36, 1))
    state.play(human_move(state, 1))
    assert state.stones == [0, 3]
    assert play_turn(state).tile_id == 5
    play_turn(state, 0)  # human: 26; round 2, site 32, 35, 36, 1
    assert state.site == [32, 35, 36, 1]
    assert state.current == ARCHITECT
    report = play_turn(state)
    assert (report.tile_id, report.cost) == (1, 3)
    assert state.stones[ARCHITECT] == 0
    assert state.pile == [5, 1]


def test_the_architect_never_gains_stones_from_quarries():
    state = new_game(Options(1, solo=solo.METAGENES), seed=5)
    bot = RandomBot(5)
    while not state.over:
        seat = state.current
        move = bot.choose(state)
        before = list(state.stones)
        report = state.play(move)
        if seat == ARCHITECT:
            assert report.gained == 0
            assert state.stones[ARCHITECT] == before[ARCHITECT] - report.cost
        else:
            assert state.stones[ARCHITECT] == before[ARCHITECT] + report.cost
            assert state.stones[HUMAN] == before[HUMAN] - report.cost + report.gained


# ------------------------------------------------------- the Architect's choice
def reference_choice(site: list[int], stones: int) -> int:
    """RULINGS.md in words: the cheapest tile with a Plaza that it can
    afford; if it can afford none, or none carries a Plaza, the first."""
    affordable = [i for i, t in enumerate(site) if i <= stones and solo.has_plaza(t)]
    return min(affordable) if affordable else 0


def test_has_plaza():
    assert solo.has_plaza(1)  # Quarry, Quarry, House Plaza
    assert solo.has_plaza(55)  # House, Barracks, Garden Plaza
    assert not solo.has_plaza(16)  # Barracks, Temple, House
    assert not solo.has_plaza(46)  # Quarry, Quarry, Garden
    for i, t in TILES.items():
        assert solo.has_plaza(i) == any(k.startswith("plaza-") for k in t.hexes)


@pytest.mark.parametrize(
    "site, stones, expected",
    [
        ([1, 16, 26, 32], 0, 0),  # a Plaza tile first: free
        ([16, 1, 26, 32], 2, 1),  # the cheapest Plaza tile
        ([16, 26, 1, 3], 2, 2),  # the cheapest of two Plaza tiles
        ([16, 1, 26, 3], 5, 1),  # the cheapest, even if it could pay more
        ([16, 26, 32, 1], 3, 3),  # just affordable
        ([16, 26, 32, 1], 2, 0),  # cannot afford it: the first tile
        ([16, 1, 26, 32], 0, 0),  # no Stones: the first tile
        ([16, 26, 32, 35], 4, 0),  # no Plaza tile: the first tile
        ([26], 0, 0),  # the last turn of a round may have one tile... or two
        ([26, 5], 1, 1),
    ],
)
def test_the_architect_takes_the_cheapest_plaza_tile_it_can_afford(site, stones, expected):
    assert solo.architect_choice(site, stones) == expected
    assert reference_choice(site, stones) == expected


def test_the_architects_choice_matches_the_rule_on_random_sites():
    rng = random.Random(2024)
    ids = tiles_for(2)
    for _ in range(3000):
        site = rng.sample(ids, rng.randint(1, 4))
        stones = rng.randint(0, 6)
        assert solo.architect_choice(site, stones) == reference_choice(site, stones), (
            site,
            stones,
        )


def test_in_game_the_architect_has_exactly_one_move_its_choice():
    state = solo_state(first=(16, 26, 32, 1))
    play_turn(state, 0)
    assert state.current == ARCHITECT
    assert state.legal_moves() == [Move(2)]  # tile 1 at position 2, for 2 Stones
    assert state.move_error(Move(2)) is None


def test_the_architect_takes_the_first_tile_when_it_cannot_pay():
    state = solo_state(first=(16, 26, 32, 35, 1, 48, 49))
    state.stones[ARCHITECT] = 0
    play_turn(state, 0)  # site: 26, 32, 35
    assert state.legal_moves() == [Move(0)]
    state.play(Move(0))
    assert state.pile == [26]


def test_the_architect_takes_the_first_tile_when_no_tile_has_a_plaza():
    state = solo_state(first=(16, 26, 32, 35))
    play_turn(state, 0)
    assert state.site == [26, 32, 35]
    assert state.legal_moves() == [Move(0)]
    report = state.play(Move(0))
    assert report.tile_id == 26 and report.cost == 0


def test_the_architect_does_not_build():
    state = solo_state(first=(16, 26, 32, 1))
    play_turn(state, 0)
    before = snapshot(state)
    with pytest.raises(IllegalMove) as caught:
        state.play(Move(2, (0, 1), 0, 1))
    assert str(caught.value) == "The Illustrious Architect takes tile 3 and does not build."
    assert snapshot(state) == before


@pytest.mark.parametrize("position", [0, 1])
def test_the_architect_may_not_take_another_tile(position):
    state = solo_state(first=(16, 26, 32, 1))
    play_turn(state, 0)
    before = snapshot(state)
    assert state.move_error(Move(position)) == Refusal.of("architect_takes", position=2)
    with pytest.raises(IllegalMove):
        state.play(Move(position))
    assert snapshot(state) == before


def test_the_architect_cannot_take_a_tile_it_cannot_pay_for():
    state = solo_state(first=(16, 26, 32, 35))
    play_turn(state, 0)
    state.stones[ARCHITECT] = 0
    assert state.move_error(Move(2)) == Refusal.of("tile_too_dear", position=2, have=0)


def test_the_human_must_still_place_the_tile():
    state = solo_state()
    assert state.move_error(Move(0)) == Refusal.of("say_where")


# ------------------------------------------------------------------ its pile
def test_the_architects_tiles_go_to_its_pile_in_order():
    state = solo_state(first=(16, 26, 32, 1, 5, 35, 36))
    play_turn(state, 0)  # human: 16
    play_turn(state)  # Architect: tile 1 at position 2, pays 2
    assert state.pile == [1]
    assert state.cities[ARCHITECT] is None
    assert all(p.tile_id != 1 for p in state.cities[HUMAN].placed)
    play_turn(state, 0)  # human: 26, round ends; 32 left, then 5, 35, 36
    assert state.site == [32, 5, 35, 36]
    assert state.chief == ARCHITECT and state.current == ARCHITECT
    play_turn(state)  # Architect, 0 Stones: the first tile
    assert state.pile == [1, 32]


# ------------------------------------------------------------------- rounds
def test_the_marker_passes_each_round_as_usual():
    state = solo_state()
    seats = []
    for _ in range(9):
        seats.append((state.round, state.chief, state.current))
        play_turn(state, 0)
    assert seats == [
        (1, HUMAN, HUMAN),
        (1, HUMAN, ARCHITECT),
        (1, HUMAN, HUMAN),
        (2, ARCHITECT, ARCHITECT),
        (2, ARCHITECT, HUMAN),
        (2, ARCHITECT, ARCHITECT),
        (3, HUMAN, HUMAN),
        (3, HUMAN, ARCHITECT),
        (3, HUMAN, HUMAN),
    ]


@pytest.mark.parametrize("long_game, per_seat", [(False, 18), (True, 30)])
def test_a_solo_game_gives_each_side_as_many_tiles_as_2_players(long_game, per_seat):
    state = new_game(Options(1, long_game, solo=solo.CALLICRATES), seed=3)
    bot = RandomBot(3)
    while not state.over:
        state.play(bot.choose(state))
    human_tiles = [p.tile_id for p in state.cities[HUMAN].placed if p.tile_id != STARTING_TILE_ID]
    assert len(human_tiles) == per_seat
    assert len(state.pile) == per_seat
    assert len(state.site) == 1  # the last tile is never played
    everything = sorted(human_tiles + state.pile + state.site)
    assert everything == sorted(state.options.tile_ids())


def test_legal_moves_of_the_human_in_solo_are_placements():
    state = solo_state()
    moves = state.legal_moves()
    assert moves and all(m.anchor is not None for m in moves)
    assert {m.tile for m in moves} == {0, 1}  # 1 Stone
    assert all(
        state.cities[HUMAN].placement_error(Placement(m.anchor, m.rotation, m.level)) is None
        for m in moves
    )


# ------------------------------------------------------------------- result
def test_the_human_wins_with_more_points():
    assert decide([score(80, 0), score(79, 9)], architect=ARCHITECT) == Result((HUMAN,), "points")


def test_the_architect_wins_with_more_points():
    assert decide([score(70, 9), score(71, 0)], architect=ARCHITECT) == Result((ARCHITECT,), "points")


def test_on_equal_points_the_human_wins_with_more_stones():
    assert decide([score(75, 4), score(75, 3)], architect=ARCHITECT) == Result((HUMAN,), "stones")


def test_on_equal_points_the_architect_wins_with_more_stones():
    assert decide([score(75, 3), score(75, 4)], architect=ARCHITECT) == Result((ARCHITECT,), "stones")


def test_a_full_tie_goes_to_the_architect():
    assert decide([score(75, 3), score(75, 3)], architect=ARCHITECT) == Result((ARCHITECT,), "tie")
    # Outside solo the same scores share the victory.
    assert decide([score(75, 3), score(75, 3)]) == Result((0, 1), "shared")


def test_a_solo_games_result_uses_the_solo_rules():
    state = new_game(Options(1, solo=solo.HIPPODAMOS), seed=6)
    bot = RandomBot(6)
    while not state.over:
        state.play(bot.choose(state))
    scores = state.scores()
    assert state.result() == decide(scores, architect=ARCHITECT)
    # A full tie in a finished solo game: the Architect keeps it.
    state.scores = lambda: [score(50, 2), score(50, 2)]
    assert state.result() == Result((ARCHITECT,), "tie")
