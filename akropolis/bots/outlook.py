"""How the computer players project a final score: ``Outlook`` turns a
city's figures (a ``survey.Judgement``) into a projected final score, from
the District value and stars still to come (the tiles not yet played, as a
set, and the moves the player has left), Temples that may yet be
surrounded, House groups that may yet join, Stones and Quarries. With no
move left the projection is the exact final score. ``Table`` is what the
player to move sees of the game (a ``rules.view.PlayerView``), ready for
projecting every seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import solo
from ..rules.city import City
from ..rules.view import PlayerView
from .survey import Judgement, Survey
from .tables import QUARRY_CODE, STARS, TILE_CODES


def rates(tile_ids: list[int]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per District type, the mean number of its Districts and of its
    Plazas' stars on one of these tiles."""
    value = [0.0] * 5
    stars = [0.0] * 5
    for tid in tile_ids:
        for code in TILE_CODES[tid]:
            if code < 5:
                value[code] += 1
            elif code != QUARRY_CODE:
                stars[code - 5] += STARS[code - 5]
    n = len(tile_ids) or 1
    return tuple(v / n for v in value), tuple(s / n for s in stars)


@dataclass(frozen=True)
class Weights:
    """The knobs of the projection (see ``Outlook``); tuned by play (see
    docs/ai.md)."""

    #: Value of the Districts to come, per District type: per move left and
    #: mean District of that type on a tile to come, plus ``value_per_star``
    #: for each star the player has (a player builds what its stars pay for).
    future_value: tuple[float, ...] = (0.65, 1.1, 1.1, 0.6, 1.2)
    value_per_star: float = 0.1
    #: Stars to come, per move left and mean stars on a tile to come.
    future_stars: float = 0.9
    #: Weight of a Temple not yet surrounded, before the odds of its empty
    #: neighbours being built in the moves left.
    temple_hope: float = 0.8
    #: Weight of a House outside the largest group, with 6 or more moves left.
    house_hope: float = 0.4
    #: Extra worth of each of the first ``stone_cap`` Stones while moves are
    #: left: they buy the better tiles of the Construction Site.
    stone_hope: float = 0.3
    stone_cap: int = 4
    #: Worth of a visible Quarry while moves are left: a Stone when covered.
    quarry_hope: float = 0.5
    #: Worth of each unit of room to build up (``Judgement.high``), up to
    #: the moves left.
    height_hope: float = 0.7
    #: Solo: extra worth, to the Illustrious Architect, of each of its
    #: first ``stone_cap`` Stones while moves are left: they let it take
    #: the cheapest Plaza tile further along the Construction Site.
    architect_stone_hope: float = 0.0
    #: Solo: added to ``architect_stone_hope`` for each variant that is on.
    #: Each variant doubles a District type of the Architect's, so each
    #: Plaza tile a Stone buys it is worth more.
    architect_stone_hope_per_variant: float = 0.0
    #: Solo: with a value above 0, that worth of the Architect's Stones
    #: times min(1, its moves left / this): a Stone it gets buys it nothing
    #: once it has no move left to spend it on (0: the same worth to the end).
    architect_stone_taper: float = 0.0
    #: Solo: with a value above 0 (and a taper), the Architect's k-th Stone
    #: (k from 0) tapers off from ``k x`` this many moves before the end
    #: rather than all of them alike: its second Stone buys it something
    #: only once the first is spent (0: every Stone alike).
    architect_stone_stagger: float = 0.0


class Outlook:
    """A player's projected final score from a city's figures, with
    ``left`` moves still to make after them and ``rates`` of the tiles to
    come (see ``rates``). With no move left it is the exact score.

    Per type: (value + hope + value to come) x (stars + stars to come); so a
    star is worth the value it will multiply, and a District the stars that
    will multiply it."""

    def __init__(self, weights: Weights, tile_rates, left: int, variants=frozenset()) -> None:
        self.left = left
        value_rate, star_rate = tile_rates
        self.future_value = tuple(
            w * left * x for w, x in zip(weights.future_value, value_rate, strict=True)
        )
        self.value_per_star = tuple(weights.value_per_star * left * x for x in value_rate)
        self.future_stars = tuple(weights.future_stars * left * x for x in star_rate)
        if left:
            self.temple_odds = (0.0,) + tuple(
                weights.temple_hope * max(0.0, 1.0 - e / (left + 1)) for e in range(1, 7)
            )
        else:
            self.temple_odds = (0.0,) * 7
        self.house_hope = weights.house_hope * min(1.0, left / 6)
        self.stone_hope = weights.stone_hope if left else 0.0
        self.stone_cap = weights.stone_cap
        self.architect_stone_hope = (
            weights.architect_stone_hope + weights.architect_stone_hope_per_variant * len(variants)
            if left
            else 0.0
        )
        base = self.architect_stone_hope
        if weights.architect_stone_taper and left < weights.architect_stone_taper:
            self.architect_stone_hope *= left / weights.architect_stone_taper
        #: Solo, with ``architect_stone_stagger``: the worth of its first
        #: 0, 1, ... ``stone_cap`` Stones together (None: each alike).
        self.architect_hopes = None
        stagger, taper = weights.architect_stone_stagger, weights.architect_stone_taper
        if stagger and taper:
            hopes = [0.0]
            for k in range(weights.stone_cap):
                hopes.append(hopes[-1] + base * min(1.0, max(0.0, (left - stagger * k) / taper)))
            self.architect_hopes = tuple(hopes)
        self.quarry_hope = weights.quarry_hope if left > 1 else 0.0
        self.height_hope = weights.height_hope if left else 0.0

    def survey(
        self, city: City, variants: frozenset[str], parent: Survey | None = None, placed=()
    ) -> Survey:
        """A survey of ``city`` whose hopes use these odds (``parent`` and
        ``placed``: see ``Survey``)."""
        return Survey(city, variants, self.temple_odds, self.house_hope, parent, placed)

    def stones(self, stones: int) -> float:
        return stones + self.stone_hope * min(stones, self.stone_cap)

    def project(self, judgement: Judgement, stones: int) -> float:
        total = stones + self.stone_hope * (stones if stones < self.stone_cap else self.stone_cap)
        total += self.quarry_hope * judgement.quarries
        high = judgement.high
        total += self.height_hope * (high if high < self.left else self.left)
        # Per District type: (value + hope + value to come) x (stars + stars
        # to come), written out for the five types (the search's hottest
        # line; a loop over zip costs twice as much). The same sums in the
        # same order as before: the same floats.
        v, h, s = judgement.value, judgement.hope, judgement.stars
        fv0, fv1, fv2, fv3, fv4 = self.future_value
        ps0, ps1, ps2, ps3, ps4 = self.value_per_star
        fs0, fs1, fs2, fs3, fs4 = self.future_stars
        s0, s1, s2, s3, s4 = s
        total += (v[0] + h[0] + fv0 + ps0 * s0) * (s0 + fs0)
        total += (v[1] + h[1] + fv1 + ps1 * s1) * (s1 + fs1)
        total += (v[2] + h[2] + fv2 + ps2 * s2) * (s2 + fs2)
        total += (v[3] + h[3] + fv3 + ps3 * s3) * (s3 + fs3)
        total += (v[4] + h[4] + fv4 + ps4 * s4) * (s4 + fs4)
        return total


def architect_projection(
    pile, stones: int, level: str, variants: frozenset[str], outlook: Outlook
) -> float:
    """The Illustrious Architect's projected final score: its exact score
    now, plus what ``outlook``'s value and stars to come would add, plus
    the worth of its Stones."""
    if outlook.architect_hopes is None:
        hope = outlook.architect_stone_hope * min(stones, outlook.stone_cap)
    else:
        hope = outlook.architect_hopes[min(stones, outlook.stone_cap)]
    exact = solo.score_architect(list(pile), stones, level, variants).total
    if not outlook.left:
        return exact
    worth = solo.DISTRICT_WORTH[level]
    more = 0.0
    for t, line in enumerate(solo.architect_lines(list(pile), level, variants)):
        stars = line.stars
        fv = (outlook.future_value[t] + outlook.value_per_star[t] * stars) * worth
        more += (line.value + fv) * (stars + outlook.future_stars[t]) - line.points
    return exact + more + hope


class Table:
    """What the player to move can see of the game, ready for judging its
    moves: the moves each seat has left, the rates of the tiles still to
    come (the unseen stacks as a set of tiles, never their order) and an
    ``Outlook`` per seat."""

    def __init__(self, view: PlayerView, weights: Weights) -> None:
        self.view = view
        self.weights = weights
        self.variants = view.options.variants
        self.left = view.turns_left()
        self.rates = rates(sorted(view.unseen) + list(view.site))
        self._outlooks: dict[int, Outlook] = {}

    def outlook(self, left: int) -> Outlook:
        """The outlook of a player with ``left`` moves left after the
        position judged."""
        found = self._outlooks.get(left)
        if found is None:
            found = Outlook(self.weights, self.rates, max(left, 0), self.variants)
            self._outlooks[left] = found
        return found

    def outlook_for(self, tiles, left: int) -> Outlook:
        """The outlook of a player with ``left`` moves left whose tiles to
        come are ``tiles`` rather than the view's (a deal's, in the search)."""
        return Outlook(self.weights, rates(tiles), max(left, 0), self.variants)

    def projection(self, seat: int) -> float:
        """The seat's projected final score as the game stands."""
        view = self.view
        outlook = self.outlook(self.left[seat])
        if view.is_architect(seat):
            return architect_projection(
                view.pile, view.stones[seat], view.options.solo, self.variants, outlook
            )
        city = view.cities[seat]
        return outlook.project(outlook.survey(city, self.variants).current, view.stones[seat])
