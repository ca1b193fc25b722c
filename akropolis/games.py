"""The games of the house, registered (``core.registry``): Akropolis, the
tile game (``tiles``), and Acropolis, the card game (``cards``). Each is
one ``GameSpec``: how to start it, its codec, its computer players, and
what the conformance suite needs of it. A third game is added here, and
every shared part (the app's saved-games list, import and export, the
command line, the conformance tests) takes it in.
"""

from __future__ import annotations

import random
from dataclasses import replace

from . import bots as tile_bots
from .cards import bots as card_bots
from .cards import record as card_record
from .cards.game import CardGame
from .cards.setup import CardOptions, Seat
from .cards.setup import new_setup as new_card_setup
from .core.registry import GameSpec, load_game, register
from .rules import link as tile_link
from .rules import record as tile_record
from .rules import solo
from .rules.game import GameState
from .rules.scoring import VARIANTS
from .rules.setup import Options, Player, new_setup, seat_players

__all__ = ["CARDS", "TILES", "load_game"]


# ---------------------------------------------------------------- the tiles
def _new_tiles(seats, seed, options) -> GameState:
    """Seats are the people and bots; in solo the Illustrious Architect
    takes its seat among them."""
    opts = Options(len(seats), options.get("long_game", False),
                   frozenset(options.get("variants", ())), options.get("solo"))
    players = seat_players(opts, [Player(name, control) for name, control in seats])
    return GameState.start(new_setup(opts, seed, players))


def _tiles_from_record(data, reports: list | None = None) -> GameState:
    state, _ = tile_record.from_record(data)
    if reports is not None:
        reports.extend(turn.report for turn in state.turns)
    return state


def _tiles_options(rng: random.Random, seats: int) -> dict:
    variants = frozenset(v for v in VARIANTS if rng.random() < 0.5)
    if seats == 1:
        return {"solo": rng.choice(tuple(solo.LEVELS)), "variants": variants}
    return {"long_game": seats <= 3 and rng.random() < 0.5, "variants": variants}


def _tiles_variant(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game with the stacks not yet laid out in another order."""
    order = list(state.setup.tile_order)
    start = len(order) - state.stacks_left * state.options.stack_size
    rest = order[start:]
    rng.shuffle(rest)
    other = GameState.start(replace(state.setup, tile_order=tuple(order[:start] + rest)))
    for _, move in state.played:
        other.play(move)
    return other


TILES = register(GameSpec(
    name="tiles",
    record_format=tile_record.FORMAT,
    seat_counts=(1, 2, 3, 4),
    bots=tile_bots.BOTS,
    levels=("easy", "medium", "hard", "expert"),
    option_names=("long_game", "variants", "solo"),
    new=_new_tiles,
    controls=lambda s: tuple("" if p.is_architect else p.control for p in s.players),
    names=lambda s: tuple(p.name for p in s.players),
    seed_for=lambda s, seat: tile_bots.seed_for(s.setup, seat, len(s.turns)),
    dumps=lambda s: tile_record.dumps(s),
    from_record=_tiles_from_record,
    winners=lambda s: s.result().winners,
    scores=lambda s: tuple(b.total for b in s.scores()),
    random_options=_tiles_options,
    hidden_variant=_tiles_variant,
    bot_maker=lambda name, seed=None: tile_bots.make_bot(name, seed),
    link=tile_link.CODEC,
))


# ---------------------------------------------------------------- the cards
def _new_cards(seats, seed, options) -> CardGame:
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    card_options = CardOptions(len(seats), bool(options.get("advanced", False)))
    setup = new_card_setup(card_options, seed, tuple(Seat(n, c) for n, c in seats))
    return CardGame(setup)


def _cards_variant(game: CardGame, seat: int, rng: random.Random) -> CardGame:
    """The same game with the cards ``seat`` cannot see dealt again: the
    other hands (each as large as it was) and the Agora deck, from their
    cards together; the Build cards below the Bid card in another order
    (but for the three an Acropolis shows)."""
    other = game.clone()
    others = [s for s in range(other.players) if s != seat]
    pool = [g for s in others for g, k in other.hands[s].items() for _ in range(k)] + other.deck
    rng.shuffle(pool)
    for s in others:
        size = other.sizes[s]
        hand: dict[str, int] = {}
        for good in pool[:size]:
            hand[good] = hand.get(good, 0) + 1
        other.hands[s], pool = hand, pool[size:]
    other.deck = pool
    kept = 3 if other.has(seat, "acropolis") else 0
    below = other.build_deck[kept:]
    rng.shuffle(below)
    other.build_deck = other.build_deck[:kept] + below
    return other


CARDS = register(GameSpec(
    name="cards",
    record_format=card_record.FORMAT,
    seat_counts=(2, 3, 4, 5, 6),
    bots=card_bots.BOTS,
    levels=("easy", "hard"),
    option_names=("advanced",),
    new=_new_cards,
    controls=lambda g: tuple(s.control for s in g.setup.seats),
    names=lambda g: tuple(s.name for s in g.setup.seats),
    seed_for=lambda g, seat: card_bots.seed_for(g.setup, seat, len(g.history)),
    dumps=lambda g: card_record.dumps(g),
    from_record=lambda data, reports=None: card_record.from_record(data, reports),
    winners=lambda g: g.result().winners,
    scores=lambda g: g.result().won,
    random_options=lambda rng, seats: {"advanced": rng.random() < 0.5},
    hidden_variant=_cards_variant,
    bot_maker=lambda name, seed=None: card_bots.make_bot(name, seed),
    no_link="CARDS_NO_LINK",
))

