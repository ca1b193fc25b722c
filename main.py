"""PyScript entry point: the app starts in akropolis/browser/entry.py.

static/pyodide-boot.mjs, given this file to run, imports that module itself
(its .pyc, from akropolis.zip): compiling even this line would be Python's
compiler's first run in the page, which costs WebAssembly compiled on the
page's thread. With another PyScript this line does the same.
"""

import akropolis.browser.entry  # noqa: F401
