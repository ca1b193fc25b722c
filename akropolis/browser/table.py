"""The table in the page: writes what changed of the session's ``Screen``
(``redraw.Regions`` and ``redraw.Writer`` decide what), the attributes the
tests and assistive tools read, the controls' enabled states, and the
board's zoom and pan (``viewport.Viewport``) as its SVG viewBox."""

from __future__ import annotations

from pyscript import document, window

from .. import i18n
from ..app import a11y, commands, redraw, views
from ..app.session import Session
from ..app.viewport import Viewport, parse_box
from .dom import by_id, js_object

#: The send panel's buttons (``app.sendviews``).
PANEL_ACTIONS = ("undo", "claim-seat", "share-link", "copy-link", "show-code", "export-current")
#: A laptop's screen (static/app.css): the move log starts open there.
WIDE_SCREEN = "(min-width: 801px)"


class Table:
    def __init__(self, root, view: Viewport) -> None:
        self.root = root
        self.view = view
        self.regions = redraw.Regions()
        self.writer = redraw.Writer()
        #: The moves played when the focus was last given to a person's
        #: turn: it is given once a turn.
        self.turn_focused: int | None = None
        #: Whether the last draw showed a replay.
        self.replayed = False
        #: The seat question or link to send last focused (``panel_begins``).
        self.panel_shown: tuple | None = None

    def open(self, options=None) -> None:
        """Put the table's empty regions in the page, its bar showing the
        game's ``options``."""
        self.root.innerHTML = views.table_html(options)
        # The move log is open on a laptop, one tap away on a phone.
        if window.matchMedia(WIDE_SCREEN).matches:
            by_id("move-log-box").open = True
        self.regions = redraw.Regions()
        # The site's address: no query (a ?pace= of this page's is not the other device's).
        self.regions.base = str(window.location.origin) + str(window.location.pathname)
        self.writer.forget()
        self.turn_focused = None

    def draw(self, session: Session) -> None:
        """Write the regions that changed since the last call, keeping the
        keyboard focus on the control that had it."""
        screen = session.screen()
        focused = document.activeElement
        opened = not self.writer.written  # the first draw of a game just opened
        changes = self.writer.changes(self.regions.build(session))
        for name, text in changes:
            if name == "aim":
                layer = by_id("board").querySelector("g.aim")
                if layer:
                    layer.innerHTML = text
            elif name in redraw.TEXT:
                by_id(name).textContent = text
            else:
                by_id(name).innerHTML = text
        body = document.body.dataset
        body.turn = screen.turn
        body.moves = str(screen.moves)
        body.overview = "1" if screen.overview else "0"
        toggle = self.root.querySelector('[data-action="overview"]')
        if toggle:
            toggle.setAttribute("aria-pressed", "true" if screen.overview else "false")
        board = by_id("board").dataset
        board.seat = str(screen.seat)
        # The legal anchors, for assistive tools and tests: "q,r q,r ...".
        board.legal = screen.legal_text
        board.preview = screen.preview_state
        for name, enabled in commands.buttons(screen).items():
            button = self.root.querySelector(f'#controls [data-action="{name}"]')
            if button:
                button.disabled = not enabled
        undo = self.root.querySelector('#controls [data-action="undo"]')
        if undo and undo.getAttribute("aria-label") != screen.undo_label:
            undo.setAttribute("aria-label", screen.undo_label)
            undo.setAttribute("title", f"{screen.undo_label} (U)")
        self.label_cancel(screen)
        self.apply_view()
        if screen.replaying and any(name == "log" for name, _ in changes):
            self.show_step(by_id("log"))
        elif self.replayed and not screen.replaying:
            by_id("log").scrollTop = 0  # back to the game: its newest turns first
        self.replayed = screen.replaying
        begins = self.turn_begins(screen)
        panel = self.panel_begins(screen)  # shown: on a phone it is below the board
        if opened or (focused and focused.isConnected and getattr(focused, "disabled", False)):
            # A game just opened, or the button used is off now (Confirm,
            # once the tile is built): the turn's first control, never <body>.
            self.focus_first(screen, opened or panel)
        elif panel:
            self.focus_first(screen)
        elif _from_panel(focused) and screen.human:
            # The send panel gone under the focus (Undo, U, a seat chosen
            # again): the turn's first control, shown.
            self.focus_first(screen)
        elif begins and (not focused or not focused.isConnected or _resting(focused)):
            # A person's turn begins after a computer's (its tile shown):
            # the focus left on the page or the board goes to the turn.
            self.focus_first(screen, opened=False)
        elif changes:
            self.keep_focus(focused, screen)

    def turn_begins(self, screen) -> bool:
        """Whether ``screen`` is the first of a person's turn, its board
        free (no computer's tile arriving): true once a turn."""
        if not screen.human or screen.arrive or self.turn_focused == screen.moves:
            return False
        self.turn_focused = screen.moves
        return True

    def panel_begins(self, screen) -> bool:
        """Whether the seat question, or the link to send, has just come:
        true once a turn."""
        panel = (screen.moves, bool(screen.claim), screen.sending)
        if not (screen.claim or screen.sending):
            self.panel_shown = None  # gone: shown again, it is focused again
            return False
        if self.panel_shown == panel:
            return False
        self.panel_shown = panel
        return True

    def label_cancel(self, screen) -> None:
        """Cancel, while a computer's tile arrives, skips the showing: it
        says so."""
        cancel = self.root.querySelector('#controls [data-action="cancel"]')
        if not cancel:
            return
        skip = screen.arrive and not screen.pending and screen.selected is None
        text = i18n.t("TABLE_SKIP" if skip else "TABLE_CANCEL")
        if cancel.textContent != text:
            cancel.textContent = text
            cancel.setAttribute("title", i18n.t("TABLE_SKIP_KEY" if skip else "TABLE_CANCEL_KEY"))

    def show_step(self, log) -> None:
        """Scroll the move log's box (not the page) to the turn a replay shows."""
        step = log.querySelector('[aria-current="step"]')
        if step:
            below = step.getBoundingClientRect().top - log.getBoundingClientRect().top
            log.scrollTop = log.scrollTop + below - 8

    def focus_first(self, screen, opened: bool = True) -> None:
        """Focus the turn's first control: a game just opened (after Start
        or resumed: shown), or within a turn (the page does not scroll)."""
        target = self.root.querySelector(a11y.first_control(screen))
        if target:
            target.focus(js_object({"preventScroll": not opened}))

    def keep_focus(self, focused, screen) -> None:
        """Focus the control that replaced ``focused``, if it was redrawn;
        in a replay a turn's button gives way to the turn shown (or, if the
        button is gone, to the replay's first control)."""
        if not focused or focused.isConnected:
            return
        action = focused.getAttribute("data-action")
        if not isinstance(action, str):
            return
        selector = f'[data-action="{action}"]'
        position = focused.getAttribute("data-pos")
        if isinstance(position, str):
            selector += f'[data-pos="{position}"]'
        again = self.root.querySelector(selector)
        if action == commands.REPLAY and screen.replaying:
            again = self.root.querySelector('#log [aria-current="step"] button')
            again = again or self.root.querySelector("#replay button:not([disabled])")
        if again:
            again.focus(js_object({"preventScroll": True}))

    # ------------------------------------------------------------ the view
    def geometry(self):
        """The city's base viewBox, the board's size and its top-left corner
        on the screen (pixels), or None when no city is drawn."""
        svg = by_id("board").querySelector("svg")
        if not svg:
            return None
        base = svg.getAttribute("data-viewbox") or svg.getAttribute("viewBox")
        svg.setAttribute("data-viewbox", base)
        rect = svg.getBoundingClientRect()
        size = (float(rect.width), float(rect.height))
        return svg, parse_box(str(base)), size, (float(rect.left), float(rect.top))

    def apply_view(self) -> None:
        """Show the part of the city the view holds (no layout is read)."""
        svg = by_id("board").querySelector("svg")
        if not svg:
            return
        base = svg.getAttribute("data-viewbox") or svg.getAttribute("viewBox")
        svg.setAttribute("data-viewbox", base)
        box = self.view.viewbox(parse_box(str(base)))
        if svg.getAttribute("viewBox") != box:
            svg.setAttribute("viewBox", box)


def _resting(element) -> bool:
    """Whether the focus rests where no control of a turn is: the page
    itself, or the board (the focus of a computer's turn)."""
    return str(element.tagName).lower() == "body" or element.id == "board"


def _from_panel(element) -> bool:
    """Whether ``element`` was a button of the send panel, now gone."""
    if not element or element.isConnected:
        return False
    return element.getAttribute("data-action") in PANEL_ACTIONS
