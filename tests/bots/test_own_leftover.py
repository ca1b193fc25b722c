"""A round's end where the player opens the next round judged with the
tile left over its own to take, if that is better (``Look.own_leftover``,
on in ``expert``'s solo plan). Behaviour, not strength (docs/ai.md
measures that)."""

from __future__ import annotations

import random

from test_leftover import PLAIN, PLAZA, _setup, round_ends_judged

from akropolis.bots import search
from akropolis.bots.search import Look


def test_the_player_s_end_is_the_better_of_as_it_is_and_with_the_tile_left_over():
    view, table, plain, builds = _setup()
    found = search.Search(view, table, random.Random(0), Look(own_leftover=True))
    arch, me = found.architect, found.me
    mine = found.order.index(me, 1)
    opens = found.order.index(arch, 1)
    raised = kept = 0
    for tile in (PLAZA, PLAIN, *sorted(view.unseen)[:12]):
        stones = (3, 3)
        end = found._leaf((tile,), stones, builds)
        judged = found._kept((tile,), stones, builds, mine, end)
        child, gained = found._choices(builds[me], tile, stones[me])[0]
        with_it = found._leaf_value(child, stones[me] + gained)
        assert child.tile == tile and child.left == builds[me].left - 1
        assert judged[0][me] == max(end[0][me], with_it)
        assert judged[0][arch] == end[0][arch]
        assert judged[1] is end[1]  # the line goes on from the round's end as it is
        raised += judged is not end
        # A round's end the player already values more stays as it is.
        high = list(end[0])
        high[me] = with_it + 1.0
        higher = (tuple(high), end[1])
        kept += found._kept((tile,), stones, builds, mine, higher) is higher
        # Not when the Architect opens the next round, when no round
        # follows, or before the round's end.
        assert found._kept((tile,), stones, builds, opens, end) is end
        assert found._kept((tile,), stones, builds, len(found.order), end) is end
        assert found._kept((tile, PLAIN), stones, builds, mine, end) is end
    # Here every tile is worth more placed than as one of the tiles to come.
    assert raised == kept == 14


def test_the_search_with_it_judges_some_round_ends_otherwise_and_plays_legally():
    changed = round_ends_judged("_kept", own_leftover=True)
    assert any(changed) and not all(changed)
