"""The menu before Python: the new-game form as plain HTML, written into
index.html by the build (scripts/build.py), so that a first visit can set
up a table while Python downloads. static/early.js shows it (unless a game
is under way, which Python resumes as before), applies the last table's
choices and, if Start is pressed early, holds it: the button says so, and
the game starts the moment Python is ready (browser/dom.early_form)."""

from __future__ import annotations

import re

from .. import words
from ..core.registry import games
from .menu import menu_html
from .newgame import Choices
from .views import e, saves_html

#: The new-game form's Start button, whatever its words.
START = re.compile(r'<button type="submit" class="primary">[^<]*</button>')


def early_menu_html() -> str:
    """The menu with the default choices (every game's form, the first
    game chosen), each Start button saying it waits
    for the game to load, and no saved games yet (they are read by Python),
    in the language of the moment. Laid out as Python's menu is, so that
    nothing moves when Python's replaces it."""
    menu = menu_html([], "", Choices())
    assert len(START.findall(menu)) == len(games()) and menu.count(saves_html([])) == 1
    start = (
        f'<button type="submit" class="primary" data-early="{e(words.EARLY_STARTING)}">'
        f"{e(words.EARLY_START)}</button>"
    )
    # Python's own words for no saved games, so that on a first visit the
    # list keeps its height when Python's menu replaces this one; early.js
    # says they appear once loaded when the storage holds some.
    saves = f'<p class="empty" data-early-saves="{e(words.EARLY_SAVES)}">{e(words.NO_SAVES)}</p>'
    return START.sub(lambda _: start, menu).replace(saves_html([]), saves)
