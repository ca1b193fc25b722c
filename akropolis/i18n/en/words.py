"""English: the pieces, plurals, options, turns, the log, replays, verdicts,
refusals, saving and the settings (read through ``akropolis.words``)."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the language's ways
    "LIST_SEPARATOR": ", ",
    "LIST_LAST": " and ",
    "MONTHS": (
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ),
    "DATE": "{day} {month} {year}, {time}",
    # ----------------------------------------------------- the pieces
    "NAMES": {
        "quarry": "Quarry",
        "house": "House",
        "market": "Market",
        "barracks": "Barracks",
        "temple": "Temple",
        "garden": "Garden",
        "plaza-house": "Housing Plaza",
        "plaza-market": "Market Plaza",
        "plaza-barracks": "Barracks Plaza",
        "plaza-temple": "Temple Plaza",
        "plaza-garden": "Garden Plaza",
    },
    "PLURALS": {
        "house": "Houses",
        "market": "Markets",
        "barracks": "Barracks",
        "temple": "Temples",
        "garden": "Gardens",
    },
    "VARIANT_LABELS": {
        "houses": "Houses: a group worth 10+ scores double",
        "markets": "Markets: next to a Market Plaza scores double",
        "barracks": "Barracks: 3 or 4 open sides score double",
        "temples": "Temples: on level 2 or higher score double",
        "gardens": "Gardens: next to a lake score double",
    },
    "VARIANT_NAMES": {
        "houses": "houses",
        "markets": "markets",
        "barracks": "barracks",
        "temples": "temples",
        "gardens": "gardens",
    },
    "LEVEL_TITLES": {
        "hippodamos": "Hippodamos",
        "metagenes": "Metagenes",
        "callicrates": "Callicrates",
    },
    "STONES": ("{n} Stone", "{n} Stones"),
    "QUARRIES": ("{n} Quarry", "{n} Quarries"),
    "MOVES": ("{n} move", "{n} moves"),
    "POINTS": ("{n} point", "{n} points"),
    "STACKS": ("{n} stack", "{n} stacks"),
    "STARS": ("{n} star", "{n} stars"),
    "GAME_OVER": "The game is over.",
    # ----------------------------------------------------- undo
    "UNDO_NOTHING": "Undo (nothing of yours to take back)",
    "UNDO_LAST": "Undo your last move",
    "UNDO_ONE_REPLY": "Undo your move and {name}'s reply",
    "UNDO_REPLIES": "Undo your move and the replies of {names}",
    "UNDO_THEIRS": "Undo {name}'s move",
    "UNDO_SEALED": "Undo (nothing to take back: {name} has begun their turn)",
    # ----------------------------------------------------- options
    "MODE_SOLO": "Solo vs {level}",
    "MODE_PLAYERS": ("{n} player", "{n} players"),
    "SUMMARY_LONG": ", long game",
    "SUMMARY_VARIANTS": ", variants: {variants}",
    # ----------------------------------------------------- refusals
    "NO_SUCH_TILE": "There is no tile at position {n} in the Construction Site.",
    "NO_SUCH_TILE_AT": "There is no tile {where} in the Construction Site.",
    "TILE_TOO_DEAR": "Tile {n} costs {cost}; you have {have}.",
    "TILE_TOO_DEAR_NONE": "Tile {n} costs {cost}; with no Stones you can only take the first tile.",
    # ----------------------------------------------------- a turn
    "TURN_TOOK": "{name} took tile {n}",
    "TURN_FOR": " for {cost}",
    "TURN_FREE": " for free",
    "TURN_GAINED": " and gained {stones} from Quarries",
    "TURN_END": ".",
    # ----------------------------------------------------- the log
    "LOG_TITLE": "Move log",
    "LOG_EMPTY": "No move yet.",
    "LOG_TOOK": "{name} took tile {n} ({hexes})",
    "LOG_LEVEL": ", built on level {level}",
    "LOG_OVER": " over {hexes}",
    "LOG_GAINED": ", gained {stones} from Quarries",
    "LOG_LINE": "{turn}{points}.",
    "LOG_POINTS": ": {before} \u2192 {after} points ({change})",
    "LOG_POINTS_SAME": ": still {points}",
    # ----------------------------------------------------- replay
    "REPLAY": "Replay",
    "REPLAY_GAME": "Replay this game",
    "REPLAY_BACK": "Back to the game",
    "REPLAY_FIRST": "To the start",
    "REPLAY_PREVIOUS": "Previous turn",
    "REPLAY_NEXT": "Next turn",
    "REPLAY_LAST": "To the last turn",
    "REPLAY_START": "The start of the game: no tile placed yet.",
    "REPLAY_HELP": "Left and right arrow keys: turn by turn; Home, End: start, end; Escape: back.",
    "REPLAY_TITLE": "Turn {at} of {total}: {city}",
    "REPLAY_TITLE_START": "Start of the game: {city}",
    "REPLAY_POSITION": "Turn {at} of {total}",
    "REPLAY_POSITION_START": "Start (0 of {total})",
    "REPLAY_FROM": "Replay: see the game after turn {n}",
    "ARCHITECT_HOLDS": (
        "The Illustrious Architect holds {n} tile; see it in its card.",
        "The Illustrious Architect holds {n} tiles; see them in its card.",
    ),
    # ----------------------------------------------------- before Python
    "EARLY_START": "Start the game (as soon as it has loaded)",
    "EARLY_STARTING": "Starting as soon as the game has loaded…",
    "EARLY_SAVES": "Your saved games appear here once the game has loaded.",
    # ----------------------------------------------------- all cities
    "OVERVIEW": "All cities",
    "OVERVIEW_TITLE": "Every city side by side (A)",
    "OVERVIEW_SHOW": "Show {name}'s city on the board",
    # ----------------------------------------------------- verdicts
    "VERDICT_SHARED": "Shared victory: {names} (equal points and Stones).",
    "VERDICT_TIE": "{name} wins: a full tie goes to the Illustrious Architect.",
    "VERDICT_STONES": "{name} wins on the tie-break: equal points, more Stones.",
    "VERDICT_POINTS": "{name} wins!",
    # ----------------------------------------------------- the new-game form
    "SEED_NOT_WHOLE": "The seed must be a whole number.",
    "SEED_TOO_LARGE": "The seed must be a whole number below {limit}.",
    "UNKNOWN_CONTROL": "Seat {n} has no player this version knows; choose one in its list.",
    "SEAT_NAME_BLANK": "Player {n}",
    # ----------------------------------------------------- records refused unread
    "JSON_TOO_LARGE": (
        "This is not an Akropolis game record: it is too large "
        "(over {mb} MB; a game takes a few KB)."
    ),
    "JSON_TOO_DEEP": (
        "This is not an Akropolis game record: its lists and objects are nested "
        "more than {limit} deep."
    ),
    # ----------------------------------------------------- saving
    "STORAGE_BLOCKED": (
        "Your browser does not let this page save games, so this game will be lost "
        "when the page is closed or reloaded. Export it to a file to keep it."
    ),
    "STORAGE_BLOCKED_MENU": (
        "Your browser does not let this page save games: games played now are lost "
        "when the page is closed or reloaded, unless you export them to a file."
    ),
    "SAVED_AT_LAST": "Your game is saved now.",
    "SAVE_CHANGED_ELSEWHERE": (
        "This game was changed in another tab, so this tab stopped saving it, to keep "
        "the other tab's moves. Open the other tab's version, or keep both games."
    ),
    "SAVE_DELETED_ELSEWHERE": (
        "This game was deleted in another tab, so this tab stopped saving it. "
        "Keep it to save it again, or export it to a file."
    ),
    "UNSAVED_GAMES": (
        "Not saved yet: kept in this page only. Each is saved as soon as there is room; "
        "export it to keep it safe now."
    ),
    "UNSAVED_GAMES_BLOCKED": (
        "Kept in this page only: this browser keeps no games here. Export each to keep it."
    ),
    "GAME_RESTORED": "Saved game restored.",
    "NEWER_SAVE": "Made by a newer version of the game: kept here, to open once the game is updated.",
    "SAVE_FAILED": "This game could not be saved ({reason}). Play goes on; export it to keep it.",
    "EXPORT_FAILED": "This game could not be exported: {reason}",
    "SAVE_READING": "Reading this saved game…",
    # ----------------------------------------------------- settings
    "SETTINGS": "Settings",
    "SETTINGS_PACE": "Computer players' pace",
    "PACE_LABELS": {
        "slow": "Slow (1.5 s a move)",
        "normal": "Normal (0.7 s)",
        "fast": "Fast (0.3 s)",
        "instant": "Instant",
    },
    "SETTINGS_TABLE": "The table",
    "SETTINGS_FOLLOW": "The board follows the player to play (off: it stays on your city)",
    "SETTINGS_LIVE_SCORES": "Show the scores during play (off: they are shown at the end)",
    "SETTINGS_THEME": "Theme",
    "THEME_LABELS": {"auto": "As the system's", "light": "Light", "dark": "Dark"},
    #: Each language named in itself, the same in every catalogue.
    "LANGUAGE_NAMES": {"en": "English", "fr": "Français"},
    "SETTINGS_LANGUAGE": "Language",
    "SETTINGS_NOTE": "Changes apply at once and are remembered in this browser.",
    "SETTINGS_CLOSE": "Close",
    "SETTINGS_UNREADABLE": (
        "The settings saved in this browser could not be read (too large or damaged): "
        "the defaults apply until you change one."
    ),
    "SETTINGS_NOT_REMEMBERED": (
        "This change applies now but is not remembered: the browser's storage is full "
        "or blocked."
    ),
}
