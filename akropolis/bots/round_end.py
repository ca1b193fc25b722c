"""What a round's end already decides, for ``search.Search`` (a mixin):
when the Illustrious Architect opens the next round, its rule may make it
take the tile left over whatever the next stack (the tile has a Plaza, or
it has no Stone), or make that take likely (none of the next stack's
tiles it could pay for has a Plaza). ``Search.leftover`` and
``leftover_odds`` say whether a round's end is judged with that take.
When the player opens the next round, the tile left over is its own to
take: ``Search.own_leftover`` judges such a round's end by the better of
its projection and the tile in its city.
"""

from __future__ import annotations

from ..rules import solo
from .builds import Pile


class RoundEnd:
    """``Search._taken``, ``Search._kept`` and what they use (see the
    module's docstring)."""

    def _taken(self, site, stones, builds, index: int, found):
        """``found``, the end of a round (``_leaf``), judged with the tile
        left over in the Architect's pile if it is sure to take it when
        it opens the next round (see ``leftover``); with ``leftover_odds``,
        if it may take it, the mean of the two judgements by the chance
        that it does."""
        arch = self.architect
        if not self._opens_next(site, index, arch):
            return found
        sure = solo.has_plaza(site[0]) or stones[arch] == 0
        if not (sure or self.look.leftover_odds):
            return found
        pile = builds[arch]
        line_builds = list(builds)
        line_builds[arch] = Pile(pile.tiles + (site[0],), pile.left - 1)
        values = tuple(self._leaf_value(b, s) for b, s in zip(line_builds, stones, strict=True))
        if not sure:
            chance = (1.0 - self._plaza_share()) ** min(stones[arch], self.view.options.stack_size)
            values = tuple(
                chance * w + (1.0 - chance) * o for w, o in zip(values, found[0], strict=True)
            )
        return values, found[1]

    def _kept(self, site, stones, builds, index: int, found):
        """``found``, the end of a round, with the player's projected score
        the better of its own and that with the tile left over placed at
        its best spot, if the player opens the next round (``own_leftover``:
        the tile is its to take, free)."""
        me = self.me
        if not self._opens_next(site, index, me):
            return found
        choices = self._choices(builds[me], site[0], stones[me])
        if not choices:
            return found
        child, gained = choices[0]
        with_it = self._leaf_value(child, stones[me] + gained)
        if with_it <= found[0][me]:
            return found
        values = tuple(with_it if seat == me else v for seat, v in enumerate(found[0]))
        return values, found[1]

    def _opens_next(self, site, index: int, seat) -> bool:
        """Whether this is a round's end with one tile left over and
        ``seat`` (None: no one) to open the next round, whose first move
        is move ``index`` of ``order``."""
        return (
            seat is not None
            and len(site) == 1
            and index < len(self.order)
            and self.order[index] == seat
        )

    def _plaza_share(self) -> float:
        """The share of Plaza tiles among the tiles still to come (a deal's,
        with ``deal_rates``)."""
        tiles = self._remaining if self._remaining is not None else self.view.unseen
        if self._share is None or self._share[0] is not tiles:
            count = sum(1 for t in tiles if solo.has_plaza(t))
            self._share = (tiles, count / len(tiles) if tiles else 0.0)
        return self._share[1]
