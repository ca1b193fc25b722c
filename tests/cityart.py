"""Cities drawn as text, for tests.

A drawing is a grid of flat-topped hexes in doubled-height layout: each line
is half a hex row, and each hex is a token in a 4-character slot (slot k of a
line is column k). Hexes of even columns sit on even lines, odd columns on odd
lines, so neighbours look like neighbours:

        H1
    H1      H1
        T2
    H1      H1
        H1

A token is a type letter and a level digit, and optionally a tile letter:
Q quarry, H house, M market, B barracks, T temple, G garden; lower case for a
Plaza of that type (h, m, b, t, g). ``.`` or blank is an empty space.
Hexes with the same tile letter belong to the same tile; hexes without one
each belong to a tile of their own.
"""

from __future__ import annotations

from akropolis.rules.city import City
from akropolis.rules.hexes import Hex, from_doubled

SLOT = 4

LETTERS = {
    "Q": "quarry",
    "H": "house",
    "M": "market",
    "B": "barracks",
    "T": "temple",
    "G": "garden",
    "h": "plaza-house",
    "m": "plaza-market",
    "b": "plaza-barracks",
    "t": "plaza-temple",
    "g": "plaza-garden",
}


def _tokens(art: str) -> list[tuple[Hex, str]]:
    """Each drawn token with its hex. Columns keep the parity of the drawing,
    whatever its indent: all tokens must be on one grid."""
    found = []
    for y, line in enumerate(art.split("\n")):
        x = 0
        while x < len(line):
            if line[x] == " ":
                x += 1
                continue
            start = x
            while x < len(line) and line[x] != " ":
                x += 1
            if start % SLOT:
                raise ValueError(f"token {line[start:x]!r} on line {y} is not aligned to a slot")
            found.append((start // SLOT, y, line[start:x]))
    if not found:
        return []
    parity = (found[0][0] + found[0][1]) % 2
    result = []
    for column, y, token in found:
        if (column + y) % 2 != parity:
            raise ValueError(f"token {token!r} at column {column}, line {y} is off the grid")
        result.append((from_doubled(column + parity, y), token))
    return result


def parse(art: str) -> dict[Hex, tuple[str, int, str | None]]:
    """Map each drawn hex to (type, level, tile letter or None)."""
    cells = {}
    for h, token in _tokens(art):
        if token == ".":
            continue
        if token[0] not in LETTERS or len(token) not in (2, 3) or not token[1].isdigit():
            raise ValueError(f"bad token {token!r}")
        cells[h] = (LETTERS[token[0]], int(token[1]), token[2] if len(token) == 3 else None)
    return cells


def city(art: str) -> City:
    """A City with the columns of the drawing."""
    result = City()
    letters: dict[str, int] = {}
    next_id = 100
    for h, (kind, level, letter) in parse(art).items():
        if letter is None:
            tile_id = next_id
            next_id += 1
        else:
            if letter not in letters:
                letters[letter] = next_id
                next_id += 1
            tile_id = letters[letter]
        result.height[h] = level
        result.top[h] = kind
        result.tile_of[h] = tile_id
    return result


def at(art: str, marker: str) -> Hex:
    """The hex of the first token equal to ``marker`` (e.g. ``"T2"``)."""
    for h, token in _tokens(art):
        if token == marker:
            return h
    raise KeyError(marker)


# The showcase (tests/rules/test_scoring.py, test_explain, test_rulesview,
# tests/i18n): each type meets its condition and its variant's condition.
# - Houses: the column of five H2, a group worth 10 (Housing Plaza h1: 1 star).
# - Markets: M1 next to the Market Plaza m1 (variant met), and M1 alone on the
#   right, next to no Plaza (variant missed); neither has a Market neighbour.
# - Barracks: B1 at the top right has 4 empty sides open to the outside.
# - Temples: T2 is surrounded, on level 2.
# - Gardens: G1 is next to the lake ``.`` (enclosed by the ring).
SHOWCASE = """
H2                                              B1
    h1                                              b1
H2              M1      t1                      G1
                    m1      Q1              g1      Q1
H2                      T2                      .       M1
                    Q1      Q1              Q1      Q1
H2                      Q1                      Q1

H2
"""
