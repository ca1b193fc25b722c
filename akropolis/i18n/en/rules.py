"""English: the rules as the player reads them (read through
``akropolis.rulewords`` and the rules' own modules): the Rules panel, what
a hex scores and why (the board's tooltips, the city in words), the game's
options on the table, the scorepad's doubled lines, the refusals of an
illegal placement or set-up, and why a record cannot be read."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the Rules panel
    "RULES": "Rules",
    "RULES_TURN_TITLE": "A turn",
    "RULES_TURN": (
        "Take a tile from the Construction Site: the first is free, the second costs "
        "1 Stone, the third 2, and so on. With no Stones you can only take the first.",
        "Put it in your city, turned as you like, then confirm.",
        "When one tile is left in the Construction Site, the next stack is laid after it "
        "and the next player becomes Chief Architect. When the stacks run out, the game ends.",
    ),
    "RULES_PLACE_TITLE": "Placing a tile",
    "RULES_PLACE": (
        "On level 1: on empty spaces, touching your city along at least one edge.",
        "Higher: resting flat on three hexes of one level, never over a hole, and over "
        "hexes of at least 2 different tiles.",
        "Each Quarry you build over gives you 1 Stone.",
    ),
    "RULES_SCORING_TITLE": "Scoring, at the end",
    "RULES_SCORING": (
        "Only the top hex of each column counts. A District is worth its level: 1, 2, 3…",
        "Each District type scores the value of its Districts that meet their condition, "
        "times the stars of its Plazas. Without a Plaza of its type, it scores 0.",
        "Each Stone left is worth 1 point. On a tie, the most Stones wins.",
    ),
    #: Each District type's condition, beside its drawing.
    "RULES_CONDITIONS": {
        "house": "Only the largest group of adjacent Houses scores.",
        "market": "A Market scores if no other Market is next to it.",
        "barracks": "A Barracks scores on the edge of the city: next to an empty space "
        "open to the outside (a hole the city encloses is not an edge).",
        "temple": "A Temple scores if all six spaces around it are built.",
        "garden": "Every Garden scores.",
    },
    #: What a drawing shows: its accessible name.
    "RULES_CONDITION": "{district}: {condition}",
    "RULES_DRAWING": {
        "house": "Three adjacent Houses score (tick); a House on its own does not (cross)",
        "market": "A Market on its own scores (tick); two Markets side by side do not (cross)",
        "barracks": "A Barracks on the edge scores (tick); one surrounded does not (cross)",
        "temple": "A surrounded Temple scores (tick); one on the edge does not (cross)",
        "garden": "Gardens score wherever they are (ticks)",
    },
    "RULES_VARIANTS_TITLE": "Variants",
    "RULES_VARIANTS": (
        "A District that meets its variant's condition counts double; it must still "
        "meet its own condition and have stars."
    ),
    "RULES_VARIANT_ON": "On in this game",
    "RULES_VARIANT_OFF": "Off",
    "RULES_NO_GAME": "Variants are chosen when a game is set up.",
    "RULES_LONG_GAME": "Long game (2 or 3 players): all 61 tiles are played.",
    "RULES_LONG_GAME_ON": "This game is a long game: all 61 tiles are played.",
    "RULES_SOLO_TITLE": "Solo: the Illustrious Architect",
    "RULES_SOLO": (
        "You play first, with 1 Stone; the Illustrious Architect starts with 2. The Stones "
        "you spend go to it.",
        "On its turn it takes the cheapest tile with a Plaza it can afford, otherwise the "
        "first tile. It does not build: all its Districts count, and its Plazas give stars "
        "as yours do.",
        "With a variant on, its Districts of that type count double: Houses only when they "
        "are worth 10 or more in all, Temples only against Callicrates, and at most 3 "
        "Markets for each Market Plaza it holds.",
    ),
    #: Each level of the Illustrious Architect.
    "RULES_LEVELS": {
        "hippodamos": "Hippodamos (easy): each of its Districts is worth 1.",
        "metagenes": "Metagenes (medium): each District is worth 1, and each Quarry it "
        "holds scores 2 points.",
        "callicrates": "Callicrates (hard): each of its Districts is worth 2.",
    },
    "RULES_LEVEL_PLAYED": "the level of this game",
    # ----------------------------------------------------- on the table
    "CHIP_VARIANTS": "Variants: {names}",
    "CHIP_ALL_VARIANTS": "All five variants",
    "CHIP_LONG_GAME": "Long game",
    # ----------------------------------------------------- the scorepad
    "SCOREPAD_VARIANT": "variant on: Districts that meet it count double",
    #: After the District type's name, for a screen reader.
    "SCOREPAD_VARIANT_SPOKEN": ": {variant}",
    "SCOREPAD_DOUBLED": ("{n} doubled", "{n} doubled"),
    # ----------------------------------------------------- what a hex scores
    "HEX_SCORES": "{name}, level {level}: {reason}, scores {value} × {stars}",
    "HEX_DOUBLED_SCORES": "{name}, level {level}: {reason}; {doubled}, scores {value} × {stars}",
    "HEX_SCORES_NOTHING": "{name}, level {level}: {reason}, scores 0",
    "HEX_NO_PLAZA": "{name}, level {level}: {reason}; no {plaza} yet, so it scores 0",
    "HEX_DOUBLED_NO_PLAZA": (
        "{name}, level {level}: {reason}; {doubled}; no {plaza} yet, so it scores 0"
    ),
    "HEX_QUARRY": "{name}, level {level}: scores nothing; building over it gives 1 Stone",
    "HEX_PLAZA": "{name}, level {level}: {stars} for the {plural}",
    "HEX_PLAZA_OF_CITY": "{name}, level {level}: {stars} for the {plural} ({total} in this city)",
    "HEX_HOUSE_IN_GROUP": "in the largest group of Houses ({size})",
    "HEX_HOUSE_OUTSIDE_GROUP": "in a group of {size}, not the largest group of Houses ({largest})",
    "HEX_HOUSE_LONE": "on its own, not in the largest group of Houses",
    "HEX_HOUSE_TIED": (
        "in a group as large and worth as much as the one that scores (only one scores)"
    ),
    "HEX_MARKET_ALONE": "no other Market next to it",
    "HEX_MARKET_CROWDED": "next to another Market",
    "HEX_BARRACKS_EDGE": "on the edge",
    "HEX_BARRACKS_INSIDE": "not on the edge",
    "HEX_BARRACKS_LAKE": "not on the edge (an enclosed hole is not an edge)",
    "HEX_TEMPLE_SURROUNDED": "surrounded",
    "HEX_TEMPLE_OPEN": "not surrounded ({spaces} around it)",
    "HEX_EMPTY_SPACES": ("{n} empty space", "{n} empty spaces"),
    "HEX_GARDEN_ALWAYS": "a Garden always scores",
    "HEX_HOUSE_DOUBLED": "doubled by the Houses variant (the group is worth 10 or more)",
    "HEX_MARKET_DOUBLED": "doubled by the Markets variant (next to a Market Plaza)",
    "HEX_BARRACKS_DOUBLED": "doubled by the Barracks variant ({sides} open sides)",
    "HEX_TEMPLE_DOUBLED": "doubled by the Temples variant (on level 2 or higher)",
    "HEX_GARDEN_DOUBLED": "doubled by the Gardens variant (next to a lake)",
    #: The city in words: hexes that score alike, said once.
    "HEXES_ALIKE": "{n} hexes alike: {sentence}",
    # ----------------------------------------------------- illegal placements
    "PLACE_ROTATION": "The rotation must be a whole number from 0 to 5.",
    "PLACE_LEVEL": "The level must be 1 or higher.",
    "PLACE_LEVEL1_EMPTY": (
        "A tile on level 1 must go on empty spaces; "
        "to build on top of your city, place it on a higher level."
    ),
    "PLACE_LEVEL1_TOUCH": "A tile on level 1 must touch your city along at least one edge.",
    "PLACE_REST": "A tile on level {level} must rest on three hexes of level {below}.",
    "PLACE_TWO_TILES": "A tile on level {level} must cover hexes of at least 2 different tiles.",
    "MOVE_NOT_A_MOVE": "That is not a move.",
    "MOVE_ARCHITECT": "The Illustrious Architect takes tile {n} and does not build.",
    "MOVE_SAY_WHERE": "Say where to place the tile.",
    # ----------------------------------------------------- set-up
    "SETUP_PLAYERS": "A game has 1 to 4 players.",
    "SETUP_UNKNOWN_LEVEL": "Unknown solo level {level}; choose one of {levels}.",
    "SETUP_SOLO": "Solo mode is for 1 player against the Illustrious Architect.",
    "SETUP_LONG_GAME": "The long game is for 2 or 3 players.",
    "SETUP_UNKNOWN_VARIANT": "Unknown variant {variant}; choose among {variants}.",
    "SETUP_SEATS": "A game of these options has {seats} seats, not {players}.",
    "SETUP_ARCHITECT_SEAT": "Only the Architect's seat of a solo game is played by the Architect.",
    "SETUP_TILE_ORDER": "The tile order must hold each of the {n} tiles of this game exactly once.",
    # ----------------------------------------------------- a record refused
    "RECORD_SEED_RANGE": "a whole number between -{max} and {max}",
    "RECORD_SEED_UNSAVABLE": "The game's seed cannot be saved: it must be {range}.",
    "RECORD_SAVED_AT": "The record's saved_at must be a date and time in ISO 8601 form.",
    "RECORD_NOT_UTF8": "This save is not text (it is not UTF-8).",
    "RECORD_NOT_TEXT": "This save is not text.",
    "RECORD_TOO_DEEP": "This save is not an Akropolis game record (it nests too deeply).",
    "RECORD_LONG_NUMBER": "This save is not valid JSON (a number in it is too long).",
    "RECORD_JSON_AT": "This save is not valid JSON (line {line}, column {column}: {why}).",
    "RECORD_JSON_LINE": "This save is not valid JSON (line {line}, column {column}).",
    #: Why JSON text breaks, by what Python's reader says.
    "RECORD_JSON_WHY": {
        "value": "a value is expected",
        "comma": "a comma is expected",
        "colon": "a colon is expected",
        "name": "a field name in double quotes is expected",
        "unterminated": "a text that starts here is never closed",
        "control": "a control character inside a text",
        "escape": "an invalid \\ escape",
        "unicode": "an invalid \\u escape",
        "extra": "more data after the end",
        "trailing": "a comma too many before the end of an object or a list",
    },
    "RECORD_CONSTANT": "This save is not valid JSON ({name} is not a number JSON allows).",
    "RECORD_FOREIGN": "This save is not an Akropolis game record.",
    "RECORD_VERSION_MISSING": "The record's version is missing or is not a whole number.",
    "RECORD_NEWER": (
        "This save comes from a newer version of the game (record version {version}; "
        "this version reads version {reads}). Update the game to open it."
    ),
    "LINK_TOO_LONG": "This link is too long to hold a game.",
    "LINK_NOT_GAME": "This link does not hold a game.",
    "LINK_DAMAGED": (
        "This link is damaged: part of it is missing or was changed. Ask for the link again."
    ),
    "LINK_NEWER": (
        "This link comes from a newer version of the game (link version {version}; "
        "this version reads version {reads}). Update the game to open it."
    ),
    "RECORD_UNKNOWN_VERSION": (
        "Unknown record version {version}; this version of the game reads version {reads}."
    ),
    "RECORD_SEED": "The record's seed is {what}; it must be {range}, or null.",
    "RECORD_TILE_ORDER": (
        "The record's tile order must hold each of the {n} tiles of this game exactly once."
    ),
    "RECORD_MOVES": "The record's moves are {what}, not a list.",
    "RECORD_AFTER_END": "Move {n} comes after the end of the game (the game ended after move {last}).",
    "RECORD_ILLEGAL": "Move {n} is illegal: {error}",
    "RECORD_OPTIONS": "The record's options are {what}, not an object.",
    "RECORD_PLAYERS_NUMBER": "The number of players is {what}, not a whole number.",
    "RECORD_LONG_GAME": "The long game option is {what}, not true or false.",
    "RECORD_VARIANTS": "The record's variants must be a list of variant names.",
    "RECORD_VARIANT_TWICE": "The record names a variant twice.",
    "RECORD_SOLO": "The solo level is {what}, not a level name or null.",
    "RECORD_OPTIONS_WRONG": "The record's options are wrong: {error}",
    "RECORD_TILES": "The record's tile order is {what}, not a list of tiles.",
    "RECORD_TILE": "The record's tile order holds {what}, not a tile number.",
    "RECORD_PLAYERS": "The record's players are {what}, not a list.",
    "RECORD_PLAYERS_COUNT": (
        "The record lists {n} player for a game of {expected}.",
        "The record lists {n} players for a game of {expected}.",
    ),
    "RECORD_SOLO_SEATS": "2 (the player and the Illustrious Architect)",
    "RECORD_PLAYER": "Player {n} is {what}, not an object with a name and a control.",
    "RECORD_NAME": "Player {n}'s name is {what}, not text.",
    "RECORD_NAME_LENGTH": "Player {n}'s name must have 1 to {max} characters.",
    "RECORD_NAME_UNPRINTABLE": "Player {n}'s name holds control characters or broken text.",
    "RECORD_CONTROL": "Player {n}'s control is {what}, not text.",
    "RECORD_MUST_BE_ARCHITECT": 'Player {n} must be the Illustrious Architect (control "architect").',
    "RECORD_NOT_ARCHITECT": (
        "Player {n} cannot be the Illustrious Architect: "
        'only its seat in a solo game has control "architect".'
    ),
    "RECORD_CONTROL_NAME": (
        'Player {n}\'s control must be "human", "architect" or a bot\'s name '
        "(lower-case letters, digits, - and _)."
    ),
    "RECORD_MOVE": "Move {n} is {what}, not an object.",
    "RECORD_NO_TILE": "Move {n} has no tile.",
    "RECORD_MOVE_MISSING": (
        "Move {n} is missing its {field}: a placement needs q, r, rotation and level."
    ),
    "RECORD_MOVE_NOT_WHOLE": "Move {n}'s {field} is {what}, not a whole number.",
    "RECORD_FIELD_MISSING": "The field {field} is missing from {where}.",
    "RECORD_FIELD_UNKNOWN": "Unknown field {field} in {where}.",
    #: Where a field is missing or unknown.
    "RECORD_IN": {
        "record": "the record",
        "options": "the record's options",
        "player": "player {n}",
        "move": "move {n}",
        "action": "action {n}",
    },
    #: What a JSON value is, in words (never the value: it may be huge).
    "RECORD_KINDS": {
        "bool": "true/false",
        "int": "a whole number",
        "float": "a decimal number",
        "str": "text",
        "list": "a list",
        "dict": "an object",
        "null": "null",
        "other": "not a JSON value",
        "large": "a number too large",
    },
    "RECORD_ODD_NAME": "(an odd name)",
}
