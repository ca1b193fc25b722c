"""bench/solo_endgame.py: solo endgames played again from their records."""

from __future__ import annotations

import json

from akropolis.cli.arena import play_game
from akropolis.rules import record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import Options
from bench.solo_endgame import endgame, main, outcome, play_on

SOLO = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))


def _record(bot: str, seed: int) -> dict:
    return json.loads(record.dumps(play_game(SOLO, [bot, ""], seed)))


def test_the_endgame_starts_at_the_player_s_first_turn_with_few_stacks_left():
    rec = _record("greedy", 3)
    start, end = endgame(rec, 2)
    assert end.over and not start.over
    assert start.view().stacks_left <= 2 and not start.is_architect(start.current)
    # The turn before it (the player's) had more stacks to deal.
    earlier = [t for t in end.turns[: len(start.turns)] if t.seat == start.current]
    assert earlier
    assert endgame(rec, 0)[0].view().stacks_left == 0
    assert endgame(rec, 99)[0].turns == []  # the player's first turn


def test_the_bot_that_played_the_record_ends_it_as_recorded():
    for bot, seed in (("medium", 4), ("greedy", 5)):
        rec = _record(bot, seed)
        start, end = endgame(rec, 3)
        game = play_on((bot, seed, start))
        assert {k: game[k] for k in ("score", "architect", "won")} == outcome(end)
        assert len(game["times"]) == sum(1 for t in end.turns[len(start.turns) :] if t.seat == 0)


def test_the_command_pairs_each_endgame_with_its_record(tmp_path, capsys):
    lines = [json.dumps({"record": _record("greedy", seed)}) for seed in (1, 2, 3)]
    (tmp_path / "games.jsonl").write_text("\n".join(lines))
    out = tmp_path / "ends.jsonl"
    main(
        [
            str(tmp_path / "games.jsonl"),
            "--bot",
            "greedy",
            "--bot",
            "random",
            "--stacks",
            "2",
            "--out",
            str(out),
        ]
    )
    text = capsys.readouterr().out
    assert text.startswith("3 endgames")
    assert "greedy  endgames 3" in text and "ended as recorded 3" in text
    assert "random  endgames 3" in text
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["bot"] for g in written] == ["greedy", "random"] * 3
    assert all(g["recorded"].keys() == {"score", "architect", "won"} for g in written)
    # Only the close games: those whose recorded margin is that near 0.
    margins = sorted(abs(g["recorded"]["score"] - g["recorded"]["architect"]) for g in written)
    main([str(tmp_path / "games.jsonl"), "--bot", "greedy", "--close", str(margins[0])])
    close = sum(m <= margins[0] for m in margins) // 2
    assert capsys.readouterr().out.startswith(f"{close} endgames")
