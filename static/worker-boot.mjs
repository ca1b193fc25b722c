// Starts Python in a Web Worker: the interpreter module PyScript imports IN
// THE WORKER when the page starts it with
//
//   PyWorker("./main.py", { config: {}, version: new URL("./static/worker-boot.mjs?channel=NAME", location.href).href })
//
// (polyscript imports a `version` that is a URL instead of its CDN's Pyodide,
// and calls this module's loadPyodide()). The page's thread then runs no
// Python at all; docs/boot.md, "Python in a worker", says how the page
// starts it and what this relies on.
//
// As static/pyodide-boot.mjs does on the page: Pyodide from ./vendor/pyodide,
// the engine (akropolis.zip.gz, or the service worker's unpacked copy)
// written into site-packages with a .pth naming it, the .pyc of PyScript's
// own package put where PyScript writes its sources, and, on a warm visit,
// Pyodide's memory restored from the build's snapshot instead of Python
// started (should the restore fail, Python starts the usual way).
//
// The worker has no address of its own (it runs from a blob: URL) and no
// document: what the page tells it comes in this module's query:
// - `python=start` or `python=snapshot` forces one way (tests, benchmarks);
// - `channel=NAME` names the BroadcastChannel on which the boot's progress
//   goes to the page (static/boot-progress.mjs draws it): {received, total}
//   (bytes on the wire of the files Python needs, a first visit only),
//   {step} (PyScript's py:progress steps, "Loading Pyodide"...), {python,
//   copies} ("start" or "snapshot" once Python runs, and which of the
//   service worker's unpacked copies it read), {missing, status} (a file
//   Pyodide could not fetch, and its HTTP status, 0 if none came) and
//   {failed} (a message).
//   Default: "akropolis-boot".
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const HERE = new URL(import.meta.url);
const site = (path) => new URL(`../${path}`, HERE).href;
const query = HERE.searchParams;
const forced = query.get("python");
const channel = new BroadcastChannel(query.get("channel") || "akropolis-boot");
const tell = (message) => channel.postMessage(message);
const sinks = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

// PyScript's progress events (polyscript dispatches them on the worker's
// global; it forwards them to the page only with SharedArrayBuffer, which
// GitHub Pages cannot enable): the page shows the steps.
addEventListener("py:progress", (event) => tell({ step: String(event.detail) }));

// The files Python needs before it starts: scripts/build.py fills in SIZES,
// each file's size and its size on the wire (gzipped where GitHub Pages
// gzips). What arrives is counted as it arrives, from a clone of each
// response's body, for the files fetched with fetch() (the WebAssembly, 3.5
// of the 5.8 MB, among them: counted only once done, the bar would stall at
// a third, then jump), and when done for the modules. Only a first visit
// counts: a warm one reads every file from the service worker's cache.
const SIZES = {} /* __SIZES__ */;
const files = new Map(
  Object.entries(SIZES).map(([path, [size, wire]]) => [site(path), { size, wire, got: 0 }]),
);
let told = null;
function progress() {
  told = null;
  let total = 0;
  let received = 0;
  for (const file of files.values()) {
    total += file.wire;
    received += file.size ? (file.wire * file.got) / file.size : 0;
  }
  tell({ received: Math.round(received), total });
}
function received(url, bytes, done = false) {
  const file = files.get(url);
  if (!file) return;
  file.got = done ? file.size : Math.min(file.size, file.got + bytes);
  // A message every 40 ms at most, and the last one at once.
  if (done && [...files.values()].every((each) => each.got >= each.size)) {
    clearTimeout(told);
    progress();
  } else {
    told ??= setTimeout(progress, 40);
  }
}

const download = (url) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
    return response;
  });
const gunzip = (response) =>
  new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();

// The service worker keeps an unpacked copy of the engine (akropolis.zip)
// and of the snapshot (akropolis-snapshot.sparse, its runs of zeros left
// out), each labelled with the SHA-256 of the .gz it came from and the
// copies' format (static/sw.js). The build writes this deploy's SHA-256 into
// PACKED: a copy so labelled is read from Cache Storage itself, and its
// presence says the visit is warm (the worker fills its cache completely,
// copies included, before it takes over). The worker's own requests go
// through the page's service worker like the page's.
const PACKED = {} /* __PACKED__ */;
const PACKED_HEADER = "X-Akropolis-Packed";
const COPY_FORMAT = "1";
// The copies read from Cache Storage (the page is told, for tests).
const copies = [];
const fromCache = async (copy, gz) => {
  const sha = PACKED[gz];
  if (typeof caches === "undefined" || !sha) throw new Error("no Cache Storage");
  const response = await caches.match(site(copy));
  if (!response || response.headers.get(PACKED_HEADER) !== `${sha}/${COPY_FORMAT}`) {
    throw new Error(`${copy}: not this deploy's`);
  }
  copies.push(copy);
  return response;
};
const engineCopy = fromCache("akropolis.zip", "akropolis.zip.gz");
const warm = engineCopy.then(() => true, () => false);

// Pyodide's own fetch() of the files it needs (the WebAssembly, the standard
// library, the lock file) is where their bytes can be counted as they
// arrive: no option of loadPyodide() reports progress. So, until Python has
// started, this worker's fetch() hands (on a first visit) a clone of each
// such response's body to the counter, and says a failed one, the response
// itself going to its reader untouched (a private reliance, named in docs/boot.md and checked by
// tests/e2e/test_worker_boot.py: Pyodide fetches them with the global fetch()).
const originalFetch = globalThis.fetch;
const counting = warm.then((isWarm) => {
  const counts = !isWarm && files.size > 0;
  const count = async (url, body) => {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received(url, value.byteLength);
    }
    received(url, 0, true);
  };
  // A file Pyodide could not have is said at once: its loader waits for
  // ever on a WebAssembly it could not fetch.
  const cannot = (url, status) => tell({ missing: url, status });
  globalThis.fetch = function (resource, options) {
    const answer = originalFetch.call(this, resource, options);
    const url = new URL(resource instanceof Request ? resource.url : resource, HERE).href;
    if (files.has(url)) {
      answer.then(
        (response) => {
          if (!response.ok) cannot(url, response.status);
          else if (counts && response.body) count(url, response.clone().body);
        },
        () => cannot(url, 0),
      );
    }
    return answer;
  };
  // Pyodide's loader module, imported with this one, is here already.
  if (counts) received(site("vendor/pyodide/pyodide.mjs"), 0, true);
  return counts;
});

const engine = engineCopy
  .then((response) => response.arrayBuffer())
  .catch(() => counting.then(() => download(site("akropolis.zip.gz"))).then(gunzip));
engine.catch(() => {}); // reported by fsInit below

// Pyodide's runtime module, imported from the start (Pyodide would import it
// only once its configuration is done), without waiting to know whether the
// visit is warm (a module's import is counted once done anyway), and handed
// to loadPyodide() by its `createPyodideModule` option.
const RUNTIME = site("vendor/pyodide/pyodide.asm.mjs");
const imported = import(RUNTIME);
const runtime = Promise.all([imported, counting]).then(([module, counts]) => {
  if (counts) received(RUNTIME, 0, true);
  return module.default;
});
runtime.catch(() => {}); // reported by load() below

// Where the build puts the .pyc of PyScript's package in the engine's zip.
const PYSCRIPT_PYC = "_pyscript_pyc/";

const start = async (snapshot) =>
  load({
    indexURL: site("vendor/pyodide/"),
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
  const found = [];
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
    found.push([name.slice(prefix.length), zip.subarray(data, data + size)]);
  }
  return found;
}

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

// The snapshot: its unpacked copy from Cache Storage, else the .gz (through
// the service worker when it controls the page, else the network).
const snapshot = () =>
  fromCache("akropolis-snapshot.sparse", "akropolis-snapshot.gz")
    .then((response) => response.arrayBuffer())
    .then(dense)
    .catch(() => download(site("akropolis-snapshot.gz")).then(gunzip));

const started = warm.then((isWarm) => {
  const restoring = forced !== "start" && (forced === "snapshot" || isWarm);
  if (!restoring) return start(null).then((pyodide) => [pyodide, "start"]);
  const bytes = snapshot();
  // Pyodide awaits it only once its own module has loaded: a failure before
  // that is no unhandled rejection.
  bytes.catch(() => {});
  return start(bytes).then(
    (pyodide) => [pyodide, "snapshot"],
    (error) => {
      console.warn("Starting Python without the snapshot:", error);
      return start(null).then((pyodide) => [pyodide, "start"]);
    },
  );
});

const python = started.then(([pyodide, how]) => {
  // A restored Python has the snapshot's random state: reseed it.
  if (how === "snapshot") {
    const random = pyodide.pyimport("random");
    random.seed();
    random.destroy();
  }
  tell({ python: how, copies });
  return pyodide;
});

python.catch((error) => tell({ failed: String(error && error.message ? error.message : error) }));
// Python has what it needs: fetch() as it was.
python.finally(() => {
  globalThis.fetch = originalFetch;
}).catch(() => {});

// polyscript's call (interpreter/pyodide.js): its stdout and stderr, and an
// indexURL guessed from this module's address (replaced above). Anything
// else, such as packages, this early start cannot honour: fail loudly.
export function loadPyodide({ stdout, stderr, indexURL, ...rest } = {}) {
  const unexpected = Object.keys(rest);
  if (unexpected.length) {
    return Promise.reject(new Error(`worker-boot.mjs cannot apply ${unexpected.join(", ")}`));
  }
  if (stdout) sinks.stdout = stdout;
  if (stderr) sinks.stderr = stderr;
  return python;
}
