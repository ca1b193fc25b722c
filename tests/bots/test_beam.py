"""The solo plan's later rounds going on from several line ends
(``Look.beam``, 3 in ``expert``'s plan). Behaviour, not strength
(docs/ai.md measures that)."""

from __future__ import annotations

import random

from positions import deal_margins_search, finish, positions
from test_expert import EVERY

from akropolis.bots.outlook import Table, Weights
from akropolis.bots.search import Look


def deal_margins(view, beam: int) -> tuple[list[float], int]:
    """Each deal's margin, move after move, as the look further judged it,
    and the work done."""
    look = Look(root_placements=2, budget=10**9, deep_moves=3, samples=2, rounds=3, beam=beam)
    search = deal_margins_search()(view, Table(view, Weights()), random.Random(5), look)
    finish(search)
    return search.margins, search.work


def test_a_wider_look_further_finds_lines_at_least_as_good():
    view = positions(EVERY, 31, every=6)[0].view()
    one, one_work = deal_margins(view, 1)
    assert len(one) == 3 * 2
    # A beam wider than a round's line ends: every line of the three
    # rounds, so each deal's best line is at least the single chain's.
    every, every_work = deal_margins(view, 100)
    assert all(b >= a - 1e-9 for a, b in zip(one, every, strict=True))
    assert any(b > a + 1e-9 for a, b in zip(one, every, strict=True))
    assert every_work > one_work
    # A beam of 2 lies in between in work.
    _, beam_work = deal_margins(view, 2)
    assert one_work < beam_work < every_work
