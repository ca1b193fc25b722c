""""Suggest a move": which computer player suggests, and why its move is
good, as facts the engine computes and then as one line a player reads.

The facts (``reasons``) are the move's change to the player's scorepad,
line by line (``Gain``: a District type, its points, the condition that
makes it score: a House group, a Temple surrounded, a Plaza's stars...),
the Stones gained from Quarries covered and paid for the tile, and whether
the tile taken is the one the next player would gain most from
(``Denied``). They add up: ``Reasons.points`` is the change of the
player's score (tests/app/test_hints.py checks it); ``line`` says them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .. import i18n, words
from ..bots import BOTS, Bot, Thinking, immediate_gains, seed_for
from ..rules.city import City
from ..rules.game import GameState, Move, legal_moves
from ..rules.scoring import score_city
from ..rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, PLAZA, TEMPLE, TILES
from .explain import explain_city

#: The level that suggests: the strongest offered, whole, as it plays a
#: table (its plan in a solo game with all five variants included: Python
#: thinks in a worker, so the page answers meanwhile; docs/ai.md, "Hints").
LEVEL = "expert"


def bot(state: GameState) -> tuple[Bot, int]:
    """The bot that suggests the move of the person to play in ``state``,
    and its seed: the game's, for this purpose."""
    seed = seed_for(state.setup, state.current, len(state.turns), "suggestion")
    return BOTS[LEVEL](seed), seed


def thinking(state: GameState) -> Thinking:
    """The suggestion for the person to play in ``state``, to run in slices
    (``Thinking.step``)."""
    suggester, seed = bot(state)
    return suggester.start(state.view(), seed)


# ---------------------------------------------------------------- the facts
#: Why a District type's line changes (``Gain.why``).
STARS = "stars"  # a Plaza placed: more stars for the type
GROUP = "group"  # Houses: the largest group scores
SURROUNDED = "surrounded"  # a Temple with all six neighbours built
ALONE = "alone"  # a Market with no Market next to it
EDGE = "edge"  # a Barracks on the city's edge
GARDEN_ALWAYS = "garden"  # Gardens always score
LOST = "lost"  # the line goes down: a District covered or its condition lost

_CONDITION = {HOUSE: GROUP, TEMPLE: SURROUNDED, MARKET: ALONE, BARRACKS: EDGE, GARDEN: GARDEN_ALWAYS}


@dataclass(frozen=True)
class Gain:
    """A District type's line of the scorepad changed by the move:
    ``points`` (after - before), ``why`` (above), ``size`` (the scoring
    House group's hexes, or the type's stars after a Plaza), ``level`` (the
    highest level of the Districts that newly count, 0 if none)."""

    district: str
    points: int
    why: str
    size: int = 0
    level: int = 0


@dataclass(frozen=True)
class Denied:
    """The tile taken is the one the next player (``seat``) would gain
    most from now: ``points`` to them, ``more`` than their best other tile."""

    seat: int
    points: int
    more: int


@dataclass(frozen=True)
class Reasons:
    gains: tuple[Gain, ...]
    quarries: int  # Quarries covered: a Stone each
    cost: int  # Stones paid for the tile
    denied: Denied | None = None

    @property
    def points(self) -> int:
        """The change of the player's score: Districts and Stones."""
        return sum(g.points for g in self.gains) + self.quarries - self.cost


def _placed(city: City, state: GameState, move: Move) -> tuple[City, int]:
    after = city.copy()
    gained = after.place(TILES[state.site[move.tile]], move.placement)
    return after, gained


def _lines(city: City, variants) -> dict:
    return {d.district: d for d in score_city(city.height, city.top, variants)}


def gains(before: City, after: City, variants) -> tuple[Gain, ...]:
    """Each District type's change from ``before`` to ``after``, with why."""
    old, new = _lines(before, variants), _lines(after, variants)
    was, now = explain_city(before.height, before.top, variants), explain_city(
        after.height, after.top, variants
    )
    out = []
    for district in DISTRICTS:
        points = new[district].points - old[district].points
        if not points:
            continue
        newly = [
            s.level
            for h, s in now.items()
            if s.kind == district and s.value and (h not in was or was[h].value != s.value)
        ]
        level = max(newly, default=0)
        if new[district].stars > old[district].stars:
            out.append(Gain(district, points, STARS, new[district].stars, level))
        elif points < 0:
            out.append(Gain(district, points, LOST))
        else:
            size = new[district].count if district == HOUSE else 0
            out.append(Gain(district, points, _CONDITION[district], size, level))
    out.sort(key=lambda g: -g.points)
    return tuple(out)


def _best_gains(state: GameState, seat: int, taken: int) -> dict[int, int]:
    """What each tile of the Construction Site would give ``seat`` now at
    its best placement (``bots.immediate_gains``: points, Stones from
    Quarries, minus its cost once ``taken`` is gone: the tiles after it
    one Stone cheaper), for the tiles it could then pay."""
    view = replace(state.view(), current=seat)
    have = view.stones[seat]
    moves = [
        m
        for m in legal_moves(view.site, have + 1, view.cities[seat])
        if m.tile - (m.tile > taken) <= have
    ]
    best: dict[int, int] = {}
    for move, gain in zip(moves, immediate_gains(view, moves), strict=True):
        gain += move.tile > taken
        best[move.tile] = max(best.get(move.tile, gain), gain)
    return best


def denied(state: GameState, move: Move) -> Denied | None:
    """Whether ``move`` takes the tile the next other player to move this
    round (not the Illustrious Architect, who follows its own rule) would
    gain most from, and by how much."""
    seat = next((s for s in state.upcoming()[1:] if s != state.current), None)
    if seat is None or state.is_architect(seat):
        return None
    best = _best_gains(state, seat, move.tile)
    mine = best.get(move.tile)
    others = [g for p, g in best.items() if p != move.tile]
    if mine is None or mine <= 0 or (others and mine <= max(others)):
        return None
    return Denied(seat, mine, mine - max(others, default=0))


def reasons(state: GameState, move: Move) -> Reasons:
    """The facts that make ``move`` good for the player to move."""
    city = state.cities[state.current]
    after, gained = _placed(city, state, move)
    return Reasons(gains(city, after, state.options.variants), gained, move.tile, denied(state, move))


# ---------------------------------------------------------------- the words
#: The condition's words, for each District type but Houses (their group has a size).
_SAID = {
    SURROUNDED: "HINT_SURROUNDED",
    ALONE: "HINT_ALONE",
    EDGE: "HINT_EDGE",
    GARDEN_ALWAYS: "HINT_GARDEN",
}


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def _gain(g: Gain) -> str:
    if g.why == STARS:
        said = i18n.t("HINT_STARS", plaza=words.NAMES[PLAZA[g.district]], stars=words.stars(g.size))
    elif g.why == GROUP:
        said = i18n.plural("HINT_GROUP", g.size)
    elif g.why == LOST:
        said = words.PLURALS[g.district]
    else:
        said = i18n.t(_SAID[g.why])
    if g.level >= 2 and g.why != LOST:
        said += i18n.t("HINT_LEVEL", level=g.level)
    return i18n.t("HINT_POINTS", said=said, points=_signed(g.points))


def line(facts: Reasons, names: list[str]) -> str:
    """The facts in one line: "Why: Temple surrounded, level 2: +8; 1
    Quarry covered: +1 Stone; takes Basil's best tile (+9 for them)."
    ``names``: the seats' names as shown."""
    parts = [_gain(g) for g in facts.gains]
    if facts.quarries:
        parts.append(i18n.plural("HINT_QUARRIES", facts.quarries, stones=words.stones(facts.quarries)))
    if facts.cost:
        parts.append(i18n.t("HINT_COST", stones=words.stones(facts.cost)))
    if facts.denied is not None:
        name = words.isolated(names[facts.denied.seat])
        parts.append(i18n.t("HINT_DENIED", name=name, points=facts.denied.points))
    if not any(g.points > 0 for g in facts.gains) and facts.denied is None:
        parts.append(i18n.t("HINT_LATER"))
    return i18n.t("HINT_WHY", parts=i18n.t("HINT_SEPARATOR").join(parts))


def notice(move: Move, facts: Reasons, names: list[str]) -> str:
    """The notice of a suggestion shown, awaiting Confirm: the tile, its
    level, and why (``line``)."""
    return i18n.t("NOTICE_SUGGESTION", n=move.tile + 1, level=move.level) + line(facts, names)
