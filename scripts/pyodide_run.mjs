// Build step: run a Python file inside the pinned Pyodide (under Node), with
// a given stdlib zip and the engine's zip on sys.path as in the page.
// Usage: node scripts/pyodide_run.mjs STDLIB.zip ENGINE.zip SCRIPT.py [ARG]
// SCRIPT.py runs as __main__ with sys.argv = [SCRIPT.py, ARG]; what it
// prints goes to stdout. Used by scripts/stdlib_modules.py.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [stdlib, engine, script, arg] = process.argv.slice(2);
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const bundle = readFileSync(engine);
const pyodide = await loadPyodide({
  indexURL: join(root, "node_modules", "pyodide") + "/",
  stdLibURL: stdlib,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
  // As static/pyodide-boot.mjs does in the page.
  fsInit(FS, { sitePackages }) {
    FS.writeFile(`${sitePackages}/akropolis.zip`, bundle);
    FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\n");
  },
});
const sys = pyodide.pyimport("sys");
sys.argv = pyodide.toPy([script, ...(arg === undefined ? [] : [arg])]);
const namespace = pyodide.globals.get("dict")();
namespace.set("__name__", "__main__");
try {
  pyodide.runPython(readFileSync(script, "utf8"), { globals: namespace, filename: script });
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
