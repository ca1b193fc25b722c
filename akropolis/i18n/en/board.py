"""English: the board and what surrounds it: the city's drawing and its
names for screen readers, loose tiles and the Illustrious Architect's
pile, the legend, the city in words, the board's keyboard help, the
replay's keys, and what the page itself says (a game that could not be
opened, a move being looked for)."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the city's drawing
    "CITY_OF": "{name}'s city",
    "CITY_SUMMARY": "{label}: {hexes}, highest level {level}",
    "HEX_COUNT": ("{n} hex", "{n} hexes"),
    "HEX_LEVEL": "{what}, level {level}",
    "PREVIEW_HERE": "Tile here on level {level}: {hexes}.",
    "PREVIEW_OK": "It can go here.",
    "PREVIEW_BAD": "It cannot go here.",
    "LAST_TILE_MARK": "Last tile placed (\u2605): {hexes}, on level {level}.",
    # ----------------------------------------------------- tiles and the pile
    "TILE_NUMBER": "Tile {n}",
    "TILE_LABEL": "{name}: {hexes}",
    "TILE_COUNT": ("{n} tile", "{n} tiles"),
    "PILE_OF": "{name}'s tiles",
    "PILE_DEFAULT": "The Illustrious Architect's pile",
    "PILE_SUMMARY": "{label}: {tiles}",
    "PILE_SUMMARY_FACTS": "{label}: {tiles} ({facts})",
    "PILE_DISTRICT": "{n} {districts} with {stars}",
    "LEGEND_LABEL": "Legend of hex types",
    # ----------------------------------------------------- the city in words
    "CITY_FIRST": "{label}: {hexes}, highest level {level}; {quarries}, {plazas}.",
    "PLAZA_COUNT": ("{n} Plaza", "{n} Plazas"),
    "ON_LEVEL": "{n} on level {level}",
    "CITY_CONDITIONS": {
        "house": "only the largest group of adjacent Houses scores",
        "market": "a Market scores if no other Market is next to it",
        "barracks": "a Barracks scores on the edge of the city",
        "temple": "a Temple scores if it is surrounded on all six sides",
        "garden": "every Garden scores",
    },
    "CITY_NONE": "{districts}: none.",
    "CITY_NONE_STARS": "{districts}: none; Plazas give {stars}.",
    "CITY_DISTRICT": "{districts}: {hexes} ({levels}); {condition}",
    "CITY_NO_PLAZA": "; no {plaza} yet, so 0 points.",
    "CITY_HOUSES": ": a group of {count}, worth {value}",
    "CITY_SCORING": ": {count} of {total}, worth {value}",
    "CITY_DOUBLED": (" ({n} doubled by the variant)", " ({n} doubled by the variant)"),
    "CITY_TIMES": ", times {stars}: {points}.",
    # ----------------------------------------------------- keys
    "BOARD_HELP": (
        "Keys: 1 to 9 choose a tile of the Construction Site; the arrow keys move it "
        "on the board; R rotates it (Shift+R the other way); Enter places it, then "
        "confirms; Escape cancels; U takes back your move; H suggests one; "
        "+ and - zoom, 0 fits the city to the view."
    ),
    "KEY_HOME": "Home",
    "KEY_END": "End",
    "KEY_ESCAPE": "Escape",
    # ----------------------------------------------------- the page
    "RESUME_FAILED": "Your last game could not be resumed: {error}",
    "OPEN_FAILED": "That game could not be opened: {error}",
    "IMPORT_FAILED": "That file could not be imported: {error}",
    "OTHER_TAB_FAILED": "The other tab's version could not be opened: {error}",
    "LOOKING_FOR_MOVE": "Looking for a good move…",
}
