"""Every word a player reads, composed: names of the pieces, plurals,
options, turns, verdicts and the rules' refusals, from the catalogue of the
language the player reads (``akropolis.i18n``; the English in
``i18n/en/words.py``, the French in ``i18n/fr/words.py``).

A constant of the catalogue is read as an attribute: ``words.GAME_OVER``,
``words.NAMES[QUARRY]``, in the language of the moment (module
``__getattr__``: never bind one with ``from words import``). Functions take
plain values (numbers, names) and return text; none of them escapes HTML
(views do). The command line keeps its own English (``cli/english.py``).
"""

from __future__ import annotations

import unicodedata

from . import i18n
from .core import refusal
from .core.names import quoted
from .i18n import join, plural, t

#: ``module.NAME``: the catalogue's entry ``NAME``, in the language of the moment.
__getattr__ = i18n.attributes(__name__)


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


def stones(n: int) -> str:
    return plural("STONES", n)


def quarries(n: int) -> str:
    return plural("QUARRIES", n)


def moves(n: int) -> str:
    return plural("MOVES", n)


def points(n: int) -> str:
    return plural("POINTS", n)


def stacks(n: int) -> str:
    return plural("STACKS", n)


def stars(n: int) -> str:
    return plural("STARS", n)


def undo_label(replies: list[str]) -> str:
    """The Undo button: "Undo your last move", or with the computers'
    replies it takes back too: "Undo your move and Robot's reply"."""
    if not replies:
        return t("UNDO_LAST")
    if len(replies) == 1:
        return t("UNDO_ONE_REPLY", name=replies[0])
    return t("UNDO_REPLIES", names=join(replies))


def level_title(level: str) -> str:
    """The Illustrious Architect's level by its name: "Callicrates"."""
    return i18n.entry("LEVEL_TITLES")[level]


def mode(players: int, solo_level: str | None) -> str:
    """The table in a few words: "3 players", or "Solo vs Callicrates"."""
    if solo_level:
        return t("MODE_SOLO", level=level_title(solo_level))
    return plural("MODE_PLAYERS", players)


def options_summary(players: int, solo_level: str | None, long_game: bool, variants) -> str:
    """A game's options in one line, for the saved-games list."""
    text = mode(players, solo_level)
    if long_game:
        text += t("SUMMARY_LONG")
    if variants:
        names = i18n.entry("VARIANT_NAMES")
        chosen = ", ".join(names[v] for v in names if v in variants)
        text += t("SUMMARY_VARIANTS", variants=chosen)
    return text


# ------------------------------------------------------------- refusals
def no_such_tile(position: object) -> str:
    """Positions count from 1 for a player; one below 0 is quoted as it came."""
    if isinstance(position, int) and not isinstance(position, bool) and position >= 0:
        return t("NO_SUCH_TILE", n=position + 1)
    return t("NO_SUCH_TILE_AT", where=quoted(position))


def tile_too_dear(position: int, have: int) -> str:
    if have:
        return t("TILE_TOO_DEAR", n=position + 1, cost=stones(position), have=have)
    return t("TILE_TOO_DEAR_NONE", n=position + 1, cost=stones(position))


def _said(key: str):
    """A refusal said by the catalogue's entry ``key``, filled with its facts."""
    return lambda **facts: t(key, **facts)


#: How the tile game's refusals (``rules``: codes and facts) are said.
REFUSALS = {
    "game_over": _said("GAME_OVER"),
    "not_a_move": _said("MOVE_NOT_A_MOVE"),
    "no_such_tile": no_such_tile,
    "tile_too_dear": tile_too_dear,
    "architect_takes": lambda position: t("MOVE_ARCHITECT", n=position + 1),
    "say_where": _said("MOVE_SAY_WHERE"),
    "rotation_bad": _said("PLACE_ROTATION"),
    "level_bad": _said("PLACE_LEVEL"),
    "level1_covers": _said("PLACE_LEVEL1_EMPTY"),
    "level1_alone": _said("PLACE_LEVEL1_TOUCH"),
    "must_rest": _said("PLACE_REST"),
    "two_tiles": _said("PLACE_TWO_TILES"),
}
refusal.register(REFUSALS)


# ------------------------------------------------------------- a turn
def _cost(cost: int) -> str:
    return t("TURN_FOR", cost=stones(cost)) if cost else t("TURN_FREE")


def turn_done(name: str, cost: int, gained: int) -> str:
    """What a turn did. The tile is named as the player saw it: by its place
    in the Construction Site (a tile costs its position, so the cost tells
    it), not by its catalogue id, which the app never shows."""
    text = t("TURN_TOOK", name=name, n=cost + 1) + _cost(cost)
    if gained:
        text += t("TURN_GAINED", stones=stones(gained))
    return text + t("TURN_END")


# ------------------------------------------------------------- the log
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
    action = logged_action(name, position, hexes, level, covered, gained)
    return log_line(action, logged_points(before, after))


def logged_action(
    name: str, position: int, hexes: list[str], level: int | None, covered: list[str], gained: int
) -> str:
    """What a turn did, as the log says it, without its points."""
    text = t("LOG_TOOK", name=name, n=position + 1, hexes=", ".join(hexes)) + _cost(position)
    if level is not None:
        text += t("LOG_LEVEL", level=level)
        if covered:
            text += t("LOG_OVER", hexes=", ".join(covered))
    if gained:
        text += t("LOG_GAINED", stones=stones(gained))
    return text


def log_line(action: str, points: str) -> str:
    """A log line from its action and its points part, which may be left
    out (hidden live scores, a replay's title): the line still ends as a
    sentence does, with no colon left hanging."""
    return t("LOG_LINE", turn=action, points=points)


def logged_points(before: int, after: int) -> str:
    """The points part of a move log's line, with what leads into it:
    ": 12 → 15 points (+3)", or ": still 12 points" when the turn scored
    nothing."""
    change = after - before
    if not change:
        return t("LOG_POINTS_SAME", points=points(after))
    sign = "+" if change > 0 else "\u2212"
    return t("LOG_POINTS", before=before, after=after, change=f"{sign}{abs(change)}")


def last_tile_mark(kinds, level: int) -> str:
    """What the star on a city's last tile says: "Last tile placed (★):
    Temple, Quarry, House, on level 2."""
    names = i18n.entry("NAMES")
    return t("LAST_TILE_MARK", hexes=", ".join(names[k] for k in kinds), level=level)


# ------------------------------------------------------------- replay
def replay_title(at: int, total: int, city: str) -> str:
    """The board's title in a replay: "Turn 5 of 32: Ann's city"."""
    if at:
        return t("REPLAY_TITLE", at=at, total=total, city=city)
    return t("REPLAY_TITLE_START", city=city)


def replay_position(at: int, total: int) -> str:
    if at:
        return t("REPLAY_POSITION", at=at, total=total)
    return t("REPLAY_POSITION_START", total=total)


def replay_from(number: int) -> str:
    """A move log line's button: see the game as it was after that turn."""
    return t("REPLAY_FROM", n=number)


def architect_holds(n: int) -> str:
    """Said when a player asks for the Architect's city: it has none."""
    return plural("ARCHITECT_HOLDS", n)


def overview_show(name: str) -> str:
    return t("OVERVIEW_SHOW", name=name)


# ------------------------------------------------------------- verdicts
def verdict_key(decided_by: str) -> str:
    """The entry that says how a game was decided."""
    keys = {"shared": "VERDICT_SHARED", "tie": "VERDICT_TIE", "stones": "VERDICT_STONES"}
    return keys.get(decided_by, "VERDICT_POINTS")


def verdict(decided_by: str, winners: list[str]) -> str:
    """The end of a game in one sentence, for the scorepad."""
    key = verdict_key(decided_by)
    if decided_by == "shared":
        return t(key, names=join(winners))
    return t(key, name=winners[0])


# ------------------------------------------------------------- the app
def seed_too_large(limit: int) -> str:
    return t("SEED_TOO_LARGE", limit=limit)


def unknown_control(seat: int) -> str:
    return t("UNKNOWN_CONTROL", n=seat + 1)


def seat_name_blank(seat: int) -> str:
    """The name given to a seat whose name is left blank."""
    return t("SEAT_NAME_BLANK", n=seat + 1)


def save_failed(reason: str) -> str:
    """A save that failed for another reason than a full storage."""
    return t("SAVE_FAILED", reason=reason)


def export_failed(reason: str) -> str:
    return t("EXPORT_FAILED", reason=reason)
