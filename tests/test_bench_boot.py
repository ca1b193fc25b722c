"""bench/boot.py's pure parts for Python in a worker: what the worker
fetched counted with the page's bytes (its clock turned into the page's),
and the first visit's phases from the worker's messages. No browser is
started."""

from __future__ import annotations

from bench import boot


def visit(**more):
    figures = {"origin": 1000.0, "ready": 5000.0, "wire": 300, "fetched": [["index.html", 300, 900]]}
    figures.update(more)
    return figures


def test_what_a_worker_fetched_before_the_page_was_interactive_counts():
    figures = visit()
    worker = {
        "origin": 1400.0,  # started 400 ms after the page
        "fetched": [
            ["pyodide.asm.wasm", 3_000_000, 2_999_000, 4500.0],  # 4.9 s on the page's clock
            ["akropolis-snapshot.gz", 5_000_000, 4_999_000, 4700.0],  # 5.1 s: after
        ],
    }
    boot.add_workers(figures, [worker])
    assert figures["wire"] == 3_000_300
    assert [name for name, *_ in figures["fetched"]] == ["index.html", "pyodide.asm.wasm"]


def test_no_worker_leaves_the_page_bytes_alone():
    figures = visit()
    boot.add_workers(figures, [])
    assert figures["wire"] == 300


def test_the_phases_of_a_worker_boot_come_from_its_messages():
    figures = visit(
        events=[["Loading Pyodide", 900.0]],
        marks={"worker:first": 600.0, "worker:received": 3000.0, "worker:python": 4200.0},
    )
    assert boot.phases(figures) == {
        "boot module running": 600.0,
        "runtime downloaded": 2400.0,
        "Python started": 1200.0,
        "first render": 800.0,
    }


def test_the_phases_of_a_page_thread_boot_still_come_from_its_marks():
    figures = visit(
        events=[],
        wasm=2000.0,
        marks={"python:boot": 300.0, "python:ready": 3000.0, "akropolis:main": 4000.0},
    )
    assert boot.phases(figures) == {
        "boot module running": 300.0,
        "runtime downloaded": 1700.0,
        "Python started": 1000.0,
        "PyScript ready": 1000.0,
        "first render": 1000.0,
    }


def test_a_warm_visit_in_a_worker_has_its_milestones():
    figures = visit(
        page={"responseStart": 20.0},
        modules={"page.mjs": 150.0, "core.js": 180.0},
        marks={"worker:first": 450.0, "worker:python": 1300.0},
    )
    reached = boot.milestones(figures)
    assert reached["PyScript's core received"] == 180.0
    assert reached["Python ready in the worker"] == 1300.0
    assert reached["interactive"] == 5000.0
