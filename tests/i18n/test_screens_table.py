"""The tile game's table and its menu, drawn in the pseudo-language: no word
may come from anywhere but the catalogue (``pseudo.leaks``), in any state
of a turn, for 2 and 4 seats, solo against each level, a computer's turn,
the end of a game; and drawn in French, none of the English catalogue's
words shows. Switching the language redraws everything: the cached screen
and regions have the language in their key."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pseudo
import pytest

from akropolis import i18n, words
from akropolis.app import commands, redraw, views
from akropolis.app.newgame import Choices
from akropolis.app.saves import SaveEntry
from akropolis.app.session import Session
from akropolis.core import jsontext
from akropolis.rules import solo
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.scoring import VARIANTS

NAMES = pseudo.NAMES
#: A player's name inside a sentence is its own element (``<bdi>``): the
#: sentence around it is still one text.
_NAME_TAGS = re.compile(r"<bdi[^>]*>|</bdi>")
#: English words of the catalogue that French must not show.
ENGLISH = ("Construction Site", "Stones", "Confirm", "Cancel", "Undo", "choose", " city",
           "Final scores", "Saved games", "New game", "Players", "round ", "Tile ",
           "Score so far", "to play", "Resume", "Delete")


def leaks(html: str) -> list[str]:
    return pseudo.leaks(_NAME_TAGS.sub("", html))


def drawn(session: Session, regions: redraw.Regions | None = None) -> str:
    """Every region of the table, as the page holds them."""
    built = (regions or redraw.Regions()).build(session)
    return "\n".join(f"<div>{text}</div>" for text in built.values())


def hot_seat(seats: int = 2, seed: int = 5) -> Session:
    players = [Player(NAMES[i]) for i in range(seats)]
    return Session.new(Options(seats), players, "g", seed=seed)


def solo_game(level: str, seed: int = 3, variants=frozenset()) -> Session:
    players = [Player(NAMES[0]), Player(NAMES[1], ARCHITECT)]
    return Session.new(Options(1, solo=level, variants=variants), players, "s", seed=seed)


def finished(session: Session, seed: int = 1) -> Session:
    rng = random.Random(seed)
    while not session.state.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.state.play(rng.choice(session.state.legal_moves()))
    return session


def play_person(session: Session) -> None:
    """The person to play plays their first legal move, as the table does."""
    move = session.state.legal_moves()[0]
    session.select(move.tile)
    session.rotation = move.rotation
    session.aim_at(move.anchor)
    assert session.place() and session.confirm()


def refused_spot(session: Session):
    """A spot where the chosen tile may not go, next to the city."""
    legal = session.legal_anchors()
    return next(
        (q, r) for q in range(-3, 4) for r in range(-3, 4)
        if (q, r) not in legal and session.preview((q, r)) is not None
    )


def states() -> list[tuple[str, str]]:
    """(what, html) for every state of the table and the menu."""
    out = []

    def add(what: str, session: Session) -> None:
        out.append((what, drawn(session)))

    s = hot_seat()
    add("nothing chosen", s)
    commands.place_at(s, (0, 1))
    add("a space clicked before a tile", s)
    s.place()
    add("placed with no tile", s)
    s.confirm()
    add("confirmed with nothing placed", s)
    s.undo()
    add("nothing to take back", s)
    dear = len(s.state.site) - 1
    s.select(dear)
    add("a tile too dear", s)
    s.select(0)
    add("a tile chosen", s)
    s.aim_at(refused_spot(s))
    s.place()
    add("a placement refused", s)
    s.aim_at(sorted(s.legal_anchors())[0])
    s.place()
    add("a placement awaiting Confirm", s)
    s.cancel()
    add("a placement cancelled", s)
    s.place()
    s.confirm()
    add("a placement confirmed", s)
    s.view(0)
    add("another's city looked at", s)
    s.viewing = None
    s.overview = True
    add("every city", s)
    s.overview = False
    s.undo()
    add("a move taken back", s)
    move = sorted(s.state.legal_moves(), key=lambda m: -m.tile)[0]
    s.show_suggestion(move)
    add("a suggestion", s)
    s.replay_at(0)
    add("a replay", s)
    s.replay_at(None)

    four = Session.new(
        Options(4),
        [Player(NAMES[0]), Player(NAMES[1], "easy"), Player(NAMES[2], "hard"), Player(NAMES[3])],
        "four",
        seed=2,
    )
    add("4 seats", four)
    while four.human_to_play:
        play_person(four)
    add("a computer's turn", four)
    four.select(0)
    add("a tile chosen on a computer's turn", four)
    # (a bot of a newer version is named as its record names it: here, in Greek)
    unknown = Session.new(Options(2), [Player(NAMES[0], "ρομπότ-9"), Player(NAMES[1])], "u", seed=1)
    unknown.play_computer()
    add("a computer player this version does not know", unknown)

    for level in solo.LEVELS:
        s = solo_game(level)
        add(f"solo against {level}", s)
        play_person(s)
        if s.computer_to_play:
            add(f"{level}'s turn", s)
            s.play_computer()
            add(f"{level} played", s)
        s.view(1)
        add(f"{level}'s pile asked for", s)
        over = finished(solo_game(level, variants=frozenset(VARIANTS)))
        add(f"solo against {level}, over", over)
        over.undo()
        add("taking back after the end", over)
        over.select(0)
        add("choosing after the end", over)

    for variants in (frozenset(), frozenset(VARIANTS)):
        for seats in (2, 3, 4):
            players = [Player(NAMES[i]) for i in range(seats)]
            over = Session.new(Options(seats, variants=variants), players, "o", seed=seats)
            add(f"{seats} players over, variants {sorted(variants)}", finished(over, seats))

    out.append(("the table's frame", views.table_html()))
    return out


def menus() -> list[tuple[str, str]]:
    saves = [
        SaveEntry("a", (NAMES[0], NAMES[1]), "2026-11-23T01:32:04", 3, 12, (20, 31), False,
                  words.mode(2, None)),
        SaveEntry("b", (NAMES[0], NAMES[1]), "2026-11-22T10:00:00", 12, 12, (60, 58), True,
                  words.options_summary(1, "callicrates", True, {"houses"})),
        SaveEntry("c", (NAMES[2], NAMES[3]), "2026-11-21T09:00:00", 1, 3, (0, 0), False,
                  words.mode(2, None), game="cards"),
        SaveEntry("d", error=jsontext.too_deep(100)),
    ]
    chosen = Choices(players=1, names=NAMES[:4], level="metagenes", long_game=True,
                     variants=frozenset(VARIANTS))
    return [
        ("no saved games", views.menu_html([])),
        ("saved games", views.menu_html(saves, choices=chosen)),
        ("a deletion to undo", views.menu_html(saves + [replace(saves[0], game_id="x", deleted=True)])),
        ("storage blocked", views.menu_html([], blocked=True)),
    ]


def test_the_table_speaks_only_the_catalogue(qps):
    found = {what: leaks(html) for what, html in states()}
    assert {what: texts for what, texts in found.items() if texts} == {}


def test_the_menu_speaks_only_the_catalogue(qps):
    found = {what: leaks(html) for what, html in menus()}
    assert {what: texts for what, texts in found.items() if texts} == {}


@pytest.mark.parametrize("draw", [states, menus])
def test_french_shows_no_english(draw):
    with i18n.using("fr"):
        found = {
            what: [w for w in ENGLISH if w in " ".join(pseudo.texts(_NAME_TAGS.sub("", html)))]
            for what, html in draw()
        }
    assert {what: w for what, w in found.items() if w} == {}


def test_switching_the_language_redraws_everything():
    s, regions = hot_seat(), redraw.Regions()
    s.select(0)
    english = regions.build(s)
    screen = s.screen()
    with i18n.using("fr"):
        french = regions.build(s)
        assert s.screen() is not screen
    changed = {name for name in english if english[name] != french[name]}
    assert {"status", "site", "players", "notice", "board-title"} <= changed
    assert regions.build(s) == english


def test_a_notice_follows_the_language():
    s = hot_seat()
    s.select(0)
    english = s.notice
    with i18n.using("fr"):
        assert s.notice != english and "Tuile 1" in s.notice
    assert s.notice == english
