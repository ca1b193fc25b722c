"""Boot benchmark: how fast the built site starts in Debian's Chromium.

Serves a build of the site on 127.0.0.1 and opens it with Playwright in a
persistent Chromium profile, several times, then prints the median of:

- ``painted``: when the loading screen is first painted (first-contentful-paint);
- ``cold``: time until the game is interactive (``body[data-ready="1"]``) with
  an empty profile;
- ``warm``: the same on a second visit with the same profile (browser restarted:
  HTTP cache, code cache and service worker kept);
- ``bytes``: bytes the server sent for a cold visit, the service worker's
  precache included (every response body, counted by the server);
- ``longest task``: the longest main-thread task before interactive
  (PerformanceObserver ``longtask``, buffered).

In the same run it measures a bare page, generated into the temporary copy of
the build only, that does nothing but ``await loadPyodide()`` from the same
local files: the floor of this stack. The app's cold and warm times are then
given as ratios of the bare page's. The app is measured twice: as a player
gets it (``app``: Python restored from the build's memory snapshot, see
static/pyodide-boot.mjs) and forced to start Python the usual way
(``app-start``, ``?python=start``: what a slow connection or a failed restore
gets). A third page does the same with Pyodide's
files as npm ships them (``stock``: its stdlib as .py sources), to show what
the build's precompiled stdlib gains (--no-stock skips it). It also splits the app's cold boot into
phases (download, Pyodide start, PyScript, our imports, first render) from
the marks static/pyodide-boot.mjs and main.py set.

Run: python bench/boot.py [--runs N] [--dist DIR] [--json]
(--dist: measure an existing build instead of building one into a temp folder.)
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

from scripts import chromium, serve  # noqa: E402

CHROMIUM = str(chromium.PATH)
ARGS = list(chromium.ARGS)
TIMEOUT_MS = 120_000
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

COLLECT = """
() => {
  const boot = window.__boot;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const marks = Object.fromEntries(
    performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]));
  const wasm = performance.getEntriesByType("resource")
    .find((r) => r.name.endsWith("pyodide.asm.wasm"));
  const before = boot.tasks.filter(([start]) => start < boot.ready);
  return {
    ready: boot.ready,
    painted: fcp ? fcp.startTime : boot.raf,
    longest: Math.max(0, ...before.map(([, d]) => d)),
    events: boot.events,
    marks,
    wasm: wasm ? wasm.responseEnd : null,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  };
}
"""

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


def visit(playwright, profile: Path, url: str, settle: bool = False) -> dict:
    """One visit with a browser started on `profile`; returns the page's figures.

    `settle`: before closing, wait for the service worker (if the page has
    one) to be active and for the browser to write its caches.
    """
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True
    )
    try:
        context.add_init_script(PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url, wait_until="commit")
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
        page.wait_for_function("window.__boot.ready !== null", timeout=TIMEOUT_MS)
        figures = page.evaluate(COLLECT)
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
        ("boot module running", marks.get("python:boot")),
        ("runtime downloaded", figures.get("wasm")),
        ("Python started", marks.get("python:ready", events.get("Loaded interpreter"))),
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


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def build_site(out: Path) -> None:
    from scripts import build

    build.build(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, help="measure this build (default: build one)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-stock", action="store_true", help="skip the stock Pyodide page")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="akropolis-boot-") as tmp:
        tmp = Path(tmp)
        site = tmp / "site"
        if args.dist:
            shutil.copytree(args.dist, site)
        else:
            build_site(site)
        (site / BARE_PAGE).write_text(BARE_HTML, encoding="utf-8")
        kinds = [("bare", BARE_PAGE), ("app", "?pace=0"), ("app-start", "?pace=0&python=start")]
        if not args.no_stock:
            for name in STOCK_FILES:
                (site / STOCK_DIR).mkdir(exist_ok=True)
                shutil.copyfile(ROOT / "node_modules" / "pyodide" / name, site / STOCK_DIR / name)
            stock = BARE_HTML.replace("./vendor/pyodide/", f"./{STOCK_DIR}/")
            (site / STOCK_PAGE).write_text(stock, encoding="utf-8")
            kinds.append(("stock", STOCK_PAGE))

        server = serve.Server(site)
        server.httpd.RequestHandlerClass = functools.partial(
            CountingHandler, directory=str(site), base="/", quiet=True
        )
        server.start()
        load_before = os.getloadavg()
        results: dict[str, dict[str, list]] = {
            kind: {"painted": [], "cold": [], "warm": [], "bytes": [], "longest": [], "phases": []}
            for kind, _ in kinds
        }
        files: dict[str, int] = {}
        try:
            with sync_playwright() as playwright:
                for run in range(args.runs):
                    for kind, page in kinds:
                        url = server.url + page
                        profile = tmp / f"profile-{kind}-{run}"
                        CountingHandler.log.clear()
                        cold = visit(playwright, profile, url, settle=True)
                        sent = list(CountingHandler.log)
                        warm = visit(playwright, profile, url)
                        shutil.rmtree(profile, ignore_errors=True)
                        r = results[kind]
                        r["painted"].append(cold["painted"])
                        r["cold"].append(cold["ready"])
                        r["warm"].append(warm["ready"])
                        r["bytes"].append(sum(size for _, _, size in sent))
                        r["longest"].append(cold["longest"])
                        r["phases"].append(phases(cold))
                        if kind == "app":
                            for path, _, size in sent:
                                files[path] = max(files.get(path, 0), size)
                        print(
                            f"run {run + 1} {kind}: painted {cold['painted'] or 0:.0f} ms, "
                            f"cold {cold['ready']:.0f} ms, warm {warm['ready']:.0f} ms, "
                            f"{r['bytes'][-1] / 1e6:.2f} MB, longest task "
                            f"{cold['longest']:.0f} ms"
                            + (
                                ", warm visit served by the service worker"
                                if warm["controlled"]
                                else ""
                            ),
                            file=sys.stderr,
                        )
        finally:
            server.stop()
        load_after = os.getloadavg()

    summary: dict = {}
    for kind, r in results.items():
        summary[kind] = {
            "painted_ms": median(r["painted"]),
            "cold_ms": median(r["cold"]),
            "warm_ms": median(r["warm"]),
            "bytes": median(r["bytes"]),
            "longest_task_ms": median(r["longest"]),
        }
    bare = summary["bare"]
    for kind in ("app", "app-start"):
        summary[kind]["ratio_cold"] = summary[kind]["cold_ms"] / bare["cold_ms"]
        summary[kind]["ratio_warm"] = summary[kind]["warm_ms"] / bare["warm_ms"]
        names = list(dict.fromkeys(name for p in results[kind]["phases"] for name in p))
        summary[kind]["cold_phases_ms"] = {
            name: median([p.get(name) for p in results[kind]["phases"]]) for name in names
        }
    summary["runs"] = args.runs
    summary["load_average"] = [round(load_before[0], 2), round(load_after[0], 2)]
    summary["cold_files"] = dict(sorted(files.items()))

    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(f"median of {args.runs} runs (load average {load_before[0]:.1f} -> {load_after[0]:.1f})")
    columns = [kind for kind in ("app", "app-start", "bare", "stock") if kind in summary]
    print(f"{'':24}" + "".join(f"{kind:>11}" for kind in columns))
    rows = [
        ("loading painted (ms)", "painted_ms"),
        ("interactive cold (ms)", "cold_ms"),
        ("  ratio to bare", "ratio_cold"),
        ("interactive warm (ms)", "warm_ms"),
        ("  ratio to bare", "ratio_warm"),
        ("cold bytes (MB)", "bytes"),
        ("longest task (ms)", "longest_task_ms"),
    ]
    for label, key in rows:
        cells = []
        for kind in columns:
            value = summary[kind].get(key)
            if value is None:
                cells.append(f"{'':>11}")
            elif key == "bytes":
                cells.append(f"{value / 1e6:>11.2f}")
            elif key.startswith("ratio"):
                cells.append(f"{value:>11.2f}")
            else:
                cells.append(f"{value:>11.0f}")
        print(f"{label:24}" + "".join(cells))
    for kind in ("app", "app-start"):
        print(f"{kind} cold boot by phase (ms, each from the end of the one before):")
        for name, value in summary[kind]["cold_phases_ms"].items():
            print(f"  {name:22}{value:>8.0f}")
    print(f"files sent on a cold app visit: {len(files)}")
    for path, size in summary["cold_files"].items():
        print(f"  {size:>10}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
