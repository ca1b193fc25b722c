"""The saved games' parts of the screens, as HTML text: the menu's notes
(a deletion to undo, storage the browser refuses), the games kept in this
page only, a save from a newer version, and what the table says when its
game could not be saved."""

from __future__ import annotations

from html import escape

from .. import i18n, words
from .saves import SaveEntry


def e(text: object) -> str:
    return escape(str(text), quote=True)


def menu_note(message: str, undo: bool, blocked: bool) -> str:
    note = ""
    if blocked:
        note += f'<p class="message" role="alert">{e(words.STORAGE_BLOCKED_MENU)}</p>'
    if message:
        button = (
            f'<button data-action="undo-delete" class="small">{e(words.UNDO_DELETE)}</button>'
            if undo
            else ""
        )
        note += f'<p class="message" role="alert">{e(message)} {button}</p>'
    return note


def kept_html(kept: list[SaveEntry], blocked: bool = False) -> str:
    """Games in this page only (not saved for lack of room, or a failure;
    ``blocked``: the browser keeps nothing, so room is not what they wait for)."""
    if not kept:
        return ""
    rows = []
    for s in kept:
        gid = e(s.game_id)
        rows.append(
            f'<li class="save unsaved" data-id="{gid}">{_save_text(s)}'
            f'<div class="actions"><button data-action="resume-kept" data-id="{gid}" '
            f'class="primary">{e(words.RESUME)}</button>'
            f'<button data-action="export-kept" data-id="{gid}">{e(words.EXPORT)}</button></div></li>'
        )
    return (
        f'<div class="kept"><p class="message">'
        f"{e(words.UNSAVED_GAMES_BLOCKED if blocked else words.UNSAVED_GAMES)}</p>"
        f'<ul class="save-list">{"".join(rows)}</ul></div>'
    )


def _save_text(s: SaveEntry, name=e) -> str:
    return f"<p>{_save_lines(s, name)}</p>"


def _score(s: SaveEntry, score: int) -> str:
    """A player's score as the list says it, with its unit where the game
    has one: the card game's is the categories won ("Ada 1 category")."""
    return i18n.plural("CARD_CATEGORIES_COUNT", score) if s.game == "cards" else str(score)


def _save_lines(s: SaveEntry, name=e) -> str:
    """A saved game's line: its mode, its round, its players (with their
    scores, hidden with the live scores while it is under way) and when it
    was saved, as the language writes dates."""
    # The space inside the score's span: hidden scores leave "Ada, Basil".
    players = ", ".join(
        f'{name(player)}<span class="total"> {e(_score(s, score))}</span>'
        for player, score in zip(s.players, s.scores, strict=False)
    )
    state = words.SAVE_FINISHED if s.over else i18n.t("SAVE_ROUND", round=s.round, rounds=s.rounds)
    when = (
        f'<br><time datetime="{e(s.saved_at[:19])}">{e(i18n.date(s.saved_at))}</time>'
        if s.saved_at
        else ""
    )
    far = f'<br><span class="distance-state">{e(s.distance)}</span>' if s.distance else ""
    return f'<strong>{e(s.mode)}</strong>, {state}{far}<br><span class="who">{players}</span>{when}'


def saves_html(saves: list[SaveEntry], name=e) -> str:
    """The menu's saved-games list (``name``: a player's name as HTML)."""
    if not saves:
        return f'<p class="empty">{e(words.NO_SAVES)}</p>'
    rows = []
    for s in saves:
        gid = e(s.game_id)
        if s.newer or s.pending:
            rows.append(newer_html(s))
            continue
        if s.deleted:
            rows.append(_deleted_html(s, name))
            continue
        if s.error:
            rows.append(
                f'<li class="save damaged" data-id="{gid}"><p><strong>{e(words.DAMAGED_SAVE)}</strong>'
                f"{e(i18n.t('COLON'))}{e(s.error)}</p>"
                f'<button data-action="delete" data-id="{gid}">{e(words.DELETE)}</button></li>'
            )
            continue
        primary = ' class="primary"'
        buttons = "".join(
            f'<button data-action="{action}" data-id="{gid}"{primary if i == 0 else ""}>'
            f"{e(label)}</button>"
            for i, (action, label) in enumerate(_actions(s))
        )
        rows.append(
            f'<li class="save{" finished" if s.over else ""}" data-id="{gid}">'
            f'{_save_text(s, name)}<div class="actions">{buttons}</div></li>'
        )
    return f'<ul class="save-list">{"".join(rows)}</ul>'


def _actions(s: SaveEntry) -> list[tuple[str, str]]:
    """A saved game's buttons: (command, label)."""
    found = [("resume", words.VIEW if s.over else words.RESUME)]
    if s.game == "tiles":  # (the card game has no replay yet)
        found.append(("replay-saved", words.REPLAY))
    return found + [("export", words.EXPORT), ("delete", words.DELETE)]


def _deleted_html(s: SaveEntry, name) -> str:
    """A game just deleted, in its row: its text struck out, Undo where
    Resume was, and its other buttons' room kept but empty (hidden, never
    clicked): nothing moves up under a second click of a double click on
    Delete, and no other button is where Delete was."""
    ghosts = "".join(
        f'<button class="ghost" tabindex="-1" aria-hidden="true" disabled>{e(label)}</button>'
        for _, label in _actions(s)[1:]
    )
    return (
        f'<li class="save deleted" data-id="{e(s.game_id)}">'
        f'<p><span class="visually-hidden">{e(words.SAVE_DELETED)}{e(i18n.t("COLON"))}</span>'
        f"{_save_lines(s, name)}</p>"
        f'<div class="actions"><button data-action="undo-delete" class="primary">'
        f"{e(words.UNDO_DELETE)}</button>{ghosts}</div></li>"
    )


def saving_html(kind: str | None, message: str = "", attribute: str = "data-action") -> str:
    """What the table says about saving its game (``keeper.Status``), with
    what it offers: nothing when all is well. ``attribute``: what names a
    button's command on this table (the card table's is
    ``data-card-action``)."""
    if kind is None:
        return ""
    buttons = ""
    if kind == "changed":
        buttons += f'<button {attribute}="take-other" class="primary">{e(words.TAKE_OTHER)}</button>'
    if kind in ("changed", "deleted"):
        buttons += f'<button {attribute}="keep-both">{e(words.KEEP_BOTH)}</button>'
    buttons += f'<button {attribute}="export-current">{e(words.EXPORT_CURRENT)}</button>'
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
        f'<div class="actions"><button data-action="export" data-id="{gid}">{e(words.EXPORT)}</button>'
        f'<button data-action="delete" data-id="{gid}">{e(words.DELETE)}</button></div></li>'
    )
