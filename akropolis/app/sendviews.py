"""What the table shows of a game at a distance (``distance``): the
question of which seat is this device's, and the game's link to send
(Share, Copy link, its QR code, the file) once a person on another device
is to play, or once the game is over. HTML as text, pure: the browser
writes it into ``#send`` and does the sharing and copying.

The link's address is escaped where it is written; it holds only the
site's address and base64url text.
"""

from __future__ import annotations

from ..core import link
from ..core.registry import to_link
from ..games import TILES
from ..i18n import t
from . import qr
from .screen import said_name
from .views import e, name_html, te, th


def address(session, base: str) -> str:
    """The whole link of ``session``'s game: the site's address ``base``
    (any fragment dropped) and the game in its fragment."""
    return link.address(base, to_link(TILES, session.game))


def send_html(session, base: str) -> str:
    """The ``#send`` region: the seat question, the link to send, or nothing."""
    if session.claimable():
        return _claim_html(session)
    if not session.sending():
        return ""
    waiting = session.waiting_for
    if session.over:
        title = te("SEND_TITLE_OVER")
    elif waiting is not None:
        name = said_name(session.players[waiting], "SEND_TITLE")
        title = th("SEND_TITLE", name=name_html(name))
    else:
        title = te("SEND_TITLE_WATCH")
    where = address(session, base)
    code = ""
    if session.show_code:
        code = f'<div class="send-code">{qr.svg(where, t("SEND_CODE_LABEL"))}</div>'
    pressed = "true" if session.show_code else "false"
    return f"""
<section class="send panel" aria-labelledby="send-title">
  <h2 id="send-title">{title}</h2>
  <p class="send-help">{te("SEND_HELP")}</p>
  <div class="send-actions">
    <button data-action="share-link" class="primary share-only">{te("SEND_SHARE")}</button>
    <button data-action="copy-link">{te("SEND_COPY")}</button>
    <button data-action="show-code" aria-pressed="{pressed}">{te("SEND_CODE")}</button>
    <button data-action="export-current">{te("SEND_FILE")}</button>
  </div>
  <label class="send-link">{te("SEND_LINK_LABEL")}
    <input id="link-text" readonly value="{e(where)}" autocomplete="off" spellcheck="false"></label>
  {code}
</section>"""


def _claim_html(session) -> str:
    seats = "".join(
        f'<button data-action="claim-seat" data-seat="{seat}">{name_html(session.players[seat].name)}</button>'
        for seat in session.claimable()
    )
    return f"""
<section class="send panel claim" aria-labelledby="claim-title">
  <h2 id="claim-title">{te("CLAIM_TITLE")}</h2>
  <p class="send-help">{te("CLAIM_HELP")}</p>
  <div class="send-actions">{seats}
    <button data-action="claim-seat" data-seat="-1">{te("CLAIM_WATCH")}</button>
  </div>
</section>"""
