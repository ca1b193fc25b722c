"""The rules as a player reads them: the Rules panel's sentences, what a hex
of a city scores now and why (the board's tooltips, the city in words), the
game's options on the table and the scorepad's doubled lines.

A sibling of ``words`` (every other sentence; at its size cap), and the same
seam: a second language comes through these two modules. Functions take
plain values and return text; none of them escapes HTML.
"""

from __future__ import annotations

from .rules import solo
from .rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, TEMPLE


def count(n: int, one: str, many: str) -> str:
    """``n`` things, with the right plural (English: until its catalogue)."""
    return f"{n} {one if n == 1 else many}"


RULES = "Rules"
RULES_CLOSE = "Close"
RULES_TURN_TITLE = "A turn"
RULES_TURN = (
    "Take a tile from the Construction Site: the first is free, the second costs "
    "1 Stone, the third 2, and so on. With no Stones you can only take the first.",
    "Put it in your city, turned as you like, then confirm.",
    "When one tile is left in the Construction Site, the next stack is laid after it "
    "and the next player becomes Chief Architect. When the stacks run out, the game ends.",
)
RULES_PLACE_TITLE = "Placing a tile"
RULES_PLACE = (
    "On level 1: on empty spaces, touching your city along at least one edge.",
    "Higher: resting flat on three hexes of one level, never over a hole, and over "
    "hexes of at least 2 different tiles.",
    "Each Quarry you build over gives you 1 Stone.",
)
RULES_SCORING_TITLE = "Scoring, at the end"
RULES_SCORING = (
    "Only the top hex of each column counts. A District is worth its level: 1, 2, 3…",
    "Each District type scores the value of its Districts that meet their condition, "
    "times the stars of its Plazas. Without a Plaza of its type, it scores 0.",
    "Each Stone left is worth 1 point. On a tie, the most Stones wins.",
)
#: Each District type's condition, beside its drawing in the Rules panel.
RULES_CONDITIONS: dict[str, str] = {
    HOUSE: "Only the largest group of adjacent Houses scores.",
    MARKET: "A Market scores if no other Market is next to it.",
    BARRACKS: "A Barracks scores on the edge of the city: next to an empty space "
    "open to the outside (a hole the city encloses is not an edge).",
    TEMPLE: "A Temple scores if all six spaces around it are built.",
    GARDEN: "Every Garden scores.",
}
assert set(RULES_CONDITIONS) == set(DISTRICTS)
#: What a drawing shows: its accessible name.
RULES_DRAWING: dict[str, str] = {
    HOUSE: "Three adjacent Houses score (tick); a House on its own does not (cross)",
    MARKET: "A Market on its own scores (tick); two Markets side by side do not (cross)",
    BARRACKS: "A Barracks on the edge scores (tick); one surrounded does not (cross)",
    TEMPLE: "A surrounded Temple scores (tick); one on the edge does not (cross)",
    GARDEN: "Gardens score wherever they are (ticks)",
}
assert set(RULES_DRAWING) == set(DISTRICTS)
RULES_VARIANTS_TITLE = "Variants"
RULES_VARIANTS = (
    "A District that meets its variant's condition counts double; it must still "
    "meet its own condition and have stars."
)
RULES_VARIANT_ON = "On in this game"
RULES_VARIANT_OFF = "Off"
RULES_NO_GAME = "Variants are chosen when a game is set up."
RULES_LONG_GAME = "Long game (2 or 3 players): all 61 tiles are played."
RULES_LONG_GAME_ON = "This game is a long game: all 61 tiles are played."
RULES_SOLO_TITLE = "Solo: the Illustrious Architect"
RULES_SOLO = (
    "You play first, with 1 Stone; the Illustrious Architect starts with 2. The Stones "
    "you spend go to it.",
    "On its turn it takes the cheapest tile with a Plaza it can afford, otherwise the "
    "first tile. It does not build: all its Districts count, and its Plazas give stars "
    "as yours do.",
    "With a variant on, its Districts of that type count double: Houses only when they "
    "are worth 10 or more in all, Temples only against Callicrates, and at most 3 "
    "Markets for each Market Plaza it holds.",
)
#: Each level of the Illustrious Architect, in the Rules panel.
RULES_LEVELS: dict[str, str] = {
    solo.HIPPODAMOS: "Hippodamos (easy): each of its Districts is worth 1.",
    solo.METAGENES: "Metagenes (medium): each District is worth 1, and each Quarry it "
    "holds scores 2 points.",
    solo.CALLICRATES: "Callicrates (hard): each of its Districts is worth 2.",
}
assert set(RULES_LEVELS) == set(solo.LEVELS)
RULES_LEVEL_PLAYED = "the level of this game"
#: The game's options on the table ("Variants: Houses, Gardens").
OPTIONS_VARIANTS = "Variants"
OPTIONS_ALL_VARIANTS = "All five variants"
OPTIONS_LONG_GAME = "Long game"
#: The scorepad: a line a variant can double, and how many it doubled.
SCOREPAD_VARIANT = "variant on: Districts that meet it count double"


def scorepad_doubled(n: int) -> str:
    return f"{n} doubled"


# What a hex scores now, and why: "Temple, level 2: surrounded, scores 2 × 4 stars".
HOUSE_LONE = "on its own, not in the largest group of Houses"
HOUSE_TIED = "in a group as large and worth as much as the one that scores (only one scores)"
MARKET_ALONE = "no other Market next to it"
MARKET_CROWDED = "next to another Market"
BARRACKS_EDGE = "on the edge"
BARRACKS_INSIDE = "not on the edge"
BARRACKS_LAKE = "not on the edge (an enclosed hole is not an edge)"
TEMPLE_SURROUNDED = "surrounded"
GARDEN_ALWAYS = "a Garden always scores"
HOUSE_DOUBLED = "doubled by the Houses variant (the group is worth 10 or more)"
MARKET_DOUBLED = "doubled by the Markets variant (next to a Market Plaza)"
TEMPLE_DOUBLED = "doubled by the Temples variant (on level 2 or higher)"
GARDEN_DOUBLED = "doubled by the Gardens variant (next to a lake)"
QUARRY_SCORES = "scores nothing; building over it gives 1 Stone"


def house_in_group(size: int) -> str:
    return f"in the largest group of Houses ({size})"


def house_outside_group(size: int, largest: int) -> str:
    return f"in a group of {size}, not the largest group of Houses ({largest})"


def barracks_doubled(sides: int) -> str:
    return f"doubled by the Barracks variant ({sides} open sides)"


def temple_open(empty: int) -> str:
    return f"not surrounded ({count(empty, 'empty space', 'empty spaces')} around it)"


def hex_scoring(
    name: str, level: int, reason: str, doubled: str, value: int, stars: int, plaza: str
) -> str:
    """A District's tooltip: what it is, why it counts or not, and what it
    scores now (``value``: its level, doubled or not; 0 if it does not count)."""
    text = f"{name}, level {level}: {reason}"
    if not value:
        return text + ", scores 0"
    if doubled:
        text += f"; {doubled}"
    if not stars:
        return text + f"; no {plaza} yet, so it scores 0"
    return text + f", scores {value} × {count(stars, 'star', 'stars')}"


def plaza_scoring(name: str, level: int, own: int, plural: str, total: int) -> str:
    """A Plaza's tooltip: its stars, and all its type's stars in the city."""
    text = f"{name}, level {level}: {count(own, 'star', 'stars')} for the {plural}"
    return text + (f" ({total} in this city)" if total != own else "")


def hexes_alike(n: int, sentence: str) -> str:
    """The city in words: ``n`` hexes that score alike."""
    return sentence if n == 1 else f"{n} hexes alike: {sentence}"
