"""English: the menu's logic and the saved games (newgame, saves,
saveviews, keeper), and the page before Python (the loading screen, the
update banner: keys PAGE_*, written into index.html by scripts/build.py)."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the new-game form
    "CONTROL_LABELS": {
        "human": "Person",
        "easy": "Computer: easy",
        "medium": "Computer: medium",
        "hard": "Computer: hard",
        "expert": "Computer: expert",
        "greedy": "Computer: short-sighted",
        "random": "Computer: random moves",
    },
    "CARDS_NO_LINK": (
        "The card game is played around one device: its trading is a live "
        "conversation, not a turn that travels in a link."
    ),
    # ----------------------------------------------------- saved games
    "STORAGE_FULL": (
        "Your browser's storage is full, so this game was not saved. "
        "Export it to a file, or delete old saved games."
    ),
    "GAME_GONE": "That saved game no longer exists.",
    "UNDO_DELETE": "Undo the deletion",
    "SAVE_DELETED": "Deleted",
    "NO_SAVES": "No saved games yet.",
    "DAMAGED_SAVE": "Damaged save",
    "COLON": ": ",
    "VIEW": "View",
    "RESUME": "Resume",
    "EXPORT": "Export",
    "DELETE": "Delete",
    "SAVE_FINISHED": "finished",
    "SAVE_ROUND": "round {round} of {rounds}",
    "TAKE_OTHER": "Open the other tab's version",
    "KEEP_BOTH": "Keep this game too",
    "EXPORT_CURRENT": "Export this game",
    # ----------------------------------------------------- the page before Python
    "PAGE_TITLE": "Akropolis",
    "PAGE_LOADING": "Loading the Python runtime…",
    "PAGE_ENGINE": "Loading the game engine…",
    "PAGE_STARTING": "Starting the game…",
    "PAGE_FAILED": "The game could not start.",
    "PAGE_FILE": "Open it through a web server, for example: bash scripts/serve.sh",
    "PAGE_NO_WASM": "This browser does not support WebAssembly.",
    "PAGE_NO_JS": "Akropolis needs JavaScript and WebAssembly to run.",
    "PAGE_PYTHON_STOPPED": "Python stopped before the game was ready.",
    "PAGE_CONSOLE": "The browser console has the details.",
    "PAGE_NOT_LOADED": "Could not load {url}.",
    "PAGE_HTTP": "Could not load {url} (HTTP {status}).",
    "PAGE_SLOW": (
        "Only the first visit downloads the game; later visits use the copy kept in the browser."
    ),
    "PAGE_RECEIVED": "{received} of {total} MB",
    "PAGE_DOWNLOADED": "{total} MB downloaded",
    "PAGE_UPDATE": "A new version is ready:",
    "PAGE_RELOAD": "reload",
    "PAGE_UPDATE_UNSAVED": (
        "A new version is ready, but this tab holds a game that is not saved: export it "
        "(Export this game, above the table) or make room, and the page reloads by itself "
        "once it is saved."
    ),
    "PAGE_RELOAD_ANYWAY": "reload anyway, losing what is not saved",
}
