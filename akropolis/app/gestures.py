"""Pointers on the board: a drag pans, two fingers pinch, a tap is a tap.

Pure state over plain numbers: the browser layer tells ``Gestures`` where
each pointer goes down, moves and comes up (in pixels from the board's
top-left corner, with the city's base viewBox and the board's size), and
``Gestures`` moves the ``viewport.Viewport``. What a move meant comes back
as ``VIEW`` (the view changed: write its viewBox), ``BUSY`` (a drag or pinch
is under way, too small yet to move the view) or ``FREE`` (no gesture: the
pointer only hovers).
"""

from __future__ import annotations

from dataclasses import dataclass

from .viewport import Box, Point, Size, Viewport

#: How far (pixels) a pointer must move before a press becomes a drag: less
#: is a click or a tap, which places a tile.
DRAG_THRESHOLD = 10

VIEW, BUSY, FREE = "view", "busy", "free"


@dataclass
class Drag:
    """A drag under way: where it started, the pan then, and whether it
    moved far enough to be a drag (not a click)."""

    start: Point
    pan: tuple[float, float]
    moved: bool = False


class Gestures:
    def __init__(self, view: Viewport) -> None:
        self.view = view
        #: The pointers down on the board, where they are now.
        self.pointers: dict[int, Point] = {}
        self.drag: Drag | None = None

    @property
    def dragged(self) -> bool:
        """Whether the last press moved the view: the click that follows it
        is not a click on a hex."""
        return self.drag is not None and self.drag.moved

    def down(self, pointer: int, primary: bool, point: Point, base: Box, size: Size) -> None:
        if primary:  # a new gesture: forget pointers whose "up" was missed
            self.pointers.clear()
            self.view.pinch_end()
        if len(self.pointers) >= 2:
            return  # a third finger: the pinch goes on with the first two
        self.pointers[pointer] = point
        if len(self.pointers) == 2:
            # Two fingers: a pinch, which zooms and pans; no tap follows it.
            a, b = self.pointers.values()
            self.view.pinch_start(base, size, a, b)
            self.drag = Drag(point, self.view.pan, moved=True)
        else:
            self.drag = Drag(point, self.view.pan)

    def move(self, pointer: int, point: Point, base: Box, size: Size) -> str:
        if pointer not in self.pointers:
            # A hovering mouse, or a third finger: only the first two count.
            return BUSY if self.pointers else FREE
        self.pointers[pointer] = point
        if self.view.pinching:
            a, b = list(self.pointers.values())[:2]
            self.view.pinch_to(base, size, a, b)
            return VIEW
        drag = self.drag
        if drag is None:
            return FREE
        dx, dy = point[0] - drag.start[0], point[1] - drag.start[1]
        if not drag.moved and dx * dx + dy * dy < DRAG_THRESHOLD**2:
            return BUSY
        drag.moved = True
        self.view.drag(base, size, drag.pan, (dx, dy))
        return VIEW

    def up(self, pointer: int) -> None:
        """A pointer came up (or was cancelled). After a drag, ``dragged``
        stays true until ``settle``: the browser calls it once the click
        that follows has been seen."""
        self.pointers.pop(pointer, None)
        if self.view.pinching:
            if len(self.pointers) >= 2:
                return
            self.view.pinch_end()
            if self.pointers:
                # One finger still down: it drags on from where it is.
                (here,) = self.pointers.values()
                self.drag = Drag(here, self.view.pan, moved=True)
                return
        if not self.dragged:
            self.drag = None

    def settle(self) -> None:
        """Forget a finished drag (its click, if any, has come)."""
        if not self.pointers:
            self.drag = None
