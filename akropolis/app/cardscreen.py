"""The card table's screen, as the tile table's is drawn: its regions
(``regions``: the bar, the main column, the side column), each computed
once per change from the session, so that the browser writes only the
regions whose text changed (``browser/cardtable``). Pure functions
producing HTML; the parts of each region are ``cardviews`` (the hand, the
turn's actions, the Bid card, the players), ``cardcontrols`` (undo, replay,
the end) and ``cardscore`` (the scorepad)."""

from __future__ import annotations

from . import cardwords as w
from . import views
from .cardcontrols import end_html, replay_html, undo_html
from .cardscore import scorepad_html
from .cardsession import CardSession
from .cardviews import actions_html, bid_card_html, button, doing, e, hand_html, players_html
from .cardwords import event_text

#: The regions of the card table, in the page's order.
REGIONS = ("card-bar", "cards-main", "cards-side")


def log_html(session: CardSession, lines: int = 14) -> str:
    """The log, newest first; in hot seat, behind the privacy screen and
    in the auction, what anyone at the table may see (the device is being
    passed)."""
    viewer = session.log_viewer
    shown = session.log[-lines:][::-1]
    items = "".join(f"<li>{e(event_text(ev, session.names, viewer))}</li>" for ev in shown)
    return (
        f'<section class="panel clog" aria-labelledby="clog-title"><h2 id="clog-title">{e(w.CARD_LOG_TITLE)}</h2>'
        f'<ol class="clog-list" reversed tabindex="0" aria-labelledby="clog-title">{items}</ol></section>'
    )


def privacy_html(session: CardSession) -> str:
    name = session.said_names[session.viewer]
    return (
        f'<section class="panel privacy" aria-labelledby="privacy-title">'
        f'<h2 id="privacy-title">{e(w.privacy(name))}</h2><p>{e(w.CARD_PRIVACY_NOTE)}</p>'
        f'{button("reveal", e(w.show_hand(name)), primary=True)}</section>'
    )


def status_text(session: CardSession) -> str:
    """The bar's one line: the turn, and who does what ("Round 2 of 15,
    Market turn 1: Ada answers an offer")."""
    view = session.view()
    if view.over:
        return w.phase(view.round, view.market, view.phase)
    if session.sale is not None and session.replay is None:
        # The game has moved on to the next Market turn or the Build turn.
        return w.status(view.round, view.market - 1, "sold", "")
    return w.status(view.round, view.market, doing(session), session.said_names[view.current])


def sale_html(session: CardSession) -> str:
    """The hands just sold, each player's type and Drachmas, for a moment
    before the next deal or the auction; Skip goes on at once."""
    names = session.said_names
    rows = "".join(
        f'<li data-seat="{ev.seat}">{views.name_html(session.names[ev.seat])}'
        f'<span class="sale-type">{e(w.sale_type(ev.cards[0]))}</span>'
        f'<span class="sale-earned">{e(w.sale_earned(ev.amount))}</span></li>'
        for ev in session.sale or ()
    )
    said = " ".join(w.sold(names[ev.seat], ev.cards[0], ev.amount) for ev in session.sale or ())
    return (
        f'<section class="panel sale" aria-labelledby="sale-title">'
        f'<h2 id="sale-title">{e(w.CARD_SALE_TITLE)}</h2>'
        f'<ul class="sale-list" aria-label="{e(said)}">{rows}</ul>'
        f'{button("skip-sale", e(w.CARD_SALE_SKIP), primary=True)}</section>'
    )


def regions(session: CardSession, saving: str = "") -> dict[str, str]:
    """Each region's inner HTML, for the session's viewer; ``saving``: what
    the table says about saving the game, with its buttons
    (``saveviews.saving_html``), if anything went wrong."""
    shown = session.shown
    if session.replay is not None:
        main = (hand_html(session) if shown.phase != "auction" else "") if session.revealed else ""
    elif session.over:
        main = end_html(session) + scorepad_html(session)
    elif session.sale is not None:
        main = sale_html(session)  # public: shown before the privacy screen
    elif not session.revealed:
        main = privacy_html(session)
    else:
        # In the Build turn the hands are sold: nothing to show but the bids.
        hand = hand_html(session) if shown.phase != "auction" else ""
        main = hand + actions_html(session)
    notice = f'<p class="notice" role="status">{e(session.notice)}</p>'
    # The auction's panel goes where the hand was: it is what the turn is about.
    bid = bid_card_html(session) if not shown.is_over else ""
    auction = shown.phase == "auction" and session.revealed and session.sale is None
    main, side = (bid + main, "") if auction else (main, bid)
    bar = (
        f'{button("menu", "&#9776; " + e(w.TABLE_MENU), aria=w.TABLE_TO_MENU, small=True)}'
        f'<p id="card-status" class="status" aria-live="polite">{e(status_text(session))}</p>'
        f"{undo_html(session)}"
        f'{button("export", e(w.EXPORT), title=w.TABLE_EXPORT_TITLE, small=True)}'
        f"{views.openers_html()}"
    )
    return {
        "card-bar": bar,
        "cards-main": f"{saving}{notice}{replay_html(session)}{main}",
        "cards-side": f"{side}{players_html(session)}{log_html(session)}",
    }


def shell_html() -> str:
    """The table's frame: one element per region, filled by ``regions``."""
    return (
        f'<section class="cards-table" aria-label="{e(w.CARD_TABLE)}">'
        '<header class="bar" id="card-bar"></header>'
        '<div class="cards-main" id="cards-main"></div>'
        '<div class="cards-side" id="cards-side"></div></section>'
    )


def table_html(session: CardSession, saving: str = "") -> str:
    """The whole table at once (the frame with its regions filled)."""
    html = shell_html()
    for region, inner in regions(session, saving).items():
        html = html.replace(f'id="{region}"></', f'id="{region}">{inner}</', 1)
    return html
