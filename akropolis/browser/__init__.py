"""The browser layer: the only code that imports ``js``, ``pyodide`` or
``pyscript``, and the only code that touches the DOM and localStorage.

It is thin: ``dom`` adapts the page (storage, listeners, the form's fields,
downloads), ``table`` writes what changed of the session's screen,
``thinking`` runs bots in slices, ``settings`` applies the player's
settings and keeps their dialog, ``rules`` keeps the Rules panel, and ``app`` reads events and hands them to
the app's pure logic (``akropolis.app``). ``entry`` starts it all in the
page (main.py imports it); this package imports nothing itself, so that
``entry`` marks the start before the layer is imported.
"""
