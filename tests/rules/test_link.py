"""A game in a link (akropolis/core/link.py, akropolis/rules/link.py,
docs/link-format.md): any record goes into a link and comes back the same
game; finished games of the largest sizes fit in 2,000 characters; a
damaged, cut short, forged, over-long or newer link is refused with
``LinkError`` and a sentence, never another exception."""

from __future__ import annotations

import base64
import binascii
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from akropolis import i18n
from akropolis.bots import make_bot
from akropolis.core import link
from akropolis.core.names import unprintable
from akropolis.core.record import RecordError
from akropolis.core.registry import from_link, to_link
from akropolis.games import TILES
from akropolis.rules import link as tile_link
from akropolis.rules.record import to_record
from akropolis.rules.scoring import VARIANTS
from akropolis.rules.solo import LEVELS

#: What every messenger carries.
MESSENGER = 2_000
BASE = "https://friends.github.io/akropolis/"

NAMES = st.text(
    st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=24
).filter(lambda n: n.strip() and not any(unprintable(c) for c in n))
CONTROLS = st.sampled_from(("human", "easy", "medium", "hard", "expert", "greedy", "random", "hard-2026-11"))
SEEDS = st.one_of(st.none(), st.integers(-(2**53 - 1), 2**53 - 1))


def played(seats, seed, options, moves=None, bot_seed=0):
    """A game of random moves: ``moves`` of them, or to the end."""
    state = TILES.new(seats, seed, options)
    bot = make_bot("random", bot_seed)
    while not state.over and (moves is None or len(state.history) < moves):
        state.play(bot.choose(state))
    return state


def same_game(link_text: str, state) -> None:
    spec, record = from_link(link_text)
    assert spec is TILES
    assert TILES.dumps(TILES.from_record(record)) == TILES.dumps(state)


#: The largest games the rules allow: 4 players; 2 or 3 in the long game.
LARGEST = [(4, {}), (3, {"long_game": True}), (2, {"long_game": True})]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.sampled_from(LARGEST),
    names=st.lists(NAMES, min_size=4, max_size=4),
    controls=st.lists(CONTROLS, min_size=4, max_size=4),
    variants=st.sets(st.sampled_from(VARIANTS)),
    seed=SEEDS,
    bot_seed=st.integers(0, 10**6),
)
def test_a_finished_game_of_the_largest_sizes_fits_a_message(size, names, controls, variants, seed, bot_seed):
    players, options = size
    seats = list(zip(names, controls, strict=True))[:players]
    state = played(seats, seed, {**options, "variants": variants}, bot_seed=bot_seed)
    assert state.over
    text = to_link(TILES, state)
    assert text.startswith("#play=") and len(BASE + text) <= MESSENGER
    same_game(BASE + text, state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4),
    long_game=st.booleans(),
    solo=st.sampled_from(LEVELS),
    variants=st.sets(st.sampled_from(VARIANTS)),
    seed=SEEDS,
    moves=st.integers(0, 70),
    names=st.lists(st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=100)
                   .filter(lambda n: n.strip() and not any(unprintable(c) for c in n)), min_size=4, max_size=4),
    future_bot=st.from_regex(r"[a-z][a-z0-9_-]{0,31}", fullmatch=True),
)
def test_any_recorded_game_comes_back_from_its_link(players, long_game, solo, variants, seed, moves, names, future_bot):
    """Any game a record may hold: 100-character names, bots this version
    does not have, no seed, any point of the game."""
    options = {"variants": variants, "long_game": long_game and players <= 3}
    if players == 1:
        options["solo"] = solo
    controls = ["human", future_bot, "expert", "random"]
    state = played(list(zip(names, controls, strict=True))[:players], seed, options, moves)
    for text in (to_link(TILES, state), BASE + to_link(TILES, state), to_link(TILES, state)[1:]):
        same_game(text, state)


@pytest.fixture(scope="module")
def game():
    return played([("Ada", "human"), ("Basil", "human"), ("Cleo", "hard")], 7, {"variants": {"houses"}}, moves=14)


@pytest.fixture(scope="module")
def text(game):
    return to_link(TILES, game)


def refused(text: str, key: str) -> None:
    with pytest.raises(link.LinkError) as caught:
        from_link(text)
    assert str(caught.value) == i18n.t(key)


def test_every_change_of_one_character_is_refused_as_damage(text):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    rng = random.Random(1)
    start = len("#play=")
    for at in range(start, len(text)):
        other = rng.choice(alphabet.replace(text[at], ""))
        refused(text[:at] + other + text[at + 1:], "LINK_DAMAGED")


def test_a_link_cut_short_is_refused_as_damage(text):
    for end in range(len("#play="), len(text)):
        refused(text[:end], "LINK_DAMAGED")


def test_two_characters_swapped_are_refused(text):
    start = len("#play=")
    for at in range(start, len(text) - 1):
        if text[at] != text[at + 1]:
            refused(text[:at] + text[at + 1] + text[at] + text[at + 2:], "LINK_DAMAGED")


@pytest.mark.parametrize("text", [
    "", "#", "https://friends.github.io/akropolis/", "#game=abc", "#play=", "#play=a b",
    "#play=<script>alert(1)</script>", "#play=AAAA%3D", "#play=A",
])
def test_what_is_not_a_game_link_is_refused(text):
    with pytest.raises(link.LinkError):
        from_link(text)


def test_an_over_long_link_is_refused_before_it_is_read():
    refused("#play=" + "A" * link.MAX_TEXT, "LINK_TOO_LONG")


def forged(body: bytes, version: int = link.VERSION, code: str = "T") -> str:
    payload = bytes((version, ord(code))) + body
    payload += binascii.crc32(payload).to_bytes(4, "big")
    return "#play=" + base64.urlsafe_b64encode(payload).decode().rstrip("=")


def test_a_newer_link_asks_for_an_update(game):
    body = tile_link.encode(to_record(game))
    with pytest.raises(link.NewerLink) as caught:
        from_link(forged(body, version=link.VERSION + 1))
    assert str(caught.value) == i18n.t("LINK_NEWER", version=link.VERSION + 1, reads=link.VERSION)
    refused(forged(body, version=0), "LINK_NOT_GAME")
    refused(forged(body, code="C"), "LINK_NOT_GAME")


def test_french_players_read_the_refusals_in_french(text):
    with i18n.using("fr"):
        with pytest.raises(link.LinkError) as caught:
            from_link(text[:-3])
    assert "abîmé" in str(caught.value)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_a_forged_body_with_a_good_checksum_is_refused_or_is_a_game(body):
    """Whoever computes the checksum still gets no more than a record the
    rules then read: ``RecordError`` or a game, never another exception."""
    try:
        spec, record = from_link(forged(body))
        spec.from_record(record)
    except RecordError:
        pass


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_real_link_with_its_bits_changed_and_a_good_checksum_is_refused_or_is_a_game(game, data):
    body = bytearray(tile_link.encode(to_record(game)))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(body) - 1))
        body[at] ^= 1 << data.draw(st.integers(0, 7))
    try:
        spec, record = from_link(forged(bytes(body)))
        spec.from_record(record)
    except RecordError:
        pass


def test_a_game_keeps_its_identity_as_it_goes_on():
    seats = [("Ada", "human"), ("Basil", "human")]
    early = played(seats, 3, {}, moves=2)
    later = played(seats, 3, {}, moves=9)
    other = played(seats, 4, {}, moves=2)
    renamed = played([("Ada", "human"), ("Bea", "human")], 3, {}, moves=2)

    def identity(state):
        spec, record = from_link(to_link(TILES, state))
        return link.identity(spec.link, record)

    assert identity(early) == identity(later)
    assert len({identity(early), identity(other), identity(renamed)}) == 3


def test_the_address_keeps_the_site_and_drops_an_old_fragment(text):
    assert link.address(BASE + "#play=old", text) == BASE + text
    assert link.address("http://127.0.0.1:8000/?pace=0", text) == "http://127.0.0.1:8000/?pace=0" + text
