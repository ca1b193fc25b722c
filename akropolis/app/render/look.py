"""How each hex type looks: palette, symbols, stars, plates and level
badges, and the ``<defs>`` every SVG carries."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ... import i18n, words
from ...rules.tiles import (
    BARRACKS,
    DISTRICTS,
    GARDEN,
    HOUSE,
    MARKET,
    PLAZA,
    PLAZA_DISTRICT,
    PLAZA_STARS,
    QUARRY,
    TEMPLE,
)
from .geometry import _CORNERS, PLATE, SIZE, _clean, _hex_path, _num

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


def __getattr__(name: str):
    """``NAMES`` (a player's name for each hex type, as the rulebook writes
    it) and ``LEGEND``, in the language of the moment: never bound at
    import time."""
    if name == "NAMES":
        return words.NAMES
    if name == "LEGEND":
        return legend()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

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


def legend() -> tuple[LegendEntry, ...]:
    """What a legend shows (``LEGEND``), in scorepad order: the Districts,
    the Quarry, then the Plazas (``colour`` is the type's colour, drawn on
    the symbol for a Plaza); the names in the language of the moment."""
    names = words.NAMES
    return tuple(
        LegendEntry(
            kind,
            names[kind],
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
#: The level badge's radius (its ring outside it).
BADGE_R = 8


def _badge(level: int) -> str:
    return (
        f'<g class="level"><circle cx="{_BADGE_X}" cy="0" r="{BADGE_R}" fill="#1e1a12" '
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
    text = words.NAMES[kind]
    stars = PLAZA_STARS.get(kind)
    if stars:
        text += f", {words.stars(stars)}"
    if level is not None:
        text = i18n.t("HEX_LEVEL", what=text, level=level)
    return text


_EDGE_ATTRS = (
    'fill="none" stroke="#1f1a10" stroke-width="2.6" stroke-linecap="round" pointer-events="none"'
)


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
