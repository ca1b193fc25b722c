"""The settings in the page: a dialog (outside #app, so that neither screen
rewrites it) opened by the Settings button that the menu and each table's bar
draw (``app.views.openers_html``); each change is applied at once and remembered
(``app.settings``). Applied: the computers' pause (the address's ``?pace=``
wins), whether the board follows the turn, the live scores (hidden by
app.css's ``body[data-scores="hidden"]`` during play), the theme
(``<html data-theme>``) and the language (``<html lang>``; a change draws
the screen on show again, its game and its form's fields as they were)."""

from __future__ import annotations

from .. import i18n, words
from ..app import settings as model
from . import dom


class Prefs:
    """The settings of ``app`` (an ``App``): applied, and changed by the
    dialog (``#settings``, in the page from its first byte; static/page.mjs
    opens it at once, Python fills it and hears its changes)."""

    def __init__(self, app) -> None:
        self.app = app
        self.page = app.page
        self.storage = app.storage
        self.address_pace = dom.address_pace(app.env.get("search", ""))
        self.settings = model.load(self.storage)
        #: What went wrong reading or remembering the settings ("": nothing).
        self.note = words.SETTINGS_UNREADABLE if model.unreadable(self.storage) else ""
        self.speak()
        self.page.html("#settings", model.panel_html(self.settings, self.note))
        self.apply()

    def speak(self) -> bool:
        """Read the settings' language (or the browser's); True if it changed."""
        before = i18n.language()
        code = i18n.set_language(self.settings.language_for(list(self.app.env.get("languages", ()))))
        self.page.attr("html", "lang", code)
        return code != before

    def redraw_in_language(self) -> None:
        """The settings and the screen on show, drawn again in the language
        now read: the game as it was, the form's fields as they were."""
        page, app = self.page, self.app
        page.html("#settings", model.panel_html(self.settings, self.note))
        page.focus('#settings input[name="language"]:checked')
        page.keep_fields()
        if app.session is not None:
            app.table.open(app.session.state.options, app.env.get("base", ""))
            app.redraw()
        elif app.cards.session is not None:
            app.cards.redraw()
        else:  # its message and a deletion that can still be undone, kept
            app.show_menu(app.said, undo=app.deleted is not None)
        page.put_fields()

    def adopt(self, session):
        """``session``, following the turn or not as the settings say."""
        session.follow = self.settings.follow
        return session

    def apply(self) -> None:
        s = self.settings
        self.app.pause = s.pause if self.address_pace is None else self.address_pace
        self.page.data("html", "theme", s.theme)
        self.page.data("body", "scores", "shown" if s.live_scores else "hidden")
        session = getattr(self.app, "session", None)
        if session is not None and session.follow != s.follow:
            session.follow = s.follow
            self.app.redraw()

    def unremembered(self) -> None:
        """The page could not write the settings after all: said (they
        still apply to this page)."""
        self.note = words.SETTINGS_NOT_REMEMBERED
        self.page.text("#settings-note", self.note)

    def on_change(self, message) -> None:
        target = message.target
        value = target.checked if target.type == "checkbox" else target.value
        changed = self.settings.changed(target.name, value)
        if changed != self.settings:
            self.settings = changed
            # A full or blocked storage: applied, not remembered, and said.
            remembered = model.save(self.storage, changed)
            self.note = "" if remembered else words.SETTINGS_NOT_REMEMBERED
            self.page.text("#settings-note", self.note or words.SETTINGS_NOTE)
            self.apply()
            if target.name == "language" and self.speak():
                self.redraw_in_language()
