"""A game at a distance in the page: the link in the address (read once,
then taken out of it, so that a reload does not bring it again) or a file
of such a game, and sending the link (the system's share sheet where the
browser has one, the clipboard). What a link changes is ``app.arrival``;
what the table shows is ``app.sendviews``; ``DistanceEvents`` is the app's
part of it."""

from __future__ import annotations

from .. import i18n, words
from ..app import arrival, saves
from ..core import link
from ..core.record import RecordError, parse
from . import dom

#: Commands of the send panel done by the browser, not the session.
ACTIONS = ("share-link", "copy-link")


def link_of(fragment: str) -> str | None:
    """The game link in an address's ``fragment`` (``location.hash``), if any."""
    return fragment if fragment.startswith("#" + link.KEY) else None


class DistanceEvents:
    """For ``app.App``: links opened, files of a game at a distance, and
    the send panel's buttons. The app holds ``storage``, ``keeper``,
    ``session`` and the screens' methods."""

    def on_hashchange(self, message) -> None:
        """A game link pasted into this tab's address bar."""
        found = link_of(str(message.get("hash", "")))
        if found:
            self.open_link(found)

    def open_link(self, text: str) -> None:
        """Open the game a link holds (``arrival.receive``): saved, or
        brought up to the link; a link that is not a game is said on the
        menu, and nothing saved changes. The link is taken out of the
        address: a reload opens the saved game, and the address bar no
        longer shows the whole game."""
        self.page.forget_hash()
        self.arrived(lambda: arrival.receive(self.storage, text, dom.new_id()))

    def arrived(self, receive) -> None:
        """Open what ``receive()`` says a link or file brings (an
        ``arrival.Arrival``), saved as after a move, and say it."""
        try:
            came = receive()
        except RecordError as error:
            self.show_menu(lambda e=error: i18n.t("LINK_OPEN_FAILED", error=e))
            return
        session = came.session
        if came.kind == arrival.NEW or came.kind == arrival.BRANCH:
            self.keeper.started(session)
        else:
            self.keeper.opened(session)  # the stored game, read: saving it is no conflict
        self.open_session(session)
        if came.save:
            self.autosave()
        saves.remember_current(self.storage, session.game_id)
        session.notice = came.message
        self.redraw()

    def send(self, command: str) -> None:
        """Share the link (the system's share sheet), or copy it (the
        clipboard needs a secure page and the person's permission: if it
        fails, the page selects the link's field for the person to copy);
        the page does it, and says whether the copy worked (``on_copied``)."""
        self.page.ask("share" if command == "share-link" else "copy", "#link-text")

    def on_copied(self, message) -> None:
        if self.session is not None:
            copied = bool(message.get("ok"))
            self.session.notice = words.NOTICE_LINK_COPIED if copied else words.NOTICE_LINK_NOT_COPIED
            self.redraw()

    def import_sent(self, text: str) -> bool:
        """A file of a game at a distance this device holds is read as its
        link would be (further on, older, a branch); whether it was one."""
        try:
            data = parse(text)
        except RecordError:
            return False  # the import says why
        spec = arrival.known(self.storage, data)
        if spec is None:
            return False
        self.arrived(lambda: arrival.arrive(self.storage, spec, data, dom.new_id()))
        return True
