"""Adapters between the page and the app's pure logic: localStorage as a
``saves.Storage``, event listeners, the new-game form's fields, a download,
the clock, and the address's ``?pace=``."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from pyodide.ffi import JsException, create_proxy, to_js
from pyscript import document, window

from .. import words
from ..app import saves
from ..app.newgame import Form, choices_of, long_game_refusal, seats_shown


class LocalStorage:
    """``saves.Storage`` over the browser's localStorage."""

    def __init__(self, store) -> None:
        self.store = store

    def get(self, key: str) -> str | None:
        value = self.store.getItem(key)
        return value if isinstance(value, str) else None  # a missing key is JS null

    def set(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except JsException as error:
            if saves.quota_exceeded(getattr(error, "name", ""), str(error)):
                raise saves.StorageFull(key) from error
            raise saves.StorageRefused(key) from error  # e.g. a SecurityError

    def remove(self, key: str) -> None:
        self.store.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.store.key(i)) for i in range(self.store.length)]


def open_storage():
    try:
        store = window.localStorage
        store.getItem(saves.CURRENT)
        return LocalStorage(store)
    except Exception:  # storage disabled: play on, without saves
        return saves.MemoryStorage()


class Listeners:
    """Python handlers on DOM events, kept alive as long as the page."""

    def __init__(self) -> None:
        self._proxies = []

    def listen(self, target, event: str, handler, **options) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        if options:
            target.addEventListener(event, proxy, js_object(options))
        else:
            target.addEventListener(event, proxy)

    def proxy(self, handler):
        """``handler`` as a JavaScript function kept alive with the page."""
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        return proxy


def js_object(data: dict):
    return to_js(data, dict_converter=window.Object.fromEntries)


def publish_unsaved(keeper) -> None:
    """Let the page's update script (static/pwa.js) ask whether this tab
    holds a game that is not saved: a new version never reloads it then."""
    window.akropolisUnsaved = create_proxy(lambda: bool(keeper.unsaved))


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d%H%M%S") + f"-{random.randrange(16**6):06x}"


def by_id(name: str):
    return document.getElementById(name)


def follow_choice(page, chosen: int | None) -> None:
    """If a Construction Site tile has the focus, give it to the chosen one
    (as in a group of radio buttons), so that Enter places it
    (``commands.enter_on``) after a digit key or a suggestion chose it."""
    focused = page.focused
    if chosen is None or not focused or not focused.within("site") or "pos" not in focused.data:
        return
    if focused.data.get("pos") != str(chosen):
        page.focus(f'#site [data-action="select"][data-pos="{chosen}"]')


def address_pace() -> float | None:
    """The pause before a computer moves set by ``?pace=SECONDS`` in the
    address (0 to 5): it wins over the settings' pace (for tests); None
    without one."""
    params = window.URLSearchParams.new(window.location.search)
    text = params.get("pace")
    try:
        return min(5.0, max(0.0, float(text))) if isinstance(text, str) else None
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


def page_form(form):
    """The fields of ``form`` as the page holds them, as ``read_form`` takes them."""
    return [
        (str(f.getAttribute("name")), str(getattr(f, "type", "")), str(getattr(f, "value", "")),
         bool(getattr(f, "checked", False)))
        for f in form.querySelectorAll("[name]")
    ]


def early_form(storage):
    """What was done in the menu before Python was ready (static/early.js):
    its choices are remembered now, so that the menu Python draws shows
    them; the function returned, called once it is drawn, puts back the
    seed and the focus, starts the game if Start was pressed, and opens the
    Rules or Settings if one was pressed."""
    again = _early_choices(storage)
    opened = document.documentElement.getAttribute("data-early-open")

    def drawn() -> None:
        again()
        document.documentElement.removeAttribute("data-early-open")
        opener = {"rules": "#app [data-rules]", "settings": "#app [data-settings='open']"}.get(opened)
        button = document.querySelector(opener) if opener else None
        if button:
            button.click()

    return drawn


def _early_choices(storage):
    form = by_id("new-game")
    if not form or document.documentElement.getAttribute("data-early") != "1":
        return lambda: None
    cards = early_cards()
    fields = read_form(page_form(form))
    asked = form.getAttribute("data-start") == "1"
    if not (asked or form.getAttribute("data-touched") == "1"):
        return cards  # untouched: the stored choices stay as they are
    saves.remember_choices(storage, choices_of(fields).to_text())
    focused = document.activeElement.getAttribute("name") if document.activeElement else None

    def again() -> None:
        cards()
        drawn = by_id("new-game")
        if not drawn:
            return
        drawn.elements.namedItem("seed").value = fields.seed
        if asked:
            drawn.requestSubmit()
        elif isinstance(focused, str) and drawn.elements.namedItem(focused):
            drawn.elements.namedItem(focused).focus()

    return again


def early_cards():
    """The card game as chosen in the menu before Python (static/early.js):
    the function returned, called once Python's menu is drawn, chooses it
    again with the card form's fields as they were, and starts it if its
    Start was pressed."""
    chosen, form = by_id("game-cards"), by_id("new-card-game")
    if not chosen or not form or not chosen.checked:
        return lambda: None
    put_back = fields_kept(form.parentNode)
    asked = form.getAttribute("data-start") == "1"

    def again() -> None:
        put_back()
        by_id("game-cards").checked = True
        if asked:
            by_id("new-card-game").requestSubmit()

    return again


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


def fields_kept(root, page):
    """The fields of the forms in ``root`` as they are now; the function
    returned puts them back in the forms drawn since (by form id and field
    name), and shows the seats they ask for."""
    kept = []
    for field in root.querySelectorAll("form[id] [name]"):
        form = field.closest("form").id
        # Only check boxes and radio buttons have `checked` (a select, a
        # fieldset has not: a JsProxy then raises AttributeError).
        checked = bool(getattr(field, "checked", False))
        value = str(getattr(field, "value", ""))
        kept.append((form, str(field.name), str(getattr(field, "type", "")), value, checked))

    def put_back() -> None:
        for form_id, name, kind, value, checked in kept:
            form = by_id(form_id)
            if not form:
                continue
            for field in form.querySelectorAll(f'[name="{name}"]'):
                if kind in ("checkbox", "radio"):
                    if str(field.value) == value:
                        field.checked = checked
                elif str(field.type) == kind:
                    field.value = value
        form = by_id("new-game")
        if form:
            sync_form(page, str(form.elements.namedItem("players").value))
            page.flush()

    return put_back


def export_game(page, session) -> str | None:
    """Download ``session``'s game as a file; None, or what went wrong, in
    words (an export never raises: play goes on)."""
    try:
        page.download(f"akropolis-{session.game_id}.json", saves.export_text(session, now()))
    except Exception as error:  # noqa: BLE001
        return words.export_failed(str(error))
    return None
