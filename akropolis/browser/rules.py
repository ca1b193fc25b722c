"""The Rules panel in the page: a dialog (outside #app, so that neither
screen rewrites it) opened by a Rules button put in the menu and in the
table's bar whenever they are drawn, its text made as it opens for the game
on the table (``app.rulesview``: its variants and solo level marked). The
table's bar also shows the game's options (variants, long game). Escape,
or Close, closes it; the browser gives the focus back to the opener."""

from __future__ import annotations

from html import escape

from pyscript import document, window

from .. import rulewords
from ..app import rulesview
from . import dom


def opener() -> str:
    """The Rules button, in the language of the moment."""
    return (
        '<button type="button" class="small rules-open" data-rules="open" '
        f'aria-haspopup="dialog">{escape(rulewords.RULES)}</button>'
    )


class RulesPanel:
    """The Rules dialog of ``app`` (an ``App``), and the table's options."""

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
        # Created after the settings' observer, so this one runs after it.
        self.observer = window.MutationObserver.new(self.listeners.proxy(self.place))
        self.observer.observe(dom.by_id("app"), dom.js_object({"childList": True}))

    def options(self):
        session = getattr(self.app, "session", None)
        return session.state.options if session is not None else None

    def place(self, *_) -> None:
        """Put the Rules button (before Settings) and, on the table, the
        game's options in the screen just drawn."""
        if document.querySelector("#app [data-rules]"):
            return
        settings = document.querySelector("#app [data-settings]")
        bar = document.querySelector("#app .bar")
        title = document.querySelector("#app .menu h1")
        if settings:
            settings.insertAdjacentHTML("beforebegin", opener())
        elif bar:
            bar.insertAdjacentHTML("beforeend", opener())
        elif title:
            title.insertAdjacentHTML("afterend", f'<p class="menu-settings">{opener()}</p>')
        options = self.options()
        chips = rulesview.options_html(options) if bar and options is not None else ""
        if chips:
            where = bar.querySelector("#status")
            where.insertAdjacentHTML("afterend", f'<p class="game-options">{chips}</p>')

    def on_opener_key(self, event) -> None:
        """Enter on the Rules or Settings button only presses it: the
        table's keys (``App.on_key``) are for buttons with a command."""
        if str(event.key) == "Enter" and event.target.closest:
            if event.target.closest("[data-rules], [data-settings]"):
                event.stopPropagation()

    def on_click(self, event) -> None:
        opener = event.target.closest("[data-rules]")
        if opener and not self.dialog.open:
            self.dialog.innerHTML = rulesview.panel_html(self.options())
            self.dialog.showModal()

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
