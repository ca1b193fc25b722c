"""English: the card game's names (goods, buildings and their abilities,
categories, hand types, Drachmas) and its refusals, with a damaged
record's errors (read through ``akropolis.cards.words``)."""

from __future__ import annotations

#: Cards of a good, counted ({n} a number in words): one, many. English says
#: them alike after "not" (French does not: "pas de Poisson").
_GOODS = {
    "fish": ("one Fish", "{n} Fish"),
    "meat": ("one Meat", "{n} Meat"),
    "vegetables": ("one Vegetable", "{n} Vegetables"),
    "cheese": ("one Cheese", "{n} Cheese"),
    "wine": ("one Wine", "{n} Wine"),
    "bronze": ("one Bronze", "{n} Bronze"),
    "cloth": ("one Cloth", "{n} Cloth"),
    "pottery": ("one Pottery", "{n} Pottery"),
    "goats": ("one Goat", "{n} Goats"),
    "sheep": ("one Sheep", "{n} Sheep"),
    "slaves": ("one Slave", "{n} Slaves"),
    "oil": ("one Oil", "{n} Oil"),
}

WORDS = {
    # ----------------------------------------------------- the goods
    #: A good as a card's name.
    "CARD_GOOD_NAMES": {
        "fish": "Fish", "meat": "Meat", "vegetables": "Vegetables", "cheese": "Cheese",
        "wine": "Wine", "bronze": "Bronze", "cloth": "Cloth", "pottery": "Pottery",
        "goats": "Goats", "sheep": "Sheep", "slaves": "Slaves", "oil": "Oil",
    },
    "CARD_GOODS": _GOODS,
    #: ... and of a good a player does not hold, after "not".
    "CARD_GOODS_NOT": _GOODS,
    #: The last join of goods not held: "one Goat or two Wine".
    "CARD_NOR": " or ",
    "CARD_NUMBERS": (
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve",
    ),
    "CARD_NOTHING": "nothing",
    "CARD_DRACHMAS": ("{n} Drachma", "{n} Drachmas"),
    # ----------------------------------------------------- the buildings
    "CARD_BUILDINGS": {
        "walls": "Walls",
        "arsenal": "Arsenal",
        "harbor": "Harbor",
        "strategion": "Strategion",
        "acropolis": "Acropolis",
        "fountain_house": "Fountain House",
        "gymnasium": "Gymnasium/Stadium",
        "theatre": "Theatre",
        "council_hall": "Council Hall",
        "agora": "Agora",
        "shrine": "Shrine",
        "great_altar": "Great Altar",
        "sanctuary": "Sanctuary",
        "temple": "Temple",
        "parthenon": "Parthenon",
    },
    #: Each building's ability (advanced rules): its name and what it does.
    "CARD_ABILITIES": {
        "walls": ("Defense", "Opponents' Arsenal and Strategion cannot target you."),
        "arsenal": ("Force Trade", "Once per Market turn, take a random card from an opponent, "
                    "then give them one card of your choice."),
        "harbor": ("Slave Trade", "Your Slaves are wild when you sell."),
        "strategion": ("Strategy", "Once per Market turn, look at an opponent's hand."),
        "acropolis": ("High Vantage", "You see the next 3 cards of the Build deck."),
        "fountain_house": ("Refreshment", "Once per Market turn, draw the top Agora card, "
                           "then discard a card."),
        "gymnasium": ("Competition", "Each of your Build cards scores 1 more at the end."),
        "theatre": ("Drama", "You always bid first in Build turns."),
        "council_hall": ("Politics", "Your bids count 3 higher."),
        "agora": ("Philosophy", "1 extra card in the first Market turn of each round."),
        "shrine": ("Blessing of Poseidon", "Each hand you sell earns 1 more Drachma."),
        "great_altar": ("Blessing of Apollo", "1 more Drachma per pair of your hand's type."),
        "sanctuary": ("Blessing of Ares",
                      "2 more Drachmas per three of a kind of your hand's type."),
        "temple": ("Blessing of Athena", "3 more Drachmas per four of a kind of your hand's type."),
        "parthenon": ("Blessing of Zeus", "1 extra card in the second Market turn of each round."),
    },
    "CARD_CATEGORIES": {"military": "Military", "civic": "Civic", "religious": "Religious"},
    # ----------------------------------------------------- hand types
    "CARD_HAND_TYPES": {
        "bireme": "Bireme",
        "democracy": "Democracy",
        "philosophers": "Philosophers",
        "pythagoras": "Pythagoras",
        "trireme": "Trireme",
        "golden_rule": "Golden Rule",
        "phalanx": "Phalanx",
        "fleet": "Fleet",
        "colony": "Colony",
        "city_states": "City States",
        "olympiad": "Olympiad",
    },
    "CARD_NO_TYPE": "no hand type",
    # ----------------------------------------------------- refusals
    "CARD_NOT_AN_ACTION": "{action} is not an action of this game.",
    "CARD_NOT_NOW": "You cannot {doing} now: {why}",
    #: What each kind of action is, in a refusal ("You cannot ... now").
    "CARD_DOING": {
        "offer": "make an offer", "accept": "accept an offer", "refuse": "refuse an offer",
        "pass": "pass", "bid": "bid", "seize": "use your Arsenal",
        "give_back": "give a card back", "look": "use your Strategion",
        "draw": "use your Fountain House", "discard": "discard",
    },
    #: Why not: what the phase asks of the player.
    "CARD_PHASES": {
        "trade": "it is your turn to trade (make an offer or pass).",
        "respond": "you must accept or refuse the offer made to you.",
        "give_back": "you must give a card back after your Arsenal's Force Trade.",
        "discard": "you must discard a card after your Fountain House's draw.",
        "auction": "it is your turn to bid or pass in the auction.",
        "over": "the game is over.",
    },
    "CARD_NO_SUCH_SEAT": "There is no player {seat} at this table.",
    "CARD_NOT_YOURSELF": "You cannot do that to yourself.",
    "CARD_NOT_A_GOOD": "{name} is not a good of the Agora deck.",
    "CARD_YOU_LACK": "You do not hold {cards}; your hand holds {hand}.",
    "CARD_NO_OFFERS_LEFT": "You have made your {limit} offers of this Market turn; pass.",
    "CARD_EMPTY_OFFER": "An offer must give or ask at least one card.",
    "CARD_BID_NOT_WHOLE": "A bid is a whole number of Drachmas, not {amount}.",
    "CARD_BID_TOO_HIGH": "You have {drachmas}; you cannot bid {amount}.",
    "CARD_BID_TOO_LOW": "Your bid of {amount} must beat {name}'s bid, which counts {high}.",
    "CARD_BID_COUNTING": "{amount} (counting {counts})",
    "CARD_MUST_OPEN": "You open the auction: bid 0 Drachmas or more (you cannot pass yet).",
    "CARD_NO_ABILITY": "You need the {building} to do that (advanced rules).",
    "CARD_ABILITY_USED": "You have already used your {building} this Market turn.",
    "CARD_PROTECTED": "{name}'s Walls protect them from your buildings.",
    "CARD_EMPTY_HAND": "{name} has no card to take.",
    "CARD_AGORA_EMPTY": "The Agora deck and the discard pile are empty: there is no card to draw.",
    "CARD_PLAYERS_RANGE": "Acropolis is for {low} to {high} players, not {n}.",
    # ----------------------------------------------------- a damaged record
    "CARD_BAD_RESHUFFLE": "Reshuffle {number} does not hold the {cards} cards of the discard pile.",
    "CARD_BAD_SEIZURE": "Seizure {number} takes a card the player does not hold.",
    "CARD_RECORD_NOT_CARDS": "This save is not a record of Acropolis, the card game.",
    "CARD_RECORD_SEED": "The record's seed must be a whole number up to {limit}, or null.",
    "CARD_RECORD_FIRST": "The first First Citizen must be a player from 1 to {last}.",
    "CARD_RECORD_AGORA": "The Agora deck's order must hold the 48 cards, 4 of each good.",
    "CARD_RECORD_BUILD": "The Build deck's order must hold each of the 15 buildings once.",
    "CARD_RECORD_RESHUFFLES": "The record's reshuffles must be a list of deck orders.",
    "CARD_RECORD_ACTIONS": "The record's actions must be a list.",
    "CARD_RECORD_AFTER_END": "Action {n} comes after the end of the game.",
    "CARD_RECORD_ILLEGAL": "Action {n} is illegal: {why}",
    "CARD_RECORD_CHANCE_LEFT": "The record holds reshuffles or seizures that its actions never met.",
    #: The parts of a record named in its errors.
    "CARD_RECORD_PARTS": {
        "record": "The record",
        "options": "The record's options",
        "agora": "The Agora deck's order",
        "seizures": "The record's seizures",
    },
    "CARD_RECORD_RESHUFFLE_PART": "Reshuffle {n}",
    "CARD_RECORD_ACTION_FIELD": "Action {n}'s {field}",
    "CARD_RECORD_OPTIONS": "The record's options must be an object.",
    "CARD_RECORD_PLAYERS": "The record's players must be {low} to {high}.",
    "CARD_RECORD_ADVANCED": "The record's option advanced must be true or false.",
    "CARD_RECORD_SEATS": "The record's players must be a list of {n} players.",
    "CARD_RECORD_GOODS": "{what} must be a list of goods.",
    "CARD_RECORD_NOT_ACTION": "Action {n} is not an action of the card game.",
    "CARD_RECORD_ACTION_GOOD": "Action {n}'s good is not a good of the Agora deck.",
    "CARD_RECORD_ACTION_NUMBER": "Action {n}'s {field} must be a whole number.",
}
