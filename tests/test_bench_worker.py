"""bench/worker.py: the Python it runs in the page and in the worker (the
same code in both) decides on bench/engine.py's 6 positions, all at once or
in slices, and the two give one wall time per position."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from bench.worker import DECISIONS


def test_the_decisions_run_on_six_positions_at_once_and_in_slices():
    space: dict = {}
    exec(DECISIONS, space)
    views = space["positions"]()
    assert len(views) == 6 and len({view.turn for view in views}) == 6
    at_once = json.loads(space["at_once"]("greedy"))
    # In a thread of its own: the suite's browser tests leave an event loop
    # running in this one.
    with ThreadPoolExecutor(1) as pool:
        sliced = json.loads(pool.submit(asyncio.run, space["sliced"]("greedy", 0.0)).result())
    assert len(at_once) == len(sliced) == 6
    assert all(ms >= 0 for ms in at_once + sliced)
