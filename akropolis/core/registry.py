"""The registry of games, as OpenSpiel's ``load_game(name)``: each game of
the house is one ``GameSpec``, found by its name (``load_game``) or by the
format of its records (``by_format``). The app shell, the saved-games list,
import and export, the command line (``arena``, ``replay``) and the tests
reach a game through its spec and the contract of its state
(``core.contract``), never by testing what kind of game it is.

The specs are registered by ``akropolis.games`` (which knows the games);
this module knows none of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import link as links
from .contract import State
from .record import parse


@dataclass(frozen=True)
class GameSpec:
    """One game of the house.

    - ``name``: its name in the app, the command line and the saves;
    - ``record_format``: the ``format`` field of its records;
    - ``seat_counts``: how many seats a table may have;
    - ``bots``: every computer player by name (the arena may seat any of
      them), ``levels`` those the app offers, weakest first;
    - ``new(seats, seed, options)``: a new game: ``seats`` a (name,
      control) pair each ("human" or a bot's name), ``options`` the game's
      own (``option_names``), the shuffles drawn from ``seed``;
    - ``controls(state)``: who plays each seat ("human", a bot's name, or
      "" for a seat the rules play, as the Illustrious Architect);
    - ``names(state)``: each seat's name;
    - ``seed_for(state, seat)``: the seed of ``seat``'s decision now, the
      one derivation of a bot's randomness;
    - ``dumps(state)`` / ``from_record(data, reports)``: the codec
      (``from_record`` raises ``core.record.RecordError``; ``reports``, if
      a list, receives what each action did, as ``play`` returns it: a
      table's log);
    - ``winners(state)``: the seats that won (once over), ``scores(state)``
      a number per seat for the arena's statistics;
    - ``random_options(rng, seats)``: any options a game of ``seats`` may
      have (the conformance suite plays them all);
    - ``hidden_variant(state, seat, rng)``: a game that differs from
      ``state`` only in what ``seat`` may not know (the conformance suite
      checks that ``view(seat)`` and the bots cannot tell them apart);
    - ``link``: how its games travel in a link (``core.link``) to be
      played at a distance, or None for a game that is not, and then
      ``no_link``, the catalogue's key of the sentence that says why.
    """

    name: str
    record_format: str
    seat_counts: tuple[int, ...]
    bots: Mapping[str, Callable[..., Any]]
    levels: tuple[str, ...]
    option_names: tuple[str, ...]
    new: Callable[[Sequence[tuple[str, str]], int | None, Mapping[str, Any]], State]
    controls: Callable[[State], tuple[str, ...]]
    names: Callable[[State], tuple[str, ...]]
    seed_for: Callable[[State, int], int]
    dumps: Callable[[State], str]
    from_record: Callable[..., State]
    winners: Callable[[State], tuple[int, ...]]
    scores: Callable[[State], tuple[int, ...]]
    random_options: Callable[[random.Random, int], dict[str, Any]]
    hidden_variant: Callable[[State, int, random.Random], State]
    #: The game's own maker of bots by name (``ValueError`` if unknown): it
    #: reads the game's table of bots when called, so a benchmark may add
    #: a bot of its own to that table.
    bot_maker: Callable[..., Any]
    link: links.LinkCodec | None = None
    no_link: str = ""

    def make_bot(self, name: str, seed: int | None = None):
        """The computer player called ``name`` (``ValueError`` if unknown)."""
        return self.bot_maker(name, seed)


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    if spec.name in _GAMES and _GAMES[spec.name] is not spec:
        raise KeyError(f"a game named {spec.name!r} is registered already")
    _GAMES[spec.name] = spec
    return spec


def load_game(name: str) -> GameSpec:
    """The game called ``name`` (``KeyError`` if there is none)."""
    _load()
    return _GAMES[name]


def games() -> tuple[GameSpec, ...]:
    """Every registered game, in the order they were registered."""
    _load()
    return tuple(_GAMES.values())


def by_format(data: object) -> GameSpec | None:
    """The game whose records have the ``format`` of ``data`` (a parsed
    record), or None."""
    _load()
    found = data.get("format") if isinstance(data, dict) else None
    return next((g for g in _GAMES.values() if g.record_format == found), None)


def to_link(spec: GameSpec, state: State) -> str:
    """The fragment (``#play=...``) of a link carrying ``state``."""
    if spec.link is None:
        raise ValueError(f"{spec.name} games do not travel in links")
    return links.wrap(spec.link, parse(spec.dumps(state)))


def from_link(text: str) -> tuple[GameSpec, dict]:
    """The game a link holds (an address or its fragment) and its record,
    not yet read by the game's ``from_record``. Raises ``LinkError``."""
    _load()
    specs = {g.link.code: g for g in _GAMES.values() if g.link is not None}
    codec, record = links.unwrap(text, {code: g.link for code, g in specs.items()})
    return specs[codec.code], record


def _load() -> None:
    if not _GAMES:
        from .. import games as _  # noqa: F401  (registers the games)
