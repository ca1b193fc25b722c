"""The card game's screens as HTML text, pure functions: its new-game form
(``card_form_html``, in the menu of ``menu``), and the parts of the card
table (``cardscreen`` puts them in its regions): the viewer's
hand, the actions open to them, the Bid card, the players, the log and, at
the end, the scorepad; the cards are drawn by ``render.cards``. Buttons carry ``data-card-action`` (and
``data-arg``), which ``browser/cardtable.py`` hands to
``CardSession.command``."""

from __future__ import annotations

from html import escape

from .. import i18n
from ..cards import words as cw
from ..cards.actions import Accept, Draw, Look, Pass, Seize
from ..cards.deck import BUILDINGS, CATEGORIES, GOODS
from ..cards.hands import sale, type_cards
from ..cards.legal import OFFERS_PER_MARKET
from ..cards.scoring import standing
from ..core.registry import load_game
from . import cardwords as w
from . import views
from .cardscore import category_reason, scorepad_html  # noqa: F401  (the end's page)
from .cardsession import CardSession
from .cardwords import event_text
from .render.cards import bid_card_svg, building_svg, good_svg


def e(text: object) -> str:
    return escape(str(text), quote=True)


def button(action: str, label: str, arg: object = None, *, primary: bool = False,
           disabled: bool = False, aria: str = "", pressed: bool | None = None,
           title: str = "", small: bool = False) -> str:
    attrs = f' data-card-action="{action}"'
    if arg is not None:
        attrs += f' data-arg="{e(arg)}"'
    if primary or small:
        attrs += f' class="{"primary" if primary else "small"}"'
    if disabled:
        attrs += " disabled"
    if aria:
        attrs += f' aria-label="{e(aria)}" title="{e(aria)}"'
    if title:
        attrs += f' title="{e(title)}"'
    if pressed is not None:
        attrs += f' aria-pressed="{"true" if pressed else "false"}"'
    return f'<button type="button"{attrs}>{label}</button>'


def html_t(key: str, **html: str) -> str:
    """The text ``key`` escaped, its placeholders filled with HTML (a
    player's name in its ``<bdi>``)."""
    return i18n.fill(e(i18n.entry(key)), **html)


# ------------------------------------------------------------------ menu
#: The card form's fields are named apart from the tile game's form
#: ("cards-name0"...): both are in the page, one of them hidden.
FIELD = "cards-"


def card_form_html(players: int = 3) -> str:
    counts = "".join(
        f'<label class="check"><input type="radio" name="{FIELD}players" value="{n}"'
        f'{" checked" if n == players else ""}> {n}</label>'
        for n in range(2, 7)
    )
    seats = []
    controls = w.CARD_CONTROLS
    for i, name in enumerate(w.CARD_DEFAULT_NAMES):
        options = "".join(
            f'<option value="{value}"{" selected" if value == ("human" if i == 0 else "easy") else ""}>'
            f"{e(label)}</option>"
            for value, label in controls.items()
        )
        seats.append(
            f'<fieldset class="seat" data-seat="{i}"><legend>{e(i18n.t("FORM_SEAT", n=i + 1))}</legend>'
            f'<label>{e(w.FORM_NAME)} <input name="{FIELD}name{i}" value="{e(name)}" maxlength="24" autocomplete="off"></label>'
            f'<label>{e(w.FORM_PLAYED_BY)} <select name="{FIELD}control{i}">{options}</select></label></fieldset>'
        )
    return f"""
  <form id="new-card-game" class="panel card-form" aria-labelledby="card-form-title">
    <h2 id="card-form-title">{e(w.CARD_FORM_TITLE)}</h2>
    <fieldset class="card-counts"><legend>{e(w.FORM_COUNT)}</legend>{counts}</fieldset>
    <div class="seats">{"".join(seats)}</div>
    <fieldset>
      <legend>{e(w.FORM_OPTIONS)}</legend>
      <label class="check"><input type="checkbox" name="{FIELD}advanced"> {e(w.CARD_ADVANCED)}</label>
      <label>{e(w.FORM_SEED)} <input name="{FIELD}seed" inputmode="numeric" pattern="[0-9]*" autocomplete="off"></label>
      <p class="form-note">{e(i18n.t(load_game("cards").no_link))}</p>
    </fieldset>
    <button type="submit" class="primary">{e(w.FORM_START)}</button>
  </form>"""


# ----------------------------------------------------------------- cards
#: The hand's fan: degrees a card turns from the one before it, at most.
FAN_STEP = 3.0
FAN_MOST = 10.0


def fan_hand(held: dict[str, int], bonuses) -> str:
    """The hand as cards, fanned: a face per good (×n); first the cards
    that make its type (``hands.type_cards``: the pair, the TOAK...),
    marked, then the others in the deck's order (a good of which the type
    takes only some cards shows twice); Slaves marked wild when the Harbor
    makes them so."""
    making = type_cards(held, bonuses)
    faces = [(g, n, True) for g, n in making.items()] + [
        (g, held[g] - making.get(g, 0), False) for g in GOODS if held.get(g, 0) > making.get(g, 0)
    ]
    middle = (len(faces) - 1) / 2
    step = min(FAN_STEP, FAN_MOST / middle) if middle else 0
    items = "".join(
        f'<li class="card good good-{good}{" marked" if marked else ""}{" many" if n > 1 else ""}" '
        f'style="--tilt: {(i - middle) * step:.1f}deg">'
        f"{good_svg(good, n, marked=marked, wild=bonuses.wild_slaves and good == 'slaves')}</li>"
        for i, (good, n, marked) in enumerate(faces)
    )
    return f'<ul class="hand" aria-label="{e(w.CARD_HAND_TITLE)}">{items}</ul>'


def building_card(key: str, advanced: bool) -> str:
    return f'<div class="card building cat-{BUILDINGS[key].category}">{building_svg(key, advanced=advanced)}</div>'


def hand_html(session: CardSession) -> str:
    view = session.view()
    held = view.held
    bonuses = view.bonuses(session.viewer)
    hand_type, earned = sale(held, bonuses)
    worth = w.hand_worth(hand_type.key if hand_type else None, earned)
    cards = fan_hand(held, bonuses) if held else f"<p>{e(w.CARD_EMPTY_HAND_TEXT)}</p>"
    seen = "".join(
        f'<p class="seen">{e(w.seen_hand(session.said_names[s], hand))}</p>' for s, hand in view.seen
    )
    return (
        f'<section class="panel hand-area" aria-labelledby="hand-title">'
        f'<h2 id="hand-title">{html_t("CARD_HAND_OF", name=views.name_html(session.names[session.viewer]))}</h2>'
        f'{cards}<p class="worth" id="hand-worth">{e(worth)}</p>{seen}</section>'
    )


# --------------------------------------------------------------- actions
def doing(session: CardSession) -> str:
    """What the player to act does, as the words say it: the phase, or
    "open" for the auction's first bidder, whom the rules do not let pass."""
    game = session.shown
    if game.phase == "auction" and Pass() not in game.legal_actions():
        return "open"
    return game.phase


def actions_html(session: CardSession) -> str:
    view = session.view()
    names = session.said_names
    if session.over:
        return ""
    if not session.viewer_to_act:
        cur = view.current
        text = w.to_act(names[cur], doing(session), cur in session.bots)
        return f'<section class="panel act waiting" tabindex="-1" aria-label="{e(w.CARD_ACTIONS)}"><p>{e(text)}</p></section>'
    parts = [f'<p class="prompt">{e(w.your_turn(doing(session)))}</p>']
    phase = view.phase
    if phase == "trade":
        parts.append(abilities_html(session))
        parts.append(offer_form_html(session))
    elif phase == "respond":
        offer = view.offer
        parts.append(f'<p class="offer-made">{e(w.offer_made(names[view.offerer], offer.give, offer.ask))}</p>')
        why = view.error(Accept())
        parts.append(
            '<div class="row">' + button("accept", e(w.CARD_ACCEPT), primary=True, disabled=why is not None)
            + button("refuse", e(w.CARD_REFUSE)) + "</div>"
        )
        if why:
            parts.append(f'<p class="why-not">{e(why)}</p>')
    elif phase in ("give_back", "discard"):
        label = w.give_back if phase == "give_back" else w.discard
        parts.append('<div class="row">' + "".join(
            button(phase.replace("_", "-"), e(label(g)), g) for g in GOODS if g in view.held
        ) + "</div>")
    elif phase == "auction":
        parts.append(bid_form_html(session))
    return f'<section class="panel act" aria-label="{e(w.CARD_ACTIONS)}">{"".join(parts)}</section>'


def abilities_html(session: CardSession) -> str:
    view = session.view()
    if not view.advanced:
        return ""
    found = []
    if view.error(Draw()) is None:
        found.append(button("draw", e(w.use_ability("draw"))))
    for s in view.opponents():
        for kind, make in (("seize", Seize), ("look", Look)):
            if view.error(make(s)) is None:
                found.append(button(kind, e(w.use_ability(kind, session.said_names[s])), s))
    return f'<div class="row abilities">{"".join(found)}</div>' if found else ""


def _stepper(side: str, good: str, n: int, top: int) -> str:
    return (
        f'<li class="step"><span class="step-good"><span class="step-face" aria-hidden="true">'
        f'{good_svg(good)}</span>{e(cw.good(good))}</span>'
        + button(f"{side}-less", "&minus;", good, disabled=n <= 0, aria=w.stepper(side, False, good))
        + f'<output aria-label="{e(w.stepped(side, good))}">{n}</output>'
        + button(f"{side}-more", "+", good, disabled=n >= top, aria=w.stepper(side, True, good))
        + "</li>"
    )


def offer_form_html(session: CardSession) -> str:
    view = session.view()
    held = view.held
    draft = session.draft
    gives = "".join(_stepper("give", g, draft.give.get(g, 0), held[g]) for g in GOODS if g in held)
    asks = "".join(_stepper("ask", g, draft.ask.get(g, 0), 4 - held.get(g, 0)) for g in GOODS)
    targets = "".join(
        button("offer-to", views.name_html(session.names[s]), s, pressed=draft.to == s)
        for s in view.opponents()
    )
    give = [g for g, n in draft.give.items() for _ in range(n)]
    ask = [g for g, n in draft.ask.items() for _ in range(n)]
    to = session.said_names[draft.to] if draft.to is not None else "?"
    left = OFFERS_PER_MARKET - view.offers_made[session.viewer]
    summary = w.offer_draft(to, give, ask, left)
    send = button("offer", e(w.CARD_SEND_OFFER), primary=True, disabled=not (give or ask) or left <= 0)
    # The page reads in the order it is drawn, for the eyes and for Tab:
    # whom to offer to or pass, the cards, then the offer's summary and its
    # buttons right after the last stepper. "Clear" takes no Tab stop while
    # there is nothing to clear.
    return (
        f'<div class="offer-form" role="group" aria-label="{e(w.CARD_OFFER_TITLE)}">'
        f'<div class="row offer-head"><div class="row targets" role="group" aria-label="{e(w.CARD_OFFER_TO)}">'
        f'<span>{e(w.CARD_OFFER_TO_LABEL)}</span>{targets}</div>'
        f'{button("pass", e(w.CARD_PASS_TRADE))}</div>'
        f'<div class="sides"><div><h3>{e(w.CARD_GIVE)}</h3><ul class="steps gives">{gives}</ul></div>'
        f'<div><h3>{e(w.CARD_ASK)}</h3><ul class="steps asks">{asks}</ul></div></div>'
        f'<p class="offer-summary" aria-live="polite">{e(summary)}</p>'
        f'<div class="row offer-actions">{send}'
        f'{button("clear", e(w.CARD_CLEAR), disabled=not (give or ask))}</div></div>'
    )


def bid_form_html(session: CardSession) -> str:
    view = session.view()
    low, money = session.bid_bounds()
    me = session.viewer
    parts = []
    if low <= money:
        amount = session.bid
        counts = view.counts_as(me, amount)
        parts.append(
            f'<div class="row stepper" role="group" aria-label="{e(w.CARD_YOUR_BID)}">'
            + button("bid-less", "&minus;", disabled=amount <= low, aria=w.CARD_BID_LESS)
            + f'<output id="bid-amount" aria-label="{e(w.CARD_YOUR_BID)}">{amount}</output>'
            + button("bid-more", "+", disabled=amount >= money, aria=w.CARD_BID_MORE)
            + button("bid", e(w.bid_button(amount, counts)), primary=True)
            + "</div>"
        )
    else:
        parts.append(f"<p>{e(w.cannot_bid(money, low))}</p>")
    if view.high_bidder is not None:
        parts.append(f'<div class="row">{button("pass", e(w.CARD_PASS_BID), primary=low > money)}</div>')
    return "".join(parts)


# ----------------------------------------------------------- the table
def bid_card_html(session: CardSession) -> str:
    view = session.view()
    names = session.said_names
    if view.bid_card is None:
        return ""
    auction = ""
    if view.phase == "auction":
        if view.high_bidder is None:
            high = w.CARD_NO_BID
        else:
            high = w.high_bid(names[view.high_bidder], view.high_bid,
                              view.counts_as(view.high_bidder, view.high_bid))
        out = w.out_of_auction([names[s] for s in sorted(view.out)])
        bids = [ev for ev in session.log if ev.round == view.round and ev.kind in ("bid", "pass")
                and (ev.kind == "bid" or ev.auction)]
        said = "".join(f"<li>{e(event_text(ev, session.names, session.viewer))}</li>" for ev in bids)
        auction = (f'<p class="high-bid">{e(high)}</p>' + (f"<p>{e(out)}</p>" if out else "")
                   + (f'<ol class="bids" aria-label="{e(w.CARD_BIDS)}">{said}</ol>' if said else ""))
    nexts = ""
    # The Acropolis's look ahead is its owner's: not behind the privacy screen.
    if view.next_builds and session.revealed:
        nexts = (f'<h3>{e(w.CARD_NEXT_BUILDS)}</h3><div class="row next-builds">'
                 + "".join(building_card(b, view.advanced) for b in view.next_builds) + "</div>")
    return (
        f'<section class="panel bid-area" aria-labelledby="bid-title"><h2 id="bid-title">{e(w.CARD_BID_CARD)}</h2>'
        f'<div class="bid-body"><div class="bid-face">{bid_card_svg(view.bid_card, advanced=view.advanced)}</div>'
        f'<div class="bid-facts"><p>{e(w.build_deck(len(view.unseen_builds)))}</p>{auction}</div></div>'
        f"{nexts}</section>"
    )


def players_html(session: CardSession) -> str:
    view = session.view()
    rows = []
    for s, name in enumerate(session.names):
        gym = view.has(s, "gymnasium")
        cats = []
        for c in CATEGORIES:
            pile = [b for b in view.piles[s] if BUILDINGS[b].category == c]
            score = standing(view.piles[s], c, gym).score
            held = "".join(building_svg(b, advanced=view.advanced, small=True) for b in pile)
            cats.append(
                f'<li class="cat-{c}"><span class="cat-name">{e(cw.category(c))} '
                f'<strong>{score}</strong></span> <span class="pile">{held or e(w.CARD_NONE)}</span></li>'
            )
        marks = []
        if s == view.first:
            marks.append(f'<span class="mark">{e(w.CARD_FIRST_CITIZEN)}</span>')
        if s == view.current:
            marks.append(f'<span class="mark now">{e(w.CARD_NOW)}</span>')
        control = session.game.setup.seats[s].control
        who = "" if s not in session.bots else f' <span class="who">({e(w.bot_name(control))})</span>'
        current = " current" if s == view.current else ""
        rows.append(
            f'<li class="cplayer{current}" data-seat="{s}"><h3>{views.name_html(name)}{who} {"".join(marks)}</h3>'
            f'<p class="counts">{e(w.counts_line(view.money[s], view.hand_sizes[s]))}</p>'
            f'<ul class="cats">{"".join(cats)}</ul></li>'
        )
    return (
        f'<section class="panel cplayers" aria-labelledby="cplayers-title"><h2 id="cplayers-title">'
        f'{e(w.PLAYERS)}</h2><ul>{"".join(rows)}</ul></section>'
    )
