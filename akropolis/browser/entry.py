"""The app's start in its worker: what main.py imports. Python runs off the
page's thread (PyScript's worker, started by static/page.mjs), and talks
with the page in messages (docs/architecture.md, "The page and Python"):

- ``start(hello)``: the page says what Python needs of it (the address,
  the languages, localStorage's keys, the menu filled in before Python);
  the app starts and returns its first screen (batches, as ``receive``);
- ``receive(text)``: one event of the page, handled at once; it returns
  what the event changed (batches of operations, as JSON);
- ``pump()``: the page waits on it for what Python changes on its own (a
  computer's move, a hint).
"""

import asyncio
import json
from collections import deque

from js import MessageChannel
from pyodide.ffi import create_proxy

from . import thinking
from .app import App
from .cardtable import CardTable
from .page import Element, Message, Page
from .rules import RulesPanel


class Outbox:
    """The batches for the page, until it takes them (``pump``)."""

    def __init__(self) -> None:
        self.batches: list[str] = []
        self.ready = asyncio.Event()

    def send(self, text: str) -> None:
        self.batches.append(text)
        self.ready.set()

    def take_now(self) -> str:
        """The batches so far, as one JSON list (maybe empty)."""
        self.ready.clear()
        batches, self.batches = self.batches, []
        return "[" + ",".join(batches) + "]"

    async def take(self) -> str:
        await self.ready.wait()
        return self.take_now()


class GiveWay:
    """A bot's slice gives the worker back through its message queue: the
    worker runs its timers (asyncio.sleep's) before the messages posted to
    it, so a bot yielding with a timer kept the page's events waiting for
    most of a decision (0.3 to 0.6 s against expert, measured); a message
    of its own comes after the page's."""

    def __init__(self) -> None:
        self.waiting: deque[asyncio.Future] = deque()
        self.channel = MessageChannel.new()
        self.channel.port1.onmessage = create_proxy(self.wake)

    def wake(self, _event) -> None:
        future = self.waiting.popleft()
        if not future.done():
            future.set_result(None)

    def __call__(self) -> asyncio.Future:
        future = asyncio.get_event_loop().create_future()
        self.waiting.append(future)
        self.channel.port2.postMessage(0)
        return future


thinking.give_way = GiveWay()
outbox = Outbox()
app: App | None = None


def start(hello: str) -> str:
    """The app started; its first screen is the answer (as ``receive``'s)."""
    global app
    page = Page(outbox.send, later=lambda flush: asyncio.get_event_loop().call_soon(flush))
    env = json.loads(str(hello))
    page.focused = Element(env.get("focus"))
    app = App(page, env)
    app.rules = RulesPanel(app)
    app.cards = CardTable(app)
    app.openers["cards"] = app.cards.open
    app.start()
    return outbox.take_now()


def receive(text: str) -> str:
    """Handle one message; what it changed (and anything waiting before it,
    in order) is the answer, applied by the page as the call returns."""
    app.receive(Message(json.loads(str(text))))
    return outbox.take_now()


async def pump() -> str:
    return await outbox.take()
