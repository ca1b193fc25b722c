"""The app's start in the page: what main.py imports (static/pyodide-boot.mjs
imports this module itself when PyScript hands it main.py, so that Python
compiles nothing as it starts).

The performance marks time the boot (bench/boot.py reads them): the first
is set before the browser layer is imported (its package imports nothing).
"""

from js import performance

performance.mark("akropolis:main")

from .app import App  # noqa: E402
from .cardtable import CardTable  # noqa: E402
from .rules import RulesPanel  # noqa: E402

performance.mark("akropolis:imported")


def start() -> App:
    app = App()
    app.rules = RulesPanel(app)
    app.cards = CardTable(app)
    app.openers["cards"] = app.cards.open
    app.start()
    return app


app = start()
