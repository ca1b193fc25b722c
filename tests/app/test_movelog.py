"""The move log (app/movelog.py): every turn in order, who took which tile
for how many Stones, where it went, the Stones from Quarries and the score
before and after, checked against the engine replayed from the start, on
hand-played games: hot-seat, solo with the Illustrious Architect's turns,
and a Quarry covered."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from akropolis import i18n
from akropolis.app import movelog
from akropolis.app.redraw import Regions
from akropolis.app.session import Session
from akropolis.rules.game import GameState, Options
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.solo import ARCHITECT_NAME
from akropolis.rules.tiles import QUARRY


def hot_seat(seed: int = 7) -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=seed)


def replayed(state: GameState) -> list[tuple[int, int, tuple[str, ...]]]:
    """Each turn's (score before, score after, covered types), by playing the
    game again from its set-up."""
    game = GameState.start(state.setup)
    out = []
    for turn in state.turns:
        before = game.score(turn.seat).total
        city = game.cities[turn.seat]
        covered: tuple[str, ...] = ()
        if city is not None:
            covered = tuple(city.top[h] for h in turn.move.placement.hexes if h in city.top)
        game.play(turn.move)
        out.append((before, game.score(turn.seat).total, covered))
    return out


def test_a_hot_seat_game_in_order_with_tiles_stones_and_scores():
    s = hot_seat()
    state = s.state
    assert movelog.entries(state) == []
    state.play(next(m for m in state.legal_moves() if m.tile == 1))
    rng = random.Random(1)
    for _ in range(9):
        state.play(rng.choice(state.legal_moves()))
    entries = movelog.entries(state)
    assert [e.number for e in entries] == list(range(1, 11))
    assert [e.seat for e in entries] == [t.seat for t in state.turns]
    assert [e.position for e in entries] == [t.move.tile for t in state.turns]
    assert [e.tile_id for e in entries] == [t.report.tile_id for t in state.turns]
    assert [e.gained for e in entries] == [t.report.gained for t in state.turns]
    assert [(e.before, e.after, e.covered) for e in entries] == replayed(state)
    first = movelog.line_text(entries[0], "Ann")
    assert first.startswith("Ann took tile 2 (") and " for 1 Stone, built on level " in first
    assert first.endswith(movelog.words.logged_points(entries[0].before, entries[0].after) + ".")


def test_the_html_is_newest_first_with_names_isolated_and_escaped():
    s = Session.new(Options(2), [Player("<b>Ann"), Player("Bob")], "g", seed=3)
    assert "No move yet." in movelog.log_html([], ["a", "b"])
    s.state.play(s.state.legal_moves()[0])
    s.state.play(s.state.legal_moves()[0])
    html = movelog.log_html(movelog.entries(s.state), [p.name for p in s.players])
    assert html.index('value="2"') < html.index('value="1"')
    assert '<bdi class="name">&lt;b&gt;Ann</bdi> took tile 1' in html
    assert '<bdi class="name">Bob</bdi> took tile 1' in html
    assert "<b>" not in html


def test_a_solo_game_logs_the_architects_turns():
    players = [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]
    s = Session.new(Options(1, solo="callicrates"), players, "s", seed=3)
    rng = random.Random(3)
    while len(s.state.turns) < 8:
        if s.computer_to_play:
            s.play_computer()
        else:
            s.state.play(rng.choice(s.state.legal_moves()))
    entries = movelog.entries(s.state)
    architect = [e for e in entries if e.seat == 1]
    assert len(architect) == 4 and all(e.level is None and e.covered == () for e in architect)
    for e in entries:
        assert e.after == replayed(s.state)[e.number - 1][1]
    text = movelog.line_text(architect[0], ARCHITECT_NAME)
    assert text.startswith(f"{ARCHITECT_NAME} took tile {architect[0].position + 1} (")
    assert "built" not in text and "points" in text


def covering_a_quarry() -> GameState:
    """A game whose last turn built over a Quarry."""
    for seed in range(40):
        state = hot_seat(seed).state
        rng = random.Random(seed)
        while not state.over:
            moves = state.legal_moves()
            city = state.cities[state.current]
            over = [m for m in moves if m.level > 1 and city.quarries_under(m.placement)]
            if over:
                state.play(over[0])
                return state
            state.play(rng.choice(moves))
    raise AssertionError("no Quarry covered")


def test_a_quarry_covered_gives_its_stones_and_is_named():
    state = covering_a_quarry()
    last = movelog.entries(state)[-1]
    assert last.level >= 2 and QUARRY in last.covered
    assert last.gained == last.covered.count(QUARRY) == state.turns[-1].report.gained
    text = movelog.line_text(last, "Ann")
    assert f"built on level {last.level} over " in text and "Quarry" in text.split(" over ")[1]
    stones = "1 Stone" if last.gained == 1 else f"{last.gained} Stones"
    assert f"gained {stones} from Quarries" in text
    assert (last.before, last.after, last.covered) == replayed(state)[-1]


def test_the_log_keeps_what_it_knows_and_follows_an_undo():
    s = hot_seat()
    log = movelog.MoveLog()
    rng = random.Random(5)
    for _ in range(6):
        s.state.play(rng.choice(s.state.legal_moves()))
        log.html(s.state, ["Ann", "Bob"])
    s.state.undo()
    s.state.undo()
    s.state.play(rng.choice(s.state.legal_moves()))
    assert log.html(s.state, ["Ann", "Bob"]) == movelog.log_html(
        movelog.entries(s.state), ["Ann", "Bob"]
    )


def test_the_log_region_is_built_again_only_when_the_turns_change(monkeypatch):
    s, regions = hot_seat(), Regions()
    built = []
    log_html = movelog.log_html

    def counted(entries, names, shown=None, seen=None):
        built.append(len(entries))
        return log_html(entries, names, shown, seen)

    monkeypatch.setattr(movelog, "log_html", counted)
    first = regions.build(s)["log"]
    s.select(0)
    s.aim_at((2, -1))
    regions.build(s)
    assert built == [0] and "No move yet." in first
    s.state.play(s.state.legal_moves()[0])
    s.selected = None
    assert "took tile 1" in regions.build(s)["log"]
    assert built == [0, 1]


def test_the_points_of_a_line_can_be_hidden_with_the_live_scores():
    """With live scores hidden (Settings), static/settings.css hides the
    log's points: they stand in their own span."""
    s = hot_seat(5)
    s.state.play(s.state.legal_moves()[0])
    entry = movelog.entries(s.state)[0]
    html = movelog.log_html([entry], ["Ann", "Bob"])
    points = movelog.words.logged_points(entry.before, entry.after)
    assert f'<span class="log-points">{points}</span>' in html
    assert html.count(points) == 1


def shown_text(html: str, hidden: str | None = None) -> str:
    """What a player reads of ``html``, the spans of class ``hidden`` (as
    hidden live scores hide them) left out."""
    if hidden:
        html = re.sub(rf'<span class="{hidden}">[^<]*</span>', "", html)
    return unescape(re.sub(r"<[^>]+>", "", html))


#: Tile 5 of the catalogue: Garden, Quarry, House Plaza.
BUILT = movelog.Entry(3, 0, 1, 5, 1, (), 0, 4, 9)
SAME = movelog.Entry(3, 0, 0, 5, 2, ("house",), 1, 7, 7)


@pytest.mark.parametrize(
    "language, shown, hidden",
    [
        (
            "en",
            "Ann took tile 2 (Garden, Quarry, Housing Plaza) for 1 Stone, built on level 1: "
            "4 \u2192 9 points (+5).",
            "Ann took tile 2 (Garden, Quarry, Housing Plaza) for 1 Stone, built on level 1.",
        ),
        (
            "fr",
            "Ann a pris la tuile 2 (Jardin, Carrière, Place Habitations) pour 1 Pierre, "
            "construite au niveau 1\u00a0: 4 \u2192 9 points (+5).",
            "Ann a pris la tuile 2 (Jardin, Carrière, Place Habitations) pour 1 Pierre, "
            "construite au niveau 1.",
        ),
    ],
)
def test_a_line_reads_whole_with_its_points_shown_or_hidden(language, shown, hidden):
    """Hidden live scores hide the points and what leads into them: no
    colon is left hanging at the end of a line."""
    with i18n.using(language):
        html = movelog.log_html([BUILT], ["Ann"])
    assert shown_text(html) == shown
    assert shown_text(html, "log-points") == hidden


@pytest.mark.parametrize(
    "language, line",
    [
        (
            "en",
            "Ann took tile 1 (Garden, Quarry, Housing Plaza) for free, built on level 2 over "
            "House, gained 1 Stone from Quarries: still 7 points.",
        ),
        (
            "fr",
            "Ann a pris la tuile 1 (Jardin, Carrière, Place Habitations) gratuitement, "
            "construite au niveau 2 sur Habitation, a gagné 1 Pierre grâce aux Carrières\u00a0: "
            "toujours 7 points.",
        ),
    ],
)
def test_a_turn_that_scored_nothing_says_so_in_words(language, line):
    """Not "7 → 7 points (+0)"."""
    with i18n.using(language):
        assert shown_text(movelog.log_html([SAME], ["Ann"])) == line
        assert movelog.line_text(SAME, "Ann") == line
