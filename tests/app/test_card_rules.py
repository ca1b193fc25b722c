"""The card game's Rules panel (akropolis/app/cardrules.py): sections with
headings, the round, trading, selling and the auction as RULINGS.md says
them, the chart of hand types whose Drachmas are hands.py's, an example
hand drawn for each (the cards that make the type marked, wild Slaves
marked wild), the categories with their tie-breaks, the winner, and each
building's ability marked in play, not in this game, or neither; in
English and in French, every word from the catalogue."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from akropolis import i18n
from akropolis.app import cardrules
from akropolis.cards import hands
from akropolis.cards import words as cw
from akropolis.cards.deck import BUILDINGS
from akropolis.cards.legal import OFFERS_PER_MARKET


class Tree(HTMLParser):
    """The elements of an HTML fragment (tag, attributes, text inside), in
    document order; raises on a closing tag that does not match."""

    VOID = {"br", "img", "input", "meta", "link", "hr"}

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[dict] = []
        self.open: list[dict] = []
        self.feed(html)
        self.close()
        assert self.open == [], [e["tag"] for e in self.open]

    def handle_starttag(self, tag, attrs):
        element = {"tag": tag, "attrs": dict(attrs), "text": []}
        self.elements.append(element)
        if tag not in self.VOID:
            self.open.append(element)

    def handle_startendtag(self, tag, attrs):
        self.elements.append({"tag": tag, "attrs": dict(attrs), "text": []})

    def handle_endtag(self, tag):
        assert self.open and self.open[-1]["tag"] == tag, (tag, self.open[-1:])
        self.open.pop()

    def handle_data(self, data):
        for element in self.open:
            element["text"].append(data)

    def all(self, tag: str, **attrs) -> list[dict]:
        return [e for e in self.elements if e["tag"] == tag
                and all(e["attrs"].get(k.rstrip("_")) == v for k, v in attrs.items())]


def text(element: dict) -> str:
    return " ".join("".join(element["text"]).split())


def panel(advanced=None, language="en") -> Tree:
    with i18n.using(language):
        return Tree(cardrules.panel_html(advanced))


# ------------------------------------------------------------ structure
@pytest.mark.parametrize("advanced", [None, False, True])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_panel_parses_and_is_navigable_by_headings(advanced, language):
    tree = panel(advanced, language)
    assert tree.all("h2")[0]["attrs"]["id"] == "rules-title"
    sections = tree.all("section")
    assert len(sections) == 9
    ids = {e["attrs"].get("id") for e in tree.elements}
    for section in sections:
        assert section["attrs"]["aria-labelledby"] in ids
    assert len(tree.all("h3")) == 9
    body = tree.all("div", class_="rules-body card-rules")[0]
    assert body["attrs"]["aria-labelledby"] == "rules-title"
    assert body["attrs"]["role"] == "region"


def test_the_headings_in_english():
    assert [text(h) for h in panel().all("h3")] == [
        "The cards", "A round", "Trading", "Selling", "Hand types",
        "The Build turn: the auction", "Buildings and categories", "The end and the winner",
        "Advanced rules: the buildings' abilities",
    ]
    assert [text(h) for h in panel().all("h4")] == [
        "Military", "Civic", "Religious", "Who wins a category"]


# ------------------------------------------------------------ the rules
def test_the_round_trading_and_auction_say_what_rulings_says():
    said = " ".join(text(e) for e in panel().all("p") + panel().all("li"))
    for sentence in (
        "The game has 15 rounds, one for each building. A round is two Market turns, "
        "then a Build turn.",
        "each player is dealt 7 cards from the Agora deck",
        f"Each player makes at most {OFFERS_PER_MARKET} offers in a Market turn.",
        "Only passes end trading",
        "An offer gives or asks at least one card",
        "they can accept only if their hand holds the goods asked for",
        "The opener may not pass: their bid may be 0 Drachmas.",
        "Each later bid must be higher than the highest bid so far.",
        "Nobody may bid more Drachmas than they have.",
        "every player sells their whole hand at the same time",
        "So three, three and one is City States, not Phalanx.",
        "by its printed value (without the Gymnasium's bonus)",
        "A category in which nobody has a building is won by nobody.",
        "The player who won the most categories wins.",
        "still tied, the one with the most Drachmas left; still tied, they share the victory.",
        "A card game for 2 to 6 players.",
        "The Agora deck: 48 cards, 4 of each of these 12 goods.",
    ):
        assert sentence in said, sentence


def test_the_chart_is_hands_pys():
    """Every hand type, in order, with its Drachmas from hands.py, and an
    example hand that hands.py sells for exactly that."""
    assert cardrules.chart_values() == {t.key: t.drachmas for t in hands.HAND_TYPES}
    tree = panel()
    rows = [r for r in tree.all("tr") if "data-type" in r["attrs"]]
    assert [r["attrs"]["data-type"] for r in rows] == [t.key for t in hands.HAND_TYPES]
    for row, hand_type in zip(rows, hands.HAND_TYPES, strict=True):
        assert row["attrs"]["data-drachmas"] == str(hand_type.drachmas)
        assert text(row).startswith(cw.hand_type(hand_type.key))
        assert cw.drachmas(hand_type.drachmas) in text(row)
    cells = [e for e in tree.all("td") if e["attrs"].get("class") == "earns"]
    assert [text(c) for c in cells] == [cw.drachmas(t.drachmas) for t in hands.HAND_TYPES]


def test_each_example_hand_is_drawn_with_the_cards_of_its_type_marked():
    html = cardrules.panel_html()
    rows = re.findall(r'<tr data-type="(\w+)".*?</tr>', html)
    assert rows == [t.key for t in hands.HAND_TYPES]
    for hand_type in hands.HAND_TYPES:
        row = re.search(rf'<tr data-type="{hand_type.key}".*?</tr>', html).group(0)
        example = cardrules.EXAMPLES[hand_type.key]
        faces = re.findall(r'<svg[^>]*class="card-face face-good([^"]*)"', row)
        assert len(faces) == len(example)
        assert sum("marked" in f for f in faces) == len(hand_type.pattern)
        label = re.search(r'class="example-hand" role="img" aria-label="([^"]*)"', row).group(1)
        assert label.endswith(f"{cw.hand_type(hand_type.key)}, {cw.drachmas(hand_type.drachmas)}")
        assert all(cw.count(g, n) in label for g, n in example.items())


def test_the_harbor_example_marks_wild_slaves_and_computes_both_sales():
    html = cardrules.panel_html(True)
    harbor = re.search(r'<li data-building="harbor".*?</li>', html).group(0)
    wild = re.findall(r'class="card-face face-good([^"]*)"[^>]*aria-label="([^"]*)"', harbor)
    assert [label for cls, label in wild if "wild" in cls] == [
        "Two Slaves, all wild, part of the hand&#x27;s type"]
    label = re.search(r'class="example-hand" role="img" aria-label="([^"]*)"', harbor).group(1)
    assert label == "three Wine, one Fish, two Slaves and one Meat: City States, 11 Drachmas"
    plain, plain_value = hands.sale(cardrules.WILD_EXAMPLE)
    best, value = hands.sale(cardrules.WILD_EXAMPLE, hands.Bonuses(wild_slaves=True))
    assert value > plain_value
    said = (f"With the Harbor, this hand&#x27;s type is {cw.hand_type(best.key)} "
            f"({cw.drachmas(value)}); without it, {cw.hand_type(plain.key)} "
            f"({cw.drachmas(plain_value)}).")
    assert said in harbor


def test_every_buildings_ability_is_told():
    tree = panel(True)
    items = {e["attrs"]["data-building"]: text(e) for e in tree.all("li")
             if "data-building" in e["attrs"]}
    assert list(items) == list(BUILDINGS)
    for key, said in items.items():
        name, _ = cw.ability(key)
        assert said.startswith(f"{cw.building(key)} ({name}): ")
    assert "scores 1 more at the end" in items["gymnasium"]
    assert "Your bids count 3 higher" in items["council_hall"]
    assert "your opening bid may be 0 (counting 3)" in items["council_hall"]
    assert "even a hand of no type" in items["shrine"]


# ------------------------------------------------------------ in play or not
def test_the_abilities_are_marked_in_play_not_in_this_game_or_neither():
    on, off, neither = (cardrules.panel_html(a) for a in (True, False, None))
    assert "In play in this game" in on and "Not in this game" not in on
    assert "Not in this game" in off and "In play in this game" not in off
    for html in (on, off):
        assert "The advanced rules are an option" not in html
    assert "The advanced rules are an option, chosen when a game is set up." in neither
    assert "In play in this game" not in neither and "Not in this game" not in neither
    assert on.count('class="in-play"') == len(BUILDINGS)
    assert off.count('class="not-in-play"') == len(BUILDINGS)
    assert "in-play" not in neither
    assert 'data-advanced="on"' in on and 'data-advanced="off"' in off
    assert "data-advanced" not in neither
    # The cards drawn show the abilities' names only when they are in play.
    assert ">Force Trade<" in on and ">Force Trade<" not in off


# ------------------------------------------------------------ languages
def _wrapped(value):
    if isinstance(value, str):
        return f"\u27e6{value}\u27e7"
    if isinstance(value, tuple):
        return tuple(_wrapped(v) for v in value)
    return {k: _wrapped(v) for k, v in value.items()}


@pytest.mark.parametrize("advanced", [None, False, True])
def test_every_word_comes_from_the_catalogue(advanced):
    """Drawn in a language whose every text is bracketed, no word stands
    outside the brackets (texts and the attributes a person hears)."""
    english = i18n.catalogue("en")
    entries = {k: (v if k in ("LIST_SEPARATOR", "LIST_LAST") else _wrapped(v))
               for k, v in english.items()}
    i18n.install("xx-brackets", entries)
    with i18n.using("xx-brackets"):
        html = cardrules.panel_html(advanced)
    heard = re.findall(r'(?:aria-label|title)="([^"]*)"', html)
    read = re.sub(r"<title>.*?</title>", " ", html)
    read = re.sub(r"<[^>]+>", " ", read)
    for said in [read, *heard]:
        while True:
            shorter = re.sub("\u27e6[^\u27e6\u27e7]*\u27e7", " ", said)
            if shorter == said:
                break
            said = shorter
        assert not re.search(r"[A-Za-z]{2,}", said), said


ENGLISH = re.compile(
    r"\b(the|and|hand|hands|card|cards|player|players|turn|round|rounds|bid|bids|"
    r"Market|Build|Drachmas|Wild|pair|pairs|kind|wins|Walls|Harbor|Military|Religious|"
    r"Temple of|offer|offers|trading|Example|Earns)\b"
)


@pytest.mark.parametrize("advanced", [None, False, True])
def test_the_panel_in_french_has_no_english_left(advanced):
    with i18n.using("fr"):
        html = cardrules.panel_html(advanced)
    said = re.sub(r"<[^>]+>", " ", html)
    heard = " ".join(re.findall(r'aria-label="([^"]*)"', html))
    assert ENGLISH.findall(said + " " + heard) == []
    for term in ("Birème", "Olympiade", "tour de Marché", "tour de Construction", "brelan",
                 "carré", "carte aux enchères", "Premier Citoyen", "pile de Victoire",
                 "Remparts", "Port", "Esclaves", "Joker", "13 Drachmes", "Rapporte",
                 "Fermer", "Règles d&#x27;Acropolis, le jeu de cartes"):
        assert term in html, term
    if advanced is not None:
        assert ("En jeu dans cette partie" if advanced else "Pas dans cette partie") in html


def test_the_language_is_read_when_drawn_not_when_imported():
    english = cardrules.panel_html()
    with i18n.using("fr"):
        french = cardrules.panel_html()
    assert english != french and cardrules.panel_html() == english
