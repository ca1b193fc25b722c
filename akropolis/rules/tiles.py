"""The tile catalogue: the 61 City tiles and the starting tile.

Transcribed from the project's reference catalogue (``shared/data/tiles.json``;
``tests/test_tiles.py`` checks it fact by fact). A tile's three hex types are
listed in the catalogue's order: hexes[0] top-left, hexes[1] right, hexes[2]
bottom-left, which is ``hexes.TILE_OFFSETS`` at rotation 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexes import Hex

QUARRY = "quarry"
HOUSE = "house"
MARKET = "market"
BARRACKS = "barracks"
TEMPLE = "temple"
GARDEN = "garden"

#: The five District types, in scorepad order.
DISTRICTS: tuple[str, ...] = (HOUSE, MARKET, BARRACKS, TEMPLE, GARDEN)

#: Plaza hex type for each District type, and its stars.
PLAZA = {d: "plaza-" + d for d in DISTRICTS}
PLAZA_STARS = {
    PLAZA[HOUSE]: 1,
    PLAZA[MARKET]: 2,
    PLAZA[BARRACKS]: 2,
    PLAZA[TEMPLE]: 2,
    PLAZA[GARDEN]: 3,
}
#: The District type a Plaza hex type multiplies.
PLAZA_DISTRICT = {p: d for d, p in PLAZA.items()}

HEX_TYPES: tuple[str, ...] = (QUARRY, *DISTRICTS, *PLAZA.values())

#: The id of the starting tile in every city (City tiles are numbered 1-61).
STARTING_TILE_ID = 0


@dataclass(frozen=True)
class Tile:
    """A City tile: its catalogue number, the smallest player count that uses
    it (2, 3 or 4), and the types of its three hexes."""

    id: int
    players: int
    hexes: tuple[str, str, str]


_CATALOGUE = (
    (1, 2, ("quarry", "quarry", "plaza-house")),
    (2, 2, ("quarry", "quarry", "plaza-house")),
    (3, 2, ("quarry", "quarry", "plaza-market")),
    (4, 3, ("quarry", "quarry", "plaza-market")),
    (5, 2, ("garden", "quarry", "plaza-house")),
    (6, 2, ("barracks", "quarry", "plaza-market")),
    (7, 2, ("quarry", "quarry", "plaza-house")),
    (8, 2, ("house", "quarry", "plaza-temple")),
    (9, 2, ("quarry", "quarry", "plaza-temple")),
    (10, 3, ("quarry", "quarry", "plaza-temple")),
    (11, 4, ("quarry", "quarry", "plaza-barracks")),
    (12, 2, ("quarry", "quarry", "plaza-barracks")),
    (13, 2, ("quarry", "quarry", "plaza-garden")),
    (14, 2, ("house", "quarry", "plaza-barracks")),
    (15, 3, ("temple", "market", "plaza-house")),
    (16, 2, ("barracks", "temple", "house")),
    (17, 4, ("quarry", "market", "plaza-house")),
    (18, 4, ("quarry", "temple", "plaza-market")),
    (19, 3, ("quarry", "house", "plaza-barracks")),
    (20, 2, ("house", "temple", "plaza-barracks")),
    (21, 2, ("temple", "house", "plaza-market")),
    (22, 2, ("quarry", "house", "plaza-garden")),
    (23, 2, ("market", "barracks", "plaza-house")),
    (24, 2, ("house", "garden", "plaza-market")),
    (25, 2, ("market", "house", "plaza-barracks")),
    (26, 2, ("garden", "market", "house")),
    (27, 2, ("house", "barracks", "plaza-temple")),
    (28, 2, ("house", "quarry", "plaza-garden")),
    (29, 3, ("house", "house", "quarry")),
    (30, 4, ("house", "house", "quarry")),
    (31, 3, ("barracks", "garden", "quarry")),
    (32, 2, ("temple", "barracks", "quarry")),
    (33, 4, ("house", "barracks", "quarry")),
    (34, 4, ("barracks", "house", "quarry")),
    (35, 2, ("house", "house", "quarry")),
    (36, 2, ("market", "barracks", "quarry")),
    (37, 2, ("barracks", "market", "quarry")),
    (38, 4, ("house", "market", "quarry")),
    (39, 2, ("temple", "market", "quarry")),
    (40, 2, ("market", "temple", "quarry")),
    (41, 2, ("market", "garden", "quarry")),
    (42, 3, ("temple", "house", "quarry")),
    (43, 4, ("garden", "house", "quarry")),
    (44, 4, ("house", "temple", "quarry")),
    (45, 3, ("market", "house", "quarry")),
    (46, 2, ("quarry", "quarry", "garden")),
    (47, 4, ("quarry", "quarry", "barracks")),
    (48, 2, ("quarry", "quarry", "temple")),
    (49, 2, ("quarry", "quarry", "market")),
    (50, 2, ("market", "house", "quarry")),
    (51, 3, ("house", "market", "quarry")),
    (52, 2, ("temple", "market", "house")),
    (53, 2, ("garden", "barracks", "house")),
    (54, 3, ("market", "barracks", "house")),
    (55, 3, ("house", "barracks", "plaza-garden")),
    (56, 4, ("market", "house", "plaza-garden")),
    (57, 2, ("quarry", "house", "plaza-temple")),
    (58, 4, ("house", "market", "plaza-temple")),
    (59, 3, ("quarry", "quarry", "house")),
    (60, 2, ("house", "barracks", "quarry")),
    (61, 2, ("barracks", "market", "quarry")),
)

TILES: dict[int, Tile] = {i: Tile(i, p, h) for i, p, h in _CATALOGUE}

#: The starting tile: a Housing Plaza at the centre and Quarries on three
#: alternate sides (axial offsets from the centre).
STARTING_TILE: tuple[tuple[Hex, str], ...] = (
    ((0, 0), PLAZA[HOUSE]),
    ((0, -1), QUARRY),
    ((1, 0), QUARRY),
    ((-1, 1), QUARRY),
)


def tiles_for(players: int, long_game: bool = False) -> list[int]:
    """Ids of the City tiles used with this many players (solo uses the
    2-player set); the long game uses all 61."""
    if long_game:
        return sorted(TILES)
    count = max(players, 2)
    return [t.id for t in TILES.values() if t.players <= count]
