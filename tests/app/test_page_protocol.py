"""The page as messages (akropolis/browser/page.py, static/page.mjs): what
Python sends the page for the tile table (``browser.table.Table``), and
which keys it claims, checked without a browser."""

from __future__ import annotations

import json

from akropolis.app import commands
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.browser.page import Element, Message, Page
from akropolis.browser.table import Table
from akropolis.rules.game import Options
from akropolis.rules.record import Player


def hot_seat() -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)


class Sent:
    """A page that keeps what Python sends it."""

    def __init__(self) -> None:
        self.batches: list[list] = []
        self.page = Page(lambda text: self.batches.append(json.loads(text)))

    def ops(self) -> list[list]:
        self.page.flush()
        return [op for batch in self.batches for op in batch]

    def clear(self) -> None:
        self.page.flush()
        self.batches.clear()

    def focused(self) -> list[list]:
        return [op for op in self.ops() if op[0] == "focus"]


def focus_on(page: Page, action: str, *ids: str, **data: str) -> None:
    page.focused = Element({"tag": "button", "ids": list(ids), "data": {"action": action, **data}})


def opened() -> tuple[Sent, Table, Session]:
    sent, session = Sent(), hot_seat()
    table = Table(sent.page, Viewport())
    table.open(session.state.options, "https://example.org/akropolis/")
    table.draw(session)
    return sent, table, session


def test_nothing_is_sent_before_a_flush_and_a_batch_is_one_message():
    sent = Sent()
    sent.page.html("#a", "<b>x</b>")
    sent.page.data("body", "turn", "human")
    assert sent.batches == []
    sent.page.flush()
    sent.page.flush()  # nothing more to send: no empty message
    assert sent.batches == [[["html", "#a", "<b>x</b>"], ["data", "body", "turn", "human"]]]


def test_soon_sends_what_is_written_then_runs_its_job_in_a_batch_of_its_own():
    """The first screen goes to the page before the Rules panel is written
    (App.start): with a loop, the job waits for its next turn; without one
    it runs at once, still in a batch of its own."""
    turns, batches = [], []
    page = Page(lambda text: batches.append(json.loads(text)), later=turns.append)
    page.html("#app", "first")
    page.soon(lambda: page.html("#rules", "rules"))
    assert batches == [[["html", "#app", "first"]]]
    while turns:
        turns.pop(0)()
    assert batches == [[["html", "#app", "first"]], [["html", "#rules", "rules"]]]
    sent = Sent()
    sent.page.html("#app", "first")
    sent.page.soon(lambda: sent.page.html("#rules", "rules"))
    assert sent.batches == [[["html", "#app", "first"]], [["html", "#rules", "rules"]]]


def test_a_message_reads_what_the_page_described_and_defaults_the_rest():
    message = Message({
        "type": "click",
        "action": {"tag": "button", "data": {"action": "select", "pos": "2"}, "ids": ["site", "app"]},
        "hex": [1, -2],
    })
    assert message.action and message.action.within("site")
    assert message.action.data["pos"] == "2"
    assert message.hex == (1, -2)
    assert not message.card and not message.focus
    assert (message.key, message.ctrl, message.x) == ("", False, 0.0)


def test_opening_a_game_draws_every_region_and_focuses_the_first_tile_shown():
    sent, _, _ = opened()
    ops = sent.ops()
    assert ops[0][:2] == ["html", "#app"]
    written = {op[1] for op in ops if op[0] == "html"}
    assert {"#board", "#site", "#log"} <= written
    assert ["focus", ['#site button[data-action="select"]:not([disabled])'], True] in ops
    # The board's viewBox is known from the SVG Python wrote, not read from the page.
    assert any(op[:3] == ["attr", "#board svg", "viewBox"] for op in ops)


def test_only_what_changed_is_sent_again():
    sent, table, session = opened()
    sent.clear()
    table.draw(session)
    assert sent.ops() == []


def test_the_focus_on_a_tile_written_over_is_kept_on_the_same_tile():
    sent, table, session = opened()
    sent.clear()
    focus_on(sent.page, "select", "site", "app", pos="1")
    commands.run(session, Viewport(), commands.SELECT, 1)
    table.draw(session)
    assert sent.focused() == [["focus", ['#app [data-action="select"][data-pos="1"]'], False]]


def test_the_focus_on_the_region_itself_is_not_lost_when_its_content_changes():
    sent, table, session = opened()
    sent.clear()
    sent.page.focused = Element({"tag": "div", "id": "board", "ids": ["board", "app"]})
    commands.run(session, Viewport(), commands.SELECT, 0)
    table.draw(session)
    assert sent.focused() == []


def test_confirm_turned_off_under_the_focus_sends_it_to_the_turns_first_control():
    sent, table, session = opened()
    view = Viewport()
    commands.run(session, view, commands.SELECT, 0)
    spot = sorted(session.screen().legal)[0]
    commands.run(session, view, commands.PLACE_AT, spot)  # placed: Confirm lights up
    table.draw(session)
    assert commands.buttons(session.screen())[commands.CONFIRM]
    sent.clear()
    focus_on(sent.page, commands.CONFIRM, "controls", "app")
    commands.run(session, view, commands.CONFIRM)
    table.draw(session)
    assert sent.focused()[-1][1] == ['#site button[data-action="select"]:not([disabled])']


def test_the_page_is_told_which_keys_the_table_takes():
    sent, table, session = opened()
    keys = [op for op in sent.ops() if op[0] == "keys"]
    assert keys and "1" in keys[-1][1] and "r" not in keys[-1][1] and keys[-1][2] == ""
    sent.clear()
    commands.run(session, Viewport(), commands.SELECT, 0)
    table.draw(session)
    (last,) = [op for op in sent.ops() if op[0] == "keys"]
    assert {"r", "R", "Enter", "ArrowUp", "Escape"} <= set(last[1])
    assert last[2] == '#site [data-action="select"][data-pos="0"]'


def test_handled_keys_follow_the_commands_enabled():
    session = hot_seat()
    screen = session.screen()
    keys = commands.handled_keys(screen)
    assert "h" in keys and "Enter" not in keys and "Control+z" not in keys
    assert commands.enter_selector(screen) == ""
    for key in keys:  # each claimed key runs a command the screen allows
        command = commands.key_command(key, screen)
        assert command is not None and commands.enabled(screen, *command)
