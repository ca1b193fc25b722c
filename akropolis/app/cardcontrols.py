"""The card table's controls beyond the turn's own (``cardviews``): Undo
(the person's own last action and the computers' replies after it), the
replay's bar, and what the end of a game offers (a new game with the same
table, the replay, the menu). Pure functions producing HTML: plain pytest
checks them; ``CardSession.command`` and ``browser/cardtable`` act on
their ``data-card-action``."""

from __future__ import annotations

from html import escape

from .. import i18n, words
from .cardsession import CardSession

#: The replay's steps: (command, symbol, the catalogue's key of its name).
REPLAY_STEPS = (
    ("replay-first", "&#9664;&#9664;", "REPLAY_FIRST"),
    ("replay-previous", "&#9664;", "CARD_REPLAY_PREVIOUS"),
    ("replay-next", "&#9654;", "CARD_REPLAY_NEXT"),
    ("replay-last", "&#9654;&#9654;", "CARD_REPLAY_LAST"),
)


def e(text: object) -> str:
    return escape(str(text), quote=True)


def _button(action: str, label: str, *, aria: str = "", disabled: bool = False,
            primary: bool = False, small: bool = False) -> str:
    attrs = f' data-card-action="{action}"'
    if primary or small:
        attrs += f' class="{"primary" if primary else "small"}"'
    if aria:
        attrs += f' aria-label="{e(aria)}" title="{e(aria)}"'
    if disabled:
        attrs += " disabled"
    return f'<button type="button"{attrs}>{label}</button>'


def undo_label(session: CardSession) -> str:
    """What Undo takes back, as its accessible name: the person's last
    action and the replies of the computers after it."""
    start = session.undo_from()
    if start is None:
        return words.UNDO_NOTHING
    replies: list[str] = []
    for seat, _ in session.game.history[start + 1 :]:
        name = session.said_names[seat]
        if name not in replies:
            replies.append(name)
    return words.undo_label(replies)


def undo_html(session: CardSession) -> str:
    """The bar's Undo button (none once the game is over, or in a replay)."""
    if session.over or session.replay is not None:
        return ""
    return _button("undo", "&#8630; " + e(words.TABLE_UNDO), aria=undo_label(session),
                   disabled=session.undo_from() is None, small=True)


def position(at: int, total: int) -> str:
    if at:
        return i18n.t("CARD_REPLAY_POSITION", at=at, total=total)
    return i18n.t("REPLAY_POSITION_START", total=total)


def replay_html(session: CardSession) -> str:
    """The replay's bar: step by step through the game and back to it."""
    replay = session.replay
    if replay is None:
        return ""
    at, total = replay.at, replay.total
    steps = "".join(
        _button(name, symbol, aria=i18n.t(key), disabled=(at == 0) if i < 2 else (at == total))
        for i, (name, symbol, key) in enumerate(REPLAY_STEPS)
    )
    return (
        f'<div class="controls replay-bar" role="group" aria-label="{e(words.REPLAY)}"'
        f' title="{e(i18n.t("CARD_REPLAY_HELP"))}">{steps}'
        f'<span class="replay-at" aria-live="polite">{e(position(at, total))}</span>'
        f'{_button("replay-exit", e(words.REPLAY_BACK), primary=True)}</div>'
    )


def end_html(session: CardSession) -> str:
    """What the end of a game offers: a new game with the same table, the
    replay, the menu."""
    if not session.over or session.replay is not None:
        return ""
    return (
        f'<div class="controls end-actions">'
        f'{_button("rematch", e(i18n.t("CARD_REMATCH")), primary=True)}'
        f'{_button("replay-start", e(words.REPLAY_GAME))}'
        f'{_button("menu", e(words.TABLE_MENU))}</div>'
    )
