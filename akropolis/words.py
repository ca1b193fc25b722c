"""Every word a player reads, in one place: names of the pieces, plurals,
option descriptions, verdicts and the rules' refusals.

The command line, the rules' error messages, the app's views, its SVG and
its ``Session`` take their sentences from here, so that a second language
comes in through this module alone. Functions take plain values (numbers,
names) and return text; none of them escapes HTML (views do).
"""

from __future__ import annotations

import unicodedata

from .rules import solo
from .rules.scoring import VARIANTS
from .rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, PLAZA, QUARRY, TEMPLE

#: A player's name for each hex type, as the rulebook writes it.
NAMES: dict[str, str] = {
    QUARRY: "Quarry",
    HOUSE: "House",
    MARKET: "Market",
    BARRACKS: "Barracks",
    TEMPLE: "Temple",
    GARDEN: "Garden",
    PLAZA[HOUSE]: "Housing Plaza",
    PLAZA[MARKET]: "Market Plaza",
    PLAZA[BARRACKS]: "Barracks Plaza",
    PLAZA[TEMPLE]: "Temple Plaza",
    PLAZA[GARDEN]: "Garden Plaza",
}

#: Each District type in the plural: the scorepad's row titles.
PLURALS: dict[str, str] = {
    HOUSE: "Houses",
    MARKET: "Markets",
    BARRACKS: "Barracks",
    TEMPLE: "Temples",
    GARDEN: "Gardens",
}
assert set(PLURALS) == set(DISTRICTS)

#: What each variant does, as the new-game form offers it.
VARIANT_LABELS: dict[str, str] = {
    "houses": "Houses: a group worth 10+ scores double",
    "markets": "Markets: next to a Market Plaza scores double",
    "barracks": "Barracks: 3 or 4 open sides score double",
    "temples": "Temples: on level 2 or higher score double",
    "gardens": "Gardens: next to a lake score double",
}
assert set(VARIANT_LABELS) == set(VARIANTS)

GAME_OVER = "The game is over."


#: Bidirectional classes that can turn the words around a name: right-to-left
#: letters and numbers, and the explicit embeddings, overrides and isolates.
_BIDI = frozenset({"R", "AL", "AN", "RLE", "LRE", "RLO", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


def isolated(name: str) -> str:
    """``name`` for plain text (sentences, labels, SVG titles), between
    Unicode's first-strong isolate and its end when it holds anything that
    could reorder the words around it: a name starting with U+202E
    (right-to-left override) cannot turn a sentence around. Other names are
    left as they are."""
    if any(unicodedata.bidirectional(c) in _BIDI for c in name):
        return f"\u2068{name}\u2069"
    return name


def count(n: int, one: str, many: str) -> str:
    """``n`` things, with the right plural: "1 Stone", "3 Stones"."""
    return f"{n} {one if n == 1 else many}"


def stones(n: int) -> str:
    return count(n, "Stone", "Stones")


def quarries(n: int) -> str:
    return count(n, "Quarry", "Quarries")


def moves(n: int) -> str:
    return count(n, "move", "moves")


def join(items: list[str]) -> str:
    """Names in a sentence: "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


#: The Undo button when there is nothing of the player's to take back.
UNDO_NOTHING = "Undo (nothing of yours to take back)"


def undo_label(replies: list[str]) -> str:
    """The Undo button: "Undo your last move", or with the computers'
    replies it takes back too: "Undo your move and Robot's reply"."""
    if not replies:
        return "Undo your last move"
    if len(replies) == 1:
        return f"Undo your move and {replies[0]}'s reply"
    return f"Undo your move and the replies of {join(replies)}"


def level_title(level: str) -> str:
    """The Illustrious Architect's level by its name: "Callicrates"."""
    return solo.TITLES[level]


def mode(players: int, solo_level: str | None) -> str:
    """The table in a few words: "3 players", or "Solo vs Callicrates"."""
    if solo_level:
        return f"Solo vs {level_title(solo_level)}"
    return f"{players} players"


def options_summary(players: int, solo_level: str | None, long_game: bool, variants) -> str:
    """A game's options in one line, for the saved-games list."""
    text = mode(players, solo_level)
    if long_game:
        text += ", long game"
    if variants:
        text += ", variants: " + ", ".join(v for v in VARIANTS if v in variants)
    return text


def options_sentence(players: int, solo_level: str | None, long_game: bool, variants) -> str:
    """A game's options in full, for the command line's reports."""
    if solo_level:
        parts = [f"solo against the Illustrious Architect ({level_title(solo_level)})"]
    else:
        parts = [f"{players} players"]
    if long_game:
        parts.append("long game")
    chosen = [v for v in VARIANTS if v in variants]
    parts.append("variants: " + (", ".join(chosen) if chosen else "none"))
    return ", ".join(parts)


# ------------------------------------------------------------- refusals
def no_such_tile(position: object) -> str:
    where = f"at position {position + 1}" if isinstance(position, int) else repr(position)
    return f"There is no tile {where} in the Construction Site."


def tile_too_dear(position: int, have: int) -> str:
    if have:
        return f"Tile {position + 1} costs {stones(position)}; you have {have}."
    return (
        f"Tile {position + 1} costs {stones(position)}; "
        "with no Stones you can only take the first tile."
    )


# ------------------------------------------------------------- a turn
def turn_done(name: str, cost: int, gained: int) -> str:
    """What a turn did. The tile is named as the player saw it: by its place
    in the Construction Site (a tile costs its position, so the cost tells
    it), not by its catalogue id, which the app never shows."""
    text = f"{name} took tile {cost + 1}"
    text += f" for {stones(cost)}" if cost else " for free"
    if gained:
        text += f" and gained {stones(gained)} from Quarries"
    return text + "."


# ------------------------------------------------------------- the log
LOG_TITLE = "Move log"
LOG_EMPTY = "No move yet."


def logged_turn(
    name: str,
    position: int,
    hexes: list[str],
    level: int | None,
    covered: list[str],
    gained: int,
    before: int,
    after: int,
) -> str:
    """A turn in the move log: "Ann took tile 2 (Quarry, House, Market
    Plaza) for 1 Stone, built on level 2 over Quarry, House, Garden, gained
    1 Stone from Quarries: 12 → 15 points." The Illustrious Architect
    (``level`` None) takes its tile without building."""
    text = f"{name} took tile {position + 1} ({', '.join(hexes)})"
    text += f" for {stones(position)}" if position else " for free"
    if level is not None:
        text += f", built on level {level}"
        if covered:
            text += f" over {', '.join(covered)}"
    if gained:
        text += f", gained {stones(gained)} from Quarries"
    return f"{text}: {logged_points(before, after)}"


def logged_points(before: int, after: int) -> str:
    """The points part of a move log's line: 12 → 15 points (+3)."""
    change = after - before
    sign = "+" if change >= 0 else "\u2212"
    return f"{before} \u2192 {after} points ({sign}{abs(change)})."


# ------------------------------------------------------------- replay
REPLAY = "Replay"
REPLAY_GAME = "Replay this game"
REPLAY_BACK = "Back to the game"
REPLAY_FIRST = "To the start"
REPLAY_PREVIOUS = "Previous turn"
REPLAY_NEXT = "Next turn"
REPLAY_LAST = "To the last turn"
REPLAY_START = "The start of the game: no tile placed yet."
REPLAY_HELP = "Left and right arrow keys: turn by turn; Home, End: start, end; Escape: back."


def replay_title(at: int, total: int, city: str) -> str:
    """The board's title in a replay: "Turn 5 of 32: Ann's city"."""
    return f"Turn {at} of {total}: {city}" if at else f"Start of the game: {city}"


def replay_position(at: int, total: int) -> str:
    return f"Turn {at} of {total}" if at else f"Start (0 of {total})"


def replay_from(number: int) -> str:
    """A move log line's button: see the game as it was after that turn."""
    return f"Replay: see the game after turn {number}"


def architect_holds(n: int) -> str:
    """Said when a player asks for the Architect's city: it has none."""
    return f"The Illustrious Architect holds {n} tiles; see them in its card."


# ------------------------------------------------------------- before Python
EARLY_START = "Start the game (as soon as it has loaded)"
EARLY_STARTING = "Starting as soon as the game has loaded…"
EARLY_SAVES = "Your saved games appear here once the game has loaded."


# ------------------------------------------------------------- all cities
OVERVIEW = "All cities"
OVERVIEW_TITLE = "Every city side by side (A)"


def overview_show(name: str) -> str:
    return f"Show {name}'s city on the board"


# ------------------------------------------------------------- verdicts
def verdict(decided_by: str, winners: list[str]) -> str:
    """The end of a game in one sentence, for the scorepad."""
    if decided_by == "shared":
        return f"Shared victory: {' and '.join(winners)} (equal points and Stones)."
    if decided_by == "tie":
        return f"{winners[0]} wins: a full tie goes to the Illustrious Architect."
    if decided_by == "stones":
        return f"{winners[0]} wins on the tie-break: equal points, more Stones."
    return f"{winners[0]} wins!"


# ------------------------------------------------------------- the app
def points(n: int) -> str:
    return count(n, "point", "points")


def stacks(n: int) -> str:
    return count(n, "stack", "stacks")


def stars(n: int) -> str:
    return count(n, "star", "stars")


SEED_NOT_WHOLE = "The seed must be a whole number."


def seed_too_large(limit: int) -> str:
    return f"The seed must be a whole number below {limit}."


def unknown_control(seat: int) -> str:
    return f"Seat {seat + 1} has no player this version knows; choose one in its list."


#: How a game was decided, in a few words (a line of an arena's list).
DECIDED_BY: dict[str, str] = {
    "points": "on points",
    "stones": "on the Stones tie-break",
    "shared": "shared victory",
    "tie": "a full tie goes to the Architect",
}


def outcome(result, scores, names: list[str], over: bool) -> str:
    """The winner(s) and the tie-break in full, with the figures that decided
    (``result``: a ``rules.result.Result``; ``scores``: each seat's
    ``ScoreBreakdown``); for an unfinished game, who would win if it ended
    now. The command line's reports."""
    prefix = "Winner" if over else "Leading"
    winners = result.winners
    first = scores[winners[0]]
    if result.decided_by == "points":
        return f"{prefix}: {names[winners[0]]}, with the most points ({first.total})."
    if result.decided_by == "stones":
        tied = [i for i, s in enumerate(scores) if s.total == first.total]
        others = max(scores[i].stones for i in tied if i != winners[0])
        return (
            f"{prefix}: {names[winners[0]]}. "
            f"{join([names[i] for i in tied])} tie on {first.total} points; "
            f"{names[winners[0]]} wins the tie-break with more Stones ({first.stones} to {others})."
        )
    if result.decided_by == "tie":
        return (
            f"{prefix}: {names[winners[0]]}. Equal points ({first.total}) and Stones "
            f"({first.stones}): a full tie is not a win for the player."
        )
    shared = "Shared victory" if over else "Sharing the lead"
    return (
        f"{shared}: {join([names[i] for i in winners])}, with {first.total} points "
        f"and {first.stones} Stones each."
    )


def json_too_large(limit: int) -> str:
    """Text refused before reading it (a file, a stored save): too large."""
    return (
        f"This is not an Akropolis game record: it is too large "
        f"(over {limit // 1_000_000} MB; a game takes a few KB)."
    )


def json_too_deep(limit: int) -> str:
    """Text refused before reading it: lists and objects nested too deeply."""
    return (
        f"This is not an Akropolis game record: its lists and objects are nested "
        f"more than {limit} deep."
    )


def seat_name_blank(seat: int) -> str:
    """The name given to a seat whose name is left blank."""
    return f"Player {seat + 1}"


# ----------------------------------------------------------------- saving
#: The browser refuses to keep anything for this page (storage blocked).
STORAGE_BLOCKED = (
    "Your browser does not let this page save games, so this game will be lost "
    "when the page is closed or reloaded. Export it to a file to keep it."
)
#: The menu's version of STORAGE_BLOCKED.
STORAGE_BLOCKED_MENU = (
    "Your browser does not let this page save games: games played now are lost "
    "when the page is closed or reloaded, unless you export them to a file."
)
#: A game that could not be saved for a while is saved now.
SAVED_AT_LAST = "Your game is saved now."
SAVE_CHANGED_ELSEWHERE = (
    "This game was changed in another tab, so this tab stopped saving it, to keep "
    "the other tab's moves. Open the other tab's version, or keep both games."
)
SAVE_DELETED_ELSEWHERE = (
    "This game was deleted in another tab, so this tab stopped saving it. "
    "Keep it to save it again, or export it to a file."
)
#: The menu's line for games that are in this page only.
UNSAVED_GAMES = (
    "Not saved yet: kept in this page only. Each is saved as soon as there is room; "
    "export it to keep it safe now."
)
GAME_DELETED = "Saved game deleted."
GAME_RESTORED = "Saved game restored."
NEWER_SAVE = "Made by a newer version of the game: kept here, to open once the game is updated."


def save_failed(reason: str) -> str:
    """A save that failed for another reason than a full storage."""
    return f"This game could not be saved ({reason}). Play goes on; export it to keep it."


def export_failed(reason: str) -> str:
    return f"This game could not be exported: {reason}"
#: A saved game listed before its summary is made (the first visit after an update).
SAVE_READING = "Reading this saved game…"


# The settings panel (app/settings.py).
SETTINGS = "Settings"
SETTINGS_PACE = "Computer players' pace"
PACE_LABELS = {
    "slow": "Slow (1.5 s a move)",
    "normal": "Normal (0.7 s)",
    "fast": "Fast (0.3 s)",
    "instant": "Instant",
}
SETTINGS_TABLE = "The table"
SETTINGS_FOLLOW = "The board follows the player to play (off: it stays on your city)"
SETTINGS_LIVE_SCORES = "Show the scores during play (off: they are shown at the end)"
SETTINGS_THEME = "Theme"
THEME_LABELS = {"auto": "As the system's", "light": "Light", "dark": "Dark"}
SETTINGS_NOTE = "Changes apply at once and are remembered in this browser."
SETTINGS_CLOSE = "Close"
