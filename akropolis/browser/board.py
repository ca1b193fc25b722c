"""The board's pointer and wheel in the page, for ``app.App``: drag, pinch
and wheel move and zoom the city (``app.gestures``, ``app.viewport``); a
mouse's pointing previews the chosen tile (a touch screen's taps do)."""

from __future__ import annotations

from ..app import commands
from ..app.gestures import BUSY, VIEW
from ..app.viewport import STEP


class BoardEvents:
    """The board's events (``page.Message``); the app holds ``session``,
    ``gestures``, ``table``, ``view`` and ``run``."""

    def board_point(self, message):
        """Where ``message``'s pointer is on the board (pixels from its
        corner), with the city's base viewBox and the board's size; None
        without a city."""
        geometry = self.table.geometry(message.board)
        if not geometry:
            return None
        base, size, corner = geometry
        return (message.x - corner[0], message.y - corner[1]), base, size

    def on_pointer_down(self, message) -> None:
        if self.session is None or not message.in_board:
            return
        where = self.board_point(message)
        if where:
            self.gestures.down(message.pointer_id, message.primary, *where)

    def on_pointer_move(self, message) -> None:
        if self.session is None:
            return
        if self.gestures.pointers:
            where = self.board_point(message)
            if where:
                done = self.gestures.move(message.pointer_id, *where)
                if done == VIEW:
                    self.table.apply_view()
                if done in (VIEW, BUSY):
                    return
        if message.pointer_type == "touch":
            return  # on touch screens the preview follows taps
        h = message.hex
        if h is not None and h != self.session.aim:
            self.run(commands.HOVER, h)

    def on_pointer_up(self, message) -> None:
        # After a drag, ``gestures.dragged`` holds until the click that
        # follows (``App.on_click``) or the next press.
        self.gestures.up(message.pointer_id)

    def on_wheel(self, message) -> None:
        if self.session is None or not message.in_board:
            return
        where = self.board_point(message)
        if where:
            point, base, size = where
            factor = STEP if message.delta_y < 0 else 1 / STEP
            self.view.zoom_at(base, size, point, factor)
            self.table.apply_view()
