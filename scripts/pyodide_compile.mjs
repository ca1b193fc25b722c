// Build step: run scripts/pyodide_compile.py inside the pinned Pyodide (under
// Node), so the .pyc files it writes match the browser's Python exactly.
// Usage: node scripts/pyodide_compile.mjs JOB.json
// JOB.json: {"stdlib": path of a stdlib zip to boot with (optional),
//            "tasks": [...]} where every "src", "out" and "files" path is a
// host path; they are copied in and out of Pyodide's in-memory file system.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide({
  indexURL: join(root, "node_modules", "pyodide") + "/",
  ...(job.stdlib ? { stdLibURL: job.stdlib } : {}),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
const { FS } = pyodide;
let count = 0;
const copyIn = (path) => {
  const inside = `/build/in/${count++}`;
  FS.mkdirTree("/build/in");
  FS.writeFile(inside, readFileSync(path));
  return inside;
};
FS.mkdirTree("/build/out");
const outputs = [];
const tasks = job.tasks.map((task) => {
  const out = `/build/out/${outputs.length}`;
  outputs.push([out, task.out]);
  if (task.kind === "stdlib") return { ...task, src: copyIn(task.src), out };
  const copyAll = (files) =>
    Object.fromEntries(Object.entries(files).map(([name, path]) => [name, copyIn(path)]));
  return { ...task, files: copyAll(task.files), pycache: copyAll(task.pycache), out };
});
const namespace = pyodide.globals.get("dict")();
pyodide.runPython(readFileSync(join(here, "pyodide_compile.py"), "utf8"), { globals: namespace });
namespace.get("run")(JSON.stringify({ tasks }));
for (const [inside, path] of outputs) writeFileSync(path, FS.readFile(inside));
