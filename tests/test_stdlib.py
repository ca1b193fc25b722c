"""The browser's standard library is trimmed to scripts/stdlib-modules.txt:
no code the page runs, in any mode of the app, may import a module it lacks.

(The list itself is made by tracing Python in Pyodide: scripts/stdlib_modules.py.
The e2e tests then run the app in Chromium on the trimmed library.)
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scripts import build, stdlib_modules

ROOT = Path(__file__).resolve().parent.parent
STOCK_STDLIB = build.NODE_MODULES / "pyodide" / "python_stdlib.zip"

# Runs in a fresh CPython: imports the shipped modules first (with what they
# import under this Python, which differs from Pyodide's), then plays every
# mode of the app and prints the stdlib modules loaded since, from .py files
# (extension modules are built into Pyodide), named by their files (os.path is
# posixpath): paths in the stdlib folder.
WATCH = """
import importlib, json, os, sys
def loaded():
    stdlib = os.path.dirname(os.__file__) + "/"
    return {
        module.__file__[len(stdlib):]
        for module in list(sys.modules.values())
        if (getattr(module, "__file__", None) or "").startswith(stdlib)
        and getattr(module.__spec__, "origin", None) != "frozen"
        and "site-packages" not in module.__file__
        and module.__file__.endswith(".py")
    }
for name in %r:
    try:
        importlib.import_module(name)
    except Exception:
        pass
before = loaded()
sys.path.insert(0, %r)
from scripts.stdlib_modes import play_every_mode
play_every_mode(%r)
print(json.dumps(sorted(loaded() - before)))
"""


@pytest.fixture(scope="module")
def pyodide_stdlib() -> frozenset[str]:
    """Every module of Pyodide's own standard library (as npm ships it)."""
    if not STOCK_STDLIB.is_file():
        pytest.skip("node_modules is missing: run npm ci")
    return stdlib_modules.stdlib_names(STOCK_STDLIB)


def test_the_list_names_modules_of_pyodides_stdlib(pyodide_stdlib):
    shipped = stdlib_modules.shipped()
    assert {"json", "asyncio", "dataclasses", "random", "pyodide", "_pyodide"} <= shipped
    assert not shipped - pyodide_stdlib, sorted(shipped - pyodide_stdlib)
    assert {"os", "io", "codecs"} <= stdlib_modules.frozen()
    assert not shipped & stdlib_modules.frozen()


def test_every_stdlib_import_of_the_pages_code_is_shipped(pyodide_stdlib):
    """Every import statement, at any depth, of the engine (but its command
    line), main.py and PyScript's package."""
    shipped = stdlib_modules.shipped() | stdlib_modules.frozen()
    missing = {}
    for name, source in stdlib_modules.browser_sources().items():
        for module in stdlib_modules.imported_names(source):
            if module in pyodide_stdlib and module not in shipped:
                missing.setdefault(module, []).append(name)
    assert not missing, (
        f"imported but not in scripts/stdlib-modules.txt: {missing}; "
        "run python scripts/stdlib_modules.py"
    )


def test_every_mode_of_the_app_loads_only_shipped_modules(pyodide_stdlib):
    """Hot seat, every computer level, solo at each level, the long game,
    the variants, saves, export and import, settings (scripts/stdlib_modes.py)
    under CPython with sys.modules watched. Modules Pyodide's Python does not
    have (CPython 3.11's own) are not its concern."""
    shipped = sorted(stdlib_modules.shipped())
    code = WATCH % (shipped, str(ROOT), stdlib_modules.engine_modules())
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=600, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    loaded = {build.module_of(path) for path in json.loads(result.stdout.splitlines()[-1])}
    available = stdlib_modules.shipped() | stdlib_modules.frozen()
    missing = sorted(set(loaded) & pyodide_stdlib - available)
    assert not missing, (
        f"a game loads {missing}, not in scripts/stdlib-modules.txt: "
        "run python scripts/stdlib_modules.py"
    )


def test_the_build_ships_exactly_the_listed_modules(pyodide_stdlib):
    full = build.compiled_stdlib()
    trimmed = build.trimmed_stdlib(full)
    with zipfile.ZipFile(trimmed) as archive:
        names = archive.namelist()
    modules = {build.module_of(name) for name in names} - {None}
    assert modules == stdlib_modules.shipped() & stdlib_modules.stdlib_names(full)
    assert not [name for name in names if name.endswith(".py")]
