"""The geometry of the board's SVG: hex size, corners, edges and outlines,
viewBoxes, and numbers written short and stable."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from html import escape

from ...rules.hexes import DIRECTIONS, Hex, to_pixel

#: Circumradius of a hex, in SVG user units.
SIZE = 30
_HALF_HEIGHT = SIZE * math.sqrt(3) / 2
#: Thickness of one level on the side of a column.
PLATE = 3
MARGIN = 10
#: Room around a city's drawing: a preview tile aimed at an edge space
#: reaches one hex further out than the empty spaces drawn.
CITY_MARGIN = 2 * SIZE

# ---------------------------------------------------------------- geometry
_CORNERS = tuple(
    (SIZE * math.cos(math.pi / 3 * i), SIZE * math.sin(math.pi / 3 * i)) for i in range(6)
)


def _num(x: float) -> str:
    """A coordinate, short and stable: at most 1 decimal."""
    text = f"{x:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _hex_path(radius: float) -> str:
    points = [
        (radius * math.cos(math.pi / 3 * i), radius * math.sin(math.pi / 3 * i)) for i in range(6)
    ]
    return "M" + "L".join(f"{_num(x)} {_num(y)}" for x, y in points) + "Z"


# Edge i of a hex (between corners i and i + 1) is the one shared with the
# neighbour in DIRECTIONS[i]: both go clockwise from the lower right.
_EDGE = tuple(
    f"M{_num(x0)} {_num(y0)}L{_num(x1)} {_num(y1)}"
    for (x0, y0), (x1, y1) in zip(_CORNERS, _CORNERS[1:] + _CORNERS[:1], strict=True)
)
# The tile-border edges of a hex, by bit mask of DIRECTIONS indices.
_EDGES = tuple("".join(_EDGE[i] for i in range(6) if mask >> i & 1) for mask in range(64))


def _centre(h: Hex) -> tuple[float, float]:
    return to_pixel(h, SIZE)


_AT: dict[Hex, tuple[str, str]] = {}


def _at(h: Hex) -> tuple[str, str]:
    """The centre of ``h`` as two SVG numbers (cached: a city is redrawn on
    every pointer move, over the same few hundred hexes)."""
    xy = _AT.get(h)
    if xy is None:
        x, y = to_pixel(h, SIZE)
        xy = _AT[h] = (_num(x), _num(y))
    return xy


def _rel_hex(radius: float) -> str:
    """A hexagon of circumradius ``radius`` in relative moves from its
    rightmost corner."""
    half = radius * math.sqrt(3) / 2
    r, h = _num(radius), _num(half)
    hr = _num(radius / 2)
    return f"l-{hr} {h}l-{r} 0l-{hr} -{h}l{hr} -{h}l{r} 0z"


_REL_HEX_IN = _rel_hex(SIZE - 3)


def _hexes_path(cells: Iterable[Hex]) -> str:
    """Path data for many hexes of circumradius SIZE - 3 (one element for
    all of them is much cheaper for the browser than one each)."""
    parts = []
    for h in cells:
        x, y = to_pixel(h, SIZE)
        parts.append(f"M{_num(x + SIZE - 3)} {_num(y)}{_REL_HEX_IN}")
    return "".join(parts)


def _translate(h: Hex) -> str:
    x, y = _at(h)
    return f"translate({x} {y})"


def _outline(cells: Iterable[Hex]) -> str:
    """Path data for the outer border of a set of hexes."""
    inside = set(cells)
    parts = []
    for q, r in sorted(inside):
        x, y = _centre((q, r))
        for i, (dq, dr) in enumerate(DIRECTIONS):
            if (q + dq, r + dr) not in inside:
                (x0, y0), (x1, y1) = _CORNERS[i], _CORNERS[(i + 1) % 6]
                parts.append(f"M{_num(x + x0)} {_num(y + y0)}L{_num(x + x1)} {_num(y + y1)}")
    return "".join(parts)


def _clean(text: str) -> str:
    """``text`` escaped for XML text and attribute values, without the
    characters XML cannot hold at all."""
    return escape(_NOT_XML.sub("", str(text)), quote=True)


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _view(
    cells: Iterable[Hex], depth: float, margin: float = MARGIN
) -> tuple[float, float, float, float]:
    """A viewBox holding ``cells``, whose sides hang ``depth`` below them,
    plus the margin."""
    # x follows q, and y follows 2r + q (see hexes.to_pixel).
    qs, ys = [0], [0]
    for q, r in cells:
        qs.append(q)
        ys.append(2 * r + q)
    if len(qs) > 1:
        del qs[0], ys[0]
    left = 1.5 * SIZE * min(qs) - SIZE - margin
    right = 1.5 * SIZE * max(qs) + SIZE + margin
    top = _HALF_HEIGHT * min(ys) - _HALF_HEIGHT - margin
    bottom = _HALF_HEIGHT * max(ys) + _HALF_HEIGHT + depth + margin
    return (left, top, right - left, bottom - top)
