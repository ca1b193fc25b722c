"""``bench/engine.py`` run in Pyodide: the same rows (engine hot paths, each
bot's time per move, ``hard``'s cost per placement judged), measured in the
Python the browser runs, for a side-by-side with CPython.

It runs Node.js with the Pyodide of ``node_modules`` (``package-lock.json``:
the very runtime the site ships; ``npm ci`` first, as ``scripts/test.sh``
does), mounts this repository into Pyodide's file system, and runs
``bench/engine.py`` there with the arguments given. Node.js runs WebAssembly
with V8, as Chromium does; the page's own overheads (slices, rendering) are
not in these figures: ``bench/bots_browser.py`` measures a whole move in the
page.

In Pyodide ``time.process_time`` reads a wall clock: run it on a quiet
machine.

Run: python bench/engine_pyodide.py [--runs N] [--bots hard,expert]
"""

from __future__ import annotations

import json
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"

#: The ES module Node.js runs: Pyodide, the repository mounted at /repo,
#: and bench/engine.py's main with the arguments given (JSON on argv[1]).
RUNNER = """
const [indexURL, root, args] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
py.mountNodeFS("/repo", root);
py.globals.set("ARGS", JSON.parse(args));
py.runPython(`
import sys
sys.path.insert(0, "/repo")
sys.argv = ["bench/engine.py", *ARGS]
import runpy
runpy.run_path("/repo/bench/engine.py", run_name="__main__")
`);
"""


def command(args: list[str]) -> list[str]:
    """The Node.js command that runs bench/engine.py with ``args`` in Pyodide."""
    node = shutil.which("node") or "node"
    return [
        node,
        "--input-type=module",
        "-e",
        RUNNER,
        str(PYODIDE) + "/",
        str(ROOT),
        json.dumps(args),
    ]


def main() -> int:
    if not (PYODIDE / "pyodide.mjs").exists():
        print("Pyodide is not installed: run 'bash scripts/npm-ci.sh' first.", file=sys.stderr)
        return 1
    return subprocess.run(command(sys.argv[1:]), check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
