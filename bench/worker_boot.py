"""Python's start in a Web Worker (static/worker-boot.mjs), measured.

Usage: python bench/worker_boot.py [--dist DIR] [--profiles loopback,9M-60ms] [--runs 3]

Copies a build (``--dist``, else it builds one) with the harness page of
tests/e2e/test_worker_boot.py (PyWorker started as docs/boot.md says, its
progress drawn by static/boot-progress.mjs, a main.py that imports the
engine and plays a few moves), serves it as GitHub Pages does
(``Server(dir, compress=True)``) and opens it in Debian's Chromium with a
fresh persistent profile per run, over bench/boot.py's network profiles:
a first visit, which registers the service worker once Python is ready,
then a warm one (the browser restarted on that profile). For each it
prints the time until ``PyWorker`` resolved (Python ready, the harness's
main.py run), the longest task on the page's thread before then (a
``longtask`` PerformanceObserver), and how Python started. Each run holds
/tmp/browser.lock (one browser at a time on the machine).
"""

from __future__ import annotations

import argparse
import fcntl
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts`, `bench` and `tests`, when run as a file

from playwright.sync_api import sync_playwright  # noqa: E402

from bench import boot  # noqa: E402
from scripts import serve  # noqa: E402
from tests.e2e.test_worker_boot import HARNESS_HTML, HARNESS_PY  # noqa: E402

# Records the page's long tasks from its first script on.
PROBE = """
window.__tasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
"""
COLLECT = """() => {
  const h = window.__h;
  const before = window.__tasks.filter(([start]) => start < h.ready);
  return { ready: h.ready, error: h.error, python: document.documentElement.dataset.python || null,
           longest: Math.max(0, ...before.map(([, duration]) => duration)) };
}"""


def visit(playwright, profile: Path, url: str, network, settle: bool) -> dict:
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=boot.CHROMIUM, args=boot.ARGS, headless=True
    )
    try:
        context.add_init_script(PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        boot.emulate(context, page, network)
        page.goto(url, wait_until="commit")
        page.wait_for_function(
            "window.__h && (window.__h.error !== null || document.body.dataset.ready === '1')",
            timeout=boot.TIMEOUT_MS,
        )
        figures = page.evaluate(COLLECT)
        if settle:
            page.evaluate(boot.SW_SETTLED)
            page.wait_for_timeout(1500)  # the code cache and the disk cache written
        return figures
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, help="a build to measure (default: build one)")
    parser.add_argument("--profiles", default="loopback,9M-60ms")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="worker-boot-") as tmp:
        site = Path(tmp) / "site"
        if args.dist:
            shutil.copytree(args.dist, site)
        else:
            boot.build_site(site)
        (site / "harness.html").write_text(HARNESS_HTML, encoding="utf-8")
        (site / "harness.py").write_text(HARNESS_PY, encoding="utf-8")
        with serve.Server(site, compress=True) as server, sync_playwright() as playwright:
            for name in args.profiles.split(","):
                rows: dict[str, list[dict]] = {"first": [], "warm": []}
                for run in range(args.runs):
                    profile = Path(tmp) / f"profile-{name}-{run}"
                    with open("/tmp/browser.lock", "w") as lock:
                        fcntl.flock(lock, fcntl.LOCK_EX)
                        url = server.url + "harness.html"
                        network = boot.PROFILES[name]
                        rows["first"].append(visit(playwright, profile, url + "?sw", network, True))
                        rows["warm"].append(visit(playwright, profile, url, network, False))
                for kind, figures in rows.items():
                    failed = [f["error"] for f in figures if f["error"]]
                    ok = [f for f in figures if not f["error"]]
                    if not ok:
                        print(f"{name} {kind}: failed {failed}")
                        continue
                    ready = [round(f["ready"] / 1000, 2) for f in ok]
                    longest = [round(f["longest"]) for f in ok]
                    print(
                        f"{name} {kind}: Python ready {statistics.median(ready):.2f} s {ready}; "
                        f"longest task on the page {statistics.median(longest):.0f} ms {longest}; "
                        f"python {[f['python'] for f in ok]}" + (f"; failed {failed}" if failed else "")
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
