"""The app's logic, as pure Python that plain pytest can check: the table
(``session``), the new-game form, saved games (``saves``), and the page's
HTML (``views``) and SVG (``render``). The browser layer (``..browser``)
only moves their text into the page and events into their calls."""
