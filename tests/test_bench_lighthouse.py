"""bench/lighthouse.py's pure parts: its arguments, the order of its runs,
the figures read from Lighthouse's JSON reports (canned here) and the table
of medians. No browser is started."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import lighthouse


def report(performance, tbt, fcp, lcp, cls, tti, total, accessibility=1.0, practices=0.81):
    """A Lighthouse JSON report, cut down to what the benchmark reads."""
    audits = {
        "total-blocking-time": {"numericValue": tbt},
        "first-contentful-paint": {"numericValue": fcp},
        "largest-contentful-paint": {"numericValue": lcp},
        "cumulative-layout-shift": {"numericValue": cls},
        "interactive": {"numericValue": tti},
        "total-byte-weight": {"numericValue": total},
    }
    return {
        "lighthouseVersion": "13.5.0",
        "categories": {
            "performance": {"score": performance},
            "accessibility": {"score": accessibility},
            "best-practices": {"score": practices},
        },
        "audits": {
            name: audit for name, audit in audits.items() if audit["numericValue"] is not None
        },
        "environment": {"benchmarkIndex": 1200.5},
    }


BEFORE = [
    report(0.68, 6640.4, 1500, 10800, 0.335, 66000, 12.6e6),
    report(0.29, 2970, 1510, 10900, 0.335, 68000, 12.6e6),
    report(0.29, 3110, 1490, 10700, 0.335, 67000, 12.6e6),
]
AFTER = [
    report(0.93, 150, 1200, 2400, 0.01, 9000, 6e6),
    report(0.91, 190, 1250, None, 0.02, 9500, 6e6),  # a run without LCP
    report(0.95, 120, 1180, 2300, 0.0, 8800, 6e6, practices=0.96),
]


def test_arguments_default_to_three_runs_of_the_tree():
    args = lighthouse.parse_args([])
    assert (args.runs, args.before, args.after, args.dist, args.out) == (3, None, None, None, None)
    args = lighthouse.parse_args(["--before", "abc123", "--runs", "5", "--out", "/tmp/x"])
    assert (args.runs, args.before, args.out) == (5, "abc123", Path("/tmp/x"))


@pytest.mark.parametrize(
    "argv", [["--after", "main", "--dist", "dist"], ["--runs", "0"], ["--runs", "three"]]
)
def test_arguments_refused(argv, capsys):
    with pytest.raises(SystemExit):
        lighthouse.parse_args(argv)
    assert "error" in capsys.readouterr().err


def test_runs_are_interleaved_every_other_in_reverse():
    assert lighthouse.order(3, ["before", "after"]) == [
        (0, "before"),
        (0, "after"),
        (1, "after"),
        (1, "before"),
        (2, "before"),
        (2, "after"),
    ]
    assert lighthouse.order(2, ["after"]) == [(0, "after"), (1, "after")]


def test_figures_of_a_report():
    figures = lighthouse.metrics(BEFORE[0])
    assert figures == {
        "performance": 0.68,
        "total blocking time": 6640.4,
        "first contentful paint": 1500,
        "largest contentful paint": 10800,
        "cumulative layout shift": 0.335,
        "time to interactive": 66000,
        "bytes in all": 12.6e6,
        "accessibility": 1.0,
        "best practices": 0.81,
        "benchmark index": 1200.5,
    }
    # A failed run: no categories' scores, no audits.
    assert set(lighthouse.metrics({"runtimeError": {"code": "NO_FCP"}}).values()) == {None}


def test_medians_skip_the_runs_without_a_figure():
    medians = lighthouse.medians([lighthouse.metrics(r) for r in AFTER])
    assert medians["performance"] == 0.93
    assert medians["total blocking time"] == 150
    assert medians["largest contentful paint"] == 2350  # of the two runs that have one
    assert medians["best practices"] == 0.81
    assert lighthouse.medians([])["performance"] is None


def test_table_of_medians_before_and_after():
    text = lighthouse.table(
        {
            "before": [lighthouse.metrics(r) for r in BEFORE],
            "after": [lighthouse.metrics(r) for r in AFTER],
        }
    )
    lines = text.splitlines()
    assert lines[0].split() == ["before", "(median;", "runs)", "after", "(median;", "runs)"]
    rows = {line[:26].strip(): line[26:] for line in lines[1:]}
    assert list(rows) == list(lighthouse.METRICS)
    assert rows["performance"].split() == [
        "0.29", "(0.68,", "0.29,", "0.29)", "0.93", "(0.93,", "0.91,", "0.95)"
    ]
    assert "3,110 ms  (6,640 ms, 2,970 ms, 3,110 ms)" in rows["total blocking time"]
    assert "10.8 s  (10.8 s, 10.9 s, 10.7 s)" in rows["largest contentful paint"]
    assert "2.4 s  (2.4 s, -, 2.3 s)" in rows["largest contentful paint"]
    assert "0.335" in rows["cumulative layout shift"]
    assert "12.60 MB" in rows["bytes in all"] and "6.00 MB" in rows["bytes in all"]


def test_lighthouse_runs_with_its_mobile_defaults_in_debian_s_chromium_under_the_lock():
    argv = lighthouse.command("http://127.0.0.1:8000/akropolis/", Path("/tmp/r.json"))
    assert argv[:2] == ["flock", "/tmp/browser.lock"]
    assert argv[2:4] == ["node", str(lighthouse.LIGHTHOUSE)]
    assert "http://127.0.0.1:8000/akropolis/" in argv
    # No throttling, screen or form factor of our own: Lighthouse's mobile defaults.
    assert not [a for a in argv if a.startswith(("--throttl", "--preset", "--form", "--screen"))]
    flags = next(a for a in argv if a.startswith("--chrome-flags=")).split("=", 1)[1]
    assert "--headless=new" in flags and "--no-sandbox" in flags.split()
    assert "lighthouse" in lighthouse.LIGHTHOUSE.parts  # the pinned one in node_modules
    assert "node_modules" in lighthouse.LIGHTHOUSE.parts


def test_the_table_of_an_earlier_run_s_reports(tmp_path, capsys):
    for site, reports in (("after", AFTER), ("before", BEFORE)):
        for number, canned in enumerate(reports, 1):
            (tmp_path / f"{site}-{number}.json").write_text(json.dumps(canned), encoding="utf-8")
    results = lighthouse.saved(tmp_path)
    assert list(results) == ["before", "after"]
    assert [run["performance"] for run in results["before"]] == [0.68, 0.29, 0.29]
    assert lighthouse.main(["--reports", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Lighthouse mobile defaults, 3 runs each")
    assert lighthouse.table(results) in out
