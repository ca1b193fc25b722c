"""English: the tile game's table (its bar and controls, the Construction
Site, the player cards, the scorepad, the status line, the notices and
refusals of a turn, Undo) and the menu's form and saved-games list as
``app/views.py`` draws them."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- names
    "ILLUSTRIOUS_ARCHITECT": "Illustrious Architect",
    #: Inside a sentence (``screen.said_name``; capitalised where it opens one).
    "ARCHITECT_SAID": "Illustrious Architect",
    "BOT_NAMES": {
        "random": "random moves",
        "greedy": "short-sighted",
        "easy": "easy",
        "medium": "medium",
        "hard": "hard",
        "expert": "expert",
        "hard-2026-11": "hard-2026-11",
    },
    # ----------------------------------------------------- the menu's form
    "NEW_GAME": "New game",
    "PLAYERS": "Players",
    "FORM_COUNT": "Number of players",
    "FORM_SOLO_COUNT": "1 (solo against the Illustrious Architect)",
    "FORM_LEVEL": "{level} ({difficulty})",
    "FORM_DIFFICULTIES": ("easy", "medium", "hard"),
    "FORM_SEAT": "Seat {n}",
    "FORM_NAME": "Name",
    "FORM_PLAYED_BY": "Played by",
    "FORM_OPTIONS": "Options",
    "FORM_LONG": "Long game with all 61 tiles (2 or 3 players, or solo)",
    "FORM_SEED": "Seed (optional, for a game you can replay)",
    "FORM_START": "Start the game",
    # ----------------------------------------------------- the saved games
    "SAVES_TITLE": "Saved games",
    "SAVES_IMPORT": "Import a game from a file",
    # ----------------------------------------------------- the table's bar and controls
    "TABLE": "Game table",
    "TABLE_MENU": "Menu",
    "TABLE_TO_MENU": "Back to the menu",
    "TABLE_EXPORT_TITLE": "Save this game to a file",
    "TABLE_ZOOM": "Zoom",
    "TABLE_ZOOM_OUT": "Zoom out",
    "TABLE_ZOOM_OUT_KEY": "Zoom out (-)",
    "TABLE_FIT": "Fit",
    "TABLE_FIT_LABEL": "Fit the city to the view",
    "TABLE_FIT_KEY": "Fit (0)",
    "TABLE_ZOOM_IN": "Zoom in",
    "TABLE_ZOOM_IN_KEY": "Zoom in (+)",
    "TABLE_BOARD": "City board",
    "TABLE_CONTROLS": "Turn controls",
    "TABLE_ROTATE_LEFT": "Rotate left",
    "TABLE_ROTATE_LEFT_KEY": "Rotate left (Shift+R)",
    "TABLE_ROTATE_RIGHT": "Rotate right",
    "TABLE_ROTATE_RIGHT_KEY": "Rotate right (R)",
    "TABLE_CONFIRM": "Confirm",
    "TABLE_CONFIRM_KEY": "Confirm (Enter)",
    "TABLE_CANCEL": "Cancel",
    "TABLE_CANCEL_KEY": "Cancel (Escape)",
    "TABLE_SKIP": "Skip",
    "TABLE_SKIP_KEY": "Skip the computer's move shown (Escape)",
    "TABLE_UNDO": "Undo",
    "TABLE_UNDO_KEY": "Take back your last move (U)",
    "TABLE_SUGGEST": "Suggest a move",
    "TABLE_SUGGEST_KEY": "Show a strong move for you (H)",
    "TABLE_CITY_TEXT": "The city in words",
    "TABLE_LEGEND": "Legend",
    # ----------------------------------------------------- the Construction Site
    "SITE": "Construction Site",
    "SITE_FREE": "free",
    "SITE_TILE": "Tile {n}: {tile}",
    "SITE_TILE_PRICED": "Tile {n}, {cost}: {tile}",
    "SITE_TILE_DEAR": " (you have {stones})",
    "SITE_COST": "{n}: {cost}",
    "SITE_LEFT": (
        "{n} stack left, round {round} of {rounds}",
        "{n} stacks left, round {round} of {rounds}",
    ),
    # ----------------------------------------------------- the player cards
    "PLAYER_CHIEF": "Chief Architect",
    "PLAYER_TO_PLAY": "to play",
    "PLAYER_SO_FAR": "Score so far",
    "PLAYER_SHOW_CITY": "Show {name}'s city",
    "STONES_HEADING": "Stones",
    "QUARRIES_HEADING": "Quarries",
    # ----------------------------------------------------- the scorepad
    "SCOREPAD_TITLE": "Final scores",
    "SCOREPAD_CAPTION": "Each District type scores its value \u00d7 its stars",
    "SCOREPAD_QUARRIES": "Quarries (2 points each)",
    "SCOREPAD_TOTAL": "Total",
    "STAR_WORDS": ("star", "stars"),
    # ----------------------------------------------------- the status line
    "STATUS_ARCHITECT": "{name} is choosing a tile\u2026",
    "STATUS_THINKING": "{name} is thinking\u2026",
    "STATUS_PENDING": "{name}: confirm or cancel the placement.",
    "STATUS_CHOOSE": "{name}, choose a tile from the Construction Site.",
    "STATUS_PLACE": "{name}, choose where to build tile {n}.",
    "STATUS_REPLAY": "Replay: {position}",
    "TITLE_TURN": " (it is {name}'s turn)",
    # ----------------------------------------------------- notices and refusals
    "NOTICE_NOT_YOUR_TURN": "It is not your turn.",
    "NOTICE_CHOSEN": "Tile {n} chosen: point at a highlighted space, rotate it, and place it.",
    "NOTICE_NOT_ALLOWED": "That space is not allowed.",
    "NOTICE_NO_TILE": "Choose a tile, then a space for it.",
    "NOTICE_SITE_FIRST": "First choose a tile from the Construction Site.",
    "NOTICE_PLACED": "Confirm to build here, or Cancel.",
    "NOTICE_COVERING": " Covering {quarries} gives you {stones}.",
    "NOTICE_PLACE_FIRST": "Place the tile first.",
    "NOTICE_CANCELLED": "Placement cancelled.",
    "NOTICE_SUGGESTION": (
        "Suggestion: tile {n}, shown on level {level}. Confirm to play it, or Cancel."
    ),
    # Why a suggested move is good (app/hints.py): "Why: Temple surrounded,
    # level 2: +8; 1 Quarry covered: +1 Stone; takes Basil's best tile (+9)."
    "HINT_WHY": " Why: {parts}.",
    "HINT_SEPARATOR": "; ",
    "HINT_POINTS": "{said}: {points}",
    "HINT_STARS": "{plaza} ({stars})",
    "HINT_GROUP": ("House group of {n}", "House group of {n}"),
    "HINT_SURROUNDED": "Temple surrounded",
    "HINT_ALONE": "Market with no Market beside it",
    "HINT_EDGE": "Barracks on the edge",
    "HINT_GARDEN": "Garden (always scores)",
    "HINT_LEVEL": ", level {level}",
    "HINT_QUARRIES": ("{n} Quarry covered: +{stones}", "{n} Quarries covered: +{stones}"),
    "HINT_COST": "the tile costs {stones}",
    "HINT_DENIED": "takes {name}'s best tile (+{points} for them)",
    "HINT_LATER": "no points now: it prepares your next turns",
    "NOTICE_UNKNOWN_BOT": (
        ' This version does not know the computer player "{control}"; '
        "the {fallback} one played instead."
    ),
    "NOTICE_UNDO_OVER": "The game is over: its moves can no longer be taken back.",
    "NOTICE_UNDO_NONE": "There is no move of yours to take back.",
    "NOTICE_UNDO_SEALED": "{next} has begun their turn: {name}'s move can no longer be taken back.",
    "NOTICE_UNDONE": "Move taken back: {name} to play.",
}
