"""``python -m akropolis``: see ``akropolis.cli``."""

import sys

try:
    from .cli import main
except KeyboardInterrupt:
    # Ctrl-C while the modules load: quietly, with main()'s status
    # (cli.INTERRUPTED; its module is what was being loaded).
    sys.exit(130)

sys.exit(main())
