"""The card game's Rules panel, as HTML text: the cards, a round, trading,
selling with the chart of hand types (each with a hand drawn as an
example), the auction, the categories, the winner and the buildings'
abilities, as RULINGS.md settles them. Pure, like ``rulesview`` (the tile
game's panel, whose dialog and headings it shares).

Nothing here is typed twice: the Drachmas of each hand type, and what each
example hand sells for, are worked out by ``cards.hands``; the counts of
cards, rounds and offers come from the rules' modules.
"""

from __future__ import annotations

from html import escape

from .. import i18n, words
from ..cards import hands
from ..cards import words as cw
from ..cards.deck import AGORA_DECK, BUILD_DECK, BUILDINGS, CATEGORIES, COPIES, GOODS
from ..cards.game import HAND_SIZE, ROUNDS
from ..cards.legal import OFFERS_PER_MARKET
from ..cards.scoring import GYMNASIUM_BONUS
from ..cards.setup import MAX_PLAYERS, MIN_PLAYERS
from ..cards.view import COUNCIL_HALL_BONUS
from ..i18n import t
from .render.cards import bid_card_svg, building_svg, good_svg

#: A hand for each hand type (good -> count), seven cards each: the type
#: is the best the hand contains (``hands.best_type`` checks it below).
EXAMPLES: dict[str, dict[str, int]] = {
    "bireme": {"fish": 2, "meat": 1, "vegetables": 1, "cheese": 1, "wine": 1, "bronze": 1},
    "democracy": {g: 1 for g in ("fish", "meat", "vegetables", "cheese", "wine", "bronze", "cloth")},
    "philosophers": {"goats": 2, "sheep": 2, "oil": 1, "fish": 1, "cloth": 1},
    "pythagoras": {"cheese": 2, "wine": 2, "bronze": 2, "meat": 1},
    "trireme": {"pottery": 3, "fish": 1, "goats": 1, "oil": 1, "cloth": 1},
    "golden_rule": {"oil": 4, "sheep": 1, "meat": 1, "vegetables": 1},
    "phalanx": {"bronze": 3, "cloth": 2, "fish": 1, "cheese": 1},
    "fleet": {"sheep": 3, "pottery": 2, "vegetables": 2},
    "colony": {"fish": 4, "wine": 2, "goats": 1},
    "city_states": {"meat": 3, "oil": 3, "cloth": 1},
    "olympiad": {"wine": 4, "cheese": 3},
}
assert [hands.best_type(h).key for h in EXAMPLES.values()] == [h.key for h in hands.HAND_TYPES]
assert all(sum(h.values()) == HAND_SIZE for h in EXAMPLES.values())

#: The Harbor's example: two wild Slaves make it City States, not Phalanx.
WILD_EXAMPLE: dict[str, int] = {"wine": 3, "slaves": 2, "fish": 1, "meat": 1}
WILD = hands.Bonuses(wild_slaves=True)

#: The building drawn as the Bid card in the auction's section.
BID_EXAMPLE = "theatre"

#: What fills each ability's sentence.
_ABILITY_NUMBERS = {"gymnasium": GYMNASIUM_BONUS, "council_hall": COUNCIL_HALL_BONUS}


def e(text: object) -> str:
    return escape(str(text), quote=True)


def _items(sentences, tag: str = "ul", **values) -> str:
    filled = (i18n.fill(s, **values) if values else s for s in sentences)
    return f"<{tag}>" + "".join(f"<li>{e(s)}</li>" for s in filled) + f"</{tag}>"


def _paragraphs(sentences, **values) -> str:
    return "".join(f"<p>{e(i18n.fill(s, **values) if values else s)}</p>" for s in sentences)


def _section(key: str, title: str, body: str, extra: str = "") -> str:
    return (
        f'<section aria-labelledby="card-rules-{key}"{extra}>'
        f'<h3 id="card-rules-{key}">{e(title)}</h3>{body}</section>'
    )


# ------------------------------------------------------------ the hands
def makers(held: dict[str, int], bonuses=hands.NO_BONUSES) -> tuple[list[str], bool]:
    """The goods of ``held`` that make its type (``hands.type_cards``),
    and whether wild Slaves fill some of them."""
    cards = hands.type_cards(held, bonuses)
    wild = bonuses.wild_slaves and "slaves" in cards
    return [g for g in cards if not (wild and g == "slaves")], wild


def hand_drawing(held: dict[str, int], bonuses=hands.NO_BONUSES) -> str:
    """A hand drawn card by card (a face per good, ×n), the goods that make
    its type marked first, wild Slaves marked wild; one image whose name
    says the cards, the type and the Drachmas."""
    used, wild = makers(held, bonuses)
    order = list(dict.fromkeys(used + (["slaves"] if wild else []) + list(held)))
    faces = []
    for good in order:
        is_wild = good == "slaves" and bonuses.wild_slaves
        faces.append(good_svg(good, held[good], marked=good in used or (is_wild and wild),
                              wild=is_wild))
    hand_type, value = hands.sale(held, bonuses)
    cards = [g for g in order for _ in range(held[g])]
    label = t("CARDRULES_EXAMPLE_HAND", cards=cw.goods(cards),
              type=cw.hand_type(hand_type.key if hand_type else None),
              drachmas=cw.drachmas(value))
    return f'<div class="example-hand" role="img" aria-label="{e(label)}">{"".join(faces)}</div>'


def chart_values() -> dict[str, int]:
    """What each example hand of the chart sells for (``hands.sale``)."""
    return {key: hands.sale(held)[1] for key, held in EXAMPLES.items()}


def _chart() -> str:
    patterns = i18n.entry("CARDRULES_PATTERNS")
    values = chart_values()
    rows = []
    for hand_type in hands.HAND_TYPES:
        key = hand_type.key
        rows.append(
            f'<tr data-type="{key}" data-drachmas="{values[key]}">'
            f'<th scope="row"><strong>{e(cw.hand_type(key))}</strong> '
            f'<span class="pattern">{e(patterns[key])}</span></th>'
            f'<td class="earns">{e(cw.drachmas(values[key]))}</td>'
            f"<td>{hand_drawing(EXAMPLES[key])}</td></tr>"
        )
    head = "".join(
        f'<th scope="col">{e(t(k))}</th>'
        for k in ("CARDRULES_TYPE", "CARDRULES_EARNS", "CARDRULES_EXAMPLE")
    )
    return (
        f"<p>{e(t('CARDRULES_MARKED'))}</p>"
        f'<table class="hand-types"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


# ----------------------------------------------------------- the sections
def _cards() -> str:
    goods = "".join(f"<li>{good_svg(g)}</li>" for g in GOODS)
    counts = {"cards": len(AGORA_DECK), "copies": COPIES, "goods": len(GOODS),
              "buildings": len(BUILD_DECK)}
    return (
        _paragraphs(i18n.entry("CARDRULES_CARDS"), **counts)
        + f'<ul class="card-row goods" aria-label="{e(t("CARDRULES_GOODS_DRAWING"))}">{goods}</ul>'
    )


def _auction(advanced: bool | None) -> str:
    return (
        '<div class="auction">'
        + _items(i18n.entry("CARDRULES_AUCTION"))
        + f'<figure class="bid-example"><figcaption>{e(t("CARDRULES_BID_EXAMPLE"))}</figcaption>'
        + bid_card_svg(BID_EXAMPLE, advanced=bool(advanced))
        + "</figure></div>"
    )


def _categories(advanced: bool | None) -> str:
    rows = []
    for category in CATEGORIES:
        cards = "".join(
            f"<li>{building_svg(k, advanced=bool(advanced))}</li>"
            for k in BUILD_DECK if BUILDINGS[k].category == category
        )
        rows.append(
            f'<h4 id="card-rules-{category}">{e(cw.category(category))}</h4>'
            f'<ul class="card-row buildings" data-category="{category}" '
            f'aria-labelledby="card-rules-{category}">{cards}</ul>'
        )
    return (
        _paragraphs(i18n.entry("CARDRULES_CATEGORIES"))
        + "".join(rows)
        + f'<h4 id="card-rules-ties">{e(t("CARDRULES_TIES_TITLE"))}</h4>'
        + _items(i18n.entry("CARDRULES_TIES"), "ol")
    )


def _state(advanced: bool | None) -> str:
    if advanced is None:
        return f'<p class="advanced-state">{e(t("CARDRULES_ADVANCED_CHOSEN"))}</p>'
    if advanced:
        return (
            '<p class="advanced-state"><span class="state on"><span aria-hidden="true">'
            f'&#10003; </span>{e(t("CARDRULES_ADVANCED_ON"))}</span></p>'
        )
    return (
        f'<p class="advanced-state"><span class="state off">{e(t("CARDRULES_ADVANCED_OFF"))}'
        "</span></p>"
    )


def _ability(key: str) -> str:
    """"Walls (Defense): …", the building's name in bold (the catalogue's
    template, trusted; the names escaped)."""
    text = i18n.entry("CARDRULES_ABILITIES")[key].format(bonus=_ABILITY_NUMBERS.get(key, ""))
    name = f"<strong>{e(cw.building(key))}</strong>"
    return t("CARDRULES_ABILITY", building=name, ability=e(cw.ability(key)[0]), text=e(text))


def _wild_example() -> str:
    plain, plain_value = hands.sale(WILD_EXAMPLE)
    wild, value = hands.sale(WILD_EXAMPLE, WILD)
    said = t("CARDRULES_WILD_EXAMPLE", type=cw.hand_type(wild.key), drachmas=cw.drachmas(value),
             plain=cw.hand_type(plain.key), plain_drachmas=cw.drachmas(plain_value))
    return f'<div class="wild-example">{hand_drawing(WILD_EXAMPLE, WILD)}<p>{e(said)}</p></div>'


def _abilities(advanced: bool | None) -> str:
    # Not "on": the Rules dialog makes an item "on" bold (rules.css).
    cls = "" if advanced is None else (' class="in-play"' if advanced else ' class="not-in-play"')
    items = "".join(
        f'<li data-building="{key}"{cls}><p>{_ability(key)}</p>'
        + (_wild_example() if key == "harbor" else "")
        + "</li>"
        for key in BUILD_DECK
    )
    return (
        _state(advanced)
        + _paragraphs(i18n.entry("CARDRULES_ADVANCED"))
        + f'<ul class="abilities">{items}</ul>'
    )


def panel_html(advanced: bool | None = None) -> str:
    """The card game's Rules panel: the cards, a round, trading, selling,
    the hand types (each drawn), the auction, the categories, the winner
    and the buildings' abilities, marked in play (``advanced`` True), not
    in this game (False) or neither (None: the menu, before a game)."""
    state = "" if advanced is None else f' data-advanced="{"on" if advanced else "off"}"'
    goal = t("CARDRULES_GOAL", low=MIN_PLAYERS, high=MAX_PLAYERS)
    return (
        '<form method="dialog" class="rules-head">'
        f'<h2 id="rules-title">{e(t("CARDRULES_TITLE"))}</h2>'
        f'<button type="submit" value="close" class="small" autofocus="">'
        f"{e(words.SETTINGS_CLOSE)}</button></form>"
        '<div class="rules-body card-rules" tabindex="0" role="region" '
        f'aria-labelledby="rules-title"><p>{e(goal)}</p>'
        + _section("cards", t("CARDRULES_CARDS_TITLE"), _cards())
        + _section("round", t("CARDRULES_ROUND_TITLE"),
                   f"<p>{e(t('CARDRULES_ROUND_INTRO', rounds=ROUNDS))}</p>"
                   + _items(i18n.entry("CARDRULES_ROUND"), "ol", cards=HAND_SIZE))
        + _section("trade", t("CARDRULES_TRADE_TITLE"),
                   _items(i18n.entry("CARDRULES_TRADE"), limit=OFFERS_PER_MARKET))
        + _section("sell", t("CARDRULES_SELL_TITLE"), _paragraphs(i18n.entry("CARDRULES_SELL")))
        + _section("types", t("CARDRULES_TYPES_TITLE"), _chart())
        + _section("auction", t("CARDRULES_AUCTION_TITLE"), _auction(advanced))
        + _section("categories", t("CARDRULES_CATEGORIES_TITLE"), _categories(advanced))
        + _section("win", t("CARDRULES_WIN_TITLE"),
                   _items(i18n.entry("CARDRULES_WIN"), rounds=ROUNDS))
        + _section("advanced", t("CARD_ADVANCED"), _abilities(advanced), state)
        + "</div>"
    )
