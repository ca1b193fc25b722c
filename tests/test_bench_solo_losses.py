"""bench/solo_losses.py: the final scores per District type of solo games,
won and lost apart."""

from __future__ import annotations

import json

import pytest

from akropolis.cli.arena import play_game
from akropolis.rules import record
from akropolis.rules.scoring import VARIANTS, score_city
from akropolis.rules.setup import Options
from bench.solo_losses import final_scores, main, summary, variant_lines, variant_values
from bench.solo_pairs import main as solo_pairs

SOLO = Options(players=1, solo="callicrates", variants=frozenset(VARIANTS))


def test_the_final_scores_are_the_game_s_own():
    state = play_game(SOLO, ["greedy", ""], 4)
    player, architect, won = final_scores(json.loads(record.dumps(state)))
    scores = state.scores()
    assert (player, architect) == (scores[0], scores[1])
    assert won == (list(state.result().winners) == [0])


def test_only_finished_solo_games_are_read():
    two = json.loads(record.dumps(play_game(Options(players=2), ["greedy", "greedy"], 4)))
    for read in (final_scores, variant_values):
        with pytest.raises(ValueError):
            read(two)


def test_the_summary_is_the_mean_of_each_figure():
    games = [play_game(SOLO, ["greedy", ""], seed).scores() for seed in (1, 2)]
    lines = summary([(s[0], s[1]) for s in games])
    house = next(line for line in lines if line.split()[0] == "house").split()
    expected = [sum(s[side].line("house").points for s in games) / 2 for side in (0, 1)]
    assert float(house[1]) == pytest.approx(expected[0], abs=0.05)
    assert float(house[2]) == pytest.approx(expected[1], abs=0.05)
    stars = sum(s[0].line("house").stars for s in games) / 2
    assert float(house[4]) == pytest.approx(stars, abs=0.005)
    unstarred = sum(s[0].line("house").stars == 0 for s in games)
    assert house[6] == f"{100 * unstarred / 2:.0f}%"
    total = next(line for line in lines if line.split()[0] == "total").split()
    assert float(total[1]) == pytest.approx(sum(s[0].total for s in games) / 2, abs=0.05)
    assert summary([]) == ["  (no games)"]


def test_the_command_splits_the_games_as_solo_pairs_counts_them(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    solo_pairs(
        ["--games", "4", "--seed", "7", "--variants", "all", "--bot", "medium"]
        + ["--out", str(out), "--records"]
    )
    won = sum(json.loads(line)["won"] for line in out.read_text().splitlines())
    capsys.readouterr()
    main([str(out)])
    printed = capsys.readouterr().out
    assert printed.startswith(f"4 solo games: {won} won, {4 - won} lost")
    assert f"games lost ({4 - won}):" in printed
    assert "the player's District values, with the variants and without" in printed


def test_the_variants_values_are_the_city_s_scored_both_ways():
    state = play_game(SOLO, ["medium", ""], 5)
    city = state.cities[0]
    with_them, without = variant_values(json.loads(record.dumps(state)))
    assert with_them == tuple(d.value for d in state.scores()[0].districts)
    assert without == tuple(d.value for d in score_city(city.height, city.top))
    assert all(w >= o for w, o in zip(with_them, without, strict=True))
    assert with_them != without  # this game's city has Districts its variants double
    plain = play_game(Options(players=1, solo="callicrates"), ["medium", ""], 5)
    same = variant_values(json.loads(record.dumps(plain)))
    assert same[0] == same[1]


def test_the_variant_lines_are_the_sums_over_the_games():
    lines = variant_lines([((4, 0, 6, 2, 1), (2, 0, 3, 2, 1)), ((2, 0, 0, 0, 3), (2, 0, 0, 1, 1))])
    rows = {line.split()[0]: line.split()[1:] for line in lines[1:]}
    assert rows["house"] == ["3.00", "2.00", "1.50"]
    assert rows["market"] == ["0.00", "0.00", "-"]
    assert rows["barracks"] == ["3.00", "1.50", "2.00"]
    assert rows["temple"] == ["1.00", "1.50", "0.67"]
    assert rows["garden"] == ["2.00", "1.00", "2.00"]
