"""The settings: kept as JSON, read back field by field (a damaged, foreign or
over-deep field is its default), changed by the panel, and the board that
stays on the person's city when it does not follow the turn."""

from __future__ import annotations

import json

import pytest

from akropolis import i18n, words
from akropolis.app import settings
from akropolis.app.saves import MemoryStorage, StorageFull
from akropolis.app.session import Session
from akropolis.app.settings import KEY, PACES, Settings
from akropolis.rules.game import Options
from akropolis.rules.setup import Player


def test_defaults():
    s = Settings()
    assert (s.pace, s.follow, s.live_scores, s.theme) == ("normal", True, True, "auto")
    assert s.pause == 0.7


@pytest.mark.parametrize("pace", list(PACES))
def test_round_trip(pace):
    s = Settings(pace=pace, follow=False, live_scores=False, theme="dark")
    assert Settings.from_text(s.to_text()) == s
    assert s.pause == PACES[pace]


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "not json",
        "[1, 2]",
        '"dark"',
        "null",
        "{" * 5000,
        '{"pace": "x"' + " " * 20_000 + "}",
    ],
)
def test_damaged_text_gives_the_defaults(text):
    assert Settings.from_text(text) == Settings()


def test_field_by_field():
    deep = "[" * 30 + "]" * 30
    text = (
        '{"pace": "fast", "follow": "no", "liveScores": false, "theme": '
        + deep
        + ', "extra": {"a": 1}}'
    )
    # Over-deep: refused whole, as any text json.loads must not see.
    assert Settings.from_text(text) == Settings()
    text = json.dumps({"pace": "fast", "follow": "no", "liveScores": False, "theme": [[["dark"]]]})
    assert Settings.from_text(text) == Settings(pace="fast", live_scores=False)
    assert Settings.from_text('{"pace": 1, "theme": "light", "follow": false}') == Settings(
        theme="light", follow=False
    )


def test_changed_by_the_panel():
    s = Settings()
    assert s.changed("pace", "instant").pause == 0
    assert s.changed("pace", "warp") == s
    assert s.changed("theme", "dark").theme == "dark"
    assert s.changed("follow", False).follow is False
    assert s.changed("live_scores", False).live_scores is False
    assert s.changed("live_scores", "no") == s
    assert s.changed("seed", "1") == s


def test_saved_and_loaded():
    storage = MemoryStorage()
    assert settings.load(storage) == Settings()
    assert settings.save(storage, Settings(theme="dark"))
    assert settings.load(storage) == Settings(theme="dark")
    assert json.loads(storage.get(KEY))["theme"] == "dark"


def test_a_full_storage_skips_saving():
    class Full(MemoryStorage):
        def set(self, key, value):
            raise StorageFull(key)

    assert settings.save(Full(), Settings(theme="dark")) is False


def test_panel_names_its_controls():
    html = settings.panel_html(Settings(pace="fast", live_scores=False))
    assert words.SETTINGS in html and 'id="settings-title"' in html
    assert 'value="fast" checked' in html
    assert 'name="live_scores">' in html and 'name="follow" checked>' in html
    for label in (*words.PACE_LABELS.values(), *words.THEME_LABELS.values()):
        assert label in html
    assert html.count("<label") == len(PACES) + 2 + len(settings.THEMES) + len(i18n.LANGUAGES)


def game(controls):
    players = [Player(f"P{i}", c) for i, c in enumerate(controls)]
    return Session.new(Options(players=len(players)), players, "g", seed=3)


def test_the_board_stays_on_the_persons_city():
    session = game(["human", "greedy", "greedy"])
    human = session.state.current
    assert session.players[human].is_human
    session.state.play(session.state.legal_moves()[0])
    computer = session.state.current
    assert computer != human
    assert session.shown_seat() == computer == session.screen().seat
    session.follow = False
    assert session.shown_seat() == human == session.screen().seat  # the screen is redone
    session.play_computer()
    assert session.shown_seat() == human


def test_hot_seat_shows_the_last_person_to_play():
    session = game(["greedy", "human", "human"])
    session.follow = False
    state = session.state
    while state.current == 0:
        assert session.shown_seat() == 1  # nobody has played: the first person
        session.play_computer()
    first = state.current
    assert session.shown_seat() == first  # a person to play: theirs
    state.play(state.legal_moves()[0])
    while state.current == 0:
        assert session.shown_seat() == first  # the last person to play
        session.play_computer()
    assert session.shown_seat() == state.current


def test_the_language_is_the_browsers_until_chosen_then_remembered():
    s = Settings()
    assert s.language == ""
    assert s.language_for(["fr-FR", "en"]) == "fr"
    assert s.language_for(["de", "en-US"]) == "en"
    assert s.language_for([]) == "en"
    chosen = s.changed("language", "en")
    assert chosen.language_for(["fr-FR"]) == "en"
    assert Settings.from_text(chosen.to_text()) == chosen
    assert s.changed("language", "xx") == s
    for foreign in ('{"language": "de"}', '{"language": ["fr"]}', '{"language": 1}'):
        assert Settings.from_text(foreign).language == ""


def test_the_panel_offers_each_language_named_in_itself():
    with i18n.using("fr"):
        html = settings.panel_html(Settings())
        assert "<legend>Langue</legend>" in html and "Réglages" in html
        assert 'value="fr" checked' in html
        assert '<span lang="en">English</span>' in html
    html = settings.panel_html(Settings())
    assert 'value="en" checked' in html and '<span lang="fr">Français</span>' in html


@pytest.mark.parametrize(
    "text, unreadable",
    [
        (None, False),
        ('{"language": "fr"}', False),
        (json.dumps({"language": "fr", "x": "y" * settings.MAX_SIZE}), True),
        ('{"language": "fr", "x": ' + "[" * 30 + "]" * 30 + "}", True),
        ("{damaged", True),
        ('["fr"]', True),
    ],
    ids=["none", "good", "too large", "too deep", "damaged", "not an object"],
)
def test_settings_that_cannot_be_read_are_said(text, unreadable):
    """Issue 45, F5: settings over 10,000 characters were read by the page's
    first script (French) but not by Python (English), and nothing said
    why. The panel says when saved settings could not be read."""
    storage = MemoryStorage()
    if text is not None:
        storage.set(KEY, text)
    assert settings.unreadable(storage) is unreadable
    note = words.SETTINGS_UNREADABLE if unreadable else ""
    html = settings.panel_html(settings.load(storage), note)
    assert (words.SETTINGS_UNREADABLE in html) is unreadable
    assert (words.SETTINGS_NOTE in html) is not unreadable
    if unreadable:
        assert settings.load(storage).language == ""


def test_the_page_reads_the_settings_by_the_same_limits():
    from akropolis.core import jsontext

    assert settings.LIMITS == {"size": settings.MAX_SIZE, "depth": jsontext.MAX_DEPTH}
