"""Every input a browser test makes waits for Python's answer to it.

Python runs in a worker: the page shows a click's answer a moment after
Playwright's click has returned (<body data-answering> meanwhile). A test
that read the page right after an input (an attribute, a count, whether a
button is enabled) read it before the answer, and only on a busy machine.
So every input Playwright makes, through a locator, the page, its keyboard,
mouse or touchscreen, waits afterwards until the page has no event
unanswered, as a player looks at the screen after a click. A computer's
thinking is not waited for: only the answers to the test's own inputs.
"""

from __future__ import annotations

import functools

from playwright.sync_api import Error, Locator, Page, TimeoutError

from . import helpers

#: What sends the page an event, by the object that does it.
LOCATOR_INPUTS = (
    "check", "clear", "click", "dblclick", "dispatch_event", "drag_to", "fill", "hover",
    "press", "press_sequentially", "select_option", "set_checked", "set_input_files", "tap",
    "type", "uncheck",
)
PAGE_INPUTS = (
    "check", "click", "dblclick", "dispatch_event", "drag_and_drop", "fill", "hover", "press",
    "select_option", "set_checked", "set_input_files", "tap", "type", "uncheck",
)
KEYBOARD_INPUTS = ("down", "insert_text", "press", "type", "up")
MOUSE_INPUTS = ("click", "dblclick", "down", "move", "up", "wheel")
TOUCH_INPUTS = ("tap",)


def wait_answered(page: Page) -> None:
    """helpers.settle, where the input may have left the page: a navigation,
    a closed page or a page without the app has nothing to wait for."""
    if page.is_closed():
        return
    try:
        helpers.settle(page)
    except TimeoutError:
        raise
    except Error:
        return


def _then_answered(method, page_of):
    @functools.wraps(method)
    def input_then_answer(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        wait_answered(page_of(self))
        return result

    input_then_answer.waits_for_answer = True
    return input_then_answer


def _wrap(owner, names, page_of) -> None:
    for name in names:
        method = getattr(owner, name)
        if not getattr(method, "waits_for_answer", False):
            setattr(owner, name, _then_answered(method, page_of))


def install() -> None:
    """Locators (made afresh for every query) are waited on by their class."""
    _wrap(Locator, LOCATOR_INPUTS, lambda locator: locator.page)


def follow(page: Page) -> None:
    """The page's own inputs, and its keyboard's, mouse's and touchscreen's."""
    _wrap_instance(page, PAGE_INPUTS, page)
    _wrap_instance(page.keyboard, KEYBOARD_INPUTS, page)
    _wrap_instance(page.mouse, MOUSE_INPUTS, page)
    _wrap_instance(page.touchscreen, TOUCH_INPUTS, page)


def _wrap_instance(owner, names, page: Page) -> None:
    for name in names:
        method = getattr(type(owner), name)
        if not getattr(getattr(owner, name), "waits_for_answer", False):
            setattr(owner, name, _then_answered(method, lambda _: page).__get__(owner))
