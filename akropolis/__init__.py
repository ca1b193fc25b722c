"""Akropolis in the browser: pure Python, standard library only.

One folder per part (docs/architecture.md draws them):

- ``rules``: Akropolis, the tile game's rules (hexes, tiles, city, scoring,
  game, solo, record);
- ``bots``: its computer players;
- ``app``: the app's pure logic (the table's ``Session``, what the screen
  shows, views, SVG, saves);
- ``browser``: the DOM glue, the only code that imports ``js``/``pyodide``/
  ``pyscript``;
- ``cli``: the command line (arenas and replays);
- ``words``: every sentence and plural shown to a player.
"""

__version__ = "0.1.0"
