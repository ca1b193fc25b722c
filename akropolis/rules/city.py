"""A player's city: columns of stacked hexes, and where a tile may go.

Placement rules (RULINGS.md, "A turn", step 2):

- Level 1: the tile's three hexes cover no built hex, and at least one of them
  shares an edge with a hex of the city.
- Level n > 1: each of its three hexes lies on a hex of level n - 1 (it rests
  flat, never over an empty space), and the three covered hexes belong to at
  least 2 different tiles (the starting tile counts as one tile).
- Each covered Quarry gives the player 1 Stone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.refusal import Refusal
from .hexes import (
    DIRECTIONS,
    PLACEMENTS_OF,
    TRIANGLES_AROUND,
    Hex,
    Triangle,
    frontier,
    tile_hexes,
)
from .tiles import QUARRY, STARTING_TILE, STARTING_TILE_ID, Tile


def covers_two_tiles(a: int, b: int, c: int) -> bool:
    """Whether three hexes of these tiles (their ids) may be covered by a
    tile above level 1: they must belong to at least 2 different tiles."""
    return not (a == b == c)


@dataclass(frozen=True)
class Placement:
    """Where a tile goes in a city: the hex that receives its hexes[0], its
    rotation (0-5, clockwise steps of 60 degrees) and its level (1, 2, ...)."""

    anchor: Hex
    rotation: int
    level: int

    @property
    def hexes(self) -> tuple[Hex, Hex, Hex]:
        return tile_hexes(self.anchor, self.rotation)


@dataclass(frozen=True)
class PlacedTile:
    """A tile in a city, as placed (for history and for drawing)."""

    tile_id: int
    hexes: tuple[Hex, ...]
    types: tuple[str, ...]
    level: int


class City:
    """The columns of one city. ``height[h]`` is the level of the visible hex
    of column ``h``, ``top[h]`` its type and ``tile_of[h]`` the id of the tile
    it belongs to. Hexes not in ``height`` are empty spaces."""

    __slots__ = ("height", "top", "tile_of", "placed", "_triangles")

    def __init__(self) -> None:
        self.height: dict[Hex, int] = {}
        self.top: dict[Hex, str] = {}
        self.tile_of: dict[Hex, int] = {}
        self.placed: list[PlacedTile] = []
        self._triangles: list[tuple[Triangle, int]] | None = None

    @classmethod
    def with_starting_tile(cls) -> City:
        city = cls()
        for h, kind in STARTING_TILE:
            city.height[h] = 1
            city.top[h] = kind
            city.tile_of[h] = STARTING_TILE_ID
        city.placed.append(
            PlacedTile(
                STARTING_TILE_ID,
                tuple(h for h, _ in STARTING_TILE),
                tuple(k for _, k in STARTING_TILE),
                1,
            )
        )
        return city

    def copy(self) -> City:
        other = City.__new__(City)
        other.height = dict(self.height)
        other.top = dict(self.top)
        other.tile_of = dict(self.tile_of)
        other.placed = list(self.placed)
        other._triangles = self._triangles
        return other

    def __len__(self) -> int:
        """Number of columns (built spaces)."""
        return len(self.height)

    # ----------------------------------------------------------- placement
    def natural_level(self, cells: tuple[Hex, ...]) -> int | None:
        """The only level a tile covering ``cells`` could be on (1 over empty
        spaces, n + 1 over three hexes of level n), or None if the spaces are
        mixed (part empty, or of different heights)."""
        heights = {self.height.get(h, 0) for h in cells}
        if len(heights) != 1:
            return None
        return heights.pop() + 1

    def placement_error(self, placement: Placement) -> Refusal | None:
        """Why ``placement`` breaks the rules (a ``Refusal``), or None if it
        is legal."""
        level = placement.level
        rotation = placement.rotation
        if not isinstance(rotation, int) or not 0 <= rotation < 6:
            return Refusal.of("rotation_bad")
        if not isinstance(level, int) or level < 1:
            return Refusal.of("level_bad")
        cells = placement.hexes
        if level == 1:
            if any(h in self.height for h in cells):
                return Refusal.of("level1_covers")
            for q, r in cells:
                for dq, dr in DIRECTIONS:
                    if (q + dq, r + dr) in self.height:
                        return None
            return Refusal.of("level1_alone")
        below = level - 1
        if any(self.height.get(h, 0) != below for h in cells):
            return Refusal.of("must_rest", level=level, below=below)
        if not covers_two_tiles(*(self.tile_of[h] for h in cells)):
            return Refusal.of("two_tiles", level=level)
        return None

    def place(self, tile: Tile, placement: Placement) -> int:
        """Put ``tile`` in the city (the placement must be legal) and return
        the Stones it earns: one per covered Quarry."""
        cells = placement.hexes
        gained = 0
        for h, kind in zip(cells, tile.hexes, strict=False):
            if self.top.get(h) == QUARRY:
                gained += 1
            self.height[h] = placement.level
            self.top[h] = kind
            self.tile_of[h] = tile.id
        self.placed.append(PlacedTile(tile.id, cells, tile.hexes, placement.level))
        self._triangles = None
        return gained

    def columns(self, cells) -> tuple[tuple[Hex, int | None, str | None, int | None], ...]:
        """The visible hex of each of ``cells`` (height, type, tile; None for
        an empty space): what ``unplace`` needs to take a tile back."""
        return tuple((h, self.height.get(h), self.top.get(h), self.tile_of.get(h)) for h in cells)

    def unplace(self, below: tuple[tuple[Hex, int | None, str | None, int | None], ...]) -> None:
        """Take back the last tile placed, given the ``columns`` its hexes
        covered before it was placed."""
        for h, level, kind, tile_id in below:
            if level is None:
                del self.height[h], self.top[h], self.tile_of[h]
            else:
                self.height[h] = level
                self.top[h] = kind
                self.tile_of[h] = tile_id
        self.placed.pop()
        self._triangles = None

    def quarries_under(self, placement: Placement) -> int:
        """Stones a placement would earn (covered Quarries)."""
        return sum(1 for h in placement.hexes if self.top.get(h) == QUARRY)

    def legal_triangles(self) -> list[tuple[Triangle, int]]:
        """Every triangle of spaces a tile may legally cover, with its level.

        Legality does not depend on the tile's hex types, so this is computed
        once per city state and shared by every tile of the Construction Site.
        """
        if self._triangles is not None:
            return self._triangles
        height = self.height
        tile_of = self.tile_of
        # Level 1: triangles of empty spaces with a hex next to the city,
        # found from the empty spaces next to the city.
        ground: set[Triangle] = set()
        for q, r in frontier(height):
            for dq, dr, kind in TRIANGLES_AROUND:
                tq, tr = q + dq, r + dr
                # The triangle's three hexes (see hexes.triangle_hexes).
                if (tq, tr) in height:
                    continue
                if kind == 0:
                    if (tq + 1, tr) in height or (tq, tr + 1) in height:
                        continue
                elif (tq + 1, tr - 1) in height or (tq + 1, tr) in height:
                    continue
                ground.add((tq, tr, kind))
        found: list[tuple[Triangle, int]] = [(t, 1) for t in sorted(ground)]
        # Higher levels: each triangle is visited once, from its canonical
        # hex; kind 0 covers (q+1, r) and (q, r+1), kind 1 (q+1, r-1) and
        # (q+1, r).
        get = height.get
        for (q, r), lvl in height.items():
            right = (q + 1, r)
            if get(right) != lvl:
                continue
            below = (q, r + 1)
            a = tile_of[(q, r)]
            below = (q, r + 1)
            if get(below) == lvl and covers_two_tiles(a, tile_of[right], tile_of[below]):
                found.append(((q, r, 0), lvl + 1))
            above = (q + 1, r - 1)
            if get(above) == lvl and covers_two_tiles(a, tile_of[above], tile_of[right]):
                found.append(((q, r, 1), lvl + 1))
        self._triangles = found
        return found

    def legal_spots(self, tile: Tile) -> list[tuple[Hex, int, int]]:
        """``legal_placements`` as plain (anchor, rotation, level) tuples, in
        the same order: cheaper to build when there are hundreds.

        The three turns of a tile on one triangle always give three different
        results: no tile has three hexes of one type."""
        return [
            ((q + aq, r + ar), rot, level)
            for (q, r, kind), level in self.legal_triangles()
            for (aq, ar), rot in PLACEMENTS_OF[kind]
        ]

    def legal_placements(self, tile: Tile) -> list[Placement]:
        """Every legal placement of ``tile``, each distinct result once."""
        return [Placement(anchor, rot, level) for anchor, rot, level in self.legal_spots(tile)]

    # ------------------------------------------------------------ drawing
    def __str__(self) -> str:
        return render_text(self)


_SYMBOL = {
    "quarry": "Q",
    "house": "H",
    "market": "M",
    "barracks": "B",
    "temple": "T",
    "garden": "G",
}


def render_text(city: City) -> str:
    """A plain-text sketch of the city in doubled-height rows (debugging)."""
    if not city.height:
        return "(empty city)"
    cells = {}
    for (q, r), kind in city.top.items():
        x, y = q, 2 * r + q
        sym = _SYMBOL.get(kind) or kind[len("plaza-")].lower()
        cells[(x, y)] = f"{sym}{city.height[(q, r)]}"
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = []
        for x in range(min(xs), max(xs) + 1):
            row.append(cells.get((x, y), " ." if (x + y) % 2 == 0 else "  "))
        lines.append(" ".join(row).rstrip())
    return "\n".join(lines)
