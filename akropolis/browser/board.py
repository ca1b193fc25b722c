"""The board's pointer and wheel in the page, for ``app.App``: drag, pinch
and wheel move and zoom the city (``app.gestures``, ``app.viewport``); a
mouse's pointing previews the chosen tile (a touch screen's taps do)."""

from __future__ import annotations

import asyncio

from ..app import commands
from ..app.gestures import BUSY, VIEW
from ..app.viewport import STEP
from . import dom


class BoardEvents:
    """The board's events; the app holds ``session``, ``gestures``,
    ``table``, ``view`` and ``run``."""

    def board_point(self, event):
        """Where ``event`` is on the board (pixels from its corner), with
        the city's base viewBox and the board's size; None without a city."""
        geometry = self.table.geometry()
        if not geometry:
            return None
        _, base, size, corner = geometry
        point = (float(event.clientX) - corner[0], float(event.clientY) - corner[1])
        return point, base, size

    def on_pointer_down(self, event) -> None:
        if self.session is None or not event.target.closest("#board"):
            return
        where = self.board_point(event)
        if where:
            self.gestures.down(int(event.pointerId), bool(event.isPrimary), *where)

    def on_pointer_move(self, event) -> None:
        if self.session is None:
            return
        if self.gestures.pointers:
            where = self.board_point(event)
            if where:
                done = self.gestures.move(int(event.pointerId), *where)
                if done == VIEW:
                    self.table.apply_view()
                if done in (VIEW, BUSY):
                    return
        if str(event.pointerType) == "touch":
            return  # on touch screens the preview follows taps
        h = dom.hex_of(event)
        if h is not None and h != self.session.aim:
            self.run(commands.HOVER, h)

    def on_pointer_up(self, event) -> None:
        self.gestures.up(int(event.pointerId))
        if self.gestures.dragged and not self.gestures.pointers:
            # Let the click that follows a drag know it was a drag.
            async def settle():
                await asyncio.sleep(0)
                self.gestures.settle()

            asyncio.ensure_future(settle())

    def on_wheel(self, event) -> None:
        if self.session is None or not event.target.closest("#board"):
            return
        event.preventDefault()
        where = self.board_point(event)
        if where:
            point, base, size = where
            factor = STEP if float(event.deltaY) < 0 else 1 / STEP
            self.view.zoom_at(base, size, point, factor)
            self.table.apply_view()
