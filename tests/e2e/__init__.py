"""Browser tests: the built site in Debian's Chromium (fixtures in tests/conftest.py)."""

# A cold boot downloads ~20 MB from localhost and compiles Pyodide's
# WebAssembly; on a 2-core machine that takes several seconds, more under load.
BOOT_TIMEOUT_MS = 90_000

# main.py sets <body data-ready="1"> once the engine runs; it also hides the
# loading screen.
READY_SELECTOR = 'body[data-ready="1"]'

#: A browser test whose page's renderer crashed is run once more (pytest-
#: rerunfailures, a `flaky` marker put on every e2e test): Playwright's error
#: for it, or tests/conftest.py's PageCrashed (the page's "crash" event was seen). No other
#: failure is.
CRASH_RERUN = [r"^(Error|TargetClosedError): [\w.]+: Target crashed", r"^PageCrashed: "]
