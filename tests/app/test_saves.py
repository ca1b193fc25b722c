"""Saved games (akropolis/web/saves.py) over an in-memory storage: the list,
resuming, several games side by side, damaged and foreign entries, a full
storage, delete, export and import. Whatever goes wrong, no other entry is
changed by a single character."""

from __future__ import annotations

import json
import random

import pytest

from akropolis import words
from akropolis.app import saves
from akropolis.app.saves import (
    CURRENT,
    META,
    PREFIX,
    MemoryStorage,
    SaveEntry,
    StorageFull,
)
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player, RecordError, format_record
from akropolis.rules.solo import ARCHITECT_NAME

T1 = "2024-05-01T10:00:00"
T2 = "2024-05-02T11:30:00"
T3 = "2024-05-03T09:15:00"

#: Entries of other apps (and of our own app, outside the saved games).
FOREIGN = {
    "theme": "dark",
    "other-app.save.1": '{"format": "akropolis-game"}',
    "akropolis.settings": '{"confirm": true}',
    "akropolis.save": "not under the prefix: no trailing dot",
}


# ------------------------------------------------------------------ helpers
def played(
    options: Options,
    players: list[Player],
    game_id: str,
    moves: int,
    seed: int = 1,
) -> Session:
    """A session with ``moves`` moves played (legal ones, at random)."""
    session = Session.new(options, players, game_id, seed=seed)
    rng = random.Random(seed)
    while len(session.state.history) < moves and not session.state.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.state.play(rng.choice(session.state.legal_moves()))
    return session


def two_humans(game_id: str = "g1", moves: int = 5, seed: int = 1) -> Session:
    return played(Options(2), [Player("Ann"), Player("Bob")], game_id, moves, seed)


def solo(game_id: str = "solo", moves: int = 4) -> Session:
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    return played(Options(1, solo="metagenes"), players, game_id, moves, seed=2)


def storage_with_foreign_keys(capacity: int | None = None) -> MemoryStorage:
    storage = MemoryStorage(capacity)
    storage.data.update(FOREIGN)
    return storage


def assert_same_game(a: Session, b: Session) -> None:
    sa, sb = a.state, b.state
    assert sa.setup == sb.setup
    assert sa.history == sb.history
    assert sa.stones == sb.stones
    assert sa.site == sb.site
    assert (sa.current, sa.chief, sa.round, sa.over) == (sb.current, sb.chief, sb.round, sb.over)
    assert sa.pile == sb.pile
    assert [c and c.placed for c in sa.cities] == [c and c.placed for c in sb.cities]
    assert sa.scores() == sb.scores()
    assert a.players == b.players


def record_text(session: Session, **changes) -> str:
    record = session.to_record(T1)
    record.update(changes)
    return format_record(record)


# --------------------------------------------------------- save and resume
def test_a_saved_game_is_listed_with_its_players_round_scores_mode_and_date():
    storage = MemoryStorage()
    session = two_humans(moves=8)
    assert saves.save(storage, session, T1) is None
    [entry] = saves.entries(storage)
    state = session.state
    assert entry == SaveEntry(
        game_id="g1",
        players=("Ann", "Bob"),
        saved_at=T1,
        round=state.round,
        rounds=12,
        scores=tuple(s.total for s in state.scores()),
        over=False,
        mode="Akropolis (tiles): 2 players",
        error=None,
        to_play=state.current,
    )
    assert state.round == 3  # 3 moves a round in a 2-player game


@pytest.mark.parametrize(
    ("options", "players", "mode"),
    [
        (Options(3), [Player("A"), Player("B", "greedy"), Player("C")], "Akropolis (tiles): 3 players"),
        (
            Options(1, solo="metagenes"),
            [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)],
            "Akropolis (tiles): Solo vs Metagenes",
        ),
        (
            Options(2, long_game=True, variants=frozenset({"temples", "houses"})),
            [Player("A"), Player("B", "random")],
            "Akropolis (tiles): 2 players, long game, variants: houses, temples",
        ),
    ],
)
def test_the_mode_label(options, players, mode):
    storage = MemoryStorage()
    saves.save(storage, played(options, players, "x", 3), T1)
    [entry] = saves.entries(storage)
    assert entry.mode == mode
    assert entry.players == tuple(p.name for p in players)


def test_a_finished_game_is_listed_as_over():
    storage = MemoryStorage()
    session = two_humans(moves=1000)
    assert session.state.over
    saves.save(storage, session, T1)
    [entry] = saves.entries(storage)
    assert entry.over and entry.round == entry.rounds == 12
    assert saves.load(storage, "g1").state.over


@pytest.mark.parametrize("make", [two_humans, solo])
def test_load_resumes_the_identical_game(make):
    storage = MemoryStorage()
    session = make()
    saves.save(storage, session, T1)
    loaded = saves.load(storage, session.game_id)
    assert loaded.game_id == session.game_id
    assert_same_game(loaded, session)
    # A resumed game plays on like the original.
    if loaded.computer_to_play:
        assert loaded.computer_move() == session.computer_move()
    else:
        assert loaded.state.legal_moves() == session.state.legal_moves()


def test_saving_again_replaces_that_game_only():
    storage = storage_with_foreign_keys()
    session = two_humans("g1", moves=2)
    other = two_humans("g2", moves=4, seed=5)
    saves.save(storage, session, T1)
    saves.save(storage, other, T2)
    other_text = storage.get(PREFIX + "g2")
    session.state.play(session.state.legal_moves()[0])
    assert saves.save(storage, session, T3) is None
    assert saves.load(storage, "g1").state.history == session.state.history
    assert storage.get(PREFIX + "g2") == other_text
    assert {k: storage.get(k) for k in FOREIGN} == FOREIGN


def test_the_saved_text_is_the_engines_record():
    storage = MemoryStorage()
    session = two_humans()
    saves.save(storage, session, T1)
    assert storage.get(PREFIX + "g1") == format_record(session.to_record(T1))
    assert json.loads(storage.get(PREFIX + "g1"))["saved_at"] == T1


def test_several_games_coexist_newest_first():
    storage = MemoryStorage()
    games = [two_humans("a", 3), solo("b", 6), two_humans("c", 8, seed=9)]
    for session, when in zip(games, (T2, T1, T3), strict=True):
        assert saves.save(storage, session, when) is None
    listed = saves.entries(storage)
    assert [e.game_id for e in listed] == ["c", "a", "b"]
    assert [e.saved_at for e in listed] == [T3, T2, T1]
    for session in games:
        assert_same_game(saves.load(storage, session.game_id), session)


def test_a_missing_game_cannot_be_loaded():
    with pytest.raises(RecordError, match="no longer exists"):
        saves.load(MemoryStorage(), "nope")


# ------------------------------------------------------------ the pointer
def test_current_names_the_game_to_resume():
    storage = MemoryStorage()
    assert saves.current(storage) is None
    saves.save(storage, two_humans("a"), T1)
    assert saves.current(storage) == "a"
    saves.save(storage, two_humans("b"), T2)
    assert saves.current(storage) == "b"
    # Saving an older game again makes it the one to resume.
    saves.save(storage, saves.load(storage, "a"), T3)
    assert saves.current(storage) == "a"


def test_leaving_a_finished_game_forgets_it_as_the_game_to_resume():
    storage = MemoryStorage()
    playing = two_humans("a")
    saves.save(storage, playing, T1)
    saves.leave(storage, playing)
    assert saves.current(storage) == "a"  # unfinished: reopened on reload
    finished = two_humans("b", moves=1000)
    assert finished.state.over
    saves.save(storage, finished, T2)
    saves.leave(storage, playing)  # not the current game: nothing changes
    assert saves.current(storage) == "b"
    saves.leave(storage, finished)
    assert saves.current(storage) is None  # the menu stays on reload
    assert saves.load(storage, "b").state.over  # still listed, to open


def test_current_ignores_a_pointer_to_a_game_that_is_gone():
    storage = MemoryStorage()
    storage.set(CURRENT, "ghost")
    assert saves.current(storage) is None
    assert storage.get(CURRENT) == "ghost"  # read, never rewritten


# ------------------------------------------------------------ damaged saves
def damaged_texts() -> list:
    session = two_humans("template", moves=4)
    record = session.to_record(T1)
    illegal = json.loads(json.dumps(record))
    illegal["moves"][2] = {"tile": 0, "q": 40, "r": 40, "rotation": 0, "level": 1}
    newer = dict(record, version=2)
    return [
        pytest.param("{not json", "not valid JSON", id="invalid-json"),
        pytest.param("", "not valid JSON", id="empty"),
        pytest.param("[1, 2, 3]", "not an Akropolis game record", id="json-not-a-record"),
        pytest.param(
            '{"volume": 3, "muted": false}', "not an Akropolis game record", id="foreign-json"
        ),
        pytest.param("hello from another app", "not valid JSON", id="foreign-text"),
        pytest.param(format_record(newer), "newer version of the game", id="newer-version"),
        pytest.param(format_record(illegal), "Move 3 is illegal: ", id="illegal-move"),
        pytest.param(
            format_record(dict(record, players=[{"name": "Ann", "control": "human"}])),
            "lists 1 player",
            id="wrong-players",
        ),
        pytest.param("[" * 100_000, "not", id="deep-nesting"),
        pytest.param("NaN", "NaN is not a number JSON allows", id="nan"),
    ]


@pytest.mark.parametrize(("text", "message"), damaged_texts())
def test_a_damaged_entry_is_listed_with_its_error_and_touches_nothing_else(text, message):
    storage = storage_with_foreign_keys()
    good = [two_humans("good-1", 3), solo("good-2", 5)]
    for session in good:
        saves.save(storage, session, T1)
    storage.set(PREFIX + "bad", text)
    before = dict(storage.data)

    listed = {e.game_id: e for e in saves.entries(storage)}
    assert set(listed) == {"good-1", "good-2", "bad"}
    bad = listed["bad"]
    assert bad.error and message in bad.error
    assert bad.players == () and bad.mode == ""
    assert all(listed[s.game_id].error is None for s in good)
    # Damaged entries come after the good ones.
    assert saves.entries(storage)[-1].game_id == "bad"

    with pytest.raises(RecordError, match=".") as info:
        saves.load(storage, "bad")
    assert message in str(info.value)
    assert str(info.value) == bad.error

    for session in good:
        assert_same_game(saves.load(storage, session.game_id), session)
    # Nothing rewritten, nothing removed: listing only adds the bad one's summary.
    assert set(storage.data) == set(before) | {META + "bad"}
    assert {k: storage.data[k] for k in before} == before


def test_a_damaged_current_game_is_still_named_and_its_error_reported():
    storage = MemoryStorage()
    saves.save(storage, two_humans("g1"), T1)
    storage.set(PREFIX + "g1", "{broken")
    assert saves.current(storage) == "g1"
    with pytest.raises(RecordError, match="not valid JSON"):
        saves.load(storage, "g1")
    assert storage.get(PREFIX + "g1") == "{broken"


def test_stored_saves_are_read_by_the_record_codec():
    """One JSON reader for records: a stored save is refused exactly as an
    imported file is, with the place where the JSON breaks, and a NaN (which
    Python's json accepts by default) is refused too."""
    storage = MemoryStorage()
    text = record_text(two_humans("g1"))
    storage.set(PREFIX + "g1", text.replace('"seed": 1', '"seed": NaN'))
    with pytest.raises(RecordError, match="NaN is not a number JSON allows"):
        saves.load(storage, "g1")
    storage.set(PREFIX + "g1", '{\n  "format": x}')
    with pytest.raises(RecordError, match="line 2, column 13"):
        saves.load(storage, "g1")


def test_a_damaged_entry_can_be_deleted():
    storage = MemoryStorage()
    saves.save(storage, two_humans("good"), T1)
    storage.set(PREFIX + "bad", "{")
    saves.delete(storage, "bad")
    assert [e.game_id for e in saves.entries(storage)] == ["good"]


# -------------------------------------------------------------- full storage
def test_a_full_storage_refuses_a_new_game_and_changes_nothing():
    filler = storage_with_foreign_keys()
    saves.save(filler, two_humans("a", 3), T1)
    saves.save(filler, solo("b", 2), T2)
    used = sum(len(k) + len(v) for k, v in filler.data.items())
    storage = MemoryStorage(capacity=used + 50)
    storage.data.update(filler.data)
    before = dict(storage.data)

    assert saves.save(storage, two_humans("c", 10), T3) == words.STORAGE_FULL
    assert storage.data == before
    assert saves.current(storage) == "b"
    assert [e.game_id for e in saves.entries(storage)] == ["b", "a"]


def test_a_full_storage_keeps_the_previous_save_of_the_same_game():
    session = two_humans("a", 2)
    storage = storage_with_foreign_keys()
    saves.save(storage, session, T1)
    used = sum(len(k) + len(v) for k, v in storage.data.items())
    storage.capacity = used + 20
    before = dict(storage.data)
    for _ in range(6):
        session.state.play(session.state.legal_moves()[0])
    assert saves.save(storage, session, T2) == words.STORAGE_FULL
    assert storage.data == before
    assert len(saves.load(storage, "a").state.history) == 2


def test_a_game_that_fits_is_saved_even_if_the_resume_pointer_does_not():
    storage = MemoryStorage()
    saves.save(storage, two_humans("a", 2), T1)
    game = two_humans("a-longer-id", 2)
    text = format_record(game.to_record(T2))
    used = sum(len(k) + len(v) for k, v in storage.data.items())
    # Room for the game, not for the longer pointer to it.
    storage.capacity = used + len(PREFIX + "a-longer-id") + len(text)
    assert saves.save(storage, game, T2) is None
    assert storage.get(PREFIX + "a-longer-id") == text
    assert_same_game(saves.load(storage, "a-longer-id"), game)
    # Reloading must not resume the older game: no pointer rather than a stale one.
    assert saves.current(storage) is None
    assert storage.get(PREFIX + "a") is not None


def test_memory_storage_capacity():
    storage = MemoryStorage(capacity=10)
    storage.set("k", "123456789")
    with pytest.raises(StorageFull):
        storage.set("j", "1")
    storage.set("k", "abcdefghi")  # replacing a value frees its old space
    assert storage.get("k") == "abcdefghi"


# ------------------------------------------------------------------ delete
def test_delete_removes_that_game_and_the_pointer_to_it():
    storage = storage_with_foreign_keys()
    saves.save(storage, two_humans("a"), T1)
    saves.save(storage, two_humans("b", seed=3), T2)
    a_text = storage.get(PREFIX + "a")
    saves.delete(storage, "b")
    assert storage.get(PREFIX + "b") is None
    assert storage.get(CURRENT) is None and saves.current(storage) is None
    assert storage.get(PREFIX + "a") == a_text
    assert {k: storage.get(k) for k in FOREIGN} == FOREIGN


def test_delete_keeps_a_pointer_to_another_game():
    storage = MemoryStorage()
    saves.save(storage, two_humans("a"), T1)
    saves.save(storage, two_humans("b"), T2)
    saves.delete(storage, "a")
    assert saves.current(storage) == "b"
    assert [e.game_id for e in saves.entries(storage)] == ["b"]


def test_deleting_a_missing_game_does_nothing():
    storage = storage_with_foreign_keys()
    saves.save(storage, two_humans("a"), T1)
    before = dict(storage.data)
    saves.delete(storage, "nope")
    assert storage.data == before


# ------------------------------------------------------- export and import
def test_export_then_import_under_a_new_id():
    storage = storage_with_foreign_keys()
    session = solo("orig", 6)
    saves.save(storage, session, T1)
    text = saves.export_text(session, T1)
    assert text == storage.get(PREFIX + "orig")

    imported, message = saves.import_text(storage, text, "copy", T2)
    assert message is None
    assert imported.game_id == "copy"
    assert_same_game(imported, session)
    assert_same_game(saves.load(storage, "copy"), session)
    assert saves.current(storage) == "copy"
    assert {e.game_id for e in saves.entries(storage)} == {"orig", "copy"}
    assert storage.get(PREFIX + "orig") == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "garbage",
        "{}",
        '{"format": "akropolis-game", "version": 99}',
        "[" * 50_000,
        "\ufeff{}",
    ],
)
def test_importing_garbage_raises_and_writes_nothing(text):
    storage = storage_with_foreign_keys()
    saves.save(storage, two_humans("a"), T1)
    before = dict(storage.data)
    with pytest.raises(RecordError):
        saves.import_text(storage, text, "new", T2)
    assert storage.data == before


def test_importing_a_game_with_an_illegal_move_writes_nothing():
    session = two_humans("a", 4)
    record = session.to_record(T1)
    record["moves"][1]["level"] = 5
    storage = MemoryStorage()
    with pytest.raises(RecordError, match="Move 2 is illegal"):
        saves.import_text(storage, format_record(record), "new", T2)
    assert storage.data == {}


def test_importing_into_a_full_storage_returns_the_message():
    storage = MemoryStorage(capacity=100)
    session, message = saves.import_text(storage, saves.export_text(two_humans(), T1), "n", T2)
    assert message == words.STORAGE_FULL
    assert session.game_id == "n"
    assert storage.data == {}


def test_importing_never_overwrites_another_saved_game():
    storage = MemoryStorage()
    saves.save(storage, two_humans("a", 2), T1)
    before = dict(storage.data)
    with pytest.raises(ValueError):
        saves.import_text(storage, saves.export_text(solo(), T1), "a", T2)
    assert storage.data == before


# ------------------------------------------------------------ foreign keys
def test_keys_outside_the_prefix_are_ignored_and_never_touched():
    storage = storage_with_foreign_keys()
    assert saves.entries(storage) == []
    assert saves.current(storage) is None
    saves.save(storage, two_humans("a"), T1)
    saves.import_text(storage, saves.export_text(solo(), T1), "b", T2)
    assert [e.game_id for e in saves.entries(storage)] == ["b", "a"]
    saves.load(storage, "a")
    saves.delete(storage, "a")
    saves.delete(storage, "theme")  # a game id, not a key: our prefix is added
    assert {k: storage.get(k) for k in FOREIGN} == FOREIGN
    assert set(storage.data) == set(FOREIGN) | {PREFIX + "b", META + "b", CURRENT}


def test_the_forms_choices_are_kept_apart_and_a_full_storage_only_skips_them():
    storage = saves.MemoryStorage()
    storage.set(saves.PREFIX + "g1", "{}")
    saves.remember_choices(storage, '{"players": 3}')
    assert storage.get(saves.CHOICES) == '{"players": 3}'
    assert [e.game_id for e in saves.entries(storage)] == ["g1"]
    full = saves.MemoryStorage(capacity=40)
    full.set(saves.PREFIX + "g1", "{}")
    before = dict(full.data)
    saves.remember_choices(full, '{"players": 3, "names": ["a long name indeed"]}')
    assert full.data == before


def test_summaries_a_full_storage_cannot_hold_are_kept_in_memory():
    """Issue 45, C2: with more saves without a summary than the menu makes
    in one pass, on a full storage, the same summaries were made again on
    every pass (they could not be stored) and the others stayed "reading..."
    for ever. Those that cannot be stored are kept in memory: the list
    completes, and no game is replayed twice."""
    storage = MemoryStorage()
    for n in range(7):
        saves.save(storage, two_humans(f"g{n}", seed=n), T1)
    for key in [k for k in storage.keys() if k.startswith(saves.META)]:
        storage.remove(key)
    storage.capacity = sum(len(k) + len(v) for k, v in storage.data.items())
    made = []
    real = saves.session_of
    try:
        saves.session_of = lambda data, game_id: made.append(game_id) or real(data, game_id)
        passes = 0
        listed = saves.entries(storage, rebuild=3)
        while any(entry.pending for entry in listed):
            passes += 1
            assert passes < 5, "the list never completes"
            listed = saves.entries(storage, rebuild=3)
    finally:
        saves.session_of = real
    assert len(listed) == 7 and all(entry.error is None for entry in listed)
    assert sorted(made) == sorted(set(made)) and len(made) == 7
    assert not any(k.startswith(saves.META) for k in storage.keys())  # still full
