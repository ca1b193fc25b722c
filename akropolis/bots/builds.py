"""The players in ``search.Search``'s lines of play: a city as it stands or
after one more placement (``Build``), and the Illustrious Architect's pile
(``Pile``)."""

from __future__ import annotations

from ..rules.city import City
from ..rules.tiles import TILES


class Build:
    """A player's city in the search: as it stands, or after one more
    placement along a line of play. ``left`` is the moves its player has
    left after it; ``value`` its projected District points (Stones apart),
    from ``judgement``, the city's figures (``survey.Judgement``). The city
    itself is only built when the search looks past it."""

    __slots__ = (
        "parent",
        "placement",
        "tile",
        "left",
        "value",
        "judgement",
        "_city",
        "_survey",
        "_best",
    )

    def __init__(self, parent, placement, tile, left, value, city=None, judgement=None) -> None:
        self.parent = parent
        self.placement = placement
        self.tile = tile
        self.left = left
        self.value = value
        self.judgement = judgement
        self._city = city
        self._survey = None
        self._best: dict[tuple[int, int], list[tuple[Build, int]]] = {}

    @property
    def city(self) -> City:
        if self._city is None:
            city = self.parent.city.copy()
            city.place(TILES[self.tile], self.placement)
            self._city = city
        return self._city


class Pile:
    """The Illustrious Architect in the search: its pile, and the moves it
    has left after it."""

    __slots__ = ("tiles", "left")

    def __init__(self, tiles: tuple[int, ...], left: int) -> None:
        self.tiles = tiles
        self.left = left
