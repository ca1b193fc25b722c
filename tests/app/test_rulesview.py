"""The rules at hand as HTML (akropolis/app/rulesview.py): the Rules panel
with its drawings, the game's options on the table, the scorepad's marks on
the lines a variant doubled; and the hexes' tooltips in the city's SVG and
the city in words (render.city_svg, a11y.city_text_html)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import cityart
import pytest

from akropolis import rulewords, words
from akropolis.app import a11y, render, rulesview, views
from akropolis.app.explain import titles
from akropolis.app.session import Session
from akropolis.bots import make_bot
from akropolis.rules.scoring import VARIANTS, score_city
from akropolis.rules.setup import Options, Player
from akropolis.rules.solo import ARCHITECT_NAME, LEVELS
from akropolis.rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, TEMPLE

ALL = frozenset(VARIANTS)


def parse(html: str) -> ET.Element:
    """The fragment as XML (the panel's HTML is well-formed)."""
    return ET.fromstring(f"<div>{html.replace('&times;', '×').replace('&#10003;', '✓')}</div>")


def text_of(node: ET.Element) -> str:
    return re.sub(r"\s+", " ", "".join(node.itertext())).strip()


# ------------------------------------------------------------ the panel
def test_the_panel_says_the_turn_placement_scoring_variants_and_solo():
    panel = parse(rulesview.panel_html(Options(2)))
    headings = [text_of(h) for h in panel.iter("h3")]
    assert headings == [
        "A turn",
        "Placing a tile",
        "Scoring, at the end",
        "Variants",
        "Solo: the Illustrious Architect",
        "Playing at a distance",
    ]
    text = text_of(panel)
    for sentence in (
        *rulewords.RULES_TURN,
        *rulewords.RULES_PLACE,
        *rulewords.RULES_CONDITIONS.values(),
        *rulewords.RULES_LEVELS.values(),
        *(words.VARIANT_LABELS[v] for v in VARIANTS),
    ):
        assert sentence in text
    # Labelled by its title; Close first, so the focus starts at the top.
    assert panel.find(".//h2").get("id") == "rules-title"
    first = panel.find(".//button")
    assert text_of(first) == "Close" and first.get("autofocus") is not None
    body = panel.find(".//div[@class='rules-body']")
    assert body.get("tabindex") == "0" and body.get("aria-labelledby") == "rules-title"


def test_each_condition_has_a_named_drawing():
    panel = parse(rulesview.panel_html())
    items = panel.findall(".//li[@class='condition']")
    assert [li.get("data-district") for li in items] == list(DISTRICTS)
    for li in items:
        svg = li.find("{http://www.w3.org/2000/svg}svg")
        assert svg.get("role") == "img"
        assert svg.get("aria-label") == rulewords.RULES_DRAWING[li.get("data-district")]


@pytest.mark.parametrize(
    ("district", "ticks", "crosses"),
    [(HOUSE, 3, 1), (MARKET, 1, 2), (BARRACKS, 1, 1), (TEMPLE, 1, 1), (GARDEN, 2, 0)],
)
def test_the_drawings_marks_come_from_the_rules(district, ticks, crosses):
    marks = rulesview.example_marks(district)
    assert sorted(marks.values()).count(True) == ticks
    assert sorted(marks.values()).count(False) == crosses
    svg = rulesview.example_svg(district)
    assert svg.count('class="mark yes"') == ticks
    assert svg.count('class="mark no"') == crosses


def test_the_games_variants_are_marked_on_in_words():
    panel = parse(rulesview.panel_html(Options(2, True, frozenset({"houses", "gardens"}))))
    on = panel.findall(".//li[@class='on']")
    assert [li.get("data-variant") for li in on] == ["houses", "gardens"]
    assert all(rulewords.RULES_VARIANT_ON in text_of(li) for li in on)
    off = panel.find(".//li[@data-variant='temples']")
    assert rulewords.RULES_VARIANT_OFF in text_of(off)
    assert rulewords.RULES_LONG_GAME_ON in text_of(panel)


def test_without_a_game_no_variant_is_marked():
    panel = parse(rulesview.panel_html(None))
    assert not panel.findall(".//li[@class='on']")
    assert rulewords.RULES_NO_GAME in text_of(panel)
    assert rulewords.RULES_LONG_GAME in text_of(panel)


@pytest.mark.parametrize("level", LEVELS)
def test_a_solo_game_marks_its_level(level):
    panel = parse(rulesview.panel_html(Options(1, solo=level)))
    (on,) = panel.findall(".//li[@class='on']")
    assert on.get("data-level") == level
    assert rulewords.RULES_LEVEL_PLAYED in text_of(on)


# ------------------------------------------------------------ the table
@pytest.mark.parametrize(
    ("options", "chips"),
    [
        (Options(2), []),
        (Options(2, variants=frozenset({"gardens", "houses"})), ["Variants: Houses, Gardens"]),
        (Options(3, True, frozenset({"temples"})), ["Variants: Temples", "Long game"]),
        (Options(2, False, ALL), ["All five variants"]),
    ],
)
def test_the_games_options_as_chips(options, chips):
    html = rulesview.options_html(options)
    assert re.findall(r'<span class="chip">(.*?)</span>', html) == chips


# --------------------------------------------------------- the scorepad
def finished(variants, seed=5, level=None) -> Session:
    seats = [Player("Ada", "human")] + (
        [Player(ARCHITECT_NAME, "architect")] if level else [Player("Basil", "human")]
    )
    session = Session.new(Options(1 if level else 2, False, variants, level), seats, "t", seed)
    bot = make_bot("greedy", seed)
    while not session.state.over:
        if session.computer_to_play and session.player.control == "architect":
            session.play_computer()
        else:
            session.state.play(bot.choose(session.state))
    return session


def test_the_scorepad_marks_the_lines_a_variant_doubles_and_counts_them():
    session = finished(frozenset({"houses", "gardens", "markets"}))
    pad = views.scorepad_html(session)
    rows = re.findall(r'<tr><th scope="row">(.*?)</th>(.*?)</tr>', pad)
    marked = [head.split(" ")[0] for head, _ in rows if "variant-on" in head]
    assert marked == ["Houses", "Markets", "Gardens"]
    for seat, score in enumerate(session.state.scores()):
        for line in score.districts:
            (cells,) = [c for h, c in rows if h.startswith(words.PLURALS[line.district])]
            cell = re.findall(r"<td>(.*?)</td>", cells)[seat]
            if line.doubled:
                assert f"{line.doubled} doubled" in cell
            else:
                assert "doubled" not in cell
    assert any(line.doubled for s in session.state.scores() for line in s.districts)


def test_without_variants_the_scorepad_marks_nothing():
    pad = views.scorepad_html(finished(frozenset(), seed=6))
    assert "variant-on" not in pad and "doubled" not in pad


def test_a_solo_scorepad_counts_the_architects_doubled_districts():
    session = finished(ALL, seed=8, level="hippodamos")
    pad = views.scorepad_html(session)
    assert pad.count("variant-on") == 5
    architect = session.state.scores()[1]
    assert sum(line.doubled for line in architect.districts) > 0
    assert pad.count(" doubled</span>") == sum(
        1 for s in session.state.scores() for line in s.districts if line.doubled
    )




@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["none", "all"])
def test_each_column_of_the_city_svg_says_what_it_scores(variants):
    city = cityart.city(cityart.SHOWCASE)
    svg = render.city_svg(city, label="Ada's city", variants=variants)
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    shown = {
        (int(g.get("data-q")), int(g.get("data-r"))): g.find(f"{ns}title").text
        for g in root.iter(f"{ns}g")
        if g.get("class") == "col"
    }
    assert shown == titles(city.height, city.top, variants)
    assert shown[cityart.at(cityart.SHOWCASE, "T2")].startswith("Temple, level 2: surrounded")


def test_without_variants_given_the_titles_only_name_the_hexes():
    city = cityart.city(cityart.SHOWCASE)
    svg = render.city_svg(city, label="x")
    assert "scores" not in svg and "<title>Temple, level 2</title>" in svg


def test_the_city_in_words_lists_what_each_hex_scores_alike_ones_once():
    city = cityart.city(cityart.SHOWCASE)
    lines = score_city(city.height, city.top, ALL)
    html = a11y.city_text_html(city, lines, "Ada's city", ALL)
    root = parse(f"<ul>{html}</ul>")
    items = root.findall("./ul/li")
    assert len(items) == 1 + len(DISTRICTS)
    houses = items[1].findall("./ul/li")
    assert [text_of(li) for li in houses] == [
        "5 hexes alike: House, level 2: in the largest group of Houses (5); doubled by the "
        "Houses variant (the group is worth 10 or more), scores 4 × 1 star"
    ]
    assert a11y.city_text_html(city, lines, "Ada's city").count("<ul>") == 0
