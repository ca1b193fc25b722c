"""The contract every game of the house keeps, whatever its rules, in the
shape of OpenSpiel's ``State`` (and boardgame.io's moves through one
reducer): the app, the saves, the command line and the tests reach a game
through these names only, found by its name in the registry
(``akropolis.games.load_game``).

A game's state (``State``):

- ``setup``: how the game was set up (options, seats, the shuffles
  themselves), so that a record is its set-up plus its actions;
- ``seats``: how many seats; ``to_act``: the seat to act now, None once the
  game is ``over``;
- ``legal_actions()``: the legal actions of the seat to act (a game may
  list some kinds in their simplest forms only, and say so);
- ``error(action)``: why ``action`` may not be played now (a
  ``core.refusal.Refusal``), or None; ``play(action)`` plays it and returns
  what happened (a report a log and a screen can use), or raises
  ``core.refusal.Illegal`` and changes nothing;
- ``undo()``: takes back the last action exactly (and returns it, with
  its seat);
- ``played``: every action played, as (seat, action), in order;
- ``view(seat)``: what ``seat`` may know, a frozen copy holding nothing of
  what it may not (the bots decide from it alone);
- ``result()``: the scores and winners as the game stands (final once over).

A bot (``Bot``): ``start(view, seed)`` returns a ``core.thinking.Thinking``
run in slices (``step()`` until it returns the action); ``choose(view,
seed)`` runs all the slices at once. The same view and seed give the same
action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from .refusal import Refusal
from .thinking import Thinking


@runtime_checkable
class State(Protocol):
    setup: Any

    @property
    def seats(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def over(self) -> bool: ...

    @property
    def played(self) -> Sequence[tuple[int, Any]]: ...

    def legal_actions(self) -> list: ...

    def error(self, action: Any) -> Refusal | None: ...

    def play(self, action: Any) -> Any: ...

    def undo(self) -> Any: ...

    def view(self, seat: int) -> Any: ...

    def result(self) -> Any: ...


@runtime_checkable
class Bot(Protocol):
    name: str

    def start(self, view: Any, seed: int) -> Thinking: ...

    def choose(self, view: Any, seed: int) -> Any: ...
