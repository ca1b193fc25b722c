"""The replay's controls (``commands.REPLAY_*``): first, previous, the turn
shown, next, last, and back to the game; in place of the turn's controls
while a replay is open, empty otherwise. Pure: plain pytest checks it."""

from __future__ import annotations

from .. import words
from ..i18n import t
from .views import e

#: The replay's buttons: (command, symbol, the catalogue's key of its
#: words, its key: the catalogue's key of its name, or a symbol).
REPLAY_BUTTONS = (
    ("replay-first", "&#9664;&#9664;", "REPLAY_FIRST", "KEY_HOME"),
    ("replay-previous", "&#9664;", "REPLAY_PREVIOUS", "&larr;"),
    ("replay-next", "&#9654;", "REPLAY_NEXT", "&rarr;"),
    ("replay-last", "&#9654;&#9654;", "REPLAY_LAST", "KEY_END"),
)


def _button(name: str, symbol: str, label: str, key: str, enabled: bool) -> str:
    label, key = t(label), e(t(key)) if key.startswith("KEY_") else key
    return (
        f'<button data-action="{name}" aria-label="{e(label)}" title="{e(label)} ({key})"'
        f"{'' if enabled else ' disabled'}>{symbol}</button>"
    )


def replay_html(screen) -> str:
    """The replay's controls, in place of the turn's (empty outside one)."""
    if screen.replay is None:
        return ""
    at, total = screen.replay
    enabled = {"replay-first": at > 0, "replay-previous": at > 0}
    buttons = "".join(
        _button(name, symbol, label, key, enabled.get(name, at < total))
        for name, symbol, label, key in REPLAY_BUTTONS
    )
    back = e(words.REPLAY_BACK)
    return (
        f'<div class="controls replay-bar" role="group" aria-label="{e(words.REPLAY)}"'
        f' title="{e(words.REPLAY_HELP)}">{buttons}'
        f'<span class="replay-at" aria-live="polite">{e(words.replay_position(at, total))}</span>'
        f'<button data-action="replay-exit" class="primary" title="{back} ({e(t("KEY_ESCAPE"))})">'
        f"{back}</button></div>"
    )
