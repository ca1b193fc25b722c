"""The browser layer: the only module that touches the DOM and localStorage.

It is deliberately thin: it puts the HTML/SVG text of ``views`` and
``render`` in the page, turns clicks, pointer moves and keys into ``Session``
calls, runs the computer players with a short visible pause, and saves the
game after every move through ``saves``.
"""

from __future__ import annotations

import asyncio
import random
import time
from datetime import UTC, datetime

from pyodide.ffi import JsException, create_proxy, to_js
from pyscript import document, window

from ..app import render, saves, views
from ..app.session import Session
from ..app.viewport import STEP, Viewport, parse_box
from ..rules.game import Options
from ..rules.record import RecordError
from ..rules.setup import HUMAN, Player, seat_players

#: Seconds a computer player waits before moving, so its move can be seen.
COMPUTER_PAUSE = 0.7
#: The longest stretch of bot thinking between two hands given back to the
#: browser: well under the 50 ms at which a task starts to feel sluggish.
SLICE = 0.02

#: Arrow keys as hexes.DIRECTIONS indices.
ARROWS = {"ArrowRight": 0, "ArrowDown": 1, "ArrowLeft": 3, "ArrowUp": 4}


class LocalStorage:
    """``saves.Storage`` over the browser's localStorage."""

    def __init__(self, store) -> None:
        self.store = store

    def get(self, key: str) -> str | None:
        value = self.store.getItem(key)
        return value if isinstance(value, str) else None  # a missing key is JS null

    def set(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except JsException as error:  # QuotaExceededError, or storage disabled
            raise saves.StorageFull(key) from error

    def remove(self, key: str) -> None:
        self.store.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.store.key(i)) for i in range(self.store.length)]


def open_storage():
    try:
        store = window.localStorage
        store.getItem(saves.CURRENT)
        return LocalStorage(store)
    except Exception:  # storage disabled: play on, without saves
        return saves.MemoryStorage()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d%H%M%S") + f"-{random.randrange(16**6):06x}"


def by_id(name: str):
    return document.getElementById(name)


def computer_pause() -> float:
    """The pause before a computer moves: ``?pace=SECONDS`` in the address
    changes it (0 to 5), for players who want it faster, and for tests."""
    params = window.URLSearchParams.new(window.location.search)
    text = params.get("pace")
    try:
        return min(5.0, max(0.0, float(text))) if isinstance(text, str) else COMPUTER_PAUSE
    except ValueError:
        return COMPUTER_PAUSE


class App:
    def __init__(self) -> None:
        self.root = by_id("app")
        self.pause = computer_pause()
        self.storage = open_storage()
        self.session: Session | None = None
        self.viewing: int | None = None  # seat whose city is shown, None: follow the turn
        self.view = Viewport()
        self.pointers: dict[int, tuple[float, float]] = {}  # on the board, in board pixels
        self.generation = 0  # bumped to stop a running computer loop
        self.drag = None
        self._proxies = []

    # ------------------------------------------------------------ wiring
    def listen(self, target, event: str, handler, **options) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        if options:
            target.addEventListener(
                event, proxy, to_js(options, dict_converter=window.Object.fromEntries)
            )
        else:
            target.addEventListener(event, proxy)

    def start(self) -> None:
        self.listen(self.root, "click", self.on_click)
        self.listen(self.root, "submit", self.on_submit)
        self.listen(self.root, "change", self.on_change)
        self.listen(self.root, "pointermove", self.on_pointer_move)
        self.listen(self.root, "pointerdown", self.on_pointer_down)
        self.listen(self.root, "pointerup", self.on_pointer_up)
        self.listen(self.root, "pointercancel", self.on_pointer_up)
        self.listen(self.root, "wheel", self.on_wheel, passive=False)
        self.listen(document, "keydown", self.on_key)
        game_id = saves.current(self.storage)
        if game_id:
            try:
                self.open_session(saves.load(self.storage, game_id))
            except RecordError as error:
                self.show_menu(f"Your last game could not be resumed: {error}")
        else:
            self.show_menu()
        document.body.dataset.ready = "1"

    # ------------------------------------------------------------- menu
    def show_menu(self, message: str = "") -> None:
        self.generation += 1
        self.session = None
        choices = views.Choices.from_text(self.storage.get(saves.CHOICES))
        self.root.innerHTML = views.menu_html(saves.entries(self.storage), message, choices)
        document.body.dataset.screen = "menu"
        window.scrollTo(0, 0)
        self.sync_form()

    def sync_form(self) -> None:
        form = by_id("new-game")
        if not form:
            return
        count = int(form.elements.namedItem("players").value)
        form.dataset.players = str(count)
        for seat in form.querySelectorAll(".seat"):
            seat.hidden = int(seat.dataset.seat) >= max(count, 1)

    def on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        if form.id != "new-game":
            return
        data = form.elements
        count = int(data.namedItem("players").value)
        level = data.namedItem("solo").value if count == 1 else None
        variants = frozenset(
            box.value for box in form.querySelectorAll('input[name="variant"]') if box.checked
        )
        long_game = bool(data.namedItem("long").checked)
        seed_text = str(data.namedItem("seed").value).strip()
        names = [str(data.namedItem(f"name{seat}").value).strip() for seat in range(4)]
        controls = [str(data.namedItem(f"control{seat}").value) for seat in range(4)]
        # Kept first: the form shows them again next time, and after an error.
        choices = views.Choices(
            count,
            tuple(names),
            tuple(controls),
            str(data.namedItem("solo").value),
            long_game,
            variants,
        )
        saves.remember_choices(self.storage, choices.to_text())
        players = []
        for seat in range(count):
            name = names[seat] or f"Player {seat + 1}"
            control = HUMAN if count == 1 else controls[seat]
            players.append(Player(name[: views.NAME_LENGTH], control))
        try:
            options = Options(count, long_game, variants, level)
            seed = int(seed_text) if seed_text else None
            if seed is not None and not 0 <= seed < 2**53:
                raise ValueError("The seed must be a whole number below 9007199254740992.")
        except ValueError as error:
            message = str(error)
            if "invalid literal" in message:
                message = "The seed must be a whole number."
            self.show_menu(message)
            return
        session = Session.new(options, seat_players(options, players), new_id(), seed)
        self.open_session(session)
        self.autosave()

    # ------------------------------------------------------------ table
    def open_session(self, session: Session) -> None:
        self.generation += 1
        self.session = session
        self.viewing = None
        self.view.fit()
        self.root.innerHTML = views.table_html()
        document.body.dataset.screen = "table"
        window.scrollTo(0, 0)
        self.refresh()
        self.run_computers()

    def shown_seat(self) -> int:
        session = self.session
        state = session.state
        if self.viewing is not None:
            return self.viewing
        seat = state.current
        if state.cities[seat] is None:  # the Illustrious Architect: show the human
            seat = 0
        return seat

    def refresh(self) -> None:
        """Redraw everything of the table, keeping the keyboard focus on the
        control that had it."""
        focused = document.activeElement
        action = focused.getAttribute("data-action") if focused else None
        position = focused.getAttribute("data-pos") if action else None
        self.redraw()
        if isinstance(action, str):
            selector = f'[data-action="{action}"]'
            if isinstance(position, str):
                selector += f'[data-pos="{position}"]'
            again = self.root.querySelector(selector)
            if again and again != focused:
                again.focus()

    def redraw(self) -> None:
        session = self.session
        by_id("site").innerHTML = views.site_html(session)
        by_id("players").innerHTML = views.players_html(session, self.shown_seat())
        by_id("status").innerHTML = views.status_html(session)
        by_id("notice").textContent = session.notice
        end = by_id("end")
        end.innerHTML = views.scorepad_html(session) if session.state.over else ""
        document.body.dataset.turn = (
            "over" if session.state.over else ("human" if session.human_to_play else "computer")
        )
        document.body.dataset.moves = str(len(session.state.history))
        self.draw_board()
        self.sync_controls()

    def sync_controls(self) -> None:
        session = self.session
        human = session.human_to_play
        selected = session.selected is not None
        states = {
            "rotate-left": human and selected,
            "rotate-right": human and selected,
            "confirm": human and session.pending is not None,
            "cancel": human and (selected or session.pending is not None),
            "undo": session.can_undo() and not session.computer_to_play,
            "suggest": human,
        }
        for action, enabled in states.items():
            button = self.root.querySelector(f'#controls [data-action="{action}"]')
            if button:
                button.disabled = not enabled

    def draw_board(self) -> None:
        session = self.session
        seat = self.shown_seat()
        state = session.state
        city = state.cities[seat]
        name = session.players[seat].name
        mine = seat == state.current and session.human_to_play
        highlights = session.legal_anchors() if mine else frozenset()
        preview = session.preview() if mine else None
        title = f"{name}'s city"
        if seat != state.current and not state.over:
            title += f" (it is {session.player.name}'s turn)"
        by_id("board-title").textContent = title
        board = by_id("board")
        board.innerHTML = render.city_svg(
            city,
            label=f"{name}'s city",
            highlights=highlights,
            preview=preview,
            cursor=session.aim if mine else None,
            targets=not state.over,
        )
        board.dataset.seat = str(seat)
        # The legal anchors, for assistive tools and tests: "q,r q,r ...".
        board.dataset.legal = " ".join(f"{q},{r}" for q, r in sorted(highlights))
        board.dataset.preview = "" if preview is None else ("ok" if preview.ok else "bad")
        self.apply_view()

    def draw_aim(self) -> None:
        """Redraw only the preview and cursor (on pointer moves)."""
        session = self.session
        layer = by_id("board").querySelector("g.aim")
        if not layer:
            self.draw_board()
            return
        preview = session.preview()
        layer.innerHTML = render.aim_layer(preview, session.aim)
        by_id("board").dataset.preview = "" if preview is None else ("ok" if preview.ok else "bad")

    def board_geometry(self):
        """The city's base viewBox, the board's size and its top-left corner
        on the screen (pixels), or None when no city is drawn."""
        svg = by_id("board").querySelector("svg")
        if not svg:
            return None
        base = svg.getAttribute("data-viewbox") or svg.getAttribute("viewBox")
        svg.setAttribute("data-viewbox", base)
        rect = svg.getBoundingClientRect()
        size = (float(rect.width), float(rect.height))
        return svg, parse_box(str(base)), size, (float(rect.left), float(rect.top))

    def board_point(self, event, corner) -> tuple[float, float]:
        return float(event.clientX) - corner[0], float(event.clientY) - corner[1]

    def apply_view(self) -> None:
        geometry = self.board_geometry()
        if geometry:
            svg, base, _, _ = geometry
            svg.setAttribute("viewBox", self.view.viewbox(base))

    def set_notice(self, text: str) -> None:
        by_id("notice").textContent = text

    # ------------------------------------------------------------ events
    def on_click(self, event) -> None:
        target = event.target.closest("[data-action]")
        if target and not getattr(target, "disabled", False):
            action = str(target.dataset.action)
            if action not in ("start", "import"):
                self.act(action, target)
            return
        if self.session is not None and event.target.closest("#board"):
            self.click_board(event)

    def act(self, action: str, target) -> None:
        session = self.session
        if action == "resume":
            self.resume(str(target.dataset.id))
        elif action == "delete":
            saves.delete(self.storage, str(target.dataset.id))
            self.show_menu("Saved game deleted.")
        elif action == "export":
            self.export(str(target.dataset.id))
        elif action == "menu":
            self.show_menu()
        elif session is None:
            return
        elif action == "export-current":
            self.download(saves.export_text(session, now()), session.game_id)
        elif action == "select":
            if session.select(int(target.dataset.pos)):
                self.viewing = None  # back to one's own city to place the tile
            self.refresh()
        elif action == "view":
            seat = int(target.dataset.seat)
            if session.state.cities[seat] is None:
                session.notice = (
                    f"The Illustrious Architect holds {len(session.state.pile)} tiles; "
                    "see them in its card."
                )
            else:
                self.viewing = seat
                self.view.fit()
            self.refresh()
        elif action in ("rotate-left", "rotate-right"):
            session.rotate(1 if action == "rotate-right" else -1)
            self.refresh()
        elif action == "confirm":
            self.confirm()
        elif action == "cancel":
            session.cancel()
            self.refresh()
        elif action == "undo":
            if session.undo():
                self.generation += 1
                self.viewing = None
                self.autosave()
            self.refresh()
        elif action == "suggest":
            asyncio.ensure_future(self.suggest())
        elif action in ("zoom-in", "zoom-out", "fit"):
            self.zoom_by(action)

    def zoom_by(self, action: str) -> None:
        if action == "fit":
            self.view.fit()
        else:
            self.view.zoom_by(STEP if action == "zoom-in" else 1 / STEP)
        self.apply_view()

    def hex_of(self, event):
        node = event.target.closest("[data-q]")
        if not node:
            return None
        return (int(node.dataset.q), int(node.dataset.r))

    def click_board(self, event) -> None:
        session = self.session
        if self.drag is not None and self.drag.get("moved"):
            return
        h = self.hex_of(event)
        if h is None or not session.human_to_play or self.shown_seat() != session.state.current:
            return
        if session.selected is None:
            session.notice = "First choose a tile from the Construction Site."
        else:
            session.pending = None
            session.aim_at(h)
            session.place()
        self.refresh()

    def on_pointer_move(self, event) -> None:
        session = self.session
        if session is None:
            return
        pointer = int(event.pointerId)
        if pointer in self.pointers:  # down on the board: follow it
            geometry = self.board_geometry()
            if geometry:
                _, base, size, corner = geometry
                self.pointers[pointer] = self.board_point(event, corner)
                if self.view.pinching:
                    a, b = list(self.pointers.values())[:2]
                    self.view.pinch_to(base, size, a, b)
                    self.apply_view()
                    return
        if self.drag is not None:
            self.drag_to(event)
            return
        if session.selected is None or session.pending is not None:
            return
        if str(event.pointerType) == "touch":
            return  # on touch screens the preview follows taps
        h = self.hex_of(event)
        if h is not None and h != session.aim and self.shown_seat() == session.state.current:
            session.aim_at(h)
            self.draw_aim()

    def on_pointer_down(self, event) -> None:
        if self.session is None or not event.target.closest("#board"):
            return
        geometry = self.board_geometry()
        if not geometry:
            return
        _, base, size, corner = geometry
        if event.isPrimary:  # a new gesture: forget pointers whose "up" was missed
            self.pointers.clear()
            self.view.pinch_end()
        if len(self.pointers) >= 2:
            return  # a third finger: the pinch goes on with the first two
        self.pointers[int(event.pointerId)] = self.board_point(event, corner)
        if len(self.pointers) == 2:
            # Two fingers: a pinch, which zooms and pans; no tap follows it.
            a, b = self.pointers.values()
            self.view.pinch_start(base, size, a, b)
            self.drag = {"x": 0.0, "y": 0.0, "moved": True, "pan": self.view.pan}
            return
        self.drag = {
            "x": float(event.clientX),
            "y": float(event.clientY),
            "moved": False,
            "pan": self.view.pan,
        }

    def drag_to(self, event) -> None:
        drag = self.drag
        dx, dy = float(event.clientX) - drag["x"], float(event.clientY) - drag["y"]
        if not drag["moved"] and dx * dx + dy * dy < 100:
            return
        drag["moved"] = True
        geometry = self.board_geometry()
        if geometry:
            _, base, size, _ = geometry
            self.view.drag(base, size, drag["pan"], (dx, dy))
            self.apply_view()

    def on_pointer_up(self, event) -> None:
        self.pointers.pop(int(event.pointerId), None)
        if self.view.pinching:
            if len(self.pointers) >= 2:
                return
            self.view.pinch_end()
            if self.pointers:
                # One finger still down: it drags on from where it is.
                geometry = self.board_geometry()
                if geometry:
                    corner = geometry[3]
                    x, y = next(iter(self.pointers.values()))
                    self.drag = {
                        "x": x + corner[0],
                        "y": y + corner[1],
                        "moved": True,
                        "pan": self.view.pan,
                    }
                return
        drag = self.drag
        if drag is not None and drag["moved"]:
            # Let the click that follows a drag know it was a drag.
            async def clear():
                await asyncio.sleep(0)
                self.drag = None

            asyncio.ensure_future(clear())
        else:
            self.drag = None

    def on_wheel(self, event) -> None:
        if self.session is None or not event.target.closest("#board"):
            return
        event.preventDefault()
        geometry = self.board_geometry()
        if not geometry:
            return
        _, base, size, corner = geometry
        factor = STEP if float(event.deltaY) < 0 else 1 / STEP
        self.view.zoom_at(base, size, self.board_point(event, corner), factor)
        self.apply_view()

    def on_change(self, event) -> None:
        target = event.target
        if target.id == "players-count":
            self.sync_form()
        elif target.id == "import-file":
            files = target.files
            if files.length:
                asyncio.ensure_future(self.import_file(files.item(0)))

    def on_key(self, event) -> None:
        session = self.session
        if (
            session is None
            or event.ctrlKey
            and str(event.key) != "z"
            or event.altKey
            or event.metaKey
        ):
            return
        tag = str(event.target.tagName).lower() if event.target.tagName else ""
        if tag in ("input", "select", "textarea"):
            return
        key = str(event.key)
        handled = True
        if key in ARROWS and session.selected is not None:
            session.move_aim(ARROWS[key])
            self.viewing = None
        elif key in ("r", "R", "]", "["):
            session.rotate(-1 if key in ("R", "[") else 1)
        elif key == "Enter":
            if event.target.closest("button"):
                return  # let the focused button act
            if session.pending is not None:
                self.confirm()
                return
            session.place()
        elif key == "Escape":
            session.cancel()
        elif key.isdigit() and 1 <= int(key) <= len(session.state.site):
            if session.select(int(key) - 1):
                self.viewing = None
        elif key in ("h", "H", "?"):
            asyncio.ensure_future(self.suggest())
        elif key in ("u", "U") or (key == "z" and event.ctrlKey):
            self.act("undo", None)
            event.preventDefault()
            return
        elif key in ("+", "="):
            self.zoom_by("zoom-in")
        elif key in ("-", "_"):
            self.zoom_by("zoom-out")
        elif key == "0":
            self.zoom_by("fit")
        else:
            handled = False
        if handled:
            event.preventDefault()
            self.refresh()

    # ------------------------------------------------------------- turns
    def confirm(self) -> None:
        session = self.session
        if session.confirm() is not None:
            self.viewing = None
            self.autosave()
        self.refresh()
        self.run_computers()

    def run_computers(self) -> None:
        session = self.session
        if session is not None and session.computer_to_play:
            asyncio.ensure_future(self.computer_loop(self.generation))

    async def think(self, thinking, generation: int):
        """Run a bot's decision in slices of at most ``SLICE`` seconds,
        giving the browser the hand between them so the page never freezes.
        Returns the move, or None if the game moved on meanwhile. The time
        spent thinking (pauses excluded) goes in ``body[data-think-ms]``,
        for bench/bots_browser.py."""
        spent = 0.0
        while not thinking.done:
            if self.generation != generation:
                return None
            start = time.perf_counter()
            while thinking.step() is None and time.perf_counter() - start < SLICE:
                pass
            spent += time.perf_counter() - start
            await asyncio.sleep(0)
        document.body.dataset.thinkMs = f"{spent * 1000:.0f}"
        return thinking.move

    async def computer_loop(self, generation: int) -> None:
        while self.session is not None and self.generation == generation:
            session = self.session
            if not session.computer_to_play:
                return
            started = time.perf_counter()
            document.body.dataset.thinking = "1"
            try:
                move = await self.think(session.computer_thinking(), generation)
                # The pause lets players see whose turn it is; thinking
                # time counts towards it.
                rest = self.pause - (time.perf_counter() - started)
                if move is not None and rest > 0:
                    await asyncio.sleep(rest)
            finally:
                document.body.dataset.thinking = ""
            if move is None or self.generation != generation or self.session is not session:
                return
            session.play_computer(move)
            self.autosave()
            self.refresh()

    async def suggest(self) -> None:
        """Show the strongest bot's move for the human to play, unplayed."""
        session = self.session
        if session is None or not session.human_to_play:
            return
        generation, moves = self.generation, len(session.state.history)
        session.notice = "Looking for a good move…"
        self.set_notice(session.notice)
        document.body.dataset.thinking = "1"
        try:
            move = await self.think(session.suggestion_thinking(), generation)
        finally:
            document.body.dataset.thinking = ""
        if move is None or self.session is not session or len(session.state.history) != moves:
            return
        session.show_suggestion(move)
        self.viewing = None
        self.refresh()

    # ------------------------------------------------------------ saving
    def autosave(self) -> None:
        message = saves.save(self.storage, self.session, now())
        if message:
            self.session.notice = message
            self.set_notice(message)

    def resume(self, game_id: str) -> None:
        try:
            session = saves.load(self.storage, game_id)
        except RecordError as error:
            self.show_menu(f"That game could not be opened: {error}")
            return
        self.storage_current(game_id)
        self.open_session(session)

    def storage_current(self, game_id: str) -> None:
        try:
            self.storage.set(saves.CURRENT, game_id)
        except saves.StorageFull:
            pass

    def export(self, game_id: str) -> None:
        text = self.storage.get(saves.PREFIX + game_id)
        if text is not None:
            self.download(text, game_id)

    def download(self, text: str, game_id: str) -> None:
        blob = window.Blob.new(
            [text], to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        )
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"akropolis-{game_id}.json"
        document.body.append(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, file) -> None:
        text = str(await file.text())
        try:
            session, message = saves.import_text(self.storage, text, new_id(), now())
        except RecordError as error:
            self.show_menu(f"That file could not be imported: {error}")
            return
        self.open_session(session)
        if message:
            session.notice = message
            self.set_notice(message)


def start() -> App:
    app = App()
    app.start()
    return app
