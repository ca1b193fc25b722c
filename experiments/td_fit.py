"""Fit the solo projection by temporal differences: the weights of
``outlook.Weights`` that make the projected margin (the player's
projection minus the Illustrious Architect's, ``Table.projection``) at each
of the player's turns the best guess of the projected margin at its next
turn, and the last turn's of the final margin.

It reads solo game records (``python -m akropolis arena --solo ...
--save-dir DIR``), replays them and keeps, at each of the player's turns,
what the projection is made of (the player's District values, hopes and
stars per type, Stones, Quarries, room to build up; the Architect's pile
lines and Stones; the rates of the tiles to come), so the projection can be
recomputed for any weights without replaying. A free constant per turn
number is fitted with the weights, so the fit only asks which positions of
the same turn end better, never how far every projection of a turn falls
short (a constant the search, which compares moves at one horizon, does not
see).

The fit is TD(lambda) by fitted iteration: the targets (with ``--lam 0``
the next turn's projected margin, with 1 the final margin) are computed
with the weights of the round before, then the weights are fitted to them
by damped Gauss-Newton (weights kept at 0 or above), ``--rounds`` times.
The first ``--fit`` games are fitted; the others only judge, before and
after: the root mean square of the one-turn error (TD) and the spread of
the final margin about its best line on the projected margin, per turn
(within-turn residual).

    python experiments/td_fit.py --records RECORDS/rec79 RECORDS/td90 --fit 132 --lam 0
    python experiments/td_fit.py --records RECORDS/rec79 RECORDS/td90 --fit 132 --only architect_stone_hope,architect_stone_taper,future_stars

(RECORDS: folders of records written by ``--save-dir``, or ``.jsonl``
files such as ``experiments/solo_pairs.py --out FILE --records`` writes; the
ones fitted in docs/ai.md's ninth try were kept outside the repository and
are lost, the records of ``bench/data/`` are kept.)

It prints the fitted weights as a ``experiments/solo_pairs.py`` setting of
``expert`` (docs/ai.md, "Issue 15: solo with all five variants, a ninth
try"). The Architect's Stone worth is fitted as one figure for the
records' variants (``architect_stone_hope``, with
``architect_stone_hope_per_variant=0``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from akropolis.bots.hard import ExpertBot  # noqa: E402
from akropolis.bots.outlook import Outlook, Table, Weights  # noqa: E402
from akropolis.bots.survey import Survey  # noqa: E402
from akropolis.rules import solo  # noqa: E402
from akropolis.rules.game import GameState  # noqa: E402
from akropolis.rules.record import from_record  # noqa: E402

#: The fitted figures: the five District types' value to come, then the
#: other fields of ``Weights`` of the same names.
NAMES = (
    "future_value_0",
    "future_value_1",
    "future_value_2",
    "future_value_3",
    "future_value_4",
    "value_per_star",
    "future_stars",
    "temple_hope",
    "house_hope",
    "stone_hope",
    "quarry_hope",
    "height_hope",
    "architect_stone_hope",
    "architect_stone_taper",
)


#: Weights whose outlook gives the Temples' hope at a temple_hope of 1 and
#: no House hope.
UNIT_TEMPLES = Weights(temple_hope=1.0, house_hope=0.0)


@dataclasses.dataclass(frozen=True)
class Position:
    """What a player's turn's projection is made of, for any weights."""

    turn: int  # the player's turns before this one
    left: int  # the player's moves left, this one included
    architect_left: int
    value_rate: tuple[float, ...]
    star_rate: tuple[float, ...]
    value: tuple[float, ...]
    temple_hope: tuple[float, ...]  # at a temple_hope of 1
    house_hope: tuple[float, ...]  # at a house_hope of 1 (before its taper)
    stars: tuple[int, ...]
    quarries: int
    high: int
    stones: int
    architect: tuple[tuple[float, int, float], ...]  # per type: value, stars, points
    architect_exact: float
    architect_stones: int
    worth: int
    variants: int


#: Fields of ``Weights`` that ``projections`` does not model (every field
#: but the fitted figures, the Stones' cap it is given, and the per-variant
#: Stone worth ``params_of`` folds in): they must keep their defaults, or
#: its projections would not be the bots'.
UNMODELLED = tuple(
    f.name
    for f in dataclasses.fields(Weights)
    if f.name not in {"future_value", "stone_cap", "architect_stone_hope_per_variant", *NAMES[5:]}
)


def params_of(weights: Weights, variants: int) -> dict[str, float]:
    """The fitted figures of ``weights``, with ``variants`` variants on;
    ValueError if a field the fit does not model is not its default."""
    default = Weights()
    changed = [n for n in UNMODELLED if getattr(weights, n) != getattr(default, n)]
    if changed:
        raise ValueError(f"experiments/td_fit.py does not model {', '.join(changed)}")
    params = {f"future_value_{t}": weights.future_value[t] for t in range(5)}
    for name in NAMES[5:]:
        params[name] = getattr(weights, name)
    params["architect_stone_hope"] += weights.architect_stone_hope_per_variant * variants
    return params


def weights_with(params: dict[str, float], base: Weights) -> Weights:
    """``base`` with the fitted figures ``params``."""
    return dataclasses.replace(
        base,
        future_value=tuple(params[f"future_value_{t}"] for t in range(5)),
        architect_stone_hope_per_variant=0.0,
        **{name: params[name] for name in NAMES[5:]},
    )


def position(state: GameState, turn: int) -> Position:
    view = state.view()
    table = Table(view, Weights())
    left, architect_left = table.left[0], table.left[1]
    variants = view.options.variants
    city = view.cities[0]
    # The Temples' hope at a temple_hope of 1 (the outlook's own odds), then
    # the Houses' at a house_hope of 1 before its taper.
    temples = Outlook(UNIT_TEMPLES, table.rates, left).survey(city, variants).current
    houses = Survey(city, variants, (0.0,) * 7, 1.0).current
    level = view.options.solo
    lines = solo.architect_lines(list(view.pile), level, variants)
    return Position(
        turn=turn,
        left=left,
        architect_left=architect_left,
        value_rate=tuple(table.rates[0]),
        star_rate=tuple(table.rates[1]),
        value=tuple(temples.value),
        temple_hope=tuple(temples.hope),
        house_hope=tuple(houses.hope),
        stars=tuple(temples.stars),
        quarries=temples.quarries,
        high=temples.high,
        stones=view.stones[0],
        architect=tuple((line.value, line.stars, line.points) for line in lines),
        architect_exact=solo.score_architect(
            list(view.pile), view.stones[1], level, variants
        ).total,
        architect_stones=view.stones[1],
        worth=solo.DISTRICT_WORTH[level],
        variants=len(variants),
    )


def player_turns(record: dict) -> tuple[list[GameState], GameState]:
    """The states of a solo game record where the player is to move (copies,
    in order), and the game's last state."""
    end, _ = from_record(record)
    state = GameState.start(end.setup)
    found = []
    for move in end.history:
        if not state.is_architect(state.current):
            found.append(state.clone())
        state.play(move)
    return found, state


def replay(record: dict) -> tuple[list[Position], float]:
    """The positions of the player's turns of a solo game record, and its
    final margin (the player's score minus the Architect's)."""
    states, end = player_turns(record)
    scores = end.scores()
    return [position(s, turn) for turn, s in enumerate(states)], float(
        scores[0].total - scores[1].total
    )


def projections(p: Position, x: dict[str, float], cap: int = 4) -> tuple[float, float]:
    """The player's and the Architect's projections of ``p`` with the
    figures ``x`` (``Outlook.project`` and ``architect_projection``, the
    other weights as ``Weights()``'s)."""
    left = p.left
    fv = [x[f"future_value_{t}"] for t in range(5)]
    vps, fs = x["value_per_star"], x["future_stars"]
    house = x["house_hope"] * min(1.0, left / 6)
    total = p.stones
    if left:
        total += x["stone_hope"] * min(p.stones, cap) + x["height_hope"] * min(p.high, left)
    if left > 1:
        total += x["quarry_hope"] * p.quarries
    for t in range(5):
        s, vr = p.stars[t], p.value_rate[t]
        hope = x["temple_hope"] * p.temple_hope[t] + house * p.house_hope[t]
        total += (p.value[t] + hope + (fv[t] + vps * s) * left * vr) * (
            s + fs * left * p.star_rate[t]
        )
    architect = p.architect_exact
    a_left = p.architect_left
    if a_left:
        for t, (value, s, points) in enumerate(p.architect):
            vr = p.value_rate[t]
            future = (fv[t] + vps * s) * a_left * vr * p.worth
            architect += (value + future) * (s + fs * a_left * p.star_rate[t]) - points
        hope = x["architect_stone_hope"]
        taper = x["architect_stone_taper"]
        if taper and a_left < taper:
            hope *= a_left / taper
        architect += hope * min(p.architect_stones, cap)
    return total, architect


class Fit:
    """Games (lists of positions with their final margins) and the fit."""

    def __init__(self, games: list[tuple[list[Position], float]], names=NAMES) -> None:
        self.games = games
        #: The figures fitted; the others keep their starting values.
        self.names = list(names)
        self.turns = 1 + max((p.turn for g, _ in games for p in g), default=0)

    def margins(self, x: dict[str, float]) -> list[list[float]]:
        return [[a - b for a, b in (projections(p, x) for p in g)] for g, _ in self.games]

    def targets(self, x: dict[str, float], c: list[float], lam: float) -> list[list[float]]:
        """Each position's TD(lambda) target, from values ``x`` and ``c``:
        the lambda-return of the values at its later turns, the final
        margin at the end."""
        out = []
        for (g, final), m in zip(self.games, self.margins(x), strict=True):
            ys = [0.0] * len(g)
            later = final
            for i in range(len(g) - 1, -1, -1):
                ys[i] = later
                later = (1 - lam) * (m[i] + c[g[i].turn]) + lam * later
            out.append(ys)
        return out

    def errors(self, x, c, ys) -> list[float]:
        return [
            m + c[p.turn] - y
            for (g, _), ms, yg in zip(self.games, self.margins(x), ys, strict=True)
            for p, m, y in zip(g, ms, yg, strict=True)
        ]

    def constants(self, x: dict[str, float], ys) -> list[float]:
        """The constant per turn that best meets the targets ``ys``."""
        sums, counts = [0.0] * self.turns, [0] * self.turns
        for (g, _), ms, yg in zip(self.games, self.margins(x), ys, strict=True):
            for p, m, y in zip(g, ms, yg, strict=True):
                sums[p.turn] += y - m
                counts[p.turn] += 1
        return [s / n if n else 0.0 for s, n in zip(sums, counts, strict=True)]

    def final_constants(self, x: dict[str, float]) -> list[float]:
        """The constant per turn that best meets the final margins."""
        return self.constants(x, self.targets(x, [0.0] * self.turns, 1.0))

    def solve(self, x, c, ys, steps: int = 25):
        """Damped Gauss-Newton on the weights and constants, for targets ``ys``."""
        names = self.names
        n = len(names) + self.turns
        turn_of = [p.turn for g, _ in self.games for p in g]
        r = self.errors(x, c, ys)
        cost = sum(e * e for e in r)
        damping = 1e-3
        for _ in range(steps):
            columns = []
            for name in names:
                h = 1e-6 * max(1.0, abs(x[name]))
                moved = self.errors({**x, name: x[name] + h}, c, ys)
                columns.append([(b - a) / h for a, b in zip(r, moved, strict=True)])
            a = [[0.0] * n for _ in range(n)]
            g = [0.0] * n
            k = len(names)
            for i, ci in enumerate(columns):
                g[i] = sum(u * e for u, e in zip(ci, r, strict=True))
                for j in range(i, k):
                    a[i][j] = a[j][i] = sum(u * v for u, v in zip(ci, columns[j], strict=True))
                for row, turn in enumerate(turn_of):
                    a[i][k + turn] += ci[row]
            for row, turn in enumerate(turn_of):
                a[k + turn][k + turn] += 1.0
                g[k + turn] += r[row]
            for i in range(k):
                for t in range(self.turns):
                    a[k + t][i] = a[i][k + t]
            while True:
                damped = [row[:] for row in a]
                for i in range(n):
                    damped[i][i] += damping * (a[i][i] or 1.0)
                step = _solve(damped, [-v for v in g])
                nx = dict(x)
                nx.update((name, max(0.0, x[name] + step[i])) for i, name in enumerate(names))
                nc = [c[t] + step[k + t] for t in range(self.turns)]
                nr = self.errors(nx, nc, ys)
                new_cost = sum(e * e for e in nr)
                if new_cost <= cost:
                    break
                damping *= 10
                if damping > 1e8:
                    return x, c
            done = cost - new_cost < 1e-10 * max(cost, 1.0)
            x, c, r, cost = nx, nc, nr, new_cost
            damping = max(damping / 10, 1e-7)
            if done:
                break
        return x, c

    def run(self, x: dict[str, float], lam: float, rounds: int):
        c = self.final_constants(x)
        for _ in range(rounds):
            ys = self.targets(x, c, lam)
            x, c = self.solve(x, c, ys)
        return x, c

    def judge(self, x, c) -> tuple[float, float]:
        """(TD error's root mean square, within-turn residual's standard
        deviation of the final margin on the projected margin)."""
        td = self.errors(x, c, self.targets(x, c, 0.0))
        by_turn: dict[int, list[tuple[float, float]]] = {}
        for (g, final), ms in zip(self.games, self.margins(x), strict=True):
            for p, m in zip(g, ms, strict=True):
                by_turn.setdefault(p.turn, []).append((m, final))
        squares, count = 0.0, 0
        for pairs in by_turn.values():
            squares += least_squares(pairs)[2]
            count += len(pairs)
        return math.sqrt(sum(e * e for e in td) / len(td)), math.sqrt(squares / count)


def least_squares(pairs: list[tuple[float, float]]) -> tuple[float, float, float]:
    """y's least-squares line on x over ``pairs`` of (x, y): (a, b, the sum
    of squares of y about a + b x). Where x does not vary, the line is
    flat at y's mean (b = 0)."""
    n = len(pairs)
    mx = sum(p[0] for p in pairs) / n
    my = sum(p[1] for p in pairs) / n
    sxx = sum((p[0] - mx) ** 2 for p in pairs)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in pairs)
    syy = sum((p[1] - my) ** 2 for p in pairs)
    b = sxy / sxx if sxx > 1e-12 else 0.0
    return my - b * mx, b, syy - b * sxy


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination, partial pivoting)."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for k in range(col, n + 1):
                m[r][k] -= f * m[col][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def setting(x: dict[str, float]) -> str:
    """``expert`` with the weights ``x``, as experiments/solo_pairs.py reads it."""
    fv = ",".join(f"{x[f'future_value_{t}']:.3f}" for t in range(5))
    rest = ",".join(f"{name}={x[name]:.3f}" for name in NAMES[5:])
    return f"expert:future_value=({fv}),{rest},architect_stone_hope_per_variant=0.0"


def records(paths: list[str]) -> list[dict]:
    """The game records of ``paths``: record files, folders of them (in the
    order of their names), and ``.jsonl`` files of one record a line (or
    of ``experiments/solo_pairs.py --out --records`` lines)."""
    files = []
    for path in map(Path, paths):
        files += sorted(path.glob("*.json")) if path.is_dir() else [path]
    found = []
    for f in files:
        if f.suffix == ".jsonl":
            lines = [json.loads(line) for line in f.read_text().splitlines() if line.strip()]
            for number, line in enumerate(lines, 1):
                # experiments/solo_pairs.py's --out lines keep theirs under "record".
                if "record" not in line and {"bot", "seed", "won"} <= line.keys():
                    raise ValueError(
                        f"{f}, line {number}: a experiments/solo_pairs.py --out line without "
                        "its game's record (those games were played without --records)"
                    )
                found.append(line.get("record", line))
        else:
            found.append(json.loads(f.read_text()))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--records",
        nargs="+",
        required=True,
        help="record files, folders of them, or .jsonl files (one record a line)",
    )
    parser.add_argument("--fit", type=int, required=True, help="games fitted (the first ones)")
    parser.add_argument("--lam", type=float, default=0.0, help="TD(lambda): 0 to 1")
    parser.add_argument("--rounds", type=int, default=8, help="rounds of fitted iteration")
    parser.add_argument("--only", help="comma-separated: fit only these figures (default: all)")
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else NAMES
    unknown = set(names) - set(NAMES)
    if unknown:
        parser.error(
            f"no such figure: {', '.join(sorted(unknown))}; choose among {', '.join(NAMES)}"
        )
    games = [replay(record) for record in records(args.records)]
    fitted, judged = Fit(games[: args.fit], names), Fit(games[args.fit :])
    start = params_of(ExpertBot.solo_weights, games[0][0][0].variants)
    c0 = fitted.final_constants(start)
    x, c = fitted.run(start, args.lam, args.rounds)
    print(f"{len(games[: args.fit])} games fitted, {len(games[args.fit :])} judged")
    for label, fig, cs in (("expert's solo weights", start, c0), ("fitted", x, c)):
        for name, part in (("fitted games", fitted), ("judged games", judged)):
            if part.games:
                td, spread = part.judge(fig, cs)
                print(f"{label:22s} {name}: TD error {td:6.2f}, within-turn residual {spread:6.2f}")
    print("fitted:", ", ".join(f"{name}={x[name]:.3f}" for name in names))
    print("as a setting:", setting(x))


if __name__ == "__main__":
    main()
