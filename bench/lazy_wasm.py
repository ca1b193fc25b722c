"""How much of a visit goes to V8 compiling WebAssembly functions lazily on
the page's thread (bench/boot.py ``--wasm-trace``).

V8 compiles a WebAssembly function the first time it is called (Liftoff, on
the calling thread), unless its code came from the code cache. On a warm
visit Pyodide's module comes from that cache, but the functions Python runs
while it restores the snapshot, while PyScript starts and while the app
starts are compiled again on each visit: the trace of a visit (Chromium's
``v8.wasm`` categories) shows each as a
``wasm.CompileLazy`` event on the page's main thread.

``start`` begins a trace on a DevTools session; ``finish`` ends it and sums
those events per stretch of the visit, between the page's own performance
marks (the same as bench/boot.py's milestones): until Python is restored,
PyScript's start until main.py runs, and from there until interactive.
"""

from __future__ import annotations

CATEGORIES = "blink.user_timing,v8.wasm,disabled-by-default-v8.wasm.detailed"
EVENT = "wasm.CompileLazy"
#: Stretches of a visit: (name, performance mark that ends it); the last ends
#: when the page is interactive.
STRETCHES = (
    ("until Python restored", "python:ready"),
    ("PyScript's start", "akropolis:main"),
    ("main.py until interactive", None),
)


class Trace:
    """A trace of one visit, begun before the navigation."""

    def __init__(self, cdp) -> None:
        self.cdp = cdp
        self.events: list[dict] = []
        self.done = False
        cdp.on("Tracing.dataCollected", lambda data: self.events.extend(data["value"]))
        cdp.on("Tracing.tracingComplete", lambda _: setattr(self, "done", True))
        cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})

    def finish(self, page, marks: dict[str, float], ready: float) -> dict[str, list[float]]:
        """End the trace; per stretch, [ms spent compiling lazily, functions]."""
        self.cdp.send("Tracing.end")
        while not self.done:
            page.wait_for_timeout(50)
        return lazy_compiles(self.events, marks, ready)


def lazy_compiles(events: list[dict], marks: dict[str, float], ready: float) -> dict:
    """Sum the lazy compiles on the page's main thread per stretch. The trace's
    clock is aligned with the page's through one of its marks."""
    traced = {}
    for event in events:
        if "user_timing" in event.get("cat", "") and event["name"] in marks:
            traced.setdefault(event["name"], (event["ts"], event["pid"], event["tid"]))
    anchor = next((name for name in ("akropolis:main", "python:ready") if name in traced), None)
    if anchor is None:
        return {}
    ts, pid, tid = traced[anchor]
    offset = ts - marks[anchor] * 1000  # trace microseconds at performance.now() = 0
    ends = [
        (name, (marks[mark] if mark else ready) * 1000 + offset)
        for name, mark in STRETCHES
        if mark is None or mark in marks
    ]
    out = {name: [0.0, 0] for name, _ in ends}
    for event in events:
        if event.get("name") != EVENT or event.get("pid") != pid or event.get("tid") != tid:
            continue
        for name, end in ends:
            if event["ts"] < end:
                out[name][0] += event.get("dur", 0) / 1000
                out[name][1] += 1
                break
    return out
