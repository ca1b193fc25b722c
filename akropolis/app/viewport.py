"""The board's view of a city: how far it is zoomed and panned.

A city's SVG comes with a viewBox that fits the whole city (the *base* box);
the view shows part of it: ``zoom`` times larger, its centre moved by ``pan``
(in SVG units). The browser layer keeps one ``Viewport``, tells it the base
box, the board's size in pixels and where pointers are (in pixels from the
board's top-left corner), and writes ``viewbox(base)`` back into the SVG.
Plain numbers only, so pytest checks the arithmetic.

The SVG is drawn with ``preserveAspectRatio="xMidYMid meet"`` (the default)
and fills the board: the view's centre is the board's centre, and one pixel
is ``units_per_pixel`` SVG units in both directions.
"""

from __future__ import annotations

import math

Box = tuple[float, float, float, float]  # x, y, width, height (SVG units)
Size = tuple[float, float]  # the board's width and height (pixels)
Point = tuple[float, float]  # pixels from the board's top-left corner

MIN_ZOOM = 0.5
MAX_ZOOM = 4.0
#: One step of the zoom buttons, keys and mouse wheel.
STEP = 1.25


def parse_box(text: str) -> Box:
    x, y, w, h = (float(v) for v in text.split())
    return x, y, w, h


class Viewport:
    def __init__(self) -> None:
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        # While two fingers are down: the zoom when they landed, the distance
        # between them, and the point of the city under their midpoint.
        self._pinch: tuple[float, float, tuple[float, float]] | None = None

    # ------------------------------------------------------------ the view
    def fit(self) -> None:
        """The whole city, as drawn."""
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self._pinch = None

    def viewbox(self, base: Box) -> str:
        x, y, w, h = base
        zw, zh = w / self.zoom, h / self.zoom
        cx, cy = x + w / 2 + self.pan[0], y + h / 2 + self.pan[1]
        return f"{cx - zw / 2:.1f} {cy - zh / 2:.1f} {zw:.1f} {zh:.1f}"

    def units_per_pixel(self, base: Box, size: Size, zoom: float | None = None) -> float:
        zoom = self.zoom if zoom is None else zoom
        width, height = max(size[0], 1.0), max(size[1], 1.0)
        return max(base[2] / zoom / width, base[3] / zoom / height)

    def city_point(self, base: Box, size: Size, point: Point) -> tuple[float, float]:
        """The point of the city under ``point``, from the base box's centre."""
        unit = self.units_per_pixel(base, size)
        return (
            self.pan[0] + (point[0] - size[0] / 2) * unit,
            self.pan[1] + (point[1] - size[1] / 2) * unit,
        )

    def _put(self, base: Box, size: Size, spot: tuple[float, float], point: Point) -> None:
        """Pan so that the city's ``spot`` is under ``point``."""
        unit = self.units_per_pixel(base, size)
        self.pan = (
            spot[0] - (point[0] - size[0] / 2) * unit,
            spot[1] - (point[1] - size[1] / 2) * unit,
        )

    # ------------------------------------------------------------ zooming
    def zoom_by(self, factor: float) -> None:
        """Zoom around the centre of the board (buttons and keys)."""
        self.zoom = _clamp(self.zoom * factor)

    def zoom_at(self, base: Box, size: Size, point: Point, factor: float) -> None:
        """Zoom keeping the city still under ``point`` (the mouse wheel)."""
        spot = self.city_point(base, size, point)
        self.zoom = _clamp(self.zoom * factor)
        self._put(base, size, spot, point)

    def drag(self, base: Box, size: Size, start_pan: tuple[float, float], moved: Point) -> None:
        """Move the city with a pointer dragged by ``moved`` pixels since the
        drag began at ``start_pan``."""
        unit = self.units_per_pixel(base, size)
        self.pan = (start_pan[0] - moved[0] * unit, start_pan[1] - moved[1] * unit)

    # ------------------------------------------------------------ pinching
    @property
    def pinching(self) -> bool:
        return self._pinch is not None

    def pinch_start(self, base: Box, size: Size, a: Point, b: Point) -> None:
        middle = _middle(a, b)
        self._pinch = (self.zoom, max(math.dist(a, b), 1.0), self.city_point(base, size, middle))

    def pinch_to(self, base: Box, size: Size, a: Point, b: Point) -> None:
        """Two fingers moved: zoom by how far apart they are now, and keep the
        city's point that was under them under their midpoint."""
        if self._pinch is None:
            self.pinch_start(base, size, a, b)
            return
        zoom, distance, spot = self._pinch
        self.zoom = _clamp(zoom * math.dist(a, b) / distance)
        self._put(base, size, spot, _middle(a, b))

    def pinch_end(self) -> None:
        self._pinch = None


def _clamp(zoom: float) -> float:
    return min(MAX_ZOOM, max(MIN_ZOOM, zoom))


def _middle(a: Point, b: Point) -> Point:
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
