"""All cities at once: every player's city side by side, at a size that
can be read, with its owner, Stones and points (Board Game Arena shows them
all). The Illustrious Architect, who builds no city, shows its tiles. A
city opens on the board with a click, a tap or Enter. Pure: plain pytest
checks it."""

from __future__ import annotations

from .. import i18n, words
from ..words import isolated
from . import render
from .screen import said_name, shown_name
from .views import e, last_tile_words, name_html


def overview_html(session, shown: int) -> str:
    """The cities of ``session``'s game as the table shows it now (in a
    replay, as they were); ``shown``: the seat whose city is on the board."""
    state = session.state
    items = []
    for seat, player in enumerate(session.players):
        name = isolated(shown_name(player))
        score = state.score(seat)
        facts = (
            f'<span class="stones">{e(words.stones(state.stones[seat]))}</span> '
            f'<span class="total">{e(words.points(score.total))}</span>'
        )
        if state.is_architect(seat):
            drawing = render.pile_svg(state.pile, label=i18n.t("PILE_OF", name=isolated(said_name(player, "PILE_OF"))))
            body = f'<div class="overview-drawing">{drawing}</div>'
        else:
            label = i18n.t("CITY_OF", name=name)
            last = last_tile_words(state.cities[seat])
            drawing = render.city_svg(state.cities[seat], label=label, targets=False, mark=last)
            body = (
                f'<button class="overview-drawing" data-action="view" data-seat="{seat}" '
                f'aria-label="{e(words.overview_show(name))}">{drawing}</button>'
            )
        classes = "overview-city" + (" viewing" if seat == shown else "")
        if seat == state.current and not state.over:
            classes += " current"
        items.append(
            f'<li class="{classes}" data-seat="{seat}"><h3>{name_html(shown_name(player))} '
            f"<small>{facts}</small></h3>{body}</li>"
        )
    # Two by two for four seats, else side by side (one a row on a phone).
    columns = 2 if len(items) == 4 else len(items)
    return (
        f'<section class="overview" aria-label="{e(words.OVERVIEW)}">'
        f'<ul class="overview-cities" style="--columns: {columns}">{"".join(items)}</ul></section>'
    )
