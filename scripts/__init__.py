"""The project's tooling: build the site (``build``), serve it (``serve``),
draw the icons (``icons``). Each module also runs as a script
(``python scripts/build.py``); tests and benchmarks import them as
``scripts.build`` and ``scripts.serve`` from the repository's root (pytest
puts it on ``sys.path``, see pyproject.toml)."""
