"""PyScript entry point: starts the app in the page (see akropolis/web/browser.py)."""

from akropolis.web.browser import start

app = start()
