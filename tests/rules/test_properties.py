"""Complete random games, checked against the invariants of the rules.

Hypothesis draws the table (1-4 players, solo level, long game, variants) and
the seeds; the games are played by the ``random`` bot, with a ``greedy`` one
now and then, and checked after every turn.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from akropolis.bots import make_bot
from akropolis.rules.game import GameState, Options, new_game
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.solo import LEVELS
from akropolis.rules.tiles import QUARRY, STARTING_TILE, STARTING_TILE_ID, TILES


@st.composite
def tables(draw) -> Options:
    players = draw(st.integers(1, 4))
    level = draw(st.sampled_from(LEVELS)) if players == 1 else None
    long_game = draw(st.booleans()) if players <= 3 else False
    variants = draw(st.frozensets(st.sampled_from(VARIANTS)))
    return Options(players, long_game, variants, level)


def tiles_in_cities(state: GameState) -> list[int]:
    ids = []
    for city in state.cities:
        if city is not None:
            ids.extend(p.tile_id for p in city.placed if p.tile_id != STARTING_TILE_ID)
    return ids


def check_tiles(state: GameState) -> None:
    """Every tile of the game is in exactly one place."""
    places = list(state.site) + tiles_in_cities(state) + list(state.pile)
    for index in range(state.stacks_used, state.stacks_total):
        places.extend(state.stack(index))
    counts = Counter(places)
    assert all(n == 1 for n in counts.values()), counts.most_common(3)
    assert sorted(counts) == sorted(state.options.tile_ids())


def covered_quarries(state: GameState) -> int:
    """Quarries placed in cities that are no longer visible: counted from
    the tiles themselves, independently of the engine's bookkeeping."""
    covered = 0
    for city in state.cities:
        if city is None:
            continue
        placed = sum(1 for _, kind in STARTING_TILE if kind == QUARRY)
        for p in city.placed:
            if p.tile_id != STARTING_TILE_ID:
                placed += TILES[p.tile_id].hexes.count(QUARRY)
        visible = sum(1 for kind in city.top.values() if kind == QUARRY)
        covered += placed - visible
    return covered


def check_stones(state: GameState) -> None:
    """No Stone is created or lost: the players hold what they started with,
    plus the Stones of covered Quarries, minus what went to the reserve."""
    start = sum(range(1, state.seats + 1))
    paid_to_reserve = 0
    for move, seat in ((turn.move, turn.seat) for turn in state.turns):
        if not state.options.solo or state.is_architect(seat):
            paid_to_reserve += move.tile
    assert state.paid_to_reserve == paid_to_reserve
    assert state.gained_from_quarries == covered_quarries(state)
    assert sum(state.stones) == start + covered_quarries(state) - paid_to_reserve
    assert all(s >= 0 for s in state.stones)


def play_out(options: Options, seed: int, greedy_seat: int | None) -> GameState:
    state = new_game(options, seed)
    bots = [
        make_bot("greedy" if seat == greedy_seat else "random", seed * 10 + seat)
        for seat in range(state.seats)
    ]
    while not state.over:
        moves = state.legal_moves()
        assert moves, "every turn has a legal move"
        move = bots[state.current].choose(state)
        assert state.move_error(move) is None
        state.play(move)
        check_tiles(state)
    return state


def expected_tiles_each(options: Options) -> int:
    if options.long_game:
        return {2: 30, 3: 20}[options.seats]
    return {2: 18, 3: 16, 4: 15}[options.seats]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    options=tables(),
    seed=st.integers(0, 2**31 - 1),
    greedy=st.one_of(st.none(), st.integers(0, 3)),
)
def test_random_complete_games_keep_the_invariants(options, seed, greedy):
    state = play_out(options, seed, greedy)
    check_tiles(state)
    check_stones(state)
    # The last tile of the Construction Site is never played.
    assert len(state.site) == 1 and state.stacks_left == 0
    for seat in range(state.seats):
        city = state.cities[seat]
        taken = len(state.pile) if city is None else len(city.placed) - 1
        assert taken == expected_tiles_each(options)
    assert state.round == state.rounds_total
    assert state.legal_moves() == []
    scores = state.scores()
    for s in scores:
        assert s.total == sum(d.points for d in s.districts) + s.stones + s.extra
    result = state.result()
    assert result.winners
    best = max(s.total for s in scores)
    assert all(scores[w].total == best for w in result.winners)


@settings(max_examples=25, deadline=None)
@given(options=tables(), seed=st.integers(0, 2**31 - 1), cut=st.integers(0, 80))
def test_a_clone_taken_mid_game_replays_to_the_same_end(options, seed, cut):
    state = play_out(options, seed, None)
    replay = GameState.start(state.setup)
    for move in state.history[:cut]:
        replay.play(move)
    twin = replay.clone()
    for move in state.history[cut:]:
        twin.play(move)
    assert len(replay.history) == min(cut, len(state.history))
    assert twin.history == state.history
    assert twin.stones == state.stones
    assert [s.to_dict() for s in twin.scores()] == [s.to_dict() for s in state.scores()]
