"""Akropolis rules engine: pure Python, standard library only.

The modules follow the rulebook's words: ``hexes`` (geometry), ``tiles`` (the
catalogue), ``city`` (placement), ``scoring``, ``game`` (turns, Construction
Site, Stones), ``solo`` (the Illustrious Architect), ``bots``, ``record``
(the save format) and ``cli``.
"""

from .city import City, Placement
from .game import GameState, IllegalMove, Move, Options, Result, Setup, new_game, new_setup
from .scoring import VARIANTS, ScoreBreakdown

__all__ = [
    "City",
    "GameState",
    "IllegalMove",
    "Move",
    "Options",
    "Placement",
    "Result",
    "ScoreBreakdown",
    "Setup",
    "VARIANTS",
    "new_game",
    "new_setup",
]

__version__ = "0.1.0"
