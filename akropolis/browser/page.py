"""Python's side of static/page.mjs: the page as messages. Python reads no
element of the page: each event comes as a ``Message`` (which button, key
or hex; where the focus is), and what Python changes goes as operations,
batched and sent once the message is handled (``Page.flush``). So the app
runs the same on the page's thread or off it (docs/architecture.md, "The
page and Python"). Pure Python: pytest checks it as it is."""

from __future__ import annotations

import json
from collections.abc import Callable


class Element:
    """An element as the page described it (``describe`` in page.mjs);
    false when there was none."""

    def __init__(self, data: dict | None) -> None:
        data = data or {}
        self.present = bool(data)
        self.tag: str = data.get("tag", "")
        self.id: str = data.get("id", "")
        #: The ids of the element and of its ancestors, nearest first.
        self.ids: list[str] = list(data.get("ids", ()))
        self.name: str = data.get("name", "")
        self.type: str = data.get("type", "")
        self.value: str = data.get("value", "")
        self.checked: bool = bool(data.get("checked"))
        self.disabled: bool = bool(data.get("disabled"))
        #: Its ``data-*`` attributes, by their dataset names.
        self.data: dict[str, str] = dict(data.get("data", {}))
        self.arg: str | None = data.get("arg")
        #: The selectors of ``Page.watch`` it matches.
        self.matches: list[str] = list(data.get("matches", ()))

    def __bool__(self) -> bool:
        return self.present

    def within(self, element_id: str) -> bool:
        """Whether the element is ``#element_id`` or inside it."""
        return element_id in self.ids


class Message:
    """One event of the page, or a message of the page's own (``type``)."""

    def __init__(self, data: dict) -> None:
        self.raw = data
        self.type: str = str(data.get("type", ""))
        self.target = Element(data.get("target"))
        #: The nearest ``[data-action]`` / ``[data-card-action]`` around the target.
        self.action = Element(data.get("action"))
        self.card = Element(data.get("card"))
        self.focus = Element(data.get("focus"))
        self.in_board = bool(data.get("inBoard"))
        where = data.get("hex")
        self.hex: tuple[int, int] | None = (int(where[0]), int(where[1])) if where else None
        self.key: str = str(data.get("key", ""))
        self.ctrl, self.alt, self.meta = (bool(data.get(k)) for k in ("ctrl", "alt", "meta"))
        self.x, self.y = float(data.get("x", 0)), float(data.get("y", 0))
        self.pointer_id = int(data.get("pointerId", 0))
        self.primary = bool(data.get("primary", True))
        self.pointer_type: str = str(data.get("pointerType", ""))
        self.delta_y = float(data.get("deltaY", 0))
        self.board: dict | None = data.get("board")

    def get(self, name: str, default=None):
        return self.raw.get(name, default)

    def fields(self) -> list[tuple[str, str, str, bool]]:
        """A form's fields: (name, type, value, checked) each."""
        return [(str(n), str(t), str(v), bool(c)) for n, t, v, c in self.raw.get("fields", ())]


class Page:
    """The operations for the page, batched until ``flush``. Each write
    applies to every element its selector finds."""

    def __init__(self, send: Callable[[str], None], later: Callable[[Callable], None] | None = None) -> None:
        self._send = send
        self._later = later
        self.ops: list[list] = []
        self._flush_asked = False
        #: Where the focus is, as the page last said.
        self.focused = Element(None)

    def _op(self, *op) -> None:
        self.ops.append(list(op))
        if self._later is not None and not self._flush_asked:
            self._flush_asked = True
            self._later(self.flush)

    def flush(self) -> None:
        self._flush_asked = False
        if self.ops:
            ops, self.ops = self.ops, []
            self._send(json.dumps(ops))

    def soon(self, job: Callable[[], None]) -> None:
        """What is written so far goes to the page; ``job`` runs after it, in
        a batch of its own: in the worker's next turn (``later``), so that
        the page applies the first while Python does the second; without a
        ``later``, at once."""
        self.flush()
        if self._later is None:
            job()
            self.flush()
        else:
            self._later(lambda: (job(), self.flush()))

    # ------------------------------------------------------------- writes
    def html(self, selector: str, text: str) -> None:
        self._op("html", selector, text)

    def text(self, selector: str, text: str) -> None:
        self._op("text", selector, text)

    def attr(self, selector: str, name: str, value: str | None) -> None:
        """Set attribute ``name`` (None: remove it)."""
        self._op("attr", selector, name, value)

    def prop(self, selector: str, name: str, value) -> None:
        """Set property ``name`` (``disabled``, ``checked``, ``value``...)."""
        self._op("prop", selector, name, value)

    def data(self, selector: str, key: str, value: str | None) -> None:
        """Set ``dataset[key]`` (None: remove it)."""
        self._op("data", selector, key, value)

    def call(self, selector: str, method: str, *args) -> None:
        """Call ``method`` of the first element ``selector`` finds, if any."""
        self._op("call", selector, method, *args)

    def focus(self, *candidates: str, scroll: bool = False) -> None:
        """Focus the first of ``candidates`` found and not disabled."""
        self._op("focus", list(candidates), scroll)

    def media(self, query: str, selector: str, name: str, value) -> None:
        """Set property ``name`` if the screen matches media ``query``."""
        self._op("media", query, selector, name, value)

    def scroll(self, x: float, y: float) -> None:
        self._op("scroll", x, y)

    def scroll_step(self, box: str, step: str) -> None:
        """Scroll ``box`` (not the page) to its element ``step``."""
        self._op("step", box, step)

    def keys(self, keys: list[str], enter: str = "") -> None:
        """The keys Python acts on now ("Control+z" with Ctrl), and the
        buttons on which Enter is Python's (a selector): the page keeps
        them from their own use at once."""
        self._op("keys", keys, enter)

    def watch(self, selectors) -> None:
        """Have the page say which of ``selectors`` each element it
        describes matches (``Element.matches``)."""
        self._op("watch", list(selectors))

    def download(self, name: str, text: str) -> None:
        """Offer ``text`` as a JSON file named ``name``."""
        self._op("download", name, text)

    def keep_fields(self) -> None:
        """Have the page keep the values of the forms' fields in ``#app``
        (put back by ``put_fields`` once the screen is drawn again)."""
        self._op("keep-fields")

    def put_fields(self, fields: list | None = None) -> None:
        """Put back in the forms drawn since the fields kept (or ``fields``:
        [form id, name, type, value, checked] each), and show the seats
        they ask for."""
        self._op("put-fields", fields)

    def store(self, key: str, value: str | None, expect: str | None, group: str) -> None:
        """Write ``value`` under ``key`` in localStorage (None: remove it),
        if it still holds ``expect`` and no write of its ``group`` failed
        before it in the batch; a write not made comes back as an
        ``unwritten`` message (``store.PageStorage``)."""
        self._op("store", key, value, expect, group)

    def forget_hash(self) -> None:
        """Take the fragment out of the page's address (no reload, no history entry)."""
        self._op("forget-hash")

    def unsaved(self, holds: bool) -> None:
        """Whether this tab holds a game that is not saved: a new version of
        the site never reloads the page then (static/pwa.js)."""
        self._op("unsaved", holds)

    def ask(self, what: str, *args) -> None:
        """Something only the page can do and answer (the clipboard, the
        share sheet...): its answer comes as a message of type ``what``."""
        self._op("ask", what, *args)
