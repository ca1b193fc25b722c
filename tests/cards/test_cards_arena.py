"""The card game's arena and replay on the command line
(``python -m akropolis arena --game cards``), called in-process."""

from __future__ import annotations

import json

import pytest

from akropolis import cli
from akropolis.cards import record


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def arena_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, "arena", "--game", "cards", "--json", *argv)
    assert code == 0, err
    return json.loads(out)


def untimed(data: dict) -> dict:
    """The arena's JSON without the time per decision (it varies)."""
    for stats in [*data["summary"].values(), *data["seats"]]:
        del stats["move_time_median"], stats["move_time_max"]
    return data


def test_the_card_arena_json_shape(capsys):
    data = arena_json(capsys, "--players", "3", "--bots", "easy,random", "--games", "2", "--seed", "4")
    assert data["options"] == {"game": "cards", "players": 3, "advanced": False}
    assert data["bots"] == ["easy", "random", "easy"]
    assert [g["seed"] for g in data["games"]] == [4, 5]
    game = data["games"][0]
    assert {p["bot"] for p in game["players"]} == {"easy", "random"}
    assert sum(len(p["buildings"]) for p in game["players"]) == 15
    assert set(game["category_winners"]) == {"military", "civic", "religious"}
    assert game["winners"] and game["decided_by"] in ("categories", "buildings", "drachmas", "shared")
    summary = data["summary"]
    assert set(summary) == {"easy", "random"} and summary["easy"]["games"] == 4
    for stats in summary.values():
        assert set(stats) == {
            "games", "wins", "win_rate", "win_rate_ci95", "mean_categories",
            "mean_drachmas_left", "move_time_median", "move_time_max",
        }  # fmt: skip
        lo, hi = stats["win_rate_ci95"]
        assert 0 <= lo <= stats["win_rate"] <= hi <= 1
    assert len(data["seats"]) == 3 and isinstance(data["shared_victories"], int)


def test_rotate_turns_the_seats_and_workers_change_nothing(capsys):
    argv = ("--players", "2", "--bots", "easy,random", "--games", "4", "--seed", "1", "--rotate",
            "--advanced")
    one = arena_json(capsys, *argv)
    two = arena_json(capsys, *argv, "--workers", "2")
    assert untimed(one) == untimed(two)
    assert [g["seed"] for g in one["games"]] == [1, 1, 2, 2]
    assert [g["players"][0]["bot"] for g in one["games"]] == ["easy", "random", "easy", "random"]
    assert one["rotate"] is True and one["seats"][0]["bot"] is None


def test_the_card_arena_in_text_saves_records_that_replay(capsys, tmp_path):
    code, out, err = run(
        capsys, "arena", "--game", "cards", "--players", "2", "--bots", "random",
        "--games", "2", "--seed", "7", "--save-dir", str(tmp_path),
    )  # fmt: skip
    assert code == 0 and err == ""
    assert "Card arena: 2 games, 2 players, basic rules" in out and "Game 2 (seed 8)" in out
    path = tmp_path / "cards-7.json"
    game = record.loads(path.read_text(encoding="utf-8"))
    assert game.is_over
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and "Acropolis, the card game: 2 players, game over." in out
    assert "Winner:" in out


@pytest.mark.parametrize(
    "argv, words",
    [
        (("--players", "7"), "--players must be 2 to 6"),
        (("--bots", "greedy"), "unknown card bot 'greedy'"),
        (("--long",), "options of the tile game"),
        (("--games", "0"), "--games must be 1 or more"),
        (("--bots", "easy,easy,easy,easy"), "4 bots named for 3 seats"),
    ],
)
def test_card_arena_argument_errors(capsys, argv, words):
    code, _, err = run(capsys, "arena", "--game", "cards", *argv)
    assert code == 2 and words in err


def test_advanced_is_for_the_card_game(capsys):
    code, _, err = run(capsys, "arena", "--advanced")
    assert code == 2 and "--game cards" in err


def test_a_damaged_card_record_fails_replay_in_one_line(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "akropolis-cards-game", "version": 9}', encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and "newer version" in err and err.count("\n") == 1
