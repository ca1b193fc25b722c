"""The replay's controls (``commands.REPLAY_*``): first, previous, the turn
shown, next, last, and back to the game; in place of the turn's controls
while a replay is open, empty otherwise. Pure: plain pytest checks it."""

from __future__ import annotations

from .. import words
from .views import e

#: The replay's buttons: (command, symbol, words, key).
REPLAY_BUTTONS = (
    ("replay-first", "&#9664;&#9664;", words.REPLAY_FIRST, "Home"),
    ("replay-previous", "&#9664;", words.REPLAY_PREVIOUS, "&larr;"),
    ("replay-next", "&#9654;", words.REPLAY_NEXT, "&rarr;"),
    ("replay-last", "&#9654;&#9654;", words.REPLAY_LAST, "End"),
)


def replay_html(screen) -> str:
    """The replay's controls, in place of the turn's (empty outside one)."""
    if screen.replay is None:
        return ""
    at, total = screen.replay
    enabled = {"replay-first": at > 0, "replay-previous": at > 0}
    buttons = "".join(
        f'<button data-action="{name}" aria-label="{e(label)}" title="{e(label)} ({key})"'
        f"{'' if enabled.get(name, at < total) else ' disabled'}>{symbol}</button>"
        for name, symbol, label, key in REPLAY_BUTTONS
    )
    return (
        f'<div class="controls replay-bar" role="group" aria-label="{e(words.REPLAY)}"'
        f' title="{e(words.REPLAY_HELP)}">{buttons}'
        f'<span class="replay-at" aria-live="polite">{e(words.replay_position(at, total))}</span>'
        f'<button data-action="replay-exit" class="primary" title="{e(words.REPLAY_BACK)} (Escape)">'
        f"{e(words.REPLAY_BACK)}</button></div>"
    )
