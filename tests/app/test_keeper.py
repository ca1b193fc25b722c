"""How a tab keeps its games (akropolis/app/keeper.py), issue "Nothing lost,
ever": a failing save never stops play and is said once (item 1); a game
that does not fit is kept in the page and saved when there is room (item 2);
two tabs never overwrite each other's moves (item 3); a browser that keeps
nothing says so (item 4)."""

from __future__ import annotations

from akropolis import words
from akropolis.app import keeper, saves
from akropolis.app.keeper import BLOCKED, CHANGED, DELETED, FULL, SAVED, Keeper, Status
from akropolis.app.saves import CURRENT, META, PREFIX, MemoryStorage
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import Player

T1 = "2024-05-01T10:00:00"
T2 = "2024-05-02T11:30:00"


def new_game(game_id: str = "g", names=("Ann", "Bob"), seed: int = 1) -> Session:
    return Session.new(Options(2), [Player(n) for n in names], game_id, seed=seed)


def play(session: Session, moves: int) -> Session:
    for _ in range(moves):
        session.state.play(session.state.legal_moves()[0])
    return session


def stored_moves(storage: MemoryStorage, game_id: str) -> int | None:
    text = storage.get(PREFIX + game_id)
    return None if text is None else len(saves.load(storage, game_id).state.history)


class Refusing(MemoryStorage):
    """A storage whose writes fail with an error that is not a full storage."""

    def set(self, key, value):
        raise RuntimeError("the disk is on fire")


def test_a_save_the_record_writer_refuses_never_raises_and_is_said_once():
    storage = MemoryStorage()
    keep = Keeper(storage)
    session = new_game(names=("Ann\x00", "Bob"))  # a name no record may hold
    keep.started(session)
    message = keep.save(session, T1).message
    assert message and "could not be saved" in message and "control characters" in message
    assert keep.status(session).kind == keeper.FAILED
    play(session, 1)
    assert keep.save(session, T1) is None  # said once
    assert keep.status(session).message == message  # still shown
    assert storage.data == {}


def test_a_storage_that_fails_never_stops_a_save_and_is_said_once():
    keep = Keeper(Refusing())
    session = new_game()
    keep.started(session)
    first = keep.save(session, T1)
    assert first.message == words.save_failed("the disk is on fire")
    assert keep.save(session, T1) is None
    assert [e.game_id for e in keep.kept()] == ["g"]


def test_a_game_that_does_not_fit_is_kept_and_saved_when_there_is_room():
    storage = MemoryStorage()
    keep = Keeper(storage)
    old = play(new_game("old"), 3)
    keep.started(old)
    keep.save(old, T1)
    storage.capacity = sum(len(k) + len(v) for k, v in storage.data.items()) + 100
    game = new_game("new")
    keep.started(game)
    assert keep.save(game, T1) == Status(FULL)
    play(game, 2)
    assert keep.save(game, T2) is None  # said once
    assert keep.status(game).kind == keeper.FULL
    assert [e.game_id for e in keep.kept()] == ["new"]
    assert keep.retry(T2) == []  # still no room
    # Going to the menu, the player deletes the old game: now there is room.
    saves.delete(storage, "old")
    assert keep.retry(T2) == ["new"]
    assert stored_moves(storage, "new") == 2
    assert keep.kept() == [] and keep.status(game) is None


def test_saving_after_a_fault_says_it_is_saved_now():
    storage = MemoryStorage(capacity=10)
    keep = Keeper(storage)
    game = new_game()
    keep.started(game)
    assert keep.save(game, T1) == Status(FULL)
    storage.capacity = None
    assert keep.save(game, T1) == Status(SAVED)
    assert keep.save(game, T1) is None


def two_tabs(moves: int = 0):
    storage = MemoryStorage()
    a, b = Keeper(storage), Keeper(storage)
    game = play(new_game(), moves)
    a.started(game)
    a.save(game, T1)
    in_a = saves.load(storage, "g")
    in_b = saves.load(storage, "g")
    a.opened(in_a)
    b.opened(in_b)
    return storage, (a, in_a), (b, in_b)


def test_a_tab_never_overwrites_moves_made_in_another():
    storage, (a, in_a), (b, in_b) = two_tabs()
    for _ in range(3):
        play(in_a, 1)
        assert a.save(in_a, T1) is None
    play(in_b, 1)
    assert b.save(in_b, T2) == Status(CHANGED)
    assert b.status(in_b).kind == keeper.CHANGED
    assert stored_moves(storage, "g") == 3
    play(in_b, 1)
    assert b.save(in_b, T2) is None  # said once, still nothing written
    assert stored_moves(storage, "g") == 3


def test_the_tab_may_open_the_other_tabs_version():
    storage, (a, in_a), (b, in_b) = two_tabs()
    a.save(play(in_a, 3), T1)
    b.save(play(in_b, 1), T2)
    other = b.take_other("g")
    assert len(other.state.history) == 3 and b.status(other) is None
    b.save(play(other, 1), T2)  # and goes on saving from there
    assert stored_moves(storage, "g") == 4


def test_the_tab_may_keep_both_games():
    storage, (a, in_a), (b, in_b) = two_tabs()
    a.save(play(in_a, 3), T1)
    b.save(play(in_b, 1), T2)
    assert b.keep_both(in_b, "g2", T2) is None
    assert (stored_moves(storage, "g"), stored_moves(storage, "g2")) == (3, 1)
    assert b.status(in_b) is None and b.kept() == []


def test_a_game_deleted_in_another_tab_does_not_come_back():
    storage, (a, in_a), (b, in_b) = two_tabs(2)
    saves.delete(storage, "g")
    assert b.save(play(in_b, 1), T2) == Status(DELETED)
    assert PREFIX + "g" not in storage.data and META + "g" not in storage.data
    assert b.keep_both(in_b, "g2", T2) is None  # unless the player keeps it
    assert stored_moves(storage, "g2") == 3


def test_a_storage_event_names_the_game_it_changes():
    storage, (a, in_a), (b, in_b) = two_tabs()
    a.save(play(in_a, 1), T1)
    assert b.changed(PREFIX + "g", storage.get(PREFIX + "g")) == "g"
    assert b.changed(PREFIX + "g", b.known["g"]) is None
    assert b.changed(META + "g", "{}") is None
    assert b.changed(CURRENT, "g") is None
    assert b.changed(None, None) == "g"  # storage cleared


def test_a_browser_that_keeps_nothing_says_so_at_once():
    keep = Keeper(MemoryStorage(), blocked=True)
    game = new_game()
    keep.started(game)
    assert keep.status(game).message == words.STORAGE_BLOCKED
    assert keep.save(game, T1) == Status(BLOCKED)
    assert keep.save(game, T1) is None
    assert keep.status(game).kind == keeper.BLOCKED


def test_a_fault_is_said_in_the_language_of_the_moment():
    """A fault's message is read when shown: after a change of language the
    table says it in the new one."""
    from akropolis import i18n
    from akropolis.app.keeper import BLOCKED, FAILED, Status

    assert Status(BLOCKED).message == words.STORAGE_BLOCKED
    with i18n.using("fr"):
        assert Status(BLOCKED).message.startswith("Votre navigateur")
        assert "(disk)" in Status(FAILED, "disk").message
        assert Status(FAILED, "disk").message.startswith("Cette partie")


class WritesBlocked(MemoryStorage):
    """A storage the browser lets the page read but never write (what
    ``dom.LocalStorage`` raises for a SecurityError)."""

    def set(self, key, value):
        raise saves.StorageRefused(key)


def test_a_write_refused_for_another_reason_is_said_as_blocked_not_full():
    keep = Keeper(WritesBlocked())
    session = new_game()
    keep.started(session)
    assert keep.save(session, T1) == Status(BLOCKED)
    assert keep.status(session).kind == keeper.BLOCKED
    assert [e.game_id for e in keep.kept()] == ["g"]  # kept in the page
    assert saves.save(WritesBlocked(), new_game("h"), T1) == words.STORAGE_BLOCKED
    assert saves.save(MemoryStorage(capacity=10), new_game("h"), T1) == words.STORAGE_FULL


def test_which_refused_writes_are_a_lack_of_room():
    assert saves.quota_exceeded("QuotaExceededError", "QuotaExceededError: the quota...")
    assert saves.quota_exceeded("NS_ERROR_DOM_QUOTA_REACHED", "")
    assert saves.quota_exceeded("", "an error the browser does not name")  # as before
    assert not saves.quota_exceeded("SecurityError", "SecurityError: The operation is insecure.")


def full_with_a_kept_game() -> tuple[MemoryStorage, Keeper, Session]:
    """A game saved with 2 moves, then 2 more that a full storage could not
    hold: kept in the tab, its older copy listed on the menu too."""
    storage = MemoryStorage()
    keep = Keeper(storage)
    session = play(new_game("g"), 2)
    keep.started(session)
    keep.save(session, T1)
    storage.capacity = sum(len(k) + len(v) for k, v in storage.data.items())
    play(session, 2)
    assert keep.save(session, T2).kind == FULL and stored_moves(storage, "g") == 2
    return storage, keep, session


def test_deleting_the_older_copy_of_a_kept_game_makes_room_for_it():
    """Issue 45's last sweep: with a full storage, deleting the kept game's
    own older saved copy (to make room) lost the game: the tab took the
    missing copy for a deletion in another tab, and never saved it."""
    storage, keep, session = full_with_a_kept_game()
    storage.capacity = None  # the deletion makes the room
    keep.delete("g")
    assert keep.retry(T2) == ["g"]
    assert stored_moves(storage, "g") == 4 and keep.status(session) is None


def test_resuming_a_kept_game_opens_its_newer_version():
    """Issue 45's last sweep: Resume on the older saved copy of a kept game,
    then a move, silently replaced the newer version kept in the tab."""
    storage, keep, session = full_with_a_kept_game()
    assert keep.open("g") is session
    assert len(keep.open("g").state.history) == 4
    other = Keeper(storage)  # a tab that keeps nothing reads the stored copy
    assert len(other.open("g").state.history) == 2
