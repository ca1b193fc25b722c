"""bench/lazy_wasm.py: lazy WebAssembly compiles summed per stretch of a
visit, on the page's main thread only, the trace's clock aligned with the
page's through a performance mark."""

from __future__ import annotations

from bench.lazy_wasm import EVENT, lazy_compiles

PAGE, OTHER = (10, 1), (10, 2)
#: The trace's clock: performance.now() = 0 at 5,000,000 us.
ORIGIN = 5_000_000


def mark(name: str, ms: float, thread=PAGE) -> dict:
    return {
        "name": name,
        "cat": "blink.user_timing",
        "ts": ORIGIN + ms * 1000,
        "pid": thread[0],
        "tid": thread[1],
        "ph": "R",
    }


def compile_at(ms: float, dur_ms: float, thread=PAGE) -> dict:
    return {
        "name": EVENT,
        "cat": "disabled-by-default-v8.wasm.detailed",
        "ts": ORIGIN + ms * 1000,
        "dur": dur_ms * 1000,
        "pid": thread[0],
        "tid": thread[1],
        "ph": "X",
    }


def test_lazy_compiles_are_summed_per_stretch_on_the_pages_thread():
    marks = {"python:ready": 900.0, "akropolis:main": 1200.0}
    events = [
        mark("python:ready", 900),
        mark("akropolis:main", 1200),
        compile_at(100, 2),
        compile_at(899, 3),
        compile_at(900, 4),  # PyScript's start
        compile_at(1300, 5),  # the app's
        compile_at(1300, 50, thread=OTHER),  # another thread: not counted
        compile_at(1500, 7),  # after interactive: not counted
        {"name": "wasm.CompileBaseline", "ts": ORIGIN + 1000, "dur": 9000, "pid": 10, "tid": 1},
    ]
    assert lazy_compiles(events, marks, ready=1400.0) == {
        "until Python restored": [5.0, 2],
        "PyScript's start": [4.0, 1],
        "main.py until interactive": [5.0, 1],
    }


def test_no_mark_in_the_trace_gives_nothing():
    assert lazy_compiles([compile_at(1, 1)], {"python:ready": 1.0}, ready=2.0) == {}
