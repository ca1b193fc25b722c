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
    """The ``#send`` region: the seat question, the link to send while
    another device's person plays, or nothing (once the game is over the
    link is offered with the scorepad: ``end_html``)."""
    if session.claimable():
        return _claim_html(session)
    if not session.sending() or session.over:
        return ""
    return _panel(session, base)


def end_html(session, base: str) -> str:
    """The link offered under the scorepad of a game at a distance that is
    over: everyone sees the end when it reaches them."""
    return _panel(session, base) if session.sending() and session.over else ""


def _panel(session, base: str) -> str:
    waiting = session.waiting_for
    if session.over:
        title, help_ = te("SEND_TITLE_OVER"), te("SEND_HELP_OVER")
    elif session.distance.seat is None:
        title, help_ = te("SEND_TITLE_WATCH"), te("SEND_HELP_WATCH")
    else:
        name = said_name(session.players[waiting], "SEND_TITLE")
        title, help_ = th("SEND_TITLE", name=name_html(name)), te("SEND_HELP")
    where = address(session, base)
    code = ""
    if session.show_code:
        code = f'<div class="send-code">{qr.svg(where, t("SEND_CODE_LABEL"))}</div>'
    pressed = "true" if session.show_code else "false"
    extra = ""
    if session.can_undo():
        extra += f'<button data-action="undo">{te("SEND_UNDO")}</button>'
    if not session.over:
        extra += f'<button data-action="claim-seat" data-seat="-2">{te("SEND_OTHER_SEAT")}</button>'
    extra = f'<div class="send-actions send-more">{extra}</div>' if extra else ""
    return f"""
<section class="send panel" aria-labelledby="send-title">
  <h2 id="send-title">{title}</h2>
  <p class="send-help">{help_}</p>
  <div class="send-actions">
    <button data-action="share-link" class="primary share-only">{te("SEND_SHARE")}</button>
    <button data-action="copy-link">{te("SEND_COPY")}</button>
    <button data-action="show-code" aria-pressed="{pressed}">{te("SEND_CODE")}</button>
    <button data-action="export-current">{te("SEND_FILE")}</button>
  </div>
  <label class="send-link">{te("SEND_LINK_LABEL")}
    <input id="link-text" readonly value="{e(where)}" autocomplete="off" spellcheck="false"></label>
  {code}{extra}
</section>"""


PRIMARY = ' class="primary"'


def _claim_html(session) -> str:
    """Which seat is this device's: the seat to play first (a link most
    often reaches the person whose turn it is), marked so."""
    to_play = session.state.current
    seats = sorted(session.claimable(), key=lambda seat: seat != to_play)
    buttons = "".join(
        f'<button data-action="claim-seat" data-seat="{seat}"{PRIMARY if seat == to_play else ""}>'
        f'{name_html(session.players[seat].name)}'
        f'{" " + te("CLAIM_TO_PLAY") if seat == to_play else ""}</button>'
        for seat in seats
    )
    return f"""
<section class="send panel claim" aria-labelledby="claim-title">
  <h2 id="claim-title">{te("CLAIM_TITLE")}</h2>
  <p class="send-help">{te("CLAIM_HELP")}</p>
  <div class="send-actions">{buttons}
    <button data-action="claim-seat" data-seat="-1">{te("CLAIM_WATCH")}</button>
  </div>
</section>"""
