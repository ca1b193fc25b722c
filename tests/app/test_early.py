"""The menu before Python (app/early.py): the new-game form with the
default choices, its Start saying it waits for the game to load, no saved
games yet; and static/early.js reads the storage keys Python writes."""

from __future__ import annotations

from pathlib import Path

from akropolis import words
from akropolis.app import saves
from akropolis.app.early import early_menu_html
from akropolis.app.views import e

ROOT = Path(__file__).resolve().parents[2]


def test_the_early_menu_is_the_menu_with_a_start_that_waits():
    html = early_menu_html()
    assert '<form id="new-game"' in html
    assert f'data-early="{e(words.EARLY_STARTING)}">{e(words.EARLY_START)}</button>' in html
    # Python's line for no saved games, so that a first visit's menu keeps
    # its height when Python's replaces it; early.js says the saved games
    # come once loaded when the storage holds some.
    assert f'<p class="empty" data-early-saves="{e(words.EARLY_SAVES)}">{e(words.NO_SAVES)}</p>' in html
    # Both games are offered before Python, each Start waiting for it.
    assert '<form id="new-card-game"' in html and 'id="game-cards"' in html
    assert html.count('type="submit"') == 2 == html.count("data-early=")


def test_the_pages_scripts_read_the_keys_python_writes():
    early = (ROOT / "static" / "early.js").read_text(encoding="utf-8")
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'localStorage.getItem("{saves.CHOICES}")' in early
    assert f'key.startsWith("{saves.PREFIX}")' in early
    assert f'localStorage.getItem("{saves.CURRENT}")' in page
    assert '<main id="app"></main>' in page  # filled in by scripts/build.py
