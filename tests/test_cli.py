"""The command line (akropolis/cli.py): ``arena`` and ``replay``, called
in-process through ``main(argv)``."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import weakref

import pytest

from akropolis import bots, cli
from akropolis.bots import RandomBot
from akropolis.cli import arena, english, report
from akropolis.rules import record
from akropolis.rules.game import Move, Options, new_game
from akropolis.rules.result import Result
from akropolis.rules.scoring import ScoreBreakdown
from akropolis.rules.solo import LEVELS


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def arena_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, "arena", "--json", *argv)
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def copycat(monkeypatch):
    """A second cheap bot name, to tell seats apart without the slow greedy
    bot."""

    class Copycat(RandomBot):
        name = "copycat"

    monkeypatch.setitem(bots.BOTS, "copycat", Copycat)
    return "copycat"


SCORE_KEYS = {"districts", "stones", "extra", "total"}
DISTRICT_KEYS = {"house", "market", "barracks", "temple", "garden"}


# -------------------------------------------------------------------- arena
def test_arena_text(capsys):
    code, out, err = run(capsys, "arena", "--players", "2", "--bots", "random", "--games", "3")
    assert code == 0 and err == ""
    assert "Arena: 3 games, 2 players, variants: none, seeds 0 to 2." in out
    for n in (1, 2, 3):
        assert f"Game {n} (seed {n - 1}):" in out
    assert "Win rate" in out and "Mean score" in out
    # The random bot plays both seats: 6 seat-games.
    assert any(line.split()[:2] == ["random", "6"] for line in out.splitlines())
    assert "Seat" in out and "1. random" in out and "2. random" in out
    assert "Shared victories" in out


def test_arena_json_shape(capsys):
    data = arena_json(
        capsys, "--players", "3", "--games", "2", "--seed", "40", "--variants", "houses,gardens"
    )
    assert data["options"] == {
        "players": 3,
        "long_game": False,
        "variants": ["houses", "gardens"],
        "solo": None,
    }
    assert [g["seed"] for g in data["games"]] == [40, 41]
    for game in data["games"]:
        assert [p["seat"] for p in game["players"]] == [0, 1, 2]
        assert all(p["bot"] == "random" for p in game["players"])
        for p in game["players"]:
            assert set(p["score"]) == SCORE_KEYS
            assert set(p["score"]["districts"]) == DISTRICT_KEYS
        best = max(p["score"]["total"] for p in game["players"])
        assert game["winners"] and all(
            game["players"][w]["score"]["total"] == best for w in game["winners"]
        )
        assert game["decided_by"] in ("points", "stones", "shared")
        assert game["moves"] == 48
        assert "architect" not in game
    summary = data["summary"]
    assert set(summary) == {"random"}
    entry = summary["random"]
    assert entry["games"] == 6
    wins = sum(len(g["winners"]) for g in data["games"])
    assert entry["wins"] == wins
    assert entry["win_rate"] == pytest.approx(wins / 6, abs=1e-4)
    totals = [p["score"]["total"] for g in data["games"] for p in g["players"]]
    assert entry["mean_score"] == pytest.approx(sum(totals) / 6, abs=0.01)
    assert [s["seat"] for s in data["seats"]] == [0, 1, 2]
    assert sum(s["games"] for s in data["seats"]) == 6


TIME_KEYS = {"move_time_median", "move_time_max"}


def without_times(data):
    """An arena's JSON without the times per move, which vary run to run."""
    if isinstance(data, dict):
        return {k: without_times(v) for k, v in data.items() if k not in TIME_KEYS}
    if isinstance(data, list):
        return [without_times(v) for v in data]
    return data


def text_without_times(out: str) -> str:
    """An arena's text without its time table."""
    lines = out.splitlines()
    start = lines.index(report.TIMES_HEADING)
    end = lines.index("", start)
    return "\n".join(lines[:start] + lines[end:])


def test_arena_is_deterministic(capsys):
    args = ("arena", "--players", "4", "--games", "2", "--seed", "7")
    first = run(capsys, *args)
    second = run(capsys, *args)
    assert text_without_times(first[1]) == text_without_times(second[1])
    assert without_times(arena_json(capsys, *args[1:])) == without_times(
        arena_json(capsys, *args[1:])
    )
    other = run(capsys, "arena", "--players", "4", "--games", "2", "--seed", "8")
    assert text_without_times(other[1]) != text_without_times(first[1])


def test_game_g_uses_seed_s_plus_g(capsys):
    two = arena_json(capsys, "--games", "2", "--seed", "100")
    one = arena_json(capsys, "--games", "1", "--seed", "101")
    assert two["games"][1] == one["games"][0]


def test_bot_names_cycle(capsys, copycat):
    data = arena_json(capsys, "--players", "4", "--bots", f"random,{copycat}")
    assert data["bots"] == ["random", copycat, "random", copycat]
    assert [p["bot"] for p in data["games"][0]["players"]] == data["bots"]
    assert data["summary"]["random"]["games"] == 2
    assert data["summary"][copycat]["games"] == 2
    data = arena_json(capsys, "--players", "3", "--bots", f"{copycat},random")
    assert data["bots"] == [copycat, "random", copycat]


# Seeds whose 4-player random game ends in a shared victory (27) and on the
# Stones tie-break (154) with today's engine and bots; the assertions hold
# whatever the outcome, so a change of bots does not break them.
@pytest.mark.parametrize("seed", [27, 154])
def test_ties_in_the_arena_and_replay(capsys, tmp_path, seed):
    argv = ("--players", "4", "--seed", str(seed), "--save-dir", str(tmp_path))
    data = arena_json(capsys, *argv)
    game = data["games"][0]
    winners = game["winners"]
    assert data["shared_victories"] == (len(winners) > 1)
    # A shared victory counts as a win for each winner.
    assert data["summary"]["random"]["wins"] == len(winners)
    assert [s["wins"] for s in data["seats"]] == [int(s in winners) for s in range(4)]
    code, out, _ = run(capsys, "arena", *argv)
    assert code == 0
    if len(winners) > 1:
        assert "1 game ended in a shared victory" in out
        assert "shared victory." in out
    code, out, _ = run(capsys, "replay", str(tmp_path / f"game-{seed}.json"))
    assert code == 0
    words = {
        "points": "with the most points",
        "stones": "wins the tie-break with more Stones",
        "shared": "Shared victory: ",
    }
    assert words[game["decided_by"]] in out


@pytest.mark.parametrize("level", LEVELS)
def test_solo_arena(capsys, level):
    data = arena_json(capsys, "--players", "1", "--solo", level, "--games", "2", "--seed", "3")
    assert data["options"]["solo"] == level and data["options"]["players"] == 1
    for game in data["games"]:
        assert [p["seat"] for p in game["players"]] == [0]
        architect = game["architect"]
        assert architect["seat"] == 1 and architect["level"] == level
        assert set(architect["score"]) == SCORE_KEYS
        assert game["winners"] in ([0], [1])
        assert game["decided_by"] in ("points", "stones", "tie")
        assert game["moves"] == 36
    assert data["summary"]["random"]["games"] == 2
    assert data["architect"]["level"] == level and data["architect"]["games"] == 2
    assert data["summary"]["random"]["wins"] + data["architect"]["wins"] == 2
    code, out, _ = run(capsys, "arena", "--solo", level, "--games", "1")
    assert code == 0
    assert "solo against the Illustrious Architect" in out and "Architect (" in out


def test_solo_long_game(capsys):
    data = arena_json(capsys, "--solo", "callicrates", "--long", "--variants", "temples")
    assert data["games"][0]["moves"] == 60  # 61 tiles, the last one never played


def test_save_dir_records_replay(capsys, tmp_path):
    out_dir = tmp_path / "records" / "nested"
    data = arena_json(
        capsys, "--players", "3", "--games", "2", "--seed", "9", "--save-dir", str(out_dir)
    )
    assert sorted(os.listdir(out_dir)) == ["game-10.json", "game-9.json"]
    for game in data["games"]:
        path = out_dir / f"game-{game['seed']}.json"
        assert game["record"] == str(path)
        state, players = record.loads(path.read_text(encoding="utf-8"))
        assert state.over and state.setup.seed == game["seed"]
        assert [p.control for p in players] == ["random"] * 3
        assert [s.to_dict() for s in state.scores()] == [p["score"] for p in game["players"]]
        code, out, err = run(capsys, "replay", str(path))
        assert code == 0 and err == ""
        assert "Game over after 48 moves (12 rounds)" in out
        total_line = next(line for line in out.splitlines() if line.startswith("Total"))
        assert [int(x) for x in total_line.split()[1:]] == [
            p["score"]["total"] for p in game["players"]
        ]
        assert ("Winner:" in out) or ("Shared victory:" in out)


def test_solo_save_dir(capsys, tmp_path):
    arena_json(capsys, "--solo", "metagenes", "--seed", "4", "--save-dir", str(tmp_path))
    state, players = record.loads((tmp_path / "game-4.json").read_text(encoding="utf-8"))
    assert [p.control for p in players] == ["random", "architect"]
    code, out, _ = run(capsys, "replay", str(tmp_path / "game-4.json"))
    assert code == 0
    assert "Illustrious Architect" in out and "Metagenes" in out
    assert "Quarries" in out  # Metagenes scores 2 per Quarry


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["--bots", "deepblue"], "unknown bot 'deepblue'"),
        (["--bots", "random,,random"], "--bots"),
        (["--players", "2", "--bots", "random,random,random"], "3 bots named for 2 seats"),
        (["--variants", "houses,castles"], "unknown variant 'castles'"),
        (["--solo", "pericles"], "invalid choice"),
        (["--players", "2", "--solo", "metagenes"], "--solo is for 1 player"),
        (["--players", "1"], "1 player needs --solo"),
        (["--players", "5"], "--players must be"),
        (["--players", "0"], "--players must be"),
        (["--players", "4", "--long"], "long game is for 2 or 3 players"),
        (["--games", "0"], "--games must be 1 or more"),
        (["--games", "two"], "invalid int value"),
        (["--seed", str(2**60)], "--seed must lie between"),
        (["--seed", "9" * 5000], "--seed must lie between"),
        (["--seed", "-" + "9" * 5000], "--seed must lie between"),
        # The game count is named, not the seed (it blamed the seed).
        (["--games", "9" * 5000], "--games must be at most"),
        (["--games", "9" * 26], "--games must be at most"),
        (["--games", str(2**53)], "--games must be at most"),
        (["--seed", str(2**53 - 5), "--games", "10"], "--games 10 from --seed"),
        (["--games", "x" * 5000], "invalid int value"),
        (["--players", "9" * 5000], "--players must be"),
    ],
    ids=lambda value: str(value)[:30],
)
def test_arena_argument_errors(capsys, argv, fragment):
    code, out, err = run(capsys, "arena", *argv)
    assert code == 2
    assert fragment in err and "usage:" in err
    assert out == ""
    assert len(err.splitlines()[-1]) < 200 and "set_int_max_str_digits" not in err


def test_no_command(capsys):
    code, _, err = run(capsys)
    assert code == 2 and "required" in err


def test_help(capsys):
    code, out, _ = run(capsys, "arena", "--help")
    assert code == 0 and "--save-dir" in out


def test_a_crashing_bot_fails_the_arena(capsys, monkeypatch):
    class Crasher(RandomBot):
        def choose(self, view, seed=None):
            if view.turn >= 5:
                raise RuntimeError("out of ideas")
            return super().choose(view, seed)

    monkeypatch.setitem(bots.BOTS, "crasher", Crasher)
    code, out, err = run(capsys, "arena", "--bots", "crasher", "--seed", "3")
    assert code == 1 and out == ""
    assert "game 1, seed 3, action 6" in err
    assert "crashed: RuntimeError: out of ideas" in err
    assert len(err.strip().splitlines()) == 1


def test_an_illegal_move_fails_the_arena(capsys, monkeypatch):
    class Cheater(RandomBot):
        def choose(self, view, seed=None):
            return Move(len(view.site) - 1, (50, 50), 0, 1)

    monkeypatch.setitem(bots.BOTS, "cheater", Cheater)
    code, out, err = run(capsys, "arena", "--bots", "cheater")
    assert code == 1
    assert "illegal action" in err and "seat 1" in err


def test_a_bot_cannot_change_the_game(capsys, monkeypatch):
    class Meddler(RandomBot):
        def choose(self, view, seed=None):
            move = super().choose(view, seed)
            # Meddling with the cities it is shown does not touch the game.
            for city in view.cities:
                if city is not None:
                    city.height.clear()
                    city.placed.clear()
            return move

    monkeypatch.setitem(bots.BOTS, "meddler", Meddler)
    code, _, err = run(capsys, "arena", "--bots", "meddler,random", "--json")
    assert code == 0, err


# ------------------------------------------------------------------- replay
def test_replay_unfinished_game(capsys, tmp_path):
    state = new_game(Options(3), 8)
    bot = RandomBot(8)
    for _ in range(10):
        state.play(bot.choose(state))
    players = [record.Player("Ada"), record.Player("Bob", "greedy"), record.Player("Cy")]
    path = tmp_path / "partial.json"
    path.write_text(record.dumps(state, players), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and err == ""
    assert f"Game in progress: round {state.round} of 12, 10 moves played" in out
    assert f"{players[state.current].name} to play" in out
    assert "Bob (greedy bot)" in out
    for title in ("Houses", "Markets", "Barracks", "Temples", "Gardens", "Stones", "Total"):
        assert any(line.startswith(title) for line in out.splitlines())
    assert "value" in out and "stars" in out and "points" in out
    assert ("Leading:" in out) or ("Sharing the lead:" in out)


@pytest.mark.parametrize(
    "content, fragment",
    [
        (b"", "not valid JSON"),
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b"[1, 2, 3]", "not an Akropolis game record"),
        (b'{"format": "akropolis-game", "version": 7}', "newer version of the game"),
    ],
)
def test_replay_bad_file(capsys, tmp_path, content, fragment):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert fragment in err and str(path) in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_replay_illegal_move(capsys, tmp_path):
    state = new_game(Options(2), 1)
    state.play(state.legal_moves()[0])
    data = record.to_record(state)
    data["moves"][0]["level"] = 3
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1
    assert "Move 1 is illegal: A tile on level 3 must rest on three hexes of level 2." in err


def test_replay_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nowhere.json"))
    assert code == 1 and "cannot read" in err and "Traceback" not in err
    code, _, err = run(capsys, "replay", str(tmp_path))  # a directory
    assert code == 1 and "cannot read" in err


def breakdown(total: int, stones: int) -> ScoreBreakdown:
    return ScoreBreakdown((), stones, total)


def test_outcome_words():
    names = ["Ada", "Bob", "Cy"]
    from akropolis.rules.result import Result

    scores = [breakdown(60, 4), breakdown(60, 3), breakdown(50, 9)]
    text = english.outcome(Result((0,), "stones"), scores, names, True)
    assert text == (
        "Winner: Ada. Ada and Bob tie on 60 points; "
        "Ada wins the tie-break with more Stones (4 to 3)."
    )
    scores = [breakdown(60, 4), breakdown(60, 4), breakdown(50, 9)]
    text = english.outcome(Result((0, 1), "shared"), scores, names, True)
    assert text == "Shared victory: Ada and Bob, with 60 points and 4 Stones each."
    text = english.outcome(Result((1,), "tie"), scores[:2], ["Ada", "Architect"], True)
    assert "Winner: Architect" in text and "full tie" in text
    text = english.outcome(
        Result((2,), "points"), [breakdown(1, 0)] * 2 + [breakdown(9, 0)], names, False
    )
    assert text == "Leading: Cy, with the most points (9)."


def test_python_dash_m(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "akropolis", "arena", "--games", "1", "--json"],
        capture_output=True,
        text=True,
        cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["games"]) == 1
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "akropolis", "replay", str(bad)],
        capture_output=True,
        text=True,
        cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr.strip() == f"akropolis: {bad}: This save is not an Akropolis game record."


# ------------------------------------------------------- strength claims
def test_wilson_interval():
    assert arena.wilson(0, 0) == (0.0, 1.0)
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = arena.wilson(100, 100)
    assert lo == pytest.approx(0.9630, abs=1e-4) and hi == pytest.approx(1.0)
    lo, hi = arena.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)


def test_arena_summary_has_intervals_margins_and_times(capsys, copycat):
    data = arena_json(capsys, "--bots", f"random,{copycat}", "--games", "4", "--seed", "2")
    summary = data["summary"]
    for name in ("random", copycat):
        entry = summary[name]
        lo, hi = entry["win_rate_ci95"]
        assert 0.0 <= lo <= entry["win_rate"] <= hi <= 1.0
        assert lo == round(arena.wilson(entry["wins"], entry["games"])[0], 4)
        assert 0.0 <= entry["move_time_median"] <= entry["move_time_max"]
    margins = []
    for game in data["games"]:
        a, b = (p["score"]["total"] for p in game["players"])
        margins.append(a - b)
    # Two players: the margin is own score minus the other's.
    assert summary["random"]["mean_margin"] == pytest.approx(sum(margins) / 4, abs=0.01)
    assert summary[copycat]["mean_margin"] == -summary["random"]["mean_margin"]
    assert data["rotate"] is False
    code, out, _ = run(capsys, "arena", "--bots", f"random,{copycat}", "--games", "2")
    assert "95% interval" in out and "Mean margin" in out
    assert report.TIMES_HEADING in out


def test_rotate_plays_each_tile_order_from_every_seat(capsys, copycat, tmp_path):
    data = arena_json(
        capsys,
        "--players", "3",
        "--bots", f"random,{copycat},{copycat}",
        "--games", "6",
        "--seed", "50",
        "--rotate",
        "--save-dir", str(tmp_path),
    )  # fmt: skip
    assert data["rotate"] is True
    assert [g["seed"] for g in data["games"]] == [50, 50, 50, 51, 51, 51]
    assert [g["turn"] for g in data["games"]] == [0, 1, 2, 0, 1, 2]
    seats_of_random = [
        [p["seat"] for p in g["players"] if p["bot"] == "random"] for g in data["games"]
    ]
    assert seats_of_random == [[0], [1], [2], [0], [1], [2]]
    # With rotated seats, a seat is not one bot's.
    assert all(s["bot"] is None for s in data["seats"])
    assert data["summary"]["random"]["games"] == 6
    assert data["summary"][copycat]["games"] == 12
    assert sorted(os.listdir(tmp_path)) == [
        f"game-{s}-{t}.json" for s in (50, 51) for t in range(3)
    ]
    state, players = record.loads((tmp_path / "game-50-1.json").read_text(encoding="utf-8"))
    assert [p.control for p in players] == [copycat, "random", copycat]
    code, out, _ = run(capsys, "arena", "--bots", f"random,{copycat}", "--games", "2", "--rotate")
    assert "Seats of game 1, turned one seat on each game: 1. random, 2. copycat" in out
    assert "Game 2 (seed 0): copycat" in out


def test_rotated_two_player_games_swap_the_seats(capsys):
    data = arena_json(capsys, "--bots", "greedy,random", "--games", "2", "--rotate", "--seed", "5")
    first, second = data["games"]
    assert first["seed"] == second["seed"] == 5
    assert [p["bot"] for p in first["players"]] == ["greedy", "random"]
    assert [p["bot"] for p in second["players"]] == ["random", "greedy"]


def test_solo_arena_margins(capsys):
    data = arena_json(capsys, "--solo", "hippodamos", "--bots", "easy", "--games", "2")
    entry = data["summary"]["easy"]
    assert data["architect"]["mean_margin"] == -entry["mean_margin"]
    assert "move_time_median" not in data["architect"]
    assert entry["move_time_max"] >= entry["move_time_median"] > 0


def test_workers_do_not_change_the_results(capsys):
    args = ("--players", "3", "--games", "3", "--seed", "12", "--rotate")
    one = arena_json(capsys, *args)
    two = arena_json(capsys, *args, "--workers", "2")
    assert without_times(one) == without_times(two)


def test_workers_must_be_positive(capsys):
    code, _, err = run(capsys, "arena", "--workers", "0")
    assert code == 2 and "--workers must be 1 or more" in err


def test_the_levels_in_the_arena(capsys):
    data = arena_json(capsys, "--bots", "easy,medium", "--games", "1", "--seed", "3")
    assert set(data["summary"]) == {"easy", "medium"}


# ------------------------------------------------------ nothing lost, ever
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def akropolis(*argv: str, **kwargs) -> subprocess.Popen:
    """``python -m akropolis ARGV`` in a process of its own, its output in
    pipes (text)."""
    return subprocess.Popen(
        [sys.executable, "-m", "akropolis", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        **kwargs,
    )


def first_line(process: subprocess.Popen, timeout: float = 60) -> str:
    """The process's first line of output, or a failed test if none comes
    within ``timeout`` seconds (POSIX only)."""
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    if not ready:
        process.kill()
        process.communicate()
        pytest.fail(f"no output within {timeout} s")
    return process.stdout.readline()


posix_only = pytest.mark.skipif(os.name != "posix", reason="pipes and signals of POSIX")


def saved_game(tmp_path, names=("Zoë", "Ólafur")) -> str:
    state = new_game(Options(2), 3)
    bot = RandomBot(3)
    while not state.over:
        state.play(bot.choose(state))
    path = tmp_path / "game.json"
    path.write_text(record.dumps(state, [record.Player(n) for n in names]), encoding="utf-8")
    return str(path)


@posix_only
def test_replay_into_a_closed_pipe(tmp_path):
    """``replay FILE | true``: the reader has gone before anything is
    written. No traceback, no message."""
    process = akropolis("replay", saved_game(tmp_path))
    process.stdout.close()  # before Python has even started
    err = process.stderr.read()
    process.wait(timeout=60)
    assert err == ""
    assert process.returncode in (0, cli.PIPE_CLOSED)  # 0 if it wrote first


@posix_only
@pytest.mark.parametrize("json_flag", [[], ["--json"]], ids=["text", "json"])
def test_arena_into_a_pipe_closed_early(json_flag):
    """``arena ... | head -1``: the games are reported as they finish, and
    the arena stops quietly when the reader goes."""
    process = akropolis("arena", "--games", "100000", *json_flag)
    line = first_line(process)
    assert line.startswith("{" if json_flag else "Arena: 100000 games")
    process.stdout.close()
    err = process.stderr.read()
    process.wait(timeout=60)
    assert err == ""
    assert process.returncode == cli.PIPE_CLOSED


@posix_only
@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_in_a_terminal_exits_quietly(workers):
    """Ctrl-C reaches every process of the terminal's group: the arena's
    and its workers'. The arena starts as a terminal's job does, Ctrl-C
    not ignored: a shell's background job (``cmd &``, as ``nohup`` or a
    detached CI run gives) inherits an ignored SIGINT, and the arena rightly
    keeps ignoring it (started so, this test timed out)."""
    process = akropolis(
        "arena",
        "--games",
        "100000",
        "--workers",
        workers,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    first_line(process)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == cli.INTERRUPTED
    assert err == ""


def test_ctrl_c_exits_quietly(capsys, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "play_arena", interrupted)
    assert interrupt(capsys, "arena") == (cli.INTERRUPTED, "", "")
    monkeypatch.setattr(cli, "parse", interrupted)
    assert interrupt(capsys, "replay", __file__) == (cli.INTERRUPTED, "", "")


def test_ctrl_c_while_the_modules_load_exits_quietly(monkeypatch, capsys):
    """Ctrl-C before main() runs (the first moments, while ``akropolis.cli``
    and what it needs are imported) printed a KeyboardInterrupt traceback."""
    import builtins
    import runpy

    real = builtins.__import__

    def interrupted(name, *args, **kwargs):
        if name == "cli" or name.startswith("akropolis.cli"):
            raise KeyboardInterrupt
        return real(name, *args, **kwargs)

    for module in [m for m in sys.modules if m.startswith("akropolis.cli")]:
        monkeypatch.delitem(sys.modules, module)
    monkeypatch.setattr(builtins, "__import__", interrupted)
    with pytest.raises(SystemExit) as done:
        runpy.run_module("akropolis", run_name="__main__")
    monkeypatch.undo()
    assert done.value.code == cli.INTERRUPTED == 130
    assert capsys.readouterr() == ("", "")


def interrupt(capsys, *argv: str) -> tuple[int, str, str]:
    """``run``, failing the test (not stopping pytest) if Ctrl-C escapes."""
    try:
        return run(capsys, *argv)
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C escaped main()")


def test_a_billion_games_start_at_once(capsys, monkeypatch):
    """The games are made as they are played: an arena of a billion games
    reports its first games at once (it used to make them all first, at
    23 MB a second)."""
    played = []
    play_job = arena.play_job

    def two_then_ctrl_c(job):
        if len(played) == 2:
            raise KeyboardInterrupt
        played.append(job.number)
        return play_job(job)

    monkeypatch.setattr(arena, "play_job", two_then_ctrl_c)
    code, out, err = interrupt(capsys, "arena", "--games", "1000000000")
    assert (code, err) == (cli.INTERRUPTED, "")
    assert played == [0, 1]
    assert out.startswith(
        "Arena: 1000000000 games, 2 players, variants: none, seeds 0 to 999999999."
    )
    assert "Game 2 (seed 1): " in out


@pytest.mark.parametrize("json_flag", [[], ["--json"]], ids=["text", "json"])
def test_the_arena_keeps_no_game_once_reported(capsys, monkeypatch, json_flag):
    states: list[weakref.ref] = []
    alive = []
    play_job = arena.play_job

    def watched(job):
        alive.append(sum(ref() is not None for ref in states))
        state, times = play_job(job)
        states.append(weakref.ref(state))
        return state, times

    monkeypatch.setattr(arena, "play_job", watched)
    code, out, err = run(capsys, "arena", "--games", "12", "--seed", "4", *json_flag)
    assert code == 0, err
    assert max(alive) <= 1, alive
    # The same report as when all the games are kept.
    games = list(arena.play_arena(list(arena.arena_jobs(Options(2), ["random"] * 2, 4, 12))))
    if json_flag:
        whole = arena.arena_json(Options(2), ["random"] * 2, games)
        assert without_times(json.loads(out)) == without_times(whole)
    else:
        whole = report.arena_text(Options(2), ["random"] * 2, games)
        assert text_without_times(out) == text_without_times(whole + "\n")


def test_the_median_time_per_move_is_counted_not_kept():
    tally = arena.Tally()
    game = arena.ArenaGame(
        0, None, (), ["a", "b"], [ScoreBreakdown((), 0, 1)] * 2, Result((0, 1), "shared")
    )
    for times in ([0.001, 0.003], [0.002], [0.010, 0.004]):
        game.times = [times, []]
        tally.add(game, 0)
    stats = tally.stats()
    assert stats["move_time_median"] == 0.003 and stats["move_time_max"] == 0.01
    game.times = [[0.005], []]
    tally.add(game, 0)
    assert tally.stats()["move_time_median"] == 0.0035
    assert len(tally.ticks) == 6


def test_replay_refuses_a_file_too_large(capsys, tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * cli.MAX_RECORD_BYTES + b"{}")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert err == f"akropolis: {path}: This file is too large to be a game record (over 4 MB).\n"


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_replay_dev_zero():
    import resource

    def little_memory():  # the old replay read /dev/zero until it ran out
        resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31))

    process = akropolis("replay", "/dev/zero", preexec_fn=little_memory)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 1 and out == ""
    assert err == "akropolis: /dev/zero: This file is too large to be a game record (over 4 MB).\n"


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("command", ["replay", "arena"])
def test_output_to_a_full_disk(tmp_path, command):
    argv = ["replay", saved_game(tmp_path)] if command == "replay" else ["arena", "--games", "2"]
    with open("/dev/full", "w") as full:
        process = subprocess.Popen(
            [sys.executable, "-m", "akropolis", *argv],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        _, err = process.communicate(timeout=60)
    assert process.returncode == 1
    assert err == "akropolis: cannot write the output: No space left on device\n"


def test_names_on_a_terminal_without_them(tmp_path):
    """A terminal whose encoding lacks a player's letters shows "?"."""
    path = saved_game(tmp_path)
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    process = akropolis("replay", path, env=env)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert err == ""
    assert "Players: 1. Zo?, 2. ?lafur" in out


def test_replay_a_record_with_a_byte_order_mark(capsys, tmp_path):
    """Notepad begins a UTF-8 file with a byte order mark."""
    path = saved_game(tmp_path)
    with open(path, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        f.write(b"\xef\xbb\xbf" + data)
    code, out, err = run(capsys, "replay", path)
    assert code == 0 and err == ""
    assert "Players: 1. Zoë, 2. Ólafur" in out


def test_replay_a_seed_of_5000_digits(capsys, tmp_path):
    path = saved_game(tmp_path)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace('"seed": 3,', '"seed": ' + "9" * 5000 + ","))
    code, out, err = run(capsys, "replay", path)
    assert code == 1 and out == ""
    assert err == (
        f"akropolis: {path}: The record's seed is a number too large; it must be a whole "
        f"number between -{record.MAX_INT} and {record.MAX_INT}, or null.\n"
    )


@pytest.mark.parametrize("action", [{"do": {}}, {"do": ["pass"]}, {"do": None}, ["pass"], "pass"])
def test_replay_of_a_card_record_with_a_malformed_action_says_so_in_one_line(
    capsys, tmp_path, action
):
    from akropolis.core.registry import load_game

    spec = load_game("cards")
    game = spec.new([("Ada", "human"), ("Basil", "human")], 3, {})
    data = json.loads(spec.dumps(game))
    data["actions"] = [action]
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert "Action 1 is not an action of the card game." in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_replay_reports_every_registered_game(capsys, tmp_path):
    from akropolis.cli import REPORTS
    from akropolis.core.registry import games

    for spec in games():
        assert spec.name in REPORTS
        state = spec.new([("Ada", "human"), ("Basil", "human")], 5, {})
        path = tmp_path / f"{spec.name}.json"
        path.write_text(spec.dumps(state), encoding="utf-8")
        code, out, err = run(capsys, "replay", str(path))
        assert code == 0 and err == "" and "Ada" in out and "Basil" in out


def test_replay_keeps_control_characters_of_a_forged_card_record_off_the_terminal(capsys, tmp_path):
    from akropolis.core.registry import load_game

    spec = load_game("cards")
    data = json.loads(spec.dumps(spec.new([("Ada", "human"), ("Basil", "human")], 3, {})))
    data["players"][0]["name"] = "\x1b[2J\x1b]0;pwned\x07Eve"
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == "" and "\x1b" not in err and "\x07" not in err
    assert "control characters" in err or "Player 1" in err


@pytest.mark.parametrize(
    "game, bots, distinct",
    [
        ("tiles", "random,random", 1),
        ("tiles", "easy,random,easy,random", 2),
        ("tiles", "easy,random,random", 3),
        ("cards", "random,random,random", 1),
        ("cards", "easy,random,easy,random", 2),
    ],
)
def test_the_arena_plays_each_distinct_line_up_of_a_deal_once(capsys, game, bots, distinct):
    """``--rotate`` turns the seats; a turn that gives a line-up already
    played gives the very same game, so it is not played (nor counted)
    again: the next deal comes instead."""
    players = str(len(bots.split(",")))
    data = arena_json(
        capsys,
        "--game",
        game,
        "--bots",
        bots,
        "--players",
        players,
        "--rotate",
        "--games",
        "4",
        "--seed",
        "7",
    )
    games = data["games"]
    assert len(games) == 4
    seeds = [g["seed"] for g in games]
    assert seeds == [7 + g // distinct for g in range(4)]
    line_ups = [(g["seed"], tuple(p["bot"] for p in g["players"])) for g in games]
    assert len(set(line_ups)) == 4


def test_the_card_arena_counts_its_games_in_english(capsys):
    """It read "Card arena: 1 games"."""
    code, out, _ = run(capsys, "arena", "--game", "cards", "--games", "1")
    assert code == 0 and out.startswith("Card arena: 1 game, 3 players")


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["--games", "9" * 26], "--games must be at most"),
        (["--seed", str(2**60)], "--seed must lie between"),
        (["--seed", str(2**53 - 5), "--games", "10"], "--games 10 from --seed"),
    ],
)
def test_the_card_arena_names_the_option_at_fault(capsys, argv, fragment):
    code, out, err = run(capsys, "arena", "--game", "cards", *argv)
    assert code == 2 and fragment in err and out == ""


# ------------------------------------------------------------------ links
def _link_game(tmp_path, moves=12):
    from akropolis.games import TILES

    state = TILES.new([("Ada", "human"), ("Basil", "expert")], 5, {"variants": {"gardens"}})
    bot = bots.make_bot("random", 1)
    while len(state.history) < moves:
        state.play(bot.choose(state))
    path = tmp_path / "game.json"
    path.write_text(TILES.dumps(state), encoding="utf-8")
    return state, path


def test_link_writes_a_record_as_a_link_and_back(capsys, tmp_path):
    from akropolis.games import TILES

    state, path = _link_game(tmp_path)
    code, fragment, err = run(capsys, "link", str(path))
    assert code == 0 and err == "" and fragment.startswith("#play=") and fragment.count("\n") == 1
    base = "https://friends.github.io/akropolis/"
    code, address, _ = run(capsys, "link", str(path), "--base", base + "#play=old")
    assert code == 0 and address == base + fragment
    code, out, err = run(capsys, "link", "--decode", address.strip())
    assert code == 0 and err == "" and out == TILES.dumps(state)
    code, out, err = run(capsys, "replay", address.strip())
    assert code == 0 and err == "" and "12 moves played" in out and "Ada" in out


def test_link_refuses_a_damaged_link_in_one_line_without_echoing_it(capsys, tmp_path):
    _, path = _link_game(tmp_path)
    code, fragment, _ = run(capsys, "link", str(path))
    for command in ("replay", "link --decode"):
        for forged in (fragment.strip()[:-4], fragment.strip() + "\x1b[2J\x07"):
            code, out, err = run(capsys, *command.split(), forged)
            assert code == 1 and out == "" and "\x1b" not in err and "\x07" not in err
            assert len(err.strip().splitlines()) == 1 and "damaged" in err and "Traceback" not in err


def test_link_says_why_the_card_game_does_not_travel(capsys, tmp_path):
    from akropolis.core.registry import load_game

    spec = load_game("cards")
    path = tmp_path / "cards.json"
    path.write_text(spec.dumps(spec.new([("Ada", "human"), ("Basil", "human")], 3, {})), encoding="utf-8")
    code, out, err = run(capsys, "link", str(path))
    assert code == 1 and out == "" and "live conversation" in err
    code, out, err = run(capsys, "link", "--decode", "#play=AAAA", "--base", "https://x/")
    assert code == 1 and "--base" in err
