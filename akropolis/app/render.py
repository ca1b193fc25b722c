"""Cities and tiles as SVG text: a pure function of the state.

Nothing here touches the DOM; the browser layer puts the returned strings in
the page and reads the ``data-q`` / ``data-r`` attributes back from pointer
events. Every hex is a flat-topped hexagon of circumradius ``SIZE`` centred
on ``hexes.to_pixel``.

How a player reads a city:

- **Type**: each hex has a colour close to the game's *and* a symbol, so the
  types are told apart without colour. A Plaza is a pale stone hex framed in
  its type's colour, with that type's symbol and its stars.
- **Level**: a column is drawn as a stack of plates (one per level, seen on
  its lower side), higher columns are painted over lower ones, and levels
  above 1 carry their number in a dark badge on the hex's left.
- **Tiles**: thick lines run between hexes of different tiles; the last tile
  placed is outlined in magenta.

Drawing elements other than the columns and the empty slots ignore the
pointer (``pointer-events="none"``), so the element under the pointer with a
``data-q`` attribute is always the column or slot being aimed at.

Each SVG is self-contained: it carries its own ``<defs>`` (hex outlines and
symbols), with the same ids and content in every SVG, so several on one page
do not conflict. No ``url(#...)`` references (filters, gradients) are used:
they break when the first SVG holding the id is hidden.

Speed: building the text takes well under a millisecond for a 60-column
city, but the browser's style and layout of ~600 new SVG elements costs
more (about 10 ms), so repeated marks (highlights, dimming, plates, stars)
are single paths, and the parts that follow the pointer (preview, cursor)
sit in their own ``<g class="aim">``: while aiming, the browser layer can
replace only that group's content with ``aim_layer(preview, cursor)``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

from ..rules.city import City, Placement
from ..rules.hexes import DIRECTIONS, Hex, rotate, tile_hexes, to_pixel
from ..rules.tiles import (
    BARRACKS,
    DISTRICTS,
    GARDEN,
    HOUSE,
    MARKET,
    PLAZA,
    PLAZA_DISTRICT,
    PLAZA_STARS,
    QUARRY,
    STARTING_TILE,
    STARTING_TILE_ID,
    TEMPLE,
    TILES,
)

#: Circumradius of a hex, in SVG user units.
SIZE = 30
_HALF_HEIGHT = SIZE * math.sqrt(3) / 2
#: Thickness of one level on the side of a column.
PLATE = 3
MARGIN = 10
#: Room around a city's drawing: a preview tile aimed at an edge space
#: reaches one hex further out than the empty spaces drawn.
CITY_MARGIN = 2 * SIZE

# ---------------------------------------------------------------- palette
#: Colour of each District type and of Quarries: close to the game's, with
#: distinct lightness so that red/green and blue/purple still differ for
#: colour-blind players (and the symbol tells them apart anyway).
COLOURS: dict[str, str] = {
    HOUSE: "#2f6fc0",
    MARKET: "#f2c12e",
    BARRACKS: "#c0392b",
    TEMPLE: "#8e5bbf",
    GARDEN: "#5fae44",
    QUARRY: "#8f8b82",
}
#: Background of every Plaza: pale stone.
PLAZA_FILL = "#f1e9d6"
# Colour of a symbol drawn on a hex of that type (a Plaza uses its type's
# colour on stone instead).
_INK = {
    HOUSE: "#ffffff",
    MARKET: "#4a3700",
    BARRACKS: "#ffffff",
    TEMPLE: "#ffffff",
    GARDEN: "#ffffff",
    QUARRY: "#f5f2ea",
}

#: A player's name for each hex type, as the rulebook writes it.
NAMES: dict[str, str] = {
    QUARRY: "Quarry",
    HOUSE: "House",
    MARKET: "Market",
    BARRACKS: "Barracks",
    TEMPLE: "Temple",
    GARDEN: "Garden",
    PLAZA[HOUSE]: "Housing Plaza",
    PLAZA[MARKET]: "Market Plaza",
    PLAZA[BARRACKS]: "Barracks Plaza",
    PLAZA[TEMPLE]: "Temple Plaza",
    PLAZA[GARDEN]: "Garden Plaza",
}

_PLURALS = {
    HOUSE: "Houses",
    MARKET: "Markets",
    BARRACKS: "Barracks",
    TEMPLE: "Temples",
    GARDEN: "Gardens",
}

#: The id of the symbol (in every SVG's ``<defs>``) drawn on each hex type;
#: a Plaza shows the symbol of the District type it multiplies.
SYMBOL_IDS: dict[str, str] = {kind: "akr-" + kind for kind in (QUARRY, *DISTRICTS)}
SYMBOL_IDS.update({p: SYMBOL_IDS[d] for p, d in PLAZA_DISTRICT.items()})


@dataclass(frozen=True)
class LegendEntry:
    """One hex type as a legend shows it: its name, its colour, the id of
    its symbol in the ``<defs>`` and its stars (0 for a District)."""

    kind: str
    name: str
    colour: str
    symbol: str
    stars: int


#: What a legend shows, in scorepad order: the Districts, the Quarry, then
#: the Plazas (``colour`` is the type's colour, drawn on the symbol for a
#: Plaza).
LEGEND: tuple[LegendEntry, ...] = tuple(
    LegendEntry(
        kind,
        NAMES[kind],
        COLOURS[PLAZA_DISTRICT.get(kind, kind)],
        SYMBOL_IDS[kind],
        PLAZA_STARS.get(kind, 0),
    )
    for kind in (*DISTRICTS, QUARRY, *(PLAZA[d] for d in DISTRICTS))
)


def _shade(colour: str, factor: float) -> str:
    """``colour`` darkened towards black by ``factor`` (0 = unchanged)."""
    rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(c * (1 - factor)):02x}" for c in rgb)


# The side of a column (its plates), per hex type.
_SIDE = {kind: _shade(COLOURS[kind], 0.45) for kind in COLOURS}
_SIDE.update({p: "#9d927a" for p in PLAZA_DISTRICT})

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


# ---------------------------------------------------------------- symbols
# Icons in a 20 x 20 box centred on the origin, filled with currentColor.
# They are plain paths, not <symbol>s: a <symbol>'s own viewport makes each
# <use> of it noticeably slower for the browser to lay out.
_ICONS = {
    # A house with a pitched roof and a door.
    HOUSE: "M-8.5 -0.5L0 -8.5L8.5 -0.5H6.5V8.5H-6.5V-0.5ZM-2 8.5V2.5H2V8.5Z",
    # A market stall: scalloped awning, two posts, a counter.
    MARKET: (
        "M-9.5 -3L-7.5 -8.5H7.5L9.5 -3Q7.9 -0.5 6.3 -3Q4.7 -0.5 3.2 -3Q1.6 -0.5 0 -3"
        "Q-1.6 -0.5 -3.2 -3Q-4.7 -0.5 -6.3 -3Q-7.9 -0.5 -9.5 -3Z"
        "M-7.5 -1H-5.5V4H-7.5ZM5.5 -1H7.5V4H5.5ZM-9.5 4H9.5V8.5H-9.5Z"
    ),
    # A shield with a cross.
    BARRACKS: (
        "M-7.5 -8.5H7.5V-1C7.5 4 3.5 7.3 0 9.3C-3.5 7.3 -7.5 4 -7.5 -1Z"
        "M-1.2 -6.5H1.2V-2.6H5.5V-0.2H1.2V6H-1.2V-0.2H-5.5V-2.6H-1.2Z"
    ),
    # A Greek temple: pediment, four columns, steps.
    TEMPLE: (
        "M-9.5 -4.5L0 -9.5L9.5 -4.5ZM-8.5 -3.5H8.5V-1.5H-8.5Z"
        "M-7.5 -1H-5V5.5H-7.5ZM-3.3 -1H-0.8V5.5H-3.3ZM0.8 -1H3.3V5.5H0.8ZM5 -1H7.5V5.5H5Z"
        "M-9 6H9V7.5H-9ZM-10 8H10V9.5H-10Z"
    ),
    # A tree: three-lobed crown and trunk.
    GARDEN: (
        "M-1.5 4.2H1.5V8.5H-1.5Z"
        "M-8.5 0A4.2 4.2 0 0 1 -4.5 -5.8A5 5 0 0 1 4.5 -5.8A4.2 4.2 0 0 1 8.5 0"
        "A4.2 4.2 0 0 1 4.3 4.2H-4.3A4.2 4.2 0 0 1 -8.5 0Z"
    ),
    # Three broken blocks of stone.
    QUARRY: (
        "M-9.5 8.5L-8 1.5L-3.5 -0.5L0 3L-0.5 8.5Z"
        "M0.5 8.5L1.5 1.5L5.5 -1.5L9.5 2L9.5 8.5Z"
        "M-6 -2.5L-3.5 -8.5L2.5 -8.5L4.5 -3.5L0.5 0.8Z"
    ),
}


def _stars_path(count: int, y: float, size: float) -> str:
    """Path data for ``count`` five-pointed stars of width ``size`` in a row
    centred on (0, y)."""
    parts = []
    for n in range(count):
        cx = (n - (count - 1) / 2) * (size + 0.5)
        points = []
        for i in range(10):
            radius = size * (0.49 if i % 2 == 0 else 0.21)
            angle = -math.pi / 2 + math.pi / 5 * i
            points.append(
                f"{_num(cx + radius * math.cos(angle))} {_num(y + radius * math.sin(angle))}"
            )
        parts.append("M" + "L".join(points) + "Z")
    return "".join(parts)


_DEFS = (
    "<defs>"
    f'<path id="akr-hex" d="{_hex_path(SIZE)}"/>'
    f'<path id="akr-hex-in" d="{_hex_path(SIZE - 3)}"/>'
    f'<path id="akr-ring" d="{_hex_path(SIZE - 5)}"/>'
    + "".join(
        f'<path id="{SYMBOL_IDS[kind]}" d="{d}" fill="currentColor" fill-rule="evenodd" '
        'stroke="#000" stroke-opacity=".5" stroke-width=".9" stroke-linejoin="round"/>'
        for kind, d in _ICONS.items()
    )
    + "</defs>"
)

# ------------------------------------------------------------------ hexes
_BADGE_X = -20


def _badge(level: int) -> str:
    return (
        f'<g class="level"><circle cx="{_BADGE_X}" cy="0" r="8" fill="#1e1a12" '
        'stroke="#fff" stroke-width="1.3"/>'
        f'<text x="{_BADGE_X}" y="0" dy=".36em" text-anchor="middle" font-size="12" '
        f'font-weight="700" font-family="sans-serif" fill="#fff">{level}</text></g>'
    )


def _plates_path(level: int) -> str:
    """Path data for the side of a column: the band the hex sweeps when
    moved down ``level`` plates, plus the lower edge of each inner plate."""
    depth = level * PLATE
    (x0, y0), (x1, y1), (x2, y2), (x3, y3), (x4, y4), (x5, y5) = _CORNERS
    band = [(x0, y0), (x0, y0 + depth), (x1, y1 + depth), (x2, y2 + depth), (x3, y3 + depth)]
    band += [(x3, y3), (x4, y4), (x5, y5)]
    parts = ["M" + "L".join(f"{_num(x)} {_num(y)}" for x, y in band) + "Z"]
    for k in range(1, level):
        d = k * PLATE
        lower = [(x0, y0 + d), (x1, y1 + d), (x2, y2 + d), (x3, y3 + d)]
        parts.append("M" + "L".join(f"{_num(x)} {_num(y)}" for x, y in lower))
    return "".join(parts)


def _body(kind: str, level: int, badge: bool) -> str:
    """The drawing of one hex of type ``kind`` at ``level``, centred on the
    origin: plates, face, symbol, stars, level badge (if ``badge``)."""
    parts = [
        f'<path class="side" d="{_plates_path(level)}" fill="{_SIDE[kind]}" stroke="#f3ecdc" '
        'stroke-width=".8" stroke-linejoin="round" pointer-events="none"/>'
    ]
    district = PLAZA_DISTRICT.get(kind)
    if district is None:
        parts.append(
            f'<use href="#akr-hex" class="face" fill="{COLOURS[kind]}" '
            'stroke="#000" stroke-opacity=".35"/>'
            f'<use href="#{SYMBOL_IDS[kind]}" class="symbol" transform="scale(1.1)" '
            f'color="{_INK[kind]}" pointer-events="none"/>'
        )
    else:
        colour = COLOURS[district]
        parts.append(
            f'<use href="#akr-hex" class="face" fill="{PLAZA_FILL}" '
            'stroke="#000" stroke-opacity=".35"/>'
            f'<use href="#akr-ring" fill="none" stroke="{colour}" stroke-width="3" '
            'pointer-events="none"/>'
            f'<circle cx="0" cy="-6" r="11.5" fill="{colour}" stroke="#000" '
            'stroke-opacity=".4"/>'
            f'<use href="#{SYMBOL_IDS[kind]}" class="symbol" transform="translate(0 -6) '
            f'scale(.85)" color="{_INK[district]}" pointer-events="none"/>'
            f'<path class="stars" d="{_stars_path(PLAZA_STARS[kind], 13.5, 10.5)}" '
            'fill="#ffcf33" stroke="#2b2112" stroke-width=".85" stroke-linejoin="round" '
            'pointer-events="none"/>'
        )
    if badge:
        parts.append(_badge(level))
    return "".join(parts)


_BODIES: dict[tuple[str, int, bool], str] = {}


def _cached_body(kind: str, level: int, badge: bool) -> str:
    key = (kind, level, badge)
    text = _BODIES.get(key)
    if text is None:
        text = _BODIES[key] = _body(kind, level, badge)
    return text


def hex_title(kind: str, level: int | None = None) -> str:
    """What a hex is, for a tooltip or a screen reader: "Temple, level 2",
    "Market Plaza, 2 stars, level 1"."""
    text = NAMES[kind]
    stars = PLAZA_STARS.get(kind)
    if stars:
        text += f", {stars} star" + ("s" if stars > 1 else "")
    if level is not None:
        text += f", level {level}"
    return text


_EDGE_ATTRS = (
    'fill="none" stroke="#1f1a10" stroke-width="2.6" stroke-linecap="round" pointer-events="none"'
)


def _clean(text: str) -> str:
    """``text`` escaped for XML text and attribute values, without the
    characters XML cannot hold at all."""
    return escape(_NOT_XML.sub("", str(text)), quote=True)


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _svg_open(
    view: tuple[float, float, float, float], label: str, cls: str, extra: str = ""
) -> str:
    x, y, w, h = view
    text = _clean(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" '
        f'viewBox="{_num(x)} {_num(y)} {_num(w)} {_num(h)}" role="img" '
        f'aria-label="{text}"{extra}><title>{text}</title>{_DEFS}'
    )


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


# ------------------------------------------------------------------- city
@dataclass(frozen=True)
class Preview:
    """A tile shown where it would go: its three (hex, type) pairs, the level
    it would be on, and whether it may go there (``reason`` says why not)."""

    cells: tuple[tuple[Hex, str], ...]
    level: int
    ok: bool
    reason: str | None = None

    @classmethod
    def of(cls, city: City, tile_id: int, placement: Placement) -> Preview:
        """The preview of tile ``tile_id`` at ``placement`` in ``city``."""
        error = city.placement_error(placement)
        cells = tuple(zip(placement.hexes, TILES[tile_id].hexes, strict=True))
        return cls(cells, placement.level, error is None, error)


def _preview(preview: Preview) -> str:
    # Any object with Preview's fields will do (the session has its own).
    status = "ok" if preview.ok else "bad"
    level = preview.level
    words = ", ".join(NAMES[kind] for _, kind in preview.cells)
    title = f"Tile here on level {level}: {words}. "
    title += "It can go here." if preview.ok else (preview.reason or "It cannot go here.")
    parts = [
        f'<g class="preview {status}" pointer-events="none" '
        f'opacity="{".85" if preview.ok else ".6"}"><title>{_clean(title)}</title>'
    ]
    cells = sorted(preview.cells, key=lambda c: (c[0][0] + 2 * c[0][1], c[0][0]))
    for h, kind in cells:
        parts.append(f'<g transform="{_translate(h)}">{_cached_body(kind, level, True)}</g>')
    outline = _outline(h for h, _ in preview.cells)
    if preview.ok:
        parts.append(
            f'<path d="{outline}" fill="none" stroke="#fff" stroke-width="6" '
            'stroke-linecap="round"/>'
            f'<path d="{outline}" fill="none" stroke="#111" stroke-width="2.5" '
            'stroke-linecap="round"/>'
        )
    else:
        parts.append(
            f'<path d="{outline}" fill="none" stroke="#fff" stroke-width="6" '
            'stroke-linecap="round"/>'
            f'<path class="reason" d="{outline}" fill="none" stroke="#d7001f" '
            'stroke-width="3.5" stroke-dasharray="7 5"/>'
        )
    parts.append("</g>")
    return "".join(parts)


def city_svg(
    city: City,
    *,
    label: str,
    highlights: Iterable[Hex] = frozenset(),
    preview: Preview | tuple | None = None,
    last: bool = True,
    targets: bool = True,
    cursor: Hex | None = None,
) -> str:
    """One self-contained ``<svg>`` of ``city``.

    ``label`` names the city for screen readers ("Ada's city"); the summary
    adds its size and height. ``highlights``: hexes to mark as legal places
    (class "legal"). ``preview``: a ``Preview`` (or any object with its
    fields, or a tuple of them) drawn translucent on top (class "preview ok" / "preview bad").
    ``last``: outline the last tile placed (class "last"). ``targets``: draw
    the empty spaces next to the city, and any highlighted empty space, as
    aimable slots (class "slot", with ``data-q`` / ``data-r``). ``cursor``: a
    hex with a keyboard-focus ring (class "cursor").

    The viewBox fits the columns, slots and highlights, never the preview or
    the cursor: the view does not jump while the player aims. The preview
    and the cursor are drawn in ``<g class="aim">``, always present, whose
    content is ``aim_layer(preview, cursor)``.
    """
    height = city.height
    top = city.top
    tile_of = city.tile_of
    lit = set(highlights)
    highlights = sorted(lit)

    slots: list[Hex] = []
    if targets:
        empty = {
            (q + dq, r + dr)
            for q, r in height
            for dq, dr in DIRECTIONS
            if (q + dq, r + dr) not in height
        }
        empty.update(h for h in highlights if h not in height)
        slots = sorted(empty, key=lambda h: (h[0] + 2 * h[1], h[0]))

    # Painter's order: lower levels first, then from the back (top of the
    # screen) to the front, so a higher column's side covers its neighbours.
    columns = sorted(height, key=lambda h: (height[h], h[0] + 2 * h[1], h[0]))
    max_level = max(height.values(), default=0)

    to_fit = [*height, *slots, *highlights]
    summary = f"{label}: {len(height)} hexes, highest level {max_level}"
    out = [
        _svg_open(
            _view(to_fit, max(max_level, 1) * PLATE, CITY_MARGIN if targets else MARGIN),
            summary,
            "city",
        )
    ]

    if slots:
        out.append('<g class="slots">')
        for q, r in slots:
            x, y = _at((q, r))
            out.append(
                f'<use href="#akr-hex-in" class="slot" data-q="{q}" data-r="{r}" '
                f'x="{x}" y="{y}" fill="#fff" fill-opacity="0" '
                'stroke="#8a8271" stroke-width="1.2" stroke-dasharray="4 3"/>'
            )
        out.append("</g>")

    out.append('<g class="columns">')
    for h in columns:
        q, r = h
        level = height[h]
        kind = top[h]
        own = tile_of[h]
        mask = 0
        for i, (dq, dr) in enumerate(DIRECTIONS):
            other = tile_of.get((q + dq, r + dr))
            if other != own:
                mask |= 1 << i
        x, y = _at(h)
        out.append(
            f'<g class="col" data-q="{q}" data-r="{r}" data-type="{kind}" '
            f'transform="translate({x} {y})">'
            f"<title>{hex_title(kind, level)}</title>{_cached_body(kind, level, level > 1)}"
            f'<path class="edge" d="{_EDGES[mask]}" {_EDGE_ATTRS}/></g>'
        )
    out.append("</g>")

    if highlights:
        # The other columns are dimmed, so the legal places stand out by
        # lightness, not only by colour; a legal built hex keeps its face
        # visible under a ring, a legal empty space is lit up as open ground.
        dim = _hexes_path(h for h in columns if h not in lit)
        built = _hexes_path(h for h in highlights if h in height)
        ground = _hexes_path(h for h in highlights if h not in height)
        out.append('<g class="legal-marks" pointer-events="none">')
        if dim:
            out.append(f'<path class="dim" d="{dim}" fill="#000" fill-opacity=".28"/>')
        if built:
            out.append(
                f'<path class="legal built" d="{built}" fill="#fff" fill-opacity=".12" '
                'stroke="#fff" stroke-width="3.5"/>'
            )
        if ground:
            out.append(
                f'<path class="legal empty" d="{ground}" fill="#fff" fill-opacity=".45" '
                'stroke="#fff" stroke-width="1.5"/>'
            )
        out.append("</g>")

    if last and city.placed and city.placed[-1].tile_id != STARTING_TILE_ID:
        outline = _outline(city.placed[-1].hexes)
        out.append(
            f'<g class="last" pointer-events="none" fill="none" stroke-linecap="round">'
            f'<path d="{outline}" stroke="#fff" stroke-width="7"/>'
            f'<path d="{outline}" stroke="#d1007a" stroke-width="3.5"/></g>'
        )

    out.append(f'<g class="aim" pointer-events="none">{aim_layer(preview, cursor)}</g></svg>')
    return "".join(out)


def aim_layer(preview: Preview | tuple | None = None, cursor: Hex | None = None) -> str:
    """The content of a city SVG's ``<g class="aim">``: the preview and the
    cursor (see ``city_svg``). The browser layer can swap just this on a
    pointer move instead of the whole city."""
    parts = []
    if preview is not None:
        if not hasattr(preview, "cells"):
            preview = Preview(*preview)
        parts.append(_preview(preview))
    if cursor is not None:
        x, y = _at(cursor)
        at = f'href="#akr-hex-in" x="{x}" y="{y}"'
        parts.append(
            f'<g class="cursor" pointer-events="none" fill="none">'
            f'<use {at} stroke="#000" stroke-width="6"/>'
            f'<use {at} stroke="#fff" stroke-width="2.5" stroke-dasharray="6 4"/></g>'
        )
    return "".join(parts)


# ------------------------------------------------------------------ tiles
def _tile_cells(tile_id: int, rotation: int) -> list[tuple[Hex, str]]:
    if tile_id == STARTING_TILE_ID:
        return [(rotate(h, rotation), kind) for h, kind in STARTING_TILE]
    return list(zip(tile_hexes((0, 0), rotation), TILES[tile_id].hexes, strict=True))


def _loose_tile(cells: list[tuple[Hex, str]]) -> str:
    """A tile's hexes at level 1, outlined, in the tile's own coordinates."""
    inside = {h for h, _ in cells}
    parts = []
    for h, kind in sorted(cells, key=lambda c: (c[0][0] + 2 * c[0][1], c[0][0])):
        q, r = h
        mask = 0
        for i, (dq, dr) in enumerate(DIRECTIONS):
            if (q + dq, r + dr) not in inside:
                mask |= 1 << i
        parts.append(
            f'<g class="hex" data-type="{kind}" transform="{_translate(h)}"><title>{hex_title(kind)}</title>'
            f"{_cached_body(kind, 1, False)}"
            f'<path class="edge" d="{_EDGES[mask]}" {_EDGE_ATTRS}/></g>'
        )
    return "".join(parts)


def tile_description(tile_id: int) -> str:
    """The hexes of a tile in words: "Market, Barracks, Housing Plaza"."""
    return ", ".join(NAMES[kind] for _, kind in _tile_cells(tile_id, 0))


def tile_svg(tile_id: int, rotation: int = 0, *, label: str | None = None) -> str:
    """A small standalone SVG of one City tile (or the starting tile, id 0)
    turned ``rotation`` steps of 60 degrees clockwise. Its accessible name
    is ``label`` (default "Tile 23") followed by the tile's hexes."""
    cells = _tile_cells(tile_id, rotation)
    name = f"Tile {tile_id}" if label is None else label
    description = f"{name}: {tile_description(tile_id)}"
    view = _view((h for h, _ in cells), PLATE)
    extra = f' data-tile="{tile_id}" data-rotation="{rotation % 6}"'
    return _svg_open(view, description, "tile", extra) + _loose_tile(cells) + "</svg>"


def pile_svg(
    tile_ids: Iterable[int], *, label: str = "The Illustrious Architect's pile", per_row: int = 6
) -> str:
    """The solo Illustrious Architect's tiles as a grid of small tiles, in
    the order taken, unrotated; its accessible name counts Districts and
    Plaza stars by type."""
    ids = list(tile_ids)
    counts: dict[str, int] = {}
    for tile_id in ids:
        for kind in TILES[tile_id].hexes:
            counts[kind] = counts.get(kind, 0) + 1
    facts = []
    for district in DISTRICTS:
        stars = counts.get(PLAZA[district], 0) * PLAZA_STARS[PLAZA[district]]
        if counts.get(district) or stars:
            facts.append(f"{counts.get(district, 0)} {_PLURALS[district]} with {stars} stars")
    if counts.get(QUARRY):
        facts.append(f"{counts[QUARRY]} Quarries")
    summary = f"{label}: {len(ids)} tile" + ("" if len(ids) == 1 else "s")
    if facts:
        summary += " (" + "; ".join(facts) + ")"
    # A tile at rotation 0 spans x -SIZE..2.5 SIZE and y -h..3h (+ plate).
    cell_w = 3.5 * SIZE + 12
    cell_h = 4 * _HALF_HEIGHT + PLATE + 12
    rows = max(1, -(-len(ids) // per_row))
    cols = max(1, min(len(ids), per_row))
    view = (-SIZE - 6, -_HALF_HEIGHT - 6, cols * cell_w, rows * cell_h)
    out = [_svg_open(view, summary, "pile")]
    for n, tile_id in enumerate(ids):
        x, y = (n % per_row) * cell_w, (n // per_row) * cell_h
        out.append(
            f'<g class="pile-tile" data-tile="{tile_id}" transform="translate({_num(x)} {_num(y)})">'
            f"<title>{_clean(f'Tile {tile_id}: {tile_description(tile_id)}')}</title>"
            f"{_loose_tile(_tile_cells(tile_id, 0))}</g>"
        )
    out.append("</svg>")
    return "".join(out)


# ----------------------------------------------------------------- legend
def hex_svg(kind: str, level: int = 1) -> str:
    """One hex of type ``kind`` as a tiny standalone SVG (for a legend or a
    score table)."""
    view = _view([(0, 0)], level * PLATE)
    return (
        _svg_open(
            view, hex_title(kind, level if level > 1 else None), "hex", f' data-type="{kind}"'
        )
        + _cached_body(kind, level, level > 1)
        + f'<path class="edge" d="{_EDGES[63]}" {_EDGE_ATTRS}/></svg>'
    )


def legend_svg() -> str:
    """Every hex type with its name: Districts and the Quarry on the first
    row, Plazas on the second."""
    cell_w, cell_h = 2.6 * SIZE + 14, 2 * _HALF_HEIGHT + PLATE + 30
    first_row = len(DISTRICTS) + 1
    view = (-cell_w / 2, -_HALF_HEIGHT - 6, first_row * cell_w, 2 * cell_h)
    out = [_svg_open(view, "Legend of hex types", "legend")]
    for n, entry in enumerate(LEGEND):
        row, col = divmod(n, first_row)
        x, y = col * cell_w, row * cell_h
        out.append(
            f'<g class="entry" data-type="{entry.kind}" transform="translate({_num(x)} {_num(y)})">'
            f"{_cached_body(entry.kind, 1, False)}"
            f'<path class="edge" d="{_EDGES[63]}" {_EDGE_ATTRS}/>'
            f'<text y="{_num(_HALF_HEIGHT + PLATE + 15)}" text-anchor="middle" font-size="12" '
            f'font-family="sans-serif" fill="#222">{entry.name}</text></g>'
        )
    out.append("</svg>")
    return "".join(out)
