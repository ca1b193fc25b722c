"""The new-game form as pure logic (akropolis/app/newgame.py): the choices it
shows and keeps, and the game it starts or the reason it refuses one."""

from __future__ import annotations

import json
import re

import pytest

from akropolis import i18n
from akropolis.app.newgame import (
    CONTROL,
    NAME_LENGTH,
    OPTIONS,
    PLAYERS,
    SEED_FORMAT,
    SEED_RANGE,
    Choices,
    Form,
    NewGame,
    Refusal,
    choices_of,
    clean_name,
    controls,
    long_game_refusal,
    read,
    seats_shown,
)
from akropolis.app.session import Session
from akropolis.app.views import tile_form_html
from akropolis.core.names import unprintable
from akropolis.rules import record
from akropolis.rules.record import ARCHITECT, HUMAN, Player
from akropolis.rules.solo import ARCHITECT_NAME, HIPPODAMOS, METAGENES

NAMES = ("Ada", "Basil", "Chloe", "Demetrios")


def form(players="2", level=HIPPODAMOS, long_game=False, variants=(), seed="", **seats) -> Form:
    return Form(
        players,
        level,
        long_game,
        frozenset(variants),
        seed,
        seats.get("names", NAMES),
        seats.get("controls", ("human", "medium", "medium", "medium")),
    )


# ------------------------------------------------------------ accepted
def test_a_two_player_game():
    game = read(form(seed="42"))
    assert isinstance(game, NewGame)
    assert game.options.players == 2 and game.options.solo is None
    assert game.players == (Player("Ada", HUMAN), Player("Basil", "medium"))
    assert game.seed == 42


def test_the_form_offers_four_levels_and_expert_plays_a_move():
    """Issue 15: the strongest level, `expert`, is offered after `hard`."""
    from akropolis.app.newgame import CONTROL_VALUES, controls

    assert CONTROL_VALUES[:5] == ("human", "easy", "medium", "hard", "expert")
    assert dict(controls())["expert"] == "Computer: expert"
    game = read(form(seed="7", controls=("expert", "human")))
    assert game.players == (Player("Ada", "expert"), Player("Basil", HUMAN))
    session = Session.new(game.options, game.players, "expert-game", seed=game.seed)
    assert session.computer_to_play
    move = session.computer_move()
    assert move in session.state.legal_moves()
    session.play_computer(move)
    assert session.human_to_play


def test_solo_seats_the_seats_control_and_the_architect():
    game = read(form("1", METAGENES, True, ["gardens"], controls=("human",) + ("hard",) * 3))
    assert game.options.solo == METAGENES and game.options.long_game
    assert game.options.variants == {"gardens"}
    assert game.players == (Player("Ada", HUMAN), Player(ARCHITECT_NAME, ARCHITECT))
    assert game.seed is None


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "greedy", "random"])
def test_a_computer_may_take_the_solo_seat_and_the_game_plays_itself(level):
    """Issue 48: the solo seat was always a person's, whatever it said."""
    game = read(form("1", HIPPODAMOS, seed="5", controls=(level, "human", "human", "human")))
    assert game.players == (Player("Ada", level), Player(ARCHITECT_NAME, ARCHITECT))
    session = Session.new(game.options, list(game.players), "solo-bot", seed=game.seed)
    assert session.computer_to_play and not session.human_to_play
    if level == "expert":
        return  # its plan, in solo with every variant or not, is measured elsewhere
    session.play_computer()  # the computer's tile, then the Architect's
    while session.computer_to_play and len(session.game.turns) < 4:
        session.play_computer()
    assert len(session.game.turns) >= 2 and not session.human_to_play


def test_blank_names_become_player_n_and_long_names_are_cut():
    game = read(form("3", names=("  ", "x" * 40, " Cy ", "")))
    assert [p.name for p in game.players] == ["Player 1", "x" * NAME_LENGTH, "Cy"]


@pytest.mark.parametrize(("text", "seed"), [(" 7 ", 7), ("0", 0), (str(2**53 - 1), 2**53 - 1)])
def test_seeds(text, seed):
    assert read(form(seed=text)).seed == seed


# ------------------------------------------------------------ refused
@pytest.mark.parametrize(
    ("fields", "code", "message"),
    [
        ({"players": "five"}, PLAYERS, "A game has 1 to 4 players."),
        ({"players": "0"}, PLAYERS, "A game has 1 to 4 players."),
        ({"players": "5"}, PLAYERS, "A game has 1 to 4 players."),
        (
            {"players": "1", "level": "pericles"},
            OPTIONS,
            "Unknown solo level 'pericles'; choose one of hippodamos, metagenes, callicrates.",
        ),
        (
            {"variants": ["castles"]},
            OPTIONS,
            "Unknown variant 'castles'; choose among houses, markets, barracks, temples, gardens.",
        ),
        (
            {"controls": ("human", "architect", "human", "human")},
            CONTROL,
            "Seat 2 has no player this version knows; choose one in its list.",
        ),
        (
            {"controls": ("nobody", "human", "human", "human")},
            CONTROL,
            "Seat 1 has no player this version knows; choose one in its list.",
        ),
        ({"seed": "12abc"}, SEED_FORMAT, "The seed must be a whole number."),
        ({"seed": "1.5"}, SEED_FORMAT, "The seed must be a whole number."),
        ({"seed": "-1"}, SEED_RANGE, "The seed must be a whole number below 9007199254740992."),
        (
            {"seed": str(2**53)},
            SEED_RANGE,
            "The seed must be a whole number below 9007199254740992.",
        ),
    ],
)
def test_every_refusal_has_a_code_and_a_reason(fields, code, message):
    seats = {k: fields.pop(k) for k in ("names", "controls") if k in fields}
    assert read(form(**fields, **seats)) == Refusal(code, message)


def test_the_choices_keep_what_was_typed_even_when_refused():
    given = form("4", METAGENES, True, ["houses"], "x", names=(" Zoé ", "", "Cy", "Di"))
    assert isinstance(read(given), Refusal)
    assert choices_of(given) == Choices(
        4,
        ("Zoé", "", "Cy", "Di"),
        ("human", "medium", "medium", "medium"),
        METAGENES,
        True,
        frozenset({"houses"}),
    )
    assert choices_of(form("many")).players == Choices().players


# ------------------------------------------------------------ choices
def test_choices_survive_a_round_trip_through_storage_text():
    choices = Choices(1, ("A", "B", "C", "D"), ("human",) * 4, METAGENES, True)
    assert Choices.from_text(choices.to_text()) == choices
    assert Choices.from_text(Choices().to_text()) == Choices()


@pytest.mark.parametrize(
    "text",
    [None, "", "not json", "[1, 2]", "null", '"text"', '{"players": "3"}', "{}", '{"x": 1}'],
)
def test_damaged_or_foreign_choices_give_the_defaults(text):
    assert Choices.from_text(text) == Choices()


def test_each_odd_choice_falls_back_on_its_own():
    text = json.dumps(
        {
            "players": True,  # not a count
            "names": ["Zoe", 5, "   ", "x" * 25, "extra"],
            "controls": ["hard", ["human"], "nobody"],
            "level": {"a": 1},
            "long": "yes",
            "variants": ["houses", "castles", 3, ["temples"]],
        }
    )
    choices = Choices.from_text(text)
    default = Choices()
    assert choices.players == default.players
    # A name too long is cut as the form cuts it.
    assert choices.names == ("Zoe", default.names[1], default.names[2], "x" * NAME_LENGTH)
    assert choices.controls == ("hard", default.controls[1], default.controls[2], "medium")
    assert choices.level == default.level and choices.long_game is False
    assert choices.variants == {"houses"}


# ------------------------------------------- names pasted with odd characters
PASTED = ("Ada\tLovelace", "\x85Basil\x7f  Bly", "Cy\r\n\x00Zoé", "\ud800\u2028 \x9f")


def test_control_characters_in_names_become_spaces_and_the_game_can_be_saved():
    game = read(form("4", names=PASTED))
    assert [p.name for p in game.players] == ["Ada Lovelace", "Basil Bly", "Cy Zoé", "Player 4"]
    # The record writer refused such names: the game was never saved.
    session = Session.new(game.options, list(game.players), "g", game.seed)
    state, players = record.loads(record.format_record(session.to_record()))
    assert [p.name for p in players] == ["Ada Lovelace", "Basil Bly", "Cy Zoé", "Player 4"]


def test_the_remembered_form_is_cleaned_the_same_way():
    shown = choices_of(form("4", names=PASTED))
    assert shown.names == ("Ada Lovelace", "Basil Bly", "Cy Zoé", "")
    kept = Choices.from_text(json.dumps({"names": list(PASTED)}))
    assert kept.names == ("Ada Lovelace", "Basil Bly", "Cy Zoé", Choices().names[3])
    # What the form shows next game starts a game that saves.
    game = read(form("4", names=kept.names))
    assert [p.name for p in game.players] == list(kept.names)


def test_a_cleaned_name_holds_nothing_the_record_refuses():
    every = "".join(map(chr, range(0x3000)))
    cleaned = clean_name(every, None)
    assert cleaned and not any(unprintable(c) for c in cleaned)
    assert "  " not in cleaned and cleaned == cleaned.strip()
    assert clean_name("  " + "y" * 23 + " z") == "y" * 23  # no space left at the cut


# --------------------------------------------- every field checked, not the HTML
@pytest.mark.parametrize("players", ["7", "+2", "0_2", "\u0662", "2.0", "", "-1", "1e0"])
def test_the_number_of_players_is_one_of_the_forms(players):
    assert read(form(players)) == Refusal(PLAYERS, "A game has 1 to 4 players.")


@pytest.mark.parametrize(
    ("seed", "code"),
    [
        ("1_000", SEED_FORMAT),
        ("\u0663", SEED_FORMAT),
        ("+5", SEED_FORMAT),
        ("5 5", SEED_FORMAT),
        ("--5", SEED_FORMAT),
        ("9" * 5000, SEED_RANGE),
    ],
)
def test_odd_seeds_are_refused(seed, code):
    assert read(form(seed=seed)).code == code


def test_choices_nested_too_deeply_give_the_defaults():
    assert Choices.from_text("[" * 7000) == Choices()
    assert Choices.from_text('{"names": ' + "[" * 7000 + "]" * 7000 + "}") == Choices()


def test_the_seats_shown_never_fail_on_an_edited_count():
    assert [seats_shown(t) for t in ("1", "3", " 4 ")] == [1, 3, 4]
    assert {seats_shown(t) for t in ("", "7", "none", "+2")} == {Choices().players}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_seats_choices_speak_a_players_words(language):
    """A person is called the same in both games' forms, and no choice is
    named with the arena's jargon ("greedy (baseline)")."""
    with i18n.using(language):
        labels = dict(controls())
        cards = i18n.entry("CARD_CONTROLS")
    assert labels[HUMAN] == cards["human"]
    for label in labels.values():
        assert not any(word in label.lower() for word in ("baseline", "référence", "greedy"))


@pytest.mark.parametrize(("players", "allowed"), [("1", True), ("2", True), ("3", True), ("4", False)])
def test_the_long_game_is_offered_only_where_start_can_play_it(players, allowed):
    """The form's long game box is disabled where the rules refuse it (its
    label says which counts it is for); ticked before the count changed, it
    never makes Start fail."""
    count = int(players)
    assert (long_game_refusal(count) is None) == allowed
    if not allowed:
        assert long_game_refusal(count) == "The long game is for 2 or 3 players."
        with i18n.using("fr"):
            assert long_game_refusal(count) == "La partie longue se joue à 2 ou 3 joueurs."
    html = tile_form_html(Choices(players=count, long_game=True))
    box = re.search(r'<input type="checkbox" name="long"[^>]*>\s*([^<]*)</label>', html)
    assert ("disabled" in box.group(0)) == (not allowed)
    assert 'data-counts="1 2 3"' in box.group(0)
    assert box.group(1).strip() == "Long game with all 61 tiles (2 or 3 players, or solo)"
    game = read(form(players=players, long_game=True))
    assert isinstance(game, NewGame)
    assert game.options.long_game == allowed
