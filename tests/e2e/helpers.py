"""Playing Akropolis in the page as a player would: forms, clicks and keys.

The app publishes its state on <body> (data-ready, data-screen, data-turn,
data-moves) and on #board (data-legal, data-preview); the helpers wait on
those instead of sleeping. Records for seeding localStorage are made with the
engine itself, so they are valid by construction.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence

from playwright.sync_api import Page, expect

from akropolis.app import views
from akropolis.app.saves import CURRENT, PREFIX
from akropolis.app.session import Session
from akropolis.bots import make_bot
from akropolis.rules.game import Options
from akropolis.rules.record import Player, format_record
from akropolis.rules.solo import ARCHITECT_NAME

from . import BOOT_TIMEOUT_MS, READY_SELECTOR

#: A phone, as the browser tests emulate one: 390x844, touch, twice the pixels.
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}

#: How long one step of the app (a click, a key, a computer move) may take.
STEP_MS = 15_000

#: The rule sentences of city.placement_error, as the notice shows them.
RULE_SENTENCE = re.compile(
    r"^A tile on level \d+ must (go on empty spaces|touch your city along at least one edge"
    r"|rest on three hexes of level \d+|cover hexes of at least 2 different tiles)"
)

SAVED_AT = "2025-03-01T10:00:00+00:00"


# ------------------------------------------------------------------ pages
def app_url(site_url: str, pace: float | None = 0) -> str:
    return site_url if pace is None else f"{site_url}?pace={pace:g}"


def wait_ready(page: Page) -> None:
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)


def open_app(
    page: Page, site_url: str, *, pace: float | None = 0, storage: dict[str, str] | None = None
) -> Page:
    """Open the app (after putting ``storage`` in its localStorage) and wait for the boot."""
    if storage:
        # A same-origin page that does not boot Python: quick to open.
        page.goto(site_url + "static/cards.css")
        page.evaluate(
            "entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }",
            storage,
        )
    page.goto(app_url(site_url, pace))
    wait_ready(page)
    return page


def reload_app(page: Page) -> None:
    page.reload()
    wait_ready(page)


def settle(page: Page, timeout: float = STEP_MS) -> None:
    """Wait until Python has answered every event sent to it (Python runs
    in a worker: what the page shows follows a click a moment later)."""
    page.wait_for_function("() => !document.body.dataset.answering", timeout=timeout)


def body(page: Page, name: str) -> str | None:
    return page.evaluate("name => document.body.dataset[name] ?? null", name)


def moves(page: Page) -> int:
    return int(body(page, "moves"))


def wait_moves(page: Page, count: int, timeout: float = STEP_MS) -> None:
    settle(page, timeout)
    expect(page.locator("body"), f"{count} moves played").to_have_attribute(
        "data-moves", str(count), timeout=timeout
    )


def wait_moves_past(page: Page, count: int, timeout: float = STEP_MS) -> int:
    """Wait until more than ``count`` moves are played (a computer may
    already have replied); the number played."""
    settle(page, timeout)
    page.wait_for_function(
        "count => Number(document.body.dataset.moves) > count", arg=count, timeout=timeout
    )
    return moves(page)


def wait_turn(page: Page, turn: str, timeout: float = STEP_MS) -> None:
    settle(page, timeout)
    expect(page.locator("body"), f"data-turn={turn}").to_have_attribute(
        "data-turn", turn, timeout=timeout
    )


def wait_screen(page: Page, screen: str, timeout: float = STEP_MS) -> None:
    settle(page, timeout)
    expect(page.locator("body"), f"data-screen={screen}").to_have_attribute(
        "data-screen", screen, timeout=timeout
    )


class Held:
    """The requests to ``pattern`` held back until ``release``; any asked
    after it go through (a worker may ask for its file late, on a busy
    machine after the test has released what it held)."""

    def __init__(self, page: Page, pattern) -> None:
        self.routes: list = []
        self.released = False
        page.route(pattern, self._hold)

    def _hold(self, route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        while self.routes:
            self.routes.pop(0).continue_()


def top(page: Page, selector: str) -> float:
    """Where the element ``selector`` finds begins, from the window's top (px)."""
    return page.locator(selector).bounding_box()["y"]


def storage_snapshot(page: Page) -> dict[str, str]:
    """Every localStorage key and value, as the page sees them."""
    return page.evaluate(
        "() => Object.fromEntries(Array.from({length: localStorage.length}, (_, i) => "
        "[localStorage.key(i), localStorage.getItem(localStorage.key(i))]))"
    )


def saved_games(storage: dict[str, str]) -> dict[str, str]:
    return {k[len(PREFIX) :]: v for k, v in storage.items() if k.startswith(PREFIX)}


# ------------------------------------------------------------------ menu
def start_game(
    page: Page,
    *,
    names: Sequence[str] = ("Ada", "Basil"),
    controls: Sequence[str] = (),
    level: str | None = None,
    seed: int | None = None,
    long_game: bool = False,
    variants: Iterable[str] = (),
) -> None:
    """Fill in the new-game form and start. ``level`` makes a solo game
    (one name) against the Illustrious Architect."""
    wait_screen(page, "menu")
    form = page.locator("#new-game")
    count = 1 if level else len(names)
    form.locator("#players-count").select_option(str(count))
    if level:
        form.locator('select[name="solo"]').select_option(level)
    for seat, name in enumerate(names):
        form.locator(f'input[name="name{seat}"]').fill(name)
    # The form shows the last game's choices: set every one, so unnamed
    # controls and options get the defaults whatever was played before.
    wanted = [*controls, *views.Choices().controls[len(controls) :]]
    for seat in range(count):  # in solo too: a computer may take the seat
        form.locator(f'select[name="control{seat}"]').select_option(wanted[seat])
    form.locator('input[name="long"]').set_checked(long_game)
    chosen = set(variants)
    for box in form.locator('input[name="variant"]').all():
        box.set_checked(box.get_attribute("value") in chosen)
    if seed is not None:
        form.locator('input[name="seed"]').fill(str(seed))
    form.get_by_role("button", name="Start the game").click()
    wait_screen(page, "table")
    expect(page.locator("body")).to_have_attribute("data-moves", "0")


# ------------------------------------------------------------------ table
def legal_anchors(page: Page) -> list[tuple[int, int]]:
    text = page.locator("#board").get_attribute("data-legal") or ""
    return [tuple(int(n) for n in pair.split(",")) for pair in text.split()]


def site_tiles(page: Page) -> list[str]:
    """The catalogue ids of the Construction Site, in order."""
    return page.eval_on_selector_all(
        "#site [data-action=select] svg[data-tile]", "svgs => svgs.map(s => s.dataset.tile)"
    )


def affordable_positions(page: Page) -> list[int]:
    return [
        int(pos)
        for pos in page.eval_on_selector_all(
            "#site [data-action=select]:not(.dear)", "buttons => buttons.map(b => b.dataset.pos)"
        )
    ]


def hex_point(page: Page, q: int, r: int) -> tuple[float, float]:
    """A point of the viewport where a click lands on hex (q, r) of the
    board: its centre if that is not covered by a column in front, else the
    nearest visible point of it."""
    hexes = page.locator(f'#board [data-q="{q}"][data-r="{r}"]')
    expect(hexes).to_have_count(1)
    hexes.scroll_into_view_if_needed()
    point = page.evaluate(
        """([q, r]) => {
          const el = document.querySelector(`#board [data-q="${q}"][data-r="${r}"]`);
          const box = el.getBoundingClientRect();
          const offsets = [[0, 0]];
          for (let ring = 1; ring <= 4; ring++)
            for (let k = 0; k < 8 * ring; k++) {
              const a = (2 * Math.PI * k) / (8 * ring);
              offsets.push([Math.cos(a) * ring / 10, Math.sin(a) * ring / 10]);
            }
          for (const [dx, dy] of offsets) {
            const x = box.x + box.width * (0.5 + dx), y = box.y + box.height * (0.5 + dy);
            const hit = document.elementFromPoint(x, y);
            const node = hit && hit.closest("[data-q]");
            if (node && node.closest("#board") && node.dataset.q === String(q)
                && node.dataset.r === String(r)) return [x, y];
          }
          return null;
        }""",
        [q, r],
    )
    assert point is not None, f"hex {q},{r} is hidden behind other hexes"
    return point[0], point[1]


def click_hex(page: Page, q: int, r: int) -> None:
    x, y = hex_point(page, q, r)
    page.mouse.click(x, y)


def park_mouse(page: Page) -> None:
    """Move the pointer off the board, so hovering does not aim the tile."""
    page.mouse.move(1, 1)


def rotate_until_legal(page: Page, *, keys: bool) -> list[tuple[int, int]]:
    """Rotate the selected tile until it has a legal place; its anchors."""
    for _ in range(6):
        anchors = legal_anchors(page)
        if anchors:
            return anchors
        before = page.locator("#site .selected svg").get_attribute("data-rotation")
        if keys:
            page.keyboard.press("r")
        else:
            page.locator('#controls [data-action="rotate-right"]').click()
        expect(page.locator("#site .selected svg")).not_to_have_attribute(
            "data-rotation", before or ""
        )
    raise AssertionError("the selected tile has no legal place at any rotation")


def select_by_click(page: Page, position: int) -> None:
    page.locator(f'#site [data-action=select][data-pos="{position}"]').click()
    expect(page.locator(f'#site [data-pos="{position}"]')).to_have_attribute("aria-pressed", "true")


def play_turn_by_clicks(page: Page, position: int | None = None, prefer_high: bool = True) -> int:
    """One human turn with the mouse: a Construction Site tile (default: the
    dearest one the player can pay), Rotate once, a click on a legal hex
    (on top of the city if ``prefer_high`` and possible), Confirm. Returns
    the number of moves played after it (a computer may have replied)."""
    wait_turn(page, "human")
    before = moves(page)
    if position is None:
        position = max(affordable_positions(page))
    select_by_click(page, position)
    turned = page.locator("#site .selected svg")
    rotation = int(turned.get_attribute("data-rotation"))
    page.locator('#controls [data-action="rotate-right"]').click()
    expect(turned).to_have_attribute("data-rotation", str((rotation + 1) % 6))
    anchors = rotate_until_legal(page, keys=False)
    target = anchors[0]
    if prefer_high:
        built = page.eval_on_selector_all(
            "#board g.col[data-q]", "cols => cols.map(c => c.dataset.q + ',' + c.dataset.r)"
        )
        high = [a for a in anchors if f"{a[0]},{a[1]}" in built]
        target = high[0] if high else anchors[len(anchors) // 2]
    click_hex(page, *target)
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    expect(page.locator("#notice")).to_contain_text("Confirm to build here")
    confirm = page.locator('#controls [data-action="confirm"]')
    expect(confirm).to_be_enabled()
    confirm.click()
    return wait_moves_past(page, before)


def play_turn_by_keys(page: Page, digit: int = 1) -> int:
    """One human turn at the keyboard: digit, (R until it fits), an arrow
    (which puts the aim on the first legal anchor), Enter, Enter. Returns
    the number of moves played after it (a computer may have replied)."""
    wait_turn(page, "human")
    before = moves(page)
    park_mouse(page)
    page.locator("#board").focus()
    page.keyboard.press(str(digit))
    expect(page.locator(f'#site [data-pos="{digit - 1}"]')).to_have_attribute(
        "aria-pressed", "true"
    )
    anchors = rotate_until_legal(page, keys=True)
    page.keyboard.press("ArrowRight")
    expect(page.locator("#board")).to_have_attribute("data-preview", "ok")
    assert cursor_hex(page) == min(anchors), "the first arrow aims at the first legal anchor"
    page.keyboard.press("Enter")
    expect(page.locator("#notice")).to_contain_text("Confirm to build here")
    page.keyboard.press("Enter")
    return wait_moves_past(page, before)


def cursor_hex(page: Page) -> tuple[int, int] | None:
    """The board hex under the keyboard cursor ring (drawn at the same x, y)."""
    found = page.evaluate(
        """() => {
          const ring = document.querySelector("#board g.aim g.cursor use");
          if (!ring) return null;
          const at = (x, y) => Math.round(+x) + "," + Math.round(+y);
          const want = at(ring.getAttribute("x"), ring.getAttribute("y"));
          for (const node of document.querySelectorAll("#board [data-q]")) {
            let here;
            if (node.tagName === "use") here = at(node.getAttribute("x"), node.getAttribute("y"));
            else {
              const m = /translate\\(([-\\d.]+)[ ,]+([-\\d.]+)\\)/.exec(node.getAttribute("transform"));
              here = m && at(m[1], m[2]);
            }
            if (here === want) return [+node.dataset.q, +node.dataset.r];
          }
          return null;
        }"""
    )
    return None if found is None else (found[0], found[1])


def table_state(page: Page) -> dict[str, object]:
    """What a player sees of the table, to compare two moments."""
    return page.evaluate(
        """() => ({
          moves: document.body.dataset.moves,
          turn: document.body.dataset.turn,
          status: document.getElementById("status").textContent,
          site: document.getElementById("site").innerHTML,
          players: document.getElementById("players").innerText,
          board: document.getElementById("board").innerHTML,
          end: document.getElementById("end").innerText,
        })"""
    )


# --------------------------------------------------------------- records
def game_record(
    players: Sequence[tuple[str, str]] = (("Ada", "human"), ("Basil", "human")),
    *,
    seed: int = 7,
    moves: int = 0,
    level: str | None = None,
    finish: bool = False,
    saved_at: str = SAVED_AT,
) -> str:
    """A saved game's JSON text, made by the engine: ``moves`` moves (or
    the whole game if ``finish``) chosen by a greedy bot."""
    seats = [Player(name, control) for name, control in players]
    count = len(seats)
    if level:
        seats.append(Player(ARCHITECT_NAME, "architect"))
    session = Session.new(Options(count, False, frozenset(), level), seats, "record", seed)
    bot = make_bot("greedy", seed)
    while not session.state.over and (finish or len(session.state.history) < moves):
        if session.computer_to_play and session.player.control == "architect":
            session.play_computer()
        else:
            session.state.play(bot.choose(session.state))
    return format_record(session.to_record(saved_at))


def record_moves(text: str) -> int:
    return len(json.loads(text)["moves"])


def seeded_storage(games: dict[str, str], current: str | None = None) -> dict[str, str]:
    storage = {PREFIX + game_id: text for game_id, text in games.items()}
    if current:
        storage[CURRENT] = current
    return storage


# ------------------------------------------------------- the worker's Python
#: What a test's main.py adds to the site's: a BroadcastChannel on which the
#: worker's Python runs the code a test sends (``python``) between its own
#: tasks, and answers the value the code leaves in ``result``. The site
#: itself has no such door: the test serves it in place of main.py.
_TEST_DOOR = '''

def _test_door():
    import json
    import js
    from pyodide.ffi import create_proxy

    channel = js.BroadcastChannel.new("akropolis-test-python")
    names = {}

    def run(event):
        order = event.data.to_py()
        try:
            exec(order["code"], names)
            answer = {"id": order["id"], "result": names.pop("result", None)}
        except BaseException as error:  # the test reads it
            answer = {"id": order["id"], "error": f"{type(error).__name__}: {error}"}
        channel.postMessage(json.dumps(answer))

    channel.onmessage = create_proxy(run)


_test_door()
'''



def open_python_door(page: Page) -> None:
    """Serve main.py with the test's door into the worker's Python (call
    before the page is opened)."""

    def serve(route):
        text = route.fetch().text()
        route.fulfill(body=text + _TEST_DOOR, content_type="text/x-python")

    page.route("**/main.py", serve)


_orders = iter(range(1, 1 << 30))


def python(page: Page, code: str):
    """Run ``code`` in the worker's Python (``open_python_door`` first); the
    value it leaves in ``result``."""
    return wait_python(page, code, tries=1)


def wait_python(page: Page, code: str, tries: int = 1200):
    """Run ``code`` in the worker's Python again (the page asks every 50 ms,
    at most ``tries`` times) until it leaves a ``result`` other than None;
    that result, or None if none came. (``page.wait_for_function`` would
    not do: an async predicate passes at once, its promise being truthy.)"""
    answer = page.evaluate(_WAIT, [code, f"order-{next(_orders)}", tries])
    if "error" in answer:
        raise AssertionError(f"the worker's Python: {answer['error']}")
    return answer.get("result")


_WAIT = """([code, id, tries]) => new Promise((done) => {
  const channel = new BroadcastChannel("akropolis-test-python");
  let asked = 0;
  const ask = () => channel.postMessage({ code, id: `${id}-${asked}` });
  channel.onmessage = (event) => {
    const answer = JSON.parse(event.data);
    if (answer.id !== `${id}-${asked}`) return;
    if (answer.error || answer.result != null || ++asked >= tries) {
      channel.close();
      done(answer);
    } else {
      setTimeout(ask, 50);
    }
  };
  ask();
})"""
