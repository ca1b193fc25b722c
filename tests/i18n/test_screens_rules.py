"""The rules as the player reads them, drawn in the pseudo-language: no word
may come from anywhere but the catalogue (``pseudo.leaks``). The Rules
panel (no game, a game with variants, each solo level), the tooltips of
every kind of hex in mid-game cities (each District type scoring and not,
Plazas, Quarries, with and without the variants), the city in words, the
options chips, the scorepad's doubled lines, the refusal of each illegal
placement, and why a damaged, foreign or newer record cannot be read. Drawn
in French, none of the English catalogue's words shows, and the French
reads the rulebook's terms."""

from __future__ import annotations

import json
import re
from html import escape
from types import SimpleNamespace

import cityart
import pseudo
import pytest

from akropolis import i18n
from akropolis.app import a11y, render, rulesview
from akropolis.app.explain import titles
from akropolis.app.session import Session
from akropolis.bots import make_bot
from akropolis.core.refusal import say
from akropolis.rules import record
from akropolis.rules.city import City, Placement
from akropolis.rules.game import GameState, Move, Options, new_game
from akropolis.rules.scoring import VARIANTS, score_city
from akropolis.rules.setup import ARCHITECT, HUMAN, Player, Setup, new_setup
from akropolis.rules.solo import LEVELS
from akropolis.rules.tiles import DISTRICTS

ALL = frozenset(VARIANTS)
NAMES = pseudo.NAMES
#: English words of the catalogue that French must not show.
ENGLISH = re.compile(
    r"\b(the|level|scores|tile|tiles|Stone|Stones|Quarry|House|Houses|Market|Barracks|"
    r"Garden|Plaza|District|Districts|variant|variants|must|record|save|player|move|"
    r"Illustrious|Architect|Construction|Site|edge|surrounded|doubled|Rules|Close)\b"
)


def p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def english_in(html: str) -> list[str]:
    return [text for text in pseudo.texts(html) if ENGLISH.search(text)]




def _cells(*groups) -> SimpleNamespace:
    height, top = {}, {}
    for kind, level, hexes in groups:
        for h in hexes:
            height[h], top[h] = level, kind
    return SimpleNamespace(height=height, top=top)


#: … and not scoring: a group of Houses not the largest, a lone House, two
#: Markets side by side, a Barracks inside and one by a lake, an open
#: Temple, a Temple and a Garden without their Plaza, two Housing Plazas.
LOSERS = _cells(
    ("house", 1, [(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (4, 2)]),
    ("market", 1, [(3, 0), (4, 0)]),
    ("quarry", 1, [(0, 1), (4, 1), (5, 1), (1, 3), (3, 3), (2, 4), (1, 4),
                   (6, 0), (7, 0), (5, 2), (6, 2), (7, 1), (5, 0)]),
    ("plaza-house", 1, [(1, 1), (2, 1)]),
    ("temple", 1, [(3, 1)]),
    ("garden", 1, [(3, 2)]),
    ("barracks", 1, [(2, 3), (5, 1)]),
    ("temple", 2, [(6, 1)]),
)
#: Two groups of Houses alike: only one scores.
TIED = _cells(
    ("house", 1, [(0, 0), (1, 0), (4, 0), (5, 0)]),
    ("quarry", 1, [(2, 0), (3, 0)]),
    ("plaza-house", 1, [(2, 1)]),
)


def cities():
    return [cityart.city(cityart.SHOWCASE), LOSERS, TIED]


def tooltips(variants) -> str:
    return "".join(p(text) for city in cities()
                   for text in titles(city.height, city.top, variants).values())


def city_in_words(city, variants) -> str:
    lines = score_city(city.height, city.top, variants)
    return f"<ul>{a11y.city_text_html(city, lines, NAMES[0], variants)}</ul>"


def test_the_cities_show_every_reason_a_hex_scores_or_not():
    """The cities above say each of the catalogue's reasons (in English)."""
    said = tooltips(frozenset()) + tooltips(ALL)
    catalogue = i18n.catalogue("en")
    reasons = [k for k in catalogue if k.startswith("HEX_") and isinstance(catalogue[k], str)]
    shapes = {k: re.escape(escape(catalogue[k])).replace(r"\{", "{").replace(r"\}", "}")
              for k in reasons}
    missing = [k for k, shape in shapes.items()
               if not re.search(re.sub(r"\{\w+\}", ".+?", shape), said)]
    assert missing == []


@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["plain", "variants"])
def test_the_tooltips_and_the_city_in_words_speak_only_the_catalogue(qps, variants):
    assert qps.leaks(tooltips(variants)) == []
    for city in cities():
        assert qps.leaks(city_in_words(city, variants)) == []
    city = cityart.city(cityart.SHOWCASE)
    svg = render.city_svg(city, label=NAMES[0], variants=variants)
    titles_only = "".join(p(t) for t in re.findall(r"<title>(.*?)</title>", svg))
    assert qps.leaks(titles_only) == []


@pytest.mark.parametrize("variants", [frozenset(), ALL], ids=["plain", "variants"])
def test_the_tooltips_in_french_read_the_rulebook(variants):
    with i18n.using("fr"):
        html = tooltips(variants) + "".join(city_in_words(c, variants) for c in cities())
    assert english_in(html) == []
    text = " ".join(pseudo.texts(html)).replace("\u00a0", " ")
    assert "Habitation, niveau 2 : dans le plus grand groupe d'Habitations (5)" in text
    assert "Carrière, niveau 1 : ne rapporte rien" in text
    assert "Caserne, niveau 1 : en périphérie" in text


# ------------------------------------------------------------ the panel
PANELS = {
    "no game": None,
    "2 players": Options(2),
    "variants, long game": Options(3, True, frozenset({"houses", "gardens"})),
    **{f"solo {level}": Options(1, variants=ALL, solo=level) for level in LEVELS},
}


@pytest.mark.parametrize("options", PANELS.values(), ids=PANELS.keys())
def test_the_rules_panel_speaks_only_the_catalogue(qps, options):
    assert qps.leaks(rulesview.panel_html(options)) == []


@pytest.mark.parametrize("options", PANELS.values(), ids=PANELS.keys())
def test_the_rules_panel_in_french_reads_like_the_rulebook(options):
    with i18n.using("fr"):
        html = rulesview.panel_html(options)
    assert english_in(html) == []
    for term in ("Chantier", "Architecte en Chef", "Quartier", "Place", "Carrière",
                 "Illustre Architecte", "Hippodamos", "Métagénès", "Callicratès",
                 "Variantes", "périphérie", "complètement entouré"):
        assert term in html
    if options is not None and options.solo:
        assert "le niveau de cette partie" in html


# ------------------------------------------------------------ the table
CHIPS = [Options(2), Options(2, variants=frozenset({"gardens", "houses"})),
         Options(3, True, frozenset({"temples"})), Options(2, False, ALL), Options(2, True)]


def finished(variants, seed=5, level=None) -> Session:
    seats = [Player(NAMES[0])] + (
        [Player(NAMES[1], ARCHITECT)] if level else [Player(NAMES[1])]
    )
    session = Session.new(Options(1 if level else 2, False, variants, level), seats, "t", seed)
    bot = make_bot("greedy", seed)
    while not session.state.over:
        if session.player.control == ARCHITECT:
            session.play_computer()
        else:
            session.state.play(bot.choose(session.state))
    return session


def scorepad_lines(session: Session) -> str:
    """The scorepad's rows as rulesview writes them: each District type's
    head (marked when its variant is on) and the doubled counts."""
    variants = session.state.options.variants
    rows = []
    for district in DISTRICTS:
        cells = "".join(
            f"<td>{rulesview.doubled_html(line)}</td>"
            for score in session.state.scores() for line in score.districts
            if line.district == district
        )
        rows.append(rulesview.scorepad_row(district, variants, cells))
    return "<table>" + "".join(rows) + "</table>"


def test_the_chips_and_the_scorepad_speak_only_the_catalogue(qps):
    for options in CHIPS:
        assert qps.leaks(rulesview.options_html(options)) == []
    for session in (finished(ALL), finished(ALL, seed=8, level="callicrates")):
        html = scorepad_lines(session)
        assert 'class="doubled"' in html and "variant-on" in html
        assert qps.leaks(html) == []


def test_the_chips_and_the_scorepad_in_french():
    with i18n.using("fr"):
        chips = "".join(rulesview.options_html(options) for options in CHIPS)
        pad = scorepad_lines(finished(ALL))
    assert "Variantes\u00a0: Jardins" not in chips  # in the order of the variants
    assert "Variantes\u00a0: Habitations, Jardins" in chips
    assert "Les cinq variantes" in chips and "Partie longue" in chips
    assert re.search(r"\d+ doublés?<", pad) and "variante active\u00a0:" in pad
    assert english_in(chips + pad) == []


# ------------------------------------------------------------ refusals
def refusals() -> list[str]:
    """Why each illegal placement or move is refused, as the player reads it."""
    city = City.with_starting_tile()
    far, start = (9, 9), (0, 0)
    refused = [
        city.placement_error(Placement(far, 0, 1)),  # not touching the city
        city.placement_error(Placement(start, 0, 1)),  # over the city, on level 1
        city.placement_error(Placement(far, 0, 2)),  # over a hole
        on_one_tile(),
        city.placement_error(Placement(start, 0, 3)),  # on level 2 hexes that are not
        city.placement_error(Placement(start, 6, 1)),
        city.placement_error(Placement(start, 0, 0)),
    ]
    state = new_game(Options(2), seed=4)
    refused += [state.move_error("x"), state.move_error(Move(0)),
                state.move_error(Move(7, far, 0, 1)), state.move_error(Move(3, far, 0, 1))]
    solo = GameState.start(new_setup(Options(1, solo="hippodamos"), 4))
    solo.play(make_bot("greedy", 1).choose(solo))  # the Architect to move
    refused.append(solo.move_error(Move(0, far, 0, 1)))
    said = [say(r) for r in refused]
    said += [
        _options_error(5),
        _options_error(1),
        _options_error(2, solo="x"),
        _options_error(4, long_game=True),
        _options_error(2, variants=frozenset({"x"})),
    ]
    setup = new_setup(Options(2), 1)
    said.append(Setup(setup.options, setup.tile_order[1:], 1, setup.players).error())
    said.append(Setup(setup.options, setup.tile_order, 1, (Player("a"),)).error())
    said.append(Setup(setup.options, setup.tile_order, 1,
                      (Player("a"), Player("b", ARCHITECT))).error())
    assert all(said), said
    return said


def on_one_tile():
    """A tile on level 2 over the three hexes of one tile below."""
    state = new_game(Options(2), seed=4)
    move = next(m for m in state.legal_moves() if m.level == 1)
    state.play(move)
    city = state.cities[0]
    return city.placement_error(Placement(move.anchor, move.rotation, 2))


def _options_error(players, **changes) -> str:
    options = object.__new__(Options)
    values = {"players": players, "long_game": False, "variants": frozenset(), "solo": None}
    values.update(changes)
    for name, value in values.items():
        object.__setattr__(options, name, value)
    return options.error()


def test_refusals_speak_only_the_catalogue(qps):
    said = refusals()
    # A refusal in the table's preview, as the player aims.
    session = Session.new(Options(2), [Player(NAMES[0]), Player(NAMES[1])], "r", 4)
    assert session.select(0)
    preview = session.preview((9, 9))
    assert preview is not None and not preview.ok
    said.append(preview.reason)
    assert qps.leaks("".join(p(data(s)) for s in said)) == []


def data(text: str) -> str:
    """``text`` without what a file holds, quoted as it is: a value ('x'),
    NaN, and the names a file must use (levels, variants)."""
    for names in (LEVELS, VARIANTS):
        text = text.replace(", ".join(names), "")
    return re.sub(r"'\w+'|NaN", "", text)


def test_refusals_in_french():
    with i18n.using("fr"):
        said = refusals()
    assert english_in("".join(p(s) for s in said)) == []
    assert "Une tuile au 1er niveau doit être adjacente à votre cité par au moins un bord." in said
    assert "Une tuile au niveau 2 doit être à cheval sur au moins 2 tuiles différentes." in said


# ------------------------------------------------------------ records
def _record() -> dict:
    state = new_game(Options(2), seed=3)
    bot = make_bot("greedy", 3)
    for _ in range(4):
        state.play(bot.choose(state))
    return record.to_record(state, [Player(NAMES[0]), Player(NAMES[1])])


def _changed(path, value) -> str:
    data = _record()
    where = data
    for key in path[:-1]:
        where = where[key]
    if value is KeyError:
        del where[path[-1]]
    else:
        where[path[-1]] = value
    return json.dumps(data)


def record_errors() -> list[str]:
    """Why a damaged, foreign or newer record is refused."""
    good = _record()
    texts = [
        b"\xff\xfe",
        "",
        "{",
        '{"a": 1,}',
        '"abc',
        '[1 2]',
        "[" * 30 + "]" * 30,
        json.dumps({"format": "acropolis-cards", "version": 1}),
        "[NaN]",
        _changed(["version"], 2),
        _changed(["version"], 0),
        _changed(["version"], "1"),
        _changed(["seed"], 2.5),
        _changed(["seed"], 2**60),
        _changed(["saved_at"], "yesterday"),
        _changed(["options"], []),
        _changed(["options", "players"], "two"),
        _changed(["options", "long_game"], None),
        _changed(["options", "variants"], "gardens"),
        _changed(["options", "variants"], ["gardens", "gardens"]),
        _changed(["options", "solo"], 3),
        _changed(["options", "players"], 5),
        _changed(["options", "long_game"], KeyError),
        _changed(["tile_order"], {}),
        _changed(["tile_order"], [True]),
        _changed(["tile_order"], good["tile_order"][1:]),
        _changed(["players"], 1),
        _changed(["players"], [good["players"][0]]),
        _changed(["players", 0], "x"),
        _changed(["players", 0, "name"], 7),
        _changed(["players", 0, "name"], ""),
        _changed(["players", 0, "name"], "\u0007"),
        _changed(["players", 0, "control"], []),
        _changed(["players", 0, "control"], ARCHITECT),
        _changed(["players", 0, "control"], "Big Bot!"),
        _changed(["moves"], {}),
        _changed(["moves", 0], 1),
        _changed(["moves", 0], {}),
        _changed(["moves", 0, "level"], KeyError),
        _changed(["moves", 0, "q"], 1.5),
        _changed(["moves", 1, "level"], 5),
        _changed(["moves", 1, "rotation"], 9),
        _changed(["moves", 1], {"tile": 0}),
        _changed(["moves", 1, "tile"], 30),
    ]
    solo = record.to_record(GameState.start(new_setup(Options(1, solo="metagenes"), 2)))
    solo["players"][1]["control"] = HUMAN
    texts.append(json.dumps(solo))
    said = []
    for text in texts:
        with pytest.raises(record.RecordError) as error:
            record.loads(text)
        said.append(str(error.value))
    return said


def test_a_records_errors_speak_only_the_catalogue(qps):
    said = record_errors()
    assert len(set(said)) == len(said)
    assert qps.leaks("".join(p(data(s)) for s in said)) == []


def test_a_records_errors_in_french():
    with i18n.using("fr"):
        said = record_errors()
    # A field's name is the file's: "level".
    assert english_in("".join(p(s.replace("level", "")) for s in said)) == []
    assert "Cette sauvegarde n'est pas une partie d'Akropolis." in said
    assert any(s.startswith("Cette sauvegarde vient d'une version plus récente du jeu") for s in said)
    assert any(s.startswith("Cette sauvegarde n'est pas du JSON valide (ligne 1, colonne ")
               and "une valeur est attendue" in s for s in said)
