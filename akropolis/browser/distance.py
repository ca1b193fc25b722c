"""A game at a distance in the page: the link in the address (read once,
then taken out of it, so that a reload does not bring it again) or a file
of such a game, and sending the link (the system's share sheet where the
browser has one, the clipboard). What a link changes is ``app.arrival``;
what the table shows is ``app.sendviews``; ``DistanceEvents`` is the app's
part of it."""

from __future__ import annotations

from pyscript import document, window

from .. import i18n, words
from ..app import arrival, saves
from ..core import link
from ..core.record import RecordError, parse
from . import dom

#: Commands of the send panel done by the browser, not the session.
ACTIONS = ("share-link", "copy-link")


def address_link() -> str | None:
    """The game link the page was opened with (its fragment), if any."""
    fragment = str(window.location.hash or "")
    return fragment if fragment.startswith("#" + link.KEY) else None


def forget_address_link() -> None:
    """Take the link out of the address: a reload opens the saved game, and
    the address bar no longer shows the whole game."""
    location = window.location
    window.history.replaceState(None, "", str(location.pathname) + str(location.search))


def offer_share() -> None:
    """Show Share only where the browser has a share sheet (CSS reads it)."""
    document.body.dataset.share = "1" if hasattr(window.navigator, "share") else "0"


def link_text() -> str:
    field = dom.by_id("link-text")
    return str(field.value) if field else ""


async def copy() -> bool:
    """Copy the link; whether it worked (the clipboard needs a secure
    page and the person's permission). If it did not, the link's field is
    selected, for the person to copy."""
    text = link_text()
    try:
        await window.navigator.clipboard.writeText(text)
        return True
    except Exception:  # noqa: BLE001 (no clipboard, or refused)
        field = dom.by_id("link-text")
        if field:
            field.focus()
            field.select()
        return False


async def share() -> bool:
    """Open the system's share sheet with the link; whether it opened
    (False: no sheet, or the person closed it, which is not a fault)."""
    text = link_text()
    try:
        await window.navigator.share(dom.js_object({"url": text}))
        return True
    except Exception:  # noqa: BLE001 (cancelled, or no share sheet)
        return False


class DistanceEvents:
    """For ``app.App``: links opened, files of a game at a distance, and
    the send panel's buttons. The app holds ``storage``, ``keeper``,
    ``session`` and the screens' methods."""

    def on_hashchange(self, event) -> None:
        """A game link pasted into this tab's address bar."""
        if address_link():
            self.open_link(address_link())

    def open_link(self, text: str) -> None:
        """Open the game a link holds (``arrival.receive``): saved, or
        brought up to the link; a link that is not a game is said on the
        menu, and nothing saved changes."""
        forget_address_link()
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

    async def send(self, command: str) -> None:
        session = self.session
        if command == "share-link":
            await share()
            return
        copied = await copy()
        if self.session is session:
            session.notice = words.NOTICE_LINK_COPIED if copied else words.NOTICE_LINK_NOT_COPIED
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
