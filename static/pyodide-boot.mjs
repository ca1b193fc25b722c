// Starts Python as early as possible, with the engine in place; PyScript
// then uses this Python (pyscript.toml: interpreter = this file).
//
// index.html loads this module straight away, so Pyodide boots while
// PyScript's own start-up runs (its config, plugins and an IndexedDB cache it
// opens before asking for an interpreter) instead of after it. When PyScript
// calls loadPyodide() it gets that same, maybe already running, Python; its
// stdout and stderr handlers take over from the console.
//
// The engine is one zip, akropolis.zip (.py and .pyc files, made by
// scripts/build.py). It downloads with Pyodide's own files and, before
// Python starts, is written into site-packages with a .pth file naming it,
// so `import akropolis` works in any script of the page and uses the .pyc.
//
// Warm visits (the service worker controls the page, so every file is in
// its cache) restore akropolis-snapshot.gz, Pyodide's memory right after a
// start with the engine imported, made by the build: no Python start-up.
// Should the restore fail, Python starts the usual way.
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const ENGINE = new URL("../akropolis.zip", import.meta.url);
const SNAPSHOT = new URL("../akropolis-snapshot.gz", import.meta.url);
const sinks = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

const download = (url) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
    return response;
  });
const engine = download(ENGINE).then((response) => response.arrayBuffer());
engine.catch(() => {}); // reported by fsInit below

const warm =
  Boolean(navigator.serviceWorker && navigator.serviceWorker.controller) &&
  typeof DecompressionStream === "function";

let enginePath;
const start = (snapshot) =>
  load({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    stdout: (text) => sinks.stdout(text),
    stderr: (text) => sinks.stderr(text),
    ...(snapshot ? { _loadSnapshot: snapshot } : {}),
    async fsInit(FS, { sitePackages }) {
      enginePath = `${sitePackages}/akropolis.zip`;
      FS.writeFile(enginePath, new Uint8Array(await engine));
      FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\n");
    },
  });

const restore = async () => {
  const response = await download(SNAPSHOT);
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

// After a start: a restored Python has the snapshot's random state, so it is
// reseeded; and PyScript, which writes its `pyscript` package as .py files
// into the home folder and imports it, finds .pyc for them (from the zip,
// checked against the source, so a mismatch only costs the compile saved).
const AFTER_START = `
import os, random, zipfile
random.seed()
with zipfile.ZipFile(ENGINE) as bundle:
    for name in bundle.namelist():
        if name.startswith(PREFIX) and not name.endswith("/"):
            path = os.path.join(os.path.expanduser("~"), name[len(PREFIX):])
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as out:
                out.write(bundle.read(name))
`;

const started = warm
  ? start(restore()).then(
      (pyodide) => [pyodide, "snapshot"],
      (error) => {
        console.warn("Starting Python without the snapshot:", error);
        return start(null).then((pyodide) => [pyodide, "start"]);
      },
    )
  : start(null).then((pyodide) => [pyodide, "start"]);

const python = started.then(([pyodide, how]) => {
  const names = pyodide.toPy({ ENGINE: enginePath, PREFIX: "_pyscript_pyc/" });
  pyodide.runPython(AFTER_START, { globals: names });
  names.destroy();
  // How Python started, for tests and benchmarks.
  document.documentElement.dataset.python = how;
  return pyodide;
});
// PyScript reports a failure when it asks for Python; index.html shows it.
python.catch(() => {});

// PyScript's call: options are its stdout/stderr (and the indexURL it
// guessed from this file's address, replaced above). Anything else, such
// as packages, this early start cannot honour: fail loudly.
export function loadPyodide({ stdout, stderr, indexURL, ...rest } = {}) {
  const unexpected = Object.keys(rest);
  if (unexpected.length) {
    return Promise.reject(new Error(`pyodide-boot.mjs cannot apply ${unexpected.join(", ")}`));
  }
  if (stdout) sinks.stdout = stdout;
  if (stderr) sinks.stderr = stderr;
  return python;
}
