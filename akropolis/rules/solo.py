"""Solo mode: the Illustrious Architect (French rulebook, "MODE SOLO";
RULINGS.md, "Solo mode").

It takes the cheapest tile that carries a Plaza, if it can afford it, and
otherwise the first tile. It does not build: its tiles go to a pile, and all
its Districts count as meeting their placement condition. Its level sets what
its Districts (and, for Metagenes, its Quarries) are worth.
"""

from __future__ import annotations

from .scoring import (
    VARIANT_OF,
    DistrictScore,
    ScoreBreakdown,
    breakdown,
    house_group_value,
    temple_factor,
)
from .tiles import (
    DISTRICTS,
    HOUSE,
    MARKET,
    PLAZA,
    PLAZA_STARS,
    QUARRY,
    STARTING_TILE,
    TEMPLE,
    TILES,
)

HIPPODAMOS = "hippodamos"
METAGENES = "metagenes"
CALLICRATES = "callicrates"

#: The three levels, from easy to hard.
LEVELS: tuple[str, ...] = (HIPPODAMOS, METAGENES, CALLICRATES)

#: What each of the Architect's Districts is worth, per level.
DISTRICT_WORTH = {HIPPODAMOS: 1, METAGENES: 1, CALLICRATES: 2}
#: Points per Quarry it holds, per level.
QUARRY_POINTS = {HIPPODAMOS: 0, METAGENES: 2, CALLICRATES: 0}

#: Markets variant: at most this many of its Markets are doubled per Market
#: Plaza it holds (the most Markets that can touch one Plaza without
#: touching each other; Board Game Arena's reading).
MARKETS_PER_PLAZA = 3

#: Its seat: the person is the first player and Chief Architect.
ARCHITECT_SEAT = 1

#: The Architect is a seat with this name in records and score tables.
ARCHITECT_NAME = "Illustrious Architect"


def has_plaza(tile_id: int) -> bool:
    return any(kind in PLAZA_STARS for kind in TILES[tile_id].hexes)


def architect_choice(site: list[int], stones: int) -> int:
    """Position in the Construction Site of the tile the Architect takes."""
    for position, tile_id in enumerate(site):
        if has_plaza(tile_id):
            # The cheapest Plaza tile; if it cannot pay for it, it can pay
            # for no later one either, and takes the first tile.
            return position if position <= stones else 0
    return 0


def pile_types(pile: list[int]) -> list[str]:
    """Every hex type the Architect holds: its starting tile and its pile."""
    kinds = [kind for _, kind in STARTING_TILE]
    for tile_id in pile:
        kinds.extend(TILES[tile_id].hexes)
    return kinds


def architect_lines(
    pile: list[int], level: str, variants: frozenset[str] = frozenset()
) -> list[DistrictScore]:
    """Per District type, the Architect's Districts (``count``), their value
    (variant doublings included) and its stars, at ``level``; ``points``
    is what the line scores (0 without stars). Unlike its scorepad, the
    value is given even without stars (for projecting its score)."""
    kinds = pile_types(pile)
    worth = DISTRICT_WORTH[level]
    lines = []
    for district in DISTRICTS:
        count = kinds.count(district)
        stars = sum(PLAZA_STARS[k] for k in kinds if k == PLAZA[district])
        value = count * worth
        doubled = 0
        if VARIANT_OF[district] in variants and count:
            # Board Game Arena's reading: the whole type is doubled, Houses
            # as one group (so from a value of 10), Temples as Districts on
            # the level of their worth (so only against Callicrates, whose
            # Districts are worth 2), Markets at most MARKETS_PER_PLAZA per
            # Market Plaza it holds.
            doubled = count
            if district == HOUSE and house_group_value(value, True) == value:
                doubled = 0
            elif district == TEMPLE and temple_factor(worth, True) == 1:
                doubled = 0
            elif district == MARKET:
                doubled = min(count, MARKETS_PER_PLAZA * kinds.count(PLAZA[MARKET]))
            value += doubled * worth
        lines.append(DistrictScore(district, count, value, stars, value * stars, doubled))
    return lines


def score_architect(
    pile: list[int], stones: int, level: str, variants: frozenset[str] = frozenset()
) -> ScoreBreakdown:
    """The Illustrious Architect's score for its pile, at ``level``."""
    lines = [
        line if line.stars else DistrictScore(line.district, 0, 0, 0, 0)
        for line in architect_lines(pile, level, variants)
    ]
    kinds = pile_types(pile)
    extra = QUARRY_POINTS[level] * kinds.count(QUARRY)
    return breakdown(tuple(lines), stones, extra)
