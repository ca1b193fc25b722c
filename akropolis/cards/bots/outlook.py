"""How ``hard`` judges a Build card: Monte Carlo over the rest of the game.

A rollout plays the remaining Build turns quickly, on the public facts of
the table (the Victory piles, the Drachmas) and nothing hidden: the unseen
Build cards come in a random order (those an Acropolis shows, in theirs),
every player earns two hands' worth of Drachmas a round (drawn from what
random hands sell for), and each card goes to whoever would bid most for it:
an opponent bids up to half of its money, the player itself more for a card
of a category it can still win. The share of rollouts the player wins,
with the Bid card given to it at some price or to its strongest rival,
says what the card is worth (``price_limit``).
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...cards.deck import AGORA_DECK, BUILDINGS, CATEGORIES, counts
from ...cards.hands import value
from ...cards.view import SeatView
from ...core.seeds import derive

_CATEGORY = {key: CATEGORIES.index(b.category) for key, b in BUILDINGS.items()}
OPPONENT_SHARE = 0.5
#: The share of its money the player bids, in a rollout, for a card of a
#: category it can still win, and for another.
WANTED, SPARE = 0.7, 0.15
#: A category is still open to the player while the best other score leads
#: its own by less than this.
REACH = 9


@lru_cache(maxsize=1)
def incomes() -> tuple[int, ...]:
    """What 2000 random hands of 7 cards sell for (fixed draw)."""
    rng = random.Random(2024)
    deck = list(AGORA_DECK)
    return tuple(value(counts(rng.sample(deck, 7))) for _ in range(2000))


def table_of(view: SeatView) -> list[list[int]]:
    """Per seat: score, buildings and highest card of each category, then
    buildings in all and Drachmas."""
    rows = []
    for seat, pile in enumerate(view.piles):
        row = [0] * 11
        for key in pile:
            add(row, key)
        row[10] = view.money[seat]
        rows.append(row)
    return rows


def add(row: list[int], key: str) -> None:
    c, score = _CATEGORY[key], BUILDINGS[key].score
    row[c] += score
    row[3 + c] += 1
    row[6 + c] = max(row[6 + c], score)
    row[9] += 1


def winners(rows: list[list[int]]) -> list[int]:
    """The seats winning the game (every tie-break of the rules)."""
    won = [0] * len(rows)
    for c in range(3):
        best = max(range(len(rows)), key=lambda s: (rows[s][c], rows[s][3 + c], rows[s][6 + c]))
        if rows[best][3 + c]:
            won[best] += 1
    tied = [s for s in range(len(rows)) if won[s] == max(won)]
    for field in (9, 10):
        top = max(rows[s][field] for s in tied)
        tied = [s for s in tied if rows[s][field] == top]
    return tied


def rollout(rows: list[list[int]], me: int, cards: list[str], rng: random.Random) -> float:
    """Play the Build cards ``cards`` out from ``rows`` (changed in place);
    the player's share of the victory."""
    earned = incomes()
    n = len(rows)
    for key in cards:
        for row in rows:
            row[10] += rng.choice(earned) + rng.choice(earned)
        c, score = _CATEGORY[key], BUILDINGS[key].score
        best_other = max(rows[s][c] for s in range(n) if s != me)
        bids = []
        for s, row in enumerate(rows):
            if s == me:
                share = WANTED if row[c] + score + REACH > best_other else SPARE
            else:
                share = OPPONENT_SHARE
            bids.append((int(row[10] * share), rng.random(), s))
        bids.sort(reverse=True)
        winner = bids[0][2]
        rows[winner][10] -= min(bids[0][0], bids[1][0] + 1)
        add(rows[winner], key)
    found = winners(rows)
    return 1.0 / len(found) if me in found else 0.0


#: Rollouts between two pauses of ``price_limit_steps`` (the browser runs
#: a decision in slices of a few milliseconds: browser/thinking.py).
ROLLOUTS_A_STEP = 8


def finish(steps):
    """Run a generator of steps to its end; the value it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def chances(view: SeatView, owner: int, price: int, seeds: list[int]) -> float:
    """The player's share of victories over rollouts (one per seed) in which
    ``owner`` takes the Bid card for ``price``."""
    return finish(chances_steps(view, owner, price, seeds))


def chances_steps(view: SeatView, owner: int, price: int, seeds: list[int]):
    """``chances``, pausing (``yield``) every ``ROLLOUTS_A_STEP`` rollouts."""
    base = table_of(view)
    add(base[owner], view.bid_card)
    base[owner][10] -= price
    known = list(view.next_builds)
    rest = sorted(view.unseen_builds - set(known))
    total = 0.0
    for i, seed in enumerate(seeds):
        if i and i % ROLLOUTS_A_STEP == 0:
            yield
        rng = random.Random(seed)
        order = rest[:]
        rng.shuffle(order)
        total += rollout([row[:] for row in base], view.seat, known + order, rng)
    return total / len(seeds)


def rival(view: SeatView) -> int:
    """The opponent most likely to take the Bid card if the player lets it
    go: the richest (the first in table order from the player, if tied)."""
    others = [(view.seat + i) % view.players for i in range(1, view.players)]
    return max(others, key=lambda s: (view.money[s], -others.index(s)))


def price_limit(view: SeatView, rollouts: int) -> int:
    """The most the player should pay for the Bid card: the highest price
    at which taking it still wins at least as often as letting its rival
    take it (-1 if even a gift of it does not). Depends on the view's public facts only
    (not on the bids so far), so that it stays the same through an auction."""
    return finish(price_limit_steps(view, rollouts))


def price_limit_steps(view: SeatView, rollouts: int):
    """``price_limit``, pausing (``yield``) between batches of rollouts."""
    me = view.seat
    key = (view.round, view.piles, view.money, view.bid_card, me, tuple(sorted(view.unseen_builds)))
    master = random.Random(derive("cards outlook", *key))
    seeds = [master.getrandbits(64) for _ in range(rollouts)]
    other = rival(view)
    letting_go = yield from chances_steps(view, other, view.money[other] // 2, seeds)
    # Ties go to taking the card: Drachmas kept are worth nothing but a
    # tie-break, and a player that lets go every card it "wins anyway" ends
    # with its money and no buildings.
    if (yield from chances_steps(view, me, 0, seeds)) < letting_go:
        return -1
    low, high = 0, view.money[me]
    while low < high:  # the highest price still worth it, by halves
        middle = (low + high + 1) // 2
        if (yield from chances_steps(view, me, middle, seeds)) >= letting_go:
            low = middle
        else:
            high = middle - 1
    return low
