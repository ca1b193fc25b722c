"""The languages of the app: one catalogue per language (``i18n/en/``,
``i18n/fr/``), the language the player reads now, and the language's own
ways with plurals, numbers, lists and dates.

Every sentence a player reads is an entry of the catalogue, under a key;
both catalogues have the same keys, and an entry has the same shape in
both (a text, a tuple of texts, a dict of texts), with the same
``{placeholders}`` (tests/i18n checks it). An entry is read with ``t``
(a text, filled in), ``plural`` (the form for a number), or ``entry`` (as
it is: a dict of names, a tuple of paragraphs).

The language is one value for the whole program (the browser runs one
table at a time): ``set_language`` changes it, ``using`` changes it for a
``with`` block. Nothing but the app changes it, so the command line speaks
English. Standard library only: the rules, the bots and the app read it.
"""

from __future__ import annotations

import re
import string
import unicodedata
from contextlib import contextmanager
from importlib import import_module

#: The languages offered, each named in itself (the settings' choice).
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
DEFAULT = "en"

_catalogues: dict[str, dict] = {}
#: Each language's conventions: (whether 0 takes the singular, the decimal
#: point, the thousands separator).
_conventions: dict[str, tuple[bool, str, str]] = {}
_current = DEFAULT


def catalogue(language: str) -> dict:
    """``language``'s entries, every part of its catalogue folder merged
    (read once). A key in two parts is a mistake, refused here."""
    if language not in _catalogues:
        module = import_module(f"{__name__}.{language}")
        _conventions[language] = (module.ZERO_IS_SINGULAR, module.DECIMAL, module.GROUP)
        merged: dict = {}
        parts = module.PARTS
        for part in parts:
            twice = merged.keys() & part.keys()
            if twice:
                raise KeyError(f"{language}: keys in two parts of the catalogue: {sorted(twice)}")
            merged.update(part)
        polish = getattr(module, "polish", None)
        _catalogues[language] = _each_text(merged, polish) if polish else merged
    return _catalogues[language]


def _each_text(value, change):
    """``value`` (an entry, or the whole catalogue) with ``change`` made to
    each of its texts."""
    if isinstance(value, str):
        return change(value)
    if isinstance(value, tuple):
        return tuple(_each_text(v, change) for v in value)
    return {k: _each_text(v, change) for k, v in value.items()}


def install(language: str, entries: dict, like: str = DEFAULT) -> None:
    """Make ``entries`` a language of its own, with ``like``'s plurals and
    numbers (tests' pseudo-language)."""
    catalogue(like)
    _catalogues[language] = entries
    _conventions[language] = _conventions[like]


def language() -> str:
    return _current


def set_language(code: str) -> str:
    """Read ``code`` from now on; an unknown code is the default. Returns
    the language set."""
    global _current
    _current = code if code in _catalogues or code in LANGUAGES else DEFAULT
    return _current


@contextmanager
def using(code: str):
    """``code`` as the language inside a ``with`` block."""
    before = _current
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def pick(preferred) -> str:
    """The first of the browser's languages (``navigator.languages``:
    "fr-CA", "en-GB", …) that the app speaks; English if none."""
    for tag in preferred or ():
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def entry(key: str):
    """The entry ``key`` as it is, in the current language."""
    return catalogue(_current)[key]


def attributes(module: str):
    """A module's ``__getattr__`` that reads the catalogue: ``module.KEY``
    is ``entry("KEY")``, in the language of the moment (``words``,
    ``rulewords``, ``cards.words``, ``app.cardwords``)."""

    def __getattr__(name: str):
        try:
            return entry(name)
        except KeyError:
            raise AttributeError(f"module {module!r} has no attribute {name!r}") from None

    return __getattr__


#: The words French writes with an apostrophe before a vowel sound, and how.
ELIDED = {"de": "d'", "le": "l'", "la": "l'", "que": "qu'", "ne": "n'", "jusque": "jusqu'",
          "lorsque": "lorsqu'", "puisque": "puisqu'"}


def elide(word: str, name: str) -> str:
    """``word`` ("de", "que"…, a key of ``ELIDED``) before ``name``, a text
    known only when the sentence is filled in (a player's name), as French
    writes it: "de Basil", "d'Ada", "d'Émile", "qu'Ada". An H is taken as
    mute ("d'Hugo", "d'Hélène", the usual way with first names); a Y
    elides before a consonant ("d'Yves") but not before a vowel ("de
    Yann"). A name opening with anything but a letter (a digit, an emoji)
    or an empty one is not elided. Marks that only set the direction of
    the text (``words.isolated``) and the tags around a name written into
    HTML (``<bdi>``) are looked through."""
    shown = re.sub(r"^(<[^<>]*>)+", "", name)
    letters = [c for c in shown if unicodedata.category(c) != "Cf"]
    base = [unicodedata.normalize("NFD", c)[0].lower() for c in letters[:2]]
    vowel = bool(base) and (base[0] in "aeiouhæœαεηιουω" or (
        base[0] == "y" and len(base) > 1 and base[1].isalpha() and base[1] not in "aeiouy"))
    if not vowel:
        return f"{word} {name}"
    short = ELIDED[word.lower()]
    return (short[:1].upper() + short[1:] if word[:1].isupper() else short) + name


class _Filler(string.Formatter):
    """``str.format`` that also knows the spec ``{name:de}``: "de" (or
    another word of ``ELIDED``) before the value, elided when it should be
    (``elide``). French entries use it where a name follows such a word."""

    def format_field(self, value, format_spec):
        if format_spec.lower() in ELIDED:
            return elide(format_spec, format(value))
        return super().format_field(value, format_spec)


_FILLER = _Filler()
#: A field whose spec is a word of ``ELIDED``: ``{name:de}``, ``{name:De}``.
_ELIDING = re.compile(r"\{[^{}]*:(?:" + "|".join(ELIDED) + r")\}", re.IGNORECASE)
#: Whether each text filled so far has such a field (the texts are the
#: catalogues' entries, a bounded set).
_eliding: dict[str, bool] = {}


def fill(text: str, /, **values) -> str:
    """``text`` (an entry's) with its ``{placeholders}`` filled with
    ``values``: entries are filled through here, never with ``str.format``,
    which does not know ``{name:de}``. A text without such a field is
    filled by ``str.format`` itself, the same for every other field and
    several times faster than ``string.Formatter`` (a screen fills hundreds)."""
    eliding = _eliding.get(text)
    if eliding is None:
        eliding = _eliding[text] = _ELIDING.search(text) is not None
    return _FILLER.format(text, **values) if eliding else text.format(**values)


def t(key: str, **values) -> str:
    """The text ``key``, its ``{placeholders}`` filled with ``values``."""
    text = entry(key)
    return fill(text, **values) if values else text


def form(forms: tuple, n: int):
    """The form of ``forms`` (one, many) that goes with the number ``n``:
    English says "1 Stone, 0 Stones"; French "1 Pierre, 0 Pierre"."""
    catalogue(_current)
    zero_is_singular = _conventions[_current][0]
    return forms[0 if n == 1 or (n == 0 and zero_is_singular) else 1]


def plural(key: str, n: int, **values) -> str:
    """The entry ``key`` (one, many) for the number ``n``, with ``{n}``
    written the language's way: ``plural("STONES", 2)`` "2 Stones"."""
    return fill(form(entry(key), n), n=number(n), **values)


def number(x: float, decimals: int | None = None) -> str:
    """``x`` as the language writes numbers: 1,234.5 or 1 234,5."""
    text = f"{x:,.{decimals}f}" if decimals is not None else f"{x:,}"
    catalogue(_current)
    _, point, group = _conventions[_current]
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def join(items: list[str]) -> str:
    """Names in a sentence: "a", "a and b", "a, b and c" ("a, b et c")."""
    if len(items) <= 1:
        return "".join(items)
    return entry("LIST_SEPARATOR").join(items[:-1]) + entry("LIST_LAST") + items[-1]


def date(iso: str) -> str:
    """A moment written ``2026-11-23T01:32:04`` (a save's), the language's
    way: "23 Nov 2026, 01:32", "23 nov. 2026, 01:32"."""
    try:
        year, month, day = (int(part) for part in iso[:10].split("-"))
        clock = iso[11:16]
        name = entry("MONTHS")[month - 1]
    except (ValueError, IndexError):
        return iso[:16].replace("T", " ")
    return t("DATE", day=day, month=name, year=year, time=clock) if clock else f"{day} {name} {year}"


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text is filled with."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def words_of(language: str, prefix: str) -> dict[str, str]:
    """The texts whose key starts with ``prefix``, for the page's own
    JavaScript (the loading screen: scripts/build.py writes them in)."""
    return {k: v for k, v in catalogue(language).items() if k.startswith(prefix)}
