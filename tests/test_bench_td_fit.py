"""bench/td_fit.py: the solo projection fitted by temporal differences
(docs/ai.md, issue 15's ninth try)."""

from __future__ import annotations

import dataclasses
import json
from functools import cache

import pytest

from akropolis.bots.hard import ExpertBot
from akropolis.bots.outlook import Table, Weights
from akropolis.cli.arena import play_game
from akropolis.rules.game import GameState
from akropolis.rules.record import from_record, to_record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import Options
from bench.solo_pairs import make_setting
from bench.td_fit import (
    Fit,
    _solve,
    least_squares,
    main,
    params_of,
    player_turns,
    projections,
    records,
    replay,
    setting,
    weights_with,
)


@cache
def record(seed: int, variants: tuple[str, ...] = VARIANTS) -> dict:
    options = Options(players=1, solo="callicrates", variants=frozenset(variants))
    state = play_game(options, ["greedy", ""], seed)
    return json.loads(json.dumps(to_record(state, state.players)))


@pytest.mark.parametrize("variants", [VARIANTS, (), ("houses", "temples")])
@pytest.mark.parametrize(
    "weights",
    [
        ExpertBot.solo_weights,
        Weights(),
        Weights(
            house_hope=0.9, stone_hope=2.0, architect_stone_hope=3.0, architect_stone_taper=0.0
        ),
    ],
)
def test_the_projection_recomputed_is_the_bots_own(variants, weights):
    """At every turn of the player, the projections rebuilt from the kept
    figures are ``Table.projection``'s, for any weights and variants."""
    rec = record(5, variants)
    positions, final = replay(rec)
    params = params_of(weights, len(variants))
    end, _ = from_record(rec)
    state = GameState.start(end.setup)
    turn = 0
    for move in end.history:
        if state.current == 0:
            table = Table(state.view(), weights)
            mine = projections(positions[turn], params)
            assert mine == pytest.approx((table.projection(0), table.projection(1)), abs=1e-9)
            turn += 1
        state.play(move)
    assert turn == len(positions)
    assert [p.left for p in positions] == list(range(len(positions), 0, -1))
    scores = state.scores()
    assert final == scores[0].total - scores[1].total


def test_targets_run_from_the_next_turn_to_the_final_margin():
    games = [replay(record(seed)) for seed in (1, 2)]
    fit = Fit(games)
    x = params_of(ExpertBot.solo_weights, 5)
    c = [float(t) for t in range(fit.turns)]
    margins = fit.margins(x)
    for (g, final), ys, ys1, ms in zip(
        games, fit.targets(x, c, 0.0), fit.targets(x, c, 1.0), margins, strict=True
    ):
        assert ys1 == [final] * len(g)  # lambda 1: the final margin
        assert ys[-1] == final
        for i in range(len(g) - 1):  # lambda 0: the next turn's value
            assert ys[i] == pytest.approx(ms[i + 1] + c[g[i + 1].turn])
    half = fit.targets(x, c, 0.5)[0]
    assert half[-2] == pytest.approx(
        0.5 * (margins[0][-1] + c[games[0][0][-1].turn]) + 0.5 * games[0][1]
    )


def test_gauss_newton_meets_reachable_targets():
    """Targets made by known weights (and constants) are met again from
    expert's weights: the fit's cost falls to nearly nothing."""
    fit = Fit([replay(record(seed)) for seed in (1, 2, 3, 4)])
    start = params_of(ExpertBot.solo_weights, 5)
    truth = dict(start, future_value_1=1.6, stone_hope=2.0, height_hope=1.1, quarry_hope=1.5)
    c_true = [3.0 * t for t in range(fit.turns)]
    ys = [
        [m + c_true[p.turn] for p, m in zip(g, ms, strict=True)]
        for (g, _), ms in zip(fit.games, fit.margins(truth), strict=True)
    ]
    c0 = fit.constants(start, ys)
    before = sum(e * e for e in fit.errors(start, c0, ys))
    x, c = fit.solve(start, c0, ys, steps=40)
    after = sum(e * e for e in fit.errors(x, c, ys))
    assert before > 100 and after < 1e-4 * before
    assert all(v >= 0 for v in x.values())


def test_solve_and_the_setting_round_trip():
    assert _solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
    x = params_of(ExpertBot.solo_weights, 5)
    x["stone_hope"] = 2.5
    bot = make_setting(setting(x))
    expected = weights_with({k: round(v, 3) for k, v in x.items()}, ExpertBot.solo_weights)
    assert bot.solo_weights == expected
    assert dataclasses.replace(expected, architect_stone_hope_per_variant=0.0) == expected


def test_main_prints_the_fitted_setting(tmp_path, capsys):
    for seed in (1, 2, 3):
        (tmp_path / f"game-{seed}.json").write_text(json.dumps(record(seed)))
    main(["--records", str(tmp_path), "--fit", "2", "--rounds", "1"])
    out = capsys.readouterr().out
    assert "2 games fitted, 1 judged" in out
    assert "as a setting: expert:future_value=(" in out


def test_only_the_figures_named_are_fitted(tmp_path, capsys):
    for seed in (1, 2):
        (tmp_path / f"game-{seed}.json").write_text(json.dumps(record(seed)))
    main(["--records", str(tmp_path), "--fit", "2", "--rounds", "1", "--only", "stone_hope"])
    out = capsys.readouterr().out
    assert "2 games fitted, 0 judged" in out
    fitted = out.split("fitted: ")[1].splitlines()[0]
    assert fitted.startswith("stone_hope=") and "," not in fitted
    setting_line = out.split("as a setting: ")[1].strip()
    weights = make_setting(setting_line).solo_weights
    expert = ExpertBot.solo_weights
    assert weights.future_value == expert.future_value
    assert weights.architect_stone_hope == expert.architect_stone_hope + 5 * (
        expert.architect_stone_hope_per_variant
    )
    with pytest.raises(SystemExit):
        main(["--records", str(tmp_path), "--fit", "2", "--only", "stone"])


def test_records_come_from_files_folders_and_jsonl(tmp_path):
    games = [record(seed) for seed in (1, 2, 3)]
    folder = tmp_path / "folder"
    folder.mkdir()
    for seed, game in zip((1, 2), games[:2], strict=True):
        (folder / f"game-{seed}.json").write_text(json.dumps(game))
    (tmp_path / "game-3.json").write_text(json.dumps(games[2]))
    lines = tmp_path / "more.jsonl"
    lines.write_text("\n".join(json.dumps(game) for game in games[1:]) + "\n\n")
    found = records([str(folder), str(tmp_path / "game-3.json"), str(lines)])
    assert found == [games[0], games[1], games[2], games[1], games[2]]


def test_a_solo_pairs_line_without_its_record_is_named(tmp_path):
    lines = tmp_path / "out.jsonl"
    game = {"bot": "expert", "seed": 3, "score": 200, "architect": 250, "won": False}
    lines.write_text(json.dumps({**game, "record": record(3)}) + "\n" + json.dumps(game) + "\n")
    with pytest.raises(ValueError, match=r"out.jsonl, line 2: .* without --records"):
        records([str(lines)])


def test_least_squares_gives_the_line_and_the_squares_about_it():
    assert least_squares([(0.0, 1.0), (1.0, 3.0), (2.0, 5.0)]) == pytest.approx((1.0, 2.0, 0.0))
    a, b, squares = least_squares([(0.0, 0.0), (1.0, 2.0), (2.0, 1.0), (3.0, 3.0)])
    assert (a, b) == pytest.approx((0.3, 0.8)) and squares == pytest.approx(1.8)
    # x that does not vary: flat at y's mean, every square about it.
    assert least_squares([(2.0, 1.0), (2.0, 3.0)]) == pytest.approx((2.0, 0.0, 2.0))


def test_the_player_s_turns_of_a_record_and_its_end():
    states, end = player_turns(record(2))
    assert states and all(s.current == 0 for s in states)
    assert len(states) == len(replay(record(2))[0]) and end.over


@pytest.mark.parametrize(
    "field, value",
    [
        ("architect_rule", True),
        ("variant_future", 1.6),
        ("architect_variant_future", 1.0),
        ("architect_houses", 1.5),
        ("architect_doubling", True),
        ("architect_scale", 1.3),
        ("architect_future_stars", 1.2),
        ("architect_stone_stagger", 4.0),
    ],
)
def test_weights_the_fit_does_not_model_are_refused(field, value):
    with pytest.raises(ValueError, match=field):
        params_of(dataclasses.replace(ExpertBot.solo_weights, **{field: value}), 5)
