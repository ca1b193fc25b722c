"""Memory benchmark: the peak memory of all of Chromium's processes (the
browser, its GPU and utility processes, the tab's renderer and its workers
within it) during a first visit and a game against a computer, as issue 48
counts it ("peak memory, all of Chromium's processes").

Each visit starts Debian's Chromium (Playwright, scripts/chromium.py's
switches, headless) on an empty profile and opens the built site, served on
127.0.0.1 (scripts/serve.py); it plays as bench/bots_browser.py does (the
site opened and interactive, the storage cleared, the page reloaded, a game
started from the menu against LEVEL, the person asking each turn for a
suggestion, the strongest level's, and playing it) until the computer has
made MOVES moves. Meanwhile a thread
reads, every INTERVAL seconds, /proc of every process descended from the
browser's (found by its --user-data-dir): the sum of their proportional set
sizes (PSS, /proc/PID/smaps_rollup: pages shared between processes counted
once in all) and of their resident sets (RSS, /proc/PID/status: shared
pages counted in each process). It prints, per build, the median of the
peaks (each run's in brackets) and its ratio to the last build's (with
``--against``, the revision's: the baseline).

``--against REV`` also builds git revision REV (bench/revision.py) and
measures it in the same run, interleaved (this build, REV; then REV, this
build; ...), so that a busy machine weighs on both alike. The process tree
is read from /proc: Linux only.

Run: python bench/memory.py [--runs 3] [--moves 4] [--level expert] [--seed 1]
     [--against REV] [--dist DIR] [--json]
(the build measured is dist/ unless --dist says otherwise: build it first,
python scripts/build.py; it does not take /tmp/browser.lock itself: wrap it
in flock.)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts`, when run as bench/memory.py

PROC = Path("/proc")
INTERVAL = 0.1  # seconds between two samples


def parent_of(stat: str) -> int:
    """The parent's pid in the text of /proc/PID/stat (its command's name, in
    brackets, may hold spaces and brackets: the fields after the last ')' )."""
    return int(stat[stat.rindex(")") + 2 :].split()[1])


def descendants(parents: dict[int, int], root: int) -> set[int]:
    """`root` and every process descended from it, given each pid's parent."""
    children: dict[int, list[int]] = {}
    for pid, parent in parents.items():
        children.setdefault(parent, []).append(pid)
    found, todo = set(), [root]
    while todo:
        pid = todo.pop()
        if pid not in found:
            found.add(pid)
            todo.extend(children.get(pid, ()))
    return found


def field_kb(text: str, name: str) -> int:
    """A `Name:   1234 kB` line's number (kB) in /proc's status or
    smaps_rollup text; 0 when it has none (a kernel thread, a zombie)."""
    for line in text.splitlines():
        if line.startswith(name + ":"):
            return int(line.split()[1])
    return 0


def browser_pid(profile: Path) -> int | None:
    """The browser's own process (no --type=) of the Chromium started on
    `profile`."""
    flag = f"--user-data-dir={profile}".encode()
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if flag in argv and not any(arg.startswith(b"--type=") for arg in argv):
            return int(entry.name)
    return None


def sample(root: int) -> tuple[int, int, int]:
    """(PSS kB, RSS kB, processes) summed over `root`'s process tree now."""
    parents = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = parent_of((entry / "stat").read_text())
            except (OSError, ValueError):
                continue
    pss = rss = count = 0
    for pid in descendants(parents, root):
        try:
            rollup = (PROC / str(pid) / "smaps_rollup").read_text()
            status = (PROC / str(pid) / "status").read_text()
        except OSError:  # ended meanwhile
            continue
        pss += field_kb(rollup, "Pss")
        rss += field_kb(status, "VmRSS")
        count += 1
    return pss, rss, count


class Peak(threading.Thread):
    """Samples the process tree of the Chromium on `profile` until stopped;
    `pss`, `rss` and `processes`: the highest sums seen (kB)."""

    def __init__(self, profile: Path) -> None:
        super().__init__(daemon=True)
        self.profile = profile
        self.pss = self.rss = self.processes = 0
        self.samples = 0
        self.done = threading.Event()

    def run(self) -> None:
        root = None
        while not self.done.wait(INTERVAL):
            root = root or browser_pid(self.profile)
            if root is None:
                continue
            pss, rss, count = sample(root)
            self.pss, self.rss = max(self.pss, pss), max(self.rss, rss)
            self.processes = max(self.processes, count)
            self.samples += 1

    def stop(self) -> None:
        self.done.set()
        self.join()


def order(runs: int, sites: list[str]) -> list[tuple[int, str]]:
    """(run, site) in the order they are measured: every other run reversed."""
    return [
        (run, site)
        for run in range(runs)
        for site in (sites if run % 2 == 0 else list(reversed(sites)))
    ]


def summary(peaks: dict[str, list[dict[str, int]]]) -> dict[str, dict[str, float]]:
    """Per site, the median of its runs' peaks (MB) and their ratio to the
    last site's (the baseline)."""
    out: dict[str, dict[str, float]] = {}
    for site, runs in peaks.items():
        out[site] = {
            key: statistics.median(run[key] for run in runs) / 1024 for key in ("pss", "rss")
        }
    base = list(out.values())[-1] if out else None
    for figures in out.values():
        for key in ("pss", "rss"):
            figures[f"{key}_ratio"] = figures[key] / base[key] if base and base[key] else 0.0
    return out


def table(peaks: dict[str, list[dict[str, int]]]) -> str:
    lines = []
    medians = summary(peaks)
    for site, runs in peaks.items():
        figures = medians[site]
        for key, name in (("pss", "PSS"), ("rss", "RSS")):
            each = ", ".join(f"{run[key] / 1024:.0f}" for run in runs)
            lines.append(
                f"{site[:16]:<16} peak {name} {figures[key]:7.0f} MB"
                f" ({figures[f'{key}_ratio']:.2f})  ({each})"
            )
    return "\n".join(lines)


def measure(playwright, url: str, level: str, moves: int, seed: int) -> dict[str, int]:
    """One visit on a new profile: its peaks (kB) and the moves played."""
    from bench.bots_browser import play_against
    from scripts import chromium

    with tempfile.TemporaryDirectory(prefix="akropolis-memory-") as folder:
        profile = Path(folder)
        peak = Peak(profile)
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(chromium.PATH), args=list(chromium.ARGS), headless=True
        )
        peak.start()
        try:
            page = context.pages[0] if context.pages else context.new_page()
            times, *_ = play_against(page, url, level, moves, seed, hints=True)
        finally:
            peak.stop()
            context.close()
    return {
        "pss": peak.pss,
        "rss": peak.rss,
        "processes": peak.processes,
        "samples": peak.samples,
        "moves": len(times),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--moves", type=int, default=4, help="the computer's moves per game")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the build measured")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV's build")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not (args.dist / "index.html").exists():
        sys.exit(f"No build in {args.dist}: python scripts/build.py")

    from playwright.sync_api import sync_playwright

    from bench import revision
    from scripts.serve import Server

    sites = {"this build": args.dist}
    if args.against:
        sites[args.against] = revision.built(args.against)
    servers = {name: Server(folder).start() for name, folder in sites.items()}
    peaks: dict[str, list[dict[str, int]]] = {name: [] for name in sites}
    load = [os.getloadavg()[0]]
    try:
        with sync_playwright() as playwright:
            for number, name in order(args.runs, list(sites)):
                figures = measure(playwright, servers[name].url, args.level, args.moves, args.seed)
                peaks[name].append(figures)
                print(
                    f"run {number + 1}, {name}: peak PSS {figures['pss'] / 1024:.0f} MB,"
                    f" RSS {figures['rss'] / 1024:.0f} MB, {figures['processes']} processes,"
                    f" {figures['moves']} moves, {figures['samples']} samples",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        for server in servers.values():
            server.stop()
    load.append(os.getloadavg()[0])
    if args.json:
        print(json.dumps({"peaks": peaks, "summary": summary(peaks), "load": load}, indent=1))
    else:
        print(
            f"Peak memory of Chromium's processes, a first visit and {args.moves} moves of"
            f" {args.level} (and hints), median of {args.runs} runs (ratio to the last build's; each run's)"
        )
        print(table(peaks))
        print(f"load average {load[0]:.1f} -> {load[1]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
