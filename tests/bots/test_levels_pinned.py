"""The offered levels play the moves they played before their settings
became one configuration value each: their moves on fixed positions of
five tables are pinned here (each level's decision seed 4000 + n on
position n). A change to a level's settings or to the search code that
changes how a level plays fails this test; a change meant to make a level
play otherwise updates the pins in the same commit, with its measurement.

Expert's solo-v position has 2 stacks left, so its solo plan (all five
variants) runs there with two rounds and its beam of line ends."""

from __future__ import annotations

import pytest
from test_frozen import positions

from akropolis.bots import make_bot
from akropolis.rules.game import GameState, Options
from akropolis.rules.scoring import VARIANTS

ALL_VARIANTS = frozenset(VARIANTS)

#: table -> (options, seed of the random game, every how many moves a
#: position is taken).
TABLES = {
    "2p": (Options(2), 50, 6),
    "3p-v": (Options(3, variants=ALL_VARIANTS), 51, 9),
    "4p": (Options(4), 52, 12),
    "solo": (Options(1, solo="callicrates"), 53, 5),
    "solo-v": (Options(1, solo="callicrates", variants=ALL_VARIANTS), 54, 4),
}

#: (table, level, position) -> (tile, anchor, rotation, level) chosen.
PINNED = {
    ("2p", "easy", 1): (0, (-1, -2), 5, 1),
    ("2p", "easy", 3): (0, (4, -1), 4, 2),
    ("2p", "easy", 6): (0, (5, -1), 2, 2),
    ("2p", "medium", 1): (0, (-3, 5), 5, 1),
    ("2p", "medium", 3): (0, (-6, 4), 5, 2),
    ("2p", "medium", 6): (0, (4, -1), 0, 2),
    ("2p", "hard", 1): (0, (-3, 5), 5, 1),
    ("2p", "hard", 3): (0, (-6, 4), 5, 2),
    ("2p", "hard", 6): (0, (4, -1), 0, 2),
    ("2p", "expert", 1): (0, (-3, 5), 5, 1),
    ("3p-v", "easy", 1): (1, (-2, 3), 3, 1),
    ("3p-v", "easy", 3): (0, (-1, -6), 4, 1),
    ("3p-v", "easy", 6): (0, (-3, 5), 4, 1),
    ("3p-v", "medium", 1): (1, (-3, 3), 5, 1),
    ("3p-v", "medium", 3): (0, (-4, -3), 5, 1),
    ("3p-v", "medium", 6): (0, (1, 0), 0, 2),
    ("3p-v", "hard", 1): (1, (-3, 3), 5, 1),
    ("3p-v", "hard", 3): (0, (-3, -4), 1, 1),
    ("3p-v", "hard", 6): (0, (1, 1), 4, 2),
    ("3p-v", "expert", 4): (0, (-1, -1), 4, 2),
    ("4p", "easy", 1): (0, (-3, 3), 5, 1),
    ("4p", "easy", 3): (0, (-1, 2), 2, 2),
    ("4p", "easy", 5): (0, (-6, 10), 0, 1),
    ("4p", "medium", 1): (0, (1, -1), 5, 1),
    ("4p", "medium", 3): (0, (0, 3), 5, 2),
    ("4p", "medium", 5): (0, (-5, 1), 5, 2),
    ("4p", "hard", 1): (0, (2, -2), 1, 1),
    ("4p", "hard", 3): (0, (0, 3), 5, 2),
    ("4p", "hard", 5): (0, (2, -4), 1, 2),
    ("4p", "expert", 3): (0, (0, 3), 5, 2),
    ("solo", "easy", 1): (0, (-1, 2), 5, 1),
    ("solo", "easy", 3): (0, (4, 1), 0, 2),
    ("solo", "medium", 1): (0, (5, -2), 0, 1),
    ("solo", "medium", 3): (0, (4, 1), 0, 2),
    ("solo", "hard", 1): (0, (-1, -1), 1, 1),
    ("solo", "hard", 3): (0, (4, 2), 4, 2),
    ("solo", "expert", 1): (0, (2, 2), 4, 1),
    ("solo-v", "easy", 1): (0, (-3, 3), 5, 1),
    ("solo-v", "easy", 3): (1, (3, -3), 2, 2),
    ("solo-v", "easy", 8): (0, (2, -2), 5, 2),
    ("solo-v", "medium", 1): (0, (-2, 0), 0, 1),
    ("solo-v", "medium", 3): (0, (3, -3), 2, 2),
    ("solo-v", "medium", 8): (0, (2, -2), 5, 2),
    ("solo-v", "hard", 1): (0, (-1, 0), 2, 1),
    ("solo-v", "hard", 3): (0, (3, -3), 2, 2),
    ("solo-v", "hard", 8): (0, (2, -2), 5, 2),
    ("solo-v", "expert", 7): (0, (0, 3), 2, 2),
}

_POSITIONS: dict[str, list[GameState]] = {}


def position(table: str, n: int):
    if table not in _POSITIONS:
        _POSITIONS[table] = positions(*TABLES[table])
    return _POSITIONS[table][n]


def test_the_pins_cover_every_offered_level_on_every_table():
    assert {level for _, level, _ in PINNED} == {"easy", "medium", "hard", "expert"}
    assert {table for table, _, _ in PINNED} == set(TABLES)


@pytest.mark.parametrize("table, level, n", list(PINNED), ids=lambda k: str(k))
def test_an_offered_level_plays_its_pinned_move(table, level, n):
    move = make_bot(level, 1).choose(position(table, n).view(), 4000 + n)
    assert (move.tile, move.anchor, move.rotation, move.level) == PINNED[table, level, n]
