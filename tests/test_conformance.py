"""One conformance suite over every game the registry holds
(``core.registry.games``): what the contract (``core.contract``) promises,
checked the same way for each game. A game added to the registry is
checked here with no new test.

Random complete games at every seat count, options drawn at random:
- a legal action always exists until the end, and none after it;
- the record round-trips: written, read and replayed, it gives the same
  record and the same result, and the log it gives is the one play gave;
- ``undo`` back to the start gives a state equal, field by field, to a
  fresh one, and ``undo`` after any action restores the state before it;
- views leak nothing: a game that differs only in what a seat may not
  know gives that seat the same view, and the same decision from each bot;
- bots decide in slices that give their one decision;
- random illegal actions are refused with a ``Refusal`` (a code, said in
  both languages), never an exception of another kind, and change nothing.
"""

from __future__ import annotations

import random

import pytest

from akropolis import i18n
from akropolis.core.contract import Bot, State
from akropolis.core.record import parse
from akropolis.core.refusal import Illegal, Refusal, say
from akropolis.core.registry import GameSpec, from_link, games, to_link

GAMES = games()
#: (game, seats, seed): every seat count of every game, twice.
CASES = [(g, n, seed) for g in GAMES for n in g.seat_counts for seed in (1, 2)]


def case_id(case) -> str:
    spec, seats, seed = case
    return f"{spec.name}-{seats}-{seed}"


def new_state(spec: GameSpec, seats: int, seed: int) -> State:
    rng = random.Random(f"{spec.name} {seats} {seed}")
    table = [(f"Seat {i + 1}", "random") for i in range(seats)]
    return spec.new(table, seed, spec.random_options(rng, seats))


def decide(spec: GameSpec, state: State, bots: dict) -> object:
    seat = state.to_act
    control = spec.controls(state)[seat]
    if control not in bots:
        bots[control] = spec.make_bot(control or "random", 0) if control else None
    if not control:  # a seat the rules play: its one legal action
        actions = state.legal_actions()
        assert len(actions) == 1
        return actions[0]
    return bots[control].choose(state.view(seat), spec.seed_for(state, seat))


def fields(value, depth: int = 0):
    """``value`` as plain data, field by field (what ``undo`` must restore
    exactly); the undo journal itself left out."""
    assert depth < 20
    if isinstance(value, dict):
        return {k: fields(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [fields(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(map(repr, value))
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    names = list(getattr(value, "__dict__", ()))
    names += [n for c in type(value).__mro__ for n in getattr(c, "__slots__", ())]
    return {type(value).__name__: {
        n: fields(getattr(value, n), depth + 1) for n in sorted(set(names))
        if n not in SKIPPED and hasattr(value, n)
    }}


#: Caches and the undo journal: not the game's state.
SKIPPED = {"_undo", "_triangles", "_events", "_round_of_action", "__weakref__", "__dict__"}


def play_out(spec: GameSpec, state: State, seed: int, check=None) -> list:
    """Play ``state`` to its end with the random bots; the reports."""
    bots: dict = {}
    reports = []
    rng = random.Random(seed)
    while not state.over:
        assert state.legal_actions(), "no legal action before the end"
        assert 0 <= state.to_act < state.seats
        if check is not None:
            check(state, rng)
        reports.append(state.play(decide(spec, state, bots)))
    assert state.to_act is None and state.legal_actions() == []
    return reports


@pytest.fixture(scope="module", params=CASES, ids=map(case_id, CASES))
def finished(request):
    spec, seats, seed = request.param
    state = new_state(spec, seats, seed)
    reports = play_out(spec, state, seed)
    return spec, seats, seed, state, reports


def test_every_game_keeps_the_contract():
    assert {g.name for g in GAMES} >= {"tiles", "cards"}
    for spec in GAMES:
        state = new_state(spec, spec.seat_counts[-1], 1)
        assert isinstance(state, State)
        for level in spec.levels:
            assert isinstance(spec.make_bot(level, 1), Bot)
        with pytest.raises(ValueError):
            spec.make_bot("no-such-bot")


def test_a_game_ends_and_its_record_round_trips(finished):
    spec, _, _, state, reports = finished
    text = spec.dumps(state)
    log: list = []
    again = spec.from_record(parse(text), log)
    assert spec.dumps(again) == text
    assert again.over and spec.winners(again) == spec.winners(state)
    assert spec.scores(again) == spec.scores(state)
    assert spec.winners(state) and set(spec.winners(state)) <= set(range(state.seats))
    # The log a saved game gives is the one its play gave.
    assert log == reports


def test_a_game_travels_in_a_link_or_says_why_not(finished):
    spec, _, _, state, _ = finished
    if spec.link is None:
        for language in i18n.LANGUAGES:
            with i18n.using(language):
                assert i18n.t(spec.no_link)
        return
    game, record = from_link("https://example.org/akropolis/" + to_link(spec, state))
    assert game is spec
    assert spec.dumps(spec.from_record(record)) == spec.dumps(state)


def test_undo_back_to_the_start_is_a_fresh_game(finished):
    spec, seats, seed, state, _ = finished
    again = new_state(spec, seats, seed)
    play_out(spec, again, seed)
    assert spec.dumps(again) == spec.dumps(state)
    played = list(again.played)
    while played:
        again.undo()
        played.pop()
        assert list(again.played) == played
    assert fields(again) == fields(new_state(spec, seats, seed))
    with pytest.raises(IndexError):
        again.undo()


@pytest.mark.parametrize("case", CASES[::2], ids=map(case_id, CASES[::2]))
def test_undo_restores_the_state_before_each_action(case):
    spec, seats, seed = case
    state = new_state(spec, seats, seed)

    checked = []

    def check(state, rng):
        if rng.random() < 0.1 and len(checked) < 8:
            checked.append(len(state.played))
            before = fields(state)
            bots: dict = {}
            state.play(decide(spec, state, bots))
            state.undo()
            assert fields(state) == before

    play_out(spec, state, seed, check)
    assert checked


@pytest.mark.parametrize("case", CASES[1::2], ids=map(case_id, CASES[1::2]))
def test_views_leak_nothing(case):
    spec, seats, seed = case
    state = new_state(spec, seats, seed)
    levels = [spec.make_bot(level, 0) for level in spec.levels]
    decided, looked = [], []

    def check(state, rng):
        if rng.random() < 0.25 and len(looked) < 12:
            looked.append(len(state.played))
            for seat in range(state.seats):
                other = spec.hidden_variant(state, seat, random.Random(rng.random()))
                assert fields(other.view(seat)) == fields(state.view(seat)), seat
            seat = state.to_act
            if spec.controls(state)[seat] and len(decided) < 3:
                # Each level decides in some of the games, the strongest too.
                level = levels[(len(decided) + seats + seed) % len(levels)]
                decided.append(level)
                other = spec.hidden_variant(state, seat, random.Random(rng.random()))
                decision = spec.seed_for(state, seat)
                chosen = level.start(state.view(seat), decision).finish()
                assert chosen == level.choose(other.view(seat), decision), level
                assert state.error(chosen) is None

    play_out(spec, state, seed, check)
    assert looked and decided


#: Values that are no action of any game.
GARBAGE = [None, 0, -1, "x", "", (), [], {}, 1.5, True, object()]


@pytest.mark.parametrize("case", CASES[::3], ids=map(case_id, CASES[::3]))
def test_random_illegal_actions_are_refused_cleanly(case):
    spec, seats, seed = case
    state = new_state(spec, seats, seed)
    # Actions of another game of the same kind: legal there, often not here.
    elsewhere = new_state(spec, seats, seed + 100)
    foreign = []
    play_out(spec, elsewhere, seed, lambda s, rng: foreign.extend(s.legal_actions()[:3]))

    def check(state, rng):
        if rng.random() < 0.2:
            for action in [rng.choice(GARBAGE), rng.choice(foreign)]:
                refusal = state.error(action)
                if refusal is None:
                    continue
                assert isinstance(refusal, Refusal)
                before = spec.dumps(state), fields(state.view(state.to_act))
                with pytest.raises(Illegal) as caught:
                    state.play(action)
                assert caught.value.refusal == refusal
                assert (spec.dumps(state), fields(state.view(state.to_act))) == before
                for language in i18n.LANGUAGES:
                    with i18n.using(language):
                        text = say(refusal)
                    assert text and refusal.code not in text, (language, refusal)

    play_out(spec, state, seed, check)


@pytest.mark.parametrize("case", CASES[1::3], ids=map(case_id, CASES[1::3]))
def test_a_clone_and_its_game_never_touch_each_other(case):
    """What a replay and a search rely on: playing or undoing on a clone
    (or on the game) leaves the other as it was."""
    spec, seats, seed = case
    state = new_state(spec, seats, seed)
    clones = []
    play_out(spec, state, seed, lambda s, rng: clones.append(s.clone()) if rng.random() < 0.05 else None)
    final = fields(state)
    assert clones
    for clone in clones[:4]:
        before = fields(clone)
        play_out(spec, clone, seed + 1)
        while clone.played:
            clone.undo()
        assert fields(state) == final
        again = new_state(spec, seats, seed)
        assert fields(clone) == fields(again)
        assert before != final  # the clone was taken mid-game
