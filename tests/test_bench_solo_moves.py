"""bench/solo_moves.py: two bots' moves in the same solo positions."""

from __future__ import annotations

import json

from akropolis.cli.arena import play_game
from akropolis.rules import record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import Options
from bench.solo_moves import decide, main, turns

SOLO = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))


def test_a_bot_chooses_again_the_moves_it_played():
    state = play_game(SOLO, ["medium", ""], 8)
    positions = turns(json.loads(record.dumps(state)), 2)
    own = sum(1 for turn in state.turns if turn.seat == 0)
    assert len(positions) == (own + 1) // 2
    for position in positions:
        move = state.history[len(position.history)]
        assert decide((["medium", "medium"], position)) == [move, move]


def test_the_command_counts_the_moves_that_differ(tmp_path, capsys):
    lines = [
        json.dumps({"record": json.loads(record.dumps(play_game(SOLO, ["greedy", ""], seed)))})
        for seed in (1, 2)
    ]
    (tmp_path / "games.jsonl").write_text("\n".join(lines))
    main([str(tmp_path / "games.jsonl"), "--bot", "greedy", "--bot", "greedy", "--every", "4"])
    assert " 0 moves differ (0%)" in capsys.readouterr().out
    main([str(tmp_path / "games.jsonl"), "--bot", "greedy", "--bot", "random", "--every", "4"])
    out = capsys.readouterr().out
    count, changed = int(out.split()[0]), int(out.split(": ")[1].split()[0])
    assert count > 4 and 0 < changed <= count
