"""The card game's record (docs/cards-record-format.md): saved, loaded and
replayed to the same game; bad, damaged and newer records refused with a
sentence; over-large or over-deep text refused before parsing."""

from __future__ import annotations

import json
import random

import pytest

from akropolis.cards import record
from akropolis.cards.game import CardGame
from akropolis.cards.legal import random_action
from akropolis.cards.setup import CardOptions, Seat, new_setup
from akropolis.core.record import NewerRecord, RecordError


def played(options: CardOptions, seed: int, stop: int | None = None) -> CardGame:
    seats = tuple(Seat(f"Ada {i}", "random" if i else "human") for i in range(options.players))
    game = CardGame(new_setup(options, seed, seats))
    rng = random.Random(seed)
    while not game.is_over and (stop is None or len(game.history) < stop):
        game.play(random_action(game.view(game.current), rng))
    return game


def test_a_record_replays_to_the_same_game():
    game = played(CardOptions(4, advanced=True), 3)
    assert game.reshuffles and game.seizures
    text = record.dumps(game)
    data = json.loads(text)
    assert data["format"] == "akropolis-cards-game" and data["version"] == 1
    assert data["agora_order"] == list(game.setup.agora_order)
    assert data["reshuffles"] == [list(r) for r in game.reshuffles]
    again = record.loads(text)
    assert again.result() == game.result() and again.money == game.money
    assert again.piles == game.piles and again.history == game.history
    assert record.dumps(again) == text
    assert [s.name for s in again.setup.seats] == [f"Ada {i}" for i in range(4)]


def test_an_unfinished_game_is_saved_and_goes_on():
    game = played(CardOptions(3), 8, stop=150)
    again = record.loads(record.dumps(game))
    assert again.current == game.current and again.view(0) == game.view(0)
    rng = random.Random(1)
    while not again.is_over:
        again.play(random_action(again.view(again.current), rng))


def test_the_record_stores_the_shuffles_not_only_the_seed():
    """A record without a seed replays from its deck orders."""
    game = played(CardOptions(5), 6)
    data = record.to_record(game)
    data["seed"] = None
    assert record.from_record(data).result() == game.result()


def damaged(change) -> str:
    data = record.to_record(played(CardOptions(3, advanced=True), 4))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(format="akropolis-game"), "not a record of Acropolis, the card game"),
        (lambda d: d.update(version="1"), "version is missing"),
        (lambda d: d.update(version=0), "Unknown record version 0"),
        (lambda d: d.pop("seizures"), "field 'seizures' is missing from the record"),
        (lambda d: d.update(colour="red"), "Unknown field 'colour' in the record"),
        (lambda d: d["options"].update(players=7), "players must be 2 to 6"),
        (lambda d: d["options"].update(advanced="yes"), "advanced must be true or false"),
        (lambda d: d["players"].pop(), "list of 3 players"),
        (lambda d: d["players"][0].update(control="Bad Bot!"), "control must be"),
        (lambda d: d.update(first_citizen=3), "First Citizen must be a player from 1 to 3"),
        (lambda d: d["agora_order"].pop(), "48 cards"),
        (lambda d: d["agora_order"].__setitem__(0, "gold"), "list of goods"),
        (
            lambda d: (
                d["build_order"].__setitem__(0, "walls")
                if d["build_order"][0] != "walls"
                else d["build_order"].__setitem__(0, "arsenal")
            ),
            "each of the 15 buildings once",
        ),
        (
            lambda d: d["reshuffles"][0].reverse() or d["reshuffles"][0].pop(),
            "Reshuffle 1 does not hold",
        ),
        (lambda d: d["reshuffles"].append(["wine"]), "never met"),
        (
            lambda d: d["actions"].insert(0, {"do": "bid", "amount": 0}),
            "Action 1 is illegal: You cannot bid now",
        ),
        (lambda d: d["actions"].insert(0, {"do": "fly"}), "Action 1 is not an action"),
        (
            lambda d: d["actions"].insert(0, {"do": "offer", "to": 1, "give": [], "ask": 2}),
            "list of goods",
        ),
        (lambda d: d["actions"].insert(0, {"do": "pass", "x": 1}), "Unknown field 'x' in action 1"),
        (lambda d: d["actions"].append({"do": "pass"}), "after the end of the game"),
    ],
)
def test_damaged_records_are_refused_with_a_sentence(change, words):
    with pytest.raises(RecordError, match=words):
        record.loads(damaged(change))


def test_record_errors_count_players_from_1_and_finish_their_sentences():
    """Issue 45, F9: seats were counted from 0 (where actions, players and
    reshuffles are counted from 1), and a JSON error ended "(line 59,
    column 19: Unterminated string starting at)"."""
    # A 3-player game: its players are 1 to 3, so an offer to seat 3 (from
    # 0) is to a fourth player.
    forged = damaged(
        lambda d: d["actions"].insert(0, {"do": "offer", "to": 3, "give": [], "ask": []})
    )
    with pytest.raises(RecordError, match="There is no player 4 at this table"):
        record.loads(forged)
    with pytest.raises(RecordError) as refused:
        record.loads('{"format": "acropolis-cards", "seed": "never closed}')
    assert str(refused.value).endswith("a text that starts here is never closed).")
    with pytest.raises(RecordError) as refused:
        record.loads('{"a": 1,}')
    # Python 3.13 names the trailing comma; 3.11 expects a field name.
    assert str(refused.value).endswith(
        ("a field name in double quotes is expected).", "before the end of an object or a list).")
    )


def test_a_newer_record_says_so():
    text = damaged(lambda d: d.update(version=2))
    with pytest.raises(NewerRecord, match="newer version of the game"):
        record.loads(text)


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 5000 + "]" * 5000, "nested more than 20 deep"),
        ('{"format": "' + "x" * 1_100_000 + '"}', "too large"),
        ("{not json", "not valid JSON"),
        (b"\xff\xfe", "not text"),
        ("[]", "not a record"),
    ],
)
def test_bad_text_is_refused_before_it_is_parsed(text, words):
    with pytest.raises(RecordError, match=words):
        record.loads(text)
