"""The save format (akropolis/record.py, docs/record-format.md): round trips,
and every kind of bad record refused with ``RecordError`` and a message that
names the problem, never another exception."""

from __future__ import annotations

import copy
import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from akropolis.bots import make_bot
from akropolis.rules import record
from akropolis.rules.game import GameState, Move, Options, new_game
from akropolis.rules.record import Player, RecordError, dumps, from_record, loads, to_record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.setup import default_players
from akropolis.rules.solo import LEVELS


def play(options: Options, seed: int = 1, moves: int | None = None) -> GameState:
    """A game of random bots: ``moves`` moves, or to the end."""
    state = new_game(options, seed)
    bot = make_bot("random", seed)
    while not state.over and (moves is None or len(state.history) < moves):
        state.play(bot.choose(state))
    return state


def assert_same_game(a: GameState, b: GameState) -> None:
    """The same game, whoever sits at its seats."""
    assert (a.options, a.setup.tile_order, a.setup.seed) == (
        b.options,
        b.setup.tile_order,
        b.setup.seed,
    )
    assert a.history == b.history
    assert a.site == b.site
    assert a.stacks_used == b.stacks_used
    assert a.stones == b.stones
    assert a.pile == b.pile
    assert (a.chief, a.current, a.round, a.over) == (b.chief, b.current, b.round, b.over)
    assert (a.paid_to_reserve, a.gained_from_quarries) == (
        b.paid_to_reserve,
        b.gained_from_quarries,
    )
    for ca, cb in zip(a.cities, b.cities, strict=True):
        if ca is None:
            assert cb is None
        else:
            assert (ca.height, ca.top, ca.tile_of, ca.placed) == (
                cb.height,
                cb.top,
                cb.tile_of,
                cb.placed,
            )
    assert a.scores() == b.scores()
    assert a.result() == b.result()
    assert a.legal_moves() == b.legal_moves()


OPTIONS = [
    Options(2),
    Options(3),
    Options(4),
    Options(2, long_game=True),
    Options(3, long_game=True),
    Options(2, variants=frozenset(VARIANTS)),
    Options(4, variants=frozenset({"markets", "temples"})),
    *(Options(1, solo=level) for level in LEVELS),
    Options(1, long_game=True, variants=frozenset({"houses", "gardens"}), solo="callicrates"),
]


def option_id(o: Options) -> str:
    return f"{o.players}p{'-long' if o.long_game else ''}-{o.solo or ''}-{len(o.variants)}v"


# --------------------------------------------------------------- round trips
@pytest.mark.parametrize("options", OPTIONS, ids=option_id)
@pytest.mark.parametrize("moves", [0, 7, None], ids=["start", "unfinished", "finished"])
def test_round_trip(options, moves):
    state = play(options, seed=11, moves=moves)
    assert state.over == (moves is None)
    text = dumps(state)
    loaded, players = loads(text)
    assert_same_game(state, loaded)
    assert players == default_players(options)
    # Writing the loaded game again gives the same record, byte for byte.
    assert dumps(loaded, players) == text
    # The dict form survives plain JSON too.
    data = json.loads(json.dumps(to_record(state)))
    again, _ = from_record(data)
    assert_same_game(state, again)


def test_record_shape():
    options = Options(1, variants=frozenset({"gardens", "houses"}), solo="metagenes")
    state = play(options, seed=3, moves=6)
    players = [Player("Ada"), Player("Illustrious Architect", "architect")]
    data = to_record(state, players, saved_at="2024-05-01T10:00:00+00:00")
    assert data == {
        "format": "akropolis-game",
        "version": 1,
        "seed": 3,
        "options": {
            "players": 1,
            "long_game": False,
            "variants": ["houses", "gardens"],
            "solo": "metagenes",
        },
        "players": [
            {"name": "Ada", "control": "human"},
            {"name": "Illustrious Architect", "control": "architect"},
        ],
        "tile_order": list(state.setup.tile_order),
        "moves": [m.to_dict() for m in state.history],
        "saved_at": "2024-05-01T10:00:00+00:00",
    }
    # The Illustrious Architect's moves carry no placement.
    assert all(set(m) == {"tile"} for m in data["moves"][1::2])
    assert all(len(m) == 5 for m in data["moves"][0::2])
    assert json.loads(record.format_record(data)) == data


def test_players_and_saved_at_round_trip():
    from datetime import UTC, datetime

    state = play(Options(3), moves=5)
    players = [Player("Ada"), Player("Bö ☃", "greedy"), {"name": "Cy", "control": "mcts-2"}]
    when = datetime(2024, 5, 1, 10, 0, tzinfo=UTC)
    text = dumps(state, players, saved_at=when)
    loaded, back = loads(text.encode("utf-8"))
    assert back == (Player("Ada"), Player("Bö ☃", "greedy"), Player("Cy", "mcts-2"))
    assert back[1].is_bot and not back[0].is_bot
    assert json.loads(text)["saved_at"] == "2024-05-01T10:00:00+00:00"
    assert_same_game(state, loaded)


def test_record_without_seed_loads():
    state = play(Options(2), moves=4)
    data = to_record(state)
    data["seed"] = None
    loaded, _ = from_record(data)
    assert loaded.history == state.history


@pytest.mark.parametrize(
    "players, message",
    [
        ([Player("Ada")], "lists 1 player for a game of 2"),
        ([Player("Ada"), Player("")], "name must have 1 to"),
        ([Player("Ada"), Player("Bot", "Deep Blue")], "control must be"),
    ],
)
def test_to_record_refuses_players_that_would_not_load(players, message):
    with pytest.raises(RecordError, match=message):
        to_record(play(Options(2), moves=2), players)


# --------------------------------------------------------------- bad records
@pytest.fixture(scope="module")
def finished() -> dict:
    return to_record(play(Options(2), seed=5))


@pytest.fixture(scope="module")
def solo_record() -> dict:
    return to_record(play(Options(1, solo="hippodamos"), seed=5, moves=6))


def refused(data, *fragments: str) -> str:
    with pytest.raises(RecordError) as info:
        from_record(data)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def changed(base: dict, path: tuple, value) -> dict:
    data = copy.deepcopy(base)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def without(base: dict, path: tuple) -> dict:
    data = copy.deepcopy(base)
    target = data
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return data


@pytest.mark.parametrize("data", [None, [], [1, 2], "akropolis-game", 3, 2.5, True, {}])
def test_not_a_record(data):
    refused(data, "not an Akropolis game record")


@pytest.mark.parametrize(
    "marker", ["akropolis-save", None, 1, ["akropolis-game"], "AKROPOLIS-GAME"]
)
def test_wrong_format_marker(finished, marker):
    refused(changed(finished, ("format",), marker), "not an Akropolis game record")
    refused(without(finished, ("format",)), "not an Akropolis game record")


def test_newer_version(finished):
    refused(changed(finished, ("version",), 2), "newer version of the game", "Update")
    refused(changed(finished, ("version",), 99), "newer version")


@pytest.mark.parametrize("version", [0, -1])
def test_older_unknown_version(finished, version):
    refused(changed(finished, ("version",), version), "Unknown record version")


@pytest.mark.parametrize("version", [True, "1", 1.0, None, [1]])
def test_version_of_wrong_type(finished, version):
    refused(changed(finished, ("version",), version), "version")
    refused(without(finished, ("version",)), "version")


@pytest.mark.parametrize(
    "field", ["seed", "options", "players", "tile_order", "moves"], ids=lambda f: f
)
def test_missing_field(finished, field):
    refused(without(finished, (field,)), f"The field {field!r} is missing from the record.")


def test_unknown_field(finished):
    refused(changed(finished, ("winner",), 0), "Unknown field 'winner' in the record.")


@pytest.mark.parametrize(
    "seed, what", [("7", "text"), (True, "true/false"), (1.5, "decimal"), (2**60, "too large")]
)
def test_bad_seed(finished, seed, what):
    refused(changed(finished, ("seed",), seed), "seed", what)


@pytest.mark.parametrize("value", ["yesterday", 20240501, "", "x" * 100])
def test_bad_saved_at(finished, value):
    refused(changed(finished, ("saved_at",), value), "saved_at")


@pytest.mark.parametrize(
    "path, value, fragments",
    [
        (("options",), [2, False], ["options", "a list"]),
        (("options",), None, ["options", "null"]),
        (("options", "players"), True, ["number of players", "true/false"]),
        (("options", "players"), "2", ["number of players", "text"]),
        (("options", "players"), 2.0, ["number of players", "decimal"]),
        (("options", "players"), 5, ["1 to 4 players"]),
        (("options", "players"), 0, ["1 to 4 players"]),
        (("options", "players"), 10**30, ["number of players", "too large"]),
        (("options", "long_game"), 0, ["long game", "whole number"]),
        (("options", "long_game"), None, ["long game", "null"]),
        (("options", "variants"), "houses", ["variants"]),
        (("options", "variants"), [1], ["variants"]),
        (("options", "variants"), ["houses", "houses"], ["variant twice"]),
        (("options", "variants"), ["hoses"], ["Unknown variant 'hoses'"]),
        (("options", "solo"), "easy", ["Unknown solo level 'easy'"]),
        (("options", "solo"), 1, ["solo level", "whole number"]),
        (("options", "solo"), "metagenes", ["Solo mode is for 1 player"]),
        (("options", "rules"), "bga", ["Unknown field 'rules' in the record's options."]),
    ],
)
def test_bad_options(finished, path, value, fragments):
    refused(changed(finished, path, value), *fragments)


def test_missing_option(finished):
    for key in ("players", "long_game", "variants", "solo"):
        refused(without(finished, ("options", key)), "options", repr(key))


def test_long_game_with_four_players():
    data = to_record(play(Options(4), moves=0))
    data["options"]["long_game"] = True
    refused(data, "long game is for 2 or 3 players")


def test_solo_without_level(solo_record):
    refused(changed(solo_record, ("options", "solo"), None), "Solo mode is for 1 player")


@pytest.mark.parametrize(
    "mutate, fragments",
    [
        (lambda order: order[:-1], ["tile order", "each of the 37 tiles"]),
        (lambda order: order + [order[0]], ["tile order", "exactly once"]),
        (lambda order: [order[1], *order[1:]], ["tile order", "exactly once"]),
        (lambda order: order[:-1] + [99], ["tile order"]),
        (lambda order: order[:-1] + [0], ["tile order"]),
        (lambda order: order + [38, 39], ["tile order"]),
        (lambda order: order[:-1] + [True], ["tile order", "true/false"]),
        (lambda order: order[:-1] + ["5"], ["tile order", "text"]),
        (lambda order: order[:-1] + [None], ["tile order", "null"]),
        (lambda order: order[:-1] + [2**64], ["tile order", "too large"]),
        (lambda order: order[:-1] + [5.0], ["tile order", "decimal"]),
        (lambda order: {"tiles": order}, ["tile order", "an object"]),
        (lambda order: ",".join(map(str, order)), ["tile order", "text"]),
    ],
)
def test_bad_tile_order(finished, mutate, fragments):
    refused(changed(finished, ("tile_order",), mutate(list(finished["tile_order"]))), *fragments)


def test_tile_order_of_another_player_count():
    three = to_record(play(Options(3), moves=0))
    two = to_record(play(Options(2), moves=0))
    refused(changed(two, ("tile_order",), three["tile_order"]), "each of the 37 tiles")
    refused(changed(three, ("tile_order",), two["tile_order"]), "each of the 49 tiles")
    # The long game uses all 61 tiles, whatever the player count.
    long = to_record(play(Options(2, long_game=True), moves=0))
    refused(changed(two, ("tile_order",), long["tile_order"]), "each of the 37 tiles")
    refused(changed(long, ("tile_order",), two["tile_order"]), "each of the 61 tiles")


@pytest.mark.parametrize(
    "players, fragments",
    [
        ([{"name": "Ada", "control": "human"}], ["lists 1 player for a game of 2"]),
        ([{"name": f"P{i}", "control": "human"} for i in range(3)], ["lists 3 players"]),
        ([], ["lists 0 players"]),
        ({"name": "Ada"}, ["players", "an object"]),
        (None, ["players", "null"]),
        ([{"name": "Ada", "control": "human"}, "Bob"], ["Player 2", "text"]),
        (
            [{"name": "Ada", "control": "human"}, {"name": 7, "control": "human"}],
            ["Player 2's name"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "", "control": "human"}],
            ["Player 2's name"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "x" * 101, "control": "human"}],
            ["Player 2's name", "1 to 100"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bo\nb", "control": "human"}],
            ["Player 2's name", "control characters"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bo\udc80", "control": "human"}],
            ["Player 2's name", "broken text"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bob"}],
            ["The field 'control' is missing from player 2."],
        ),
        (
            [{"control": "human"}, {"name": "Bob", "control": "human"}],
            ["The field 'name' is missing from player 1."],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bob", "control": "Greedy!"}],
            ["Player 2's control must be"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bob", "control": None}],
            ["Player 2's control", "null"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bob", "control": "architect"}],
            ["Player 2 cannot be the Illustrious Architect"],
        ),
        (
            [{"name": "Ada", "control": "human"}, {"name": "Bob", "control": "human", "age": 3}],
            ["Unknown field 'age' in player 2."],
        ),
    ],
)
def test_bad_players(finished, players, fragments):
    refused(changed(finished, ("players",), players), *fragments)


def test_future_bot_names_load(finished):
    data = changed(finished, ("players", 1, "control"), "mcts_v2-deep")
    _, players = from_record(data)
    assert players[1].control == "mcts_v2-deep"


def test_solo_players(solo_record):
    refused(
        changed(solo_record, ("players", 1, "control"), "human"),
        "must be the Illustrious Architect",
    )
    refused(changed(solo_record, ("players", 0, "control"), "architect"), "Player 1 cannot be")
    refused(
        changed(solo_record, ("players",), solo_record["players"][:1]), "the Illustrious Architect"
    )


@pytest.mark.parametrize(
    "move, fragments",
    [
        ([0, 1, 0, 2, 1], ["Move 3", "a list"]),
        (None, ["Move 3", "null"]),
        ({}, ["Move 3 has no tile"]),
        ({"q": 1, "r": 0, "rotation": 0, "level": 1}, ["Move 3 has no tile"]),
        (
            {"tile": True, "q": 1, "r": 0, "rotation": 0, "level": 1},
            ["Move 3's tile", "true/false"],
        ),
        ({"tile": 0, "q": "1", "r": 0, "rotation": 0, "level": 1}, ["Move 3's q", "text"]),
        ({"tile": 0, "q": 1, "r": 0.0, "rotation": 0, "level": 1}, ["Move 3's r", "decimal"]),
        ({"tile": 0, "q": 1, "r": 0, "rotation": False, "level": 1}, ["Move 3's rotation"]),
        ({"tile": 0, "q": 1, "r": 0, "rotation": 0, "level": None}, ["Move 3's level", "null"]),
        ({"tile": 0, "q": 2**70, "r": 0, "rotation": 0, "level": 1}, ["Move 3's q", "too large"]),
        ({"tile": 0, "q": 1, "r": 0}, ["Move 3 is missing its rotation"]),
        ({"tile": 0, "level": 1}, ["Move 3 is missing its q"]),
        (
            {"tile": 0, "q": 1, "r": 0, "rotation": 0, "level": 1, "s": -1},
            ["Unknown field 's' in move 3."],
        ),
        ({"tile": 0}, ["Move 3 is illegal", "Say where to place the tile"]),
        ({"tile": 0, "q": 1, "r": 0, "rotation": 6, "level": 1}, ["Move 3 is illegal", "rotation"]),
        (
            {"tile": 0, "q": 1, "r": 0, "rotation": -1, "level": 1},
            ["Move 3 is illegal", "rotation"],
        ),
        ({"tile": 0, "q": 1, "r": 0, "rotation": 0, "level": 0}, ["Move 3 is illegal", "level"]),
        ({"tile": 0, "q": 9, "r": 9, "rotation": 0, "level": 1}, ["Move 3 is illegal", "touch"]),
        ({"tile": 0, "q": 0, "r": 0, "rotation": 0, "level": 1}, ["Move 3 is illegal", "empty"]),
        ({"tile": 0, "q": 0, "r": 0, "rotation": 0, "level": 7}, ["Move 3 is illegal", "level 6"]),
        ({"tile": 9, "q": 1, "r": 0, "rotation": 0, "level": 1}, ["Move 3 is illegal", "no tile"]),
        ({"tile": -1, "q": 1, "r": 0, "rotation": 0, "level": 1}, ["Move 3 is illegal", "no tile"]),
    ],
)
def test_bad_move(finished, move, fragments):
    refused(changed(finished, ("moves", 2), move), *fragments)


def test_moves_not_a_list(finished):
    refused(changed(finished, ("moves",), {"0": {"tile": 0}}), "moves", "an object")
    refused(changed(finished, ("moves",), None), "moves", "null")


def first_unaffordable(data: dict) -> tuple[int, int]:
    """The first move at which the player could not pay for a tile of the
    site, and their Stones then."""
    state, _ = from_record(changed(data, ("moves",), []))
    for k, item in enumerate(data["moves"]):
        stones = state.stones[state.current]
        if stones + 1 < len(state.site):
            return k, stones
        state.play(Move(**_move_args(item)))
    pytest.fail("no turn with an unaffordable tile")


def test_move_too_expensive_at_index_k(finished):
    k, stones = first_unaffordable(finished)
    bad = dict(finished["moves"][k], tile=stones + 1)
    message = refused(changed(finished, ("moves", k), bad), f"Move {k + 1} is illegal")
    assert f"Tile {stones + 2} costs {stones + 1} Stone" in message
    assert (f"you have {stones}." in message) or ("with no Stones" in message)


def _move_args(item: dict) -> dict:
    return {
        "tile": item["tile"],
        "anchor": (item["q"], item["r"]),
        "rotation": item["rotation"],
        "level": item["level"],
    }


def test_illegal_move_at_every_index_is_named(finished):
    for k in (0, 1, 17, len(finished["moves"]) - 1):
        move = dict(finished["moves"][k], level=5)
        refused(changed(finished, ("moves", k), move), f"Move {k + 1} is illegal", "level 5")


def test_move_after_the_game_is_over(finished):
    data = copy.deepcopy(finished)
    data["moves"].append({"tile": 0, "q": 5, "r": 5, "rotation": 0, "level": 1})
    n = len(finished["moves"])
    refused(data, f"Move {n + 1} comes after the end of the game", f"after move {n}")


def test_architect_moves(solo_record):
    # The Illustrious Architect does not build, and takes the tile it must.
    refused(
        changed(solo_record, ("moves", 1), {"tile": 0, "q": 1, "r": 0, "rotation": 0, "level": 1}),
        "Move 2 is illegal",
        "Illustrious Architect",
    )
    forced = solo_record["moves"][1]["tile"]
    other = 1 if forced == 0 else 0
    refused(changed(solo_record, ("moves", 1), {"tile": other}), "Move 2 is illegal", "takes tile")


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        ("{'format': 1}", "not valid JSON"),
        ('{"format": NaN}', "NaN"),
        ('{"seed": Infinity}', "Infinity"),
        ("1" * 5000, "not an Akropolis game record"),  # valid JSON, too long a number
        ("[" * 100_000 + "]" * 100_000, "not"),
        ("[]", "not an Akropolis game record"),
        ("null", "not an Akropolis game record"),
        ('"akropolis-game"', "not an Akropolis game record"),
    ],
)
def test_loads_bad_text(text, fragment):
    with pytest.raises(RecordError, match=fragment):
        loads(text)


def test_loads_bad_bytes_and_types():
    with pytest.raises(RecordError, match="not UTF-8"):
        loads(b"\xff\xfe{}")
    with pytest.raises(RecordError, match="not text"):
        loads(None)  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="not text"):
        loads(["{}"])  # type: ignore[arg-type]


def test_record_error_is_a_value_error():
    assert issubclass(RecordError, ValueError)


# ------------------------------------------------------ property: only RecordError
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-3, max_value=8)
    | st.floats()
    | st.text(max_size=8)
    | st.sampled_from(["akropolis-game", "human", "architect", "greedy", "houses", "metagenes"]),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.text(max_size=6) | st.sampled_from(["tile", "q", "r", "level", "name"]),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)

BASES = [
    to_record(play(Options(2), seed=2)),
    to_record(play(Options(1, solo="callicrates"), seed=2, moves=9)),
    to_record(play(Options(3, variants=frozenset({"houses"})), seed=2, moves=12)),
]


def only_record_errors(data) -> None:
    try:
        from_record(data)
    except RecordError as error:
        assert str(error)
        assert "Traceback" not in str(error)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_arbitrary_json_raises_only_record_error(value):
    only_record_errors(value)
    if isinstance(value, dict):
        only_record_errors({"format": "akropolis-game", "version": 1, **value})


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_records_raise_only_record_error(data):
    base = copy.deepcopy(data.draw(st.sampled_from(BASES)))
    # Walk down to a random container, then replace, delete or add an entry.
    target = base
    while True:
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = target[key]
        if isinstance(child, (dict, list)) and child and data.draw(st.booleans()):
            target = child
            continue
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            target[key] = data.draw(json_values)
        elif action == "delete":
            del target[key]
        elif isinstance(target, dict):
            target[data.draw(st.text(max_size=6))] = data.draw(json_values)
        else:
            target.insert(key, data.draw(json_values))
        break
    only_record_errors(base)
    try:
        text = json.dumps(base)
    except (TypeError, ValueError):
        return
    try:
        loads(text)
    except RecordError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=50) | st.binary(max_size=50))
def test_arbitrary_text_raises_only_record_error(text):
    with pytest.raises(RecordError):
        loads(text)


def test_the_documented_example_loads():
    import pathlib
    import re

    doc = pathlib.Path(__file__).resolve().parents[2] / "docs" / "record-format.md"
    example = re.search(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S).group(1)
    state, players = loads(example)
    assert [p.name for p in players] == ["Ada", "Illustrious Architect"]
    assert (len(state.history), state.round, state.current) == (5, 2, 1)
    assert state.options == Options(1, variants=frozenset({"houses"}), solo="metagenes")
    # The example is in the layout dumps writes.
    assert dumps(state, players, saved_at="2025-03-14T09:26:53+00:00") == example


# ------------------------------------------- seeds too long, byte order marks
LONG = "9" * 5000  # more digits than Python converts without being asked


def test_a_seed_of_5000_digits_in_the_text_is_refused_plainly(finished):
    text = json.dumps(finished).replace(f'"seed": {finished["seed"]}', f'"seed": {LONG}')
    assert LONG in text
    for data in (text, text.encode("utf-8"), text.replace(LONG, "-" + LONG)):
        with pytest.raises(RecordError) as info:
            loads(data)
        message = str(info.value)
        assert message.startswith("The record's seed is a number too large"), message
        assert f"between -{record.MAX_INT} and {record.MAX_INT}" in message
        assert "set_int_max_str_digits" not in message and len(message) < 200


def test_a_seed_of_5000_digits_in_a_record_is_refused_plainly(finished):
    message = refused(changed(finished, ("seed",), 10**5000), "seed", "too large")
    assert f"between -{record.MAX_INT} and {record.MAX_INT}" in message
    assert len(message) < 200
    state = play(Options(2), moves=1)
    state.setup = dataclasses.replace(state.setup, seed=10**5000)
    with pytest.raises(RecordError, match=f"between -{record.MAX_INT} and {record.MAX_INT}"):
        to_record(state)


def test_other_numbers_of_5000_digits_name_their_field(finished):
    text = json.dumps(changed(finished, ("moves", 2, "q"), 0)).replace('"q": 0', f'"q": -{LONG}', 1)
    with pytest.raises(RecordError, match="Move 3's q is a number too large"):
        loads(text)


def test_one_byte_order_mark_is_dropped(finished):
    text = dumps(loads(json.dumps(finished))[0])
    for data in ("\ufeff" + text, b"\xef\xbb\xbf" + text.encode("utf-8")):
        assert record.parse(data) == json.loads(text)
        assert dumps(loads(data)[0]) == text
    with pytest.raises(RecordError, match="not valid JSON"):
        loads("\ufeff\ufeff" + text)


def test_a_record_s_odd_values_are_quoted_short_and_counted_as_players_count():
    """Issue 45's last sweep: an unknown variant 5,000 characters long was
    quoted whole in the import's message, and a move at tile position -1
    was "no tile at position 0"."""
    from akropolis import words
    from akropolis.rules.setup import Options

    with pytest.raises(ValueError) as refused:
        Options(2, variants=frozenset({"<b>x</b>\u202e\x07" + "V" * 5000}))
    problem = str(refused.value)
    assert len(problem) < 200 and "\x07" not in problem and "\u202e" not in problem
    assert words.no_such_tile(-1) == "There is no tile -1 in the Construction Site."
    assert words.no_such_tile(0) == "There is no tile at position 1 in the Construction Site."
