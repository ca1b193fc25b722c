"""What a Web Worker would cost and give the computer players (issue 15,
"Think while the player waits"): the app has no worker; this measures one.

It builds the site (or takes ``--dist``), adds a bench-only module worker,
``bench-worker.mjs``, that starts a second Python the way
static/pyodide-boot.mjs starts the page's (the site's own Pyodide from
vendor/, the engine from akropolis.zip.gz put on sys.path) and imports the
engine, serves it gzipped as GitHub Pages does (``--no-gzip``: as it is),
and opens it in Debian's Chromium, each run with an empty profile (a first
visit), on each network profile of bench/boot.py (``--profiles``):

- ``app``: the app as a player opens it, until it is ready
  (``body[data-ready="1"]``); then, the page idle, the worker is started:
  its start-up (``new Worker`` to the engine imported), and the memory it
  adds (PSS, summed over every Chromium process, before it starts and once
  it is ready: the worker's Python lives in the page's renderer);
- ``app+worker``: the same app with the worker started as the page starts
  (an init script, before any of the page's scripts), both Pythons starting
  at once: the app's time to ready, and the worker's.

Then, once (in the first run of the first profile, the worker started
after the app), the same ``expert`` decisions in three ways, on the
6 positions of bench/engine.py (a 2-player game on seed 7, every 6th
move): in the page all at once (a long task, as no page may do), in the
page in slices of 20 ms with the browser given the hand between them (what
the app does: akropolis/browser/thinking.py), and in the worker all at
once (what a worker would do): after a warm-up, 3 rounds, the three ways
in turn. Medians and maxima of the wall time per decision.

Run: python experiments/worker.py [--runs N] [--profiles loopback,9M-60ms]
     [--level expert] [--no-gzip] [--dist DIR] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `bench` and `scripts`, when run as experiments/worker.py

from bench.boot import (  # noqa: E402
    ARGS,
    CHROMIUM,
    PROBE,
    PROFILES,
    SW_SETTLED,
    bench_site,
    emulate,
    median,
)
from scripts import serve  # noqa: E402

TIMEOUT_MS = 400_000
WORKER_FILE = "bench-worker.mjs"

# The worker: Pyodide from the site's vendor/ folder (bench/boot.py's
# prepare() adds the pyodide.asm.mjs that its loadPyodide() imports in a
# worker, where the build's classic script cannot run), the engine in
# site-packages as static/pyodide-boot.mjs puts it, then `import` of what a
# computer player needs. It answers each message (Python code) with the
# code's result, a string.
WORKER_JS = """
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const engine = fetch("./akropolis.zip.gz").then((response) =>
  new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
const pyodide = await loadPyodide({
  indexURL: new URL("./vendor/pyodide/", import.meta.url).href,
  async fsInit(FS, { sitePackages }) {
    FS.writeFile(`${sitePackages}/akropolis.zip`, new Uint8Array(await engine));
    FS.writeFile(`${sitePackages}/akropolis.pth`, "akropolis.zip\\n");
  },
});
pyodide.runPython("import akropolis.bots, akropolis.rules.game");
onmessage = async (event) => {
  try {
    postMessage({ result: String(await pyodide.runPythonAsync(event.data)) });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
postMessage({ ready: true });
"""

# In the page: start the worker (at once, or when called), noting when it
# was made and when its engine was ready (page clock, ms); `ask` runs
# Python code in it.
START_WORKER = """
window.__worker = { created: null, ready: null, error: null };
window.__startWorker = () => {
  const state = window.__worker;
  state.created = performance.now();
  const worker = new Worker("./WORKER_FILE", { type: "module" });
  const waiting = [];
  worker.onmessage = (event) => {
    if (event.data.ready) {
      state.ready = performance.now();
    } else if (waiting.length) {
      waiting.shift()(event.data);
    }
  };
  worker.onerror = (event) => { state.error = String(event.message || event); };
  state.ask = (code) => new Promise((resolve) => { waiting.push(resolve); worker.postMessage(code); });
};
""".replace("WORKER_FILE", WORKER_FILE)

# Python run in both: the positions of bench/engine.py (scripted, every 6th
# move of a 2-player game on seed 7) and LEVEL's decision on each, all at
# once (`at_once`) or in the app's slices (`sliced`, in the page only): wall
# ms per decision, as JSON.
DECISIONS = """
import asyncio, json, time
from akropolis.bots import immediate_gains, make_bot
from akropolis.rules.game import Options, new_game

def positions():
    game, found = new_game(Options(2), 7), []
    while not game.over:
        if len(game.history) % 6 == 0:
            found.append(game.view())
        moves = sorted(game.legal_moves(), key=lambda m: (m.tile, m.anchor, m.rotation, m.level))
        gains = immediate_gains(game, moves)
        game.play(moves[gains.index(max(gains))])
    return found

def at_once(level):
    times = []
    for n, view in enumerate(positions()):
        start = time.perf_counter()
        make_bot(level).choose(view, n)
        times.append((time.perf_counter() - start) * 1000)
    return json.dumps(times)

async def sliced(level, slice_s=0.02):
    times = []
    for n, view in enumerate(positions()):
        start = time.perf_counter()
        thinking = make_bot(level).start(view, n)
        while not thinking.done:
            began = time.perf_counter()
            while thinking.step() is None and time.perf_counter() - began < slice_s:
                pass
            await asyncio.sleep(0)
        times.append((time.perf_counter() - start) * 1000)
    return json.dumps(times)
"""

PAGE_PYTHON = """async (code) => {
  const { loadPyodide } = await import("./static/pyodide-boot.mjs");
  const pyodide = await loadPyodide();
  return String(await pyodide.runPythonAsync(code));
}"""


def chromium_pss_mb() -> float:
    """PSS (MB) summed over this process's Chromium descendants."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                    parents[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    ours = {os.getpid()}
    grew = True
    while grew:
        found = {pid for pid, parent in parents.items() if parent in ours} - ours
        grew = bool(found)
        ours |= found
    total = 0
    for pid in ours - {os.getpid()}:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"chromium" not in f.read():
                    continue
            with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


def open_app(playwright, profile: Path, url: str, network, with_worker: bool):
    """A first visit of the app; the context and page, once ready."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True
    )
    context.add_init_script(
        PROBE + START_WORKER + ("window.__startWorker();" if with_worker else "")
    )
    page = context.pages[0] if context.pages else context.new_page()
    emulate(context, page, network)
    page.goto(url + "?pace=0", wait_until="commit")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT_MS)
    return context, page


def app_ready_ms(page) -> float:
    """When the app was ready (bench/boot.py's probe: the first
    ``body[data-ready="1"]`` seen), ms after the navigation started."""
    page.wait_for_function("window.__boot.ready !== null", timeout=TIMEOUT_MS)
    return page.evaluate("window.__boot.ready")


def worker_ready(page) -> dict:
    page.wait_for_function(
        "window.__worker.ready !== null || window.__worker.error !== null", timeout=TIMEOUT_MS
    )
    state = page.evaluate("({ ...window.__worker, ask: undefined })")
    if state["error"]:
        raise RuntimeError(f"the worker failed: {state['error']}")
    return state


def decisions(page, level: str, rounds: int = 3) -> dict[str, list[float]]:
    """LEVEL's decisions on the positions, three ways (wall ms each), after
    one warm-up of each way (Pyodide's first calls run cold), over
    ``rounds`` rounds, each way in turn, every other round in reverse."""
    page.evaluate(PAGE_PYTHON, DECISIONS)

    def worker(code: str) -> str:
        answer = page.evaluate("async (code) => window.__worker.ask(code)", code)
        if "error" in answer:
            raise RuntimeError(f"the worker failed: {answer['error']}")
        return answer["result"]

    worker(DECISIONS)
    ways = {
        "page, all at once": lambda: page.evaluate(PAGE_PYTHON, f"at_once({level!r})"),
        "page, in 20 ms slices": lambda: page.evaluate(PAGE_PYTHON, f"await sliced({level!r})"),
        "worker, all at once": lambda: worker(f"at_once({level!r})"),
    }
    for way in ways.values():
        way()
    out: dict[str, list[float]] = {name: [] for name in ways}
    for n in range(rounds):
        for name in list(ways) if n % 2 == 0 else list(ways)[::-1]:
            out[name] += json.loads(ways[name]())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--profiles", default="loopback,9M-60ms", help=f"from {', '.join(PROFILES)}"
    )
    parser.add_argument("--level", default="expert", help="the computer level timed")
    parser.add_argument("--no-gzip", action="store_true", help="serve files uncompressed")
    parser.add_argument("--dist", type=Path, help="measure this build (default: build one)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    profiles = [name.strip() for name in args.profiles.split(",") if name.strip()]
    unknown = [name for name in profiles if name not in PROFILES]
    if unknown:
        parser.error(f"unknown profile: {', '.join(unknown)}")

    from playwright.sync_api import sync_playwright

    report: dict = {"runs": args.runs, "gzip": not args.no_gzip, "profiles": {}}
    with tempfile.TemporaryDirectory(prefix="akropolis-worker-") as tmp:
        tmp = Path(tmp)
        site = bench_site(tmp / "site", args.dist)
        (site / WORKER_FILE).write_text(WORKER_JS, encoding="utf-8")
        with serve.Server(site, compress=not args.no_gzip) as server, sync_playwright() as pw:
            for name in profiles:
                figures: dict[str, list[float]] = {
                    key: []
                    for key in (
                        "app alone, ready (ms)",
                        "worker after, ready (ms)",
                        "worker after, memory added (MB)",
                        "app with worker, ready (ms)",
                        "worker with app, ready (ms)",
                    )
                }
                for run in range(args.runs):
                    order = (False, True) if run % 2 == 0 else (True, False)
                    for with_worker in order:
                        profile = tmp / f"profile-{name}-{run}-{int(with_worker)}"
                        context, page = open_app(
                            pw, profile, server.url, PROFILES[name], with_worker
                        )
                        try:
                            ready = app_ready_ms(page)
                            if with_worker:
                                state = worker_ready(page)
                                figures["app with worker, ready (ms)"].append(ready)
                                figures["worker with app, ready (ms)"].append(state["ready"])
                            else:
                                # The page idle: its service worker installed
                                # (the precache downloaded), its memory settled.
                                page.evaluate(SW_SETTLED)
                                page.wait_for_timeout(2000)
                                before = chromium_pss_mb()
                                page.evaluate("window.__startWorker()")
                                state = worker_ready(page)
                                page.wait_for_timeout(2000)
                                figures["app alone, ready (ms)"].append(ready)
                                figures["worker after, ready (ms)"].append(
                                    state["ready"] - state["created"]
                                )
                                figures["worker after, memory added (MB)"].append(
                                    chromium_pss_mb() - before
                                )
                                if run == 0 and name == profiles[0]:
                                    report["decisions"] = decisions(page, args.level)
                        finally:
                            context.close()
                report["profiles"][name] = figures

    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(
        f"{args.runs} first visits per profile, gzip {'on' if report['gzip'] else 'off'}; medians"
    )
    for name, figures in report["profiles"].items():
        print(f"{name}:")
        for key, values in figures.items():
            shown = ", ".join(f"{v:.0f}" for v in values)
            print(f"  {key:34} {median(values):8.0f}   ({shown})")
    if "decisions" in report:
        print(f"{args.level}'s decisions, 6 positions x 3 rounds, wall ms (median, max):")
        for key, values in report["decisions"].items():
            print(f"  {key:34} {median(values):8.0f} {max(values):8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
