"""The saved-games list reads one small summary per save, never replaying a
game (issue "Nothing lost, ever", item 6); a save from a newer version is
kept and offered for export (item 9); a deletion can be undone (item 10)."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from akropolis import i18n, words
from akropolis.app import saves, views
from akropolis.app.saves import CURRENT, META, PREFIX, MemoryStorage
from akropolis.app.saveviews import saves_html
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import ARCHITECT, Player, format_record
from akropolis.rules.solo import ARCHITECT_NAME

T1 = "2024-05-01T10:00:00"
T2 = "2024-05-02T11:30:00"
T3 = "2024-05-03T09:15:00"


def played(options: Options, players: list[Player], game_id: str, moves: int, seed: int) -> Session:
    """A session with ``moves`` moves played (the first legal one each time)."""
    session = Session.new(options, players, game_id, seed=seed)
    while len(session.state.history) < moves and not session.state.over:
        if session.computer_to_play:
            session.play_computer()
        else:
            session.state.play(session.state.legal_moves()[seed % 7])
    return session


def two_humans(game_id: str, moves: int, seed: int = 1) -> Session:
    return played(Options(2), [Player("Ann"), Player("Bob")], game_id, moves, seed)


def solo(game_id: str, moves: int) -> Session:
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    return played(Options(1, solo="metagenes"), players, game_id, moves, seed=2)


def saved(*sessions: Session) -> MemoryStorage:
    storage = MemoryStorage()
    for session, when in zip(sessions, (T1, T2, T3), strict=False):
        saves.save(storage, session, when)
    return storage


def no_replay(monkeypatch) -> None:
    def refuse(*_args, **_kwargs):
        raise AssertionError("the list replayed a game")

    monkeypatch.setattr(Session, "from_record", refuse)
    monkeypatch.setattr(saves, "parse", refuse)


def expected(storage: MemoryStorage) -> list[saves.SaveEntry]:
    """The list as replaying every game gives it."""
    copy = MemoryStorage()
    copy.data = {k: v for k, v in storage.data.items() if not k.startswith(META)}
    return saves.entries(copy)


def test_the_list_reads_summaries_and_never_replays_a_game(monkeypatch):
    storage = saved(two_humans("a", 7), solo("b", 4), two_humans("c", 30, seed=3))
    want = expected(storage)
    assert [e.game_id for e in want] == ["c", "b", "a"]
    no_replay(monkeypatch)
    assert saves.entries(storage) == want


def test_a_summary_is_small_whatever_the_games_length():
    short, long = two_humans("a", 1), two_humans("b", 34)
    storage = saved(short, long)
    sizes = [len(storage.get(META + gid)) for gid in ("a", "b")]
    assert max(sizes) < 400
    assert len(storage.get(PREFIX + "b")) > 3 * len(storage.get(PREFIX + "a"))


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda text: None, id="missing"),
        pytest.param(lambda text: "{garbage", id="not-json"),
        pytest.param(lambda text: "[" * 50_000, id="too-long"),
        pytest.param(
            lambda text: text.replace('"round": ', '"round": "x", "r": '), id="wrong-type"
        ),
        pytest.param(lambda text: text.replace('"check": "', '"check": "1'), id="stale"),
    ],
)
def test_a_missing_stale_or_damaged_summary_is_made_again_and_kept(monkeypatch, damage):
    storage = saved(two_humans("a", 7), solo("b", 4))
    want = expected(storage)
    changed = damage(storage.get(META + "a"))
    if changed is None:
        storage.remove(META + "a")
    else:
        storage.set(META + "a", changed)
    assert saves.entries(storage) == want
    no_replay(monkeypatch)  # made again once, then read
    assert saves.entries(storage) == want


def test_a_record_rewritten_by_another_writer_is_listed_as_it_is_now():
    storage = saved(two_humans("a", 3))
    meta = storage.get(META + "a")
    storage.set(PREFIX + "a", format_record(two_humans("a", 9).to_record(T2)))
    assert storage.get(META + "a") == meta  # the summary is stale
    (entry,) = saves.entries(storage)
    assert entry.saved_at == T2 and entry.scores == saves.summary(two_humans("a", 9)).scores


def test_a_save_from_a_newer_version_is_kept_and_offered_for_export():
    record = two_humans("a", 3).to_record(T1)
    storage = MemoryStorage()
    storage.set(PREFIX + "new", format_record(dict(record, version=99)))
    (entry,) = saves.entries(storage)
    assert entry.newer and "newer version" in entry.error
    html = views.saves_html([entry])
    assert words.NEWER_SAVE in html
    assert "Damaged" not in html
    assert 'data-action="export" data-id="new"' in html
    assert storage.get(PREFIX + "new") is not None


def test_a_damaged_save_is_still_called_damaged():
    storage = MemoryStorage()
    storage.set(PREFIX + "bad", "{broken")
    (entry,) = saves.entries(storage)
    assert not entry.newer and "Damaged save" in views.saves_html([entry])


def test_a_deletion_is_undone_exactly():
    storage = saved(two_humans("a", 3), solo("b", 4))
    before = dict(storage.data)
    assert storage.get(CURRENT) == "b"
    deleted = saves.delete(storage, "b")
    assert deleted is not None
    assert [e.game_id for e in saves.entries(storage)] == ["a"]
    assert CURRENT not in storage.data
    assert saves.restore(storage, deleted) is None
    assert storage.data == before


def test_undoing_a_deletion_never_replaces_a_game_saved_since():
    storage = saved(two_humans("a", 3))
    deleted = saves.delete(storage, "a")
    saves.save(storage, two_humans("a", 6), T2)
    now = storage.get(PREFIX + "a")
    assert saves.restore(storage, deleted) is None
    assert storage.get(PREFIX + "a") == now


def test_undoing_a_deletion_into_a_full_storage_says_so():
    storage = saved(two_humans("a", 3))
    deleted = saves.delete(storage, "a")
    storage.capacity = 10
    assert saves.restore(storage, deleted) == words.STORAGE_FULL
    assert saves.delete(storage, "missing") is None


def test_the_menu_offers_to_undo_a_deletion_and_lists_the_games_kept_in_the_page():
    kept = [saves.summary(two_humans("k", 3))]
    html = views.menu_html([], words.GAME_RESTORED, undo=True, kept=kept)
    assert 'data-action="undo-delete"' in html
    assert 'data-action="resume-kept" data-id="k"' in html
    assert 'data-action="export-kept" data-id="k"' in html
    assert words.UNSAVED_GAMES in html
    assert 'data-action="undo-delete"' not in views.menu_html([], words.GAME_RESTORED)


def test_a_deleted_game_keeps_its_place_with_its_undo_until_undone():
    """Issue 45, D2: double-clicking Delete on a lower row deleted the game,
    the list closed up (and the menu went to its top), and the second click
    landed on another game's Resume; the offer to undo was gone, and gone
    too after going back to the menu. The deleted game keeps its row, as
    tall as it was, with its Undo where Resume was and no other button; it
    stays listed (``listed`` with the App's ``deleted``) until it is undone,
    on every drawing of the menu."""
    storage = MemoryStorage()
    for n, when in enumerate((T1, T2, T3)):
        saves.save(storage, two_humans(f"g{n}", 3, seed=n + 1), when)
    before = [entry.game_id for entry in saves.entries(storage)]
    deleted = saves.delete(storage, "g1")
    after = saves.listed(storage, deleted)
    assert [entry.game_id for entry in after] == before
    (row,) = [entry for entry in after if entry.deleted]
    assert row.game_id == "g1" and row.players == ("Ann", "Bob")
    html = views.saves_html(after)
    start = html.index('<li class="save deleted" data-id="g1">')
    item = html[start : html.index("</li>", start)]
    # One button to press: Undo; the others' room is kept, empty and inert.
    assert item.count("data-action=") == 1 and 'data-action="undo-delete"' in item
    assert item.count('class="ghost" tabindex="-1" aria-hidden="true" disabled') == 3
    assert words.SAVE_DELETED in item and "Ann" in item
    # Listed again, as after going to a table and back, until it is undone.
    assert saves.listed(storage, deleted) == after
    assert saves.restore(storage, deleted) is None
    assert [e.game_id for e in saves.listed(storage, None)] == before
    # A game saved again under its id (another tab's undo) is listed once.
    assert [e.game_id for e in saves.listed(storage, deleted)] == before


def test_the_menu_says_when_the_browser_keeps_nothing():
    assert words.STORAGE_BLOCKED_MENU in views.menu_html([], blocked=True)
    assert words.STORAGE_BLOCKED_MENU not in views.menu_html([])


def test_export_is_on_the_table_at_every_moment():
    bar = views.table_html().split("</header>")[0]
    assert 'data-action="export-current"' in bar


def test_the_summary_text_is_json_with_its_check():
    storage = saved(two_humans("a", 3))
    data = json.loads(storage.get(META + "a"))
    assert data["check"] == saves.check_of(storage.get(PREFIX + "a"))


def test_the_list_makes_at_most_so_many_summaries_at_once_and_lists_the_rest_as_pending():
    storage = saved(two_humans("a", 3), two_humans("b", 5), two_humans("c", 7))
    want = expected(storage)
    for gid in "abc":
        storage.remove(META + gid)
    first = saves.entries(storage, rebuild=1)
    assert sum(e.pending for e in first) == 2
    assert [e for e in first if not e.pending][0] in want
    assert 'class="save pending"' in views.saves_html(first)
    assert sum(e.pending for e in saves.entries(storage, rebuild=1)) == 1
    assert saves.entries(storage, rebuild=1) == want
    assert saves.entries(storage, rebuild=0) == want  # all made: nothing pending


def test_a_summary_in_another_language_is_made_again_in_the_players():
    """The summary keeps the list's words (the game's mode): after a change
    of language they are made again, once, in the new one."""
    from akropolis import i18n

    storage = saved(solo("s", 4))
    assert saves.entries(storage)[0].mode.endswith("Solo vs Metagenes")
    with i18n.using("fr"):
        entry = saves.entries(storage)[0]
        assert entry.mode.endswith("Solo contre Métagénès")
        assert json.loads(storage.get(META + "s"))["language"] == "fr"
        html = views.saves_html([entry])
        assert "1 mai 2024, 10:00" in html and 'datetime="2024-05-01T10:00:00"' in html
    assert saves.entries(storage)[0].mode.endswith("Solo vs Metagenes")


def test_games_kept_in_a_browser_that_keeps_nothing_do_not_wait_for_room():
    """Issue 45's last sweep: with the storage blocked, the menu said the
    games kept in the page would be saved "as soon as there is room"."""
    kept = [saves.summary(two_humans("k", 3))]
    assert words.UNSAVED_GAMES in views.menu_html([], kept=kept)
    blocked = views.menu_html([], kept=kept, blocked=True)
    assert words.UNSAVED_GAMES_BLOCKED in blocked and words.UNSAVED_GAMES not in blocked


@pytest.mark.parametrize(
    "forge",
    [
        lambda d: d.update(players=["A\x07", "B\x1b[2J"]),
        lambda d: d.update(players=["\u202eEve", "Bob"], mode="x\x85"),
        lambda d: d.update(round=-5, rounds=10**20),
        lambda d: d.update(scores=[10**30, 1]),
        lambda d: d.update(newer=True, error="Made by a newer version"),
        lambda d: d.update(over="yes"),
    ],
    ids=["bell", "nel", "round", "score", "newer", "over"],
)
def test_a_forged_summary_is_made_again_from_the_record(forge):
    """Issue 45's last sweep: a summary forged in the storage with the
    record's right check was listed as it was (control characters, "round
    -5 of 100000000000000000000", "newer" hiding a good game's Resume). A
    summary that this app could not have written is made again."""
    storage = saved(two_humans("a", 3))
    good = saves.entries(storage)
    data = json.loads(storage.get(META + "a"))
    forge(data)
    storage.set(META + "a", json.dumps(data))
    assert saves.entries(storage) == good


@pytest.mark.parametrize(
    "language, shown, hidden",
    [
        ("en", "Ada 12, Basil 8", "Ada, Basil"),
        ("fr", "Ada 12, Basil 8", "Ada, Basil"),
    ],
)
def test_hidden_scores_leave_the_names_well_written(language, shown, hidden):
    """With live scores hidden, static/settings.css hides each score of a
    game under way: no space is left before the comma ("Ada , Basil")."""
    entry = saves.SaveEntry("g", ("Ada", "Basil"), T1, 3, 12, (12, 8), mode="2")
    with i18n.using(language):
        html = saves_html([entry])
    who = re.search(r'<span class="who">(.*?)</span>(?=<br>|<div)', html).group(1)
    assert unescape(re.sub(r"<[^>]+>", "", who)) == shown
    without = re.sub(r'<span class="total">[^<]*</span>', "", who)
    assert unescape(re.sub(r"<[^>]+>", "", without)) == hidden


@pytest.mark.parametrize(
    "language, shown", [("en", "Ada 1 category, Basil 0 categories"), ("fr", "Ada 1 catégorie, Basil 0 catégorie")]
)
def test_a_card_games_scores_say_their_unit(language, shown):
    """Issue 46: a saved card game read "Ada 0, Basil 0": the categories
    won, with no unit."""
    entry = saves.SaveEntry("g", ("Ada", "Basil"), T1, 3, 15, (1, 0), mode="2", game="cards")
    with i18n.using(language):
        html = saves_html([entry])
    who = re.search(r'<span class="who">(.*?)</span>(?=<br>|<div)', html).group(1)
    assert unescape(re.sub(r"<[^>]+>", "", who)) == shown
