"""A city as SVG: its columns, the empty spaces around it, the legal places
of the chosen tile, the last tile placed, and the aim (preview and cursor)."""

from __future__ import annotations

import math
from collections.abc import Iterable

from ... import i18n, words
from ...rules.city import City
from ...rules.hexes import DIRECTIONS, Hex, frontier
from ...rules.tiles import STARTING_TILE_ID
from ..explain import titles as scoring_titles
from ..screen import Preview
from .geometry import (
    _EDGES,
    CITY_MARGIN,
    MARGIN,
    PLATE,
    SIZE,
    _at,
    _centre,
    _clean,
    _hexes_path,
    _outline,
    _translate,
    _view,
)
from .look import _BADGE_X, _EDGE_ATTRS, BADGE_R, _cached_body, _svg_open, hex_title


def _preview(preview: Preview) -> str:
    status = "ok" if preview.ok else "bad"
    level = preview.level
    names = words.NAMES
    title = i18n.t("PREVIEW_HERE", level=level, hexes=", ".join(names[k] for _, k in preview.cells))
    verdict = i18n.t("PREVIEW_OK") if preview.ok else (preview.reason or i18n.t("PREVIEW_BAD"))
    title += f" {verdict}"
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
    if not preview.ok:
        # A symbol, not only the red dashes: a cross on a red disc over the
        # tile, drawn whole (the tile under it is translucent).
        points = [_at(h) for h, _ in preview.cells]
        x = sum(float(p[0]) for p in points) / len(points)
        y = sum(float(p[1]) for p in points) / len(points)
        parts.append(
            f'<g class="refused-mark" pointer-events="none" transform="translate({x:.1f} {y:.1f})">'
            '<circle r="17" fill="#b00018" stroke="#fff" stroke-width="4"/>'
            '<path d="M-7-7L7 7M7-7L-7 7" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/></g>'
        )
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
    arrive: bool = False,
    variants: Iterable[str] | None = None,
    mark: str = "",
    thumb: bool = False,
) -> str:
    """One self-contained ``<svg>`` of ``city``.

    ``label`` names the city for screen readers ("Ada's city"); the summary
    adds its size and height. ``highlights``: hexes to mark as legal places
    (class "legal"). ``preview``: a ``Preview`` (or any object with its
    fields, or a tuple of them) drawn translucent on top (class "preview ok" / "preview bad").
    ``last``: outline the last tile placed (class "last"). ``targets``: draw
    the empty spaces next to the city, and any highlighted empty space, as
    aimable slots (class "slot", with ``data-q`` / ``data-r``). ``cursor``: a
    hex with a keyboard-focus ring (class "cursor"). ``arrive``: the last
    tile was just placed by a computer player: its hexes and outline get the
    class "arrive", which the page animates (not with reduced motion).
    ``variants``: the game's variants; given, each column's ``<title>`` says
    what its hex scores now and why (``explain``), else only what it is.
    ``mark``: the words of a symbol on the last tile placed (its outline
    thicker), for a drawing too small for the outline alone: a player's
    thumbnail shows at a glance the tile each opponent just placed;
    ``thumb``: the drawing is such a thumbnail (the mark grows with the city).

    The viewBox fits the columns and (with ``targets``) every empty space
    within two hexes of them, where any legal anchor lies: it depends on the
    city only, never on the tile chosen, its rotation, the preview or the
    cursor, so the view does not jump while the player aims. The preview
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
        empty = frontier(height)
        empty.update(h for h in highlights if h not in height)
        slots = sorted(empty, key=lambda h: (h[0] + 2 * h[1], h[0]))

    # Painter's order: lower levels first, then from the back (top of the
    # screen) to the front, so a higher column's side covers its neighbours.
    columns = sorted(height, key=lambda h: (height[h], h[0] + 2 * h[1], h[0]))
    max_level = max(height.values(), default=0)

    # The box is the city's own: its columns and every space a tile can be
    # anchored on (two hexes out), whichever tile is chosen and however it
    # is turned, so choosing or rotating a tile never moves the city.
    to_fit = [*height, *highlights]
    if targets:
        near = frontier(height)
        to_fit += [*near, *frontier(near | set(height))]
    hexes = i18n.plural("HEX_COUNT", len(height))
    summary = i18n.t("CITY_SUMMARY", label=label, hexes=hexes, level=max_level)
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

    said = scoring_titles(height, top, variants) if variants is not None else {}
    fresh = set(city.placed[-1].hexes) if arrive and city.placed else set()
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
            f'<g class="{"col arrive" if h in fresh else "col"}" data-q="{q}" data-r="{r}" '
            f'data-type="{kind}" '
            f'transform="translate({x} {y})">'
            f"<title>{_clean(said[h]) if h in said else hex_title(kind, level)}</title>"
            f"{_cached_body(kind, level, level > 1)}"
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
        # A legal place is ringed in dark green under white, which reads on
        # the light ground, the dark theme's and a tile's face alike; an
        # empty one also carries a dot at its centre: a symbol, not a tint.
        if built:
            out.append(
                f'<path class="legal-ring" d="{built}" fill="none" stroke="#0b6e4f" stroke-width="7"/>'
                f'<path class="legal built" d="{built}" fill="#fff" fill-opacity=".12" '
                'stroke="#fff" stroke-width="3"/>'
            )
        if ground:
            out.append(
                f'<path class="legal-ring" d="{ground}" fill="none" stroke="#0b6e4f" stroke-width="4"/>'
                f'<path class="legal empty" d="{ground}" fill="#fff" fill-opacity=".7" '
                'stroke="#fff" stroke-width="1.5"/>'
            )
            dots = "".join(
                f'<circle cx="{x}" cy="{y}" r="6"/>' for x, y in (_at(h) for h in highlights if h not in height)
            )
            out.append(f'<g class="legal-dots" fill="#0b6e4f">{dots}</g>')
        out.append("</g>")

    if last and city.placed and city.placed[-1].tile_id != STARTING_TILE_ID:
        placed = city.placed[-1]
        outline = _outline(placed.hexes)
        white, pink = ("14", "8") if mark else ("7", "3.5")
        out.append(
            f'<g class="{"last arrive" if arrive else "last"}" pointer-events="none" fill="none" '
            'stroke-linecap="round">'
            f'<path d="{outline}" stroke="#fff" stroke-width="{white}"/>'
            f'<path d="{outline}" stroke="#d1007a" stroke-width="{pink}"/></g>'
        )
        if mark:
            xs, ys = zip(*((float(x), float(y)) for x, y in map(_at, height)), strict=True)
            extent = max(max(xs) - min(xs), max(ys) - min(ys))
            # On a card's thumbnail (a few dozen pixels, no badge readable)
            # the mark grows with the city, a symbol still seen: 7 px or more.
            scale = max(1.0, extent / 120) if thumb else min(1.2, max(1.0, extent / 250))
            out.append(_last_mark(placed.hexes, height, mark, scale))

    out.append(f'<g class="aim" pointer-events="none">{aim_layer(preview, cursor)}</g></svg>')
    return "".join(out)


#: A five-pointed star, 11 units from its centre to a point.
_STAR = "M0-11L2.6-3.6L10.5-3.4L4.2 1.4L6.5 8.9L0 4.4L-6.5 8.9L-4.2 1.4L-10.5-3.4L-2.6-3.6Z"
#: The last tile's mark: its disc's radius and ring, before its scale.
MARK_R, MARK_RING = 9, 2


def _mark_corner(cells: tuple[Hex, ...], height: dict[Hex, int], reach: float) -> tuple[float, float]:
    """Where the last tile's mark goes: a corner of the tile's outline, so
    that it covers only corners of hexes, never a symbol at their centre;
    one clear of every level badge by ``reach`` (else the farthest from
    them), then with the fewest other columns around it, then the
    rightmost and highest (a stable choice)."""
    tile = set(cells)
    badges = [(x + _BADGE_X, y) for x, y in (_centre(h) for h, level in height.items() if level > 1)]
    best = None
    for h in cells:
        cx, cy = _centre(h)
        for i in range(6):
            x = cx + SIZE * math.cos(math.pi / 3 * i)
            y = cy + SIZE * math.sin(math.pi / 3 * i)
            # The two other hexes at this corner: the neighbours towards it.
            around = [(h[0] + dq, h[1] + dr) for dq, dr in (DIRECTIONS[i - 1], DIRECTIONS[i])]
            if all(a in tile for a in around):
                continue  # inside the tile, not on its outline
            built = sum(1 for a in around if a in height and a not in tile)
            near = min((math.hypot(x - bx, y - by) for bx, by in badges), default=math.inf)
            key = (-min(near, reach), built, -round(x, 1), round(y, 1))
            if best is None or key < best[0]:
                best = (key, x, y)
    return best[1], best[2]


def _last_mark(cells: tuple[Hex, ...], height: dict[Hex, int], words_: str, scale: float) -> str:
    """A white star on a small dark pink disc at a corner of the last tile
    placed: a symbol, not only the outline's colour, that a thumbnail still
    shows (``scale``: a little larger on a larger city, drawn smaller), and
    that hides no hex's symbol or level badge."""
    reach = (MARK_R + MARK_RING / 2) * scale + BADGE_R + 2
    x, y = _mark_corner(cells, height, reach)
    return (
        f'<g class="last-mark" transform="translate({x:.1f} {y:.1f}) scale({scale:.2f})">'
        f"<title>{_clean(words_)}</title>"
        f'<circle r="{MARK_R}" fill="#a3005f" stroke="#fff" stroke-width="{MARK_RING}"/>'
        f'<path d="{_STAR}" fill="#fff" transform="scale(.62)"/></g>'
    )


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
