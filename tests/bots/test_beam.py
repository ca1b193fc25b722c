"""Issue 15: the solo plan's later rounds searched wider (``Search``'s
``beam`` and ``line_placements``, ``HardBot.solo_beam`` and
``solo_line_placements``). Behaviour, not strength (docs/ai.md measures
that)."""

from __future__ import annotations

import random

from positions import finish, positions, solo_then_two_players
from test_expert import QuickPlanner

from akropolis.bots import HardBot
from akropolis.bots.outlook import Table
from akropolis.bots.search import Search
from akropolis.rules.game import Options
from akropolis.rules.scoring import VARIANTS

EVERY = Options(1, solo="callicrates", variants=frozenset(VARIANTS))


def deal_margins(view, beam: int, line_placements: int) -> tuple[list[float], int]:
    """Each deal's margin, move after move, as the look further judged it
    (read through ``odds``, here the margin itself), and the work done."""
    seen: list[float] = []

    def odds(margin, left):
        seen.append(margin)
        return margin

    search = Search(
        view,
        Table(view, HardBot.weights),
        random.Random(5),
        root_placements=2,
        budget=10**9,
        deep_moves=3,
        samples=2,
        rounds=3,
        odds=odds,
        beam=beam,
        line_placements=line_placements,
    )
    finish(search)
    return seen, search.work


def test_a_wider_look_further_finds_lines_at_least_as_good():
    view = positions(EVERY, 31, every=6)[0].view()
    one, one_work = deal_margins(view, 1, 1)
    assert len(one) == 3 * 2
    # A beam wider than a round's line ends: every line of the three
    # rounds, so each deal's best line is at least the single chain's.
    every, every_work = deal_margins(view, 100, 1)
    assert all(b >= a - 1e-9 for a, b in zip(one, every, strict=True))
    assert any(b > a + 1e-9 for a, b in zip(one, every, strict=True))
    assert every_work > one_work
    # Two placements of each tile on top: more lines again, none lost.
    two, two_work = deal_margins(view, 100, 2)
    assert all(b >= a - 1e-9 for a, b in zip(every, two, strict=True))
    assert two_work > every_work
    # A beam of 2 lies in between in work.
    _, beam_work = deal_margins(view, 2, 1)
    assert one_work < beam_work < every_work


def test_the_wider_look_is_for_the_solo_plan_only():
    from akropolis.bots import search

    made = []

    class Spy(search.Search):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append((self.beam, self.line_placements))

    class Cheap(QuickPlanner):
        solo_plan_variants = 5
        solo_beam = 3
        solo_line_placements = 2
        search_class = Spy

    solo_then_two_players(Cheap, EVERY, 11, 5)
    assert made == [(3, 2), (3, 2), (1, 1)]
    made.clear()
    solo_then_two_players(Cheap, Options(1, solo="callicrates"), 11, 5)
    assert made == [(1, 1)] * 3
    assert (HardBot.solo_beam, HardBot.solo_line_placements) == (1, 1)
