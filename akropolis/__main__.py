"""``python -m akropolis``: see ``akropolis.cli``."""

import sys

from .cli import main

sys.exit(main())
