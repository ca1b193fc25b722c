"""Positions of random games, for tests of the computer players."""

from __future__ import annotations

from akropolis.bots import RandomBot
from akropolis.rules.game import GameState, Options, new_game

#: A city where placements close a lake, fill one, join and cover Houses
#: and touch Markets (cityart's picture).
LAKE_SIDE = """
        H1      G1
    B1      .       M1
        H1      T1
    M1      G1      .
        .
"""


def grown(seed: int, moves: int, options: Options) -> GameState:
    """A game after ``moves`` random moves (or at its end)."""
    state = new_game(options, seed)
    bot = RandomBot(seed)
    while not state.over and len(state.history) < moves:
        state.play(bot.choose(state))
    return state


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


def solo_then_two_players(bot, solo: Options, seed: int, choice_seed: int) -> None:
    """Let the bot class ``bot`` choose in a solo position, twice (the move
    legal, and the same both times), then at the start of a 2-player game:
    for tests that spy on what the bot sets up in each."""
    state = positions(solo, seed, every=6)[1]
    move = bot(1).choose(state.view(), choice_seed)
    assert state.move_error(move) is None
    assert bot(2).choose(state.view(), choice_seed) == move
    bot(1).choose(new_game(Options(2), seed).view(), choice_seed)


def finish(search):
    """Drive a bot's search (``search.Search``) through all its slices;
    its chosen move."""
    work = search.run()
    try:
        while True:
            next(work)
    except StopIteration as done:
        return done.value


def deal_margins_search():
    """A ``Search`` class that records, in ``margins``, each deal's margin
    as the look further judged it (``_over`` asked one deal at a time: the
    same sums in the same order)."""
    from akropolis.bots.search import Search

    class DealMargins(Search):
        def __init__(self, *args) -> None:
            super().__init__(*args)
            self.margins: list[float] = []

        def _over(self, end, stacks, rounds):
            total = 0.0
            for stack in stacks:
                margin = yield from super()._over(end, [stack], rounds)
                if margin is None:
                    return None
                self.margins.append(margin)
                total += margin
            return total

    return DealMargins
