"""What the solo games lost show: the final scores of a bot's solo games
against the Illustrious Architect, District type by District type, the
games won beside the games lost (issue 15: "look at what the losses
show").

It reads ``experiments/solo_pairs.py --out FILE --records`` files (or records
written by the arena's ``--save-dir``), replays each game to its end and
prints, for the games won and the games lost: the mean points of each
District type for the player and the Architect, the player's mean stars
and value per type, how often the player ended a type without a star,
and both sides' Stones; then, over all the games, how much the variants
add to the player's District values (its final city scored with the
game's variants and with none, per type).

    python experiments/solo_losses.py bench/data/issue15-expert-89112-89199.jsonl
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from akropolis.rules.record import from_record  # noqa: E402
from akropolis.rules.scoring import ScoreBreakdown, score_city  # noqa: E402
from akropolis.rules.tiles import DISTRICTS  # noqa: E402
from experiments.td_fit import records  # noqa: E402


def _solo_end(record: dict):
    """The last state of a finished solo game's record; ValueError for any
    other record."""
    end, _ = from_record(record)
    if not end.over or not end.options.solo:
        raise ValueError("not a finished solo game")
    return end


def final_scores(record: dict) -> tuple[ScoreBreakdown, ScoreBreakdown, bool]:
    """The player's and the Architect's final scores of a solo record, and
    whether the player won."""
    end = _solo_end(record)
    scores = end.scores()
    architect = end.options.architect_seat
    player = 1 - architect
    return scores[player], scores[architect], list(end.result().winners) == [player]


def variant_values(record: dict) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The player's final District values per type (in ``DISTRICTS``'
    order) of a finished solo record: with the game's variants, and with
    none (a type without a star is worth 0 either way, as on the
    scorepad)."""
    end = _solo_end(record)
    city = end.cities[1 - end.options.architect_seat]
    with_them = score_city(city.height, city.top, end.options.variants)
    without = score_city(city.height, city.top)
    return tuple(d.value for d in with_them), tuple(d.value for d in without)


def variant_lines(values: list[tuple[tuple[int, ...], tuple[int, ...]]]) -> list[str]:
    """The lines printed for ``values`` (``variant_values`` of each game):
    per type, the player's mean value with the variants, without them, and
    the one over the other."""
    lines = [f"  {'type':<9} {'with':>7} {'without':>8} {'ratio':>6}"]
    n = len(values) or 1
    for t, district in enumerate(DISTRICTS):
        with_them = sum(v[0][t] for v in values)
        without = sum(v[1][t] for v in values)
        ratio = f"{with_them / without:6.2f}" if without else "     -"
        lines.append(f"  {district:<9} {with_them / n:7.2f} {without / n:8.2f} {ratio}")
    return lines


def summary(games: list[tuple[ScoreBreakdown, ScoreBreakdown]]) -> list[str]:
    """The lines printed for ``games`` (the player's score, the
    Architect's): one per District type, then the Stones and totals."""
    if not games:
        return ["  (no games)"]

    def mean(values) -> float:
        return statistics.fmean(values)

    lines = [
        f"  {'type':<9} {'points':>7} {'Arch.':>7} {'gap':>7} {'stars':>6} {'value':>6} {'no star':>8}"
    ]
    for district in DISTRICTS:
        own = [p.line(district) for p, _ in games]
        theirs = [a.line(district) for _, a in games]
        points = mean(d.points for d in own)
        architect = mean(d.points for d in theirs)
        unstarred = sum(d.stars == 0 for d in own)
        lines.append(
            f"  {district:<9} {points:7.1f} {architect:7.1f} {points - architect:+7.1f}"
            f" {mean(d.stars for d in own):6.2f} {mean(d.value for d in own):6.2f}"
            f" {100 * unstarred / len(own):7.0f}%"
        )
    stones = mean(p.stones for p, _ in games)
    their_stones = mean(a.stones for _, a in games)
    total = mean(p.total for p, _ in games)
    their_total = mean(a.total for _, a in games)
    lines.append(f"  {'Stones':<9} {stones:7.1f} {their_stones:7.1f} {stones - their_stones:+7.1f}")
    lines.append(f"  {'total':<9} {total:7.1f} {their_total:7.1f} {total - their_total:+7.1f}")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="--out files with records, or record folders")
    args = parser.parse_args(argv)
    found = records(args.files)
    games = [final_scores(record) for record in found]
    won = [(p, a) for p, a, w in games if w]
    lost = [(p, a) for p, a, w in games if not w]
    print(f"{len(games)} solo games: {len(won)} won, {len(lost)} lost")
    for label, part in (("won", won), ("lost", lost)):
        print(f"games {label} ({len(part)}):")
        print("\n".join(summary(part)))
    print("the player's District values, with the variants and without (all games):")
    print("\n".join(variant_lines([variant_values(record) for record in found])))


if __name__ == "__main__":
    main()
