"""Saving in the page, for ``app.App``: the game saved after each move
(never raising: a fault is shown and play goes on), the other tabs'
changes to the storage, the writes the page could not make, and the
saved-games list made a few summaries at a time."""

from __future__ import annotations

import asyncio

from ..app import keeper, saves, views
from ..app import settings as settings_model
from . import dom

#: Summaries the menu makes at most at once (the rest between frames).
MENU_REBUILD = 25


class SavingEvents:
    """The app holds ``storage``, ``keeper``, ``session``, ``cards``,
    ``page``, ``deleted``, ``generation`` and ``redraw``."""

    def say_unsaved(self) -> None:
        """Tell the page whether this tab holds a game not saved: a new
        version of the site waits for it (static/pwa.js)."""
        if bool(self.keeper.unsaved) != self.unsaved:
            self.unsaved = bool(self.keeper.unsaved)
            self.page.unsaved(self.unsaved)

    def autosave(self) -> None:
        """Save the game if this tab may; never raises (``Keeper.save``):
        a fault is shown once in #saving, and play goes on."""
        if (said := self.keeper.save(self.session, dom.now())) and said.kind == keeper.SAVED:
            self.session.notice = said.message
        self.say_unsaved()

    def on_storage(self, message) -> None:
        """Another tab changed the storage: notice a change to this tab's
        game at once, save what waited for room, refresh the menu's list."""
        key, value = message.get("key"), message.get("newValue")
        key = key if isinstance(key, str) else None
        value = value if isinstance(value, str) else None
        if hasattr(self.storage, "changed"):
            self.storage.changed(key, value)
        self.cards.on_storage(key, value)
        session = self.session
        if session is not None:
            if self.keeper.changed(key, value) == session.game_id:
                self.autosave()  # finds the change, says so, writes nothing
            if value is None:
                self.keeper.retry(dom.now())
            self.redraw()
        elif key is None or key.startswith(saves.PREFIX):
            self.keeper.retry(dom.now())
            self.page.html("#saved-games", views.saves_html(self.list_saves()))

    def list_saves(self) -> list[saves.SaveEntry]:
        """The saved games; summaries missing (saves of an older version)
        are made a few at a time, between frames, and the list redrawn."""
        listed = saves.listed(self.storage, self.deleted, rebuild=MENU_REBUILD)
        if any(entry.pending for entry in listed):
            asyncio.ensure_future(self.summarise(self.generation))
        return listed

    async def summarise(self, generation: int) -> None:
        while True:
            await asyncio.sleep(0)
            if self.generation != generation or self.session is not None or self.cards.session is not None:
                return
            listed = saves.listed(self.storage, self.deleted, rebuild=MENU_REBUILD)
            self.page.html("#saved-games", views.saves_html(listed))
            if not any(entry.pending for entry in listed):
                return


    def on_unwritten(self, message) -> None:
        """The page could not make writes Python asked for (another tab
        wrote first, or no room): the storage's copy holds what the page
        holds again, and the game on show is saved again, so that the
        fault is found and said (``Keeper.save``)."""
        for key, why, now in message.get("writes", ()):
            what = self.storage.unwritten(str(key), list(why), now)
            game_id = saves.game_of(str(key))
            if game_id is not None and what != "changed":
                self.keeper.unwritten(game_id, now)
            elif key == settings_model.KEY and what != "changed":
                self.prefs.unremembered()
        if self.session is not None:
            self.autosave()
            self.redraw()
        elif self.cards.session is not None:
            self.cards.save()
            self.cards.redraw()
