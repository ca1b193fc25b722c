"""Boot benchmark: how fast the built site starts in Debian's Chromium, over
the loopback and over emulated real connections.

Serves a build of the site on 127.0.0.1 and opens it with Playwright in a
persistent Chromium profile, several times, on each network profile
(Chromium's own emulation through the DevTools protocol,
``Network.emulateNetworkConditions``: latency added to every request,
download and upload throughput capped; the service worker's own requests are
not throttled, only the page's and its Web Workers'):

- ``loopback``: no emulation;
- ``10M-40ms``: 10 Mbit/s down, 5 up, 40 ms;
- ``9M-60ms``: 9 Mbit/s down, 1.5 up, 60 ms (DevTools' "fast 4G");
- ``1.6M-150ms``: 1.6 Mbit/s down, 0.75 up, 150 ms (Lighthouse's "slow 4G").

The server compresses as GitHub Pages does (``scripts/serve.py --gzip``; ``--no-gzip``
serves the files as they are). What we assume GitHub Pages does, and why: it
is served by Fastly, which gzips on the fly by Content-Type, and only gzip
(no Brotli); compressed are HTML, CSS, JavaScript (``.mjs`` too), JSON, the
manifest, SVG, plain text and WebAssembly (``application/wasm``: reported
compressed on github.io sites since 2023, e.g. go-app issue #866); archives
and images (``.zip`` as ``application/zip``, ``.gz``, ``.png``) go as they
are, with no ``Content-Encoding`` (isaacs/github#611: a ``.gz`` is never sent
as gzip encoding). Level 6 (zlib's default) is assumed for the on-the-fly
gzip. Unlike GitHub Pages (``max-age=600``) the local server says
``Cache-Control: no-cache``: a repeat visit revalidates what the HTTP cache
holds (the app's repeat visits are answered by its service worker anyway).

On each profile it opens, interleaved within each run (every other run in
the reverse order) so a busy machine
slows them alike:

- ``app``: the site as a player gets it (``?pace=0``);
- ``stock``: a bench-only page that does nothing but ``await loadPyodide()``
  with Pyodide's files exactly as npm ships them (node_modules/pyodide),
  served the same way: the target to beat;
- optionally (``--pages``) ``bare``: the same page with the build's runtime
  files, and ``app-start``: the app forced to start Python the usual way
  (``?python=start``).

For each page it prints the median of:

- ``first visit``: time until interactive (``body[data-ready="1"]``) with an
  empty profile, and its ratio to the stock page's;
- ``bytes before interactive``: bytes on the wire (Resource Timing's
  ``transferSize``: compressed bodies plus headers) of every response that
  ended before the page was interactive, the page's and those of its Web
  Workers (Python's, where Python runs in one: read from the worker, its
  clock turned into the page's), and its ratio to stock's;
- ``bytes in total``: every response body the server sent for the first visit
  until the service worker (if any) is installed, its precache included;
- ``repeat visit``: the same profile after a browser restart (HTTP cache,
  code cache and service worker kept), its time and the bytes the server sent.
  The app's first visit (``app``, ``before``) starts a game from the menu
  (row ``menu filled in and started``), so its repeat visit resumes that
  game; with ``--no-game`` the first visit starts none and the repeat visit
  opens on the menu;
- ``painted`` (first-contentful-paint) and the longest main-thread task
  before interactive.

It also splits the app's first visit into phases (download, Pyodide start,
PyScript, our imports, first render) and gives the milestones of its repeat
visit (ms after the navigation started), and lists the files of the app's
first visit. The phases and milestones come from the page's performance
marks where Python runs on the page's thread (static/pyodide-boot.mjs and
main.py set them: WebAssembly compiled, snapshot read, Python restored,
PyScript's start, main.py, the browser layer imported); where Python runs in
a worker (static/worker-boot.mjs), from the messages the worker sends the
page on its BroadcastChannel, which the probe listens to: its first word,
every file received (first visits), Python ready. With ``--wasm-trace`` each run
adds a third, traced visit of the app's pages, and prints the time V8 spent
compiling WebAssembly functions lazily on the page's thread during it
(bench/lazy_wasm.py), per stretch of the visit.

Run: python bench/boot.py [--runs N] [--profiles loopback,9M-60ms]
     [--pages app,stock,bare,app-start] [--no-gzip] [--dist DIR] [--before DIR]
     [--no-game] [--wasm-trace] [--json]
(--dist: measure an existing build instead of building one into a temp folder;
--before: also measure another build, e.g. an older commit's, as page
``before``, served from a sub-folder and interleaved with the others.)
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts`, when run as bench/boot.py

from bench import lazy_wasm  # noqa: E402
from scripts import chromium, serve  # noqa: E402

CHROMIUM = str(chromium.PATH)
ARGS = list(chromium.ARGS)
TIMEOUT_MS = 400_000
MBIT = 1e6 / 8  # bytes per second
# name: (download bytes/s, upload bytes/s, latency ms); None: no emulation.
PROFILES = {
    "loopback": None,
    "10M-40ms": (10 * MBIT, 5 * MBIT, 40),
    "9M-60ms": (9 * MBIT, 1.5 * MBIT, 60),
    "1.6M-150ms": (1.6 * MBIT, 0.75 * MBIT, 150),
}
PAGES = {
    "app": "?pace=0",
    "stock": "bench-stock.html",
    "bare": "bench-bare.html",
    "app-start": "?pace=0&python=start",
    # --before DIR: another build (an older commit's), served from before/.
    "before": "before/?pace=0",
}
BARE_PAGE = "bench-bare.html"
STOCK_PAGE = "bench-stock.html"
STOCK_DIR = "bench-stock"
STOCK_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# The floor: the same vendored Pyodide, started with its defaults and nothing else.
BARE_HTML = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bare Pyodide</title></head>
<body>
<p id="loading">Loading the Python runtime…</p>
<script type="module">
  import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
  const pyodide = await loadPyodide();
  pyodide.runPython("1 + 1");
  document.body.dataset.ready = "1";
</script>
</body>
</html>
"""

# Runs before any script of the page: records long tasks, PyScript's progress
# events and the moment body[data-ready="1"] appears.
PROBE = """
(() => {
  const boot = (window.__boot = { tasks: [], events: [], ready: null, raf: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) boot.tasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (error) {}
  addEventListener("py:progress", (e) => boot.events.push([String(e.detail), performance.now()]));
  // Python in a worker (static/worker-boot.mjs) tells how far its start has
  // come on a BroadcastChannel the page names: the probe listens on the
  // same channel and notes when each kind of message first came.
  boot.worker = {};
  const Channel = window.BroadcastChannel;
  if (Channel) {
    window.BroadcastChannel = class extends Channel {
      constructor(name) {
        super(name);
        if (!boot.channel && String(name).startsWith("akropolis-boot")) {
          boot.channel = new Channel(name);
          boot.channel.onmessage = ({ data }) => {
            const now = performance.now();
            const seen = (key) => { boot.worker[key] ??= now; };
            if (!data || typeof data !== "object") return;
            seen("worker:first");
            if (typeof data.step === "string") boot.events.push([data.step, now]);
            if (typeof data.received === "number" && data.received >= data.total) {
              seen("worker:received");
            }
            if (data.python) seen("worker:python");
          };
        }
      }
    };
  }
  const check = () => {
    if (boot.ready === null && document.body && document.body.dataset.ready === "1") {
      boot.ready = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    attributes: true, subtree: true, attributeFilter: ["data-ready"],
  });
  const painted = () => {
    if (document.getElementById("loading")) {
      requestAnimationFrame(() => setTimeout(() => { boot.raf ??= performance.now(); }));
    } else {
      requestAnimationFrame(painted);
    }
  };
  requestAnimationFrame(painted);
})();
"""

COLLECT = r"""
() => {
  const boot = window.__boot;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const marks = Object.fromEntries([
    ...performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]),
    ...Object.entries(boot.worker),
  ]);
  const wasm = performance.getEntriesByType("resource")
    .find((r) => r.name.endsWith("pyodide.asm.wasm"));
  const before = boot.tasks.filter(([start]) => start < boot.ready);
  const entries = [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
  ];
  const early = entries.filter((e) => e.responseEnd <= boot.ready);
  return {
    wire: early.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    fetched: early.map((e) => [e.name, e.transferSize || 0, e.encodedBodySize || 0]),
    ready: boot.ready,
    origin: performance.timeOrigin,
    painted: fcp ? fcp.startTime : boot.raf,
    longest: Math.max(0, ...before.map(([, d]) => d)),
    events: boot.events,
    marks,
    wasm: wasm ? wasm.responseEnd : null,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
    page: Object.fromEntries(["workerStart", "responseStart", "responseEnd", "domInteractive"]
      .map((key) => [key, (performance.getEntriesByType("navigation")[0] || {})[key] ?? null])),
    modules: Object.fromEntries(entries
      .filter((e) => /pyodide-boot\.mjs|pyodide\.mjs$|page\.mjs$|pyscript\/core\.js$/.test(e.name))
      .map((e) => [e.name.split("/").pop().split("?")[0], e.responseEnd])),
  };
}
"""

# In a Web Worker (Python's, static/worker-boot.mjs): its clock's origin and
# what it fetched (the page's Resource Timing has none of it).
WORKER_FETCHED = """
() => ({
  origin: performance.timeOrigin,
  fetched: performance.getEntriesByType("resource")
    .map((e) => [e.name, e.transferSize || 0, e.encodedBodySize || 0, e.responseEnd]),
})
"""


def add_workers(figures: dict, workers: list[dict]) -> None:
    """Add to a visit's `figures` what its Web Workers fetched before the page
    was interactive (`workers`: WORKER_FETCHED of each): each worker's
    clock is turned into the page's by their origins."""
    for worker in workers:
        shift = worker["origin"] - figures["origin"]
        for name, size, body, end in worker["fetched"]:
            if end + shift <= figures["ready"]:
                figures["wire"] += size
                figures["fetched"].append([name, size, body])


# Resolves once a service worker is active with nothing installing or waiting
# (or at once when the page registered none).
SW_SETTLED = """
async () => {
  if (!("serviceWorker" in navigator)) return false;
  let reg;
  for (let i = 0; i < 200 && !(reg = await navigator.serviceWorker.getRegistration()); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!reg) return false;
  await navigator.serviceWorker.ready;
  for (let i = 0; i < 1200 && (reg.installing || reg.waiting || !reg.active); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return reg.active && reg.active.state === "activated";
}
"""


class CountingHandler(serve.Handler):
    """The site's handler, noting each response's status and body size."""

    log: list[tuple[str, int, int]] = []

    def send_response(self, code, message=None):
        self._status = code
        self._length = 0
        super().send_response(code, message)

    def send_header(self, keyword, value):
        if keyword.lower() == "content-length":
            self._length = int(value)
        super().send_header(keyword, value)

    def end_headers(self):
        super().end_headers()
        sent = self._length if self.command != "HEAD" and self._status == 200 else 0
        CountingHandler.log.append((self.path, self._status, sent))


def emulate(context, page, network) -> None:
    """Chromium's network emulation for `page`: `network` is (download,
    upload, latency) as in PROFILES, or None (none)."""
    if network is None:
        return
    down, up, latency = network
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up},
    )


def visit(
    playwright,
    profile: Path,
    url: str,
    network,
    settle: bool = False,
    menu: bool = False,
    trace: bool = False,
) -> dict:
    """One visit with a browser started on `profile`; returns the page's figures.

    `network`: (download, upload, latency) to emulate, or None.
    `settle`: before closing, wait for the service worker (if the page has
    one) to be active and for the browser to write its caches.
    `menu`: as a player would, fill in the menu written into the page
    (akropolis/app/early.py) as soon as it shows and press Start; its
    figure `menu` is when Start was pressed (the game starts once Python is
    ready, which `ready` then includes).
    `trace`: trace the visit and add `lazy` (bench/lazy_wasm.py).
    """
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True
    )
    try:
        context.add_init_script(PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        emulate(context, page, network)
        tracing = lazy_wasm.Trace(context.new_cdp_session(page)) if trace else None
        page.goto(url, wait_until="commit")
        menu_at = None
        if menu:
            start = page.locator("#new-game button[type=submit]")
            start.wait_for(state="visible", timeout=TIMEOUT_MS)
            page.fill('#new-game input[name="name0"]', "Bench")
            start.click()
            menu_at = page.evaluate("() => performance.now()")
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
        page.wait_for_function("window.__boot.ready !== null", timeout=TIMEOUT_MS)
        figures = page.evaluate(COLLECT)
        add_workers(figures, [worker.evaluate(WORKER_FETCHED) for worker in page.workers])
        figures["menu"] = menu_at
        if tracing is not None:
            figures["lazy"] = tracing.finish(page, figures["marks"], figures["ready"])
        if settle:
            figures["sw"] = page.evaluate(SW_SETTLED)
            # Let the code cache and the disk cache be written before closing.
            page.wait_for_timeout(1500)
        return figures
    finally:
        context.close()


def phases(figures: dict) -> dict[str, float]:
    """The app's cold boot split into consecutive phases (ms)."""
    events = {name: t for name, t in figures["events"]}
    marks = figures["marks"]
    points = [
        # On the page's thread, its boot module's marks; in a worker, when
        # the worker first spoke, had every file, and said Python runs.
        ("boot module running", marks.get("python:boot", marks.get("worker:first"))),
        ("runtime downloaded", figures.get("wasm") or marks.get("worker:received")),
        (
            "Python started",
            marks.get("python:ready", marks.get("worker:python", events.get("Loaded interpreter"))),
        ),
        ("PyScript ready", marks.get("akropolis:main")),
        ("engine imported", marks.get("akropolis:imported")),
        ("first render", figures["ready"]),
    ]
    out, last = {}, 0.0
    for name, t in points:
        if t is None:
            continue
        out[name] = t - last
        last = t
    return out


# The app's repeat visit: its milestones, in ms after the navigation started
# (some overlap: the WebAssembly compiles while the snapshot is read).
WARM_MILESTONES = (
    ("page answered", ("page", "responseStart")),
    ("page received", ("page", "responseEnd")),
    ("boot module received", ("modules", "pyodide-boot.mjs")),
    ("Pyodide's module received", ("modules", "pyodide.mjs")),
    ("page module received", ("modules", "page.mjs")),
    ("PyScript's core received", ("modules", "core.js")),
    ("page parsed", ("page", "domInteractive")),
    ("boot module running", "python:boot"),
    ("WebAssembly compiled", "python:compiled"),
    ("snapshot read", "python:snapshot"),
    ("Python restored", "python:ready"),
    ("worker's first word", "worker:first"),
    ("Python ready in the worker", "worker:python"),
    ("PyScript asks for it", "pyscript:asks"),
    ("PyScript ran main.py", "akropolis:main"),
    ("browser layer imported", "akropolis:imported"),
)


def milestones(figures: dict) -> dict[str, float]:
    """The app's repeat visit: when each of WARM_MILESTONES was reached (ms)."""
    marks = figures["marks"]
    out = {}
    for name, mark in WARM_MILESTONES:
        if isinstance(mark, tuple):  # navigation or resource timing
            value = (figures.get(mark[0]) or {}).get(mark[1])
            if value:
                out[name] = value
        elif mark in marks:
            out[name] = marks[mark]
    out["interactive"] = figures["ready"]
    return out


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def build_site(out: Path) -> None:
    from scripts import build

    build.build(out)


def prepare(site: Path) -> None:
    """Add the bench-only pages to a copy of the build."""
    (site / BARE_PAGE).write_text(BARE_HTML, encoding="utf-8")
    # The build ships Pyodide's pyodide.asm.mjs as a classic script only
    # (pyodide.asm.js); the bare page's loadPyodide() imports the module.
    module = site / "vendor" / "pyodide" / "pyodide.asm.mjs"
    if not module.exists():
        shutil.copyfile(ROOT / "node_modules" / "pyodide" / module.name, module)
    (site / STOCK_DIR).mkdir(exist_ok=True)
    for name in STOCK_FILES:
        shutil.copyfile(ROOT / "node_modules" / "pyodide" / name, site / STOCK_DIR / name)
    stock = BARE_HTML.replace("./vendor/pyodide/", f"./{STOCK_DIR}/")
    (site / STOCK_PAGE).write_text(stock, encoding="utf-8")


def bench_site(site: Path, dist: Path | None) -> Path:
    """The site a benchmark serves, in `site`: a copy of the build `dist`, or
    a new build, with the bench-only pages (prepare)."""
    if dist:
        shutil.copytree(dist, site)
    else:
        build_site(site)
    prepare(site)
    return site


ROWS = (
    ("first visit, interactive (s)", "cold_s", "{:.2f}"),
    ("  ratio to stock", "ratio_cold", "{:.2f}"),
    ("bytes before interactive (MB)", "wire_mb", "{:.2f}"),
    ("  ratio to stock", "ratio_wire", "{:.2f}"),
    ("bytes in total, first visit (MB)", "total_mb", "{:.2f}"),
    ("repeat visit, interactive (s)", "warm_s", "{:.2f}"),
    ("repeat visit, bytes (MB)", "warm_mb", "{:.2f}"),
    ("loading painted (s)", "painted_s", "{:.2f}"),
    ("menu filled in and started (s)", "menu_s", "{:.2f}"),
    ("longest task (ms)", "longest_ms", "{:.0f}"),
)


def summarise(results: dict[str, dict[str, list]]) -> dict:
    summary = {}
    for kind, r in results.items():
        summary[kind] = {
            "cold_s": median(r["cold"]) / 1000,
            "wire_mb": median(r["wire"]) / 1e6,
            "total_mb": median(r["total"]) / 1e6,
            "warm_s": median(r["warm"]) / 1000,
            "warm_mb": median(r["warm_bytes"]) / 1e6,
            "painted_s": median(r["painted"]) / 1000,
            "menu_s": median(r["menu"]) / 1000,
            "longest_ms": median(r["longest"]),
        }
        names = list(dict.fromkeys(name for p in r["phases"] for name in p))
        summary[kind]["cold_phases_ms"] = {
            name: median([p.get(name) for p in r["phases"]]) for name in names
        }
        if r.get("lazy"):
            names = list(dict.fromkeys(name for lazy in r["lazy"] for name in lazy))
            summary[kind]["warm_lazy_wasm"] = {
                name: [median([lazy.get(name, [0, 0])[i] for lazy in r["lazy"]]) for i in (0, 1)]
                for name in names
            }
        names = list(dict.fromkeys(name for m in r["milestones"] for name in m))
        summary[kind]["warm_milestones_ms"] = {
            name: median([m.get(name) for m in r["milestones"]]) for name in names
        }
    if "stock" in summary:
        stock = summary["stock"]
        for figures in summary.values():
            figures["ratio_cold"] = figures["cold_s"] / stock["cold_s"]
            figures["ratio_wire"] = figures["wire_mb"] / stock["wire_mb"]
    return summary


def print_profile(name: str, summary: dict, runs: int, gzip: bool) -> None:
    print(f"\n{name}, {'gzip' if gzip else 'uncompressed'}, median of {runs} runs")
    columns = list(summary)
    print(f"{'':34}" + "".join(f"{kind:>11}" for kind in columns))
    for label, key, fmt in ROWS:
        cells = "".join(
            f"{fmt.format(summary[k][key]):>11}" if key in summary[k] else f"{'':>11}"
            for k in columns
        )
        print(f"{label:34}" + cells)
    phases_ = summary.get("app", {}).get("cold_phases_ms")
    if phases_:
        print("  app, first visit by phase (ms, each from the end of the one before):")
        for phase, value in phases_.items():
            print(f"    {phase:24}{value:>8.0f}")
    for kind in ("app", "before"):
        reached = summary.get(kind, {}).get("warm_milestones_ms")
        if reached and len(reached) > 1:
            print(f"  {kind}, repeat visit, reached at (ms after the navigation started):")
            for name, value in reached.items():
                print(f"    {name:24}{value:>8.0f}")
        lazy = summary.get(kind, {}).get("warm_lazy_wasm")
        if lazy:
            print(
                f"  {kind}, a third visit traced: WebAssembly compiled lazily on the page's thread"
            )
            for name, (ms, count) in lazy.items():
                print(f"    {name:28}{ms:>7.0f} ms {count:>6.0f} functions")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--profiles", default=",".join(PROFILES), help=f"from {', '.join(PROFILES)}"
    )
    parser.add_argument("--pages", default="app,stock", help=f"from {', '.join(PAGES)}")
    parser.add_argument("--no-gzip", action="store_true", help="serve files uncompressed")
    parser.add_argument("--dist", type=Path, help="measure this build (default: build one)")
    parser.add_argument(
        "--before",
        type=Path,
        help="also measure this other build (page 'before', added to --pages), interleaved",
    )
    parser.add_argument(
        "--no-game",
        action="store_true",
        help="the app's first visit starts no game: its repeat visit opens on the menu",
    )
    parser.add_argument(
        "--wasm-trace",
        action="store_true",
        help="after each repeat visit, a third one traced: WebAssembly compiled lazily on the "
        "page's thread (bench/lazy_wasm.py)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    profiles = [name.strip() for name in args.profiles.split(",") if name.strip()]
    kinds = [name.strip() for name in args.pages.split(",") if name.strip()]
    if args.before and "before" not in kinds:
        kinds.insert(0, "before")
    if "before" in kinds and not args.before:
        parser.error("page 'before' needs --before DIR")
    unknown = [n for n in profiles if n not in PROFILES] + [k for k in kinds if k not in PAGES]
    if unknown:
        parser.error(f"unknown profile or page: {', '.join(unknown)}")
    gzip = not args.no_gzip

    def game(kind: str) -> bool:
        """Whether this page's first visit starts a game (the app's pages)."""
        return kind in ("app", "before") and not args.no_game

    from playwright.sync_api import sync_playwright

    report: dict = {"runs": args.runs, "gzip": gzip, "profiles": {}}
    with tempfile.TemporaryDirectory(prefix="akropolis-boot-") as tmp:
        tmp = Path(tmp)
        site = bench_site(tmp / "site", args.dist)
        if args.before:
            shutil.copytree(args.before, site / "before")

        server = serve.Server(site)
        server.httpd.RequestHandlerClass = functools.partial(
            CountingHandler, directory=str(site), base="/", quiet=True, compress=gzip
        )
        server.start()
        load_before = os.getloadavg()
        try:
            with sync_playwright() as playwright:
                for profile_name in profiles:
                    network = PROFILES[profile_name]
                    results: dict[str, dict[str, list]] = {
                        kind: {
                            key: []
                            for key in (
                                "painted",
                                "menu",
                                "cold",
                                "warm",
                                "wire",
                                "total",
                                "warm_bytes",
                                "longest",
                                "phases",
                                "milestones",
                                "lazy",
                            )
                        }
                        for kind in kinds
                    }
                    files: dict[str, int] = {}
                    for run in range(args.runs):
                        # Every other run in the reverse order: whichever page
                        # comes first in a run does not always come first.
                        for kind in kinds if run % 2 == 0 else kinds[::-1]:
                            url = server.url + PAGES[kind]
                            profile = tmp / f"profile-{profile_name}-{kind}-{run}"
                            for attempt in (1, 2):
                                try:
                                    CountingHandler.log.clear()
                                    cold = visit(
                                        playwright, profile, url, network, True, game(kind)
                                    )
                                    sent = list(CountingHandler.log)
                                    CountingHandler.log.clear()
                                    warm = visit(playwright, profile, url, network)
                                    warm_sent = list(CountingHandler.log)
                                    traced = (
                                        visit(playwright, profile, url, network, trace=True)
                                        if args.wasm_trace and kind in ("app", "before")
                                        else None
                                    )
                                    break
                                except Exception as error:  # a crashed tab, a timeout
                                    if attempt == 2:
                                        raise
                                    print(
                                        f"{profile_name} run {run + 1} {kind}: {error}; again",
                                        file=sys.stderr,
                                        flush=True,
                                    )
                                finally:
                                    shutil.rmtree(profile, ignore_errors=True)
                            r = results[kind]
                            r["painted"].append(cold["painted"])
                            r["menu"].append(cold["menu"])
                            r["cold"].append(cold["ready"])
                            r["warm"].append(warm["ready"])
                            r["wire"].append(cold["wire"])
                            r["total"].append(sum(size for _, _, size in sent))
                            r["warm_bytes"].append(sum(size for _, _, size in warm_sent))
                            r["longest"].append(cold["longest"])
                            r["phases"].append(phases(cold))
                            r["milestones"].append(milestones(warm))
                            if traced is not None:
                                r["lazy"].append(traced.get("lazy", {}))
                            if kind == "app":
                                for path, _, size in sent:
                                    files[path] = files.get(path, 0) + size
                            print(
                                f"{profile_name} run {run + 1} {kind}: "
                                f"first {cold['ready'] / 1000:.2f} s "
                                f"({cold['wire'] / 1e6:.2f} MB before, "
                                f"{r['total'][-1] / 1e6:.2f} MB in all), "
                                f"repeat {warm['ready'] / 1000:.2f} s "
                                f"({r['warm_bytes'][-1] / 1e6:.2f} MB)"
                                + (", from the service worker" if warm["controlled"] else ""),
                                file=sys.stderr,
                                flush=True,
                            )
                    summary = summarise(results)
                    summary_files = {
                        path: size // args.runs for path, size in sorted(files.items())
                    }
                    report["profiles"][profile_name] = {"pages": summary, "files": summary_files}
                    if not args.json:
                        print_profile(profile_name, summary, args.runs, gzip)
        finally:
            server.stop()
        load_after = os.getloadavg()
    report["load_average"] = [round(load_before[0], 2), round(load_after[0], 2)]

    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"\nload average {load_before[0]:.1f} -> {load_after[0]:.1f}")
    first = next(iter(report["profiles"].values()), None)
    if first and first["files"]:
        print(f"files sent for the app's first visit ({profiles[0]}, mean bytes on the wire):")
        for path, size in first["files"].items():
            print(f"  {size:>10}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
