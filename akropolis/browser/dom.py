"""Small parts of the app in the page: the new-game form's fields (read
from a message, its seats shown), the menu as filled before Python, an
export, the clock, new game ids, and the address's ``?pace=``. Pure
Python: nothing here reads the page."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from .. import words
from ..app import saves
from ..app.newgame import Form, choices_of, long_game_refusal, seats_shown


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d%H%M%S") + f"-{random.randrange(16**6):06x}"


def follow_choice(page, chosen: int | None) -> None:
    """If a Construction Site tile has the focus, give it to the chosen one
    (as in a group of radio buttons), so that Enter places it
    (``commands.enter_on``) after a digit key or a suggestion chose it."""
    focused = page.focused
    if chosen is None or not focused or not focused.within("site") or "pos" not in focused.data:
        return
    if focused.data.get("pos") != str(chosen):
        page.focus(f'#site [data-action="select"][data-pos="{chosen}"]')


def address_pace(search: str) -> float | None:
    """The pause before a computer moves set by ``?pace=SECONDS`` in the
    address's query ``search`` (0 to 5): it wins over the settings' pace
    (for tests); None without one."""
    values = [part.partition("=") for part in search.lstrip("?").split("&")]
    text = next((value for name, _, value in values if name == "pace"), None)
    try:
        return min(5.0, max(0.0, float(text))) if text is not None else None
    except ValueError:
        return None


def read_form(fields) -> Form:
    """The new-game form's fields (``page.Message.fields``) as a ``Form``."""
    values = {name: value for name, _, value, _ in fields}
    checked = {name for name, _, _, on in fields if on}

    def value(name: str) -> str:
        return values.get(name, "")

    return Form(
        players=value("players"),
        level=value("solo"),
        long_game="long" in checked,
        variants=frozenset(v for name, _, v, on in fields if name == "variant" and on),
        seed=value("seed"),
        names=tuple(value(f"name{seat}") for seat in range(4)),
        controls=tuple(value(f"control{seat}") for seat in range(4)),
        distance="distance" in checked,
    )


def sync_form(page, players: str) -> None:
    """Show as many seats as the form's number of players (``players``, the
    field's value)."""
    count = seats_shown(players)
    page.data("#new-game", "players", str(count))
    for seat in range(4):
        page.prop(f'#new-game .seat[data-seat="{seat}"]', "hidden", seat >= max(count, 1))
    # The long game only where the rules allow it (its label says where).
    page.prop('#new-game [name="long"]', "disabled", long_game_refusal(count) is not None)
    page.prop('#new-game [name="distance"]', "disabled", count < 2)  # solo: one person


def early_form(page, storage, early: dict | None):
    """What was done in the menu before Python was ready (static/early.js;
    ``early``: what static/page.mjs's ``hello`` read of it): its choices
    are remembered now, so that the menu Python draws shows them; the
    function returned, called once it is drawn, puts back the seed and the
    focus, starts the game if Start was pressed, and opens the Rules or
    Settings if one was pressed."""
    early = early or {}
    again = _early_choices(page, storage, early)
    opened = early.get("opened")

    def drawn() -> None:
        again()
        page.attr("html", "data-early-open", None)
        opener = {"rules": "#app [data-rules]", "settings": "#app [data-settings='open']"}.get(opened)
        if opener:
            page.call(opener, "click")

    return drawn


def _early_choices(page, storage, early: dict):
    form = early.get("form")
    if not form or not early.get("early"):
        return lambda: None
    cards = early_cards(page, early)
    fields = read_form([tuple(field) for field in form.get("fields", ())])
    asked = bool(form.get("start"))
    if not (asked or form.get("touched")):
        return cards  # untouched: the stored choices stay as they are
    saves.remember_choices(storage, choices_of(fields).to_text())
    focused = form.get("focused")

    def again() -> None:
        cards()
        page.prop('#new-game [name="seed"]', "value", fields.seed)
        if asked:
            page.call("#new-game", "requestSubmit")
        elif isinstance(focused, str) and focused:
            page.focus(f'#new-game [name="{focused}"]')

    return again


def early_cards(page, early: dict):
    """The card game as chosen in the menu before Python (static/early.js):
    the function returned, called once Python's menu is drawn, chooses it
    again with the card form's fields as they were, and starts it if its
    Start was pressed."""
    cards = early.get("cards") or {}
    if not cards.get("chosen"):
        return lambda: None

    def again() -> None:
        page.put_fields(cards.get("fields") or [])
        page.prop("#game-cards", "checked", True)
        if cards.get("start"):
            page.call("#new-card-game", "requestSubmit")

    return again


def export_game(page, session) -> str | None:
    """Download ``session``'s game as a file; None, or what went wrong, in
    words (an export never raises: play goes on)."""
    try:
        page.download(f"akropolis-{session.game_id}.json", saves.export_text(session, now()))
    except Exception as error:  # noqa: BLE001
        return words.export_failed(str(error))
    return None
