"""Property tests over random complete card games (2 to 6 players, with and
without the advanced rules; players random or easy): the invariants of
RULINGS.md hold at every action, the game lasts exactly 15 rounds, a legal
action always exists until the end, and every record replays to the same
result."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from akropolis.cards import record
from akropolis.cards.bots import EasyBot
from akropolis.cards.deck import AGORA_DECK, BUILD_DECK
from akropolis.cards.game import ROUNDS, CardGame
from akropolis.cards.legal import random_action
from akropolis.cards.setup import CardOptions, new_setup

AGORA = Counter(AGORA_DECK)


def check_invariants(game: CardGame) -> None:
    # Cards and money: the 48 Agora cards are in the deck, the discard or a hand.
    where = Counter(game.deck) + Counter(game.discard)
    for seat, hand in enumerate(game.hands):
        where.update(hand)
        assert sum(hand.values()) == game.sizes[seat] and all(n > 0 for n in hand.values())
    assert where == AGORA
    # Each Build card is the Bid card, in the Build deck or in one Victory pile.
    builds = [c for pile in game.piles for c in pile] + list(game.build_deck)
    builds += [game.bid_card] if game.bid_card else []
    assert sorted(builds) == sorted(BUILD_DECK)
    # Drachmas are conserved with the Treasury, and never negative.
    assert sum(game.money) + game.treasury == 0 and min(game.money) >= 0


games = st.tuples(
    st.integers(2, 6),
    st.booleans(),
    st.integers(0, 10**9),
    st.lists(st.booleans(), min_size=6, max_size=6),
)


@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_complete_games(params):
    """Every section at once: cards and money conserved, 15 rounds, a legal
    action until the end, each Build card in exactly one Victory pile, and
    the record replaying to the same result."""
    players, advanced, seed, easy = params
    game = CardGame(new_setup(CardOptions(players, advanced), seed))
    rng = random.Random(seed)
    bots = [EasyBot() if easy[s] else None for s in range(players)]
    auctions = 0
    check_invariants(game)
    while not game.is_over:
        view = game.view(game.current)
        legal = game.legal_actions()
        assert legal, "no legal action before the end"
        bot = bots[game.current]
        action = bot.choose(view, rng.getrandbits(32)) if bot else random_action(view, rng)
        assert view.error(action) is None
        if view.phase != "trade":
            assert action in legal
        rnd = game.round
        game.play(action)
        auctions += game.round != rnd
        if len(game.history) % 7 == 0 or game.phase == "auction":
            check_invariants(game)
    check_invariants(game)
    assert auctions == ROUNDS == game.round == 15
    assert sorted(c for pile in game.piles for c in pile) == sorted(BUILD_DECK)
    assert game.legal_actions() == []
    again = record.loads(record.dumps(game))
    assert again.result() == game.result() and again.money == game.money


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.booleans(), st.integers(0, 10**9), st.integers(0, 400))
def test_every_listed_action_is_legal(players, advanced, seed, steps):
    """``legal_actions`` lists only legal actions (each is accepted)."""
    game = CardGame(new_setup(CardOptions(players, advanced), seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.play(random_action(game.view(game.current), rng))
    if game.is_over:
        return
    view = game.view(game.current)
    for action in rng.sample(game.legal_actions(), min(40, len(game.legal_actions()))):
        assert view.error(action) is None, action
