"""Acropolis, the card game, on screen in every language: each screen and
state of the card table drawn in the pseudo-language (no word outside the
catalogue) and in French (no English word left). The states: the menu's
choice of game and the card game's form with its refusals; the table in
each phase (trading with an offer being drafted, an offer awaiting its
answer on both sides, the Arsenal's give-back, the Fountain House's
discard, the sale, the auction with its stepper, the abilities), a
computer to act, the hot-seat privacy screen, the log with every kind of
event, every refusal of an illegal action, a damaged record, and the
scorepad with each tie-break; in basic and advanced rules."""

from __future__ import annotations

import json
import re
from html import escape

import pseudo
import pytest
from cardtable import give_buildings, set_hand

from akropolis import i18n
from akropolis.app import cardviews, cardwords
from akropolis.app.cardscreen import log_html, status_text, table_html
from akropolis.app.cardsession import CardSession, read_form
from akropolis.app.menu import menu_html
from akropolis.cards import legal, record
from akropolis.cards.actions import Bid, Discard, Draw, Look, Offer, Pass, Seize
from akropolis.cards.game import CardGame
from akropolis.cards.setup import CardOptions, Seat, new_setup
from akropolis.core.record import RecordError
from akropolis.core.refusal import say

NAMES = pseudo.NAMES


def text(sentence: str) -> str:
    """A sentence (a notice, a refusal) as the page shows it."""
    return f"<p>{escape(sentence)}</p>"


def session(players=3, advanced=True, controls=None, seed=7) -> CardSession:
    """A table whose first First Citizen is seat 0; every seat a person
    (hot seat) unless ``controls`` says otherwise."""
    controls = controls or ("human",) * players
    seats = tuple(Seat(NAMES[i], c) for i, c in enumerate(controls))
    setup = new_setup(CardOptions(players, advanced), seed, seats, first_citizen=0)
    return CardSession(CardGame(setup), "g")


def act(s: CardSession, name: str, arg=None) -> None:
    """The person on screen (the privacy screen lifted) does ``name``."""
    s.command("reveal")
    s.command(name, None if arg is None else str(arg))


def refused(s: CardSession, action) -> str:
    """The table with the refusal of ``action`` in its notice."""
    s.command("reveal")
    assert s.play(action) is False and s.notice
    return table_html(s)


def until_auction(s: CardSession, screens: dict, tag: str) -> None:
    while s.game.phase != "auction":
        act(s, "pass")
    screens[f"{tag}: the auction opens"] = table_html(s)


def both_languages_screens() -> dict[str, str]:
    screens: dict[str, str] = {}
    # ------------------------------------------------------ the menu and form
    menu = menu_html([])
    start = menu.index('<fieldset class="panel game-choice"')
    screens["menu: the choice of game"] = menu[start:menu.index("</fieldset>", start)]
    screens["menu: the card game's form"] = cardviews.card_form_html()
    fields = {"players": "3", "name0": "", "control0": "human", "control1": "easy",
              "control2": "hard", "seed": ""}
    for change in ({"players": "9"}, {"control1": "random"}, {"seed": "x"}):
        screens[f"menu: refused {change}"] = text(read_form({**fields, **change}))
    screens["menu: a blank name"] = text(read_form(fields)[2][0].name)
    screens["saves: the mode"] = text(cardwords.mode(3, True) + cardwords.game_name("tiles"))

    # ------------------------------------------- advanced rules, hot seat
    s = session()
    game = s.game
    give_buildings(game, 0, "arsenal", "strategion", "fountain_house", "acropolis",
                   "council_hall", "harbor", "shrine", "great_altar")
    give_buildings(game, 1, "walls", "gymnasium", "theatre")
    screens["privacy screen"] = table_html(s)
    s.command("reveal")
    screens["trade: the abilities, no offer drafted"] = table_html(s)
    lacks = next(g for g in ("fish", "meat", "wine", "oil", "cheese", "bronze", "goats")
                 if g not in game.hands[0] and g not in game.hands[1])
    act(s, "give-more", s.view().hand[0])
    act(s, "ask-more", lacks)
    act(s, "ask-more", lacks)
    act(s, "offer-to", 1)
    screens["trade: an offer drafted"] = table_html(s)
    screens["refused: Walls"] = refused(s, Seize(1))
    screens["refused: not yourself"] = refused(s, Look(0))
    screens["refused: no such seat"] = refused(s, Look(7))
    screens["refused: not this phase"] = refused(s, Bid(0))
    screens["refused: not held"] = refused(s, Offer(1, (lacks,)))
    act(s, "look", 2)
    screens["trade: a hand seen (Strategion)"] = table_html(s)
    screens["refused: ability used"] = refused(s, Look(2))
    act(s, "seize", 2)
    screens["give back (Arsenal)"] = table_html(s)
    screens["refused: not a good"] = refused(s, Discard("caviar"))
    act(s, "give-back", s.view().hand[0])
    act(s, "draw")
    screens["discard (Fountain House)"] = table_html(s)
    act(s, "discard", s.view().hand[-1])
    act(s, "clear")
    act(s, "give-more", s.view().hand[0])
    act(s, "ask-more", lacks)
    act(s, "offer")
    assert s.game.phase == "respond"
    screens["respond: privacy"] = table_html(s)
    s.command("reveal")
    screens["respond: an offer to answer"] = table_html(s)
    act(s, "refuse")
    act(s, "give-more", s.view().hand[0])
    act(s, "offer-to", 0)
    act(s, "offer")
    act(s, "accept")
    act(s, "offer")
    screens["refused: empty offer"] = table_html(s)
    until_auction(s, screens, "advanced")
    game.money[:] = [9, 6, 0]
    s._follow()
    assert s.viewer == 1  # the Theatre opens
    act(s, "bid-more")
    screens["auction: the opener's stepper (Theatre)"] = table_html(s)
    screens["refused: must open"] = refused(s, Pass())
    screens["refused: bid too high"] = refused(s, Bid(50))
    screens["refused: bid not whole"] = refused(s, Bid(-1))
    act(s, "bid")
    s.command("reveal")
    screens["auction: cannot bid, pass"] = table_html(s)
    screens["refused: bid too low"] = refused(s, Bid(0))
    act(s, "pass")
    s.command("reveal")
    screens["auction: Council Hall counts"] = table_html(s)
    act(s, "bid")
    s.command("reveal")
    screens["auction: a bid to beat, counting 3 more"] = table_html(s)
    act(s, "bid")
    screens["refused: bid too low, counting 3 more"] = refused(s, Bid(0))
    act(s, "pass")
    assert s.game.round == 1
    screens["the next round"] = table_html(s)
    screens["the log: every kind of event"] = log_html(s, lines=200)
    screens["the log: seen by another seat"] = log_html(_viewer(s, 2), lines=200)
    screens["status"] = text(status_text(s))

    # ----------------------------------------------- refusals of rare cases
    s = session()
    give_buildings(s.game, 0, "arsenal", "fountain_house")
    set_hand(s.game, 1, [])
    s.game.deck[:] = []
    screens["refused: an empty hand"] = refused(s, Seize(1))
    screens["refused: nothing to draw"] = refused(s, Draw())
    screens["refused: no such ability"] = refused(s, Look(1))
    s.game.offers_made[0] = legal.OFFERS_PER_MARKET
    screens["refused: no offers left"] = refused(s, Offer(1, (), ("fish",)))
    screens["refused: not an action"] = text(say(legal.error(s.view(), "dance")))

    # ------------------------------------- basic rules, a person and computers
    s = session(advanced=False, controls=("human", "easy", "hard"))
    s.command("give-more", s.view().hand[0])
    screens["basic: trade"] = table_html(s)
    s.command("offer")
    screens["basic: a computer to answer"] = table_html(s)
    s.play_computer(s.computer_action())
    while s.game.phase != "auction":
        if s.computer_to_play:
            s.play_computer(s.computer_action())
        else:
            s.command("refuse" if s.view().phase == "respond" else "pass")
    screens["basic: the auction"] = table_html(s)
    s.command("bid")
    screens["basic: a computer to bid"] = table_html(s)
    screens["basic: the log"] = log_html(s, lines=200)

    # --------------------------------------------------------- the scorepad
    for tag, advanced, piles, money in [
        ("categories, tie-breaks", True,
         [["walls", "arsenal", "shrine", "temple"], ["acropolis", "gymnasium"],
          ["great_altar", "sanctuary"]], [3, 2, 1]),
        ("buildings", False, [["walls", "harbor"], ["agora"], ["temple"]], [0, 0, 0]),
        ("drachmas", False, [["walls"], ["agora"], ["temple"]], [1, 5, 2]),
        ("shared", False, [["walls"], ["agora"], ["temple"]], [4, 4, 4]),
        ("nobody", False, [["walls"], [], []], [0, 0, 0]),
    ]:
        s = session(advanced=advanced)
        s.game.piles[:] = [list(p) for p in piles]
        s.game.money[:] = money
        s.game.phase, s.game.current = "over", None
        screens[f"scorepad: {tag}"] = table_html(s) + text(status_text(s))
        screens[f"scorepad: {tag}: game over"] = text(say(s.game.action_error(Pass())))

    # ------------------------------------------------------ damaged records
    good = json.loads(record.dumps(_played()))
    for change in (
        lambda d: d.update(format="x"), lambda d: d.update(version="1"),
        lambda d: d.update(version=0), lambda d: d.update(version=9),
        lambda d: d.pop("seizures"), lambda d: d.update(colour=1),
        lambda d: d.update(seed="x"), lambda d: d.update(options=1),
        lambda d: d["options"].update(players=7), lambda d: d["options"].update(advanced=1),
        lambda d: d["players"].pop(), lambda d: d["players"].__setitem__(0, 1),
        lambda d: d["players"][0].update(name=""), lambda d: d["players"][0].update(control="?"),
        lambda d: d.update(first_citizen=9), lambda d: d["agora_order"].pop(),
        lambda d: d.update(agora_order=1), lambda d: d.update(build_order=[]),
        lambda d: d.update(reshuffles=1), lambda d: d.update(actions=1),
        lambda d: d["reshuffles"][0].pop(), lambda d: d["reshuffles"].append(["wine"]),
        lambda d: d["seizures"].__setitem__(0, "fish") if d["seizures"] else None,
        lambda d: d["actions"].insert(0, {"do": "bid", "amount": 0}),
        lambda d: d["actions"].insert(0, {"do": "fly"}),
        lambda d: d["actions"].insert(0, {"do": "discard", "good": "x"}),
        lambda d: d["actions"].insert(0, {"do": "bid", "amount": "x"}),
        lambda d: d["actions"].append({"do": "pass"}),
    ):
        data = json.loads(json.dumps(good))
        change(data)
        try:
            record.from_record(data)
        except RecordError as error:
            screens[f"record: {error}"] = text(str(error))
    return screens


def _viewer(s: CardSession, seat: int) -> CardSession:
    s.viewer = seat
    return s


def _played() -> CardGame:
    """A game of the advanced rules with reshuffles and seizures met."""
    from akropolis.cards.bots import make_bot

    seats = tuple(Seat(NAMES[i], "easy") for i in range(3))
    game = CardGame(new_setup(CardOptions(3, True), 4, seats))
    bots = [make_bot("easy", i) for i in range(3)]
    while game.round < 4:
        game.play(bots[game.current].choose(game.view(game.current), len(game.history)))
    return game


@pytest.fixture(scope="module")
def pseudo_screens():
    with i18n.using(pseudo.install()):
        return both_languages_screens()


@pytest.fixture(scope="module")
def french_screens():
    with i18n.using("fr"):
        return both_languages_screens()


def test_the_screens_cover_every_state(pseudo_screens):
    screens = pseudo_screens
    assert len([k for k in screens if k.startswith("refused")]) >= 17
    assert len([k for k in screens if k.startswith("record")]) >= 20
    log = screens["the log: every kind of event"]
    assert log.count("<li>") >= 20


def unnamed(html: str) -> str:
    """``html`` with each player's name (a ``<bdi>``) as plain text, no
    ``<wbr>`` and a card face's lines (``<tspan>``) joined: a name inside a
    sentence ("Your hand: Ada"), a name that may wrap
    ("Gymnasium/<wbr>Stadium") and an ability's text over three lines of a
    card then read as one text."""
    html = re.sub(r"</tspan><tspan[^>]*>", " ", html)
    return re.sub(r"<bdi[^>]*>([^<]*)</bdi>", r"\1", html).replace("<wbr>", "")


def test_every_card_screen_comes_from_the_catalogue(pseudo_screens):
    leaks = {name: pseudo.leaks(unnamed(html)) for name, html in pseudo_screens.items()}
    assert {name: found for name, found in leaks.items() if found} == {}


#: English words no French screen should show.
ENGLISH = re.compile(
    r"\b(the|your|you|and|of|to|for|is|card|cards|hand|Drachmas?|Round|Market|Build|Bid|"
    r"Pass|Players?|offer|Seat|Walls|Harbor|Fountain|Council|Military|Civic|Religious|"
    r"Fish|Meat|Wine|Cheese|Goats?|Sheep|Slaves?|Oil|Pottery|Cloth|nobody|wins)\b"
)


def test_the_card_screens_speak_french(french_screens):
    english = {}
    for name, html in french_screens.items():
        found = [t for t in pseudo.texts(html) if ENGLISH.search(t)]
        if found:
            english[name] = found
    assert english == {}
    everything = " ".join(" ".join(pseudo.texts(h)) for h in french_screens.values())
    for word in ("Drachmes", "Manche", "tour de Marché", "Remparts", "Poisson", "enchère",
                 "Feuille de score", "Passez l'appareil"):
        assert word in everything, word
