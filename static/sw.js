// The service worker: makes the site work offline and installable.
//
// scripts/build.py copies this file to the site's root (so it controls the
// whole folder, at / or under a sub-path) and fills in FILES, every file of
// the build with its SHA-256, and VERSION, a hash of that list. One deploy is
// one cache, "akropolis-VERSION": it is filled completely (each file checked
// against its hash) before this worker may take over, pages are answered from
// it only, and older caches are deleted once this worker is active. So a page
// never mixes files of two deploys.
//
// Updates: a new deploy changes this file, the browser installs the new
// worker next to the old one, and it waits. The page (static/pwa.js) then
// offers "A new version is ready: reload"; the button sends "skip-waiting",
// this worker activates and claims the pages, and they reload on
// "controllerchange".

const VERSION = "__VERSION__";
const FILES = {} /* __FILES__ */;
// One site may be served at several places of one origin (at / and under
// /akropolis/, say): each worker's caches are named after its scope, and it
// deletes only its own (and those of the builds before scopes were named).
const FAMILY = "akropolis-";
const PREFIX = `${FAMILY}${new URL(self.registration.scope).pathname}#`;
const CACHE = PREFIX + VERSION;
const UNSCOPED = /^akropolis-[0-9a-f]{16}$/;
const INDEX = new URL("./index.html", self.location).href;
const PACKED_HEADER = "X-Akropolis-Packed";
// The copies' format (sparse() here, dense() in static/worker-boot.mjs),
// part of their label: change one, change COPY_FORMAT in both files.
const COPY_FORMAT = "1";
// Files this worker also keeps unpacked (path of the .gz: path of the copy):
// static/worker-boot.mjs reads that copy when this worker controls the page
// (from Cache Storage itself, not through this worker's fetch(), which is
// several times slower: docs/boot.md), so a warm visit does not gunzip them
// on the page's thread (the memory snapshot is 5 MB gzipped, 31 MB
// unpacked: a DecompressionStream on the page's thread before Python could
// start). The copy is made here,
// off the page, once per deploy, from the checked .gz. The snapshot's copy
// is sparse (see sparse()): 14 of its 31 MB are not zeros.
const UNPACKED = Object.fromEntries(
  Object.entries({
    "./akropolis-snapshot.gz": "./akropolis-snapshot.sparse",
    "./akropolis.zip.gz": "./akropolis.zip",
  }).filter(([path]) => path in FILES && typeof DecompressionStream === "function"),
);
const URLS = new Map(
  [...Object.keys(FILES), ...Object.values(UNPACKED)].map((path) => [
    new URL(path, self.location).href,
    path,
  ]),
);

// The bytes without their runs of zeros, by 64 KiB pages: the number of
// runs kept and the full size, each run's offset and length (32-bit words,
// in this machine's byte order: the page that reads it runs here too), then
// the runs' bytes. dense() in static/worker-boot.mjs puts them back.
const PAGE = 65536;
function sparse(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  const zero = (start, end) => {
    for (let i = start >>> 2; i < end >>> 2; i++) if (words[i] !== 0) return false;
    for (let i = end & ~3; i < end; i++) if (bytes[i] !== 0) return false;
    return true;
  };
  const runs = [];
  for (let start = 0; start < bytes.length; start += PAGE) {
    const end = Math.min(start + PAGE, bytes.length);
    if (zero(start, end)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] += end - start;
    else runs.push([start, end - start]);
  }
  const head = new Uint32Array([runs.length, bytes.length, ...runs.flat()]);
  return new Blob([head, ...runs.map(([offset, length]) => bytes.subarray(offset, offset + length))]);
}

const hex = (buffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

const matches = async (path, response) =>
  hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer())) ===
  FILES[path];

// One file of this deploy, checked against the hash the build gave it: from
// an older deploy's cache when unchanged (the runtime rarely changes), else
// from the network (where a CDN may still serve the previous deploy's copy
// for a while: then the install fails and is retried at the next check).
async function fetchChecked(path, older) {
  const url = new URL(path, self.location);
  for (const cache of older) {
    const response = await cache.match(url);
    if (response && (await matches(path, response))) return response;
  }
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(new Request(url, { cache: mode }));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    if (await matches(path, response)) return response;
  }
  throw new Error(`${path} does not match this version (${VERSION}): deploy in progress?`);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const older = [];
      // Any earlier copy of the site may spare a download: each file is
      // checked against its hash.
      for (const name of await caches.keys()) {
        if (name.startsWith(FAMILY) && name !== CACHE) older.push(await caches.open(name));
      }
      const missing = [];
      for (const path of Object.keys(FILES)) {
        if (!(await cache.match(new URL(path, self.location)))) missing.push(path);
      }
      // A few at a time: the runtime is large and the page may be busy.
      for (let i = 0; i < missing.length; i += 6) {
        const batch = missing.slice(i, i + 6);
        const responses = await Promise.all(batch.map((path) => fetchChecked(path, older)));
        await Promise.all(
          batch.map((path, j) => cache.put(new URL(path, self.location), responses[j])),
        );
      }
      for (const [path, copy] of Object.entries(UNPACKED)) {
        const url = new URL(copy, self.location);
        if (await cache.match(url)) continue;
        const packed = await cache.match(new URL(path, self.location));
        let body = packed.body.pipeThrough(new DecompressionStream("gzip"));
        if (copy.endsWith(".sparse")) {
          body = sparse(new Uint8Array(await new Response(body).arrayBuffer()));
        }
        // Labelled with the SHA-256 of the file it was unpacked from: a page
        // reading it from Cache Storage itself checks it is its deploy's.
        const headers = { "Content-Type": "application/octet-stream", [PACKED_HEADER]: `${FILES[path]}/${COPY_FORMAT}` };
        await cache.put(url, new Response(body, { headers }));
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if ((name.startsWith(PREFIX) || UNSCOPED.test(name)) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  let key = null;
  if (request.mode === "navigate" && url.href.startsWith(self.registration.scope)) {
    // Any page address in the site (with ?pace=... or not) is the app.
    const path = url.pathname.slice(new URL(self.registration.scope).pathname.length);
    if (path === "" || path === "index.html") key = INDEX;
  } else {
    url.search = "";
    if (URLS.has(url.href)) key = url.href;
  }
  if (key === null) return; // not part of the app: the network as usual
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(key);
      if (!cached) return fetch(request);
      // A script's address is that of the response it came from: one asked
      // for with a query (static/worker-boot.mjs?channel=..., which reads
      // its own) gets the cached file under the address it was asked by.
      if (new URL(request.url).search && request.destination === "script") {
        return new Response(cached.body, cached);
      }
      return cached;
    })(),
  );
});
