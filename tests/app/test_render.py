"""Rendering: state -> SVG text (akropolis/app/render/). The SVG is parsed
back with xml.etree and checked for what a player and the browser layer rely
on: one element per column with its coordinates, type and level, symbols,
stars, slots, highlights, the preview, escaping and a fitting viewBox."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import pytest
from cityart import city as parse_city

from akropolis.app.render import (
    LEGEND,
    NAMES,
    PLATE,
    SIZE,
    SYMBOL_IDS,
    Preview,
    aim_layer,
    city_svg,
    hex_svg,
    hex_title,
    legend_svg,
    pile_svg,
    tile_svg,
)
from akropolis.app.render.geometry import _at
from akropolis.bots import make_bot
from akropolis.core.refusal import say
from akropolis.rules.city import City, Placement
from akropolis.rules.game import GameState, Options, new_game
from akropolis.rules.hexes import DIRECTIONS, to_pixel
from akropolis.rules.tiles import DISTRICTS, HEX_TYPES, PLAZA, PLAZA_STARS, QUARRY, TILES

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def played(seed: int, moves: int, options: Options | None = None) -> GameState:
    """A game after ``moves`` random legal moves."""
    state = new_game(options or Options(players=2), seed=seed)
    bot = make_bot("random", seed)
    for _ in range(moves):
        if state.over:
            break
        state.play(bot.choose(state))
    return state


def columns(root: ET.Element) -> dict[tuple[int, int], ET.Element]:
    found: dict[tuple[int, int], ET.Element] = {}
    for g in root.iter(SVG + "g"):
        if "col" in g.get("class", "").split():
            h = (int(g.get("data-q")), int(g.get("data-r")))
            assert h not in found, f"column {h} drawn twice"
            found[h] = g
    return found


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in e.get("class", "").split()]


def title_of(e: ET.Element) -> str:
    t = e.find(SVG + "title")
    assert t is not None
    return t.text or ""


def uses(e: ET.Element) -> list[str]:
    return [u.get("href") for u in e.iter(SVG + "use")]


def subpaths(e: ET.Element) -> int:
    """How many shapes a path draws (one ``M`` each)."""
    return e.get("d").count("M")


def stars(e: ET.Element) -> int:
    return sum(subpaths(p) for p in by_class(e, "stars"))


def view_box(root: ET.Element) -> tuple[float, float, float, float]:
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    return x, y, w, h


@pytest.fixture(scope="module")
def midgame() -> GameState:
    return played(7, 24)


def preview_of(city: City, tile_id: int, placement: Placement) -> Preview:
    """The preview of tile ``tile_id`` at ``placement`` in ``city``."""
    error = city.placement_error(placement)
    cells = tuple(zip(placement.hexes, TILES[tile_id].hexes, strict=True))
    return Preview(cells, placement.level, error is None, error and say(error))


def aiming(state: GameState):
    """The current player's city, the legal hexes of the first tile, and an
    ok preview of it."""
    city = state.cities[state.current]
    tile_id = state.site[0]
    places = city.legal_placements(TILES[tile_id])
    highlights = {h for p in places for h in p.hexes}
    return city, highlights, preview_of(city, tile_id, places[-1]), places[-1]


# ------------------------------------------------------------ structure
def test_starting_city_parses_and_is_labelled():
    root = parse(city_svg(City.with_starting_tile(), label="Ada's city"))
    assert root.get("role") == "img"
    assert root.get("aria-label") == "Ada's city: 4 hexes, highest level 1"
    assert title_of(root) == root.get("aria-label")
    assert set(columns(root)) == {(0, 0), (0, -1), (1, 0), (-1, 1)}
    # The starting tile is not "the last tile placed".
    assert not by_class(root, "last")


def test_every_column_once_with_its_type_and_level(midgame):
    for city in midgame.cities:
        root = parse(city_svg(city, label="City"))
        cols = columns(root)
        assert set(cols) == set(city.height)
        for h, g in cols.items():
            kind, level = city.top[h], city.height[h]
            assert g.get("data-type") == kind
            assert title_of(g) == hex_title(kind, level)
            assert title_of(g).startswith(NAMES[kind]) and title_of(g).endswith(f"level {level}")


def test_titles_read_as_a_player_says_them():
    assert hex_title("temple", 2) == "Temple, level 2"
    assert hex_title("plaza-market", 1) == "Market Plaza, 2 stars, level 1"
    assert hex_title("plaza-house", 3) == "Housing Plaza, 1 star, level 3"


def test_level_numbers_shown_above_level_one():
    city = parse_city(
        """
            Q1a
        Q1a     H1b
            T2c
        M2c     G3d
            g3d
        t3d
        """
    )
    root = parse(city_svg(city, label="Tall"))
    for h, g in columns(root).items():
        badges = by_class(g, "level")
        if city.height[h] == 1:
            assert not badges
        else:
            assert len(badges) == 1
            assert "".join(badges[0].itertext()) == str(city.height[h])
    assert "highest level 3" in root.get("aria-label")


def test_a_column_stacks_one_plate_per_level():
    city = parse_city(
        """
            H1
        T2      G3
        """
    )
    root = parse(city_svg(city, label="Plates"))
    for h, g in columns(root).items():
        (side,) = by_class(g, "side")
        # One outline for the whole side, one line under each inner plate.
        assert subpaths(side) == city.height[h]


# -------------------------------------------------------------- symbols
def test_each_district_and_the_quarry_has_its_own_symbol():
    ids = [SYMBOL_IDS[k] for k in (*DISTRICTS, QUARRY)]
    assert len(set(ids)) == len(ids)
    root = parse(legend_svg())
    (defs,) = root.iter(SVG + "defs")
    defined = {e.get("id") for e in defs}
    assert set(ids) <= defined


def test_hexes_use_their_types_symbol_and_plazas_their_districts(midgame):
    city = midgame.cities[0]
    root = parse(city_svg(city, label="City"))
    for h, g in columns(root).items():
        kind = city.top[h]
        hrefs = uses(g)
        assert "#" + SYMBOL_IDS[kind] in hrefs
        others = {"#" + SYMBOL_IDS[k] for k in (*DISTRICTS, QUARRY)} - {"#" + SYMBOL_IDS[kind]}
        assert not others & set(hrefs)


@pytest.mark.parametrize("kind", HEX_TYPES)
def test_plazas_show_their_stars(kind):
    assert stars(parse(hex_svg(kind))) == PLAZA_STARS.get(kind, 0)


def test_plaza_stars_in_a_city(midgame):
    for city in midgame.cities:
        root = parse(city_svg(city, label="City"))
        for h, g in columns(root).items():
            assert stars(g) == PLAZA_STARS.get(city.top[h], 0)


# ----------------------------------------------------- tiles and borders
def test_thick_borders_run_between_tiles_only():
    city = parse_city(
        """
            H1a
        H1a     M1b
            H1a     M1b
                M1b
        """
    )
    root = parse(city_svg(city, label="Borders"))
    for (q, r), g in columns(root).items():
        edge = by_class(g, "edge")[0].get("d")
        drawn = edge.count("M")
        expected = sum(
            1 for dq, dr in DIRECTIONS if city.tile_of.get((q + dq, r + dr)) != city.tile_of[(q, r)]
        )
        assert drawn == expected


def test_last_tile_outlined_unless_asked_not_to(midgame):
    city = midgame.cities[0]
    assert by_class(parse(city_svg(city, label="City")), "last")
    assert not by_class(parse(city_svg(city, label="City", last=False)), "last")


def test_a_thumbnail_marks_the_last_tile_with_a_star_and_its_words(midgame):
    """A symbol, not only the outline's colour, on the tile just placed,
    with what it says for a screen reader or a tooltip."""
    city = midgame.cities[0]
    assert not by_class(parse(city_svg(city, label="City", targets=False)), "last-mark")
    root = parse(city_svg(city, label="City", targets=False, mark="Last tile placed"))
    (star,) = by_class(root, "last-mark")
    assert title_of(star) == "Last tile placed"
    assert star.find(SVG + "circle") is not None and star.find(SVG + "path") is not None


def _mark_geometry(root: ET.Element) -> tuple[float, float, float]:
    """The last-tile mark's centre and the radius it covers (ring included),
    read from the SVG's numbers."""
    (mark,) = by_class(root, "last-mark")
    x, y, scale = (float(n) for n in re.findall(r"-?[\d.]+", mark.get("transform")))
    disc = mark.find(SVG + "circle")
    return x, y, (float(disc.get("r")) + float(disc.get("stroke-width")) / 2) * scale


def _covered(centre: tuple[float, float], mark: tuple[float, float, float]) -> float:
    """The share of a hex (circumradius 30, at ``centre``) inside the mark's disc,
    counted on a 1-unit grid."""
    cx, cy = centre
    mx, my, radius = mark
    inside = hit = 0
    for i in range(-30, 31):
        for j in range(-26, 27):
            # inside a flat-topped hex of circumradius 30
            if abs(j) <= 26 and abs(i) * 26 / 15 + abs(j) <= 52:
                inside += 1
                hit += (cx + i - mx) ** 2 + (cy + j - my) ** 2 <= radius**2
    return hit / inside


def test_the_last_tile_mark_hides_no_level_badge_nor_much_of_a_hex():
    """Issue 46, round two: the mark (a 25-unit disc at the tile's middle,
    where its three hexes meet) hid a third of each of its hexes and their
    level badges. It sits on a corner of the tile's outline, clear of every
    level badge, and covers only a small corner of any hex."""
    seen = upper = 0
    for seed in range(1, 7):
        state = new_game(Options(players=2), seed=seed)
        bot = make_bot("greedy", seed)
        while not state.over:
            state.play(bot.choose(state))
            city = state.cities[state.turns[-1].seat]
            root = parse(city_svg(city, label="City", targets=False, mark="Last tile placed"))
            mark = _mark_geometry(root)
            seen += 1
            upper += city.height[city.placed[-1].hexes[0]] > 1
            for (q, r), g in columns(root).items():
                centre = to_pixel((q, r), 30)
                if by_class(g, "level"):
                    badge = (centre[0] - 20, centre[1])
                    # the badge's disc (radius 8) and the mark's do not even touch
                    assert math.dist(badge, mark[:2]) >= mark[2] + 8, (seed, (q, r), mark)
                if math.dist(centre, mark[:2]) < 30 + mark[2]:
                    assert _covered(centre, mark) <= 0.08, (seed, (q, r), mark)
    assert seen > 100 and upper > 10, (seen, upper)


# ------------------------------------------------- aiming: slots and more
def test_slots_are_the_empty_spaces_next_to_the_city(midgame):
    city = midgame.cities[1]
    root = parse(city_svg(city, label="City"))
    slots = {(int(e.get("data-q")), int(e.get("data-r"))) for e in by_class(root, "slot")}
    around = {
        (q + dq, r + dr)
        for q, r in city.height
        for dq, dr in DIRECTIONS
        if (q + dq, r + dr) not in city.height
    }
    assert slots == around
    assert not by_class(parse(city_svg(city, label="City", targets=False)), "slot")


def test_every_aimable_hex_has_exactly_one_target(midgame):
    city, highlights, preview, _ = aiming(midgame)
    root = parse(city_svg(city, label="City", highlights=highlights, preview=preview))
    targets = [(int(e.get("data-q")), int(e.get("data-r"))) for e in root.iter() if e.get("data-q")]
    assert len(targets) == len(set(targets))
    assert highlights <= set(targets)
    # Nothing else catches the pointer.
    for name in ("legal-marks", "preview", "last", "cursor"):
        for e in by_class(root, name):
            assert e.get("pointer-events") == "none"


def test_highlights_preview_and_cursor(midgame):
    city, highlights, preview, place = aiming(midgame)
    svg = city_svg(city, label="City", highlights=highlights, preview=preview, cursor=place.anchor)
    root = parse(svg)
    assert sum(subpaths(e) for e in by_class(root, "legal")) == len(highlights)
    (built,) = by_class(root, "built")
    assert subpaths(built) == len(highlights & set(city.height))
    # The columns where the tile cannot go are dimmed.
    (dim,) = by_class(root, "dim")
    assert subpaths(dim) == len(set(city.height) - highlights)
    (shown,) = by_class(root, "preview")
    assert shown.get("class") == "preview ok"
    assert len(by_class(shown, "level")) == 3  # the level on each hex, even level 1
    assert len(by_class(root, "cursor")) == 1


def test_the_aim_layer_can_be_redrawn_alone(midgame):
    city, highlights, preview, place = aiming(midgame)
    svg = city_svg(city, label="City", highlights=highlights, preview=preview, cursor=place.anchor)
    layer = aim_layer(preview, place.anchor)
    assert f'<g class="aim" pointer-events="none">{layer}</g>' in svg
    assert '<g class="aim" pointer-events="none"></g>' in city_svg(city, label="City")
    # Its content parses inside an SVG group.
    group = ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{layer}</g>')
    assert by_class(group, "preview") and by_class(group, "cursor")


def test_bad_preview_is_marked_and_explained(midgame):
    city = midgame.cities[0]
    tile_id = midgame.site[0]
    placement = Placement((0, 0), 0, 1)  # on top of the starting Plaza
    preview = preview_of(city, tile_id, placement)
    assert not preview.ok and preview.reason
    root = parse(city_svg(city, label="City", preview=preview))
    (shown,) = by_class(root, "preview")
    assert shown.get("class") == "preview bad"
    assert preview.reason in title_of(shown)
    assert by_class(shown, "reason")[0].get("stroke-dasharray")
    # A symbol as well as the red dashes, drawn whole beside the
    # translucent tile, and never catching the pointer.
    (mark,) = by_class(root, "refused-mark")
    assert mark not in list(shown.iter())
    assert mark.get("pointer-events") == "none"
    _, _, fitting, _ = aiming(midgame)
    assert not by_class(parse(city_svg(city, label="City", preview=fitting)), "refused-mark")


def test_every_legal_empty_space_carries_a_dot(midgame):
    """Legal empty spaces are marked by a symbol (a dot), not only a tint
    of the ground that is hard to tell from the ground around it."""
    city, highlights, preview, _ = aiming(midgame)
    root = parse(city_svg(city, label="City", highlights=highlights, preview=preview))
    empty = highlights - set(city.height)
    assert empty
    (dots,) = by_class(root, "legal-dots")
    centres = {(c.get("cx"), c.get("cy")) for c in dots if c.tag.endswith("circle")}
    assert centres == {_at(h) for h in empty}


def test_preview_as_tuple_or_any_object_with_its_fields(midgame):
    city, _, preview, _ = aiming(midgame)

    class Other:
        cells = preview.cells
        level = preview.level
        ok = preview.ok
        reason = None

    expected = city_svg(city, label="City", preview=preview)
    assert city_svg(city, label="City", preview=tuple(vars(preview).values())) == expected
    assert city_svg(city, label="City", preview=Other()) == expected


# ------------------------------------------------------ text and geometry
def test_label_is_escaped():
    name = "Bob <&\"> 's\x01 city"
    svg = city_svg(City.with_starting_tile(), label=name)
    root = parse(svg)
    assert root.get("aria-label").startswith("Bob <&\"> 's city:")
    assert title_of(root).startswith("Bob <&\"> 's city:")
    assert "<&" not in svg


def test_view_box_holds_every_hex_drawn(midgame):
    city, highlights, _, _ = aiming(midgame)
    root = parse(city_svg(city, label="City", highlights=highlights))
    x, y, w, h = view_box(root)
    half = SIZE * 3**0.5 / 2
    depth = max(city.height.values()) * PLATE
    for q, r in [*city.height, *highlights]:
        cx, cy = to_pixel((q, r), SIZE)
        assert x <= cx - SIZE and cx + SIZE <= x + w
        assert y <= cy - half and cy + half + depth <= y + h


def test_view_box_ignores_preview_and_cursor(midgame):
    city, highlights, preview, _ = aiming(midgame)
    still = city_svg(city, label="City", highlights=highlights)
    moving = city_svg(city, label="City", highlights=highlights, preview=preview, cursor=(40, 40))
    assert view_box(parse(still)) == view_box(parse(moving))


def test_rendering_is_deterministic():
    for seed in (1, 2):
        a = played(seed, 30)
        b = played(seed, 30)
        args = aiming(a)
        brgs = aiming(b)
        for ca, cb in zip(a.cities, b.cities, strict=True):
            assert city_svg(ca, label="X") == city_svg(cb, label="X")
        assert city_svg(args[0], label="X", highlights=args[1], preview=args[2]) == city_svg(
            brgs[0], label="X", highlights=set(reversed(sorted(brgs[1]))), preview=brgs[2]
        )


def test_rendering_does_not_depend_on_dict_order(midgame):
    city = midgame.cities[0]
    other = City()
    for h in reversed(list(city.height)):
        other.height[h] = city.height[h]
        other.top[h] = city.top[h]
        other.tile_of[h] = city.tile_of[h]
    other.placed = list(city.placed)
    assert city_svg(other, label="X") == city_svg(city, label="X")


def test_a_long_random_game_renders_at_every_turn():
    state = new_game(Options(players=3), seed=5)
    bot = make_bot("random", 5)
    while not state.over:
        state.play(bot.choose(state))
        for city in state.cities:
            root = parse(city_svg(city, label="City"))
            assert len(columns(root)) == len(city)


# --------------------------------------------------------- tiles and pile
@pytest.mark.parametrize("tile_id", sorted(TILES))
def test_tile_svg_names_its_hexes(tile_id):
    tile = TILES[tile_id]
    for rotation in range(6):
        root = parse(tile_svg(tile_id, rotation))
        label = root.get("aria-label")
        assert label == f"Tile {tile_id}: " + ", ".join(NAMES[k] for k in tile.hexes)
        hexes = by_class(root, "hex")
        assert len(hexes) == 3
        assert sorted(title_of(g) for g in hexes) == sorted(hex_title(k) for k in tile.hexes)
        assert root.get("data-rotation") == str(rotation)


def test_tile_svg_label_and_rotation():
    assert parse(tile_svg(23)).get("aria-label") == "Tile 23: Market, Barracks, Housing Plaza"
    root = parse(tile_svg(23, 8, label="First tile <free>"))
    assert root.get("aria-label") == "First tile <free>: Market, Barracks, Housing Plaza"
    assert root.get("data-rotation") == "2"
    assert tile_svg(23, 1) != tile_svg(23, 0)
    assert len(by_class(parse(tile_svg(0)), "hex")) == 4  # the starting tile


def test_pile_svg():
    ids = [1, 5, 13, 23, 55, 26, 8]
    root = parse(pile_svg(ids))
    tiles = by_class(root, "pile-tile")
    assert [int(t.get("data-tile")) for t in tiles] == ids
    label = root.get("aria-label")
    assert label.startswith("The Illustrious Architect's pile: 7 tiles")
    # Gardens on tiles 5 and 26, Garden Plazas (3 stars) on 13 and 55.
    assert "2 Gardens with 6 stars" in label
    assert parse(pile_svg([])).get("aria-label") == "The Illustrious Architect's pile: 0 tiles"


def test_legend_covers_every_type():
    assert sorted(e.kind for e in LEGEND) == sorted(HEX_TYPES)
    assert all(re.fullmatch("#[0-9a-f]{6}", e.colour) for e in LEGEND)
    assert {e.colour for e in LEGEND if e.kind in DISTRICTS} == {
        e.colour for e in LEGEND if e.kind in PLAZA.values()
    }
    root = parse(legend_svg())
    text = " ".join(root.itertext())
    for entry in LEGEND:
        assert entry.name in text
