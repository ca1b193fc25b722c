"""The Rules panel in the page: a dialog (outside #app, so that neither
screen rewrites it) opened by the Rules button that the menu and each
table's bar draw (``app.views.openers_html``), its text made as it opens
for the game on show: the tile game's (``app.rulesview``: its variants and
solo level marked) or the card game's (``app.cardrules``: the advanced
rules marked in play or not); on the menu, for the game chosen in it.
Escape, or Close, closes it; the focus goes back to the Rules button (the
card table's, drawn again meanwhile, found again)."""

from __future__ import annotations

from pyscript import document, window

from ..app import cardrules, rulesview
from . import dom


class RulesPanel:
    """The Rules dialog of ``app`` (an ``App``), and the board's tips."""

    def __init__(self, app) -> None:
        self.app = app
        self.listeners = dom.Listeners()
        self.dialog = document.createElement("dialog")
        self.dialog.id = "rules"
        self.dialog.className = "rules panel"
        self.dialog.setAttribute("aria-labelledby", "rules-title")
        document.body.append(self.dialog)
        listen = self.listeners.listen
        listen(document, "click", self.on_click)
        listen(self.dialog, "click", self.on_backdrop)
        listen(self.dialog, "close", self.on_close)
        # The table's keys (Escape cancels a placement...) are not for it.
        listen(self.dialog, "keydown", lambda event: event.stopPropagation())
        listen(document, "keydown", self.on_opener_key, capture=True)
        self.tip = document.createElement("div")
        self.tip.id = "hex-tip"
        self.tip.className = "hex-tip"
        self.tip.hidden = True
        # Screen readers have these sentences in the city in words.
        self.tip.setAttribute("aria-hidden", "true")
        document.body.append(self.tip)
        self.tipped = None  # the column whose tip is shown
        listen(document, "pointermove", self.on_pointer)
        listen(document, "pointerup", self.on_pointer)
        listen(document, "pointerdown", self.on_pointer_down)
        listen(window, "scroll", lambda *_: self.hide_tip(), passive=True)

    def panel_html(self) -> str:
        """The rules of the game on show; on the menu, of the game chosen."""
        cards = getattr(self.app, "cards", None)
        if cards is not None and cards.session is not None:
            return cardrules.panel_html(cards.session.game.advanced)
        session = getattr(self.app, "session", None)
        if session is not None:
            return rulesview.panel_html(session.state.options)
        if document.querySelector("#app #game-cards:checked"):
            return cardrules.panel_html(None)
        return rulesview.panel_html(None)

    def on_opener_key(self, event) -> None:
        """Enter on the Rules or Settings button only presses it: the
        table's keys (``App.on_key``) are for buttons with a command."""
        if str(event.key) == "Enter" and event.target.closest:
            if event.target.closest("[data-rules], [data-settings]"):
                event.stopPropagation()

    def on_click(self, event) -> None:
        opener = event.target.closest("[data-rules]")
        if opener and not self.dialog.open:
            self.dialog.innerHTML = self.panel_html()
            self.dialog.showModal()

    def on_close(self, *_) -> None:
        """The browser gives the focus back to the Rules button; if the card
        table was drawn again meanwhile (a computer played), to the new one."""
        active = document.activeElement
        if not active or str(active.tagName) == "BODY":
            opener = document.querySelector("#app [data-rules]")
            if opener:
                opener.focus(dom.js_object({"preventScroll": True}))

    def on_backdrop(self, event) -> None:
        """A click outside the panel (on the backdrop) closes it."""
        if event.target.id == "rules":
            box = self.dialog.getBoundingClientRect()
            x, y = event.clientX, event.clientY
            if not (box.left <= x <= box.right and box.top <= y <= box.bottom):
                self.dialog.close()

    # ------------------------------------------------------------ hex tips
    def on_pointer(self, event) -> None:
        """A mouse over a column of the board, or a tap on one (no tile
        chosen: then taps and the pointer aim), shows what it scores and why
        (its ``<title>``) beside the pointer."""
        touch = str(event.pointerType) != "mouse"
        if touch and str(event.type) != "pointerup":
            return
        target = event.target
        column = target.closest("#board g.col") if target.closest else None
        board = document.getElementById("board")
        # (closest() and getElementById() give JS null, a falsy JsNull.)
        if not column or not board or str(board.dataset.legal or ""):
            if not touch:
                self.hide_tip()
            return
        if touch and getattr(self.app.gestures, "dragged", False):
            return
        title = column.querySelector("title")
        if self.tipped is None or not column.isSameNode(self.tipped):
            self.hide_tip()
            text = str(title.textContent) if title else ""
            if not text:
                return
            # The browser's own tooltip would repeat it: the title is lent
            # to the tip while it shows.
            self.tip.textContent = text
            title.textContent = ""
            self.tipped = column
            self.tip.hidden = False
        self.place_tip(float(event.clientX), float(event.clientY))

    def place_tip(self, x: float, y: float) -> None:
        width, height = float(window.innerWidth), float(window.innerHeight)
        tip_w, tip_h = float(self.tip.offsetWidth), float(self.tip.offsetHeight)
        left = min(max(4.0, x + 14), width - tip_w - 4)
        top = y + 18 if y + 18 + tip_h <= height - 4 else y - tip_h - 12
        self.tip.style.left = f"{left}px"
        self.tip.style.top = f"{max(4.0, top)}px"

    def on_pointer_down(self, event) -> None:
        if str(event.pointerType) != "mouse":
            self.hide_tip()

    def hide_tip(self) -> None:
        column, self.tipped = self.tipped, None
        if column is not None:
            title = column.querySelector("title")
            if title:
                title.textContent = self.tip.textContent
        self.tip.hidden = True
