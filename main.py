"""PyScript entry point: starts the app in the page (see akropolis/web/browser.py).

The engine comes as one zip of .py and .pyc files (scripts/build.py), which
PyScript writes next to this file; zipimport loads the precompiled .pyc.
The performance marks time the boot (bench/boot.py reads them).
"""

import os
import sys

from js import performance

performance.mark("akropolis:main")
sys.path.insert(0, os.path.abspath("akropolis.zip"))

from akropolis.web.browser import start  # noqa: E402

performance.mark("akropolis:imported")
app = start()
