// Build step: a memory snapshot of the pinned Pyodide, started with the
// build's stdlib and engine, with the engine's modules imported (all but the
// browser layer, which needs the page). static/pyodide-boot.mjs restores it
// on warm visits instead of starting Python from scratch.
// Usage: node scripts/pyodide_snapshot.mjs STDLIB.zip ENGINE.zip OUT.gz MODULE...
//
// The snapshot is Pyodide's whole heap, so it must be the same for the same
// inputs: this process stubs the clock and the entropy Python and its
// allocator read while starting (the page reseeds `random` after a restore),
// and fixes the hash seed.
import { readFileSync, writeFileSync } from "node:fs";
import nodeCrypto from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const [stdlib, engine, out, ...modules] = process.argv.slice(2);
const root = dirname(dirname(fileURLToPath(import.meta.url)));

let seed = 0x2545f491;
const fill = (array) => {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return array;
};
nodeCrypto.randomFillSync = fill;
globalThis.crypto.getRandomValues = fill;
let tick = 0;
Date.now = () => 1577836800000 + (tick += 1);
performance.now = () => (tick += 1);

const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const bundle = readFileSync(engine);
const pyodide = await loadPyodide({
  indexURL: join(root, "node_modules", "pyodide") + "/",
  stdLibURL: stdlib,
  env: { PYTHONHASHSEED: "0" },
  _makeSnapshot: true,
  // As static/pyodide-boot.mjs does in the page.
  fsInit(FS, { sitePackages }) {
    FS.writeFile(`${sitePackages}/akropolis.zip`, bundle);
    FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\n");
  },
});
pyodide.runPython(modules.map((name) => `import ${name}`).join("\n"));
const snapshot = pyodide.makeMemorySnapshot();
// Pyodide 314 restores into its default 30 MiB heap only (pyodide#6254).
const heap = pyodide._module.HEAP8.length;
if (heap !== 30 * 1024 * 1024) {
  console.error(`the heap grew to ${heap} bytes: Pyodide cannot restore that snapshot`);
  process.exit(2);
}
writeFileSync(out, gzipSync(snapshot, { level: 9 }));
