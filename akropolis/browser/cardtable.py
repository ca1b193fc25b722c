"""The card game's table in the page: its form's submit, its buttons
(``data-card-action``, handed to ``CardSession.command``), its computers
(a decision in slices between frames, through ``thinking.decide``), its
saves and export. What is drawn is ``app.cardscreen.regions``; the rules
of the table are ``app.cardsession``. ``App`` hands it every session that
is a card game (``open``)."""

from __future__ import annotations

import asyncio
import random
import time

from .. import words
from ..app import cardscreen, cardsession, cardviews, keeper, saves, saveviews
from ..app.cardsession import CardSession, RecordError
from ..cards.setup import Seat
from . import dom, thinking

SEED_LIMIT = 2**53
#: What keeps the keyboard on the table though it is not a button with an
#: action: the log (scrolled by keys), the bar's openers, the waiting turn.
KEPT = (".clog-list", ".bar [data-rules]", ".bar [data-settings]", ".act.waiting")
#: A button of the turn's own (the keyboard follows the turn from it).
OF_TURN = ":is(.act, .sale, .privacy) [data-card-action]"
#: What the page says of the focused element (``Page.watch``).
WATCHED = (*KEPT, OF_TURN)
#: Where the keyboard goes when the button it pressed is gone or disabled:
#: its counterpart (the same argument), before the table's other buttons.
AFTER = {"replay-exit": "replay-start", "replay-first": "replay-next", "replay-previous": "replay-next",
         "replay-next": "replay-previous", "replay-last": "replay-previous",
         "give-more": "give-less", "give-less": "give-more", "ask-more": "ask-less",
         "ask-less": "ask-more", "bid-more": "bid-less", "bid-less": "bid-more"}


#: How long the sale of the hands stays on the table: so many times the
#: computers' pause (Settings; ``?pace=``), none when they play at once.
SALE_PAUSES = 5
#: The first control of a turn, where the keyboard goes when a turn begins
#: (the sale's Skip, the privacy screen's, the turn's main action, else its
#: first), and while others play (the waiting turn's words).
FIRST = (".sale [data-card-action]", ".privacy [data-card-action]",
         ".act .primary:not([disabled])", ".act [data-card-action]:not([disabled])",
         ".replay-bar [data-card-action]:not([disabled])", ".end-actions [data-card-action]",
         ".act.waiting", "[data-card-action='menu']")


class CardTable:
    def __init__(self, app) -> None:
        self.app = app
        self.session: CardSession | None = None
        #: What each region of the table was last written with.
        self.written: dict[str, str] = {}
        #: What the table was showing at the last redraw: a new turn sends
        #: the keyboard to its first control.
        self.turn: tuple | None = None
        self.computers = thinking.Loop()

    # -------------------------------------------------------------- screens
    def open(self, session: CardSession) -> None:
        """Show the card game ``session`` (``App.open_session`` hands it)."""
        self.app.generation += 1
        self.app.session = None
        self.session = session
        session.shows_sales = self.app.pause > 0
        self.written = {}
        self.turn = None
        page = self.app.page
        page.html("#app", cardscreen.shell_html())
        page.keys([])  # the tile table's keys are not this table's
        page.data("body", "screen", "cards")
        page.scroll(0, 0)
        self.redraw()
        self.refocus(("open", None))  # the keyboard on the table, never left on <body>
        self.run_computers()

    def redraw(self) -> None:
        session = self.session
        if session is None:
            return
        focus = self.focused()
        turn = (len(session.game.history), session.viewer, session.revealed, session.sale is None,
                session.replay is None)
        if turn != self.turn and self.turn is not None and self.on_turn(focus):
            focus = ("first", None)
        self.turn = turn
        status = self.app.keeper.status(session)
        saving = saveviews.saving_html(status.kind, status.message, "data-card-action") if status else ""
        page = self.app.page
        # Only the regions whose text changed are written, as on the tile table.
        for region, html in cardscreen.regions(session, saving).items():
            if self.written.get(region) != html:
                page.html(f"#{region}", html)
                self.written[region] = html
        for key, value in (
            ("cardPhase", session.shown.phase),
            ("cardActions", str(len(session.game.history))),
            ("cardReplay", "" if session.replay is None else str(session.replay.at)),
            ("cardViewer", str(session.viewer)),
            ("cardActs", "1" if session.viewer_to_act else "0"),
            ("cardPrivacy", "0" if session.revealed else "1"),
        ):
            page.data("body", key, value)
        self.refocus(focus)

    def focused(self) -> tuple[str, str | None] | None:
        """Where the keyboard is on the table, to be found again once it is
        drawn again (``refocus``): a button's action and argument, or one of
        the ``KEPT`` elements (a redrawn region would drop it on <body>)."""
        active = self.app.page.focused
        if not active or not active.within("app"):
            return None
        if "cardAction" in active.data:
            return active.data["cardAction"], active.arg
        return next(((kept, None) for kept in KEPT if kept in active.matches), None)

    def on_turn(self, focus) -> bool:
        """Whether the keyboard follows the turn: it was on the turn's own
        controls (or nowhere, on <body>), not on the log or the bar."""
        if focus is None:
            active = self.app.page.focused
            return not active or active.tag == "body"
        action, _ = focus
        if action in KEPT:
            return action == ".act.waiting"
        return OF_TURN in self.app.page.focused.matches

    def refocus(self, focus) -> None:
        """Keep the keyboard where it was: on the same button if it is still
        there, else on the nearest open to the player: the turn's first
        action, the replay's steps, the end's, the waiting turn's words."""
        if focus is None:
            return
        action, arg = focus
        if action == "first":
            places = []
        elif action in KEPT:
            places = [action]
        else:
            with_arg = f'[data-arg="{arg}"]' if arg is not None else ""
            places = [f'[data-card-action="{a}"]{with_arg}' for a in (action, AFTER.get(action)) if a]
        self.app.page.focus(*(f"#app {place}" for place in [*places, *FIRST]))

    def show_menu(self, message: str = "") -> None:
        """The menu, with the card game chosen (its player comes back to it)."""
        self.app.show_menu(message)
        self.app.page.prop("#game-cards", "checked", True)
        self.app.menu_game = "cards"

    # ------------------------------------------------------------- events
    def on_click(self, message) -> None:
        target = message.card
        session = self.session
        if not target or session is None or target.disabled:
            return
        name = target.data.get("cardAction", "")
        arg = target.arg
        if name == "menu":
            saves.leave(self.app.storage, session)
            self.session = None
            self.show_menu()
        elif name in ("export", "export-current"):
            failure = dom.export_game(self.app.page, session)  # what went wrong, in words; never raised
            if failure:
                session.notice = failure
                self.redraw()
        elif name == "take-other":  # another tab changed this game: its version
            try:
                self.open(self.app.keeper.take_other(session.game_id))
            except RecordError as error:
                session.notice = words.OTHER_TAB_FAILED.format(error=error)
                self.redraw()
        elif name == "keep-both":  # this tab's version as a game of its own
            self.app.keeper.keep_both(session, dom.new_id(), dom.now())
            self.redraw()
        elif name == "rematch":  # a new game with the same table
            fresh = session.rematch(dom.new_id(), random.randrange(SEED_LIMIT))
            saves.leave(self.app.storage, session)
            self.app.keeper.started(fresh)
            self.save(fresh)
            self.open(fresh)
        elif session.command(name, arg):
            self.save()
            self.after_play(session)
            self.redraw()
            self.run_computers()
        else:
            self.redraw()

    def on_submit(self, message) -> None:
        # As the browser's FormData: a box or radio button only if checked, the first of a name.
        data: dict[str, str] = {}
        for name, kind, value, checked in message.fields():
            if kind not in ("checkbox", "radio") or checked:
                data.setdefault(name, value)
        fields = {}
        for key in ["players", "advanced", "seed"] + [f"{k}{i}" for k in ("name", "control") for i in range(6)]:
            value = data.get(cardviews.FIELD + key)
            if value is not None:
                fields[key] = value
        game = cardsession.read_form(fields)
        if isinstance(game, str):
            self.show_menu(game)
            return
        count, advanced, seats, seed = game
        seed = random.randrange(SEED_LIMIT) if seed is None else seed
        session = CardSession.new(count, advanced, [Seat(s.name, s.control) for s in seats], dom.new_id(), seed)
        self.app.keeper.started(session)
        self.save(session)
        self.open(session)

    # ------------------------------------------------------------ saving
    def save(self, session: CardSession | None = None) -> None:
        """Save the game through the app's ``Keeper``, as the tile game's:
        it never raises, never overwrites another tab's version of the game,
        and keeps a game that does not fit in the page (the menu lists it);
        what went wrong is shown above the table with what it offers
        (``redraw``), and play goes on."""
        session = session or self.session
        if (said := self.app.keeper.save(session, dom.now())) and said.kind == keeper.SAVED:
            session.notice = said.message
        self.app.say_unsaved()

    def on_storage(self, key: str | None, value: str | None) -> None:
        """Another tab changed storage ``key`` to ``value``: a change to
        this game is found at once, and said; room made there saves what
        waited for it, and the table says so at once (it said "full" until
        the next action)."""
        session = self.session
        if session is None:
            return
        if self.app.keeper.changed(key, value) == session.game_id:
            self.save()
        if value is None:
            self.app.keeper.retry(dom.now())
        self.redraw()

    # ------------------------------------------------------------ computers
    def after_play(self, session: CardSession) -> None:
        """A sale is shown only when the computers take their time."""
        session.shows_sales = self.app.pause > 0
        if not session.shows_sales:
            session.sale = None

    async def show_sale(self, session: CardSession, still_wanted) -> None:
        """The hands just sold, for ``SALE_PAUSES`` pauses or until Skip."""
        end = time.perf_counter() + SALE_PAUSES * self.app.pause
        while session.sale is not None and still_wanted() and time.perf_counter() < end:
            await asyncio.sleep(0.05)
        if still_wanted():
            session.sale = None
            self.redraw()

    def run_computers(self) -> None:
        """The computers' turns, and the sale shown before them or before
        a person's turn."""
        session = self.session
        if session is not None and (session.computer_to_play or session.sale is not None):
            self.computers.start(self.app.generation, lambda generation: self.computer_loop(generation, session))

    async def computer_loop(self, generation: int, session: CardSession) -> None:
        def still_wanted() -> bool:
            return self.app.generation == generation and self.session is session

        while still_wanted():
            if session.sale is not None:
                await self.show_sale(session, still_wanted)
            if not (still_wanted() and session.computer_to_play):
                return
            action = await thinking.decide(self.app.page, session.computer_thinking(), still_wanted, self.app.pause)
            if action is None or not still_wanted():
                return
            session.play_computer(action)
            self.save()
            self.after_play(session)
            self.redraw()
