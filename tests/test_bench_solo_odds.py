"""bench/solo_odds.py: the rows of ``hard.WinOdds`` fitted to solo games."""

from __future__ import annotations

import json

import pytest

from akropolis.bots import ExpertBot
from akropolis.cli.arena import play_game
from akropolis.rules import record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import Options
from bench.solo_odds import fit, main, margins
from bench.solo_pairs import make_setting
from bench.td_fit import replay


def test_a_line_and_a_spread_per_number_of_moves_left():
    # y = 5 + 2x at 1 move left and y = -3 + x at 2, with +-1 about them.
    by_left = {
        1: [(0.0, 6.0), (0.0, 4.0), (1.0, 8.0), (1.0, 6.0)],
        2: [(2.0, 0.0), (2.0, -2.0), (4.0, 2.0), (4.0, 0.0)],
        3: [(1.0, 1.0), (2.0, 2.0)],  # too few turns: left out
        4: [(7.0, 1.0), (7.0, 2.0), (7.0, 5.0)],  # one projection: left out
    }
    rows = fit(by_left)
    assert [r[0] for r in rows] == [1, 2]
    (_, a1, b1, s1), (_, a2, b2, s2) = rows
    assert (a1, b1) == (pytest.approx(5.0), pytest.approx(2.0))
    assert (a2, b2) == (pytest.approx(-3.0), pytest.approx(1.0))
    assert s1 == s2 == pytest.approx(2**0.5)


def test_the_projected_margins_are_the_table_s(tmp_path):
    options = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))
    state = play_game(options, ["greedy", ""], 3)
    game = replay(json.loads(record.dumps(state)))
    found = margins([game], ExpertBot.solo_weights)
    final = state.scores()[0].total - state.scores()[1].total
    assert all(y == final for pairs in found.values() for _, y in pairs)
    assert sum(len(pairs) for pairs in found.values()) == len(game[0])


def test_the_command_prints_a_setting_solo_pairs_reads(tmp_path, capsys):
    options = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))
    lines = []
    for seed in (1, 2, 3, 4):
        state = play_game(options, ["greedy", ""], seed)
        lines.append(json.dumps({"record": json.loads(record.dumps(state))}))
    (tmp_path / "games.jsonl").write_text("\n".join(lines))
    main([str(tmp_path / "games.jsonl")])
    out = capsys.readouterr().out
    assert out.startswith("4 games; per moves left")
    setting = out.split("as a setting: ")[1].strip()
    bot = make_setting(setting)
    assert bot.solo_odds and all(len(row) == 4 for row in bot.solo_odds)
