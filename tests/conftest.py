"""Shared pytest set-up.

Tests under tests/e2e/ are marked `e2e` automatically, so
`pytest -m "not e2e"` runs the engine tests alone. The e2e fixtures build the
site once per session, serve it on 127.0.0.1 from the test process, and drive
Debian's Chromium through pytest-playwright (Playwright's own browser download
is not used). A page from `app_page` fails its test on any request that leaves
127.0.0.1 and on any console error or uncaught page error.

A test whose page crashed (Chromium's renderer died: Playwright's "crash"
event, or its "Target crashed" error) is run once more, by pytest-rerunfailures
(`reruns` and `only_rerun` in pyproject.toml), and shows as a rerun in the
summary; any other failure is final. Playwright words a crash in several ways
("Target crashed", "Page crashed", or a navigation's "net::ERR_ABORTED"), so
an error in a test that saw its page crash is reported as `PageCrashed`
(see docs/testing.md; tests/e2e/test_crash_rerun.py shows it).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from e2e import CRASH_RERUN, answered

from scripts import chromium, serve

ROOT = Path(__file__).resolve().parent.parent
E2E_DIR = Path(__file__).resolve().parent / "e2e"
CHROMIUM = chromium.PATH
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
LOCAL_HOST = "127.0.0.1"


def pytest_configure(config: pytest.Config) -> None:
    # pytest-playwright 0.10 defines its fallback `base_url` fixture as a
    # method, which pytest 9 deprecates: not ours to fix.
    config.addinivalue_line(
        "filterwarnings",
        "ignore:Session-scoped fixtures defined as instance methods"
        ":pytest.PytestRemovedIn10Warning",
    )
    answered.install()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    skip_no_browser = pytest.mark.skip(
        reason=f"{CHROMIUM} is missing (apt-get install chromium, or run bash scripts/test.sh)"
    )
    # pytest-rerunfailures refuses --pdb with reruns: debugging, a crash is not rerun.
    rerun = None if config.option.usepdb else pytest.mark.flaky(reruns=1, only_rerun=CRASH_RERUN)
    for item in items:
        if E2E_DIR in item.path.parents:
            item.add_marker(pytest.mark.e2e)
            if rerun is not None:
                item.add_marker(rerun)
            # In CI a missing browser must fail the run, not skip it quietly.
            if not CHROMIUM.exists() and not IN_CI:
                item.add_marker(skip_no_browser)


#: Playwright's words for an operation cut short by a renderer crash;
#: CRASH_RERUN (tests/e2e/__init__.py) matches them in Playwright's errors and in PageCrashed.
CRASH_TEXT = "Target crashed"
CRASHED_PAGES = pytest.StashKey[list[str]]()
WATCHED = pytest.StashKey[list]()


class PageCrashed(Exception):
    """A test's error, in a test whose page's renderer crashed (page.on("crash"))."""


@pytest.fixture
def new_context(new_context, request: pytest.FixtureRequest):
    """pytest-playwright's context factory (behind `context` and `page`), with
    every page of every context watched for a renderer crash, and its inputs
    waiting for Python's answers (tests/e2e/answered.py)."""
    item = request.node
    crashed = item.stash.setdefault(CRASHED_PAGES, [])
    watched = item.stash.setdefault(WATCHED, [])

    def watch(page) -> None:
        page.on("crash", lambda crashed_page: crashed.append(crashed_page.url))
        answered.follow(page)

    def create(**kwargs):
        context = new_context(**kwargs)
        context.on("page", watch)
        for page in context.pages:
            watch(page)
        watched.append(context)
        return context

    return create


def _crashed_pages(item: pytest.Item) -> list[str]:
    """The pages of `item` that crashed, after letting Playwright deliver a
    crash event still on its way (a navigation cut short by a crash fails
    before the event arrives: 0.2 s later here, with the machine busy)."""
    crashed = item.stash.get(CRASHED_PAGES, [])
    deadline = time.monotonic() + 3
    while not crashed and time.monotonic() < deadline:
        for context in item.stash.get(WATCHED, []):
            try:
                context.cookies()  # a round trip to the browser: events are dispatched
            except Exception:
                continue  # a closed context: the others may still tell
        time.sleep(0.05)
    return crashed


def _crash_phase(item: pytest.Item):
    """Run one phase of a test; an error there after a renderer crash becomes PageCrashed."""
    try:
        return (yield)
    except (Exception, pytest.fail.Exception) as error:
        if isinstance(error, PageCrashed) or not item.stash.get(WATCHED, []):
            raise
        crashed = _crashed_pages(item)
        if not crashed:
            raise
        first = str(error).strip().splitlines()[0] if str(error).strip() else ""
        raise PageCrashed(
            f"{CRASH_TEXT}: Chromium's renderer crashed ({', '.join(crashed)});"
            f" the error it led to: {type(error).__name__}: {first}"
        ) from error


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):
    # A new attempt (pytest-rerunfailures runs the same item again) starts clean.
    item.stash[CRASHED_PAGES] = []
    item.stash[WATCHED] = []
    return (yield from _crash_phase(item))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    return (yield from _crash_phase(item))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):
    return (yield from _crash_phase(item))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's Chromium, kept from calling home (it would fail here anyway)."""
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": list(chromium.ARGS),
    }


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The static site, built once per session by scripts/build.py."""
    out = tmp_path_factory.mktemp("site") / "dist"
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build.py"), "--out", str(out)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        pytest.fail(f"scripts/build.py failed:\n{result.stdout}{result.stderr}", pytrace=False)
    return out


@pytest.fixture(scope="session")
def serve_site(site_dir: Path) -> Iterator[Callable[[str], str]]:
    """serve_site(base) -> URL of the built site served under `base` on 127.0.0.1."""
    servers: dict[str, serve.Server] = {}

    def url_for(base: str = "/") -> str:
        if base not in servers:
            servers[base] = serve.Server(site_dir, base=base).start()
        return servers[base].url

    yield url_for
    for server in servers.values():
        server.stop()


@pytest.fixture(scope="session")
def site_url(serve_site: Callable[[str], str]) -> str:
    """The built site served at the root of a local address."""
    return serve_site("/")


@dataclass
class PageProblems:
    """What a page did that a working, self-contained app never does."""

    external_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def report(self) -> str:
        lines = []
        for title, entries in (
            ("requests to other hosts (blocked)", self.external_requests),
            ("console errors", self.console_errors),
            ("uncaught page errors", self.page_errors),
        ):
            if entries:
                lines.append(f"{title}:")
                lines.extend(f"  {entry}" for entry in entries)
        return "\n".join(lines)


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == LOCAL_HOST


@pytest.fixture
def page_problems() -> PageProblems:
    """The problems `app_page` records; a test that provokes one on purpose may clear it."""
    return PageProblems()


def guard_page(page, page_problems: PageProblems) -> None:
    """Keep ``page`` (and its context) on 127.0.0.1 and note in
    ``page_problems`` any request elsewhere, console error or page error."""

    def note_external(url: str) -> None:
        if url not in page_problems.external_requests:
            page_problems.external_requests.append(url)

    def guard(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            note_external(route.request.url)
            route.abort("blockedbyclient")

    def on_request(request):
        # Routing may miss some requests (e.g. from workers): note those too.
        if not is_local(request.url):
            note_external(request.url)

    def on_console(message):
        if message.type == "error":
            location = message.location or {}
            where = (
                f" ({location['url']}:{location.get('lineNumber')})" if location.get("url") else ""
            )
            page_problems.console_errors.append(message.text + where)

    page.context.route("**/*", guard)
    page.on("request", on_request)
    page.on("console", on_console)
    page.on("pageerror", lambda error: page_problems.page_errors.append(str(error)))


@pytest.fixture
def app_page(page, page_problems: PageProblems):
    """A Playwright page that fails the test on leaving 127.0.0.1 or on any error."""
    guard_page(page, page_problems)
    yield page
    problems = page_problems.report()
    if problems:
        pytest.fail(f"the page misbehaved:\n{problems}", pytrace=False)
