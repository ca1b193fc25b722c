"""Akropolis, the tile game: its rules, one module per rulebook concept.

``hexes`` (geometry), ``tiles`` (the catalogue), ``city`` (placement),
``scoring`` (every District's condition, the variants), ``game`` (set-up,
turns, the Construction Site, Stones, rounds, history and undo), ``solo``
(the Illustrious Architect), ``view`` (what a player may see, for the bots)
and ``record`` (the save format). RULINGS.md is the specification.
"""
