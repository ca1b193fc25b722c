"""The player's settings, as pure logic: how fast the computers move,
whether the board follows the player to play, whether the live scores show
during play, the theme and the language; kept in the browser's storage as JSON under
``KEY`` (``to_text``/``from_text``), and the panel that changes them
(``panel_html``, its fields read back by ``from_fields``).

Anything missing, damaged or unknown in the stored text gives that field's
default, field by field; a storage that is full only means they are not
remembered (``save``)."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace

from .. import i18n, words
from ..core import jsontext
from .saves import Storage, StorageFull

#: Where the settings are kept.
KEY = "akropolis.settings"

#: The computers' paces, fastest last: seconds a computer waits before it
#: moves, so that its move can be seen.
PACES: dict[str, float] = {"slow": 1.5, "normal": 0.7, "fast": 0.3, "instant": 0.0}
#: The themes: ``auto`` follows the system's (``prefers-color-scheme``).
THEMES = ("auto", "light", "dark")
#: Settings are one level of JSON, a few dozen characters: a text far
#: larger is refused whole; a field nested deeper is only that field's default.
MAX_SIZE = 10_000


@dataclass(frozen=True)
class Settings:
    pace: str = "normal"
    follow: bool = True  # the board follows the player to play
    live_scores: bool = True  # scores shown during play (always at the end)
    theme: str = "auto"
    #: The language read; empty until chosen: the browser's (``i18n.pick``).
    language: str = ""

    @property
    def pause(self) -> float:
        return PACES[self.pace]

    def language_for(self, browser_languages) -> str:
        """The language to read: the one chosen, else the browser's first
        that the app speaks (``navigator.languages``)."""
        return self.language or i18n.pick(browser_languages)

    def to_text(self) -> str:
        return json.dumps(
            {
                "pace": self.pace,
                "follow": self.follow,
                "liveScores": self.live_scores,
                "theme": self.theme,
                "language": self.language,
            },
            sort_keys=True,
        )

    @classmethod
    def from_text(cls, text: str | None) -> Settings:
        """The settings in ``text``; each field missing or not one this
        version knows (another version's, another site's) is the default."""
        data = _read(text) if isinstance(text, str) else {}
        if not isinstance(data, dict):
            data = {}
        default = cls()
        pace, theme, language = data.get("pace"), data.get("theme"), data.get("language")
        follow, live = data.get("follow"), data.get("liveScores")
        return cls(
            pace=pace if isinstance(pace, str) and pace in PACES else default.pace,
            follow=follow if isinstance(follow, bool) else default.follow,
            live_scores=live if isinstance(live, bool) else default.live_scores,
            theme=theme if isinstance(theme, str) and theme in THEMES else default.theme,
            language=language if isinstance(language, str) and language in i18n.LANGUAGES else "",
        )

    def changed(self, name: str, value: str | bool) -> Settings:
        """These settings with one field of the panel changed; a name or a
        value the panel does not offer changes nothing."""
        if name == "pace" and value in PACES:
            return replace(self, pace=value)
        if name == "theme" and value in THEMES:
            return replace(self, theme=value)
        if name == "language" and value in i18n.LANGUAGES:
            return replace(self, language=value)
        if name in ("follow", "live_scores") and isinstance(value, bool):
            return replace(self, **{name: value})
        return self


FIELDS = tuple(f.name for f in fields(Settings))

#: What the page's first script is told (scripts/build.py writes it into
#: index.html), so that it reads the settings' language by the same limits
#: as ``from_text``: both show the same language, or neither reads it.
LIMITS = {"size": MAX_SIZE, "depth": jsontext.MAX_DEPTH}


def _read(text: str) -> object:
    """The JSON value of settings text, or None if it is refused (too large,
    too deep) or damaged."""
    if jsontext.problem(text, max_size=MAX_SIZE):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def unreadable(storage: Storage) -> bool:
    """Whether settings are saved but cannot be read (too large, too deep,
    damaged, not an object): the defaults apply, and the panel says so."""
    text = storage.get(KEY)
    return text is not None and not isinstance(_read(text), dict)


def load(storage: Storage) -> Settings:
    return Settings.from_text(storage.get(KEY))


def save(storage: Storage, settings: Settings) -> bool:
    """Remember ``settings``; False if the storage had no room (they still
    apply to this page)."""
    try:
        storage.set(KEY, settings.to_text())
    except StorageFull:
        return False
    return True


def _radios(name: str, legend: str, options: dict[str, str], chosen: str) -> str:
    items = "".join(
        f'<label class="check"><input type="radio" name="{name}" value="{value}"'
        f"{' checked' if value == chosen else ''}> {label}</label>"
        for value, label in options.items()
    )
    return f"<fieldset><legend>{legend}</legend>{items}</fieldset>"


def _box(name: str, label: str, checked: bool) -> str:
    return (
        f'<label class="check"><input type="checkbox" name="{name}"'
        f"{' checked' if checked else ''}> {label}</label>"
    )


def panel_html(settings: Settings, note: str = "") -> str:
    """The settings panel's form (inside the page's settings dialog), in the
    language of the moment; each language named in itself, and marked so.
    ``note``: what went wrong reading or remembering them, if anything."""
    names = words.LANGUAGE_NAMES
    languages = "".join(
        f'<label class="check"><input type="radio" name="language" value="{code}"'
        f"{' checked' if code == i18n.language() else ''}>"
        f' <span lang="{code}">{names[code]}</span></label>'
        for code in i18n.LANGUAGES
    )
    return (
        f'<form id="settings-form" method="dialog">'
        f'<h2 id="settings-title">{words.SETTINGS}</h2>'
        f"<fieldset><legend>{words.SETTINGS_LANGUAGE}</legend>{languages}</fieldset>"
        + _radios("pace", words.SETTINGS_PACE, words.PACE_LABELS, settings.pace)
        + "<fieldset><legend>"
        + words.SETTINGS_TABLE
        + "</legend>"
        + _box("follow", words.SETTINGS_FOLLOW, settings.follow)
        + _box("live_scores", words.SETTINGS_LIVE_SCORES, settings.live_scores)
        + "</fieldset>"
        + _radios("theme", words.SETTINGS_THEME, words.THEME_LABELS, settings.theme)
        + f'<p class="settings-note" id="settings-note" role="status">'
        f"{note or words.SETTINGS_NOTE}</p>"
        f'<button type="submit" class="primary" value="close">{words.SETTINGS_CLOSE}</button>'
        "</form>"
    )
