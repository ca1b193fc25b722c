"""Lighthouse benchmark: the site's start as a phone on a slow network gets
it, scored by Lighthouse (pinned in package.json, a development dependency)
with its mobile defaults: a Moto G Power sized screen, simulated slow 4G
(150 ms, 1.6 Mbit/s down) and a 4x slower CPU. No throttling of our own.

The built site is served as GitHub Pages serves it (scripts/serve.py: gzip by
Content-Type, under the sub-path /akropolis/) and opened by Debian's Chromium
(scripts/chromium.py's switches, headless), which Lighthouse launches itself
(CHROME_PATH), a fresh profile each run. Every run holds /tmp/browser.lock,
so no other browser of this machine runs meanwhile.

It prints, per site, the median of the runs (and each run) of: the
performance score, total blocking time, first and largest contentful paint,
cumulative layout shift, time to interactive, the bytes in all, the
accessibility and best-practices scores, and Lighthouse's benchmark index
of the machine at the run (its simulation scales the page's work as this
CPU did it: a loaded machine makes a slower page; compare interleaved runs).

With ``--before REV`` it also builds another git revision (bench/revision.py:
a worktree in the temporary folder) and measures both in the same run,
interleaved (before, after; then after, before; ...), so a busy machine
slows them alike.

Run: python bench/lighthouse.py [--runs 3] [--before REV] [--after REV | --dist DIR]
     [--out DIR] [--json]
     python bench/lighthouse.py --reports DIR   (the table of an earlier run's reports)
(the site measured is the working tree's, built into a temporary folder,
unless --after or --dist says otherwise; Lighthouse's JSON reports go to
--out, by default a new folder under /tmp.)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts`, when run as bench/lighthouse.py

from scripts import chromium  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
LOCK = "/tmp/browser.lock"
BASE = "/akropolis/"
CATEGORIES = ("performance", "accessibility", "best-practices")
# name: (where in the report, how to show it); scores are 0 to 1.
METRICS = {
    "performance": (("categories", "performance", "score"), "{:.2f}"),
    "total blocking time": (("audits", "total-blocking-time", "numericValue"), "ms"),
    "first contentful paint": (("audits", "first-contentful-paint", "numericValue"), "s"),
    "largest contentful paint": (("audits", "largest-contentful-paint", "numericValue"), "s"),
    "cumulative layout shift": (("audits", "cumulative-layout-shift", "numericValue"), "{:.3f}"),
    "time to interactive": (("audits", "interactive", "numericValue"), "s"),
    "bytes in all": (("audits", "total-byte-weight", "numericValue"), "MB"),
    "accessibility": (("categories", "accessibility", "score"), "{:.2f}"),
    "best practices": (("categories", "best-practices", "score"), "{:.2f}"),
    # Lighthouse's measure of this machine's speed at the run (higher is
    # faster): its simulation scales what it observed on this CPU, so a busy
    # or slow machine reads as a slow page.
    "benchmark index": (("environment", "benchmarkIndex"), "{:.0f}"),
}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per site (default 3)")
    parser.add_argument("--before", metavar="REV", help="also measure this git revision's site")
    site = parser.add_mutually_exclusive_group()
    site.add_argument("--after", metavar="REV", help="measure this revision (default: the tree)")
    site.add_argument("--dist", type=Path, help="measure this build (default: build the tree)")
    parser.add_argument(
        "--out", type=Path, help="folder for Lighthouse's JSON reports (default: new, in /tmp)"
    )
    parser.add_argument(
        "--reports",
        type=Path,
        help="no run: the table of the JSON reports an earlier run wrote in this folder",
    )
    parser.add_argument("--json", action="store_true", help="print the medians as JSON")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def order(runs: int, sites: list[str]) -> list[tuple[int, str]]:
    """(run, site) in the order they are measured: interleaved, every other
    run in the reverse order."""
    return [
        (run, site)
        for run in range(runs)
        for site in (sites if run % 2 == 0 else list(reversed(sites)))
    ]


def metrics(report: dict) -> dict[str, float | None]:
    """The figures of one Lighthouse JSON report (None where it has none,
    e.g. no largest contentful paint on a failed run)."""
    figures: dict[str, float | None] = {}
    for name, (path, _) in METRICS.items():
        value = report
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        figures[name] = value if isinstance(value, (int, float)) else None
    return figures


def medians(runs: list[dict[str, float | None]]) -> dict[str, float | None]:
    """The median of each figure over the runs that have it."""
    result: dict[str, float | None] = {}
    for name in METRICS:
        values = [run[name] for run in runs if run.get(name) is not None]
        result[name] = statistics.median(values) if values else None
    return result


def shown(name: str, value: float | None) -> str:
    if value is None:
        return "-"
    unit = METRICS[name][1]
    if unit == "ms":
        return f"{value:,.0f} ms"
    if unit == "s":
        return f"{value / 1000:.1f} s"
    if unit == "MB":
        return f"{value / 1e6:.2f} MB"
    return unit.format(value)


def table(results: dict[str, list[dict[str, float | None]]]) -> str:
    """A text table: a row per figure, a column per site with its median
    and, in brackets, each run's figure."""
    sites = list(results)
    rows = [["", *(f"{site} (median; runs)" for site in sites)]]
    for name in METRICS:
        row = [name]
        for site in sites:
            runs = results[site]
            each = ", ".join(shown(name, run.get(name)) for run in runs)
            row.append(f"{shown(name, medians(runs)[name])}  ({each})")
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def command(url: str, report: Path) -> list[str]:
    """One Lighthouse run of `url`, its JSON report written to `report`,
    holding the browser lock."""
    flags = " ".join(("--headless=new", *chromium.ARGS))
    return [
        "flock",
        LOCK,
        "node",
        str(LIGHTHOUSE),
        url,
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={flags}",
        "--quiet",
    ]


def build_tree(out: Path) -> Path:
    subprocess.run(
        [sys.executable, "scripts/build.py", "--out", str(out)], cwd=ROOT, check=True
    )
    return out


def run(args: argparse.Namespace) -> dict[str, list[dict[str, float | None]]]:
    from bench import revision
    from scripts import serve

    out = args.out or Path(tempfile.mkdtemp(prefix="akropolis-lighthouse-"))
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="akropolis-lighthouse-site-") as tmp:
        sites: dict[str, Path] = {}
        if args.before:
            sites["before"] = revision.built(args.before)
        if args.dist:
            sites["after"] = args.dist
        elif args.after:
            sites["after"] = revision.built(args.after)
        else:
            sites["after"] = build_tree(Path(tmp) / "dist")
        servers = {
            name: serve.Server(folder, base=BASE, compress=True) for name, folder in sites.items()
        }
        for server in servers.values():
            server.start()
        env = dict(os.environ, CHROME_PATH=str(chromium.PATH))
        results: dict[str, list[dict[str, float | None]]] = {name: [] for name in sites}
        try:
            for number, name in order(args.runs, list(sites)):
                report = out / f"{name}-{number + 1}.json"
                print(f"run {number + 1}, {name}: {servers[name].url}", file=sys.stderr)
                subprocess.run(command(servers[name].url, report), env=env, check=True)
                lhr = json.loads(report.read_text(encoding="utf-8"))
                if lhr.get("runtimeError"):
                    print(f"  Lighthouse: {lhr['runtimeError']}", file=sys.stderr)
                for warning in lhr.get("runWarnings", []):
                    print(f"  Lighthouse: {warning}", file=sys.stderr)
                results[name].append(metrics(lhr))
        finally:
            for server in servers.values():
                server.stop()
    print(f"reports: {out}", file=sys.stderr)
    return results


def saved(folder: Path) -> dict[str, list[dict[str, float | None]]]:
    """The figures of the reports a run wrote in `folder` (SITE-RUN.json)."""
    named = [(path.stem.rsplit("-", 1), path) for path in folder.glob("*-*.json")]
    results: dict[str, list[dict[str, float | None]]] = {}
    for (site, _), path in sorted(
        (item for item in named if item[0][1].isdigit()),
        key=lambda item: (item[0][0] != "before", item[0][0], int(item[0][1])),
    ):
        results.setdefault(site, []).append(metrics(json.loads(path.read_text(encoding="utf-8"))))
    return results


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.reports:
        results = saved(args.reports)
    elif not LIGHTHOUSE.exists():
        sys.exit("node_modules/lighthouse is missing: run bash scripts/npm-ci.sh")
    else:
        results = run(args)
    if args.json:
        print(json.dumps({site: medians(runs) for site, runs in results.items()}, indent=1))
    else:
        runs = max(len(each) for each in results.values())
        print(f"Lighthouse mobile defaults, {runs} runs each, {BASE} gzipped")
        print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
