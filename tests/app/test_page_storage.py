"""localStorage as Python sees it from off the page's thread
(akropolis/browser/store.py): a copy, written through the page with a
check that nothing changed there meanwhile, and the writes the page could
not make, said back. With the keeper's saves over it."""

from __future__ import annotations

import json

import pytest

from akropolis.app import saves
from akropolis.app.keeper import CHANGED, FULL, Keeper
from akropolis.app.session import Session
from akropolis.app.storage import StorageFull, StorageRefused
from akropolis.browser.page import Page
from akropolis.browser.store import PageStorage
from akropolis.rules.game import Options
from akropolis.rules.record import Player


class FakePage:
    """A page whose localStorage is a dict, applying the store operations
    as static/page.mjs does (a failed write drops the next ones of its
    group in the batch)."""

    def __init__(self, items: dict[str, str], capacity: int | None = None, refuse=()) -> None:
        self.local = dict(items)
        self.capacity = capacity
        self.refuse = set(refuse)  # keys whose writes fail for lack of room
        self.unwritten: list = []
        self.page = Page(self.apply)

    def apply(self, text: str) -> None:
        failed = set()
        for name, key, value, expected, group in json.loads(text):
            assert name == "store"
            now = self.local.get(key)
            if value is not None and group in failed:
                self.unwritten.append([key, ["dropped"], now])
            elif now != expected and not (value is None and group in failed):
                self.unwritten.append([key, ["changed"], now])
            elif value is None:
                self.local.pop(key, None)
            elif key in self.refuse or (
                self.capacity is not None and sum(map(len, self.local.values())) + len(value) > self.capacity
            ):
                failed.add(group)
                self.unwritten.append([key, ["QuotaExceededError", "The quota has been exceeded."], now])
            else:
                self.local[key] = value

    def said(self) -> list:
        said, self.unwritten = self.unwritten, []
        return said


T1, T2, T3 = (f"2026-11-29T08:0{n}:00+00:00" for n in range(3))


def new_game(game_id: str = "g1") -> Session:
    return Session.new(Options(2), [Player("Ada"), Player("Basil")], game_id, seed=3)


def test_writes_reach_the_page_once_flushed_and_the_copy_answers_at_once():
    fake = FakePage({"akropolis.choices": "{}"})
    storage = PageStorage(fake.page, {"akropolis.choices": "{}"})
    storage.set("akropolis.current", "g1")
    assert storage.get("akropolis.current") == "g1"
    assert "akropolis.current" not in fake.local
    fake.page.flush()
    assert fake.local["akropolis.current"] == "g1"
    storage.remove("akropolis.choices")
    fake.page.flush()
    assert "akropolis.choices" not in fake.local and storage.keys() == ["akropolis.current"]


def test_a_write_over_another_tabs_is_not_made_and_the_keeper_says_so():
    session = new_game()
    fake = FakePage({})
    storage = PageStorage(fake.page, {})
    keeper = Keeper(storage)
    keeper.started(session)
    assert keeper.save(session, T1) is None
    fake.page.flush()
    # Another tab writes the game before this tab's next save reaches the page.
    fake.local[saves.PREFIX + "g1"] = "theirs"
    keeper.save(session, T2)
    fake.page.flush()
    assert fake.local[saves.PREFIX + "g1"] == "theirs"  # not overwritten
    writes = fake.said()
    assert [why for key, why, _ in writes if key == saves.PREFIX + "g1"] == [["changed"]]
    for key, why, now in writes:
        if storage.unwritten(key, why, now) != "changed" and saves.game_of(key):
            keeper.unwritten(saves.game_of(key), now)
    said = keeper.save(session, T3)
    assert said is not None and said.kind == CHANGED
    assert fake.local[saves.PREFIX + "g1"] == "theirs"


def test_a_full_page_refuses_the_write_and_the_batch_after_it_and_the_game_is_kept():
    session = new_game()
    fake = FakePage({}, capacity=100)  # far too small for a game
    storage = PageStorage(fake.page, {})
    keeper = Keeper(storage)
    keeper.started(session)
    keeper.save(session, T1)  # looks saved until the page says otherwise
    fake.page.flush()
    writes = fake.said()
    whys = [why[0] for _, why, _ in writes]
    assert whys[0] == "QuotaExceededError" and set(whys[1:]) == {"dropped"}
    assert saves.CURRENT in [key for key, _, _ in writes]  # no pointer to a game not saved
    for key, why, now in writes:
        what = storage.unwritten(key, why, now)
        if what != "changed" and saves.game_of(key):
            keeper.unwritten(saves.game_of(key), now)
    assert storage.get(saves.PREFIX + "g1") is None
    said = keeper.save(session, T2)
    assert said is not None and said.kind == FULL
    assert keeper.kept()  # the menu lists it, to resume or export
    with pytest.raises(StorageFull):
        storage.set(saves.PREFIX + "g1", "x")
    storage.changed("akropolis.save.other", None)  # room made by another tab
    fake.capacity = None
    assert keeper.retry(T3) == ["g1"]
    fake.page.flush()
    assert saves.PREFIX + "g1" in fake.local and fake.said() == []


def test_a_blocked_write_is_refused_as_blocked():
    storage = PageStorage(Page(lambda text: None), {})
    assert storage.unwritten("akropolis.current", ["SecurityError", "denied"], None) == "refused"
    with pytest.raises(StorageRefused):
        storage.set("akropolis.current", "g1")


def test_other_tabs_changes_keep_the_copy_up_to_date():
    storage = PageStorage(Page(lambda text: None), {"akropolis.a": "1", "other": "x"})
    assert storage.keys() == ["akropolis.a", "other"]
    storage.changed("akropolis.b", "2")
    storage.changed("akropolis.a", None)
    assert storage.keys() == ["other", "akropolis.b"]
    storage.changed(None, None)
    assert storage.keys() == []


def test_a_failed_write_drops_only_the_later_writes_of_its_game_and_never_a_removal():
    """Found by test_nothing_lost: a summary of one game that did not fit
    dropped the whole batch after it, the removals that made room and the
    save of another game among them."""
    old, cur = saves.PREFIX + "old", saves.PREFIX + "cur"
    items = {old: "old", cur: "cur 2", saves.META + "old": "m"}
    fake = FakePage(items, refuse={saves.META + "old"})
    storage = PageStorage(fake.page, items)
    storage.set(saves.META + "old", "m2")  # fails: no room
    storage.set(old, "old 2")  # the same game: not written after its summary failed
    storage.remove(old)  # room made: always
    storage.set(cur, "cur 3")
    storage.set(saves.CURRENT, "cur")
    fake.page.flush()
    assert [(key, why[0]) for key, why, _ in fake.said()] == [
        (saves.META + "old", "QuotaExceededError"), (old, "dropped")
    ]
    assert old not in fake.local and fake.local[cur] == "cur 3" and fake.local[saves.CURRENT] == "cur"
