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
const forced = new URLSearchParams(location.search).get("python");
// This site's own worker (static/sw.js, copied to the site's root) has every
// file; a worker of another site on the same origin (at / while this one is
// under /akropolis/, say) may control the page and have none.
const WORKER = new URL("../sw.js", import.meta.url).href;
const cached = Boolean(
  navigator.serviceWorker &&
    navigator.serviceWorker.controller &&
    navigator.serviceWorker.controller.scriptURL === WORKER,
);

// The loading screen's progress on a first visit: megabytes received of the
// files Python needs before it starts. scripts/build.py fills in SIZES: each
// file's size and its size on the wire (gzipped where GitHub Pages gzips).
// What arrives is counted as it arrives (a clone of each response's body,
// read alongside; the response itself goes to its reader untouched) for the
// files fetched with fetch(), the WebAssembly among them (3.5 of the 5.8 MB:
// counted only once done, the bar would stall at a third, then jump), and
// at once when done for the modules; the megabytes shown are on the wire,
// in proportion. Only a first visit counts. The clone has a price: the
// browser keeps no compiled code of a download read twice, so the visit
// after it compiles the WebAssembly again (bench/boot.py: its repeat visit
// about 0.25 s slower); a bar that stood still for most of a slow first
// download, as if the page had hung, cost more. Warm visits (every file in
// the service worker's cache) take a moment and show nothing.
const SIZES = {} /* __SIZES__ */;
const files = new Map(
  Object.entries(SIZES).map(([path, [size, wire]]) => [
    new URL(`../${path}`, import.meta.url).href,
    { size, wire, got: 0 },
  ]),
);
const progress = { drawn: false, over: false };
// The page's words in the language read (index.html's first script).
const pageWord = (key, values) => (globalThis.akropolisWord ? globalThis.akropolisWord(key, values) : key);
const megabytes = (bytes) =>
  (bytes / 1e6).toLocaleString(document.documentElement.lang || "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
function drawProgress() {
  progress.drawn = false;
  const loading = document.getElementById("loading");
  const bar = loading && loading.querySelector(".loading-bar");
  if (!bar || progress.over || loading.classList.contains("failed")) return;
  let line = document.getElementById("loading-bytes");
  if (!line) {
    line = document.createElement("p");
    line.id = "loading-bytes";
    line.className = "loading-bytes";
    // Many changes a second: the live region above says each step instead.
    line.setAttribute("aria-hidden", "true");
    bar.after(line);
  }
  let wire = 0;
  let received = 0;
  for (const file of files.values()) {
    wire += file.wire;
    received += file.size ? (file.wire * file.got) / file.size : 0;
  }
  if (received >= wire) {
    progress.over = true;
    delete bar.dataset.progress;
    line.textContent = pageWord("PAGE_DOWNLOADED", { total: megabytes(wire) });
  } else {
    bar.dataset.progress = "";
    bar.style.setProperty("--progress", String(received / wire));
    line.textContent = pageWord("PAGE_RECEIVED", { received: megabytes(received), total: megabytes(wire) });
  }
}
function received(url, bytes, done = false) {
  const file = files.get(url);
  if (!file) return;
  file.got = done ? file.size : Math.min(file.size, file.got + bytes);
  if (!progress.drawn) {
    progress.drawn = true;
    requestAnimationFrame(drawProgress);
  }
}
const originalFetch = globalThis.fetch;
if (!cached && files.size) {
  const count = async (url, body) => {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received(url, value.byteLength);
    }
    received(url, 0, true);
  };
  globalThis.fetch = function (resource, options) {
    const answer = originalFetch.call(this, resource, options);
    const url = new URL(resource instanceof Request ? resource.url : resource, location.href).href;
    if (files.has(url)) {
      answer.then(
        (response) => response.ok && response.body && count(url, response.clone().body),
        () => {},
      );
    }
    return answer;
  };
  // Modules (Pyodide's, PyScript's) and the WebAssembly: counted once loaded.
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) received(entry.name, 0, true);
  });
  observer.observe({ type: "resource", buffered: true });
}

const download = (url) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
    return response;
  });
const gunzip = (response) =>
  new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
// A gzipped file's bytes. The service worker keeps an unpacked copy of the
// engine (akropolis.zip) and the snapshot (akropolis-snapshot.sparse, its
// runs of zeros left out) (static/sw.js): when it controls the page, that
// copy is read, sparing the page's thread the gunzip (and 17 MB of zeros);
// should it be missing or damaged, the .gz is fetched and gunzipped.
//
// The copy is read from Cache Storage itself (caches.match), not through
// the worker's fetch(), which is several times slower for the 14 MB of the
// snapshot (docs/boot.md). The worker labels each copy
// with the SHA-256 of the .gz it unpacked (PACKED_HEADER), and the build
// writes this deploy's into PACKED: a copy of another deploy (a cache that
// an update has not yet replaced) is left for the worker to answer.
// The label also names the copies' format (static/sw.js's sparse(), dense()
// below): change one, change COPY_FORMAT in both files.
const PACKED = {} /* __PACKED__ */;
const PACKED_HEADER = "X-Akropolis-Packed";
const COPY_FORMAT = "1";
const fromCache = (copy, url) => {
  const sha = PACKED[url.href.slice(new URL("../", import.meta.url).href.length)];
  // In a promise: where reading `caches` itself throws, the worker answers.
  return Promise.resolve().then(() => {
    if (typeof caches === "undefined" || !sha) throw new Error("no Cache Storage");
    return caches.match(copy.href);
  }).then((response) => {
    const label = `${sha}/${COPY_FORMAT}`;
    if (!response || response.headers.get(PACKED_HEADER) !== label) throw new Error(`${copy}: not this deploy's`);
    // Which way it came, for tests and benchmarks.
    performance.mark(`python:from-cache ${copy.pathname.split("/").pop()}`);
    return response;
  });
};
const unpack = (url, copy, read = (bytes) => bytes) => {
  const packed = () => download(url).then(gunzip);
  if (!cached) return packed();
  return fromCache(copy, url)
    .catch(() => download(copy))
    .then((response) => response.arrayBuffer())
    .then(read)
    .catch(packed);
};
// The bytes static/sw.js's sparse() left without their runs of zeros.
function dense(buffer) {
  const [count, size] = new Uint32Array(buffer, 0, 2);
  const runs = new Uint32Array(buffer, 8, 2 * count);
  const bytes = new Uint8Array(size);
  let at = 8 + 8 * count;
  for (let i = 0; i < count; i++) {
    bytes.set(new Uint8Array(buffer, at, runs[2 * i + 1]), runs[2 * i]);
    at += runs[2 * i + 1];
  }
  if (at !== buffer.byteLength) throw new Error("akropolis-snapshot.sparse is damaged");
  return bytes.buffer;
}
const engine = unpack(ENGINE, new URL("../akropolis.zip", import.meta.url));
engine.catch(() => {}); // reported by fsInit below

const restoring =
  typeof DecompressionStream === "function" &&
  forced !== "start" &&
  (forced === "snapshot" || cached);

// On a warm visit the WebAssembly is compiled from the start, while
// Pyodide's JavaScript loads and the snapshot is read: Pyodide itself would
// only start compiling it once both are done. Its instantiateStreaming() of
// that file is then given this compiled module (once; anything else goes to
// the browser's own). A first visit leaves it to Pyodide: a second request
// for the runtime could download it twice.
const WASM = new URL("../vendor/pyodide/pyodide.asm.wasm", import.meta.url).href;
if (cached && typeof WebAssembly.compileStreaming === "function") {
  const compiled = WebAssembly.compileStreaming(originalFetch(WASM));
  // On a failure Pyodide compiles it as usual.
  compiled.then(() => performance.mark("python:compiled"), () => {});
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const response = await source;
    if (!response || response.url !== WASM) return instantiateStreaming.call(this, response, imports);
    WebAssembly.instantiateStreaming = instantiateStreaming;
    let module;
    try {
      module = await compiled;
    } catch {
      return instantiateStreaming.call(this, response, imports);
    }
    if (response.body) response.body.cancel().catch(() => {});
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}

// Where the build puts the .pyc of PyScript's package in the engine's zip.
const PYSCRIPT_PYC = "_pyscript_pyc/";

// Pyodide's own JavaScript, which Pyodide would import as pyodide.asm.mjs once
// its configuration is done: the build ships it as a classic script
// (scripts/build.py, classic_runtime), loaded at once. Chromium keeps the
// compiled code of the classic scripts a service worker caches, so a warm
// visit does not compile its 1.25 MB again, as it did the module.
const runtime = new Promise((resolve, reject) => {
  const script = document.createElement("script");
  script.src = new URL("../vendor/pyodide/pyodide.asm.js", import.meta.url).href;
  script.async = true;
  script.onload = () => {
    const create = globalThis.__createPyodideModule;
    delete globalThis.__createPyodideModule;
    if (typeof create === "function") resolve(create);
    else reject(new Error("pyodide.asm.js did not define Pyodide's module"));
  };
  script.onerror = () => reject(new Error(`Could not load ${script.src}.`));
  document.head.append(script);
});
runtime.catch(() => {}); // reported by load() below

const start = async (snapshot) =>
  load({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    createPyodideModule: await runtime,
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
  const snapshot = unpack(SNAPSHOT, new URL("../akropolis-snapshot.sparse", import.meta.url), dense);
  snapshot.then(() => performance.mark("python:snapshot"), () => {});
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
  // A restored Python has the snapshot's random state: reseed it (an
  // import and a call: no code to compile, see shortcut() below).
  if (how === "snapshot") {
    const random = pyodide.pyimport("random");
    random.seed();
    random.destroy();
  }
  performance.mark("python:ready");
  // How Python started, for tests and benchmarks.
  document.documentElement.dataset.python = how;
  shortcut(pyodide);
  return pyodide;
});

// Python's compiler, run for the first time in a page, costs WebAssembly
// compiled on the page's thread (V8 compiles each function at its first
// call and caches only the hot ones: bench/boot.py --wasm-trace), a
// noticeable part of a warm visit. PyScript hands Python two pieces of source as it starts,
// and both are known here, so nothing is compiled:
// - its own package: lines that write each file of `pyscript/` into the home
//   folder, then import it (src/stdlib.js in @pyscript/core). Code of
//   exactly that shape is done here: the same files written, the same
//   import (of the build's .pyc, see fsInit), nothing left in its globals;
// - main.py, whose text the build writes into MAIN: its one import is done
//   here.
// Anything else (another PyScript, a changed main.py) runs as PyScript
// asked. html[data-pyscript-package] and html[data-entry] say "imported"
// when this was done (data-entry is "importing" until the app has started).
const MAIN = null /* __MAIN__ */;
const ENTRY = "akropolis.browser.entry";
function shortcut(pyodide) {
  const run = pyodide.runPythonAsync;
  pyodide.runPythonAsync = async function (code, ...rest) {
    const files = typeof code === "string" ? pyscriptPackage(code) : null;
    if (files) {
      for (const [path, text] of files) {
        const full = `${pyodide.FS.cwd()}/${path}`;
        pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
        pyodide.FS.writeFile(full, text);
      }
      pyodide.pyimport("pyscript").destroy();
      document.documentElement.dataset.pyscriptPackage = "imported";
      return undefined;
    }
    if (MAIN !== null && code === MAIN) {
      document.documentElement.dataset.entry = "importing";
      pyodide.pyimport(ENTRY).destroy();
      document.documentElement.dataset.entry = "imported";
      return undefined;
    }
    return run.call(this, code, ...rest);
  };
}

// PyScript's code that writes its package: [path, text] for each file, or
// null if `code` is anything but exactly that (see shortcut()).
export function pyscriptPackage(code) {
  const lines = code.split("\n");
  const head = ["import os as _os", "from pathlib import Path as _Path", "_path = None"];
  if (head.some((line, i) => lines[i] !== line)) return null;
  const files = [];
  let path = null;
  let imported = false;
  for (const line of lines.slice(head.length)) {
    let match;
    if ((match = /^_path = _Path\("\.\/((?:[\w-]+\/)*[\w-]+(?:\.py)?)"\)$/.exec(line))) {
      path = match[1];
    } else if ((match = /^_path\.write_text\(("(?:[^"\\]|\\.)*"),encoding="utf-8"\)$/.exec(line))) {
      if (path === null || !path.endsWith(".py") || imported) return null;
      try {
        files.push([path, JSON.parse(match[1])]);
      } catch {
        return null;
      }
    } else if (line === "import pyscript as _pyscript") {
      imported = true;
    } else if (/^if not _os\.path\.exists\("\.\/[\w\/-]+"\):$/.test(line)) {
      // a folder: made as its files are written
    } else if (line !== "    _path.mkdir(parents=True, exist_ok=True)" && line !== "" &&
               !/^del (_Path|_path|_os|_pyscript)$/.test(line)) {
      return null;
    }
  }
  return imported && files.length ? files : null;
}
// PyScript reports a failure when it asks for Python; index.html shows it.
python.catch(() => {});
// Python has what it needs: fetch() as it was.
python.finally(() => {
  globalThis.fetch = originalFetch;
}).catch(() => {});

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
