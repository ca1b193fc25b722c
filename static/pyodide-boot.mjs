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
// scripts/build.py), served gzipped. It downloads with Pyodide's own files and, before
// Python starts, is written into site-packages with a .pth file naming it,
// so `import akropolis` works in any script of the page and uses the .pyc.
//
// Python's start-up is most of a warm visit's time, so warm visits skip
// it: they restore akropolis-snapshot.gz, Pyodide's memory right after a
// start with the engine imported, made by the build. A first visit never
// waits for it (5 MB more before Python could run, on a real connection far
// more than the CPU it saves): Python starts the usual way, and the service
// worker, registered once the game is ready, downloads the snapshot in the
// background with the rest of its precache, for the next visits. So the
// snapshot is restored when the service worker controls the page (every file
// is then in its cache). Should the restore fail, Python starts the usual
// way. `?python=start` or `?python=snapshot` in the address forces one way
// (tests, benchmarks).
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

performance.mark("python:boot");
const ENGINE = new URL("../akropolis.zip.gz", import.meta.url);
const SNAPSHOT = new URL("../akropolis-snapshot.gz", import.meta.url);
const sinks = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

const download = (url) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
    return response;
  });
const gunzip = (response) =>
  new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
const engine = download(ENGINE).then(gunzip);
engine.catch(() => {}); // reported by fsInit below

const forced = new URLSearchParams(location.search).get("python");
const cached = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
const restoring =
  typeof DecompressionStream === "function" &&
  forced !== "start" &&
  (forced === "snapshot" || cached);

// Where the build puts the .pyc of PyScript's package in the engine's zip.
const PYSCRIPT_PYC = "_pyscript_pyc/";

const start = (snapshot) =>
  load({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    stdout: (text) => sinks.stdout(text),
    stderr: (text) => sinks.stderr(text),
    ...(snapshot ? { _loadSnapshot: snapshot } : {}),
    async fsInit(FS, { sitePackages }) {
      const bundle = new Uint8Array(await engine);
      FS.writeFile(`${sitePackages}/akropolis.zip`, bundle);
      FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\n");
      // PyScript writes its `pyscript` package as .py files into the home
      // folder (the current one) and imports it: it finds their .pyc there,
      // made by the build and checked against the source (a mismatch only
      // costs the compile they save).
      for (const [name, data] of storedFiles(bundle, PYSCRIPT_PYC)) {
        const path = `${FS.cwd()}/${name}`;
        FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
        FS.writeFile(path, data);
      }
    },
  });

// The files of a zip whose names start with `prefix`, which the build
// stores uncompressed: [name without the prefix, bytes] pairs.
function storedFiles(zip, prefix) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const fail = (why) => {
    throw new Error(`akropolis.zip: ${why}`);
  };
  // The end of central directory record (the build writes no zip comment).
  const end = zip.length - 22;
  if (end < 0 || view.getUint32(end, true) !== 0x06054b50) fail("not a zip file");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const files = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) fail("damaged central directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const header = view.getUint32(at + 42, true);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (!name.startsWith(prefix) || name.endsWith("/")) continue;
    if (method !== 0) fail(`${name} is compressed`);
    const data = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    files.push([name.slice(prefix.length), zip.subarray(data, data + size)]);
  }
  return files;
}

const restore = () => {
  const snapshot = download(SNAPSHOT).then(gunzip);
  // Pyodide awaits it only once its own module has loaded: a failure before
  // that is no unhandled rejection (the page would take it for a failed boot).
  snapshot.catch(() => {});
  return snapshot;
};

const started = restoring
  ? start(restore()).then(
      (pyodide) => [pyodide, "snapshot"],
      (error) => {
        console.warn("Starting Python without the snapshot:", error);
        return start(null).then((pyodide) => [pyodide, "start"]);
      },
    )
  : start(null).then((pyodide) => [pyodide, "start"]);

const python = started.then(([pyodide, how]) => {
  performance.mark("python:loaded");
  // A restored Python has the snapshot's random state: reseed it.
  if (how === "snapshot") pyodide.runPython("import random\nrandom.seed()");
  performance.mark("python:ready");
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
  performance.mark("pyscript:asks");
  if (stdout) sinks.stdout = stdout;
  if (stderr) sinks.stderr = stderr;
  return python;
}
