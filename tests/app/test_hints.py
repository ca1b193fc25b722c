"""Why a suggested move is good (app/hints.py): the facts, from hand-built
cities, and their points against the score's own change."""

from __future__ import annotations

import random

import pytest

from akropolis import i18n
from akropolis.app import hints
from akropolis.app.hints import ALONE, GROUP, LOST, STARS, SURROUNDED, Gain
from akropolis.bots import ExpertBot, seed_for
from akropolis.bots.hard import EXPERT
from akropolis.rules.game import GameState, Options, new_setup
from akropolis.rules.tiles import BARRACKS, HOUSE, MARKET, TEMPLE
from tests.cityart import city

NAMES = ["Ada", "Basil", "Chloé"]


def said(facts: hints.Reasons, language: str = "en") -> str:
    with i18n.using(language):
        return hints.line(facts, NAMES)


# ------------------------------------------------------- the District lines
# Each pair: the city before the move and after it (the new tile's hexes
# marked with the letter a).
TEMPLE_BEFORE = """
        Q1
    Q1      Q1
        T2
    Q1      .
        Q1      t1
"""
TEMPLE_AFTER = """
        Q1
    Q1      Q1
        T2
    Q1      H1a
        Q1      t1
            H1a     H1a
"""


def test_a_temple_surrounded_names_the_temple_its_level_and_its_points():
    found = hints.gains(city(TEMPLE_BEFORE), city(TEMPLE_AFTER), frozenset())
    # Level 2 x the Temple Plaza's 2 stars; the Houses have no Plaza.
    assert found == (Gain(TEMPLE, 4, SURROUNDED, 0, 2),)
    facts = hints.Reasons(found, 0, 0)
    assert said(facts) == " Why: Temple surrounded, level 2: +4."
    assert said(facts, "fr").replace("\xa0", " ") == " Pourquoi : Temple entouré, niveau 2 : +4."


def test_a_house_group_grown_says_its_size():
    before = city("""
    H1      h1
        H1
    """)
    after = city("""
    H1      h1
        H1
    H1a     Q1a
        Q1a
    """)
    found = hints.gains(before, after, frozenset())
    assert found == (Gain(HOUSE, 1, GROUP, 3, 1),)
    assert said(hints.Reasons(found, 2, 1)) == (
        " Why: House group of 3: +1; 2 Quarries covered: +2 Stones; the tile costs 1 Stone."
    )


def test_a_plaza_says_its_stars_and_a_lost_market_its_loss():
    before = city("""
    M1      m1
        Q1      M1
    """)
    # A Barracks Plaza (2 stars) beside a Barracks on the edge; a Market put
    # next to the lone one: both Markets stop scoring.
    after = city("""
    M1      m1      B1a
        Q1      M1      b1a
                    M1a
    """)
    found = hints.gains(before, after, frozenset())
    assert found == (Gain(BARRACKS, 2, STARS, 2, 1), Gain(MARKET, -2, LOST))
    assert said(hints.Reasons(found, 0, 0)) == (
        " Why: Barracks Plaza (2 stars): +2; Markets: \u22122."
    )


def test_a_market_alone_says_so():
    before = city("""
    m1      Q1
        Q1      Q1
    """)
    after = city("""
    m1      Q1      M2a
        Q1      Q1
            Q2a     Q2a
    """)
    found = hints.gains(before, after, frozenset())
    assert found == (Gain(MARKET, 4, ALONE, 0, 2),)
    assert said(hints.Reasons(found, 0, 0)).startswith(" Why: Market with no Market beside it, level 2: +4")


def test_a_move_scoring_nothing_now_says_it_prepares_later_turns():
    assert said(hints.Reasons((), 0, 0)) == " Why: no points now: it prepares your next turns."


# ------------------------------------------------------------ a real game
def positions(seed: int, players: int = 2):
    """Positions of a game played at random, with each legal move there."""
    state = GameState.start(new_setup(Options(players), seed))
    rng = random.Random(seed)
    while not state.over:
        yield state, state.legal_moves()
        state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("seed", [1, 2])
def test_the_reasons_points_are_the_change_of_the_players_score(seed):
    rng = random.Random(seed)
    for state, moves in positions(seed, players=2 + seed % 3):
        if state.is_architect(state.current):
            continue
        seat = state.current
        for move in rng.sample(moves, min(2, len(moves))):
            before = state.score(seat).total
            facts = hints.reasons(state, move)
            state.play(move)
            assert facts.points == state.score(seat).total - before, move
            state.undo()


def test_taking_the_tile_the_next_player_gains_most_from_says_so():
    state = GameState.start(new_setup(Options(2), 5))
    state.site = [47, 35, 48]  # Barracks; two Houses; a Temple
    # The next player has only the starting tile: its Housing Plaza makes
    # the two Houses the tile worth most to them.
    assert state.current == 0 and state.upcoming()[1] == 1
    houses = next(m for m in state.legal_moves() if m.tile == 1)
    facts = hints.reasons(state, houses)
    assert facts.denied is not None and facts.denied.seat == 1 and facts.denied.more > 0
    assert f"takes Basil's best tile (+{facts.denied.points} for them)" in said(facts)
    barracks = next(m for m in state.legal_moves() if m.tile == 0)
    assert hints.reasons(state, barracks).denied is None


# --------------------------------------------------------------- who hints
def test_the_hint_is_experts_move_from_the_games_seed():
    state = GameState.start(new_setup(Options(2), 3))
    seed = seed_for(state.setup, state.current, len(state.turns), "suggestion")
    assert hints.thinking(state).finish() == ExpertBot(seed).choose(state.view(), seed)


def test_in_solo_with_every_variant_the_hint_plans_as_expert_does():
    """Python thinks in a worker: the hint is expert whole, its solo plan
    included (dropped while Python shared the page's thread)."""
    five = Options(1, variants=frozenset(("houses", "markets", "barracks", "temples", "gardens")), solo="hippodamos")
    suggester, _ = hints.bot(GameState.start(new_setup(five, 3)))
    assert type(suggester) is ExpertBot and suggester.settings == EXPERT
    assert EXPERT.plan is not None and suggester.settings.for_game(five)[1] == EXPERT.plan


# ------------------------------------------------------------ at the table
def test_following_the_suggestion_plays_experts_own_move_with_its_reason():
    from akropolis.app.session import Session
    from akropolis.rules.setup import Player

    session = Session.new(Options(2), [Player("Ada"), Player("Basil", "hard")], "g", seed=11)
    state = session.state
    seed = seed_for(state.setup, state.current, len(state.turns), "suggestion")
    expected = ExpertBot(seed).choose(state.view(), seed)
    move = session.suggestion_thinking().finish()
    assert move == expected
    session.show_suggestion(move)
    assert session.pending == move
    facts = hints.reasons(state, move)
    assert session.notice.startswith(f"Suggestion: tile {move.tile + 1}, shown on level {move.level}.")
    assert session.notice.endswith(hints.line(facts, ["Ada", "Basil"]))
    before = state.score(0).total
    session.confirm()
    assert session.game.turns[-1].move == move
    assert session.game.score(0).total - before == facts.points
