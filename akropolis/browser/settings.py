"""The settings in the page: a dialog (outside #app, so that neither screen
rewrites it) opened by the Settings button that the menu and each table's bar
draw (``app.views.openers_html``); each change is applied at once and remembered
(``app.settings``). Applied: the computers' pause (the address's ``?pace=``
wins), whether the board follows the turn, the live scores (hidden by
app.css's ``body[data-scores="hidden"]`` during play), the theme
(``<html data-theme>``) and the language (``<html lang>``; a change draws
the screen on show again, its game and its form's fields as they were)."""

from __future__ import annotations

from pyscript import document, window

from .. import i18n, words
from ..app import settings as model
from . import dom


class Prefs:
    """The settings of ``app`` (an ``App``): applied, and changed by the dialog."""

    def __init__(self, app) -> None:
        self.app = app
        self.storage = dom.open_storage()
        self.address_pace = dom.address_pace()
        self.settings = model.load(self.storage)
        #: What went wrong reading or remembering the settings ("": nothing).
        self.note = words.SETTINGS_UNREADABLE if model.unreadable(self.storage) else ""
        self.speak()
        self.listeners = dom.Listeners()
        self.dialog = document.createElement("dialog")
        self.dialog.id = "settings"
        self.dialog.className = "settings panel"
        self.dialog.setAttribute("aria-labelledby", "settings-title")
        self.dialog.innerHTML = model.panel_html(self.settings, self.note)
        document.body.append(self.dialog)
        listen = self.listeners.listen
        listen(document, "click", self.on_click)
        listen(self.dialog, "change", self.on_change)
        listen(self.dialog, "keydown", lambda event: event.stopPropagation())
        self.apply()

    def speak(self) -> bool:
        """Read the settings' language (or the browser's); True if it changed."""
        before = i18n.language()
        code = i18n.set_language(self.settings.language_for(list(window.navigator.languages)))
        document.documentElement.lang = code
        return code != before

    def redraw_in_language(self) -> None:
        """The settings and the screen on show, drawn again in the language
        now read: the game as it was, the form's fields as they were."""
        self.dialog.innerHTML = model.panel_html(self.settings, self.note)
        chosen = self.dialog.querySelector('input[name="language"]:checked')
        if chosen:
            chosen.focus()
        app = self.app
        put_back = dom.fields_kept(app.root, app.page)
        if app.session is not None:
            app.table.open(app.session.state.options)
            app.redraw()
        elif app.cards.session is not None:
            app.cards.redraw()
        else:  # its message and a deletion that can still be undone, kept
            app.show_menu(app.said, undo=app.deleted is not None)
        app.page.flush()  # the screen drawn again before its fields are put back
        put_back()

    def adopt(self, session):
        """``session``, following the turn or not as the settings say."""
        session.follow = self.settings.follow
        return session

    def apply(self) -> None:
        s = self.settings
        self.app.pause = s.pause if self.address_pace is None else self.address_pace
        document.documentElement.dataset.theme = s.theme
        document.body.dataset.scores = "shown" if s.live_scores else "hidden"
        session = getattr(self.app, "session", None)
        if session is not None and session.follow != s.follow:
            session.follow = s.follow
            self.app.redraw()

    def on_click(self, event) -> None:
        opener = event.target.closest("[data-settings]")
        if opener and not self.dialog.open:
            self.dialog.showModal()

    def on_change(self, event) -> None:
        target = event.target
        name = str(target.name)
        value = bool(target.checked) if str(target.type) == "checkbox" else str(target.value)
        changed = self.settings.changed(name, value)
        if changed != self.settings:
            self.settings = changed
            # A full or blocked storage: applied, not remembered, and said.
            remembered = model.save(self.storage, changed)
            self.note = "" if remembered else words.SETTINGS_NOT_REMEMBERED
            note = self.dialog.querySelector("#settings-note")
            if note:
                note.textContent = self.note or words.SETTINGS_NOTE
            self.apply()
            if name == "language" and self.speak():
                self.redraw_in_language()
