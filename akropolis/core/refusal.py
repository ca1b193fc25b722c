"""Refusals as facts: an engine refuses an action with a ``Refusal`` (a code
and its facts, "tile_too_dear: position 2, have 1"), never with a sentence.
The sentence is made at the edge, in the player's language, by the words
module of the game that owns the code (``say``); tests and logic compare
codes and facts, never text.

Each game's words module registers how it says its codes (``register``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

#: How each code is said: code -> function of the facts returning a sentence.
_SAYERS: dict[str, Callable[..., str]] = {}


@dataclass(frozen=True)
class Refusal:
    """Why an action may not be played: ``code`` and its ``facts`` (pairs
    of name and value, in a fixed order, so that a refusal is a value)."""

    code: str
    facts: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, code: str, **facts: object) -> Refusal:
        return cls(code, tuple(sorted(facts.items())))

    @property
    def details(self) -> dict[str, object]:
        return dict(self.facts)

    def __getitem__(self, name: str) -> object:
        return self.details[name]

    def __str__(self) -> str:
        return say(self)


class Illegal(ValueError):
    """An action the rules forbid; ``error.refusal`` says why as facts, and
    ``str(error)`` in the player's language. The state is unchanged."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal

    def __str__(self) -> str:
        return say(self.refusal)


def register(sayers: Mapping[str, Callable[..., str]]) -> None:
    """Say the codes of ``sayers`` with their functions (a game's words
    module calls this once). A code has one home: registering it twice with
    another function is a mistake."""
    for code, sayer in sayers.items():
        known = _SAYERS.get(code)
        if known is not None and known is not sayer:
            raise KeyError(f"refusal code {code!r} is said in two places")
        _SAYERS[code] = sayer


def say(refusal: Refusal) -> str:
    """The refusal as a sentence in the language of the moment."""
    sayer = _SAYERS.get(refusal.code)
    if sayer is None:
        # Only a game whose words module was never imported gets here.
        return refusal.code + "".join(f" {k}={v!r}" for k, v in refusal.facts)
    return sayer(**refusal.details)


def known_codes() -> frozenset[str]:
    return frozenset(_SAYERS)
