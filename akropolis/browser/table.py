"""The table in the page: writes what changed of the session's ``Screen``
(``redraw.Regions`` and ``redraw.Writer`` decide what), the attributes the
tests and assistive tools read, the controls' enabled states, the keyboard's
focus, and the board's zoom and pan (``viewport.Viewport``) as its SVG
viewBox: all as operations for the page (``page.Page``)."""

from __future__ import annotations

import re

from .. import i18n
from ..app import a11y, commands, redraw, views
from ..app.session import Session
from ..app.viewport import Viewport, parse_box
from .page import Element, Page

#: The send panel's buttons (``app.sendviews``).
PANEL_ACTIONS = ("undo", "claim-seat", "share-link", "copy-link", "show-code", "export-current")
#: A laptop's screen (static/app.css): the move log starts open there.
WIDE_SCREEN = "(min-width: 801px)"
#: The city's own viewBox, in the board's SVG as ``render.city_svg`` writes it.
VIEWBOX = re.compile(r'<svg\b[^>]*?\sviewBox="([^"]+)"')


class Table:
    def __init__(self, page: Page, view: Viewport) -> None:
        self.page = page
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
        #: The city's base viewBox, as last written (None: no city drawn).
        self.base: str | None = None
        #: What the page holds of what ``set`` writes: only changes are sent.
        self.shown: dict[tuple, object] = {}

    def open(self, options=None, base: str = "") -> None:
        """Put the table's empty regions in the page, its bar showing the
        game's ``options``; ``base`` is the site's address (no query: a
        ?pace= of this page's is not the other device's)."""
        self.page.html("#app", views.table_html(options))
        # The move log is open on a laptop, one tap away on a phone.
        self.page.media(WIDE_SCREEN, "#move-log-box", "open", True)
        self.regions = redraw.Regions()
        self.regions.base = base
        self.writer.forget()
        self.shown.clear()
        self.base = None
        self.turn_focused = None

    def set(self, kind: str, selector: str, name: str, value) -> None:
        """``page.prop``/``attr``/``data``/``text`` (``kind``), sent only
        when the page does not already hold ``value``."""
        key = (kind, selector, name)
        if self.shown.get(key, ...) != value:
            self.shown[key] = value
            if kind == "keys":
                self.page.keys(list(value[0]), value[1])
            elif kind == "text":
                self.page.text(selector, value)
            else:
                getattr(self.page, kind)(selector, name, value)

    def draw(self, session: Session) -> None:
        """Write the regions that changed since the last call, keeping the
        keyboard focus on the control that had it."""
        page, screen = self.page, session.screen()
        focused = page.focused
        opened = not self.writer.written  # the first draw of a game just opened
        changes = self.writer.changes(self.regions.build(session))
        for name, text in changes:
            if name == "aim":
                page.html("#board g.aim", text)
            elif name in redraw.TEXT:
                page.text(f"#{name}", text)
            else:
                page.html(f"#{name}", text)
                if name == "board":
                    found = VIEWBOX.search(text)
                    self.base = found.group(1) if found else None
                    for name in ("viewBox", "data-viewbox"):  # a new SVG holds neither
                        self.shown.pop(("attr", "#board svg", name), None)
        changed = {name for name, _ in changes}
        self.set("data", "body", "turn", screen.turn)
        self.set("data", "body", "moves", str(screen.moves))
        self.set("data", "body", "overview", "1" if screen.overview else "0")
        self.set("attr", '[data-action="overview"]', "aria-pressed", "true" if screen.overview else "false")
        self.set("data", "#board", "seat", str(screen.seat))
        # The legal anchors, for assistive tools and tests: "q,r q,r ...".
        self.set("data", "#board", "legal", screen.legal_text)
        self.set("data", "#board", "preview", screen.preview_state)
        buttons = commands.buttons(screen)
        for name, enabled in buttons.items():
            self.set("prop", f'#controls [data-action="{name}"]', "disabled", not enabled)
        self.set("attr", '#controls [data-action="undo"]', "aria-label", screen.undo_label)
        self.set("attr", '#controls [data-action="undo"]', "title", f"{screen.undo_label} (U)")
        self.label_cancel(screen)
        self.apply_view()
        self.say_keys(screen)
        if screen.replaying and "log" in changed:
            page.scroll_step("#log", '[aria-current="step"]')
        elif self.replayed and not screen.replaying:
            page.prop("#log", "scrollTop", 0)  # back to the game: its newest turns first
        self.replayed = screen.replaying
        lost = _lost(focused, changed)
        begins = self.turn_begins(screen)
        panel = self.panel_begins(screen)  # shown: on a phone it is below the board
        off = focused.within("controls") and buttons.get(focused.data.get("action")) is False
        if opened or off:
            # A game just opened, or the button used is off now (Confirm,
            # once the tile is built): the turn's first control, never <body>.
            self.focus_first(screen, opened or panel)
        elif panel:
            self.focus_first(screen)
        elif lost and focused.data.get("action") in PANEL_ACTIONS and screen.human:
            # The send panel gone under the focus (Undo, U, a seat chosen
            # again): the turn's first control, shown.
            self.focus_first(screen)
        elif begins and (not focused or lost or _resting(focused)):
            # A person's turn begins after a computer's (its tile shown):
            # the focus left on the page or the board goes to the turn.
            self.focus_first(screen, opened=False)
        elif lost:
            self.keep_focus(focused, screen)

    def say_keys(self, screen) -> None:
        """Tell the page which keys the table acts on now."""
        keys = commands.handled_keys(screen)
        enter = commands.enter_selector(screen)
        self.set("keys", "", "", (tuple(keys), enter))

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
        skip = screen.arrive and not screen.pending and screen.selected is None
        self.set("text", '#controls [data-action="cancel"]', "", i18n.t("TABLE_SKIP" if skip else "TABLE_CANCEL"))
        title = i18n.t("TABLE_SKIP_KEY" if skip else "TABLE_CANCEL_KEY")
        self.set("attr", '#controls [data-action="cancel"]', "title", title)

    def focus_first(self, screen, opened: bool = True) -> None:
        """Focus the turn's first control: a game just opened (after Start
        or resumed: shown), or within a turn (the page does not scroll)."""
        self.page.focus(a11y.first_control(screen), scroll=opened)

    def keep_focus(self, focused: Element, screen) -> None:
        """Focus the control that replaced ``focused``, redrawn; in a
        replay a turn's button gives way to the turn shown (or, if the
        button is gone, to the replay's first control)."""
        action = focused.data.get("action")
        if not action:
            return
        selector = f'[data-action="{action}"]'
        position = focused.data.get("pos")
        if position is not None:
            selector += f'[data-pos="{position}"]'
        if action == commands.REPLAY and screen.replaying:
            self.page.focus('#log [aria-current="step"] button', "#replay button:not([disabled])")
        else:
            self.page.focus(f"#app {selector}")

    # ------------------------------------------------------------ the view
    def geometry(self, board: dict | None):
        """The city's base viewBox, the board's size and its top-left corner
        on the screen (pixels), from a pointer's message; None when no city
        is drawn."""
        if not board or self.base is None:
            return None
        left, top, width, height = (float(n) for n in board["rect"])
        return parse_box(self.base), (width, height), (left, top)

    def apply_view(self) -> None:
        """Show the part of the city the view holds (no layout is read)."""
        if self.base is None:
            return
        self.set("attr", "#board svg", "data-viewbox", self.base)
        self.set("attr", "#board svg", "viewBox", self.view.viewbox(parse_box(self.base)))


def _lost(focused: Element, changed: set[str]) -> bool:
    """Whether the focused element was inside a region written again (the
    region's own element stays)."""
    if not focused:
        return False
    inside = focused.ids[1:] if focused.id else focused.ids
    return any(name in changed for name in inside)


def _resting(element: Element) -> bool:
    """Whether the focus rests where no control of a turn is: the page
    itself, or the board (the focus of a computer's turn)."""
    return not element or element.tag == "body" or element.id == "board"
