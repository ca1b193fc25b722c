"""Browser tests: the built site in Debian's Chromium (fixtures in tests/conftest.py)."""

# A cold boot downloads ~20 MB from localhost and compiles Pyodide's
# WebAssembly; on a 2-core machine that takes several seconds, more under load.
BOOT_TIMEOUT_MS = 90_000

# main.py sets <body data-ready="1"> once the engine runs; it also hides the
# loading screen.
READY_SELECTOR = 'body[data-ready="1"]'
