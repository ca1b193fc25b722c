"""A few hexes drawn as on the board, with a tick on those that score and a
cross on those that do not: the Rules panel's drawings of the District
conditions."""

from __future__ import annotations

from ...rules.hexes import DIRECTIONS, Hex
from .geometry import _EDGES, PLATE, _num, _translate, _view
from .look import _EDGE_ATTRS, _cached_body, _svg_open

#: Pixels per SVG unit: every drawing's hexes the same size, smaller than
#: the board's.
SCALE = 0.62

# A tick and a cross in a disc, drawn on a hex's upper right: a shape, not
# only a colour, says which.
_TICK = (
    '<g class="mark yes" transform="translate(12 -13) scale(1.25)"><circle r="8.5" fill="#17692f" stroke="#fff" '
    'stroke-width="1.6"/><path d="M-4.2 0.2L-1.2 3.4L4.4 -3.2" fill="none" stroke="#fff" '
    'stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></g>'
)
_CROSS = (
    '<g class="mark no" transform="translate(12 -13) scale(1.25)"><circle r="8.5" fill="#a3161c" stroke="#fff" '
    'stroke-width="1.6"/><path d="M-3.4 -3.4L3.4 3.4M3.4 -3.4L-3.4 3.4" fill="none" '
    'stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></g>'
)


def sketch_svg(cells: dict[Hex, tuple[str, int]], marks: dict[Hex, bool], label: str) -> str:
    """A small SVG of ``cells`` (hex -> (type, level)), its outline drawn,
    a tick on each hex of ``marks`` mapped to True and a cross on each
    mapped to False; ``label`` is its accessible name."""
    height = {h: level for h, (_, level) in cells.items()}
    columns = sorted(cells, key=lambda h: (height[h], h[0] + 2 * h[1], h[0]))
    top = max(height.values(), default=1)
    view = _view(cells, top * PLATE)
    size = f' width="{_num(view[2] * SCALE)}" height="{_num(view[3] * SCALE)}"'
    out = [_svg_open(view, label, "sketch", size)]
    for h in columns:
        kind, level = cells[h]
        q, r = h
        mask = 0
        for i, (dq, dr) in enumerate(DIRECTIONS):
            if (q + dq, r + dr) not in cells:
                mask |= 1 << i
        out.append(
            f'<g transform="{_translate(h)}">{_cached_body(kind, level, level > 1)}'
            f'<path class="edge" d="{_EDGES[mask]}" {_EDGE_ATTRS}/></g>'
        )
    for h in columns:
        if h in marks:
            out.append(f'<g transform="{_translate(h)}">{_TICK if marks[h] else _CROSS}</g>')
    out.append("</svg>")
    return "".join(out)
