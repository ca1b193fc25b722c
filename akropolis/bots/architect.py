"""The Illustrious Architect's projected final score as its rule plays it
(issue 15; used by ``expert`` in solo when ``Weights.architect_rule`` is
set).

``outlook.architect_projection`` projects the Architect's score with the
weights fitted to players who build a city: a part of the Districts to
come (Houses outside the largest group and Temples not surrounded do not
score for a player) and the variants' doublings left out of what is to
come. The Architect builds nothing: every District of every tile it takes
counts, and it takes the cheapest Plaza tile whenever it can. So here, per
move it has left, it is expected to take a Plaza tile with the chance that
a Construction Site of its size holds one among the tiles to come, and
otherwise a tile without a Plaza; its Districts, Plazas and Quarries to
come are the means of such tiles, and its final score is worked out from
them with its level's worth and the variants' doublings (solo.py's rules),
as if the expected counts were its pile.
"""

from __future__ import annotations

from ..rules import solo
from ..rules.scoring import HOUSES_VARIANT_VALUE, VARIANT_OF
from ..rules.tiles import DISTRICTS, HOUSE, MARKET, TEMPLE
from .tables import CODE, QUARRY_CODE, STARS, TILE_CODES

#: Tiles of the Construction Site the Architect chooses among, on average
#: (in solo's rounds of three moves it picks among 4, 3 or 2 tiles; 2.5
#: errs towards fewer, as it cannot always pay for a Plaza tile).
SITE = 2.5


class ArchitectRates:
    """Per move of the Architect, the expected number of each hex code (the
    five District types, their five Plazas, Quarry) on the tile it takes,
    from ``tiles``, the tiles still to come (as a set)."""

    __slots__ = ("codes",)

    def __init__(self, tiles) -> None:
        plaza = [t for t in tiles if any(5 <= c < QUARRY_CODE for c in TILE_CODES[t])]
        other = [t for t in tiles if not any(5 <= c < QUARRY_CODE for c in TILE_CODES[t])]
        share = len(plaza) / len(tiles) if tiles else 0.0
        chance = 1.0 - (1.0 - share) ** SITE
        with_plaza = _mean(plaza)
        without = _mean(other) if other else with_plaza
        self.codes = tuple(
            chance * a + (1.0 - chance) * b for a, b in zip(with_plaza, without, strict=True)
        )


def _mean(tiles) -> list[float]:
    counts = [0.0] * 11
    for tid in tiles:
        for code in TILE_CODES[tid]:
            counts[code] += 1
    n = len(tiles) or 1
    return [c / n for c in counts]


def _pile_codes(pile) -> list[int]:
    counts = [0] * 11
    for kind in solo.pile_types(list(pile)):
        counts[CODE[kind]] += 1
    return counts


def rule_projection(
    pile, stones: int, level: str, variants: frozenset[str], rates: ArchitectRates, left: int
) -> float:
    """The Architect's projected final score with ``left`` moves to come
    (exact with none)."""
    if left <= 0:
        return solo.score_architect(list(pile), stones, level, variants).total
    have = _pile_codes(pile)
    more = rates.codes
    worth = solo.DISTRICT_WORTH[level]
    total = stones + solo.QUARRY_POINTS[level] * (have[QUARRY_CODE] + left * more[QUARRY_CODE])
    for t, district in enumerate(DISTRICTS):
        count = have[t] + left * more[t]
        plazas = have[5 + t] + left * more[5 + t]
        value = count * worth
        if VARIANT_OF[district] in variants:
            if district == HOUSE:
                if value >= HOUSES_VARIANT_VALUE:
                    value *= 2
            elif district == TEMPLE:
                if worth >= 2:
                    value *= 2
            elif district == MARKET:
                value += min(count, solo.MARKETS_PER_PLAZA * plazas) * worth
            else:
                value *= 2
        total += value * plazas * STARS[t]
    return total
