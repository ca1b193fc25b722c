"""PyScript entry point: starts the app in the page (see akropolis/browser/).

The performance marks time the boot (bench/boot.py reads them).
"""

from js import performance

performance.mark("akropolis:main")

from akropolis.browser import start  # noqa: E402

performance.mark("akropolis:imported")
app = start()
