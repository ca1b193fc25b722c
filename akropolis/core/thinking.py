"""Deciding in slices, for every game's bots: a browser keeps its page
alive between slices. A bot's work is a generator that yields between
slices and returns its action."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

#: A bot's work: a generator that yields between slices and returns the action.
Work = Generator[None, None, Any]


class Thinking:
    """A bot's decision in progress. Call ``step()`` until it returns the
    action (``None`` while there is work left); ``finish()`` runs the rest."""

    def __init__(self, work: Work) -> None:
        self._work = work
        self.move: Any = None

    @property
    def done(self) -> bool:
        return self.move is not None

    def step(self) -> Any:
        if self.move is None:
            try:
                next(self._work)
            except StopIteration as stop:
                self.move = stop.value
        return self.move

    def finish(self) -> Any:
        while self.step() is None:
            pass
        return self.move
