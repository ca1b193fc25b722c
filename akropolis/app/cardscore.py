"""The end of a card game as HTML text: the scorepad, per category each
player's score and buildings, who won it and by which tie-break, the
categories won, the Drachmas left and the game's winner with why."""

from __future__ import annotations

from html import escape

from ..cards import words as cw
from ..cards.deck import BUILDINGS, CATEGORIES
from ..cards.scoring import standing
from . import cardwords as w
from . import views
from .cardsession import CardSession


def e(text: object) -> str:
    return escape(str(text), quote=True)


def _breakable(text: str) -> str:
    """Text that may wrap after a slash too ("Gymnasium/Stadium" on a phone)."""
    return e(text).replace("/", "/<wbr>")


def category_reason(piles, category: str, winner: int | None, advanced: bool) -> str:
    stands = [standing(p, category, advanced and "gymnasium" in p) for p in piles]
    if winner is None:
        return "score"
    best = stands[winner]
    others = [s for i, s in enumerate(stands) if i != winner]
    if all(o.score < best.score for o in others):
        return "score"
    if all((o.score, o.buildings) < (best.score, best.buildings) for o in others):
        return "buildings"
    return "highest"


def scorepad_html(session: CardSession) -> str:
    game = session.game
    res = game.result()
    names = session.names
    head = "".join(f'<th scope="col">{views.name_html(n)}</th>' for n in names)
    rows = []
    for c in CATEGORIES:
        cells = []
        for s in range(len(names)):
            pile = [cw.building(b) for b in game.piles[s] if BUILDINGS[b].category == c]
            won = res.category_winners[c] == s
            mark = f' <span class="star" aria-label="{e(w.CARD_WINS)}">&#9733;</span>' if won else ""
            cells.append(
                f'<td class="{"won" if won else ""}"><strong>{res.scores[s][c]}</strong>{mark}'
                f'<br><span class="pile">{_breakable(", ".join(pile) or w.CARD_NONE)}</span></td>'
            )
        winner = res.category_winners[c]
        said = session.said_names
        why = w.category_won(said[winner] if winner is not None else None,
                             category_reason(game.piles, c, winner, game.advanced))
        rows.append(f'<tr><th scope="row">{e(cw.category(c))}<br><span class="why">{e(why)}</span></th>'
                    f'{"".join(cells)}</tr>')
    won = "".join(f"<td>{n}</td>" for n in res.won)
    money = "".join(f"<td>{m}</td>" for m in game.money)
    verdict = w.game_won([session.said_names[s] for s in res.winners], res.decided_by, max(res.won))
    return (
        f'<section class="panel cscorepad" aria-labelledby="cscore-title"><h2 id="cscore-title">{e(w.CARD_SCOREPAD)}</h2>'
        f'<p class="verdict" id="card-verdict">{e(verdict)}</p>'
        f'<div class="scroll" tabindex="0" role="region" aria-labelledby="cscore-title"><table><thead><tr><th scope="col">{e(w.CARD_CATEGORY)}</th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}<tr><th scope="row">{e(w.CARD_CATEGORIES_WON)}</th>{won}</tr>'
        f'<tr><th scope="row">{e(w.CARD_DRACHMAS_LEFT)}</th>{money}</tr></tbody></table></div></section>'
    )
