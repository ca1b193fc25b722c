"""The ``hard`` bot's search: every line of play to the end of the round,
then one round further over shuffles of the unseen tiles.

The search reads the player's view of the game (``rules.view.PlayerView``).
Within a round everything is in sight: the Construction Site, every
player's Stones and city. Only the next stacks are hidden. So the search
plays out every order in which the players may take the tiles left in the
Construction Site until the round ends, each player placing each tile where
its own projection (``outlook.Outlook``) likes it best, and each choosing
the tile that leaves it furthest ahead of its best rival (max^n; for two
players this is minimax). The positions where the round ends are judged by
the players' projected final scores, whose District value and stars to come
are worked out from the tiles not yet seen, as a set, never their order. The
last round of the game is thus played out exactly.

At the root the player also weighs several placements of each tile, not
only the one its projection likes best, since a placement changes what its
next tiles of the round are worth.

The most promising moves are then looked at one round further: the next
stack is drawn several times from the unseen tiles (shuffled with the bot's
own random source: a view has no order of the stacks to read), the next
round is searched in the same way for each draw, and the move with the best
mean margin is played (``further.LookFurther``, a mixin of ``Search``).

The work is counted in placements judged, so that a budget is the same on
every machine, and done in slices (``Search.run`` is a generator) for the
browser.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from ..rules import solo
from ..rules.city import Placement
from ..rules.game import Move, affordable, moves_in_round
from ..rules.view import PlayerView
from .builds import Build, Pile
from .further import LookFurther
from .outlook import Table, architect_projection
from .round_end import RoundEnd


@dataclass(frozen=True)
class Look:
    """How far one decision looks: the search's settings (a level's, in
    ``hard.Settings``)."""

    #: Placements of each tile the player to move weighs (the others: their
    #: projection's best).
    root_placements: int = 3
    #: Placements judged at most; once spent, the lines not yet searched are
    #: judged where they stand. Counted in work rather than seconds, so that
    #: a move does not depend on the machine.
    budget: int = 60_000
    #: The moves looked at further, over that many deals of the unseen tiles
    #: (0: none, the round's end decides).
    deep_moves: int = 0
    samples: int = 0
    #: Rounds each deal holds: the look further goes on round after round.
    rounds: int = 1
    #: How many of a round's line ends (the best by the player's margin) the
    #: next round of the look further goes on from (1: only the best).
    beam: int = 1
    #: In solo, judge a round's end with the tile left over already in the
    #: Architect's pile when it opens the next round and its rule makes it
    #: take that tile whatever the next stack (the tile has a Plaza, or it
    #: has no Stone); the line still goes on from the round's end as it is,
    #: where the Architect then makes that move.
    leftover: bool = False
    #: With ``leftover``, when the Architect opens the next round with
    #: Stones and the tile left over has no Plaza: that tile in its pile
    #: with the chance that none of the next stack's tiles it could pay for
    #: has a Plaza (from the share of Plaza tiles still to come).
    leftover_odds: bool = False
    #: In solo, when the player opens the next round: its projected score
    #: at a round's end is the better of as it is and with the tile left
    #: over placed at its best spot (it may take that tile).
    own_leftover: bool = False
    #: In the look further, a line's end projected with the tiles to come
    #: of its deal (the unseen tiles but the stacks dealt so far) rather
    #: than the unseen tiles at the root.
    deal_rates: bool = False


class Search(LookFurther, RoundEnd):
    """One decision of the ``hard`` bot (see the module's docstring), as
    far as ``look`` says. Who moves when is the engine's order
    (``view.upcoming()``): a line of play is followed by its index in that
    order.
    """

    #: Placements judged between two slices.
    SLICE = 1000

    def __init__(self, view: PlayerView, table: Table, rng: random.Random, look: Look) -> None:
        self.view = view
        self.table = table
        self.rng = rng
        self.look = look
        self._share: tuple[object, float] | None = None
        #: While a deal's round is searched with ``deal_rates``: the tiles
        #: still unseen after its stacks so far, and the outlooks made of them.
        self._remaining: list[int] | None = None
        self._deal_outlooks: dict = {}
        self.work = 0
        self._since_slice = 0
        self.order = view.upcoming()
        self.me = view.current
        self.variants = table.variants
        self.level = view.options.solo
        self.architect = view.options.architect_seat

    # ------------------------------------------------------------- values
    def _leaf_value(self, build, stones: int, site=()) -> float:
        """A player's projected final score at the end of a line, with
        ``site`` left in the Construction Site."""
        if self._remaining is None:
            outlook = self.table.outlook(build.left)
        else:
            key = (build.left, site)
            outlook = self._deal_outlooks.get(key)
            if outlook is None:
                outlook = self.table.outlook_for(self._remaining + list(site), build.left)
                self._deal_outlooks[key] = outlook
        if isinstance(build, Pile):
            return architect_projection(build.tiles, stones, self.level, self.variants, outlook)
        if self._remaining is not None:
            # The build's value was projected with the root's tiles to come.
            return outlook.project(build.judgement, 0) + outlook.stones(stones)
        return build.value + outlook.stones(stones)

    def _margin(self, values: tuple[float, ...], seat: int) -> float:
        return values[seat] - max(v for i, v in enumerate(values) if i != seat)

    # -------------------------------------------------------------- builds
    def _survey(self, build: Build):
        if build._survey is None:
            outlook = self.table.outlook(build.left - 1)
            # A child's survey keeps its parent's spots where the new tile
            # changes nothing (``Survey``'s ``parent``).
            parent = build.parent
            if parent is None or parent._survey is None:
                survey = outlook.survey(build.city, self.variants)
            else:
                survey = outlook.survey(
                    build.city, self.variants, parent._survey[1], build.placement.hexes
                )
            build._survey = (outlook, survey)
        return build._survey

    def _placements(
        self, build: Build, tile: int, stones: int, keep: int = 1
    ) -> list[tuple[float, Build, int]]:
        """The ``keep`` placements of ``tile`` in ``build``'s city its player
        likes best, with ``stones`` Stones after paying for it: (worth to
        the player, child build, Stones gained), best first."""
        outlook, survey = self._survey(build)
        base = outlook.stones(stones)
        gains = [outlook.stones(stones + g) - base for g in range(4)]
        project = outlook.project
        ranked: list[tuple[float, float, object, object, tuple]] = []
        floor = float("-inf")
        count = 0
        for judged, spot, anchor, rotation in survey.placements(tile):
            value = project(judged, 0)
            worth = value + gains[judged.gained]
            count += 1
            if worth > floor:
                ranked.append((worth, value, judged, spot, (anchor, rotation)))
                if len(ranked) > keep:
                    ranked.sort(key=lambda f: -f[0])
                    ranked.pop()
                    floor = ranked[-1][0]
        self.work += count
        self._since_slice += count
        ranked.sort(key=lambda f: -f[0])
        return [
            (
                worth,
                Build(
                    build,
                    Placement(anchor, rotation, spot.level),
                    tile,
                    build.left - 1,
                    value,
                    judgement=judged,
                ),
                judged.gained,
            )
            for worth, value, judged, spot, (anchor, rotation) in ranked
        ]

    def _choices(self, build: Build, tile: int, stones: int) -> list[tuple[Build, int]] | None:
        """The placement of ``tile`` its player likes best, as a list of one
        (kept): (child build, Stones gained); None once the budget is
        spent."""
        key = (tile, stones)
        found = build._best.get(key)
        if found is None and self.work < self.look.budget:
            ranked = self._placements(build, tile, stones)
            found = build._best[key] = [(child, gained) for _, child, gained in ranked]
        return found

    # -------------------------------------------------------------- search
    def run(self) -> Generator[None, None, Move]:
        """The search, one slice per yield; returns the chosen move."""
        view = self.view
        table = self.table
        me = self.me
        builds: list = []
        for seat in range(view.seats):
            left = table.left[seat]
            if seat == self.architect:
                builds.append(Pile(view.pile, left))
                continue
            city = view.cities[seat]
            outlook = table.outlook(left)
            judgement = outlook.survey(city, self.variants).current
            value = outlook.project(judgement, 0)
            builds.append(Build(None, None, None, left, value, city, judgement))
        picks = moves_in_round(len(view.site))
        site = view.site
        stones = view.stones
        root = builds[me]
        candidates = []
        for position in affordable(len(site), stones[me]):
            after_pay = stones[me] - position
            ranked = self._placements(root, site[position], after_pay, self.look.root_placements)
            for worth, child, gained in ranked:
                candidates.append((worth, position, child, gained))
            yield
        # The most promising first, so that a spent budget cuts the others.
        candidates.sort(key=lambda c: -c[0])
        scored = []
        for _, position, child, gained in candidates:
            line_builds = list(builds)
            line_builds[me] = child
            line_stones = list(stones)
            line_stones[me] += gained - position
            if self.architect is not None:
                line_stones[self.architect] += position
            rest = site[:position] + site[position + 1 :]
            values, end = yield from self._line(rest, tuple(line_stones), line_builds, 1, picks - 1)
            scored.append((self._margin(values, me), position, child, end))
        if self.look.deep_moves and self.look.samples and view.stacks_left:
            scored = yield from self._deepen(scored)
        top = max(m for m, _, _, _ in scored)
        best = [(p, c) for m, p, c, _ in scored if m >= top - 1e-9]
        position, child = best[0] if len(best) == 1 else self.rng.choice(best)
        p = child.placement
        untie(builds + [c for _, _, c, _ in candidates])
        return Move(position, p.anchor, p.rotation, p.level)

    def _line(self, site, stones, builds, index: int, picks: int, ends=None):
        """The players' projected final scores at the end of the round,
        with ``picks`` moves left in it, the next one being move ``index``
        of ``self.order``; ``ends``: a list to add each line's end to, with
        the player's margin there."""
        if picks == 0:
            found = self._leaf(site, stones, builds)
            if self.look.leftover:
                found = self._taken(site, stones, builds, index, found)
            if self.look.own_leftover:
                found = self._kept(site, stones, builds, index, found)
            if ends is not None:
                ends.append((self._margin(found[0], self.me), found[1]))
            return found
        if self._since_slice >= self.SLICE:
            self._since_slice = 0
            yield
        seat = self.order[index]
        if seat == self.architect:
            pile = builds[seat]
            pick = solo.architect_choice(list(site), stones[seat])
            line_builds = list(builds)
            line_builds[seat] = Pile(pile.tiles + (site[pick],), pile.left - 1)
            line_stones = list(stones)
            line_stones[seat] -= pick
            rest = site[:pick] + site[pick + 1 :]
            return (
                yield from self._line(
                    rest, tuple(line_stones), line_builds, index + 1, picks - 1, ends
                )
            )
        positions = affordable(len(site), stones[seat])
        best = None
        best_margin = None
        for position in positions:
            after_pay = stones[seat] - position
            choices = self._choices(builds[seat], site[position], after_pay)
            if choices is None:
                # Out of budget: judge the line where it stands.
                return self._leaf(site, stones, builds)
            for child, gained in choices:
                line_builds = list(builds)
                line_builds[seat] = child
                line_stones = list(stones)
                line_stones[seat] = after_pay + gained
                if self.architect is not None:
                    line_stones[self.architect] += position
                rest = site[:position] + site[position + 1 :]
                found = yield from self._line(
                    rest, tuple(line_stones), line_builds, index + 1, picks - 1, ends
                )
                margin = self._margin(found[0], seat)
                if best_margin is None or margin > best_margin:
                    best_margin, best = margin, found
        return best

    def _leaf(self, site, stones, builds):
        """The end of a line: each player's projected final score, and where
        the line stands (for looking further)."""
        values = tuple(self._leaf_value(b, s, site) for b, s in zip(builds, stones, strict=True))
        return values, (site, stones, builds)


def untie(builds) -> None:
    """Drop the links from ``builds`` and their descendants to their children
    (``Build._best``; a child keeps its parent), once the search is over: with
    no cycle left, its builds and their surveys are freed by reference
    counting as soon as it ends, not by a garbage collection over hundreds of
    thousands of objects, which no slice of the browser's can cut."""
    stack = list(builds)
    while stack:
        build = stack.pop()
        found = getattr(build, "_best", None)  # a ``Pile`` has none
        if found:
            for choices in found.values():
                stack.extend(child for child, _ in choices or ())
            build._best = {}
