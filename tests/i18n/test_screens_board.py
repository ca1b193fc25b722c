"""The board and what surrounds it, drawn in the pseudo-language: the city's
SVG (a tile chosen, a preview that may and one that may not go, the aim),
the last tile a computer placed arriving and what it took, the
Illustrious Architect's pile, the move log (with the Architect's turns), a
replay at its start and midway (its bar and what it says), every city side
by side for four seats, the legend, a hex alone, the city in words and the
board's keyboard help: no word may come from anywhere but the catalogue
(``pseudo.leaks``). Drawn in French, none of the English catalogue's words
shows. The browser's own files cannot be imported here: what they say is
the catalogue's (checked by key), and none of their literals is a sentence.
"""

from __future__ import annotations

import ast
import random
import re
from dataclasses import replace
from pathlib import Path

import pseudo
import pytest

from akropolis import i18n, words
from akropolis.app import a11y, commands, movelog, redraw, render, views
from akropolis.app.overview import overview_html
from akropolis.app.replaybar import replay_html
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.solo import ARCHITECT_NAME
from akropolis.rules.tiles import HEX_TYPES

NAMES = pseudo.NAMES
BROWSER = Path(__file__).resolve().parents[2] / "akropolis" / "browser"
#: The regions of the table this part draws (the others are the table's).
MINE = ("board", "aim", "log", "overview", "city-text", "replay")
#: A player's name inside a sentence is its own element (``<bdi>``).
_NAME_TAGS = re.compile(r"<bdi[^>]*>|</bdi>")
#: English words of the catalogue that French must not show.
ENGLISH = ("Tile ", "level", " hexes", "'s city", "'s tiles", "Legend", "Keys", "It can",
           "cannot", "Quarries", "Plaza", " of ", "Home", "Escape", "Turn ", " took ",
           " with ", "worth", "times", "none", "scores", "House", "Garden", "Market")


def leaks(html: str) -> list[str]:
    return pseudo.leaks(_NAME_TAGS.sub("", html))


def regions(session: Session) -> str:
    """This part's regions of the table, as the page holds them, and what
    the table says in a replay (the turn shown)."""
    built = redraw.Regions().build(session)
    html = "\n".join(f"<div>{built[name]}</div>" for name in MINE)
    if session.screen().replaying:
        html += f"\n<p>{built['notice']}</p>"
    return html


def hot_seat(seats: int, seed: int = 5) -> Session:
    players = [Player(NAMES[i]) for i in range(seats)]
    return Session.new(Options(seats, variants=frozenset(VARIANTS)), players, "g", seed=seed)


def solo_game(seed: int = 3) -> Session:
    """Solo, the Illustrious Architect named as its records name it."""
    players = [Player(NAMES[0]), Player(ARCHITECT_NAME, ARCHITECT)]
    return Session.new(Options(1, solo="callicrates"), players, "s", seed=seed)


def played(session: Session, turns: int, seed: int = 1) -> Session:
    rng = random.Random(seed)
    while len(session.game.turns) < turns and not session.state.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.state.play(rng.choice(session.state.legal_moves()))
    return session


def refused_spot(session: Session):
    legal = session.legal_anchors()
    return next(
        (q, r) for q in range(-4, 5) for r in range(-4, 5)
        if (q, r) not in legal and session.preview((q, r)) is not None
    )


def states() -> list[tuple[str, str]]:
    """(what, html) for every state of the board and what surrounds it."""
    out: list[tuple[str, str]] = []

    def add(what: str, html: str) -> None:
        out.append((what, html))

    s = played(hot_seat(2), 8)
    add("a city midgame", regions(s))
    s.select(0)
    add("a tile chosen", regions(s))
    s.aim_at(sorted(s.legal_anchors())[0])
    assert s.screen().preview_state == "ok"
    add("a preview that may go", regions(s))
    s.aim_at(refused_spot(s))
    assert s.screen().preview_state == "bad"
    add("a preview that may not go", regions(s))
    add("a preview with no reason", render.aim_layer(replace(s.preview(), reason="")))
    s.cancel()

    # A computer's move shown: its tile arriving, and what it took.
    robot = Session.new(Options(2), [Player(NAMES[2], "easy"), Player(NAMES[3])], "r", seed=4)
    robot.play_computer()
    assert robot.show_computer_move()
    add("a computer's tile arriving", regions(robot) + movelog.taken_html(robot))

    # Solo: the Architect's turns in the log, its pile in its card and in
    # every city.
    solo = played(solo_game(), 9)
    add("solo: the log with the Architect's turns", regions(solo))
    add("the Architect's pile", render.pile_svg(solo.state.pile))
    add("solo: the Architect's card", views.players_html(solo, 0))
    add("the Architect's pile, named", render.pile_svg([], label=words.isolated(NAMES[1])))
    add("solo: every city", overview_html(solo, 0))

    # A replay, at its start and midway.
    view = Viewport()
    commands.run(solo, view, commands.REPLAY, 0)
    add("a replay at its start", regions(solo))
    commands.run(solo, view, commands.REPLAY, 5)
    add("a replay midway", regions(solo))
    commands.run(solo, view, commands.REPLAY, len(solo.game.turns))
    add("a replay at its end", regions(solo) + replay_html(solo.screen()))
    commands.run(solo, view, commands.REPLAY_EXIT)

    four = played(hot_seat(4), 12)
    four.overview = True
    add("every city, four seats", regions(four))
    add("every city, the end", overview_html(played(four, 999), 1))

    add("the legend", render.legend_svg())
    add("hexes alone", "".join(render.hex_svg(kind, 2) for kind in HEX_TYPES))
    add("tiles alone", render.tile_svg(23) + render.tile_svg(0, 3, label=NAMES[4]))
    add("the board's keys", f"<p>{a11y.BOARD_HELP}</p>")
    city = four.state.cities[0]
    districts = four.state.score(0).districts
    add("the city in words", a11y.city_text_html(city, districts, NAMES[0]))
    add("the page's own words", "".join(
        f"<p>{i18n.t(key, error=NAMES[5])}</p>"
        for key in ("RESUME_FAILED", "OPEN_FAILED", "IMPORT_FAILED", "OTHER_TAB_FAILED")
    ) + f"<p>{words.LOOKING_FOR_MOVE}</p>")
    return out


def test_every_state_of_the_board_speaks_only_the_catalogue(qps):
    found = {what: leaks(html) for what, html in states()}
    assert {what: texts for what, texts in found.items() if texts} == {}


def test_french_shows_no_english():
    with i18n.using("fr"):
        drawn = states()
    for what, html in drawn:
        said = " ".join(pseudo.texts(_NAME_TAGS.sub("", html)))
        assert [w for w in ENGLISH if w in said] == [], what


def test_french_says_the_city_with_the_rulebooks_words():
    with i18n.using("fr"):
        svg = render.pile_svg([5, 26, 13])
        assert "Jardins avec" in svg and "3\u00a0tuiles" not in svg
        assert render.hex_svg("plaza-garden", 2).count("Place Jardins, 3 étoiles, niveau 2") == 2
        # Ἄννα opens with a vowel: "Cité d'Άννα" (i18n.elide).
        assert f"Cité d&#x27;{NAMES[0]}" in regions(played(hot_seat(2), 4))


def test_the_legend_follows_the_language():
    assert render.LEGEND[0].name == "House"
    with i18n.using("fr"):
        assert render.LEGEND[0].name == "Habitation" and render.NAMES["quarry"] == "Carrière"
        assert "Habitation" in render.legend_svg()


def _sentences(path: Path) -> list[str]:
    """The literals of a module that read like a sentence: a capital, then
    words, or a text ending as sentences do (docstrings apart)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value.strip()
            if re.match(r"[A-Z][a-z]+\s+[a-z]", text) or re.search(r"[a-z]{2}(…|[.:!?])$", text):
                found.append(text)
    return found


@pytest.mark.parametrize("name", ["app.py", "table.py", "thinking.py"])
def test_the_browsers_files_hold_no_sentence(name):
    assert _sentences(BROWSER / name) == []


def test_the_browser_says_the_catalogues_words():
    """What browser/app.py says is read from the catalogue (``words.KEY``),
    and every such key is there, in both languages."""
    source = (BROWSER / "app.py").read_text(encoding="utf-8")
    keys = set(re.findall(r"words\.([A-Z][A-Z_]+)\b", source))
    assert {"RESUME_FAILED", "OPEN_FAILED", "IMPORT_FAILED", "LOOKING_FOR_MOVE"} <= keys
    for code in i18n.LANGUAGES:
        assert keys <= i18n.catalogue(code).keys()
