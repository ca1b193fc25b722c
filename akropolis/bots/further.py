"""The ``hard`` bot's look further (``Search``'s part after the round):
the most promising moves played on over deals of the unseen tiles, one
round or several, each move judged by its mean margin over the same deals
(see ``search``'s docstring). A mixin of ``search.Search``, whose
``_line`` searches each round and whose ``look`` (``deep_moves``,
``samples``, ``rounds``, ``beam``, ``deal_rates``) it reads.
"""

from __future__ import annotations

from ..rules.game import moves_in_round


class LookFurther:
    """``Search._deepen`` and what it uses (see the module's docstring)."""

    def _deepen(self, scored):
        """Look one round further for the ``deep_moves`` most promising
        moves: from where each one's line ends, the next round is searched
        for ``samples`` shuffles of the unseen tiles (the same shuffles for
        every move), and the move is judged by its mean margin over them.
        With ``rounds`` above 1, each shuffle deals that many stacks and
        the line goes on round after round, each round searched from where
        the best lines of the one before end (``beam``). Moves not looked
        at further are dropped: they were behind."""
        look = self.look
        rounds = max(1, min(look.rounds, self.view.stacks_left))
        stacks = self._deals(rounds)
        scored.sort(key=lambda s: -s[0])
        deep = []
        for _, position, child, end in scored[: look.deep_moves]:
            total = yield from self._over(end, stacks, rounds)
            if total is None:
                break
            deep.append((total / len(stacks), position, child, end))
        return deep or scored

    def _over(self, end, stacks, rounds: int):
        """The sum of the player's margins over ``stacks`` (deals of
        ``rounds`` stacks each), playing on from ``end``, where a line of
        this round ends; None once the budget is spent."""
        size = self.view.options.stack_size
        # The next round's moves follow this round's in the engine's order:
        # one per tile of its Construction Site (the tile left and a stack)
        # but the last.
        first = moves_in_round(len(self.view.site))
        beam = self.look.beam
        unseen = sorted(self.view.unseen) if self.look.deal_rates else None
        total = 0.0
        for stack in stacks:
            if self.work >= self.look.budget:
                return None
            ends, best = [end], None
            for r in range(rounds):
                # Every line end of the round, for the next one to go on
                # from the ``beam`` best (not needed after the last round).
                gathered = [] if beam > 1 and r < rounds - 1 else None
                best = None
                if unseen is not None:
                    # The round's ends projected with the tiles its deal
                    # has not dealt yet (the placements chosen as before).
                    dealt = set(stack[: (r + 1) * size])
                    self._remaining = [t for t in unseen if t not in dealt]
                    self._deal_outlooks = {}
                for site, stones, builds in ends:
                    found = yield from self._line(
                        site + stack[r * size : (r + 1) * size],
                        stones,
                        builds,
                        first + r * size,
                        size,
                        gathered,
                    )
                    margin = self._margin(found[0], self.me)
                    if best is None or margin > best[0]:
                        best = (margin, found[1])
                if gathered:
                    gathered.sort(key=lambda g: -g[0])
                    ends = [e for _, e in gathered[:beam]]
                else:
                    ends = [best[1]]
            self._remaining = None
            total += best[0]
        return total

    def _deals(self, rounds: int) -> list[tuple[int, ...]]:
        """The deals the look further is judged over: ``samples`` shuffles
        of the unseen tiles, each the next ``rounds`` stacks in a row."""
        # In a fixed order before shuffling: a set's order is not the same
        # on every Python.
        unseen = sorted(self.view.unseen)
        size = self.view.options.stack_size
        stacks = []
        for _ in range(self.look.samples):
            self.rng.shuffle(unseen)
            stacks.append(tuple(unseen[: size * rounds]))
        return stacks
