"""The ``easy`` and ``medium`` levels (docs/ai.md says how strong each is;
``hard`` is in ``hard.py``)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules.game import Move, affordable, moves_in_round
from ..rules.solo import architect_choice
from ..rules.view import PlayerView
from .base import Bot, Work
from .outlook import Table, Weights, architect_projection
from .survey import Survey


@dataclass(frozen=True)
class EasySettings:
    """What the ``easy`` level is."""

    #: The dearest tile it considers (a beginner hoards its Stones).
    max_cost: int = 2
    #: Share of the legal places it looks at.
    look: float = 0.5
    #: Spread of its misjudgement, in points.
    noise: float = 2.0
    #: What a new star is worth to it beyond the points it adds now (it
    #: knows that Plazas multiply).
    star_bonus: float = 1.0


@dataclass(frozen=True)
class MediumSettings:
    """What the ``medium`` level is."""

    weights: Weights = Weights()
    #: How much the next player's best gain counts against a move.
    denial: float = 0.5


class EasyBot(Bot):
    """A beginner: it looks only at what a move scores at once, among the
    cheap tiles and a part of the places in its city, and misjudges it a
    little."""

    name = "easy"
    settings = EasySettings()

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        settings = self.settings
        seat = view.current
        survey = Survey(view.cities[seat], view.options.variants)
        spots = survey.spots()
        seen = rng.sample(spots, max(1, round(len(spots) * settings.look)))
        before = survey.current.points
        stars = sum(survey.current.stars)
        best: tuple[float, Move] | None = None
        for position in affordable(len(view.site), min(view.stones[seat], settings.max_cost)):
            for judged, spot, anchor, rotation in survey.placements(view.site[position], seen):
                gain = judged.points - before + judged.gained - position
                gain += settings.star_bonus * (sum(judged.stars) - stars)
                gain += rng.gauss(0.0, settings.noise)
                if best is None or gain > best[0]:
                    best = (gain, Move(position, anchor, rotation, spot.level))
            yield
        assert best is not None
        return best[1]


class MediumBot(Bot):
    """A solid player: it projects its final score from every legal move
    (District value and stars to come, Temples not yet surrounded, Stones,
    Quarries; see ``outlook.Outlook``) and takes into account what the next
    player may then take from the Construction Site (or, in solo, what the
    Illustrious Architect will take, and the Stones it pays it)."""

    name = "medium"
    settings = MediumSettings()

    def think(self, view: PlayerView, rng: random.Random) -> Work:
        seat = view.current
        table = Table(view, self.settings.weights)
        best_by_position = yield from best_moves(view, table, seat)
        gains = None
        nxt = self.next_player(view)
        if nxt is not None:
            gains = yield from reply_gains(view, table, nxt)
        scored = []
        for position, (value, move) in best_by_position.items():
            scored.append((value - self.reply_cost(view, table, position, gains), move))
        top = max(v for v, _ in scored)
        return rng.choice([m for v, m in scored if v >= top - 1e-9])

    @staticmethod
    def next_player(view: PlayerView) -> int | None:
        """The player who moves next in this round, if it is not the
        Illustrious Architect and may choose among two tiles or more."""
        upcoming = view.upcoming()
        if moves_in_round(len(view.site)) < 2 or view.is_architect(upcoming[1]):
            return None
        return upcoming[1]

    def reply_cost(
        self, view: PlayerView, table: Table, position: int, gains: dict[int, float] | None
    ) -> float:
        """What taking the tile at ``position`` lets the others do: in solo,
        the Illustrious Architect's projected score after its reply (it gets
        the Stones paid); otherwise ``denial`` times the best gain the next
        player can afford among the tiles left (``gains``, from
        ``reply_gains``)."""
        site = view.site[:position] + view.site[position + 1 :]
        arch = view.options.architect_seat
        if arch is not None:
            return architect_reply(view, table, arch, position, site)
        if gains is None:
            # The round ends; the next tiles are not known yet.
            return 0.0
        nxt = view.upcoming()[1]
        stones = view.stones[nxt]
        outlook = table.outlook(table.left[nxt] - 1)
        best = max(
            gains[site[cost]] - (outlook.stones(stones) - outlook.stones(stones - cost))
            for cost in affordable(len(site), stones)
        )
        return self.settings.denial * best


def best_moves(view: PlayerView, table: Table, seat: int):
    """For each tile the seat can afford (by position), its best move and
    that move's projected final score for the seat. One slice per tile."""
    outlook = table.outlook(table.left[seat] - 1)
    survey = outlook.survey(view.cities[seat], table.variants)
    stones = view.stones[seat]
    found: dict[int, tuple[float, Move]] = {}
    for position in affordable(len(view.site), stones):
        best = None
        for judged, spot, anchor, rotation in survey.placements(view.site[position]):
            value = outlook.project(judged, stones - position + judged.gained)
            if best is None or value > best[0]:
                best = (value, Move(position, anchor, rotation, spot.level))
        found[position] = best
        yield
    return found


def reply_gains(view: PlayerView, table: Table, seat: int):
    """For each tile of the Construction Site, how much the seat's
    projected score would grow with its best placement of it, Stones not
    paid. One slice per tile."""
    outlook = table.outlook(table.left[seat] - 1)
    survey = outlook.survey(view.cities[seat], table.variants)
    stones = view.stones[seat]
    now = table.projection(seat)
    gains: dict[int, float] = {}
    for tid in view.site:
        best = float("-inf")
        for judged, _, _, _ in survey.placements(tid):
            best = max(best, outlook.project(judged, stones + judged.gained))
        gains[tid] = best - now
        yield
    return gains


def architect_reply(
    view: PlayerView, table: Table, arch: int, position: int, site: tuple[int, ...]
) -> float:
    """Solo: the Illustrious Architect's (seat ``arch``) projected score
    once the player has paid it ``position`` Stones and it has taken its
    tile from ``site``."""
    stones = view.stones[arch] + position
    pile = view.pile
    if moves_in_round(len(site)):
        pick = architect_choice(site, stones)
        pile = pile + (site[pick],)
        stones -= pick
        left = table.left[arch] - 1
    else:
        # The round ends: its next tile is not known yet.
        left = table.left[arch]
    outlook = table.outlook(left)
    return architect_projection(pile, stones, view.options.solo, table.variants, outlook)
