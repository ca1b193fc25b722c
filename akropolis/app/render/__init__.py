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

from ..screen import Preview
from . import look
from .city import aim_layer, city_svg
from .geometry import CITY_MARGIN, MARGIN, PLATE, SIZE
from .look import COLOURS, PLAZA_FILL, SYMBOL_IDS, LegendEntry, hex_title, legend
from .pieces import hex_svg, legend_svg, pile_svg, tile_description, tile_label, tile_svg

__all__ = [
    "CITY_MARGIN",
    "COLOURS",
    "LEGEND",
    "MARGIN",
    "NAMES",
    "PLATE",
    "PLAZA_FILL",
    "SIZE",
    "SYMBOL_IDS",
    "LegendEntry",
    "Preview",
    "aim_layer",
    "city_svg",
    "hex_svg",
    "hex_title",
    "legend",
    "legend_svg",
    "pile_svg",
    "tile_description",
    "tile_label",
    "tile_svg",
]


def __getattr__(name: str):
    """``NAMES`` and ``LEGEND`` (``look``), read in the language of the
    moment."""
    if name in ("NAMES", "LEGEND"):
        return getattr(look, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
