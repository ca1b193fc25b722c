"""What each hex of a city scores now, and why, in a player's words: the
board's tooltips ("Temple, level 2: surrounded, scores 2 × 4 stars") and
the city in words.

Every verdict comes from the rules' own condition functions
(``rules.scoring``: ``house_groups``, ``best_house_group``,
``house_group_value``, ``market_factor``, ``barracks_factor``,
``temple_scores``, ``temple_factor``, ``garden_factor``, ``stars_of``,
``outside_spaces``, ``lakes``), given the facts of each hex's neighbourhood;
this module only gathers those facts and says them. The values it gives
add up to ``scoring.score_city``'s (tests/app/test_explain.py checks it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .. import rulewords, words
from ..rules import scoring
from ..rules.hexes import DIRECTIONS, Hex, frontier
from ..rules.tiles import BARRACKS, GARDEN, HOUSE, MARKET, PLAZA, PLAZA_DISTRICT, QUARRY, TEMPLE
from ..rules.tiles import PLAZA_STARS as STARS


@dataclass(frozen=True)
class HexScore:
    """One visible hex: its type and level, ``factor`` (a District's
    multiplier: 0 it does not count, 1 it counts its level, 2 doubled by a
    variant; 0 for a Plaza or a Quarry), the stars of its type in the city,
    and ``text``, what a player reads."""

    kind: str
    level: int
    factor: int
    stars: int
    text: str

    @property
    def value(self) -> int:
        """What it adds to its type's value: level x factor."""
        return self.level * self.factor

    @property
    def points(self) -> int:
        return self.value * self.stars


def _neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def explain_city(
    height: dict[Hex, int], top: dict[Hex, str], variants: Iterable[str] = ()
) -> dict[Hex, HexScore]:
    """Every visible hex of a city (``height``, ``top`` as ``rules.city.City``
    holds them) with what it scores now under ``variants`` and why."""
    on = {d for d in scoring.VARIANT_OF if scoring.VARIANT_OF[d] in set(variants)}
    stars = scoring.stars_of(top)
    around = frontier(height)  # as scoring.outside_spaces, with the lakes kept
    lakes = scoring.lakes(height, around)
    outside = around - lakes
    houses = {h for h, kind in top.items() if kind == HOUSE}
    group_of, groups = scoring.house_groups(houses, height)
    best = scoring.best_house_group(groups)
    scoring_group = groups.index(best) if groups else None
    house_factor = 1
    if scoring.house_group_value(best[1], HOUSE in on) != best[1]:
        house_factor = 2

    out: dict[Hex, HexScore] = {}
    for h, kind in top.items():
        level = height[h]
        name = words.NAMES[kind]
        if kind == QUARRY:
            out[h] = HexScore(kind, level, 0, 0, rulewords.quarry_scoring(name, level))
            continue
        district = PLAZA_DISTRICT.get(kind)
        if district is not None:
            text = rulewords.plaza_scoring(
                name, level, STARS[kind], words.PLURALS[district], stars[district]
            )
            out[h] = HexScore(kind, level, 0, stars[district], text)
            continue
        near = _neighbours(h)
        variant = kind in on
        doubled = ""
        if kind == HOUSE:
            index = group_of[h]
            if index == scoring_group:
                factor = house_factor
                reason = rulewords.house_in_group(best[0])
                doubled = rulewords.HEX_HOUSE_DOUBLED
            else:
                factor = 0
                size = groups[index][0]
                if groups[index] == best:
                    reason = rulewords.HEX_HOUSE_TIED
                elif size == 1:
                    reason = rulewords.HEX_HOUSE_LONE
                else:
                    reason = rulewords.house_outside_group(size, best[0])
        elif kind == MARKET:
            kinds = [top.get(n) for n in near]
            factor = scoring.market_factor(MARKET in kinds, PLAZA[MARKET] in kinds, variant)
            crowded = MARKET in kinds
            reason = rulewords.HEX_MARKET_CROWDED if crowded else rulewords.HEX_MARKET_ALONE
            doubled = rulewords.HEX_MARKET_DOUBLED
        elif kind == BARRACKS:
            sides = sum(1 for n in near if n in outside)
            factor = scoring.barracks_factor(sides, variant)
            if sides:
                reason = rulewords.HEX_BARRACKS_EDGE
            elif any(n in lakes for n in near):
                reason = rulewords.HEX_BARRACKS_LAKE
            else:
                reason = rulewords.HEX_BARRACKS_INSIDE
            doubled = rulewords.barracks_doubled(sides)
        elif kind == TEMPLE:
            empty = sum(1 for n in near if n not in height)
            factor = scoring.temple_factor(level, variant) if scoring.temple_scores(empty) else 0
            reason = rulewords.temple_open(empty) if empty else rulewords.HEX_TEMPLE_SURROUNDED
            doubled = rulewords.HEX_TEMPLE_DOUBLED
        else:
            assert kind == GARDEN, kind
            factor = scoring.garden_factor(any(n in lakes for n in near), variant)
            reason = rulewords.HEX_GARDEN_ALWAYS
            doubled = rulewords.HEX_GARDEN_DOUBLED
        star = stars[kind]
        text = rulewords.hex_scoring(
            name,
            level,
            reason,
            doubled if factor == 2 else "",
            level * factor,
            star,
            words.NAMES[PLAZA[kind]],
        )
        out[h] = HexScore(kind, level, factor, star, text)
    return out


def titles(
    height: dict[Hex, int], top: dict[Hex, str], variants: Iterable[str] = ()
) -> dict[Hex, str]:
    """Each visible hex's tooltip (``explain_city``'s texts)."""
    return {h: s.text for h, s in explain_city(height, top, variants).items()}
