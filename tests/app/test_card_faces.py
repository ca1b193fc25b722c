"""The card game's cards drawn as SVG (akropolis/app/render/cards.py): each
good and building a well-formed SVG image with its name in the player's
language; goods told apart by a symbol as well as a colour, from
colour-blind-safe palettes, their words readable on their colour (WCAG
4.5:1); marked, wild, advanced and small cards drawn differently; every
word escaped; the same call, the same text."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from wcag import contrast as ratio

from akropolis import i18n
from akropolis.app import cardwords
from akropolis.app.render import cards as faces
from akropolis.app.render.cards import bid_card_svg, building_svg, good_svg
from akropolis.cards import words as cw
from akropolis.cards.deck import BUILDINGS, CATEGORIES, GOODS

SVG = "{http://www.w3.org/2000/svg}"
#: Okabe-Ito's eight colours and Paul Tol's bright, high-contrast, vibrant,
#: muted and light schemes: palettes made to stay apart for colour-blind eyes.
SAFE = {
    c.upper() for c in (
        "#000000 #E69F00 #56B4E9 #009E73 #F0E442 #0072B2 #D55E00 #CC79A7 "
        "#4477AA #EE6677 #228833 #CCBB44 #66CCEE #AA3377 #BBBBBB "
        "#004488 #DDAA33 #BB5566 "
        "#0077BB #33BBEE #009988 #EE7733 #CC3311 #EE3377 "
        "#CC6677 #332288 #DDCC77 #117733 #88CCEE #882255 #44AA99 #999933 #AA4499 #DDDDDD "
        "#77AADD #EE8866 #EEDD88 #FFAABB #99DDFF #44BB99 #AAAA00"
    ).split()
}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def texts(root: ET.Element) -> list[ET.Element]:
    return list(root.iter(f"{SVG}text"))


def words_of(node: ET.Element) -> str:
    """The words of ``node``, its lines (tspans) joined by spaces."""
    return " ".join(" ".join(node.itertext()).split()).replace("/ ", "/")


def every_face() -> list[str]:
    out = [good_svg(g, n, marked=m) for g in GOODS for n in (1, 3) for m in (False, True)]
    out += [good_svg("slaves", 2, wild=True), good_svg("slaves", 1, marked=True, wild=True)]
    out += [building_svg(k, advanced=a, small=s) for k in BUILDINGS
            for a in (False, True) for s in (False, True)]
    out += [bid_card_svg(k, advanced=a) for k in (*BUILDINGS, None) for a in (False, True)]
    return out


# ------------------------------------------------------------ well formed
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_face_is_an_svg_image_with_a_name(language):
    with i18n.using(language):
        for svg in every_face():
            root = parse(svg)
            assert root.get("role") == "img"
            label = root.get("aria-label")
            assert label and label == root.find(f"{SVG}title").text
            assert re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox"))


def test_faces_are_small_and_self_contained():
    """No ids (many cards on one page), no fonts, images or references."""
    for svg in every_face():
        assert not re.search(r"\bid=|<image|@font|url\(|href=|<script|<style", svg)
        assert len(svg) < 6000
    assert max(len(good_svg(g, 4, marked=True)) for g in GOODS) < 3000


def test_the_same_call_draws_the_same_text():
    assert every_face() == every_face()


# ------------------------------------------------------------ the goods
def test_each_good_has_its_own_colour_and_symbol_from_a_safe_palette():
    colours = [faces.GOOD_COLOURS[g] for g in GOODS]
    assert len(set(colours)) == len(GOODS)
    assert set(colours) <= SAFE
    shapes = [faces.GOOD_SYMBOLS[g].format(ink="#000", bg="#fff") for g in GOODS]
    assert len(set(shapes)) == len(GOODS)
    # What each card draws besides its name and colour: its symbol.
    drawn = set()
    for good in GOODS:
        root = parse(good_svg(good))
        group = root.find(f"{SVG}g")
        drawn.add(ET.tostring(group).replace(faces.GOOD_COLOURS[good].encode(), b"bg"))
        assert root.find(f"{SVG}rect").get("fill") == faces.GOOD_COLOURS[good]
    assert len(drawn) == len(GOODS)


def test_a_goods_name_and_symbol_read_on_its_colour():
    for good in GOODS:
        root = parse(good_svg(good, 2, marked=True))
        colour = root.find(f"{SVG}rect").get("fill")
        name = texts(root)[0]
        assert ratio(name.get("fill"), colour) >= 4.5, good
        assert ratio(root.find(f"{SVG}g").get("fill"), colour) >= 4.5, good
        # The count is dark on a white pill.
        pill = [r for r in root.iter(f"{SVG}rect") if r.get("width") == "31"][0]
        assert ratio(texts(root)[1].get("fill"), pill.get("fill")) >= 4.5


@pytest.mark.parametrize(("language", "names"), [
    ("en", {"fish": "Fish", "vegetables": "Vegetables", "goats": "Goats"}),
    ("fr", {"fish": "Poisson", "vegetables": "Légumes", "goats": "Chèvres"}),
])
def test_a_goods_name_is_in_the_players_language(language, names):
    with i18n.using(language):
        for good, name in names.items():
            root = parse(good_svg(good, 2))
            assert words_of(texts(root)[0]) == name
            assert root.get("aria-label") == cardwords.card_label(good, 2)
    with i18n.using("fr"):
        assert parse(good_svg("wine", 2)).get("aria-label") == "Deux Vins"


def test_the_count_shows_only_for_more_than_one_card():
    assert "\u00d7" not in good_svg("oil")
    for n in (2, 3, 4):
        root = parse(good_svg("oil", n))
        assert f"\u00d7{n}" in [words_of(x) for x in texts(root)]


def test_a_marked_card_has_a_frame_a_tick_and_says_so():
    plain, marked = good_svg("wine", 3), good_svg("wine", 3, marked=True)
    assert plain != marked
    root = parse(marked)
    assert "marked" in root.get("class").split()
    assert len(list(root.iter(f"{SVG}rect"))) > len(list(parse(plain).iter(f"{SVG}rect")))
    assert root.get("aria-label") == "Three Wine, part of the hand's type"
    with i18n.using("fr"):
        label = parse(good_svg("wine", 3, marked=True)).get("aria-label")
    assert label == "Trois Vins, dans la combinaison de la main"


def test_wild_slaves_carry_a_wild_tag():
    plain, wild = good_svg("slaves", 2), good_svg("slaves", 2, wild=True)
    assert plain != wild
    root = parse(wild)
    assert "Wild" in [words_of(x) for x in texts(root)]
    assert root.get("aria-label") == "Two Slaves, all wild"
    assert parse(good_svg("slaves", 1, wild=True)).get("aria-label") == "One Slave, wild"
    with i18n.using("fr"):
        root = parse(good_svg("slaves", 2, wild=True, marked=True))
    assert "Joker" in [words_of(x) for x in texts(root)]
    assert root.get("aria-label") == "Deux Esclaves, tous jokers, dans la combinaison de la main"


# ------------------------------------------------------------ buildings
def test_each_category_has_its_own_colour_and_symbol_and_they_read():
    colours = [faces.CATEGORY_COLOURS[c] for c in CATEGORIES]
    assert len(set(colours)) == 3 and set(colours) <= SAFE
    assert len({faces.CATEGORY_SYMBOLS[c] for c in CATEGORIES}) == 3
    for category in CATEGORIES:
        colour = faces.CATEGORY_COLOURS[category]
        # The symbol on the band: non-text contrast (WCAG 1.4.11) at least.
        assert ratio(faces.ink(colour), colour) >= 4.5
        assert ratio(faces.CATEGORY_TEXT[category], faces.PAPER) >= 4.5


@pytest.mark.parametrize("advanced", [False, True])
def test_a_buildings_words_read_on_the_card(advanced):
    for key in BUILDINGS:
        root = parse(building_svg(key, advanced=advanced))
        value, category, name, *ability = texts(root)
        assert words_of(value) == str(BUILDINGS[key].score)
        assert ratio(value.get("fill"), "#FFFFFF") >= 4.5
        assert words_of(category) == cw.category(BUILDINGS[key].category)
        assert ratio(category.get("fill"), faces.PAPER) >= 4.5
        assert words_of(name) == cw.building(key)
        assert ratio(name.get("fill"), faces.PAPER) >= 4.5
        if advanced:
            assert words_of(ability[0]) == cw.ability(key)[0]
            assert ratio(ability[0].get("fill"), "#FFFFFF") >= 4.5
        else:
            assert ability == []


def test_a_buildings_name_says_category_value_and_ability_in_each_language():
    root = parse(building_svg("walls", advanced=False))
    assert root.get("aria-label") == "Walls (Military, 4)"
    root = parse(building_svg("walls", advanced=True))
    assert root.get("aria-label") == (
        "Walls (Military, 4). Defense: Opponents' Arsenal and Strategion cannot target you.")
    with i18n.using("fr"):
        root = parse(building_svg("council_hall", advanced=True))
        assert root.get("aria-label").startswith("Salle du Conseil (Civique, 7). Politique")
        assert "Salle du Conseil" in words_of(root)
        assert "Politique" in words_of(root)


def test_advanced_and_small_cards_differ():
    for key in BUILDINGS:
        basic = building_svg(key, advanced=False)
        advanced = building_svg(key, advanced=True)
        small = building_svg(key, advanced=False, small=True)
        assert len({basic, advanced, small}) == 3
        assert cw.ability(key)[0].replace("'", "&#x27;") in advanced
        root = parse(small)
        # The Victory pile's card: the category's colour and symbol, the value.
        assert [words_of(x) for x in texts(root)] == [str(BUILDINGS[key].score)]
        assert faces.CATEGORY_COLOURS[BUILDINGS[key].category] in small
        assert float(root.get("width")) < float(parse(basic).get("width")) / 2


def test_the_bid_card_is_large_and_named_as_the_bid_card():
    root = parse(bid_card_svg("arsenal", advanced=True))
    assert float(root.get("width")) > float(parse(building_svg("arsenal", advanced=True))
                                            .get("width"))
    assert root.get("aria-label").startswith("Bid card: Arsenal (Military, 5). Force Trade")
    # The ability's text in full, on the large card.
    assert "Once per Market turn" in words_of(root)
    assert bid_card_svg("arsenal", advanced=False) != bid_card_svg("arsenal", advanced=True)
    empty = parse(bid_card_svg(None, advanced=False))
    assert empty.get("aria-label") == "No Bid card: every building has been claimed."
    with i18n.using("fr"):
        root = parse(bid_card_svg("harbor", advanced=True))
    assert root.get("aria-label").startswith("Carte aux enchères\u00a0: Port (Militaire, 6)")


# ------------------------------------------------------------ escaping
@pytest.fixture
def mischief():
    """A language whose names hold markup, and whose wild tag too."""
    entries = dict(i18n.catalogue("en"))
    entries["CARD_GOOD_NAMES"] = {**entries["CARD_GOOD_NAMES"], "fish": 'F<i>sh & "co"'}
    entries["CARD_BUILDINGS"] = {**entries["CARD_BUILDINGS"], "walls": "<Walls>"}
    entries["CARD_ABILITIES"] = {**entries["CARD_ABILITIES"],
                                 "walls": ("Def & <ense>", "<script>x</script>")}
    entries["CARD_FACE_WILD_MARK"] = "<w>"
    i18n.install("xx-mischief", entries)
    with i18n.using("xx-mischief"):
        yield


@pytest.mark.usefixtures("mischief")
def test_every_word_is_escaped():
    svgs = [good_svg("fish", 2), good_svg("slaves", 2, wild=True),
            building_svg("walls", advanced=True), building_svg("walls", advanced=True, small=True),
            bid_card_svg("walls", advanced=True)]
    for svg in svgs:
        root = parse(svg)  # raw markup would break it or add elements
        assert not [n for n in root.iter() if n.tag.split("}")[-1] in ("i", "script", "w")]
    assert words_of(texts(parse(svgs[0]))[0]) == 'F<i>sh & "co"'
    assert parse(svgs[2]).get("aria-label").startswith("<Walls> (Military, 4). Def & <ense>")
    assert "<w>" in [words_of(x) for x in texts(parse(svgs[1]))]
