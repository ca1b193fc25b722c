"""Bots thinking in the page: a decision runs in slices of at most ``SLICE``
seconds, giving the browser the hand between them so the page never
freezes; ``body[data-thinking]`` says a bot is at work, and
``body[data-think-ms]`` how long it took, ``body[data-think-step-ms]`` its
longest single step, which no slice can cut (for bench/bots_browser.py).
``Loop`` keeps a table to one loop of computer turns at a time."""

from __future__ import annotations

import asyncio
import gc
import time

#: The longest stretch of bot thinking between two hands given back to the
#: browser: well under the 50 ms at which a task starts to feel sluggish.
SLICE = 0.02
#: What a slice awaits to give the worker back: plain asyncio here;
#: Python's worker puts in a yield that lets the page's events in first
#: (``browser/entry.py``).
give_way = lambda: asyncio.sleep(0)  # noqa: E731

#: Decisions under way: a hint and a computer's move, or a table left while
#: its computer waited out its pause and the next table's computer, overlap.
_deciding = [0]


async def think(page, thinking, still_wanted):
    """Run ``thinking`` (a ``bots.Thinking``) to its end; its move, or None
    as soon as ``still_wanted()`` turns false (the game moved on)."""
    spent = longest = 0.0
    while not thinking.done:
        if not still_wanted():
            return None
        start = now = time.perf_counter()
        while True:
            done = thinking.step() is not None
            before, now = now, time.perf_counter()
            longest = max(longest, now - before)
            if done or now - start >= SLICE:
                break
        spent += now - start
        await give_way()
    page.data("body", "thinkMs", f"{spent * 1000:.0f}")
    page.data("body", "thinkStepMs", f"{longest * 1000:.0f}")
    return thinking.move


async def show_move(session, pause: float, redraw, still_wanted) -> None:
    """After a computer's move: its city on the board, the new tile arriving
    (``Session.show_computer_move``), for ``pause`` seconds or until the
    player does anything (any command ends it); then the table goes on."""
    if pause > 0 and session.show_computer_move():
        redraw()
        end = time.perf_counter() + pause
        while session.spotlight is not None and still_wanted() and time.perf_counter() < end:
            await asyncio.sleep(0.05)
        session.spotlight = None
    redraw()


async def decide(page, thinking, still_wanted, pause: float = 0.0):
    """``think``, showing ``body[data-thinking]`` meanwhile; the move comes
    no sooner than ``pause`` seconds after the start (thinking time counts
    towards it), so that players see whose turn it is."""
    started = time.perf_counter()
    _deciding[0] += 1
    page.data("body", "thinking", "1")
    page.flush()  # shown before the first slice
    # No garbage collection while a bot decides: a search keeps many objects
    # alive, and each full collection scanned them all in one piece that no
    # slice could cut (up to half a second for expert in CPython, the page
    # frozen). What a decision throws away has no cycles to wait for: its
    # objects are freed as they are dropped.
    gc.disable()
    try:
        move = await think(page, thinking, still_wanted)
        rest = pause - (time.perf_counter() - started)
        if move is not None and rest > 0:
            await asyncio.sleep(rest)
    finally:
        _deciding[0] -= 1
        if not _deciding[0]:
            gc.enable()
            page.data("body", "thinking", "")
    return move


class Loop:
    """The computers' turns of a table, one loop at a time. Whatever asks
    for them, and however often, a loop already under way for the same
    table (``generation``) goes on and sees each new turn itself. (A move
    confirmed while the last computer move was still shown used to start a
    second loop beside the first; both thought, and the second played its
    move on the person's turn.)"""

    def __init__(self) -> None:
        self.running: int | None = None  # the generation of the loop under way

    def start(self, generation: int, loop) -> None:
        """Run ``loop(generation)``, a coroutine function, unless a loop of
        this generation is under way."""
        if self.running != generation:
            self.running = generation
            asyncio.ensure_future(self._run(generation, loop))

    async def _run(self, generation: int, loop) -> None:
        try:
            await loop(generation)
        finally:
            if self.running == generation:
                self.running = None
