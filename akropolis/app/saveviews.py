"""The saved games' parts of the screens, as HTML text: the menu's notes
(a deletion to undo, storage the browser refuses), the games kept in this
page only, a save from a newer version, and what the table says when its
game could not be saved."""

from __future__ import annotations

from html import escape

from .. import words
from .saves import SaveEntry


def e(text: object) -> str:
    return escape(str(text), quote=True)


def menu_note(message: str, undo: bool, blocked: bool) -> str:
    note = ""
    if blocked:
        note += f'<p class="message" role="alert">{e(words.STORAGE_BLOCKED_MENU)}</p>'
    if message:
        button = (
            '<button data-action="undo-delete" class="small">Undo the deletion</button>'
            if undo
            else ""
        )
        note += f'<p class="message" role="alert">{e(message)} {button}</p>'
    return note


def kept_html(kept: list[SaveEntry]) -> str:
    """Games in this page only (not saved for lack of room, or a failure)."""
    if not kept:
        return ""
    rows = []
    for s in kept:
        gid = e(s.game_id)
        rows.append(
            f'<li class="save unsaved" data-id="{gid}">{_save_text(s)}'
            f'<div class="actions"><button data-action="resume-kept" data-id="{gid}" '
            f'class="primary">Resume</button>'
            f'<button data-action="export-kept" data-id="{gid}">Export</button></div></li>'
        )
    return (
        f'<div class="kept"><p class="message">{e(words.UNSAVED_GAMES)}</p>'
        f'<ul class="save-list">{"".join(rows)}</ul></div>'
    )


def _save_text(s: SaveEntry) -> str:
    players = ", ".join(
        f"{e(name)} {score}" for name, score in zip(s.players, s.scores, strict=False)
    )
    state = "finished" if s.over else f"round {s.round} of {s.rounds}"
    when = f"<br><time>{e(s.saved_at[:16].replace('T', ' '))}</time>" if s.saved_at else ""
    return (
        f'<p><strong>{e(s.mode)}</strong>, {state}<br><span class="who">{players}</span>{when}</p>'
    )


def saving_html(kind: str | None, message: str = "") -> str:
    """What the table says about saving its game (``keeper.Status``), with
    what it offers: nothing when all is well."""
    if kind is None:
        return ""
    buttons = ""
    if kind == "changed":
        buttons += '<button data-action="take-other" class="primary">Open the other tab\'s version</button>'
    if kind in ("changed", "deleted"):
        buttons += '<button data-action="keep-both">Keep this game too</button>'
    buttons += '<button data-action="export-current">Export this game</button>'
    return (
        f'<div class="saving-fault" role="alert"><p>{e(message)}</p>'
        f'<div class="actions">{buttons}</div></div>'
    )


def newer_html(s: SaveEntry) -> str:
    """A save from a newer version: kept, and offered for export (or one
    whose summary is still to be made)."""
    gid = e(s.game_id)
    if s.pending:
        return f'<li class="save pending" data-id="{gid}"><p>{e(words.SAVE_READING)}</p></li>'
    return (
        f'<li class="save newer" data-id="{gid}"><p><strong>{e(words.NEWER_SAVE)}</strong>'
        f"<br><small>{e(s.error)}</small></p>"
        f'<div class="actions"><button data-action="export" data-id="{gid}">Export</button>'
        f'<button data-action="delete" data-id="{gid}">Delete</button></div></li>'
    )
