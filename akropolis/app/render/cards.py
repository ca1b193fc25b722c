"""The card game's cards as SVG text: a good of the Agora deck, a building
of the Build deck (full size, or small for a Victory pile) and the Bid card.
Pure: the same call gives the same text. How a player tells them apart:

- **Goods**: a colour from colour-blind-safe palettes (Paul Tol's "muted",
  with Okabe-Ito's orange and vermillion) *and* a symbol of each good's own
  (a fish, grapes for Wine, a chain for Slaves...), drawn with the name in
  the ink, near black or white, that reads on the colour at 4.5:1 or more.
  A **marked** good (it makes the hand's type) gets a black and white frame
  and a tick; **wild** Slaves (the Harbor) a white tag with a star.
- **Buildings**: a band in the category's colour (Tol's high-contrast blue,
  yellow and red, apart in grey too) with its symbol (a shield, a column, a
  temple front), the printed value in a white disc, the name in dark ink.

Each SVG has ``role="img"``, an ``aria-label`` and a ``<title>`` from the
catalogue; no ids (many sit on one page), fonts, images or references.
"""

from __future__ import annotations

from html import escape

from ... import i18n
from ...cards import words as cw
from ...cards.deck import BUILDINGS, CATEGORIES, GOODS
from ...i18n import t
from .. import cardwords as w

# ------------------------------------------------------------- palettes
#: Each good's colour.
GOOD_COLOURS: dict[str, str] = {
    "fish": "#88CCEE",  # Tol cyan
    "meat": "#CC6677",  # Tol rose
    "vegetables": "#117733",  # Tol green
    "cheese": "#DDCC77",  # Tol sand
    "wine": "#882255",  # Tol wine
    "bronze": "#E69F00",  # Okabe-Ito orange
    "cloth": "#332288",  # Tol indigo
    "pottery": "#D55E00",  # Okabe-Ito vermillion
    "goats": "#999933",  # Tol olive
    "sheep": "#DDDDDD",  # Tol pale grey
    "slaves": "#AA4499",  # Tol purple
    "oil": "#44AA99",  # Tol teal
}
#: Each category's colour (Tol's high-contrast scheme).
CATEGORY_COLOURS: dict[str, str] = {
    "military": "#BB5566",
    "civic": "#004488",
    "religious": "#DDAA33",
}
DARK = "#111111"
LIGHT = "#FFFFFF"
#: A building card's paper, and the ink of its words.
PAPER = "#FBF8F1"
PAPER_INK = "#1B1B1B"
assert set(GOOD_COLOURS) == set(GOODS) and set(CATEGORY_COLOURS) == set(CATEGORIES)


def luminance(colour: str) -> float:
    """WCAG's relative luminance of ``#RRGGBB``."""
    channels = []
    for i in (1, 3, 5):
        c = int(colour[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ink(colour: str) -> str:
    """The ink, near black or white, that reads best on ``colour``."""
    return DARK if contrast(DARK, colour) >= contrast(LIGHT, colour) else LIGHT


def _shade(colour: str, factor: float) -> str:
    """``colour`` darkened towards black by ``factor`` (0 = unchanged)."""
    return "#" + "".join(f"{round(int(colour[i:i + 2], 16) * (1 - factor)):02X}" for i in (1, 3, 5))


#: The category's name on the paper: its colour, darkened to read as text.
CATEGORY_TEXT = {c: _shade(colour, 0.45) for c, colour in CATEGORY_COLOURS.items()}

# --------------------------------------------------------------- symbols
# Each symbol is drawn in a 20 x 20 box centred on the origin, filled with
# the ink ({ink}); details cut out of it are painted in the card's colour
# ({bg}). Each good's is a different shape.
GOOD_SYMBOLS: dict[str, str] = {
    # A fish swimming left, its eye cut out.
    "fish": '<path d="M-9.5 0C-6 -6.5 2 -6.5 5 -1L9.5 -5.5V5.5L5 1C2 6.5 -6 6.5 -9.5 0Z"/>'
    '<circle cx="-5.2" cy="-1.2" r="1.3" fill="{bg}"/>',
    # A leg of meat on its bone.
    "meat": '<ellipse cx="-2.5" cy="-2.5" rx="7.6" ry="5.8" transform="rotate(45 -2.5 -2.5)"/>'
    '<path d="M1.5 1.5L7 7" stroke="{ink}" stroke-width="2.8"/>'
    '<circle cx="8.6" cy="6.2" r="1.9"/><circle cx="6.2" cy="8.6" r="1.9"/>',
    # A carrot with its leaves.
    "vegetables": '<path d="M-4.6 -3Q0 -5.2 4.6 -3L0.7 9.6H-0.7Z"/>'
    '<path d="M-1 -4.2L-5 -9.6L-0.4 -6.2L0 -10L0.4 -6.2L5 -9.6L1 -4.2Z"/>'
    '<path d="M-2.9 0H0M-1.7 4H0.3" stroke="{bg}" stroke-width="1.1"/>',
    # A wedge of cheese with holes.
    "cheese": '<path d="M-9.5 8V-1.5L6.5 -8L9.5 -1.5V8Z"/>'
    '<path d="M-9.5 -1.5H9.5" stroke="{bg}" stroke-width=".9"/>'
    '<circle cx="-5" cy="3.2" r="1.9" fill="{bg}"/><circle cx="1" cy="1.2" r="1.3" fill="{bg}"/>'
    '<circle cx="5.2" cy="4.6" r="1.6" fill="{bg}"/>',
    # A bunch of grapes with a leaf.
    "wine": '<circle cx="-4.8" cy="-2.6" r="2.5"/><circle cx="0" cy="-2.6" r="2.5"/>'
    '<circle cx="4.8" cy="-2.6" r="2.5"/><circle cx="-2.4" cy="1.6" r="2.5"/>'
    '<circle cx="2.4" cy="1.6" r="2.5"/><circle cx="0" cy="5.8" r="2.5"/>'
    '<path d="M0 -5L1 -9" stroke="{ink}" stroke-width="1.4"/>'
    '<path d="M1 -7.6Q6 -10.6 8.6 -6.6Q4.6 -5.4 1 -7.6Z"/>',
    # An oxhide ingot, the shape bronze was traded in.
    "bronze": '<path d="M-9.5 -7Q-5.5 -4.5 -5.5 0Q-5.5 4.5 -9.5 7Q0 4.2 9.5 7'
    'Q5.5 4.5 5.5 0Q5.5 -4.5 9.5 -7Q0 -4.2 -9.5 -7Z"/>'
    '<path d="M-3 -2.2H3" stroke="{bg}" stroke-width="1.2" stroke-linecap="round"/>',
    # A tunic, its neck cut out.
    "cloth": '<path d="M-4 -9.4H4L9.6 -6L7.6 -0.8L5 -2V9.4H-5V-2L-7.6 -0.8L-9.6 -6Z"/>'
    '<path d="M-2.4 -9.4Q0 -6.4 2.4 -9.4Z" fill="{bg}"/>'
    '<path d="M-5 6.4H5" stroke="{bg}" stroke-width="1.1"/>',
    # An amphora with its two handles.
    "pottery": '<path d="M-2.6 -9.6H2.6V-7.6L2 -6Q7.6 -3 6.6 2Q5.6 6 1.6 7.6L1.1 9.6H-1.1L-1.6 '
    '7.6Q-5.6 6 -6.6 2Q-7.6 -3 -2 -6L-2.6 -7.6Z"/>'
    '<path d="M-2.2 -7Q-7 -7.6 -5.6 -2.4M2.2 -7Q7 -7.6 5.6 -2.4" fill="none" stroke="{ink}" '
    'stroke-width="1.5"/><path d="M-6.4 0.6H6.4" stroke="{bg}" stroke-width="1.3"/>',
    # A goat's head: horns swept back, ears, a beard.
    "goats": '<path d="M-2 -3.6Q-5 -9.6 -9.4 -8.6M2 -3.6Q5 -9.6 9.4 -8.6" fill="none" '
    'stroke="{ink}" stroke-width="2.2" stroke-linecap="round"/>'
    '<path d="M-3.4 -4H3.4L2.6 4.6L0 7L-2.6 4.6Z"/>'
    '<path d="M-3 -2.6L-8.6 -1L-3.2 0.6ZM3 -2.6L8.6 -1L3.2 0.6Z"/>'
    '<path d="M-1.4 6L0 10L1.4 6Z"/>'
    '<circle cx="-1.5" cy="-1.2" r=".85" fill="{bg}"/><circle cx="1.5" cy="-1.2" r=".85" '
    'fill="{bg}"/>',
    # A sheep: a fleece of curls, its head and four legs.
    "sheep": '<circle cx="-3.2" cy="-1.8" r="3.6"/><circle cx="1.6" cy="-2.6" r="3.6"/>'
    '<circle cx="5.4" cy="0" r="3.4"/><circle cx="-4.6" cy="2" r="3.4"/>'
    '<circle cx="0.6" cy="2.4" r="3.8"/><ellipse cx="-8.2" cy="-2.6" rx="2.2" ry="3"/>'
    '<path d="M-4.6 5H-3V9.6H-4.6ZM-1.4 5H0.2V9.6H-1.4ZM2.4 5H4V9.6H2.4ZM5.2 5H6.8V9.6H5.2Z"/>'
    '<circle cx="-8.8" cy="-3.4" r=".7" fill="{bg}"/>',
    # Two links of a chain.
    "slaves": '<g fill="none" stroke="{ink}" stroke-width="2.5">'
    '<ellipse cx="-3.4" cy="3.4" rx="6" ry="3.3" transform="rotate(-45 -3.4 3.4)"/>'
    '<ellipse cx="3.4" cy="-3.4" rx="6" ry="3.3" transform="rotate(-45 3.4 -3.4)"/></g>',
    # A drop of oil with its shine.
    "oil": '<path d="M0 -9.8C2.6 -5.6 7 -1.4 7 3A7 7 0 0 1 -7 3C-7 -1.4 -2.6 -5.6 0 -9.8Z"/>'
    '<path d="M-3.6 2.4Q-3.6 5.2 -1.2 6.4" fill="none" stroke="{bg}" stroke-width="1.4" '
    'stroke-linecap="round"/>',
}
#: Each category's symbol, in the same box.
CATEGORY_SYMBOLS: dict[str, str] = {
    # A shield with crossed spears behind.
    "military": '<path d="M-9 -9L9 9M9 -9L-9 9" stroke="{ink}" stroke-width="1.8" '
    'stroke-linecap="round"/><circle r="7"/><circle r="5.2" fill="none" stroke="{bg}" '
    'stroke-width="1.1"/><circle r="1.9" fill="{bg}"/>',
    # A column: capital, fluted shaft, base.
    "civic": '<path d="M-7 -9.5H7V-7.2H-7ZM-5 -7.2H5V-5.6H-5ZM-4 -5.6H4V6.4H-4Z'
    'M-5.4 6.4H5.4V8H-5.4ZM-7 8H7V9.6H-7Z"/>'
    '<path d="M-1.35 -4.6V5.4M1.35 -4.6V5.4" stroke="{bg}" stroke-width=".8"/>',
    # A temple front: pediment, four columns, steps.
    "religious": '<path d="M-9.5 -4.5L0 -9.5L9.5 -4.5ZM-8.5 -3.5H8.5V-1.5H-8.5Z'
    'M-7.5 -1H-5V5.5H-7.5ZM-3.3 -1H-0.8V5.5H-3.3ZM0.8 -1H3.3V5.5H0.8ZM5 -1H7.5V5.5H5Z'
    'M-9 6H9V7.5H-9ZM-10 8H10V9.5H-10Z"/>',
}
assert set(GOOD_SYMBOLS) == set(GOODS) and set(CATEGORY_SYMBOLS) == set(CATEGORIES)

# A tick in a black disc ringed white (a marked good), an eight-pointed star
# (a wild Slave).
_TICK = (
    '<circle r="7.5" fill="#111111" stroke="#FFFFFF" stroke-width="1.6"/>'
    '<path d="M-3.8 0.2L-1.1 3.1L4 -2.9" fill="none" stroke="#FFFFFF" stroke-width="2.2" '
    'stroke-linecap="round" stroke-linejoin="round"/>'
)
_STAR = (
    "M0 -5L1.2 -2.9L3.5 -3.5L2.9 -1.2L5 0L2.9 1.2L3.5 3.5L1.2 2.9L0 5L-1.2 2.9L-3.5 3.5"
    "L-2.9 1.2L-5 0L-2.9 -1.2L-3.5 -3.5L-1.2 -2.9Z"
)
_FONT = 'font-family="sans-serif"'


def e(text: object) -> str:
    return escape(str(text), quote=True)


def _num(x: float) -> str:
    """A coordinate, short and stable: at most 1 decimal."""
    text = f"{x:.1f}".removesuffix(".0")
    return "0" if text == "-0" else text


def _open(cls: str, width: float, height: float, label: str, scale: float = 1) -> str:
    name = e(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="card-face {cls}" '
        f'viewBox="0 0 {_num(width)} {_num(height)}" width="{_num(width * scale)}" '
        f'height="{_num(height * scale)}" role="img" aria-label="{name}"><title>{name}</title>'
    )


def _symbol(shapes: str, x: float, y: float, scale: float, fill: str, bg: str) -> str:
    return (
        f'<g transform="translate({_num(x)} {_num(y)}) scale({scale})" fill="{fill}">'
        f"{shapes.format(ink=fill, bg=bg)}</g>"
    )


def _fit(text: str, width: float, size: float, bold: bool = True) -> float:
    """A font size at most ``size`` at which ``text`` fits ``width`` (an
    estimate from the average width of a sans-serif letter)."""
    per = 0.58 if bold else 0.52
    return round(min(size, width / max(1, len(text)) / per), 1)


def _lines(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width`` at ``size`` (the
    same estimate); a word too long is broken after a slash."""
    per = (0.58 if bold else 0.52) * size
    words = text.replace("/", "/ ").split()
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width / per:
            joint = "" if lines[-1].endswith("/") else " "
            lines[-1] += joint + word
        else:
            lines.append(word)
    return lines


def _text(lines: list[str], x: float, y: float, size: float, fill: str, extra: str = "") -> str:
    """Lines of text centred on ``x``, the first one's baseline at ``y``."""
    spans = "".join(
        f'<tspan x="{_num(x)}" dy="{_num(0 if i == 0 else size * 1.15)}">{e(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return (
        f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" text-anchor="middle" '
        f'fill="{fill}" {_FONT}{extra}>{spans}</text>'
    )


# ----------------------------------------------------------------- goods
GOOD_SIZE = (70, 100)


def good_label(good: str, count: int = 1, *, marked: bool = False, wild: bool = False) -> str:
    """A good card's accessible name: "Two Wine", "Two Slaves, wild, part
    of the hand's type"."""
    label = w.card_label(good, count)
    if wild:
        label = i18n.plural("CARD_FACE_WILD", count, card=label)
    return t("CARD_FACE_MARKED", card=label) if marked else label


def good_svg(good: str, count: int = 1, *, marked: bool = False, wild: bool = False) -> str:
    """A card of the Agora deck: ``good``'s name, symbol and colour,
    ``×count`` when more than one, a frame and a tick when ``marked`` (it
    makes the hand's type), a "wild" tag when ``wild`` (Slaves with the
    Harbor)."""
    width, height = GOOD_SIZE
    colour = GOOD_COLOURS[good]
    fg = ink(colour)
    name = cw.good(good)
    size = _fit(name, width - 10, 11.5)
    out = [
        _open("face-good" + (" marked" if marked else "") + (" wild" if wild else ""),
              width, height, good_label(good, count, marked=marked, wild=wild)),
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="6" fill="{colour}" '
        f'stroke="{DARK}" stroke-width="1.2"/>',
        _text([name], width / 2, 18, size, fg, ' font-weight="700"'),
        _symbol(GOOD_SYMBOLS[good], width / 2, 46, 1.9, fg, colour),
    ]
    if wild:
        mark = t("CARD_FACE_WILD_MARK")
        out.append(
            f'<rect x="8" y="67" width="{width - 16}" height="13" rx="6.5" fill="{LIGHT}" '
            f'stroke="{DARK}" stroke-width="1"/>'
            f'<path transform="translate(17 73.5)" d="{_STAR}" fill="{DARK}"/>'
            + _text([mark], 40, 76.8, _fit(mark, 38, 9), DARK, ' font-weight="700"')
        )
    if count > 1:
        out.append(
            f'<rect x="35" y="80.5" width="31" height="17" rx="8.5" fill="{LIGHT}" '
            f'stroke="{DARK}" stroke-width="1"/>'
            + _text([f"\u00d7{count}"], 50.5, 93.9, 14, DARK, ' font-weight="700"')
        )
    if marked:
        out.append(
            f'<rect x="2.5" y="2.5" width="{width - 5}" height="{height - 5}" rx="5" fill="none" '
            f'stroke="{DARK}" stroke-width="5"/>'
            f'<rect x="5.5" y="5.5" width="{width - 11}" height="{height - 11}" rx="3" '
            f'fill="none" stroke="{LIGHT}" stroke-width="1.6"/>'
            f'<g transform="translate(16 88.5)">{_TICK}</g>'
        )
    out.append("</svg>")
    return "".join(out)


# ------------------------------------------------------------- buildings
BUILDING_SIZE = (100, 140)
SMALL_SIZE = (44, 56)
BID_SIZE = (100, 170)


def building_label(key: str, advanced: bool) -> str:
    """A building card's accessible name: "Walls (Military, 4). Defense:
    Opponents' Arsenal and Strategion cannot target you." (the ability with
    the advanced rules only)."""
    b = BUILDINGS[key]
    line = w.building_line(key, b.category, b.score)
    return w.building_alt(line, w.ability(key) if advanced else "")


def _band(category: str, score: int, width: float) -> str:
    """The top of a building card: the category's colour and symbol, the
    printed value in a white disc."""
    colour = CATEGORY_COLOURS[category]
    return (
        f'<path d="M1 36V9A8 8 0 0 1 9 1H{_num(width - 9)}A8 8 0 0 1 {_num(width - 1)} 9V36Z" '
        f'fill="{colour}"/>'
        + _symbol(CATEGORY_SYMBOLS[category], 20, 18.5, 1.25, ink(colour), colour)
        + f'<circle cx="{_num(width - 20)}" cy="18.5" r="13" fill="{LIGHT}" stroke="{DARK}" '
        'stroke-width="1.2"/>'
        + _text([str(score)], width - 20, 25, 18, DARK, ' font-weight="700"')
    )


def _building_face(key: str, advanced: bool, height: float, full: bool) -> list[str]:
    """A building card's drawing, ``height`` tall; ``full``: the ability's
    text too (the Bid card)."""
    b = BUILDINGS[key]
    width = BUILDING_SIZE[0]
    colour = CATEGORY_COLOURS[b.category]
    out = [
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="8" fill="{PAPER}" '
        f'stroke="{colour}" stroke-width="2"/>',
        _band(b.category, b.score, width),
        f'<path d="M1 36H{width - 1}" stroke="{DARK}" stroke-width=".8"/>',
        _text([cw.category(b.category)], width / 2, 48, 9, CATEGORY_TEXT[b.category],
              ' font-weight="700" letter-spacing=".6"'),
    ]
    name = cw.building(key)
    size = 13
    lines = _lines(name, width - 12, size, bold=True)
    size = min(_fit(line, width - 12, size) for line in lines)
    out.append(_text(lines, width / 2, 66, size, PAPER_INK, ' font-weight="700"'))
    below = 66 + size * 1.15 * (len(lines) - 1)
    if not advanced:
        mid = (below + height) / 2 + 2
        out.append(_symbol(CATEGORY_SYMBOLS[b.category], width / 2, mid, 1.9, colour, PAPER))
        return out
    ability, text = cw.ability(key)
    top = below + 10
    title = _lines(ability, width - 16, 9.5, bold=True)
    size = min(_fit(line, width - 18, 9.5) for line in title)
    body = _lines(text, width - 14, 7.6) if full else []
    tall = len(title) * size * 1.15 + (len(body) * 7.6 * 1.15 + 4 if body else 0) + 8
    out.append(
        f'<rect x="6" y="{_num(top)}" width="{width - 12}" height="{_num(tall)}" rx="4" '
        f'fill="{LIGHT}" stroke="{colour}" stroke-width="1.2"/>'
        + _text(title, width / 2, top + 4 + size * 0.9, size, PAPER_INK,
                ' font-weight="700" font-style="italic"')
    )
    if body:
        first = top + 4 + size * 0.9 + len(title) * size * 1.15 + 3
        out.append(_text(body, width / 2, first, 7.6, PAPER_INK))
    if not full:
        mid = (top + tall + height) / 2
        if height - (top + tall) > 26:
            out.append(_symbol(CATEGORY_SYMBOLS[b.category], width / 2, mid, 1.1, colour, PAPER))
    return out


def building_svg(key: str, *, advanced: bool, small: bool = False) -> str:
    """A card of the Build deck: name, category (colour and symbol),
    printed value and, with ``advanced``, the ability's name. ``small``:
    the Victory pile's compact card (category colour and symbol, value)."""
    b = BUILDINGS[key]
    label = building_label(key, advanced)
    if small:
        width, height = SMALL_SIZE
        colour = CATEGORY_COLOURS[b.category]
        return (
            _open(f"face-building small cat-{b.category}", width, height, label)
            + f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="5" '
            f'fill="{colour}" stroke="{DARK}" stroke-width="1.2"/>'
            + _symbol(CATEGORY_SYMBOLS[b.category], width / 2, 15, 0.95, ink(colour), colour)
            + f'<circle cx="{_num(width / 2)}" cy="39" r="12" fill="{LIGHT}" stroke="{DARK}" '
            'stroke-width="1"/>'
            + _text([str(b.score)], width / 2, 45, 17, DARK, ' font-weight="700"')
            + "</svg>"
        )
    width, height = BUILDING_SIZE
    cls = f"face-building cat-{b.category}" + (" advanced" if advanced else "")
    return _open(cls, width, height, label) + "".join(
        _building_face(key, advanced, height, False)) + "</svg>"


def bid_card_svg(key: str | None, *, advanced: bool) -> str:
    """The Bid card, large: the building with, under the advanced rules,
    its ability's name and text; ``None`` (every building claimed): an
    empty place saying so."""
    width, height = BID_SIZE
    if key is None:
        said = t("CARD_FACE_NO_BID")
        return (
            _open("face-bid empty", width, height, said, 1.5)
            + f'<rect x="2" y="2" width="{width - 4}" height="{height - 4}" rx="8" fill="{PAPER}" '
            f'stroke="{PAPER_INK}" stroke-width="1.5" stroke-dasharray="5 4"/>'
            + _text(_lines(said, width - 20, 9), width / 2, height / 2 - 20, 9, PAPER_INK)
            + "</svg>"
        )
    b = BUILDINGS[key]
    label = t("CARD_FACE_BID", card=building_label(key, advanced))
    cls = f"face-bid cat-{b.category}" + (" advanced" if advanced else "")
    return _open(cls, width, height, label, 1.5) + "".join(
        _building_face(key, advanced, height, True)) + "</svg>"
