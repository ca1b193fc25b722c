"""The words module: plurals, names, option descriptions, verdicts and the
rules' refusals, as every part of the program shows them."""

from __future__ import annotations

import inspect

import pytest

from akropolis import i18n, words
from akropolis.cli import english
from akropolis.core.refusal import Refusal, say
from akropolis.rules.game import GameState, Move, Options, new_game
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.tiles import DISTRICTS, PLAZA, QUARRY


@pytest.mark.parametrize(
    ("n", "text"), [(0, "0 Stones"), (1, "1 Stone"), (2, "2 Stones"), (11, "11 Stones")]
)
def test_stones(n, text):
    assert words.stones(n) == text


def test_quarries_and_moves():
    assert (words.quarries(1), words.quarries(3)) == ("1 Quarry", "3 Quarries")
    assert (words.moves(1), words.moves(0)) == ("1 move", "0 moves")


def test_every_hex_type_and_district_has_its_words():
    for district in DISTRICTS:
        assert words.NAMES[district] and words.PLURALS[district]
        assert words.NAMES[PLAZA[district]].endswith("Plaza")
    assert words.NAMES[QUARRY] == "Quarry"
    assert words.PLURALS["barracks"] == "Barracks"
    assert set(words.VARIANT_LABELS) == set(VARIANTS)


@pytest.mark.parametrize(
    ("items", "text"),
    [([], ""), (["Ada"], "Ada"), (["Ada", "Bo"], "Ada and Bo"), (["A", "B", "C"], "A, B and C")],
)
def test_join(items, text):
    assert words.join(items) == text


def test_options_in_a_line_and_in_full():
    assert words.options_summary(3, None, False, frozenset()) == "3 players"
    assert (
        words.options_summary(1, "callicrates", True, frozenset({"temples", "houses"}))
        == "Solo vs Callicrates, long game, variants: houses, temples"
    )
    assert (
        english.options_sentence(1, "metagenes", False, frozenset())
        == "solo against the Illustrious Architect (Metagenes), variants: none"
    )
    assert (
        english.options_sentence(2, None, True, frozenset({"gardens"}))
        == "2 players, long game, variants: gardens"
    )


@pytest.mark.parametrize(
    ("decided_by", "text"),
    [
        ("points", "Ada wins!"),
        ("stones", "Ada wins on the tie-break: equal points, more Stones."),
        ("tie", "Ada wins: a full tie goes to the Illustrious Architect."),
        ("shared", "Shared victory: Ada and Bo (equal points and Stones)."),
    ],
)
def test_verdicts(decided_by, text):
    assert words.verdict(decided_by, ["Ada", "Bo"] if decided_by == "shared" else ["Ada"]) == text


def test_a_turn_in_words():
    assert words.turn_done("Ada", 0, 0) == "Ada took tile 1 for free."
    assert words.turn_done("Bo", 2, 1) == "Bo took tile 3 for 2 Stones and gained 1 Stone from Quarries."


def test_the_rules_refusals_are_facts_said_by_words():
    state: GameState = new_game(Options(2), 1)
    assert state.cost_error(9) == Refusal.of("no_such_tile", position=9)
    assert say(state.cost_error(9)) == "There is no tile at position 10 in the Construction Site."
    # The first player has 1 Stone: the third tile costs 2.
    assert state.cost_error(2) == Refusal.of("tile_too_dear", position=2, have=1)
    assert say(state.cost_error(2)) == "Tile 3 costs 2 Stones; you have 1."
    assert say(Refusal.of("tile_too_dear", position=1, have=0)) == (
        "Tile 2 costs 1 Stone; with no Stones you can only take the first tile."
    )
    with i18n.using("fr"):
        assert say(state.cost_error(2)).startswith("La tuile 3 co")
    while not state.over:
        state.play(state.legal_moves()[0])
    assert say(state.move_error(Move(0))) == words.GAME_OVER


def assert_said_in_both_languages(sayers: dict, facts: dict) -> None:
    """Each code of ``sayers``, with the ``facts`` its sayer takes, is said
    in English and French: words, no code, no placeholder left."""
    for code, sayer in sayers.items():
        params = inspect.signature(sayer).parameters
        given = facts if any(p.kind is p.VAR_KEYWORD for p in params.values()) else params
        refusal = Refusal.of(code, **{n: facts[n] for n in given})
        for language in ("en", "fr"):
            with i18n.using(language):
                text = say(refusal)
            assert text and code not in text and "{" not in text, (code, language, text)


def test_every_refusal_of_the_tile_game_is_said_in_both_languages():
    facts = {"position": 2, "have": 1, "level": 2, "below": 1}
    assert_said_in_both_languages(words.REFUSALS, facts)


def test_names_that_could_reorder_a_sentence_are_isolated():
    assert words.isolated("Ann") == "Ann"
    assert words.isolated("Zoë-2") == "Zoë-2"
    for name in ("\u202eEve", "דנה", "\u2067x", "سارة"):
        assert words.isolated(name) == f"\u2068{name}\u2069"


def test_the_architects_tiles_are_counted_in_the_right_plural():
    from akropolis import i18n

    assert words.architect_holds(1) == "The Illustrious Architect holds 1 tile; see it in its card."
    assert words.architect_holds(3).startswith("The Illustrious Architect holds 3 tiles;")
    with i18n.using("fr"):
        assert words.architect_holds(1).startswith("L'Illustre Architecte a 1 tuile\u00a0;")


def test_every_refusal_of_the_card_game_is_said_in_both_languages():
    from akropolis.cards import words as card_words

    facts = {
        "action": "'x'", "doing": "offer", "phase": "auction", "seat": "9", "name": "Ada",
        "cards": ("wine", "wine"), "hand": ("fish",), "limit": 3, "amount": 3, "money": 2,
        "counts": 4, "high": 5, "building": "walls",
    }  # fmt: skip
    assert "game_over" not in card_words.REFUSALS  # said once, by the tile game's words
    assert_said_in_both_languages(card_words.REFUSALS, facts)
    assert say(Refusal.of("you_lack", cards=("wine", "wine"), hand=("fish",))) == (
        "You do not hold two Wine; your hand holds one Fish."
    )
