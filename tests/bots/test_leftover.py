"""A round's end judged with the tile the Illustrious Architect is sure (or
likely) to take when it opens the next round (``Look.leftover`` and
``leftover_odds``, on in ``expert``'s solo plan). Behaviour, not strength
(docs/ai.md measures that)."""

from __future__ import annotations

import random

import pytest
from positions import finish, positions
from test_expert import EVERY

from akropolis.bots import search
from akropolis.bots.builds import Build, Pile
from akropolis.bots.outlook import Table, Weights, architect_projection
from akropolis.bots.search import Look
from akropolis.rules import solo
from akropolis.rules.tiles import TILES

PLAZA = next(t for t in TILES if solo.has_plaza(t))
PLAIN = next(t for t in TILES if not solo.has_plaza(t))


def _setup():
    view = positions(EVERY, 31, every=6)[1].view()
    table = Table(view, Weights())
    found = search.Search(view, table, random.Random(0), Look(leftover=True))
    arch, me = found.architect, found.me
    builds = [None, None]
    builds[arch] = Pile(view.pile, table.left[arch])
    outlook = table.outlook(table.left[me])
    value = outlook.project(outlook.survey(view.cities[me], table.variants).current, 0)
    builds[me] = Build(None, None, None, table.left[me], value, view.cities[me])
    return view, table, found, builds


def test_the_tile_left_over_goes_to_the_architect_when_its_rule_makes_it_sure():
    view, table, found, builds = _setup()
    arch, me = found.architect, found.me
    opens = found.order.index(arch, 1)
    mine = found.order.index(me, 1)
    for tile, stones, sure in ((PLAZA, 2, True), (PLAIN, 2, False), (PLAIN, 0, True)):
        line_stones = [3, 3]
        line_stones[arch] = stones
        line_stones = tuple(line_stones)
        end = found._leaf((tile,), line_stones, builds)
        judged = found._taken((tile,), line_stones, builds, opens, end)
        if not sure:
            assert judged is end
            continue
        pile = builds[arch]
        expected = architect_projection(
            pile.tiles + (tile,),
            stones,
            view.options.solo,
            table.variants,
            table.outlook(pile.left - 1),
        )
        assert judged[0][arch] == expected != end[0][arch]
        assert judged[0][me] == end[0][me]
        assert judged[1] is end[1]  # the line goes on from the round's end as it is
        # Not when the player opens the next round, when no round follows,
        # or before the round's end.
        assert found._taken((tile,), line_stones, builds, mine, end) is end
        assert found._taken((tile,), line_stones, builds, len(found.order), end) is end
        assert found._taken((tile, PLAIN), line_stones, builds, opens, end) is end


def round_ends_judged(method: str, **settings) -> list[bool]:
    """For each round's end a small planning search (``settings`` on) put
    to its ``method`` (``_taken``, ``_kept``), whether it came back judged
    otherwise; over four positions with all five variants, each search's
    move legal."""
    changed = []

    def spied(self, site, stones, builds, index, found):
        judged = getattr(search.Search, method)(self, site, stones, builds, index, found)
        changed.append(judged is not found)
        return judged

    spy_class = type("Spy", (search.Search,), {method: spied})
    for state in positions(EVERY, 13, every=5)[:4]:
        view = state.view()
        look = Look(root_placements=2, budget=20_000, deep_moves=2, samples=2, rounds=2, **settings)
        spy = spy_class(view, Table(view, Weights()), random.Random(1), look)
        move = finish(spy)
        assert state.move_error(move) is None
    return changed


def test_the_search_with_it_judges_some_round_ends_otherwise_and_plays_legally():
    changed = round_ends_judged("_taken", leftover=True)
    assert any(changed) and not all(changed)


def test_the_architect_s_likely_take_weighs_by_the_chance_the_next_stack_leaves_it():
    view, table, found, builds = _setup()
    arch, me = found.architect, found.me
    opens = found.order.index(arch, 1)
    likely = search.Search(view, table, random.Random(0), Look(leftover=True, leftover_odds=True))
    plazas = sum(1 for t in view.unseen if solo.has_plaza(t)) / len(view.unseen)
    assert 0 < plazas < 1
    for stones, sure in ((0, True), (1, False), (2, False), (5, False)):
        line_stones = [3, 3]
        line_stones[arch] = stones
        line_stones = tuple(line_stones)
        end = likely._leaf((PLAIN,), line_stones, builds)
        judged = likely._taken((PLAIN,), line_stones, builds, opens, end)
        taken = found._taken((PLAIN,), line_stones, builds, opens, end)
        if sure:
            assert judged == taken
            continue
        assert taken is end  # without the odds: untouched
        pile = builds[arch]
        with_it = architect_projection(
            pile.tiles + (PLAIN,),
            stones,
            view.options.solo,
            table.variants,
            table.outlook(pile.left - 1),
        )
        chance = (1 - plazas) ** min(stones, view.options.stack_size)
        assert judged[0][arch] == pytest.approx(chance * with_it + (1 - chance) * end[0][arch])
        assert judged[0][me] == pytest.approx(end[0][me])
        assert judged[1] is end[1]
    # A tile with a Plaza is sure, odds or not.
    end = likely._leaf((PLAZA,), (3, 3), builds)
    assert likely._taken((PLAZA,), (3, 3), builds, opens, end) == found._taken(
        (PLAZA,), (3, 3), builds, opens, end
    )


def test_the_likely_take_comes_only_with_the_sure_one():
    assert round_ends_judged("_taken", leftover_odds=True) == []
    assert any(round_ends_judged("_taken", leftover=True, leftover_odds=True))
