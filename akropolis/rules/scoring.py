"""End-of-game scoring of a city (RULINGS.md, "Scoring" and "Variants").

Only the visible hex of each column counts; a neighbour is the visible hex of
an adjacent column, whatever its height. A District is worth its level. For
each District type, points = (value of its Districts that meet their
condition) x (stars of its visible Plazas), and 0 without stars. A District
that also meets its variant's condition, when that variant is on, counts
double. Each Stone left is worth 1 point.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .hexes import DIRECTIONS, Hex, frontier
from .tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, PLAZA, PLAZA_STARS, TEMPLE

#: Names of the five variants: one per District type.
VARIANTS: tuple[str, ...] = ("houses", "markets", "barracks", "temples", "gardens")
VARIANT_OF: dict[str, str] = dict(zip(DISTRICTS, VARIANTS, strict=False))

#: House groups of this value or more are doubled by the Houses variant.
HOUSES_VARIANT_VALUE = 10


@dataclass(frozen=True)
class DistrictScore:
    """One line of the scorepad: a District type's Districts that count
    (``count``), their total value (``value``, variant doublings included),
    the stars of its Plazas, and ``points = value x stars``."""

    district: str
    count: int
    value: int
    stars: int
    points: int
    doubled: int = 0  # how many of the counted Districts were doubled


@dataclass(frozen=True)
class ScoreBreakdown:
    """A player's whole score: one line per District type, Stones, total."""

    districts: tuple[DistrictScore, ...]
    stones: int
    total: int
    extra: int = 0  # solo: the Illustrious Architect's Quarry points (Metagenes)

    def line(self, district: str) -> DistrictScore:
        for d in self.districts:
            if d.district == district:
                return d
        raise KeyError(district)

    def to_dict(self) -> dict:
        return {
            "districts": {d.district: _line_dict(d) for d in self.districts},
            "stones": self.stones,
            "extra": self.extra,
            "total": self.total,
        }


def _line_dict(d: DistrictScore) -> dict:
    data = asdict(d)
    del data["district"]
    return data


def outside_spaces(height: dict[Hex, int]) -> set[Hex]:
    """The empty spaces next to the city that are open to the outside.

    Empty spaces next to the city that are not in this set are lakes:
    enclosed holes (see ``lakes``).
    """
    around = frontier(height)
    return around - lakes(height, around)


def lakes(height, around: set[Hex] | None = None) -> set[Hex]:
    """Every empty space the city encloses (each lake whole, not only the
    spaces next to the city). ``height`` is the city's built spaces (a dict
    or set); ``around``, the empty spaces next to the city
    (``hexes.frontier``), may be passed when the caller already has it.

    Each empty space next to the city is flood-filled through empty spaces
    until it leaves the city's bounding hexagon (or meets a space already
    known to be open): then everything it reached is open. A fill that runs
    out of spaces inside the hexagon has found a lake.
    """
    if not height:
        return set()
    if around is None:
        around = frontier(height)
    qs = [q for q, _ in height]
    rs = [r for _, r in height]
    ss = [-q - r for q, r in height]
    # Beyond these bounds a space has an empty path to infinity.
    qmin, qmax = min(qs), max(qs)
    rmin, rmax = min(rs), max(rs)
    smin, smax = min(ss), max(ss)
    open_spaces: set[Hex] = set()
    enclosed: set[Hex] = set()
    for start in around:
        if start in open_spaces or start in enclosed:
            continue
        reached = {start}
        stack = [start]
        escaped = False
        while stack and not escaped:
            q, r = stack.pop()
            if not (qmin <= q <= qmax and rmin <= r <= rmax and smin <= -q - r <= smax):
                escaped = True
                break
            for dq, dr in DIRECTIONS:
                h = (q + dq, r + dr)
                if h in reached or h in height:
                    continue
                if h in open_spaces:
                    escaped = True
                    break
                reached.add(h)
                stack.append(h)
        (open_spaces if escaped else enclosed).update(reached)
    return enclosed


def stars_of(top: dict[Hex, str]) -> dict[str, int]:
    """Stars of the visible Plazas, per District type."""
    stars = dict.fromkeys(DISTRICTS, 0)
    for kind in top.values():
        s = PLAZA_STARS.get(kind)
        if s:
            stars[kind[len("plaza-") :]] += s
    return stars


def score_city(
    height: dict[Hex, int],
    top: dict[Hex, str],
    variants: frozenset[str] | set[str] = frozenset(),
) -> tuple[DistrictScore, ...]:
    """Score every District type of a city (Stones not included)."""
    stars = stars_of(top)
    by_type: dict[str, list[Hex]] = {d: [] for d in DISTRICTS}
    for h, kind in top.items():
        if kind in by_type:
            by_type[kind].append(h)
    outside: set[Hex] | None = None
    lines = []
    for district in DISTRICTS:
        cells = by_type[district]
        star = stars[district]
        if not cells or not star:
            lines.append(DistrictScore(district, 0, 0, star, 0))
            continue
        variant = VARIANT_OF[district] in variants
        if district in (BARRACKS, GARDEN) and outside is None and (district == BARRACKS or variant):
            outside = outside_spaces(height)
        if district == HOUSE:
            count, value, doubled = _houses(cells, height, variant)
        else:
            factors = _FACTORS[district](cells, height, top, outside, variant)
            count, value, doubled = _count(cells, factors, height)
        lines.append(DistrictScore(district, count, value, star, value * star, doubled))
    return tuple(lines)


# ------------------------------------------------------------- conditions
# One function per District condition, each giving a District's multiplier
# (0: it does not score, 1: it scores its level, 2: doubled by its variant)
# from the facts of its neighbourhood. The scorers below and the computer
# players' incremental evaluator (bots.survey) both use these, so that each
# rule is written once.


def house_groups(houses, height) -> tuple[dict[Hex, int], list[tuple[int, int]]]:
    """The groups of adjacent Houses (``houses``: a set or dict of their
    hexes; ``height``: their levels): ``group_of[h]`` (a group's index) and
    ``groups[i] = (size, value)``.
    Groups compare as these tuples: the largest scores (most hexes; on a tie
    of size, the higher value), see ``best_house_group``."""
    group_of: dict[Hex, int] = {}
    groups: list[tuple[int, int]] = []
    for start in houses:
        if start in group_of:
            continue
        index = len(groups)
        group_of[start] = index
        stack = [start]
        size = value = 0
        while stack:
            h = stack.pop()
            size += 1
            value += height[h]
            q, r = h
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n in houses and n not in group_of:
                    group_of[n] = index
                    stack.append(n)
        groups.append((size, value))
    return group_of, groups


def best_house_group(groups) -> tuple[int, int]:
    """The (size, value) of the group that scores: the one with the most
    hexes, on a tie the higher value; (0, 0) without Houses."""
    return max(groups, default=(0, 0))


def house_group_value(value: int, variant: bool) -> int:
    """What the scoring House group is worth. Variant: doubled from a value
    of ``HOUSES_VARIANT_VALUE``."""
    return 2 * value if variant and value >= HOUSES_VARIANT_VALUE else value


def market_factor(market_near: bool, plaza_near: bool, variant: bool) -> int:
    """A Market scores if no neighbour is a Market. Variant: doubled when
    next to a Market Plaza."""
    if market_near:
        return 0
    return 2 if variant and plaza_near else 1


def barracks_factor(open_sides: int, variant: bool) -> int:
    """A Barracks scores if an adjacent empty space is open to the outside
    (a lake is not an edge). Variant: doubled with 3 or more such spaces (a
    hex of a placed tile has at most 4 empty neighbours)."""
    if not open_sides:
        return 0
    return 2 if variant and open_sides >= 3 else 1


def temple_scores(empty_neighbours: int) -> bool:
    """A Temple scores if all 6 adjacent spaces are built."""
    return not empty_neighbours


def temple_factor(level: int, variant: bool) -> int:
    """What a Temple that scores is worth per level. Variant: doubled on
    level 2 or higher."""
    return 2 if variant and level >= 2 else 1


def garden_factor(by_lake: bool, variant: bool) -> int:
    """Gardens always score. Variant: doubled next to a lake (an empty space
    that is not open to the outside)."""
    return 2 if variant and by_lake else 1


# ----------------------------------------------------------------- scorers
def _houses(cells, height, variant):
    """The largest group of adjacent Houses scores."""
    size, value = best_house_group(house_groups(set(cells), height)[1])
    worth = house_group_value(value, variant)
    return size, worth, size if worth != value else 0


# The conditions as lookup tables (built from the functions above), for
# speed: [variant][facts] -> multiplier.
_MARKET_X = [[[market_factor(mk, pm, v) for pm in (0, 1)] for mk in (0, 1)] for v in (0, 1)]
_BARRACKS_X = [[barracks_factor(sides, v) for sides in range(7)] for v in (0, 1)]
_GARDEN_X = [[garden_factor(lake, v) for lake in (0, 1)] for v in (0, 1)]


def _count(cells, factors, height):
    """(count, value, doubled) of the Districts of ``cells``, given their
    multipliers in the same order."""
    count = value = doubled = 0
    for h, factor in zip(cells, factors, strict=True):
        if factor:
            count += 1
            value += factor * height[h]
            doubled += factor == 2
    return count, value, doubled


def _markets(cells, height, top, outside, variant):
    x = _MARKET_X[variant]
    plaza = PLAZA[MARKET]
    return [
        x[MARKET in (near := [top.get((q + dq, r + dr)) for dq, dr in DIRECTIONS])][plaza in near]
        for q, r in cells
    ]


def _barracks(cells, height, top, outside, variant):
    x = _BARRACKS_X[variant]
    return [x[sum(1 for dq, dr in DIRECTIONS if (q + dq, r + dr) in outside)] for q, r in cells]


def _temples(cells, height, top, outside, variant):
    return [
        temple_factor(height[(q, r)], variant)
        if temple_scores(sum(1 for dq, dr in DIRECTIONS if (q + dq, r + dr) not in height))
        else 0
        for q, r in cells
    ]


def _by_lake(h, height, outside) -> bool:
    q, r = h
    for dq, dr in DIRECTIONS:
        n = (q + dq, r + dr)
        if n not in height and n not in outside:
            return True
    return False


def _gardens(cells, height, top, outside, variant):
    x = _GARDEN_X[variant]
    if not variant:  # ``outside`` is only worked out when the variant is on
        return [x[False]] * len(cells)
    return [x[_by_lake(h, height, outside)] for h in cells]


#: The multipliers of each District type's Districts (Houses score by group).
_FACTORS = {MARKET: _markets, BARRACKS: _barracks, TEMPLE: _temples, GARDEN: _gardens}


def breakdown(lines: tuple[DistrictScore, ...], stones: int, extra: int = 0) -> ScoreBreakdown:
    return ScoreBreakdown(lines, stones, sum(d.points for d in lines) + stones + extra, extra)
