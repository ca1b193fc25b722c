"""The Rules panel in the page: a dialog (outside #app, so that neither
screen rewrites it) opened by the Rules button that the menu and each
table's bar draw (``app.views.openers_html``), its text made as it opens
for the game on show: the tile game's (``app.rulesview``: its variants and
solo level marked) or the card game's (``app.cardrules``: the advanced
rules marked in play or not); on the menu, for the game chosen in it.
Escape, or Close, closes it; the focus goes back to the Rules button (the
card table's, drawn again meanwhile, found again)."""

from __future__ import annotations

from .. import i18n
from ..app import cardrules, rulesview


class RulesPanel:
    """The Rules dialog of ``app`` (an ``App``): ``#rules``, in the page
    from its first byte. static/page.mjs opens it at once (and closes it,
    and shows the board's tips); Python keeps its text that of the game on
    show (``refresh``, after each message)."""

    def __init__(self, app) -> None:
        self.app = app
        #: What the text in the dialog is for (``refresh`` writes it when this changes).
        self.shown: tuple | None = None

    def about(self) -> tuple:
        """The game on show, as its rules depend on it; on the menu, the game chosen."""
        cards = getattr(self.app, "cards", None)
        if cards is not None and cards.session is not None:
            return ("cards", cards.session.game.advanced, i18n.language())
        session = getattr(self.app, "session", None)
        if session is not None:
            return ("tiles", session.state.options, i18n.language())
        return (self.app.menu_game, None, i18n.language())

    def refresh(self) -> None:
        """Write the rules of the game on show into the dialog, if they changed."""
        about = self.about()
        if about != self.shown:
            self.shown = about
            game, options, _ = about
            html = cardrules.panel_html(options) if game == "cards" else rulesview.panel_html(options)
            self.app.page.html("#rules", html)
