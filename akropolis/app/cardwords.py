"""Every sentence the app's card table says (the card game's own names,
goods, buildings, hand types and refusals are ``cards.words``): the menu's
choice of game, the phases, the log of the table, the privacy screen, the
scorepad's verdicts."""

from __future__ import annotations

from ..cards import words as cw

#: The two games, as the menu and the saved-games list name them.
GAMES = {"tiles": "Akropolis (tiles)", "cards": "Acropolis (cards)"}
GAME_CHOICE = "Game"
CARD_FORM_TITLE = "New game of Acropolis, the card game"
ADVANCED = "Advanced rules: the buildings' abilities"
START = "Start the game"
#: Who may sit at a seat of the card game (random is for the arena only).
CONTROLS = (("human", "Person"), ("easy", "Computer: easy"), ("hard", "Computer: hard"))
DEFAULT_NAMES = ("Ada", "Basil", "Chloe", "Demetrios", "Eleni", "Fotis")
PLAYERS_LEGEND = "Players"
NUMBER_OF_PLAYERS = "Number of players"
SEED_LABEL = "Seed (optional, for a game you can replay)"
SEED_BAD = "The seed must be a whole number from 0 to 9007199254740991, or nothing."
PLAYERS_BAD = "Acropolis is for 2 to 6 players."
CONTROL_BAD = "Each seat is played by a person or a computer (easy or hard)."

PHASE_NAMES = {
    "trade": "trading",
    "respond": "trading: an offer awaits its answer",
    "give_back": "trading: Arsenal",
    "discard": "trading: Fountain House",
}

HAND_TITLE = "Your hand"
PLAYERS_TITLE = "Players"
LOG_TITLE = "At the table"
BID_CARD = "Bid card"
OFFER_TITLE = "Make an offer"
GIVE = "Cards you give"
ASK = "Goods you ask for"
OFFER_TO = "To"
SEND_OFFER = "Make the offer"
PASS_TRADE = "Pass (no offer)"
ACCEPT = "Accept"
REFUSE = "Refuse"
BID = "Bid"
PASS_BID = "Pass (out of this auction)"
EMPTY_HAND = "No cards."
CLEAR = "Clear"


def game_name(game: str) -> str:
    return GAMES[game]


def mode(players: int, advanced: bool) -> str:
    return f"{GAMES['cards']}: {players} players" + (", advanced rules" if advanced else "")


def round_of(round_: int) -> str:
    return f"Round {round_ + 1} of 15"


def phase(round_: int, market: int, phase_: str) -> str:
    """ "Round 3 of 15, Market turn 2: trading"."""
    if phase_ == "over":
        return "The game is over"
    if phase_ == "auction":
        return f"{round_of(round_)}, Build turn: the auction"
    return f"{round_of(round_)}, Market turn {market + 1}: {PHASE_NAMES[phase_]}"


def to_act(name: str, phase_: str, computer: bool) -> str:
    doing = {
        "trade": "to make an offer or pass",
        "respond": "to answer an offer",
        "give_back": "to give a card back",
        "discard": "to discard a card",
        "auction": "to bid or pass",
    }[phase_]
    return f"{name}'s turn {doing}" + (" (computer)" if computer else "")


def your_turn(phase_: str) -> str:
    return {
        "trade": "Your turn: make an offer to one player, or pass.",
        "respond": "An offer is made to you: accept or refuse it.",
        "give_back": "Your Arsenal took a card: give one card of your choice back.",
        "discard": "Your Fountain House drew a card: discard one card.",
        "auction": "Your turn in the auction: bid or pass.",
    }[phase_]


def hand_worth(hand_type: str | None, drachmas: int) -> str:
    return f"{cw.hand_type(hand_type)}: sells for {cw.drachmas(drachmas)}"


def card_label(good: str, n: int) -> str:
    return f"{cw.number(n).capitalize()} {cw.good(good, n)}"


def counts_line(money: int, cards: int) -> str:
    return f"{cw.drachmas(money)}, {cards} card{'s' if cards != 1 else ''} in hand"


def building_line(key: str, category: str, score: int) -> str:
    return f"{cw.building(key)} ({cw.CATEGORIES[category]}, {score})"


def ability(key: str) -> str:
    name, text = cw.ABILITIES[key]
    return f"{name}: {text}"


def build_deck(left: int) -> str:
    return f"Build deck: {left} card{'s' if left != 1 else ''} left"


NEXT_BUILDS = "Next in the Build deck (your Acropolis)"


def high_bid(name: str, amount: int, counts: int) -> str:
    extra = "" if counts == amount else f" (counts {counts})"
    return f"Highest bid: {name}, {cw.drachmas(amount)}{extra}"


NO_BID = "No bid yet."
BIDS = "The bids of this auction"


def out_of_auction(names) -> str:
    return "Out of this auction: " + ", ".join(names) if names else ""


def bid_button(amount: int, counts: int) -> str:
    return f"Bid {amount}" + ("" if counts == amount else f" (counts {counts}: Council Hall +3)")


def cannot_bid(money: int, low: int) -> str:
    return f"You have {cw.drachmas(money)}; the least you may bid is {low}: pass."


def offer_draft(taker: str, give, ask, left: int) -> str:
    offers = f"{left} offer{'s' if left != 1 else ''} left this Market turn"
    if not give and not ask:
        return f"Choose the cards you give and the goods you ask for ({offers})."
    return f"Your offer to {taker}: you give {cw.goods(give)}, you ask for {cw.goods(ask)} ({offers})."


def offer_made(giver: str, give, ask) -> str:
    return f"{giver} offers you {cw.goods(give)} for {cw.goods(ask)}."


def offer_sentence(giver: str, taker: str, give, ask) -> str:
    return f"{giver} offered {taker} {cw.goods(give)} for {cw.goods(ask)}"


def offer_public(giver: str, taker: str) -> str:
    return f"{giver} made an offer to {taker}"


def answered(taker: str, accepted: bool) -> str:
    return f"{taker} {'accepted' if accepted else 'refused'}."


def passed(name: str, auction: bool) -> str:
    return f"{name} passed" + (" (out of the auction)." if auction else ".")


def bid_made(name: str, amount: int, counts: int) -> str:
    extra = "" if counts == amount else f" (counts {counts})"
    return f"{name} bid {cw.drachmas(amount)}{extra}."


def won_card(name: str, building: str, price: int) -> str:
    return f"{name} took the {cw.building(building)} for {cw.drachmas(price)}."


def sold(name: str, hand_type: str | None, drachmas: int) -> str:
    return f"{name} sold {cw.hand_type(hand_type)} for {cw.drachmas(drachmas)}."


def ability_used(name: str, key: str, target: str | None = None) -> str:
    what = {
        "seize": f"took a card from {target} with the Arsenal",
        "give_back": f"gave a card back to {target}",
        "look": f"looked at {target}'s hand with the Strategion",
        "draw": "drew a card with the Fountain House",
        "discard": "discarded a card",
    }[key]
    return f"{name} {what}."


def seen_hand(name: str, cards) -> str:
    return f"{name}'s hand (your Strategion): {cw.goods(cards)}"


def privacy(name: str) -> str:
    return f"Pass the device to {name}"


PRIVACY_NOTE = "The hand on screen is hidden until they are ready."


def show_hand(name: str) -> str:
    return f"I am {name}: show my hand"


def use_ability(key: str, target: str | None = None) -> str:
    return {
        "seize": f"Arsenal: take a card from {target}",
        "look": f"Strategion: look at {target}'s hand",
        "draw": "Fountain House: draw a card",
    }[key]


def give_back(good: str) -> str:
    return f"Give one {cw.good(good)}"


def discard(good: str) -> str:
    return f"Discard one {cw.good(good)}"


# -------------------------------------------------------------- the end
SCOREPAD = "Scorepad"
CATEGORY = "Category"
NOBODY = "nobody (no building)"
TIE_BREAKS = {
    "score": "the highest score",
    "buildings": "a tie on score: more buildings",
    "highest": "a tie on score and buildings: the higher single building",
}


def category_won(name: str | None, reason: str) -> str:
    return NOBODY if name is None else f"{name}, by {TIE_BREAKS[reason]}"


def game_won(names, decided_by: str, categories: int) -> str:
    cats = f"{categories} categor{'y' if categories == 1 else 'ies'}"
    if decided_by == "shared":
        return f"{' and '.join(names)} share the victory: tied on {cats}, buildings and Drachmas."
    why = {
        "categories": f"won the most categories ({cats})",
        "buildings": f"tied on {cats} won, and has the most buildings",
        "drachmas": f"tied on {cats} won and on buildings, and has the most Drachmas left",
    }[decided_by]
    return f"{names[0]} wins the game: {why}."


CATEGORIES_WON = "Categories won"
DRACHMAS_LEFT = "Drachmas left"
