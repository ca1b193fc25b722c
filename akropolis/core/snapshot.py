"""A state's fields copied for ``undo``: deep enough that playing on does
not change the copy, and no deeper (``copy.deepcopy`` is many times
slower)."""

from __future__ import annotations


def copied(value):
    """``value`` copied as deep as a game's state nests: lists of dicts,
    lists or sets (hands, piles, abilities used), tuples of lists (chance
    recorded); what is immutable as it is."""
    if isinstance(value, list):
        if value and isinstance(value[0], (list, dict, set)):
            return [copied(v) for v in value]
        return list(value)
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, set):
        return set(value)
    if isinstance(value, tuple) and value and isinstance(value[0], list):
        return tuple(copied(v) for v in value)
    return value
