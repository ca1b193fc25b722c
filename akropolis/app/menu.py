"""The menu of the house: the choice of game and each game's new-game form
(in the registry's order), around the saved games; the same HTML Python
draws and the build writes into the page before Python (``early``)."""

from __future__ import annotations

from html import escape

from ..core.registry import games
from . import cardwords as w
from . import views
from .cardviews import card_form_html
from .newgame import Choices

#: Each game's new-game form, by the game's name.
FORMS = {"tiles": views.tile_form_html, "cards": lambda choices: card_form_html()}


def new_games_html(choices: Choices) -> str:
    """The choice of game (the first one chosen) and every game's form;
    the page's stylesheet shows the chosen game's form only."""
    names = [spec.name for spec in games()]
    radios = "".join(
        f'<label class="check"><input type="radio" name="game" id="game-{name}" value="{name}"'
        f'{" checked" if i == 0 else ""}> {escape(w.game_name(name))}</label>'
        for i, name in enumerate(names)
    )
    choice = (f'<fieldset class="panel game-choice"><legend>{escape(w.CARD_GAME_CHOICE)}</legend>'
              f"{radios}</fieldset>")
    return f'<div class="new-games">{choice}{"".join(FORMS[n](choices) for n in names)}</div>'


def menu_html(saves, message: str = "", choices: Choices | None = None, **kwargs) -> str:
    """The start screen with every game's new-game form (``views.menu_html``)."""
    choices = choices or Choices()
    return views.menu_html(saves, message, choices, new_games=new_games_html(choices), **kwargs)
