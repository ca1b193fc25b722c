"""The app's start in the page: what main.py imports (static/pyodide-boot.mjs
imports this module itself when PyScript hands it main.py, so that Python
compiles nothing as it starts).

The performance marks time the boot (bench/boot.py reads them).
"""

from js import performance

performance.mark("akropolis:main")

from . import start  # noqa: E402

performance.mark("akropolis:imported")
app = start()
