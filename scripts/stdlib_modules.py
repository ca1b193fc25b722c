"""The standard-library modules the browser's Python needs, and how their list is made.

The build ships Pyodide's standard library trimmed to the modules listed in
scripts/stdlib-modules.txt (one dotted name a line; a package's line stands
for its ``__init__`` only). The list is what Python loads from the standard
library's zip, inside the pinned Pyodide under Node with its whole standard
library (scripts/pyodide_run.mjs), after:

- Python's own start-up in Pyodide (what ``loadPyodide()`` imports);
- importing every standard-library module that an import statement names,
  at any depth, in the code the browser runs: the engine (akropolis/ but its
  command line), main.py and PyScript's Python package; and a few small
  text codecs (EXTRA);
- scripts/stdlib_modes.py: every mode of the app played through;

less the modules frozen into Pyodide's Python (os, io, codecs, importlib's
bootstrap...: the binary holds them, the zip's copy is never read), which the
list names on a comment line.

Regenerate it after changing the code's imports or upgrading Pyodide:

    python scripts/stdlib_modules.py

tests/test_stdlib.py fails when the code imports a module the list lacks
(statically, and with ``sys.modules`` watched while every mode is played).
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for `scripts`, when run as a script

from scripts import build  # noqa: E402

LIST = build.STDLIB_LIST
DRIVER = Path(__file__).with_name("stdlib_modes.py")
RUNNER = Path(__file__).with_name("pyodide_run.mjs")
# Small codecs a str.encode() may look up by name at run time, and cp437,
# which zipfile (loaded by Pyodide at start) decodes most names of a zip with.
EXTRA = (
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.utf_8_sig",
    "encodings.utf_16",
    "encodings.utf_16_le",
    "encodings.utf_16_be",
    "encodings.utf_32",
    "encodings.raw_unicode_escape",
    "encodings.unicode_escape",
    "encodings.cp437",
)

TRACE = """
import _imp, importlib, json, sys

STDLIB = next(p for p in sys.path if p.endswith(".zip") and "/python3" in p) + "/"
failed = []
for name in JOB["imports"]:
    try:
        importlib.import_module(name)
    except Exception:
        # `from X import Y` names Y, which may be a function: not a module.
        failed.append(name)
moves = play_every_mode(JOB["engine"])
# Named by their files (os.path is posixpath, collections.abc _collections_abc);
# modules frozen into Python's binary are never read from the zip.
def frozen(module):
    return getattr(getattr(module, "__spec__", None), "origin", None) == "frozen"
loaded = sorted({
    module.__file__[len(STDLIB):]
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(STDLIB) and not frozen(module)
})
frozen_names = sorted(_imp._frozen_module_names())
report = {"modules": loaded, "frozen": frozen_names, "failed": failed, "moves": moves}
print("MODULES " + json.dumps(report))
"""


shipped = build.stdlib_kept
module_of = build.module_of
FROZEN_LINE = "# frozen: "


def frozen() -> frozenset[str]:
    """The modules Pyodide's Python has frozen in (the list's comment line)."""
    for line in LIST.read_text(encoding="utf-8").splitlines():
        if line.startswith(FROZEN_LINE):
            return frozenset(line[len(FROZEN_LINE) :].split())
    return frozenset()


def stdlib_names(stdlib_zip: Path) -> frozenset[str]:
    """Every module of a stdlib zip."""
    with zipfile.ZipFile(stdlib_zip) as archive:
        return frozenset(filter(None, map(module_of, archive.namelist())))


def browser_sources() -> dict[str, str]:
    """The Python code the page runs: name -> source."""
    sources = {
        rel.as_posix(): (ROOT / rel).read_text(encoding="utf-8") for rel in build.browser_sources()
    }
    for page_file in build.PAGE_FILES:
        sources[page_file] = (ROOT / page_file).read_text(encoding="utf-8")
    for name, source in build.pyscript_sources().items():
        sources["pyscript:" + name] = source
    return sources


def imported_names(source: str) -> set[str]:
    """Absolute module names an import statement names, at any depth (for
    `from X import Y`, X and X.Y: Y may be a module)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def static_stdlib_imports(available: frozenset[str]) -> set[str]:
    """The stdlib modules (of `available`) the browser's code names in imports."""
    names = set()
    for source in browser_sources().values():
        names.update(name for name in imported_names(source) if name in available)
    return names


def engine_modules() -> list[str]:
    """The engine's modules the browser may import (all but the command line
    and the browser layer, which needs a page)."""
    return build.snapshot_modules(build.browser_sources())


def generate() -> list[str]:
    """Trace the modules in Pyodide under Node; returns the sorted list."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: install nodejs.")
    full = build.compiled_stdlib()
    bundle = build.compiled_bundle(build.browser_sources(), full)
    available = stdlib_names(full)
    job = {
        "imports": sorted(static_stdlib_imports(available)) + list(EXTRA),
        "engine": engine_modules(),
    }
    program = (
        DRIVER.read_text(encoding="utf-8") + f"\nJOB = {json.dumps(job)!r}\n"
        "JOB = __import__('json').loads(JOB)\n" + TRACE
    )
    with tempfile.TemporaryDirectory(prefix="akropolis-stdlib-") as tmp:
        script = Path(tmp) / "trace.py"
        script.write_text(program, encoding="utf-8")
        result = subprocess.run(
            [node, str(RUNNER), str(full), str(bundle), str(script)],
            capture_output=True,
            text=True,
        )
    lines = [line for line in result.stdout.splitlines() if line.startswith("MODULES ")]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"tracing failed:\n{result.stdout}{result.stderr}")
    report = json.loads(lines[-1][len("MODULES ") :])
    modules = sorted({module_of(path) for path in report["modules"]} - {None})
    print(f"{report['moves']} moves played; {len(modules)} modules loaded from the zip")
    return modules, report["frozen"]


def main() -> int:
    modules, frozen_names = generate()
    header = (
        "# The standard-library modules the browser's Python loads: the build ships\n"
        "# only these. Made by `python scripts/stdlib_modules.py` (see its docstring).\n"
        "# Modules frozen into Pyodide's Python, never read from the zip:\n"
        f"{FROZEN_LINE}{' '.join(frozen_names)}\n"
    )
    LIST.write_text(header + "\n".join(modules) + "\n", encoding="utf-8")
    print(f"wrote {LIST.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
