"""A line's end in the look further projected with the tiles its deal has
not dealt yet (``Look.deal_rates``, on in ``expert``'s solo plan).
Behaviour, not strength (docs/ai.md measures that)."""

from __future__ import annotations

import random

from positions import deal_margins_search, finish, positions
from test_expert import EVERY

from akropolis.bots import search
from akropolis.bots.outlook import Table, Weights
from akropolis.bots.search import Look


def _search(view, cls=search.Search, deal_rates=True):
    look = Look(
        root_placements=2, budget=10**9, deep_moves=2, samples=2, rounds=3, deal_rates=deal_rates
    )
    return cls(view, Table(view, Weights()), random.Random(3), look)


def test_the_root_s_tiles_give_the_root_s_projection():
    view = positions(EVERY, 31, every=6)[1].view()
    found = _search(view)
    finish(found)
    assert found._remaining is None  # set only while a deal is searched
    # A build judged with the deal's tiles equal to the root's is judged
    # as the root judges it, to the float: its figures are kept.
    builds = []

    class Keep(search.Search):
        def _leaf(self, site, stones, b):
            builds.append((b, stones))
            return super()._leaf(site, stones, b)

    keep = _search(view, Keep, deal_rates=False)
    finish(keep)
    assert builds
    for b, stones in builds[:50]:
        plain = [keep._leaf_value(x, s) for x, s in zip(b, stones, strict=True)]
        keep._remaining = sorted(view.unseen) + list(view.site)
        keep._deal_outlooks = {}
        same = [keep._leaf_value(x, s) for x, s in zip(b, stones, strict=True)]
        keep._remaining = None
        assert same == plain


def test_each_round_of_a_deal_projects_the_tiles_it_has_not_dealt():
    view = positions(EVERY, 31, every=6)[1].view()
    size = view.options.stack_size
    unseen = sorted(view.unseen)
    seen = []

    class Spy(search.Search):
        def _line(self, site, stones, builds, index, picks, ends=None):
            if self._remaining is not None and site and len(site) == size + 1:
                seen.append((tuple(self._remaining), site))
            return (yield from super()._line(site, stones, builds, index, picks, ends))

    finish(_search(view, Spy))
    assert seen
    for remaining, site in seen:
        # The round's new stack is dealt: neither it nor the earlier ones
        # are still to come; every other unseen tile is.
        assert not set(site[1:]) & set(remaining)
        assert set(remaining) <= set(unseen)
        assert (len(unseen) - len(remaining)) % size == 0
        assert len(unseen) - len(remaining) >= size
    assert {len(r) for r, _ in seen} == {len(unseen) - k * size for k in (1, 2, 3)}


def test_the_deals_are_judged_otherwise_and_the_move_is_legal():
    margins = {}
    state = positions(EVERY, 31, every=6)[1]
    for on in (False, True):
        spy = _search(state.view(), deal_margins_search(), deal_rates=on)
        move = finish(spy)
        assert state.move_error(move) is None
        margins[on] = spy.margins
    assert len(margins[True]) == len(margins[False])
    assert margins[True] != margins[False]
