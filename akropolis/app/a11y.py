"""What assistive tools get besides the pictures: the city in words, the
board's keyboard help, and the control that has the focus when a game opens.

The city is drawn as one SVG image; ``city_text_html`` says the same city as
a list a screen reader can walk, one item per District type: its hexes, their
levels, what of them scores under its condition, and the points. Pure text,
like ``views``.
"""

from __future__ import annotations

from collections import Counter
from html import escape

from .. import i18n, rulewords, words
from ..i18n import t
from ..rules.city import City
from ..rules.scoring import DistrictScore
from ..rules.tiles import DISTRICTS, HOUSE, PLAZA, QUARRY
from .explain import explain_city
from .screen import Screen


def __getattr__(name: str):
    """``a11y.BOARD_HELP``: the board's keyboard help, read with the board
    (aria-describedby), in the language of the moment."""
    if name == "BOARD_HELP":
        return i18n.entry("BOARD_HELP")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _hexes(count: int) -> str:
    return i18n.plural("HEX_COUNT", count)


def _levels(levels: Counter) -> str:
    """ "2 on level 1, 1 on level 2"."""
    return ", ".join(i18n.t("ON_LEVEL", n=levels[level], level=level) for level in sorted(levels))


def district_sentence(district: str, levels: Counter, line: DistrictScore) -> str:
    """One District type of a city in words: its hexes and their levels, its
    condition, what meets it, and the points (value x stars)."""
    plural = words.PLURALS[district]
    count = sum(levels.values())
    if not count:
        if line.stars:
            return t("CITY_NONE_STARS", districts=plural, stars=words.stars(line.stars))
        return t("CITY_NONE", districts=plural)
    condition = i18n.entry("CITY_CONDITIONS")[district]
    text = t(
        "CITY_DISTRICT",
        districts=plural,
        hexes=_hexes(count),
        levels=_levels(levels),
        condition=condition,
    )
    if not line.stars:
        return text + t("CITY_NO_PLAZA", plaza=words.NAMES[PLAZA[district]])
    if district == HOUSE:
        text += t("CITY_HOUSES", count=line.count, value=line.value)
    else:
        text += t("CITY_SCORING", count=line.count, total=count, value=line.value)
    if line.doubled:
        text += i18n.plural("CITY_DOUBLED", line.doubled)
    return text + t("CITY_TIMES", stars=words.stars(line.stars), points=words.points(line.points))


def city_lines(city: City, districts: tuple[DistrictScore, ...], label: str) -> list[str]:
    """The city in words, as a list: its size, then one line per District
    type (``districts``: the seat's score lines, in ``DISTRICTS`` order)."""
    height, top = city.height, city.top
    levels: dict[str, Counter] = {kind: Counter() for kind in (*DISTRICTS, QUARRY)}
    plazas = 0
    for h, kind in top.items():
        if kind in levels:
            levels[kind][height[h]] += 1
        else:
            plazas += 1
    highest = max(height.values(), default=0)
    quarries = sum(levels[QUARRY].values())
    first = t(
        "CITY_FIRST",
        label=label,
        hexes=_hexes(len(height)),
        level=highest,
        quarries=words.quarries(quarries),
        plazas=i18n.plural("PLAZA_COUNT", plazas),
    )
    by_type = {line.district: line for line in districts}
    return [first] + [district_sentence(d, levels[d], by_type[d]) for d in DISTRICTS]


def hex_lines(city: City, variants) -> dict[str, list[str]]:
    """Per District type, what its hexes score now and why (the board's
    tooltips, ``explain``), hexes that read alike said once with their
    number, in order of level."""
    alike: dict[str, Counter] = {kind: Counter() for kind in DISTRICTS}
    scores = explain_city(city.height, city.top, variants)
    for h in sorted(scores, key=lambda h: (scores[h].level, h)):
        if scores[h].kind in alike:
            alike[scores[h].kind][scores[h].text] += 1
    return {k: [rulewords.hexes_alike(n, t) for t, n in c.items()] for k, c in alike.items()}


def city_text_html(
    city: City, districts: tuple[DistrictScore, ...], label: str, variants=None
) -> str:
    """The items of the list that says the city next to the board
    (``<ul id="city-text">``, in a ``<details>``); with ``variants`` (the
    game's), each District type's item lists what its hexes score and why."""
    lines = city_lines(city, districts, label)
    if variants is None:
        return "".join(f"<li>{escape(line)}</li>" for line in lines)
    said = hex_lines(city, variants)
    items = [f"<li>{escape(lines[0])}</li>"]
    for district, line in zip(DISTRICTS, lines[1:], strict=True):
        inner = "".join(f"<li>{escape(text)}</li>" for text in said[district])
        items.append(f"<li>{escape(line)}" + (f"<ul>{inner}</ul>" if inner else "") + "</li>")
    return "".join(items)


#: The send panel's first control (``sendviews``): Share where the browser
#: has a share sheet (``body[data-share]``), else Copy link.
SEND_FIRST = ('body[data-share="1"] .send [data-action="share-link"], '
              '.send [data-action="copy-link"]')


def first_control(screen: Screen) -> str:
    """The CSS selector of the control to focus when a game opens: the first
    tile the player may take, the scorepad's first button when the game is
    over, or the board while a computer plays; at a distance the seat
    question, or the link to send while another device's person plays."""
    if screen.claim:  # at a distance, before this device said which seat is its own
        return "#send .claim button"
    if screen.sending:  # at a distance, the link to send: Share where there is a share sheet
        return SEND_FIRST
    if screen.over:
        return "#end button"
    if screen.human:
        return '#site button[data-action="select"]:not([disabled])'
    return "#board"
