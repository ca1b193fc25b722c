import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";
export { version };
performance.mark("w:boot");
const ENGINE = new URL("../akropolis.zip.gz", import.meta.url);
const engine = fetch(ENGINE).then((r) => new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
let sinks = { stdout: (t) => console.log(t), stderr: (t) => console.error(t) };
const python = load({
  indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
  stdout: (t) => sinks.stdout(t), stderr: (t) => sinks.stderr(t),
  async fsInit(FS, { sitePackages }) {
    FS.writeFile(`${sitePackages}/akropolis.zip`, new Uint8Array(await engine));
    FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\n");
  },
});
export function loadPyodide({ stdout, stderr, indexURL, ...rest } = {}) {
  if (stdout) sinks.stdout = stdout;
  if (stderr) sinks.stderr = stderr;
  return python;
}
