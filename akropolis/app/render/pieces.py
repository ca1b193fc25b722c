"""Pieces off the board as SVG: a loose tile, the Illustrious Architect's
pile, one hex, and the legend of hex types."""

from __future__ import annotations

from collections.abc import Iterable

from ... import i18n, words
from ...rules.hexes import DIRECTIONS, Hex, rotate, tile_hexes
from ...rules.tiles import (
    DISTRICTS,
    PLAZA,
    PLAZA_STARS,
    QUARRY,
    STARTING_TILE,
    STARTING_TILE_ID,
    TILES,
)
from .geometry import _EDGES, _HALF_HEIGHT, PLATE, SIZE, _clean, _num, _translate, _view
from .look import _EDGE_ATTRS, _cached_body, _svg_open, hex_title, legend


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
    names = words.NAMES
    return ", ".join(names[kind] for _, kind in _tile_cells(tile_id, 0))


def tile_label(tile_id: int, name: str | None = None) -> str:
    """A tile's name and its hexes: "Tile 23: Market, Barracks, Housing
    Plaza" (``name``: the tile's name, its id by default)."""
    name = i18n.t("TILE_NUMBER", n=tile_id) if name is None else name
    return i18n.t("TILE_LABEL", name=name, hexes=tile_description(tile_id))


def tile_svg(tile_id: int, rotation: int = 0, *, label: str | None = None) -> str:
    """A small standalone SVG of one City tile (or the starting tile, id 0)
    turned ``rotation`` steps of 60 degrees clockwise. Its accessible name
    is ``label`` (default "Tile 23") followed by the tile's hexes."""
    cells = _tile_cells(tile_id, rotation)
    description = tile_label(tile_id, label)
    view = _view((h for h, _ in cells), PLATE)
    extra = f' data-tile="{tile_id}" data-rotation="{rotation % 6}"'
    return _svg_open(view, description, "tile", extra) + _loose_tile(cells) + "</svg>"


def pile_svg(tile_ids: Iterable[int], *, label: str | None = None, per_row: int = 6) -> str:
    """The solo Illustrious Architect's tiles as a grid of small tiles, in
    the order taken, unrotated; its accessible name (``label``, "The
    Illustrious Architect's pile" by default) counts Districts and Plaza
    stars by type."""
    label = i18n.t("PILE_DEFAULT") if label is None else label
    ids = list(tile_ids)
    counts: dict[str, int] = {}
    for tile_id in ids:
        for kind in TILES[tile_id].hexes:
            counts[kind] = counts.get(kind, 0) + 1
    facts = []
    for district in DISTRICTS:
        stars = counts.get(PLAZA[district], 0) * PLAZA_STARS[PLAZA[district]]
        n = counts.get(district, 0)
        if n or stars:
            named = i18n.form((words.NAMES[district], words.PLURALS[district]), n)
            facts.append(
                i18n.t("PILE_DISTRICT", n=n, districts=named, stars=words.stars(stars))
            )
    if counts.get(QUARRY):
        facts.append(words.quarries(counts[QUARRY]))
    tiles = i18n.plural("TILE_COUNT", len(ids))
    summary = (
        i18n.t("PILE_SUMMARY_FACTS", label=label, tiles=tiles, facts=i18n.join(facts))
        if facts
        else i18n.t("PILE_SUMMARY", label=label, tiles=tiles)
    )
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
            f"<title>{_clean(tile_label(tile_id))}</title>"
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


#: The legend's geometry (SVG units): each hex type a row, its hex drawn
#: at ``LEGEND_HEX`` of its size with its name beside it, in two columns.
#: Its names are ``LEGEND_FONT`` units tall in a drawing ``LEGEND_COLUMN``
#: x 2 wide: readable (11 px or more) in a legend 200 px wide or wider.
LEGEND_HEX, LEGEND_ROW, LEGEND_COLUMN, LEGEND_FONT = 0.55, 40, 235, 24


def legend_svg() -> str:
    """Every hex type with its name: the Districts and the Quarry in the
    first column, the Plazas in the second."""
    first_column = len(DISTRICTS) + 1
    entries = legend()
    rows = max(first_column, len(entries) - first_column)
    view = (0, -LEGEND_ROW / 2, 2 * LEGEND_COLUMN, rows * LEGEND_ROW)
    out = [_svg_open(view, i18n.t("LEGEND_LABEL"), "legend")]
    half = SIZE * LEGEND_HEX
    for n, entry in enumerate(entries):
        col, row = divmod(n, first_column)
        x, y = col * LEGEND_COLUMN + half + 2, row * LEGEND_ROW
        out.append(
            f'<g class="entry" data-type="{entry.kind}" transform="translate({_num(x)} {_num(y)})">'
            f'<g transform="scale({_num(LEGEND_HEX)})">{_cached_body(entry.kind, 1, False)}'
            f'<path class="edge" d="{_EDGES[63]}" {_EDGE_ATTRS}/></g>'
            f'<text x="{_num(half + 8)}" y="{_num(LEGEND_FONT * 0.35)}" '
            f'font-size="{LEGEND_FONT}" font-family="sans-serif" fill="currentColor">{_clean(entry.name)}</text></g>'
        )
    out.append("</svg>")
    return "".join(out)
