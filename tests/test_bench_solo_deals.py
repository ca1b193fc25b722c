"""bench/solo_deals.py: what more deals, more moves or the finalists could
gain in ``expert``'s solo plan, per move (docs/ai.md, issue 15)."""

from __future__ import annotations

import random

import pytest

from akropolis.bots.outlook import Table
from akropolis.bots.search import Search
from akropolis.rules.game import affordable
from bench.regret import MODES, positions, weights_of
from bench.solo_deals import Way, deal_margins, judge, main


def test_a_way_reads_moves_deals_and_finalists():
    plain = Way("12x24")
    assert (plain.moves, plain.deals, plain.finalists, plain.within) == (12, 24, 0, 0)
    assert plain.needs() == (12, 0, 24) and not plain.by_tile
    finals = Way("12x12+4x48")
    assert (finals.moves, finals.deals, finals.finalists, finals.final_deals) == (12, 12, 4, 48)
    assert finals.needs() == (12, 0, 48)
    by_tile = Way("r10:t3x24+2x48")
    assert by_tile.by_tile and by_tile.within == 10 and by_tile.needs() == (0, 3, 48)
    for bad in (
        "12",
        "12x",
        "x24",
        "12x24+4",
        "12x24>4x48",
        "0x24",
        "12x12+0x48",
        "twelve",
        "t0x24",
        "x3x24",
    ):
        with pytest.raises(ValueError):
            Way(bad)
    for bad in ("r0:12x24", "r:12x24", "10:12x24"):
        with pytest.raises(ValueError):
            Way(bad)


# Three moves, the first look's best first, over 4 deals: (the tile's
# position, the placement's rank among the tile's at the root, the margins).
MOVES = [
    (0, 0, [10.0, 0.0, 0.0, 0.0]),  # mean 2.5; 10 over the first deal
    (0, 1, [0.0, 6.0, 6.0, 6.0]),  # mean 4.5; 0 over the first deal
    (1, 0, [5.0, 5.0, 0.0, 0.0]),  # mean 2.5; 5 over the first deal, 5 over the first two
]


def test_a_way_chooses_the_best_mean_over_its_own_moves_and_deals():
    assert Way("3x1").choose(MOVES) == 0
    assert Way("3x4").choose(MOVES) == 1
    assert Way("1x4").choose(MOVES) == 0  # only the first look's best
    # A tie keeps the first look's order: moves 0 and 2 both 5 over 2 deals.
    assert Way("3x2").choose(MOVES) == 0
    # Finalists: the 2 best over 1 deal (moves 0 and 2) go on over 4; move 1,
    # the best over 4, is not among them; 2.5 against 2.5: the first.
    assert Way("3x1+2x4").choose(MOVES) == 0
    rows = [(0, 0, [1.0, 1.0, 9.0, 9.0]), (0, 1, [0.0] * 4), (1, 0, [2.0, 2.0, 0.0, 0.0])]
    assert Way("3x2+2x4").choose(rows) == 0


def test_by_tile_a_way_weighs_the_best_placements_of_each_tile():
    # One placement of each tile: moves 0 (tile 0) and 2 (tile 1); not move 1.
    assert Way("t1x4").weighs(MOVES) == [0, 2]
    assert Way("t1x4").choose(MOVES) == 0
    assert Way("t2x4").choose(MOVES) == 1
    # Move 2 is the third best of the first look, so 2x1 does not weigh it.
    rows = [(0, 0, [1.0]), (0, 1, [2.0]), (1, 0, [3.0])]
    assert Way("2x1").choose(rows) == 1
    assert Way("t1x1").choose(rows) == 2
    assert Way("t1x1+1x1").choose(rows) == 2


def test_within_a_way_weighs_only_the_best_placements_at_the_root():
    # With 1 placement of each tile at the root, move 1 (tile 0's second)
    # is not there: the 2 best moves are then moves 0 and 2.
    assert Way("r1:2x4").weighs(MOVES) == [0, 2]
    assert Way("r1:3x4").choose(MOVES) == 0  # 2.5 against 2.5: the first
    assert Way("r2:3x4").choose(MOVES) == 1
    assert Way("r1:t1x4").weighs(MOVES) == [0, 2]


def test_each_way_is_judged_on_the_deals_it_did_not_read():
    # Chosen on the first 2 deals (means 5, 3, 5), judged on the last 2
    # (0, 6, 0): every way chooses move 0, 6 below move 1.
    lines = judge([Way("3x1"), Way("3x2"), Way("2x2")], [MOVES, MOVES], select=2)
    assert lines[0].split()[0] == "3x1" and "below the best  6.00" in lines[0]
    assert "minus 3x1's +0.00" in lines[1]
    assert "minus 3x1's +0.00" in lines[2]
    # A way that finds move 1 (the best judged) gains its 6 points.
    position = [(0, 0, [1.0, 1.0, 0.0, 0.0]), (1, 0, [0.0, 9.0, 6.0, 6.0])]
    better = judge([Way("2x1"), Way("2x2+2x2")], [position], 2)
    assert "below the best  6.00" in better[0]
    assert "below the best  0.00" in better[1] and "minus 2x1's +6.00" in better[1]


def test_the_margins_are_the_searchs_own_deal_by_deal():
    """The mean of a move's margins over the deals is the value the plan's
    own look further gives it, over the same deals."""
    options = MODES["solo5"]
    _, _, view, _ = next(positions(options, "hard", 88000, 1))
    moves = deal_margins(view, [Way("2x3")], deals=3, rounds=1, seed="a seed", root=3)
    assert len(moves) == 2 and all(len(m) == 3 for _, _, m in moves)

    class Keep(Search):
        judged: list = []  # noqa: RUF012

        def _deepen(self, scored):
            deep = yield from Search._deepen(self, scored)
            self.judged = [m for m, _, _, _ in deep]
            return deep

    search = Keep(
        view,
        Table(view, weights_of("expert", True)),
        random.Random("a seed"),
        root_placements=3,
        budget=10**12,
        deep_moves=2,
        samples=3,
        rounds=1,
    )
    work = search.run()
    with pytest.raises(StopIteration):
        while True:
            next(work)
    assert [sum(m) / 3 for _, _, m in moves] == pytest.approx(search.judged)
    # By tile: the first look's 2 best and the best placement of every tile;
    # the placements' ranks at the root are below 3.
    both = deal_margins(view, [Way("2x3"), Way("t1x3")], 3, 1, "a seed", root=3)
    assert both[:2] == moves
    affordable_tiles = len(affordable(len(view.site), view.stones[view.current]))
    assert {tile for tile, _, _ in both} == set(range(affordable_tiles))
    assert {placement for _, placement, _ in both} <= {0, 1, 2}
    assert all(placement == 0 for _, placement, _ in both[2:])


def test_main_prints_each_way(capsys, tmp_path):
    out = tmp_path / "deals.jsonl"
    ways = "2x2,1x1,2x1+1x2,t1x2,r1:2x2"
    main(
        [
            "--games", "1", "--seed", "88000", "--root", "2", "--deals", "3", "--select", "2",
            "--rounds", "1", "--ways", ways, "--out", str(out),
        ]
    )  # fmt: skip
    printed = capsys.readouterr().out.splitlines()
    assert (
        "2 placements of each tile at the root; every move a way weighs over 3 deals" in printed[0]
    )
    assert [line.split()[0] for line in printed[1:]] == ways.split(",")
    assert "minus 2x2's" in printed[2]
    assert out.read_text().count("\n") == int(printed[0].split()[0])
    # Read back, the same positions judge the same.
    main(["--read", str(out), "--deals", "3", "--select", "2", "--ways", ways])
    again = capsys.readouterr().out.splitlines()
    assert again[0] == f"{printed[0].split()[0]} positions read from {out}"
    assert again[1:] == printed[1:]


def test_main_refuses_a_way_it_cannot_judge(capsys):
    with pytest.raises(SystemExit):
        main(["--ways", "12x24+4x96"])
    assert "reads 96 deals, more than --select" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--ways", "12x2x4"])
    assert "write [rR:]MxN" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--deals", "48", "--select", "48"])
