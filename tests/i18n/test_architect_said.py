"""The Illustrious Architect inside a French sentence takes its article:
"L'Illustre Architecte a pris la tuile 1", "Tuiles de l'Illustre
Architecte", "la réponse de l'Illustre Architecte"; as a name on its own
(its card's heading, the scorepad's column) it stays "Illustre Architecte"."""

from __future__ import annotations

import html
import random
import re

import pytest

from akropolis import i18n
from akropolis.app import movelog, redraw, saves, saveviews, takeback, views
from akropolis.app.overview import overview_html
from akropolis.app.saves import MemoryStorage
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.result import Result
from akropolis.rules.solo import ARCHITECT_NAME

_TAGS = re.compile(r"<[^>]+>")


def plain(markup: str) -> str:
    return html.unescape(_TAGS.sub("", markup))


def solo_after_architect() -> Session:
    """A solo game in French, just after the Architect's first turn."""
    session = Session.new(
        Options(1, solo="callicrates"), [Player("Anne"), Player(ARCHITECT_NAME, ARCHITECT)], "s", seed=3
    )
    session.game.play(random.Random(1).choice(session.state.legal_moves()))
    session.play_computer()
    return session


@pytest.fixture
def french():
    with i18n.using("fr"):
        yield


def test_the_architects_turn_opens_with_its_article(french):
    session = solo_after_architect()
    notice = session.notice() if callable(session.notice) else session.notice
    assert notice.startswith("L'Illustre Architecte a pris la tuile ")
    assert "L'Illustre Architecte a pris la tuile " in plain(movelog.taken_html(session))
    log = plain(redraw.Regions().build(session)["log"])
    assert "L'Illustre Architecte a pris la tuile " in log
    assert "Illustre Architecte a pris" not in log.replace("L'Illustre Architecte a pris", "")


def test_the_architect_inside_a_sentence_takes_its_article(french):
    session = solo_after_architect()
    cards = views.players_html(session, 0)
    assert "Tuiles de l'Illustre Architecte" in html.unescape(cards)
    assert "Voir la cité de l'Illustre Architecte" in plain(cards)
    assert "Tuiles de l'Illustre Architecte" in html.unescape(overview_html(session, 0))
    assert takeback.label(session.state) == "Reprendre votre coup et la réponse de l'Illustre Architecte"
    # Its name on its own has no article.
    assert "<strong><bdi" in cards and ">Illustre Architecte</bdi></strong>" in cards
    assert " de Illustre" not in plain(cards) + html.unescape(cards)


def test_the_architect_choosing_and_winning(french):
    session = solo_after_architect()
    session.game.play(random.Random(2).choice(session.state.legal_moves()))
    assert session.player.is_architect
    assert plain(views.status_html(session)) == "L'Illustre Architecte choisit une tuile\u2026"
    assert views.verdict_text(session, Result((1,), "tie")).startswith("L'Illustre Architecte gagne")


def test_in_english_it_is_named_as_before():
    session = solo_after_architect()
    notice = session.notice() if callable(session.notice) else session.notice
    assert notice.startswith("Illustrious Architect took tile ")
    assert takeback.label(session.state) == "Undo your move and Illustrious Architect's reply"


def test_the_saved_games_list_in_french(french):
    """The list's line: the Architect by its French title, and the game's
    name joined to its options by a French colon (made in code before)."""
    storage = MemoryStorage()
    with i18n.using("en"):
        saves.save(storage, solo_after_architect(), "2026-11-23T01:32:04")
    line = plain(saveviews.saves_html(saves.entries(storage)))
    assert "Akropolis (tuiles)\u00a0: Solo contre Callicratès" in line
    assert "Illustre Architecte" in line and "Illustrious" not in line
