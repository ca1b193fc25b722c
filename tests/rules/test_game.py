"""The game: setup, turns, the Construction Site, Stones, rounds and the end
(RULINGS.md, "Setup", "A turn" and the winner line of "Scoring").

Specific Construction Sites are forced with ``Setup(options, tile_order)``:
the tile order is the Construction Site first, then the stacks in order.
"""

from __future__ import annotations

import copy

import pytest

from akropolis.bots import RandomBot
from akropolis.core.refusal import Refusal, say
from akropolis.rules.city import City, Placement
from akropolis.rules.game import (
    GameState,
    IllegalMove,
    Move,
    Options,
    Setup,
    TurnReport,
    new_game,
    new_setup,
)
from akropolis.rules.result import Result, decide
from akropolis.rules.scoring import ScoreBreakdown
from akropolis.rules.tiles import PLAZA, QUARRY, STARTING_TILE, STARTING_TILE_ID, TILES, tiles_for


# ------------------------------------------------------------------ helpers
def make_setup(players: int = 2, first=(), long_game: bool = False) -> Setup:
    """A setup whose tile order starts with ``first``, then the other tiles
    of the game in catalogue order."""
    options = Options(players, long_game)
    rest = [i for i in options.tile_ids() if i not in first]
    return Setup(options, tuple(first) + tuple(rest))


def make_state(players: int = 2, first=(), long_game: bool = False) -> GameState:
    return GameState.start(make_setup(players, first, long_game))


def placed_move(state: GameState, position: int = 0, level: int = 1) -> Move:
    """A legal placement of the tile at ``position`` for the current player."""
    city = state.cities[state.current]
    tile = TILES[state.site[position]]
    p = next(p for p in city.legal_placements(tile) if p.level == level)
    return Move(position, p.anchor, p.rotation, p.level)


def snapshot(state: GameState) -> dict:
    """Everything in a state, as plain data (cities included)."""
    data = {}
    for name, value in vars(state).items():
        if name == "cities":
            value = [
                None
                if c is None
                else (dict(c.height), dict(c.top), dict(c.tile_of), list(c.placed))
                for c in value
            ]
        data[name] = copy.deepcopy(value)
    return data


def play_out(state: GameState, seed: int = 0) -> list[int]:
    """Play to the end with random legal moves; return who played each turn."""
    bot = RandomBot(seed)
    seats = []
    while not state.over:
        seats.append(state.current)
        state.play(bot.choose(state))
    return seats


def city_tiles(city: City) -> list[int]:
    return [p.tile_id for p in city.placed if p.tile_id != STARTING_TILE_ID]


# -------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_construction_site_has_players_plus_2_tiles(players):
    setup = new_setup(Options(players), seed=7)
    state = GameState.start(setup)
    assert len(state.site) == players + 2
    assert state.site == list(setup.tile_order[: players + 2])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rest_is_split_into_11_stacks_of_players_plus_1(players):
    setup = new_setup(Options(players), seed=3)
    state = GameState.start(setup)
    assert state.stacks_total == 11
    assert state.stacks_left == 11
    stacks = [state.stack(i) for i in range(11)]
    assert all(len(s) == players + 1 for s in stacks)
    laid = state.site + [t for s in stacks for t in s]
    assert laid == list(setup.tile_order)
    assert state.rounds_total == 12


@pytest.mark.parametrize("players, stacks, size", [(2, 19, 3), (3, 14, 4)])
def test_long_game_uses_all_tiles_in_19_or_14_stacks(players, stacks, size):
    setup = new_setup(Options(players, long_game=True), seed=5)
    state = GameState.start(setup)
    assert sorted(setup.tile_order) == list(range(1, 62))
    assert len(state.site) == players + 2
    assert state.stacks_total == stacks
    assert all(len(state.stack(i)) == size for i in range(stacks))
    assert len(state.site) + stacks * size == 61


def test_long_game_is_refused_for_4_players():
    with pytest.raises(ValueError, match="The long game is for 2 or 3 players."):
        Options(4, long_game=True)


@pytest.mark.parametrize("players", [0, 5, -1, 2.0])
def test_a_game_has_1_to_4_players(players):
    with pytest.raises(ValueError, match="A game has 1 to 4 players."):
        Options(players)


def test_one_player_means_solo_and_solo_means_one_player():
    with pytest.raises(ValueError, match="Solo mode"):
        Options(1)
    with pytest.raises(ValueError, match="Solo mode"):
        Options(2, solo="hippodamos")
    with pytest.raises(ValueError, match="Unknown solo level"):
        Options(1, solo="zeus")


@pytest.mark.parametrize("players, stones", [(2, [1, 2]), (3, [1, 2, 3]), (4, [1, 2, 3, 4])])
def test_starting_stones_in_turn_order_from_the_first_chief_architect(players, stones):
    state = new_game(Options(players), seed=1)
    assert state.chief == 0
    assert state.current == 0  # the Chief Architect plays first
    assert state.stones == stones
    assert state.round == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_starts_with_a_starting_tile_plaza_at_the_centre(players):
    state = new_game(Options(players), seed=1)
    assert len(state.cities) == players
    for city in state.cities:
        assert city.top == dict(STARTING_TILE)
        assert city.top[(0, 0)] == PLAZA["house"]
        assert city_tiles(city) == []
    assert len({id(c) for c in state.cities}) == players  # one city each


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_shuffles_the_tiles_for_the_player_count(players):
    a = new_setup(Options(players), seed=11)
    b = new_setup(Options(players), seed=11)
    c = new_setup(Options(players), seed=12)
    assert sorted(a.tile_order) == sorted(tiles_for(players))
    assert a.tile_order == b.tile_order  # the same seed, the same order
    assert a.tile_order != c.tile_order
    assert a.tile_order != tuple(sorted(a.tile_order))
    assert a.error() is None


@pytest.mark.parametrize(
    "order",
    [
        tuple(tiles_for(2))[:-1],  # a tile missing
        tuple(tiles_for(2)) + (1,),  # a tile twice
        tuple(tiles_for(2))[:-1] + (4,),  # a 3-player tile in a 2-player game
    ],
    ids=["missing", "twice", "wrong-set"],
)
def test_a_tile_order_must_hold_each_tile_of_the_game_once(order):
    setup = Setup(Options(2), order)
    assert (
        setup.error() == "The tile order must hold each of the 37 tiles of this game exactly once."
    )
    with pytest.raises(ValueError):
        GameState.start(setup)


def test_a_forced_tile_order_gives_that_construction_site():
    state = make_state(2, first=(5, 6, 7, 8, 9, 12, 13))
    assert state.site == [5, 6, 7, 8]
    assert state.stack(0) == [9, 12, 13]


# -------------------------------------------------------------------- costs
@pytest.mark.parametrize("position", [0, 1, 2, 3])
def test_the_tile_at_position_i_costs_i_stones(position):
    state = make_state(2)
    state.stones[0] = 5
    move = placed_move(state, position)
    report = state.play(move)
    assert report.cost == position
    assert state.stones[0] == 5 - position + report.gained
    assert state.paid_to_reserve == position  # spent Stones go to the reserve
    assert state.stones[1] == 2  # nobody else is paid


@pytest.mark.parametrize("stones", [0, 1, 2, 3])
def test_a_player_can_take_only_a_tile_they_can_pay_for(stones):
    state = make_state(2)
    state.stones[0] = stones
    for position in range(4):
        error = state.move_error(placed_move(state, position))
        assert (error is None) == (position <= stones), (position, stones)
        assert (state.cost_error(position) is None) == (position <= stones)
    positions = {m.tile for m in state.legal_moves()}
    assert positions == set(range(min(stones, 3) + 1))


def test_with_no_stones_only_the_first_tile():
    state = make_state(2)
    state.stones[0] = 0
    assert {m.tile for m in state.legal_moves()} == {0}
    assert state.move_error(placed_move(state, 1)) == Refusal.of("tile_too_dear", position=1, have=0)


def test_cost_error_names_the_price_and_the_purse():
    state = make_state(2)
    state.stones[0] = 2
    with pytest.raises(IllegalMove) as caught:
        state.play(placed_move(state, 3))
    assert caught.value.refusal == Refusal.of("tile_too_dear", position=3, have=2)


def test_cost_error_in_play_second_player_has_2_stones():
    state = make_state(3)
    state.play(placed_move(state, 0))  # the first player (1 Stone) takes tile 1
    assert state.current == 1 and state.stones[1] == 2
    assert state.move_error(placed_move(state, 3)) == Refusal.of("tile_too_dear", position=3, have=2)
    assert state.move_error(placed_move(state, 2)) is None


def test_one_stone_is_singular():
    state = make_state(2)
    state.stones[0] = 1
    assert state.move_error(placed_move(state, 2)) == Refusal.of("tile_too_dear", position=2, have=1)


@pytest.mark.parametrize("position", [4, 5, -1, "0", None])
def test_a_tile_must_be_in_the_construction_site(position):
    state = make_state(2)
    state.stones[0] = 9
    error = state.move_error(Move(position, (0, 1), 0, 1))
    assert error == Refusal.of("no_such_tile", position=position)


def test_a_player_must_say_where_to_place_the_tile():
    state = make_state(2)
    assert state.move_error(Move(0)) == Refusal.of("say_where")


def test_the_placement_must_be_legal():
    state = make_state(2)
    assert state.move_error(Move(0, (5, 5), 0, 1)) == Refusal.of("level1_alone")
    assert state.move_error(Move(0, (0, 0), 0, 2)) == Refusal.of("must_rest", level=2, below=1)


def test_not_a_move():
    state = make_state(2)
    assert state.move_error((0, (0, 1), 0, 1)) == Refusal.of("not_a_move")


def test_taking_a_tile_removes_it_and_keeps_the_others_in_order():
    state = make_state(2, first=(5, 6, 7, 8))
    report = state.play(placed_move(state, 1))
    assert report == TurnReport(seat=0, tile_id=6, cost=1, gained=0, round_ended=False)
    assert state.site == [5, 7, 8]
    assert 6 in city_tiles(state.cities[0])


def test_the_tile_goes_where_the_player_says():
    state = make_state(2, first=(23, 6, 7, 8))
    state.play(Move(0, (0, 1), 0, 1))
    city = state.cities[0]
    cells = Placement((0, 1), 0, 1).hexes
    assert [city.top[h] for h in cells] == list(TILES[23].hexes)
    assert state.cities[1].top == dict(STARTING_TILE)  # only the player's own city


# ------------------------------------------------------------------- quarries
def test_covering_two_quarries_gives_two_stones_rulebook_example():
    # Tile 49 is Quarry, Quarry, Market; Max covers a Quarry of his starting
    # tile and one of tile 49 on level 2 and takes 2 Stones.
    state = make_state(2, first=(49, 5, 16, 8))
    state.play(Move(0, (1, -1), 4, 1))  # a Quarry of tile 49 on (1, -1)
    assert state.cities[0].top[(1, -1)] == QUARRY
    state.play(placed_move(state, 0))  # the other player
    assert state.current == 0 and state.stones[0] == 1
    cells = {(0, -1), (1, -1), (0, 0)}  # starting Quarry, tile 49's Quarry, centre
    anchor, rotation = next(
        (a, r) for a in cells for r in range(6) if set(Placement(a, r, 2).hexes) == cells
    )
    report = state.play(Move(0, anchor, rotation, 2))
    assert report.gained == 2
    assert report.cost == 0
    assert state.stones[0] == 3
    assert state.gained_from_quarries == 2


def test_the_stone_reserve_never_runs_out():
    state = make_state(2, first=(49, 5, 16, 8))
    state.stones[0] = 200
    state.play(Move(0, (1, -1), 4, 1))
    state.play(placed_move(state, 0))
    cells = {(0, -1), (1, -1), (0, 0)}
    anchor, rotation = next(
        (a, r) for a in cells for r in range(6) if set(Placement(a, r, 2).hexes) == cells
    )
    state.play(Move(0, anchor, rotation, 2))
    assert state.stones[0] == 202


# -------------------------------------------------------------- illegal moves
ILLEGAL = {
    "unaffordable": lambda s: placed_move(s, 3),
    "no-such-tile": lambda s: Move(9, (0, 1), 0, 1),
    "far-away": lambda s: Move(0, (6, 6), 0, 1),
    "overlap": lambda s: Move(0, (0, 0), 0, 1),
    "floating": lambda s: Move(0, (0, 0), 0, 2),
    "bad-rotation": lambda s: Move(0, (0, 1), 6, 1),
    "no-placement": lambda s: Move(0),
}


@pytest.mark.parametrize("kind", sorted(ILLEGAL))
def test_an_illegal_move_leaves_the_state_unchanged(kind):
    state = make_state(2)
    for _ in range(3):  # a whole round: seat 1 is now Chief with 2 Stones
        state.play(placed_move(state, 0))
    assert state.current == 1 and state.stones[1] == 2 and len(state.site) == 4
    move = ILLEGAL[kind](state)
    before = snapshot(state)
    assert state.move_error(move) is not None
    with pytest.raises(IllegalMove):
        state.play(move)
    assert snapshot(state) == before
    state.play(placed_move(state, 0))  # the game goes on as if nothing happened


def test_illegal_move_is_a_value_error_with_a_readable_message():
    state = make_state(2)
    with pytest.raises(ValueError) as caught:
        state.play(Move(0, (6, 6), 0, 1))
    assert caught.value.refusal == Refusal.of("level1_alone")
    assert str(caught.value) == say(caught.value.refusal)


# ----------------------------------------------------------- turns and rounds
@pytest.mark.parametrize("players", [2, 3, 4])
def test_turns_go_clockwise_from_the_chief_architect(players):
    state = make_state(players)
    seats = []
    for _ in range(players):
        seats.append(state.current)
        state.play(placed_move(state, 0))
    assert seats == list(range(players))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_round_ends_when_one_tile_is_left(players):
    state = make_state(players)
    for _ in range(players):  # players + 1 turns take players + 1 tiles
        report = state.play(placed_move(state, 0))
        assert not report.round_ended
        assert state.round == 1
    assert len(state.site) == 2
    report = state.play(placed_move(state, 0))
    assert report.round_ended
    assert state.round == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_round_end_the_last_tile_moves_first_and_the_next_stack_follows(players):
    state = make_state(players)
    first_stack = state.stack(0)
    for _ in range(players + 1):
        left = state.site[-1]
        state.play(placed_move(state, 0))
    assert state.site == [left] + first_stack
    assert len(state.site) == players + 2
    assert state.stacks_used == 1 and state.stacks_left == 10


def test_the_last_tile_keeps_its_identity_not_its_position():
    # Take the last tiles so that the one left is the first of the site.
    state = make_state(2, first=(5, 6, 7, 8))
    state.stones[0] = state.stones[1] = 9
    state.play(placed_move(state, 3))  # 8
    state.play(placed_move(state, 2))  # 7
    state.play(placed_move(state, 1))  # 6
    assert state.site[0] == 5
    assert state.site[1:] == state.stack(0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_chief_architect_marker_passes_to_the_left_and_the_new_chief_plays_first(players):
    state = make_state(players)
    for round_number in range(1, 4):
        chief = (round_number - 1) % players
        assert state.chief == chief
        assert state.current == chief
        for _ in range(players + 1):
            state.play(placed_move(state, 0))
    assert state.chief == 3 % players


def test_the_chief_architect_plays_twice_in_a_2_player_round():
    state = make_state(2)
    seats = []
    for _ in range(6):
        seats.append(state.current)
        state.play(placed_move(state, 0))
    assert seats == [0, 1, 0, 1, 0, 1]
    # Rounds: [0, 1, 0] with 0 as Chief, then [1, 0, 1] with 1 as Chief.
    assert state.chief == 0 and state.round == 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_game_turn_order(players):
    state = new_game(Options(players), seed=21)
    seats = play_out(state, seed=21)
    expected = []
    for round_number in range(12):
        chief = round_number % players
        expected += [(chief + k) % players for k in range(players + 1)]
    assert seats == expected


@pytest.mark.parametrize(
    "players, long_game, rounds, per_player",
    [
        (2, False, 12, 18),
        (3, False, 12, 16),
        (4, False, 12, 15),
        (2, True, 20, 30),
        (3, True, 15, 20),
    ],
)
def test_game_length_and_tiles_per_player(players, long_game, rounds, per_player):
    state = new_game(Options(players, long_game), seed=players)
    assert state.rounds_total == rounds
    play_out(state, seed=players)
    assert state.over
    assert state.round == rounds
    for city in state.cities:
        tiles = city_tiles(city)
        assert len(tiles) == per_player
        assert [p.tile_id for p in city.placed].count(STARTING_TILE_ID) == 1  # + starting tile


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_with_no_stack_left_and_the_last_tile_is_never_played(players):
    state = new_game(Options(players), seed=8)
    play_out(state, seed=8)
    assert state.over
    assert state.stacks_left == 0
    assert len(state.site) == 1
    last = state.site[0]
    assert all(last not in city_tiles(c) for c in state.cities)
    played = sorted(t for c in state.cities for t in city_tiles(c))
    assert played == sorted(set(tiles_for(players)) - {last})
    assert state.tiles_in_play() == 1


def test_the_game_does_not_end_while_a_stack_is_left():
    state = make_state(2)
    for _ in range(11 * 3):
        state.play(placed_move(state, 0))
        assert not state.over
    assert state.stacks_left == 0 and state.round == 12
    state.play(placed_move(state, 0))
    state.play(placed_move(state, 0))
    assert not state.over
    report = state.play(placed_move(state, 0))
    assert report.round_ended
    assert state.over
    assert state.round == 12  # no 13th round


def test_no_move_once_the_game_is_over():
    state = new_game(Options(2), seed=4)
    play_out(state, seed=4)
    assert state.legal_moves() == []
    move = Move(0, (9, 9), 0, 1)
    before = snapshot(state)
    assert state.move_error(move) == Refusal.of("game_over")
    with pytest.raises(IllegalMove) as caught:
        state.play(move)
    assert caught.value.refusal.code == "game_over"
    assert snapshot(state) == before


def test_tiles_in_play_count_down_by_one_per_turn():
    state = make_state(3)
    assert state.tiles_in_play() == 49
    for n in range(48, 40, -1):
        state.play(placed_move(state, 0))
        assert state.tiles_in_play() == n


def test_legal_moves_are_all_legal_and_cover_every_affordable_tile():
    state = make_state(2)
    state.play(placed_move(state, 0))
    moves = state.legal_moves()
    assert moves
    assert all(state.move_error(m) is None for m in moves)
    assert {m.tile for m in moves} == {0, 1, 2}  # seat 1 has 2 Stones
    city = state.cities[1]
    for position in range(3):
        expected = city.legal_placements(TILES[state.site[position]])
        got = [Placement(m.anchor, m.rotation, m.level) for m in moves if m.tile == position]
        assert got == expected


# --------------------------------------------------------------------- result
def score(total: int, stones: int) -> ScoreBreakdown:
    return ScoreBreakdown((), stones, total)


def test_most_points_wins():
    assert decide([score(50, 0), score(61, 0), score(60, 9)]) == Result((1,), "points")


def test_a_tie_on_points_goes_to_most_stones():
    assert decide([score(60, 2), score(60, 5), score(40, 9)]) == Result((1,), "stones")


def test_still_tied_is_a_shared_victory():
    result = decide([score(60, 5), score(30, 8), score(60, 5), score(60, 4)])
    assert result == Result((0, 2), "shared")


def test_everybody_tied_all_share():
    assert decide([score(10, 1)] * 4) == Result((0, 1, 2, 3), "shared")


def test_result_decides_on_the_scores_as_they_stand():
    state = new_game(Options(3), seed=9)
    play_out(state, seed=9)
    scores = state.scores()
    assert len(scores) == 3
    assert [s.stones for s in scores] == state.stones
    assert state.result() == decide(scores)
    best = max(s.total for s in scores)
    assert all(scores[w].total == best for w in state.result().winners)


# ---------------------------------------------------------------------- clone
def test_clone_is_independent_of_the_original():
    state = make_state(2)
    state.play(placed_move(state, 0))
    before = snapshot(state)
    other = state.clone()
    assert snapshot(other) == before
    play_out(other, seed=2)
    assert other.over
    assert snapshot(state) == before
    # And the other way round.
    other_after = snapshot(other)
    state.play(placed_move(state, 0))
    assert snapshot(other) == other_after
    assert all(a is not b for a, b in zip(state.cities, other.cities, strict=True))


def test_clone_plays_the_same_as_the_original():
    a = make_state(3)
    b = a.clone()
    for _ in range(9):
        move = placed_move(a, 0)
        assert a.play(move) == b.play(move)
    assert snapshot(a) == snapshot(b)
