"""The rules at hand, as HTML text: the Rules panel (the page's rules dialog,
akropolis/browser/rules.py), the game's options shown on the table, and
the scorepad's marks on the lines a variant doubles. Pure, like ``views``.

Each District condition comes with a small drawing whose ticks and crosses
are worked out by ``explain`` (the rules' own conditions), never drawn by
hand.
"""

from __future__ import annotations

from html import escape

from .. import rulewords as said
from .. import words
from ..i18n import t
from ..rules.hexes import Hex
from ..rules.scoring import VARIANT_OF, VARIANTS, DistrictScore
from ..rules.setup import Options
from ..rules.solo import LEVELS
from ..rules.tiles import BARRACKS, DISTRICTS, GARDEN, HOUSE, MARKET, QUARRY, TEMPLE
from .explain import explain_city
from .render.sketch import sketch_svg

#: The district a variant doubles.
DISTRICT_OF = {variant: district for district, variant in VARIANT_OF.items()}

_RING = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))  # around (0, 0), less (1, -1)

#: Each condition's drawing: (hex -> (type, level)). The hexes of its type
#: get a tick if they score, a cross if not.
EXAMPLES: dict[str, dict[Hex, tuple[str, int]]] = {
    # Three Houses in a group score; the House on its own does not.
    HOUSE: {
        (0, 0): (HOUSE, 1),
        (1, 0): (HOUSE, 1),
        (0, 1): (HOUSE, 1),
        (2, 0): (QUARRY, 1),
        (3, -1): (HOUSE, 1),
    },
    # A Market alone scores; two side by side do not.
    MARKET: {
        (0, 0): (MARKET, 1),
        (1, 0): (QUARRY, 1),
        (2, -1): (MARKET, 1),
        (3, -1): (MARKET, 1),
    },
    # A ring: the Barracks on it is on the edge, the one inside is not.
    BARRACKS: {(0, 0): (BARRACKS, 1), (1, -1): (BARRACKS, 1)} | {h: (QUARRY, 1) for h in _RING},
    # The same ring: the Temple inside is surrounded, the one on it is not.
    TEMPLE: {(0, 0): (TEMPLE, 1), (1, -1): (TEMPLE, 1)} | {h: (QUARRY, 1) for h in _RING},
    # Gardens score wherever they are.
    GARDEN: {(0, 0): (GARDEN, 1), (1, 0): (GARDEN, 1), (0, 1): (QUARRY, 1)},
}
assert set(EXAMPLES) == set(DISTRICTS)


_ON = ' class="on"'


def e(text: object) -> str:
    return escape(str(text), quote=True)


def example_marks(district: str) -> dict[Hex, bool]:
    """Which hexes of ``district``'s drawing score (True) or not (False)."""
    cells = EXAMPLES[district]
    height = {h: level for h, (_, level) in cells.items()}
    top = {h: kind for h, (kind, _) in cells.items()}
    scores = explain_city(height, top)
    return {h: s.factor > 0 for h, s in scores.items() if s.kind == district}


def example_svg(district: str) -> str:
    return sketch_svg(EXAMPLES[district], example_marks(district), said.RULES_DRAWING[district])


def _items(sentences, tag: str = "ul") -> str:
    return f"<{tag}>" + "".join(f"<li>{e(s)}</li>" for s in sentences) + f"</{tag}>"


def _section(key: str, title: str, body: str) -> str:
    return (
        f'<section aria-labelledby="rules-{key}"><h3 id="rules-{key}">{e(title)}</h3>'
        f"{body}</section>"
    )


def _condition(district: str) -> str:
    """"Houses: only the largest group…", the name in bold (the catalogue's
    template, trusted; the names escaped)."""
    name = f"<strong>{e(words.PLURALS[district])}</strong>"
    return t("RULES_CONDITION", district=name, condition=e(said.RULES_CONDITIONS[district]))


def _conditions() -> str:
    items = "".join(
        f'<li class="condition" data-district="{d}">{example_svg(d)}'
        f"<p>{_condition(d)}</p></li>"
        for d in DISTRICTS
    )
    return f'<ul class="conditions">{items}</ul>'


def _variants(options: Options | None) -> str:
    items = []
    for variant in VARIANTS:
        label = e(words.VARIANT_LABELS[variant])
        if options is None:
            items.append(f"<li>{label}</li>")
        elif variant in options.variants:
            items.append(
                f'<li class="on" data-variant="{variant}"><span class="state on">'
                f'<span aria-hidden="true">&#10003; </span>{e(said.RULES_VARIANT_ON)}</span> '
                f"{label}</li>"
            )
        else:
            items.append(
                f'<li data-variant="{variant}"><span class="state">'
                f"{e(said.RULES_VARIANT_OFF)}</span> {label}</li>"
            )
    text = f"<p>{e(said.RULES_VARIANTS)}</p>" + f'<ul class="variants">{"".join(items)}</ul>'
    if options is None:
        text += f"<p>{e(said.RULES_NO_GAME)}</p>"
    long_game = options is not None and options.long_game
    return text + f"<p>{e(said.RULES_LONG_GAME_ON if long_game else said.RULES_LONG_GAME)}</p>"


def _solo(options: Options | None) -> str:
    played = options.solo if options is not None else None
    levels = []
    for level in LEVELS:
        text = e(said.RULES_LEVELS[level])
        if level == played:
            text = f"<strong>{text}</strong> ({e(said.RULES_LEVEL_PLAYED)})"
        levels.append(f'<li data-level="{level}"{_ON if level == played else ""}>{text}</li>')
    return (
        "".join(f"<p>{e(s)}</p>" for s in said.RULES_SOLO)
        + f'<ul class="levels">{"".join(levels)}</ul>'
    )


def panel_html(options: Options | None = None) -> str:
    """The Rules panel: a turn, placing a tile, the scoring with a drawing
    per District condition, the variants (those of ``options``, the game
    on the table, marked on) and the solo levels (``options``' marked)."""
    scoring = "".join(f"<p>{e(s)}</p>" for s in said.RULES_SCORING) + _conditions()
    return (
        '<form method="dialog" class="rules-head">'
        f'<h2 id="rules-title">{e(said.RULES)}</h2>'
        f'<button type="submit" value="close" class="small" autofocus="">{e(said.SETTINGS_CLOSE)}'
        "</button></form>"
        '<div class="rules-body" tabindex="0" role="region" aria-labelledby="rules-title">'
        + _section("turn", said.RULES_TURN_TITLE, _items(said.RULES_TURN, "ol"))
        + _section("place", said.RULES_PLACE_TITLE, _items(said.RULES_PLACE))
        + _section("scoring", said.RULES_SCORING_TITLE, scoring)
        + _section("variants", said.RULES_VARIANTS_TITLE, _variants(options))
        + _section("solo", said.RULES_SOLO_TITLE, _solo(options))
        + _section("distance", said.RULES_DISTANCE_TITLE, _items(said.RULES_DISTANCE))
        + "</div>"
    )


# --------------------------------------------------------- on the table
def options_html(options: Options) -> str:
    """The game's options as chips for the table ("Variants: Houses,
    Gardens", "Long game"); empty for a standard game."""
    chips = []
    if options.variants == frozenset(VARIANTS):
        chips.append(e(said.CHIP_ALL_VARIANTS))
    elif options.variants:
        names = [words.PLURALS[DISTRICT_OF[v]] for v in VARIANTS if v in options.variants]
        chips.append(e(t("CHIP_VARIANTS", names=", ".join(names))))
    if options.long_game:
        chips.append(e(said.CHIP_LONG_GAME))
    return "".join(f'<span class="chip">{chip}</span>' for chip in chips)


# ---------------------------------------------------------- the scorepad
def scorepad_head(district: str, variants) -> str:
    """A District type's row title, marked when its variant is on."""
    name = e(words.PLURALS[district])
    if VARIANT_OF[district] not in variants:
        return name
    spoken = t("SCOREPAD_VARIANT_SPOKEN", variant=said.SCOREPAD_VARIANT)
    return (
        f'{name} <span class="chip variant-on" title="{e(said.SCOREPAD_VARIANT)}">'
        f'<span aria-hidden="true">&times;2</span><span class="sr">{e(spoken)}</span></span>'
    )


def scorepad_row(district: str, variants, cells: str) -> str:
    """A District type's row of the scorepad (``cells``: its players' cells)."""
    return f'<tr><th scope="row">{scorepad_head(district, variants)}</th>{cells}</tr>'


def doubled_html(line: DistrictScore) -> str:
    """In a scorepad cell: how many of the line's Districts a variant doubled."""
    if not line.doubled:
        return ""
    return f' <span class="doubled">{e(said.scorepad_doubled(line.doubled))}</span>'
