"""A game at a distance in the page: the link in the address (read once,
then taken out of it, so that a reload does not bring it again), and
sending the link (the system's share sheet where the browser has one,
the clipboard). What a link changes is ``app.arrival``; what the table
shows is ``app.sendviews``."""

from __future__ import annotations

from pyscript import document, window

from ..core import link
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
