"""The app's start in the page: what main.py imports (static/pyodide-boot.mjs
imports this module itself when PyScript hands it main.py, so that Python
compiles nothing as it starts).

The page's side (static/page.mjs, ``globalThis.akropolisPage``) hands each
event over as a message and applies the operations Python sends back
(``page.Page``).

The performance marks time the boot (bench/boot.py reads them): the first
is set before the browser layer is imported (its package imports nothing).
"""

from js import performance

performance.mark("akropolis:main")

import asyncio  # noqa: E402
import json  # noqa: E402

from js import akropolisPage  # noqa: E402
from pyodide.ffi import create_proxy  # noqa: E402

from .app import App  # noqa: E402
from .cardtable import CardTable  # noqa: E402
from .page import Element, Message, Page  # noqa: E402
from .rules import RulesPanel  # noqa: E402

performance.mark("akropolis:imported")


def start() -> App:
    page = Page(
        lambda text: akropolisPage.apply(text),
        later=lambda flush: asyncio.get_event_loop().call_soon(flush),
    )
    env = json.loads(str(akropolisPage.hello()))
    page.focused = Element(env.get("focus"))
    app = App(page, env)
    app.rules = RulesPanel(app)
    app.cards = CardTable(app)
    app.openers["cards"] = app.cards.open
    akropolisPage.connect(create_proxy(lambda text: app.receive(Message(json.loads(str(text))))))
    app.start()
    return app


app = start()
