"""The app's screens as HTML text (akropolis/web/views.py): what they say,
and that every control in them has a name a screen reader can announce."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

from akropolis import words
from akropolis.app import newgame, views
from akropolis.app.saves import SaveEntry
from akropolis.app.session import Session
from akropolis.rules.game import Options, Result
from akropolis.rules.record import ARCHITECT, Player
from akropolis.rules.scoring import DistrictScore, ScoreBreakdown
from akropolis.rules.solo import ARCHITECT_NAME, METAGENES
from akropolis.rules.tiles import DISTRICTS


# ------------------------------------------------------------------ helpers
class Outline(HTMLParser):
    """Elements as (tag, attributes, text inside, labelled by an enclosing
    <label>), for checks on structure without a browser."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.elements: list[dict] = []
        self._open: list[dict] = []
        self.feed(text)
        self.close()

    VOID = frozenset({"input", "br", "img", "meta", "link", "col", "hr"})

    def handle_starttag(self, tag, attrs):
        element = {
            "tag": tag,
            "attrs": dict(attrs),
            "text": "",
            "in_label": any(e["tag"] == "label" for e in self._open),
            "parents": [e["tag"] for e in self._open],
        }
        self.elements.append(element)
        if tag not in self.VOID:
            self._open.append(element)

    def handle_endtag(self, tag):
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i]["tag"] == tag:
                del self._open[i:]
                break

    def handle_data(self, data):
        for element in self._open:
            element["text"] += data

    def all(self, tag: str) -> list[dict]:
        return [e for e in self.elements if e["tag"] == tag]


def played_out(players: list[Player], options: Options, seed: int = 3) -> Session:
    """A game played to its end by computer players at random."""
    session = Session.new(options, players, "game", seed=seed)
    while not session.state.over:
        session.play_computer()
    return session


def line(district: str, value: int, stars: int) -> DistrictScore:
    return DistrictScore(district, value, value, stars, value * stars)


def stub(names: list[str], scores: list[ScoreBreakdown], result: Result) -> SimpleNamespace:
    """Just what scorepad_html reads of a session."""
    state = SimpleNamespace(scores=lambda: scores, result=lambda: result, options=Options())
    return SimpleNamespace(state=state, players=[Player(n) for n in names])


def breakdown(total: int, stones: int = 0, extra: int = 0) -> ScoreBreakdown:
    lines = tuple(line(d, 0, 0) for d in DISTRICTS)
    return ScoreBreakdown(lines, stones, total, extra)


def plain(html: str) -> str:
    """The text of ``html``, without its tags and the isolates around names."""
    return re.sub(r"<[^>]+>", "", html).replace("\u2068", "").replace("\u2069", "")


def cells_by_row(html: str) -> dict[str, list[str]]:
    """{row heading: the text of each player's cell} of the scorepad body."""
    body = html[html.index("<tbody>") : html.index("</tbody>")]
    rows = {}
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S):
        heading = re.search(r"<th[^>]*>(.*?)</th>", row).group(1)
        cells = re.findall(r"<td>(.*?)</td>", row, re.S)
        texts = [re.sub(r"<[^>]+>", "", c) for c in cells]
        rows[heading] = [t.replace("&times;", "x").replace("&#9733;", "\u2605") for t in texts]
    return rows


# ----------------------------------------------------------------- scorepad
@pytest.mark.parametrize("count", [2, 3, 4])
def test_scorepad_has_a_column_per_player_with_points_value_and_stars(count):
    players = [Player(f"P{i}", "random") for i in range(count)]
    session = played_out(players, Options(players=count), seed=count)
    html = views.scorepad_html(session)
    outline = Outline(html)
    assert [th["text"] for th in outline.all("th") if th["attrs"].get("scope") == "col"] == [
        p.name for p in players
    ]
    rows = cells_by_row(html)
    scores = session.state.scores()
    for i, district in enumerate(DISTRICTS):
        expected = []
        for score in scores:
            d = score.districts[i]
            stars = "star" if d.stars == 1 else "stars"
            expected.append(f"{d.points} {d.value} x {d.stars}\u2605 {stars}")
        assert rows[words.PLURALS[district]] == expected
    assert rows["Stones"] == [str(s.stones) for s in scores]
    assert rows["Total"] == [str(s.total) for s in scores]
    assert "Quarries (2 points each)" not in rows
    # The points add up to the total shown.
    for seat, score in enumerate(scores):
        parts = sum(d.points for d in score.districts) + score.stones
        assert int(rows["Total"][seat]) == parts


def test_scorepad_shows_the_architects_quarry_points_in_solo():
    players = [Player("Ann", "random"), Player(ARCHITECT_NAME, ARCHITECT)]
    session = played_out(players, Options(players=1, solo=METAGENES), seed=11)
    architect = session.state.scores()[1]
    assert architect.extra > 0, "Metagenes scores 2 points per Quarry he took"
    rows = cells_by_row(views.scorepad_html(session))
    assert rows["Quarries (2 points each)"] == ["0", str(architect.extra)]


@pytest.mark.parametrize(
    ("result", "verdict"),
    [
        (Result((1,), "points"), "Basil wins!"),
        (Result((0,), "stones"), "Ada wins on the tie-break: equal points, more Stones."),
        (Result((0, 1), "shared"), "Shared victory: Ada and Basil (equal points and Stones)."),
        (Result((1,), "tie"), "Basil wins: a full tie goes to the Illustrious Architect."),
    ],
)
def test_scorepad_says_who_won_and_how(result, verdict):
    html = views.scorepad_html(stub(["Ada", "Basil"], [breakdown(50), breakdown(50)], result))
    said = re.search(r'<p class="verdict" role="status">(.*?)</p>', html).group(1)
    assert plain(said) == verdict


def test_scorepad_escapes_player_names():
    names = ["<b>Ann</b>", "Bob & Co"]
    html = views.scorepad_html(stub(names, [breakdown(1), breakdown(2)], Result((1,), "points")))
    assert "<b>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "Bob &amp; Co wins!" in html


def test_scorepad_explains_its_numbers_and_stars_are_read_as_words():
    html = views.scorepad_html(
        stub(["Ada", "Basil"], [breakdown(3), breakdown(4)], Result((1,), "points"))
    )
    assert "<caption>Each District type scores its value \u00d7 its stars" in html
    cell = views._district_cell(line("market", 3, 1))
    # The star symbol is hidden from screen readers, which read "1 star".
    assert '<span aria-hidden="true">&#9733;</span><span class="sr"> star</span>' in cell
    assert '<span class="pts">3</span>' in cell


# ------------------------------------------------------------------ status
def test_status_line_follows_the_turn():
    players = [Player("Ann"), Player("Bob")]
    session = Session.new(Options(players=2), players, "game", seed=5)
    assert plain(views.status_html(session)) == "Ann, choose a tile from the Construction Site."
    move = next(m for m in session.state.legal_moves() if m.tile == 0)
    assert session.select(0)
    assert plain(views.status_html(session)) == "Ann, choose where to build tile 1."
    session.rotate((move.rotation - session.rotation) % 6)
    preview = session.aim_at(move.anchor)
    assert preview is not None and preview.ok
    assert session.place()
    assert plain(views.status_html(session)) == "Ann: confirm or cancel the placement."
    session.confirm()
    assert plain(views.status_html(session)) == "Bob, choose a tile from the Construction Site."


def test_status_line_for_computers_and_the_end():
    session = Session.new(Options(players=2), [Player("Ann", "random"), Player("Bob")], "g", 1)
    assert plain(views.status_html(session)) == "Ann is thinking…"
    solo = Session.new(
        Options(players=1, solo=METAGENES),
        [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)],
        "s",
        1,
    )
    solo.game.play(next(iter(solo.state.legal_moves())))  # Ann's move
    assert plain(views.status_html(solo)) == f"{ARCHITECT_NAME} is choosing a tile…"
    done = played_out([Player("A", "random"), Player("B", "random")], Options(players=2))
    assert plain(views.status_html(done)) == "The game is over."


# ---------------------------------------------------- accessible names
def named(element: dict) -> bool:
    attrs = element["attrs"]
    return bool(
        element["text"].strip()
        or attrs.get("aria-label")
        or attrs.get("aria-labelledby")
        or element["in_label"]
    )


def test_every_control_of_the_menu_has_a_name():
    outline = Outline(views.menu_html([]))
    controls = outline.all("input") + outline.all("select") + outline.all("button")
    assert len(controls) > 10
    unnamed = [c for c in controls if not named(c)]
    assert not unnamed, unnamed


def test_every_control_of_the_table_has_a_name():
    players = [Player("Ann"), Player("Bob", "greedy"), Player("Cy")]
    session = Session.new(Options(players=3), players, "game", seed=9)
    for html in (
        views.table_html(),
        views.site_html(session),
        views.players_html(session, 0),
    ):
        outline = Outline(html)
        controls = outline.all("button") + outline.all("input") + outline.all("select")
        assert controls
        unnamed = [c for c in controls if not named(c)]
        assert not unnamed, unnamed


def test_site_says_what_each_tile_costs_and_what_you_cannot_afford():
    session = Session.new(Options(players=2), [Player("Ann"), Player("Bob")], "game", seed=4)
    stones = session.state.stones[0]
    outline = Outline(views.site_html(session))
    buttons = outline.all("button")
    assert len(buttons) == len(session.state.site)
    for position, button in enumerate(buttons):
        label = button["attrs"]["aria-label"]
        cost = "free" if position == 0 else f"{position} Stone"
        assert label.startswith(f"Tile {position + 1}, {cost}")
        dear = position > stones
        assert ("dear" in button["attrs"]["class"]) == dear
        assert (f"(you have {stones} Stone" in label) == dear
        assert "disabled" not in button["attrs"]


def test_site_is_disabled_while_a_computer_plays():
    session = Session.new(Options(players=2), [Player("Bot", "random"), Player("Ann")], "g", 4)
    for button in Outline(views.site_html(session)).all("button"):
        assert "disabled" in button["attrs"]


def test_player_cards_break_down_the_score_so_far():
    players = [Player("Ann", "random"), Player("Bob", "random")]
    session = Session.new(Options(players=2), players, "game", seed=6)
    for _ in range(8):
        session.play_computer()
    html = views.players_html(session, 0)
    cards = html.split('<li class="player')[1:]
    assert len(cards) == 2
    for seat, card in enumerate(cards):
        score = session.state.score(seat)
        table = card[card.index('<table class="mini-score">') : card.index("</table>")]
        rows = {
            heading: re.sub(r"<[^>]+>", "", cell).replace("&times;", "x").replace("&#9733;", "*")
            for heading, cell in re.findall(r"<th scope=row>(.*?)</th><td>(.*?)</td>", table)
        }
        for d in score.districts:
            stars = "star" if d.stars == 1 else "stars"
            assert rows[words.PLURALS[d.district]] == (f"{d.points} {d.value} x {d.stars}* {stars}")
        assert rows["Stones"] == str(score.stones)
        assert f'<span class="total">{score.total} point' in card


# ------------------------------------------------------- the new-game form
def form_state(html: str) -> dict:
    """What the new-game form shows: selected options, checked boxes, names."""
    outline = Outline(html)
    state: dict = {"checked": set(), "selected": {}, "names": []}
    select = None
    for element in outline.elements:
        attrs = element["attrs"]
        if element["tag"] == "select":
            select = attrs["name"]
        elif element["tag"] == "option" and "selected" in attrs:
            state["selected"][select] = attrs["value"]
        elif element["tag"] == "input" and attrs.get("type") == "checkbox" and "checked" in attrs:
            state["checked"].add(attrs.get("value", attrs["name"]))
        elif element["tag"] == "input" and attrs.get("name", "").startswith("name"):
            state["names"].append(attrs["value"])
    return state


def test_the_form_shows_the_defaults_first():
    state = form_state(views.menu_html([]))
    assert state["names"] == list(newgame.DEFAULT_NAMES)
    assert state["selected"] == {
        "players": "2",
        "solo": "hippodamos",
        "control0": "human",
        "control1": newgame.DEFAULT_COMPUTER,
        "control2": newgame.DEFAULT_COMPUTER,
        "control3": newgame.DEFAULT_COMPUTER,
    }
    assert state["checked"] == set()


def test_the_form_shows_the_last_choices():
    choices = newgame.Choices(
        players=3,
        names=("Zoé", "<Bob>", "Cy", "Di"),
        controls=("hard", "human", "easy", "random"),
        level=METAGENES,
        long_game=True,
        variants=frozenset({"markets", "gardens"}),
    )
    html = views.menu_html([], "", choices)
    state = form_state(html)
    assert state["names"] == ["Zoé", "<Bob>", "Cy", "Di"]
    assert "&lt;Bob&gt;" in html
    assert state["selected"] == {
        "players": "3",
        "solo": METAGENES,
        "control0": "hard",
        "control1": "human",
        "control2": "easy",
        "control3": "random",
    }
    assert state["checked"] == {"long", "markets", "gardens"}


# ------------------------------------------- names that could break the page
RLO = "\u202e"
TURNED = RLO + "Eve"  # starts with a right-to-left override
LONG = "W" * 100  # a name from an imported game: no space to wrap at


def finished_with(names: list[str]) -> Session:
    return played_out([Player(n, "random") for n in names], Options(players=len(names)), seed=2)


def isolated_everywhere(html: str, name: str) -> None:
    """Every time ``name`` appears in ``html``, it is isolated: inside a
    <bdi>, or between U+2068 and U+2069 (in attributes and sentences)."""
    from html import escape

    text = escape(name, quote=True)
    assert text in html
    bare = html
    for wrapped in (f'<bdi class="name">{text}</bdi>', f"\u2068{text}\u2069"):
        bare = bare.replace(wrapped, "")
    assert text not in bare, bare


def test_names_are_isolated_wherever_they_are_shown():
    session = finished_with([TURNED, "Bob"])
    for html in (
        views.players_html(session, 0),  # cards, thumbnails' titles and buttons' names
        views.scorepad_html(session),  # column heads, verdict
    ):
        isolated_everywhere(html, TURNED)
    playing = Session.new(Options(players=2), [Player(TURNED), Player("Bob")], "g", seed=1)
    isolated_everywhere(views.status_html(playing), TURNED)
    winner = views.scorepad_html(
        stub([TURNED, "Bob"], [breakdown(9), breakdown(1)], Result((0,), "points"))
    )
    assert f"\u2068{TURNED}\u2069 wins!" in winner
    entry = SaveEntry("g", (TURNED, "Bob"), "2025-01-01T10:00", 2, 12, (3, 4), False, "2 players")
    isolated_everywhere(views.saves_html([entry]), TURNED)


def test_long_names_are_shortened_with_the_whole_name_on_hover():
    session = finished_with([LONG, "Bob"])
    shown = f'<bdi class="name" title="{LONG}">{LONG[: views.SHOWN_NAME - 1]}&hellip;</bdi>'
    for html in (
        views.players_html(session, 0),
        views.scorepad_html(session),
        views.status_html(Session.new(Options(players=2), [Player(LONG), Player("B")], "g", 1)),
        views.saves_html([SaveEntry("g", (LONG, "B"), "", 1, 12, (0, 0), False, "2 players")]),
    ):
        assert shown in html
        assert LONG not in html.replace(f'title="{LONG}"', "").replace(f"{LONG}'s", "").replace(f"{LONG}&#x27;s", "").replace(f"{LONG} wins", "")
    # A name as long as the form allows is shown whole.
    assert views.name_html("W" * newgame.NAME_LENGTH) == f'<bdi class="name">{"W" * 24}</bdi>'


def test_each_thumbnail_marks_its_citys_last_tile_with_a_star_and_words():
    """Three or four players: the tile each opponent just placed is seen at
    a glance on their card (a star, not only a colour) and said in words."""
    players = [Player(n, "human") for n in ("Ada", "Basil", "Chloe", "Demetrios")]
    session = Session.new(Options(4), players, "g", seed=3)
    html = views.players_html(session, 0)
    assert "last-mark" not in html  # only the starting tiles yet
    state = session.state
    for _ in range(4):
        state.play(state.legal_moves()[0])
    html = views.players_html(session, 0)
    cards = re.findall(r'<li class="player[^"]*" data-seat="(\d)">(.*?)</li>', html)
    assert [seat for seat, _ in cards] == ["0", "1", "2", "3"]
    for seat, card in cards:
        placed = state.cities[int(seat)].placed[-1]
        said = words.last_tile_mark(placed.types, placed.level)
        hexes = ", ".join(words.NAMES[k] for k in placed.types)
        assert said == f"Last tile placed (\u2605): {hexes}, on level {placed.level}."
        assert card.count('class="last-mark"') == 1
        assert f"<title>{views.e(said)}</title>" in card
        assert f'title="{views.e(said)}"' in card and f" {views.e(said)}</span>" in card
