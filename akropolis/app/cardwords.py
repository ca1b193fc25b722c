"""Every sentence the app's card table says (the card game's own names,
goods, buildings, hand types and refusals are ``cards.words``): the menu's
choice of game, the phases, the log of the table, the privacy screen, the
scorepad's verdicts; from the catalogue of the language the player reads
(``i18n/en/cardtable.py``, ``i18n/fr/cardtable.py``).

A constant of the catalogue is read as an attribute, in the language of
the moment: ``cardwords.CARD_HAND_TITLE`` (module ``__getattr__``: never
bind one with ``from cardwords import``)."""

from __future__ import annotations

from .. import i18n, words
from ..cards import words as cw
from ..cards.deck import CATEGORIES
from ..cards.events import Event
from ..i18n import plural, t

#: The rounds of a game: one for each Build card.
ROUNDS = 15


#: ``module.NAME``: the catalogue's entry ``NAME``, in the language of the moment.
__getattr__ = i18n.attributes(__name__)


def game_name(game: str) -> str:
    return i18n.entry("CARD_GAMES")[game]


def mode(players: int, advanced: bool) -> str:
    """The card game's options in one line: "Acropolis (cards): 3 players"."""
    text = plural("CARD_MODE", players, game=game_name("cards"))
    return text + t("CARD_MODE_ADVANCED") if advanced else text


def seed_bad(limit: int) -> str:
    return t("CARD_SEED_BAD", limit=limit - 1)


def round_of(round_: int) -> str:
    return t("CARD_ROUND_OF", n=round_ + 1, total=ROUNDS)


def phase(round_: int, market: int, phase_: str) -> str:
    """ "Round 3 of 15, Market turn 2", "Round 3 of 15, Build turn" (the
    Build turn's ``market`` is 2), "The game is over"."""
    if phase_ == "over":
        return t("CARD_PHASE_OVER")
    if phase_ in ("auction", "open") or market > 1:
        return t("CARD_WHEN_AUCTION", round=round_of(round_))
    return t("CARD_WHEN_MARKET", round=round_of(round_), n=market + 1)


def to_act(name: str, phase_: str, computer: bool) -> str:
    doing = i18n.entry("CARD_TO_DO")[phase_]
    return t("CARD_TO_ACT_COMPUTER" if computer else "CARD_TO_ACT", name=name, doing=doing)


def status(round_: int, market: int, doing: str, name: str) -> str:
    """The bar's one line: "Round 3 of 15, Market turn 2: Ada answers an
    offer"; ``doing``: the phase, or "sold" (the hands of Market turn
    ``market`` just sold)."""
    if doing == "over":
        return t("CARD_PHASE_OVER")
    when = phase(round_, market, "trade" if doing == "sold" else doing)
    return t("CARD_STATUS", when=when, doing=i18n.fill(i18n.entry("CARD_STATUS_DOING")[doing], name=name))


def sale_type(hand_type: str | None) -> str:
    """A hand sold, by its type: "Philosophers", "No hand type"."""
    text = cw.hand_type(hand_type)
    return text[:1].upper() + text[1:]


def sale_earned(drachmas: int) -> str:
    return t("CARD_SALE_EARNED", drachmas=cw.drachmas(drachmas))


def your_turn(phase_: str) -> str:
    """The prompt of the player to act; ``phase_`` "open": the auction's
    first bidder, who may not pass (the sentence of the engine's refusal
    ``must_open``)."""
    if phase_ == "open":
        return t("CARD_MUST_OPEN")
    return i18n.entry("CARD_YOUR_TURN")[phase_]


def hand_worth(hand_type: str | None, drachmas: int) -> str:
    return t("CARD_HAND_WORTH", type=cw.hand_type(hand_type), drachmas=cw.drachmas(drachmas))


def card_label(good: str, n: int) -> str:
    """A group of the hand: "Two Wine"."""
    text = cw.count(good, n)
    return text[:1].upper() + text[1:]


def counts_line(money: int, cards: int) -> str:
    return plural("CARD_IN_HAND", cards, drachmas=cw.drachmas(money))


def building_line(key: str, category: str, score: int) -> str:
    return t("CARD_BUILDING_LINE", building=cw.building(key), category=cw.category(category),
             score=score)


def ability(key: str) -> str:
    name, text = cw.ability(key)
    return t("CARD_ABILITY_LINE", name=name, text=text)


def building_alt(line: str, ability_text: str) -> str:
    return t("CARD_BUILDING_ALT", building=line, ability=ability_text) if ability_text else line


def build_deck(left: int) -> str:
    return plural("CARD_BUILD_DECK", left)


def high_bid(name: str, amount: int, counts: int) -> str:
    if counts == amount:
        return t("CARD_HIGH_BID", name=name, drachmas=cw.drachmas(amount))
    return t("CARD_HIGH_BID_COUNTS", name=name, drachmas=cw.drachmas(amount), counts=counts)


def out_of_auction(names) -> str:
    return t("CARD_OUT_OF_AUCTION", names=", ".join(names)) if names else ""


def bid_button(amount: int, counts: int) -> str:
    if counts == amount:
        return t("CARD_BID_BUTTON", amount=amount)
    return t("CARD_BID_BUTTON_COUNTS", amount=amount, counts=counts,
             building=cw.building("council_hall"))


def cannot_bid(money: int, low: int) -> str:
    return t("CARD_CANNOT_BID", drachmas=cw.drachmas(money), low=low)


def stepper(side: str, more: bool, good: str) -> str:
    """A stepper's button: "Give one Fish more", "Ask for one Fish less"."""
    key = {("give", True): "CARD_GIVE_MORE", ("give", False): "CARD_GIVE_LESS",
           ("ask", True): "CARD_ASK_MORE", ("ask", False): "CARD_ASK_LESS"}[side, more]
    return t(key, card=cw.count(good))


def stepped(side: str, good: str) -> str:
    """A stepper's count: "Give Fish"."""
    return t("CARD_GIVEN" if side == "give" else "CARD_ASKED", good=cw.good(good))


def offer_draft(taker: str, give, ask, left: int) -> str:
    offers = plural("CARD_OFFERS_LEFT", left)
    if not give and not ask:
        return t("CARD_OFFER_CHOOSE", offers=offers)
    return t("CARD_OFFER_DRAFT", taker=taker, give=cw.goods(give), ask=cw.goods(ask),
             offers=offers)


def offer_made(giver: str, give, ask) -> str:
    return t("CARD_OFFER_MADE", giver=giver, give=cw.goods(give), ask=cw.goods(ask))


def offer_sentence(giver: str, taker: str, give, ask) -> str:
    return t("CARD_OFFERED", giver=giver, taker=taker, give=cw.goods(give), ask=cw.goods(ask))


def offer_public(giver: str, taker: str) -> str:
    return t("CARD_OFFER_PUBLIC", giver=giver, taker=taker)


def answered(taker: str, accepted: bool) -> str:
    return t("CARD_ACCEPTED" if accepted else "CARD_REFUSED", taker=taker)


def passed(name: str, auction: bool) -> str:
    return t("CARD_PASSED_AUCTION" if auction else "CARD_PASSED", name=name)


def bid_made(name: str, amount: int, counts: int) -> str:
    if counts == amount:
        return t("CARD_BID_MADE", name=name, drachmas=cw.drachmas(amount))
    return t("CARD_BID_MADE_COUNTS", name=name, drachmas=cw.drachmas(amount), counts=counts)


def won_card(name: str, building: str, price: int) -> str:
    return t("CARD_WON", name=name, building=cw.building(building), drachmas=cw.drachmas(price))


def sold(name: str, hand_type: str | None, drachmas: int) -> str:
    return t("CARD_SOLD", name=name, type=cw.hand_type(hand_type), drachmas=cw.drachmas(drachmas))


def ability_used(name: str, key: str, target: str | None = None) -> str:
    return i18n.fill(i18n.entry("CARD_ABILITY_DONE")[key], name=name, target=target)


def seen_hand(name: str, cards) -> str:
    return t("CARD_SEEN_HAND", name=name, cards=cw.goods(cards))


def privacy(name: str) -> str:
    return t("CARD_PRIVACY", name=name)


def show_hand(name: str) -> str:
    return t("CARD_SHOW_HAND", name=name)


def use_ability(key: str, target: str | None = None) -> str:
    return i18n.fill(i18n.entry("CARD_USE_ABILITY")[key], target=target)


def give_back(good: str) -> str:
    return t("CARD_GIVE_BACK", card=cw.count(good))


def discard(good: str) -> str:
    return t("CARD_DISCARD", card=cw.count(good))


def bot_name(control: str) -> str:
    """A computer seat's level ("easy"); a name the app does not know as it is."""
    return i18n.entry("CARD_BOT_NAMES").get(control, control)


# -------------------------------------------------------------- the end
def category_won(name: str | None, reason: str) -> str:
    if name is None:
        return t("CARD_NOBODY")
    return t("CARD_CATEGORY_WON", name=name, reason=i18n.entry("CARD_TIE_BREAKS")[reason])


def game_won(names, decided_by: str, categories: int) -> str:
    """The verdict; ``categories``: the winner's categories won (all of
    them: "won all three categories")."""
    cats = plural("CARD_CATEGORIES_COUNT", categories)
    if decided_by == "shared":
        return t("CARD_SHARED", names=i18n.join(list(names)), cats=cats)
    reason = "all" if decided_by == "categories" and categories == len(CATEGORIES) else decided_by
    why = i18n.fill(i18n.entry("CARD_WIN_REASONS")[reason], cats=cats)
    return t("CARD_GAME_WON", name=names[0], why=why)


# ------------------------------------------------------------ the log
def event_text(event: Event, names: list[str], viewer: int | None) -> str:
    """A line of the log, for ``viewer`` (None: whoever holds the device
    before the privacy screen is lifted: the public facts only). Names are
    isolated, so that none can turn a sentence around."""
    names = [words.isolated(n) for n in names]
    name = names[event.seat]
    other = names[event.other] if event.other is not None else None
    if event.kind == "offer":
        if viewer in event.parties:
            return offer_sentence(name, other, event.cards, event.ask)
        return offer_public(name, other)
    if event.kind == "answer":
        return answered(name, event.accepted)
    if event.kind == "pass":
        return passed(name, event.auction)
    if event.kind == "bid":
        return bid_made(name, event.amount, event.cards[0])
    if event.kind == "sold":
        return sold(name, event.cards[0], event.amount)
    if event.kind == "won":
        return won_card(name, event.cards[0], event.amount)
    return ability_used(name, event.cards[0], other)
