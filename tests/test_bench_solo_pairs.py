"""bench/solo_pairs.py: paired solo games of bots and settings against the
Illustrious Architect (docs/ai.md, issue 15's solo experiments)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from akropolis.bots import BOTS
from akropolis.bots.hard import ExpertBot, HardBot
from akropolis.bots.outlook import Table, Weights
from akropolis.bots.search import Search
from akropolis.cli.arena import arena_players, new_setup, play_game
from akropolis.rules import record
from akropolis.rules.game import GameState
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import Options
from bench.solo_pairs import (
    Seer,
    SeerSearch,
    main,
    make_setting,
    parse_variants,
    play,
    register,
    report,
)


def test_a_plain_name_is_the_arena_s_bot():
    assert make_setting("expert") is ExpertBot


def test_settings_change_the_class_or_the_solo_weights(monkeypatch):
    bot = make_setting("expert:samples=16,architect_stone_hope=8.0")
    assert issubclass(bot, ExpertBot)
    assert bot.samples == 16 and bot.deep_moves == ExpertBot.deep_moves
    # The other solo weights are expert's own.
    assert bot.solo_weights == replace(ExpertBot.solo_weights, architect_stone_hope=8.0)
    assert make_setting("expert:stone_hope=1.0").solo_weights == replace(
        ExpertBot.solo_weights, stone_hope=1.0
    )
    # Its weights for the plan (all five variants) too.
    assert bot.solo_plan_weights == replace(ExpertBot.solo_plan_weights, architect_stone_hope=8.0)
    assert bot.solo_plan_weights.architect_stone_stagger == 4.0
    assert ExpertBot.samples == 12  # the arena's bot is untouched
    # A bot without solo weights has its weights changed, for solo.
    assert make_setting("hard:stone_hope=1.0").solo_weights == Weights(stone_hope=1.0)
    assert make_setting("hard:solo_plan=True").solo_plan is True
    # A bot with weights of its own for the plan has them changed too.
    planner = type("Planner", (HardBot,), {"solo_plan_weights": Weights(stone_hope=0.5)})
    monkeypatch.setitem(BOTS, "planner-for-a-test", planner)
    made = make_setting("planner-for-a-test:architect_stone_hope=3.0")
    assert made.solo_plan_weights == Weights(stone_hope=0.5, architect_stone_hope=3.0)
    assert made.solo_weights == Weights(architect_stone_hope=3.0)


def test_a_tuple_setting_keeps_its_commas():
    """A tuple value's commas are inside its brackets, not between settings."""
    bot = make_setting("expert:future_value=(1.0,1.5,1.2,0.6,1.3),stone_hope=2.0,samples=4")
    assert bot.solo_weights == replace(
        ExpertBot.solo_weights, future_value=(1.0, 1.5, 1.2, 0.6, 1.3), stone_hope=2.0
    )
    assert bot.samples == 4


@pytest.mark.parametrize(
    "spec",
    ["nobody", "expert:sample=3", "expert:samples", "expert:samples=x", "greedy:samples=3"],
)
def test_a_setting_that_does_not_exist_is_refused(spec):
    with pytest.raises(ValueError):
        make_setting(spec)


def test_a_bot_s_name_and_methods_are_not_settings():
    for spec in (
        "hard:name=1",
        "hard:think=1",
        "hard:solo_weights=None",
        "hard:solo_plan_weights=None",
    ):
        with pytest.raises(ValueError):
            make_setting(spec)


def test_variants():
    assert parse_variants("") == frozenset() == parse_variants("none")
    assert len(parse_variants("all")) == 5
    assert parse_variants("houses, markets") == {"houses", "markets"}
    with pytest.raises(ValueError):
        parse_variants("houses,castles")


def test_a_setting_that_changes_no_move_plays_the_same_game(monkeypatch):
    # The setting is registered in a copy of the arena's bots, not for the
    # tests that follow.
    bots = dict(BOTS)
    monkeypatch.setattr("akropolis.bots.BOTS", bots)
    monkeypatch.setattr("bench.solo_pairs.BOTS", bots)
    # hard's budget is 60,000 already: the same moves, so the same scores.
    register(["hard:budget=60000"])
    assert issubclass(bots["hard:budget=60000"], HardBot)
    assert "hard:budget=60000" not in BOTS
    options = Options(players=1, solo="callicrates")
    same = play(("hard:budget=60000", 11, options))
    base = play(("hard", 11, options))
    assert (same["score"], same["architect"], same["won"]) == (
        base["score"],
        base["architect"],
        base["won"],
    )
    assert len(base["times"]) == 18  # a standard solo game: 18 moves each


def _game(bot, seed, score, architect):
    return {
        "bot": bot,
        "seed": seed,
        "score": score,
        "architect": architect,
        "won": score > architect,
        "stones": [0, 0],
        "times": [0.1, 0.3],
    }


def test_the_report_pairs_the_margins_on_the_same_tile_orders():
    games = [
        _game("a", 1, 100, 110),
        _game("b", 1, 120, 100),  # +30 on the same tile order, won by b only
        _game("a", 2, 100, 90),
        _game("b", 2, 100, 100),  # -10, won by a only (a tie is the Architect's here)
        _game("b", 3, 150, 100),  # no pair: not in the difference
    ]
    lines = report(["a", "b"], games)
    assert lines[0].startswith("a  games 2  won 1 (50.0%")
    assert "margin +0.0" in lines[0]
    assert "games 3  won 2" in lines[1]
    assert "minus a's margin over 2 tile orders: +10.0 (" in lines[1]
    assert "won by this one only 1, by a only 1" in lines[1]


def test_the_command_prints_a_line_per_bot_and_writes_the_games(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    main(["--games", "2", "--seed", "5", "--bot", "greedy", "--bot", "random", "--out", str(out)])
    printed = capsys.readouterr().out
    assert printed.startswith("2 tile orders from seed 5, solo against callicrates, variants: none")
    assert "greedy  games 2" in printed and "random  games 2" in printed
    assert "minus greedy's margin over 2 tile orders" in printed
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(g["bot"], g["seed"]) for g in games] == [
        ("greedy", 5),
        ("random", 5),
        ("greedy", 6),
        ("random", 6),
    ]


def test_records_are_kept_and_runs_read_back_together(tmp_path, capsys):
    """``--records`` keeps each game's record in its line (what
    bench/td_fit.py reads); ``--read`` reports two runs' files as one."""
    from bench.td_fit import records

    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    main(["--games", "2", "--seed", "5", "--bot", "greedy", "--out", str(first), "--records"])
    main(["--games", "2", "--seed", "5", "--bot", "random", "--out", str(second)])
    played = capsys.readouterr().out
    games = [json.loads(line) for line in first.read_text().splitlines()]
    state = play_game(Options(players=1, solo="callicrates"), ["greedy", ""], 6)
    assert games[1]["record"]["moves"] == json.loads(record.dumps(state))["moves"]
    assert records([str(first)]) == [g["record"] for g in games]
    assert "record" not in second.read_text()
    main(["--read", str(first), str(second), "--bot", "random", "--bot", "greedy"])
    read = capsys.readouterr().out
    assert read.startswith("4 games read from")
    lines = read.splitlines()
    assert lines[1].startswith("random  games 2") and lines[2].startswith("greedy  games 2")
    assert "minus random's margin over 2 tile orders" in lines[3]
    # The same figures as when played.
    greedy = next(line for line in played.splitlines() if line.startswith("greedy"))
    assert lines[2].split("CPU")[0] == greedy.split("CPU")[0]
    with pytest.raises(SystemExit):
        main(["--games", "1", "--bot", "greedy", "--records"])


def test_a_long_setting_s_records_name_its_arena_bot(tmp_path, monkeypatch):
    """A setting's spec may be longer than any player's name: the record
    names the bot it is a setting of (the --out line keeps the spec)."""
    from bench.td_fit import records

    spec = "hard:budget=500,samples=1,deep_moves=1," + ",".join(
        f"{w}={v}" for w, v in [("stone_hope", 1.0)] * 20
    )
    assert len(spec) > 100
    # Known to the arena for this test only (main registers it otherwise,
    # and the arena's list of bots would then name it in other tests).
    monkeypatch.setitem(BOTS, spec, make_setting(spec))
    out = tmp_path / "long.jsonl"
    main(["--games", "1", "--seed", "3", "--bot", spec, "--out", str(out), "--records"])
    line = json.loads(out.read_text())
    assert line["bot"] == spec
    assert line["record"]["players"][0]["name"] == "hard 1"
    from akropolis.rules.record import from_record

    end, players = from_record(records([str(out)])[0])
    assert end.over and players[0].control == "hard"


def test_the_command_refuses_an_unknown_bot(capsys):
    with pytest.raises(SystemExit):
        main(["--bot", "expert:nothing=1"])
    assert "neither a setting of expert nor a field of its weights" in capsys.readouterr().err


def test_a_seer_is_its_bot_with_its_settings():
    seer = make_setting("seer:expert:samples=1,architect_stone_hope=8.0")
    assert issubclass(seer, Seer) and issubclass(seer, ExpertBot)
    assert seer.samples == 1 and seer.solo_weights.architect_stone_hope == 8.0
    assert seer.name == "seer:expert:samples=1,architect_stone_hope=8.0"
    for spec in ("seer:greedy", "seer:nobody", "seer:expert:sample=1"):
        with pytest.raises(ValueError):
            make_setting(spec)


def test_a_seer_s_look_further_is_dealt_the_true_next_stacks():
    options = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))
    state = GameState.start(new_setup(options, 3, arena_players(["hard", ""])))
    for _ in range(7):
        state.play(state.legal_moves()[0])
    view = state.view()
    order = tuple(state.setup.tile_order)
    seer = SeerSearch(order, view, Table(view, Weights()), random.Random(0), samples=5, rounds=2)
    upcoming = state.stack(state.stacks_used)
    assert seer._deals(1) == [tuple(upcoming)]
    assert seer._deals(2) == [tuple(upcoming + state.stack(state.stacks_used + 1))]
    # An ordinary search deals shuffles of the unseen tiles, as many as asked.
    plain = Search(view, Table(view, Weights()), random.Random(0), samples=5, rounds=2)
    deals = plain._deals(2)
    assert len(deals) == 5
    assert all(len(d) == 2 * options.stack_size and set(d) <= view.unseen for d in deals)


def test_a_seer_plays_a_whole_game_knowing_that_game_s_tile_order(monkeypatch):
    bots = dict(BOTS)
    monkeypatch.setattr("akropolis.bots.BOTS", bots)
    monkeypatch.setattr("bench.solo_pairs.BOTS", bots)
    register(["seer:hard"])
    options = Options(players=1, solo="callicrates")
    game = play(("seer:hard", 12, options))
    assert len(game["times"]) == 18 and game["bot"] == "seer:hard"
    played = play_game(options, ["hard", ""], 12)
    assert bots["seer:hard"].tile_order == tuple(played.setup.tile_order)
