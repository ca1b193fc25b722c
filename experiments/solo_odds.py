"""Fit a solo player's odds of winning from its projected margin
(``hard.WinOdds``): at each of the player's turns of solo game records, the
projected margin (the player's projection minus the Illustrious
Architect's, with a bot's solo weights), and the game's final margin; for
each number of the player's moves left, the final margin's least-squares
line on the projected one (a + b x margin) and the spread about it (s).

It prints the rows (moves left, a, b, s) and the ``experiments/solo_pairs.py``
setting that judges the plan's lines by those odds (``solo_odds``):

    python experiments/solo_odds.py bench/data/issue15-expert-89112-89199.jsonl

The records: ``experiments/solo_pairs.py --out FILE --records`` files, folders of
arena ``--save-dir`` records, or both (``experiments/td_fit.py``'s ``records``).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from akropolis.bots import BOTS  # noqa: E402
from akropolis.bots.hard import HardBot  # noqa: E402
from experiments.td_fit import least_squares, params_of, projections, records, replay  # noqa: E402


def margins(games, weights) -> dict[int, list[tuple[float, float]]]:
    """Per number of the player's moves left: (projected margin, final
    margin) at each of its turns of ``games`` (``td_fit.replay``'s)."""
    found: dict[int, list[tuple[float, float]]] = {}
    for positions, final in games:
        # The same variants at every turn of a game.
        params = params_of(weights, positions[0].variants) if positions else {}
        for p in positions:
            total, architect = projections(p, params)
            found.setdefault(p.left, []).append((total - architect, final))
    return found


def fit(by_left: dict[int, list[tuple[float, float]]]) -> list[tuple[int, float, float, float]]:
    """Rows (moves left, a, b, s): per number of moves left, the final
    margin y as a + b x the projected margin x (least squares) and the
    spread s of y about that line. Numbers with fewer than 3 turns, or
    where every turn projects the same margin (the first turn: every city
    is its starting tile), are left out."""
    rows = []
    for left in sorted(by_left):
        pairs = by_left[left]
        if len(pairs) < 3:
            continue
        if max(x for x, _ in pairs) - min(x for x, _ in pairs) < 1e-6:
            continue
        a, b, squares = least_squares(pairs)
        rows.append((left, a, b, math.sqrt(max(squares, 0.0) / (len(pairs) - 2))))
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="records: --out files, folders")
    parser.add_argument("--bot", default="expert", help="whose solo weights project")
    args = parser.parse_args(argv)
    bot = BOTS[args.bot]
    if not issubclass(bot, HardBot):
        parser.error(f"{args.bot} has no projection")
    weights = bot.solo_weights if bot.solo_weights is not None else bot.weights
    games = [replay(record) for record in records(args.files)]
    by_left = margins(games, weights)
    rows = [(left, round(a, 2), round(b, 3), round(sd, 2)) for left, a, b, sd in fit(by_left)]
    print(f"{len(games)} games; per moves left: final margin = a + b x projected margin, spread s")
    for left, a, b, sd in rows:
        count = len(by_left[left])
        print(f"  {left:3d} moves left  {count:4d} turns  a {a:+8.2f}  b {b:6.3f}  s {sd:6.2f}")
    setting = ",".join(f"({left},{a},{b},{s})" for left, a, b, s in rows)
    print(f"as a setting: {args.bot}:solo_odds=({setting})")


if __name__ == "__main__":
    main()
