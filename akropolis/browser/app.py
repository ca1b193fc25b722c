"""The app in the page: its two screens (the menu, the table), one command
dispatch for buttons, keys and the board (``App.run``), the pointer and wheel
on the board, the computer players' turns and the saves.

What a command does and when it may run is ``app.commands``; the gestures
are ``app.gestures``; the new-game form's checks are ``app.newgame``; what
is drawn is ``Session.screen()``. This module only reads events and writes
the page."""

from __future__ import annotations

import asyncio

from .. import words
from ..app import arrival, commands, menu, newgame, saves, views
from ..app.ahead import Ahead
from ..app.commands import PLACE_AT
from ..app.gestures import Gestures
from ..app.keeper import Keeper
from ..app.session import Session
from ..app.viewport import Viewport
from ..core.record import RecordError
from . import distance as far
from . import dom, settings, thinking
from .board import BoardEvents
from .cardtable import WATCHED
from .page import Message, Page
from .saving import SavingEvents
from .store import PageStorage
from .table import Table

#: Buttons of the menu and the table's that are not the game's commands.
MENU_ACTIONS = tuple(
    "resume replay-saved delete export menu export-current undo-delete resume-kept "
    "export-kept take-other keep-both share-link copy-link".split()
)
#: Those whose button names a game by ``data-id``.
ID_ACTIONS = ("resume", "replay-saved", "delete", "export", "resume-kept", "export-kept")


class App(BoardEvents, far.DistanceEvents, SavingEvents):
    def __init__(self, page: Page, env: dict) -> None:
        self.page = page
        #: What the page said of itself when Python started (``hello`` in static/page.mjs).
        self.env = env
        items = env.get("storage")  # None: the page's storage is blocked
        self.storage = saves.MemoryStorage() if items is None else PageStorage(page, items)
        self.keeper = Keeper(self.storage, blocked=items is None)
        self.prefs = settings.Prefs(self)  # sets self.pause
        self.unsaved = False  # what the page was last told of the games not saved
        self.deleted: saves.Deleted | None = None  # the last deletion, while it can be undone
        self.said = ""  # the menu's message: text, or a function saying it in today's language
        self.saving = ""  # what #saving shows
        self.session: Session | None = None
        self.view = Viewport()
        self.gestures = Gestures(self.view)
        self.table = Table(page, self.view)
        self.generation = 0  # bumped to stop a running computer loop
        self.event_scroll = 0  # how far down the page was at the last click
        self.menu_game = "tiles"  # the game chosen on the menu
        self.computers = thinking.Loop()
        self.ahead = Ahead()  # the suggestion worked out as a person's turn begins
        #: Each game's table in the page, by the game's name (``app.tables``).
        self.openers = {"tiles": self.open_tiles}

    def start(self) -> None:
        self.page.watch(WATCHED)
        game_id = saves.current(self.storage)
        arrived = far.link_of(self.env.get("hash", ""))
        again = lambda: None  # noqa: E731
        if arrived:
            self.open_link(arrived)
        elif game_id:
            try:
                session = saves.load(self.storage, game_id)
                self.keeper.opened(session)
                self.open_session(session)
            except RecordError as error:
                self.show_menu(lambda e=error: words.RESUME_FAILED.format(error=e))
        else:
            early = self.env.get("early") or {}
            again = dom.early_form(self.page, self.storage, early)  # the menu as filled before Python
            self.show_menu()
            if (early.get("cards") or {}).get("chosen"):
                self.menu_game = "cards"
        self.page.data("body", "ready", "1")
        again()
        # The first screen goes at once (entry.start hands it to the page);
        # the Rules panel, closed, is written after it.
        self.page.soon(self.rules.refresh)

    #: The page's messages, by type, and the method that takes each.
    HANDLERS = {
        "click": "on_click", "keydown": "on_key", "submit": "on_submit", "change": "on_change",
        "import": "on_import", "pointerdown": "on_pointer_down", "pointermove": "on_pointer_move",
        "pointerup": "on_pointer_up", "pointercancel": "on_pointer_up", "wheel": "on_wheel",
        "focus": "on_focus", "focusin": "on_focus", "hashchange": "on_hashchange", "copied": "on_copied",
        "storage": "on_storage", "unwritten": "on_unwritten",
    }

    def receive(self, message: Message) -> None:
        """One message of the page (``static/page.mjs``), handled; what it
        changed goes to the page at once."""
        if "focus" in message.raw:  # where the focus was when the event came: the latest word
            self.page.focused = message.focus
        name = self.HANDLERS.get(message.type)
        if name is not None:
            getattr(self, name)(message)
        self.rules.refresh()
        self.say_unsaved()
        self.page.flush()

    def on_focus(self, message: Message) -> None:
        self.page.focused = message.focus

    # ------------------------------------------------------------ screens
    def show_menu(self, message="", undo: bool = False) -> None:
        self.generation += 1
        self.session, self.said = None, message
        self.ahead.drop()
        message = message() if callable(message) else message
        if self.keeper.retry(dom.now()):
            message = f"{message} {words.SAVED_AT_LAST}".strip()
        choices = newgame.Choices.from_text(self.storage.get(saves.CHOICES))
        html = menu.menu_html(
            self.list_saves(), message, choices, kept=self.keeper.kept(), undo=undo, blocked=self.keeper.blocked
        )
        self.page.html("#app", html)
        self.menu_game = "tiles"  # (the menu's first game is chosen)
        self.page.keys([])
        self.page.data("body", "screen", "menu")
        self.page.scroll(0, 0)
        dom.sync_form(self.page, str(choices.players))

    def open_session(self, session) -> None:
        """Open ``session`` at its game's table, found by the game's name."""
        self.cards.session = None
        self.openers[session.game_kind](session)

    def open_tiles(self, session: Session) -> None:
        self.generation += 1
        self.session = self.prefs.adopt(session)
        self.view.fit()
        self.table.open(session.state.options, self.env.get("base", ""))
        self.saving = ""
        self.page.data("body", "screen", "table")
        self.page.scroll(0, 0)
        self.redraw()
        self.run_computers()

    def redraw(self) -> None:
        if self.session is not None:
            self.table.draw(self.session)
            dom.follow_choice(self.page, self.session.screen().selected)
            status = self.keeper.status(self.session)
            text = views.saving_html(*((status.kind, status.message) if status else (None,)))
            if text != self.saving:
                self.saving = text
                self.page.html("#saving", text)
            self.think_ahead()

    # ----------------------------------------------------------- commands
    def run(self, command: str, arg: object = None) -> None:
        """Do what a button, a key or the board asks."""
        if command in commands.TABLE:
            if self.session is None:
                return
            effects = commands.run(self.session, self.view, command, arg)
            if commands.RESTART in effects:
                self.generation += 1
            if commands.SAVE in effects:
                self.autosave()
            self.redraw()
            if commands.COMPUTERS in effects:
                self.run_computers()
            if commands.THINK_SUGGESTION in effects:
                asyncio.ensure_future(self.suggest())
        elif command in far.ACTIONS and self.session is not None:
            self.send(command)
        elif command in ("resume", "replay-saved"):
            self.resume(arg, replay=command == "replay-saved")
        elif command == "delete":  # in place: no message above, the page kept where it was
            self.deleted = self.keeper.delete(arg) or self.deleted
            self.show_menu()
            self.page.scroll(0, float(self.event_scroll))
            self.page.focus(".save.deleted [data-action=undo-delete]")  # its Undo, for the keyboard
        elif command == "undo-delete" and self.deleted is not None:
            refused, self.deleted = self.keeper.restore(self.deleted), None
            self.show_menu(lambda: refused or words.GAME_RESTORED)
        elif command == "export" and self.storage.get(saves.PREFIX + arg) is not None:
            self.page.download(f"akropolis-{arg}.json", self.storage.get(saves.PREFIX + arg))
        elif command == "menu":
            if self.session is not None:
                saves.leave(self.storage, self.session)
            self.show_menu()
        elif command == "export-current" and self.session is not None:
            self.export(self.session)
        elif command == "resume-kept" and arg in self.keeper.unsaved:
            self.open_session(self.keeper.unsaved[arg])
        elif command == "export-kept" and arg in self.keeper.unsaved:
            self.export(self.keeper.unsaved[arg])
        elif command == "take-other" and self.session is not None:
            try:
                self.open_session(self.keeper.take_other(self.session.game_id))
            except RecordError as error:
                self.session.notice = words.OTHER_TAB_FAILED.format(error=error)
                self.redraw()
        elif command == "keep-both" and self.session is not None:
            self.keeper.keep_both(self.session, dom.new_id(), dom.now())
            self.redraw()

    def export(self, session: Session) -> None:
        """Download a game as a file; a failure is said, never raised."""
        failure = dom.export_game(self.page, session)
        if failure:
            session.notice = failure
            self.redraw()

    # ------------------------------------------------------------- events
    def on_click(self, message: Message) -> None:
        self.event_scroll = message.get("scrollY", 0)
        if message.card:
            self.cards.on_click(message)
            return
        target = message.action
        if target:
            if not target.disabled:
                self.run(*_command_of(target))
            return
        if self.session is not None and message.in_board:
            if self.gestures.dragged:
                self.gestures.settle()
                return  # the end of a drag, not a click on a hex
            if message.hex is not None:
                self.run(PLACE_AT, message.hex)

    def on_key(self, message: Message) -> None:
        if self.session is None:
            return
        if message.target.tag in ("input", "select", "textarea"):
            return
        key = message.key
        button = message.action if key == "Enter" and message.action.tag == "button" else None
        if button:  # the focused button acts, unless it is the chosen tile
            command = commands.enter_on(self.session.screen(), *_command_of(button))
        else:
            screen = self.session.screen()
            command = commands.key_command(key, screen, ctrl=message.ctrl, alt=message.alt, meta=message.meta)
        if command is None or not commands.enabled(self.session.screen(), *command):
            return
        self.run(*command)

    def on_submit(self, message: Message) -> None:
        if message.target.id == "new-card-game":
            self.cards.on_submit(message)
        if message.target.id != "new-game":
            return
        fields = dom.read_form(message.fields())
        # Kept first: the form shows them again next time, and after a refusal.
        saves.remember_choices(self.storage, newgame.choices_of(fields).to_text())
        game = newgame.read(fields)
        if isinstance(game, newgame.Refusal):
            self.show_menu(lambda: newgame.read(fields).message)
            return
        session = Session.new(game.options, list(game.players), dom.new_id(), game.seed)
        if game.distance:
            arrival.started(session)
        self.keeper.started(session)
        self.open_session(session)
        self.autosave()
        self.redraw()

    def on_change(self, message: Message) -> None:
        if message.target.within("settings"):
            self.prefs.on_change(message)
        elif message.target.name == "game":  # the game chosen on the menu (its Rules)
            self.menu_game = message.target.value
        elif message.target.id == "players-count":
            dom.sync_form(self.page, message.target.value)

    def on_import(self, message: Message) -> None:
        """A file chosen to import: its text, read by the page."""
        self.import_text(str(message.get("text", "")))

    # ------------------------------------------------------------- turns
    def run_computers(self) -> None:
        if self.session is not None and self.session.computer_to_play:
            self.computers.start(self.generation, self.computer_loop)

    async def computer_loop(self, generation: int) -> None:
        def still_wanted() -> bool:
            return self.generation == generation

        while self.session is not None and still_wanted():
            session = self.session
            if not session.computer_to_play:
                return
            move = await thinking.decide(self.page, session.computer_thinking(), still_wanted, self.pause)
            if move is None or not still_wanted() or self.session is not session:
                return
            session.play_computer(move)
            self.autosave()
            await thinking.show_move(session, self.pause, self.redraw, still_wanted)

    async def suggest(self) -> None:
        """Show the strongest bot's move for the human to play, unplayed:
        the one worked out ahead if done (``app.ahead``), else when done."""
        session = self.session
        if session is None or not session.human_to_play:
            return
        generation, asked = self.generation, commands.choices(session)
        work, looking = self.ahead.asked(session), None
        if not work.done:
            session.notice = looking = words.LOOKING_FOR_MOVE
            self.redraw()

        def still_wanted() -> bool:
            return (
                self.generation == generation
                and commands.choices(session) == asked
                and self.ahead.holds(session)
            )

        move = await thinking.decide(self.page, work, still_wanted)
        if self.session is not session:
            return
        shown = move is not None and still_wanted() and commands.show_suggestion(session, move, asked)
        if not shown and looking is not None and session.notice == looking:
            session.notice = ""  # dropped: the player moved on
        self.redraw()

    def think_ahead(self) -> None:
        """A person's turn begins in a game where they asked for a
        suggestion: it is worked out meanwhile, in slices, for as long as
        the position stays (``app.ahead``)."""
        session = self.session
        work = self.ahead.begin(session)
        if work is not None:
            wanted = lambda: self.session is session and self.ahead.holds(session)  # noqa: E731
            asyncio.ensure_future(thinking.decide(self.page, work, wanted))

    def resume(self, game_id: str, replay: bool = False) -> None:
        try:
            session = self.keeper.open(game_id)  # this tab's newer version, if it keeps one
        except RecordError as error:
            self.show_menu(lambda e=error: words.OPEN_FAILED.format(error=e))
            return
        if replay:
            session.replay_at(0)
        saves.remember_current(self.storage, game_id)
        self.open_session(session)

    def import_text(self, text: str) -> None:
        if self.import_sent(text):
            return
        try:
            session, message = saves.import_text(self.storage, text, dom.new_id(), dom.now())
        except RecordError as error:
            self.show_menu(lambda e=error: words.IMPORT_FAILED.format(error=e))
            return
        if message:  # not saved: kept and said as any game that does not fit
            self.keeper.started(session)
            self.keeper.save(session, dom.now())
        else:
            self.keeper.opened(session)
        self.open_session(session)


def _command_of(target) -> tuple[str, object]:
    """The command of a button (a ``page.Element``): its ``data-action``,
    and its argument."""
    data = target.data
    action = str(data.get("action", ""))
    if action in commands.NUMBER_ARGS:
        try:
            return action, int(data.get(commands.NUMBER_ARGS[action], ""))
        except ValueError:
            return action, None
    if action in ID_ACTIONS:
        return action, str(data.get("id", ""))
    return action, None
