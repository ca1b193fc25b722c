"""French grammar the catalogue cannot show by itself: "de", "le", "que"…
before a vowel are elided ("d'Ada"), even before a name known only when
the sentence is filled in (``i18n.elide``, the spec ``{name:de}``); a
negation turns "un" into "de" ("pas d'Esclave"); a seat is not a "Place"
(the game's Plaza) and the seed is not a "graine"."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from akropolis import i18n
from akropolis.cards import words as card_words

AKROPOLIS = Path(__file__).resolve().parents[2] / "akropolis"
#: The words French elides, as a pattern (not after a hyphen: "tournez-la et").
ELIDING = r"(?<![\w'\-])(?:de|le|la|que|ne|jusque|lorsque|puisque)"
#: Placeholders always filled with a number written in digits: "de 3", never elided.
NUMBERS = {"n", "mb", "limit", "count", "size", "low", "high", "amount", "rounds", "total", "value"}


def texts(value):
    """Each text of an entry, however nested."""
    if isinstance(value, str):
        yield value
    else:
        for v in value.values() if isinstance(value, dict) else value:
            yield from texts(v)


def french() -> list[tuple[str, str]]:
    """Every French text, with its key."""
    return [(key, text) for key, value in i18n.catalogue("fr").items() for text in texts(value)]


@pytest.mark.parametrize(("name", "said"), [
    ("Ada", "d'Ada"), ("Émile", "d'Émile"), ("Œdipe", "d'Œdipe"), ("Basil", "de Basil"),
    # A mute h, as with most first names ("d'Hugo", "d'Hélène").
    ("Hugo", "d'Hugo"), ("hélène", "d'hélène"),
    # Y: a vowel before a consonant, a consonant before a vowel.
    ("Yves", "d'Yves"), ("Yann", "de Yann"), ("Y", "de Y"),
    ("42", "de 42"), ("🦉", "de 🦉"), ("", "de "), ("l'Illustre Architecte", "de l'Illustre Architecte"),
    # Direction marks (words.isolated) and the <bdi> of a name in HTML are looked through.
    ("\u2068Ada\u2069", "d'\u2068Ada\u2069"), ("<bdi>Ada</bdi>", "d'<bdi>Ada</bdi>"),
])  # fmt: skip
def test_de_before_a_name_is_elided_before_a_vowel(name, said):
    assert i18n.elide("de", name) == said


def test_each_eliding_word_and_a_capital():
    assert [i18n.elide(w, "Ada") for w in ("que", "le", "la", "ne", "jusque")] == [
        "qu'Ada", "l'Ada", "l'Ada", "n'Ada", "jusqu'Ada",
    ]
    assert i18n.fill("{name:De} x", name="Ada") == "D'Ada x"
    assert i18n.fill("Cité {name:de}", name="Basil") == "Cité de Basil"


def test_the_city_of_a_name_opening_with_a_vowel():
    with i18n.using("fr"):
        assert i18n.t("CITY_OF", name="Ada") == "Cité d'Ada"
        assert i18n.t("CITY_OF", name="Basil") == "Cité de Basil"
        assert i18n.t("CARD_OFFER_MADE", giver="Émile", give="x", ask="y").startswith("Offre d'Émile")
    with i18n.using("en"):
        assert i18n.t("CITY_OF", name="Ada") == "Ada's city"


def test_no_word_before_a_vowel_is_left_unelided():
    """"de Akropolis", "le avis", "que il": written as French writes them.
    (An h is not checked here: "le hameau" keeps its "le".)"""
    wrong = [
        (key, text) for key, text in french()
        if re.search(ELIDING + r" [aeiouyàâäéèêëîïôöûùüœæ]", text, re.IGNORECASE)
    ]
    assert wrong == []


def test_every_name_after_such_a_word_is_elided_when_filled_in():
    """A placeholder after "de", "que"… is a name unless it is a number:
    it must be written ``{name:de}`` (``i18n.elide``), never "de {name}"."""
    wrong = [
        (key, text) for key, text in french()
        for name in re.findall(ELIDING + r" \{(\w+)[^}]*\}", text, re.IGNORECASE)
        if name not in NUMBERS
    ]
    assert wrong == []


def test_a_negation_says_de_not_un():
    """"Vous n'avez pas un Esclave" is not French: "pas d'Esclave". After
    "être" ("ce n'est pas une partie") or in a contrast (", pas une liste"),
    "un" stays."""
    wrong = [
        (key, text) for key, text in french()
        if re.search(r"(?<!n'est )(?<!sont )(?<!, )pas (?:un|une)\b", text)
    ]
    assert wrong == []
    with i18n.using("fr"):
        said = card_words.you_lack(("slaves",), ("fish",))
        assert said.startswith("Vous n'avez pas d'Esclave en main")
        said = card_words.you_lack(("slaves", "wine", "wine", "oil"), ())
        assert said.startswith("Vous n'avez pas d'Esclave, deux Vins ni d'Huile en main")
    with i18n.using("en"):
        assert card_words.you_lack(("slaves",), ()).startswith("You do not hold one Slave;")


def test_every_french_text_fills_in():
    """Every placeholder spec is one ``i18n.fill`` knows."""
    for _, text in french():
        names = {n for _, n, _, _ in string.Formatter().parse(text) if n}
        i18n.fill(text, **{n: "Ada" for n in names})


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_text_fills_in_as_the_formatter_fills_it(language):
    """``i18n.fill`` leaves the texts without ``{name:de}`` to ``str.format``
    (faster): every text of each language comes out the same as through the
    formatter that knows ``{name:de}``, whose texts still go through it."""
    eliding = 0
    for value in i18n.catalogue(language).values():
        for text in texts(value):
            fields = [(n, spec) for _, n, spec, _ in string.Formatter().parse(text) if n]
            values = {n: "Ada" if spec.lower() in i18n.ELIDED else 1234 for n, spec in fields}
            assert i18n.fill(text, **values) == i18n._FILLER.format(text, **values), text
            eliding += any(spec.lower() in i18n.ELIDED for _, spec in fields)
    assert (eliding > 0) == (language == "fr")


def test_an_elided_entry_is_never_filled_by_str_format():
    """``str.format`` does not know ``{name:de}``: such an entry is filled
    by ``i18n.t``/``i18n.fill`` only."""
    elided = {key for key, text in french() if re.search(r"\{\w+:[a-zA-Z]+\}", text)}
    assert elided
    wrong = [
        f"{path.name}: {line.strip()}"
        for path in AKROPOLIS.rglob("*.py") if "i18n" not in path.parts
        for line in path.read_text(encoding="utf-8").splitlines()
        if ".format(" in line and any(f'"{key}"' in line or f".{key}." in line for key in elided)
    ]
    assert wrong == []


def test_a_seat_is_not_a_plaza_and_the_seed_is_not_a_graine():
    """"Place" is the game's Plaza: a seat is "Joueur 1"; a seed is the
    game's number."""
    with i18n.using("fr"):
        assert i18n.t("FORM_SEAT", n=1) == "Joueur 1"
        assert i18n.t("FORM_SEED").startswith("Numéro de partie")
    assert [k for k, text in french() if re.search(r"graine|\bplaces? \{", text, re.IGNORECASE)] == []


def test_resuming_a_saved_game_is_not_taking_a_move_back():
    """"Reprendre" is the table's Undo (taking a move back): a saved game
    is resumed with another word (a newcomer read one for the other)."""
    with i18n.using("fr"):
        resume, undo = i18n.t("RESUME"), i18n.t("TABLE_UNDO")
    assert undo == "Reprendre"
    assert resume != undo and "reprendre" not in resume.lower()
