"""PyScript's entry point, run in the worker static/page.mjs starts: the
app is akropolis/browser/entry.py; the page calls the functions named in
``__export__`` (PyScript's documented way for a worker's functions)."""

from akropolis.browser.entry import pump, receive, start  # noqa: F401 (PyScript reads __export__)

__export__ = ["start", "receive", "pump"]
