"""Every sentence of the card game a player reads: the names of the goods,
the buildings, the categories and the hand types, and the refusals of
illegal actions. The rules use these; nothing else spells them."""

from __future__ import annotations

#: Each good: (one card, several cards).
GOODS = {
    "fish": ("Fish", "Fish"),
    "meat": ("Meat", "Meat"),
    "vegetables": ("Vegetable", "Vegetables"),
    "cheese": ("Cheese", "Cheese"),
    "wine": ("Wine", "Wine"),
    "bronze": ("Bronze", "Bronze"),
    "cloth": ("Cloth", "Cloth"),
    "pottery": ("Pottery", "Pottery"),
    "goats": ("Goat", "Goats"),
    "sheep": ("Sheep", "Sheep"),
    "slaves": ("Slave", "Slaves"),
    "oil": ("Oil", "Oil"),
}

BUILDINGS = {
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
}

#: Each building's ability (advanced rules): its name and what it does.
ABILITIES = {
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
    "sanctuary": ("Blessing of Ares", "2 more Drachmas per three of a kind of your hand's type."),
    "temple": ("Blessing of Athena", "3 more Drachmas per four of a kind of your hand's type."),
    "parthenon": ("Blessing of Zeus", "1 extra card in the second Market turn of each round."),
}

CATEGORIES = {"military": "Military", "civic": "Civic", "religious": "Religious"}

HAND_TYPES = {
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
}
NO_TYPE = "no hand type"

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve")


def number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def drachmas(n: int) -> str:
    return f"{n} Drachma" if n == 1 else f"{n} Drachmas"


def good(name: str, n: int = 1) -> str:
    one, many = GOODS[name]
    return one if n == 1 else many


def goods(names) -> str:
    """Cards named as a player says them: "two Wine and one Fish"."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    parts = [f"{number(n)} {good(g, n)}" for g, n in counts.items()]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def building(name: str) -> str:
    return BUILDINGS[name]


def hand_type(name: str | None) -> str:
    return HAND_TYPES[name] if name else NO_TYPE


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


# ----------------------------------------------------------------- refusals
def game_over() -> str:
    return "The game is over."


def not_an_action(action: object) -> str:
    return f"{action!r} is not an action of this game."


def not_your_phase(what: str, phase: str) -> str:
    return f"You cannot {what} now: {PHASES[phase]}"


PHASES = {
    "trade": "it is your turn to trade (make an offer or pass).",
    "respond": "you must accept or refuse the offer made to you.",
    "give_back": "you must give a card back after your Arsenal's Force Trade.",
    "discard": "you must discard a card after your Fountain House's draw.",
    "auction": "it is your turn to bid or pass in the auction.",
    "over": "the game is over.",
}


def no_such_seat(seat: object) -> str:
    return f"There is no player {seat!r} at this table."


def not_yourself() -> str:
    return "You cannot do that to yourself."


def not_a_good(name: object) -> str:
    return f"{name!r} is not a good of the Agora deck."


def you_lack(cards, hand) -> str:
    return f"You do not hold {goods(cards)}; your hand holds {goods(hand)}."


def holder_lacks(name: str, cards) -> str:
    return f"{name} does not hold {goods(cards)}."


def no_offers_left(limit: int) -> str:
    return f"You have made your {limit} offers of this Market turn; pass."


def empty_offer() -> str:
    return "An offer must give or ask at least one card."


def bid_not_whole(amount: object) -> str:
    return f"A bid is a whole number of Drachmas, not {amount!r}."


def bid_too_high(money: int, amount: int) -> str:
    return f"You have {drachmas(money)}; you cannot bid {amount}."


def bid_too_low(amount: int, counts: int, high: int, name: str) -> str:
    shown = f"{amount}" if counts == amount else f"{amount} (counting {counts})"
    return f"Your bid of {shown} must beat {name}'s bid, which counts {high}."


def must_open() -> str:
    return "You open the auction: bid 0 Drachmas or more (you cannot pass yet)."


def no_ability(building_name: str) -> str:
    return f"You need the {BUILDINGS[building_name]} to do that (advanced rules)."


def ability_used(building_name: str) -> str:
    return f"You have already used your {BUILDINGS[building_name]} this Market turn."


def protected(name: str) -> str:
    return f"{name}'s Walls protect them from your buildings."


def empty_hand(name: str) -> str:
    return f"{name} has no card to take."


def agora_empty() -> str:
    return "The Agora deck and the discard pile are empty: there is no card to draw."


# ------------------------------------------------------ a record's chance
def bad_reshuffle(number: int, cards: int) -> str:
    return f"Reshuffle {number} does not hold the {cards} cards of the discard pile."


def bad_seizure(number: int) -> str:
    return f"Seizure {number} takes a card the player does not hold."
