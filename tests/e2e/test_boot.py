"""The built site boots Python in Chromium from local files only, at / and under a sub-path."""

from __future__ import annotations

import re
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from . import BOOT_TIMEOUT_MS, READY_SELECTOR

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def test_loading_screen_shows_then_python_boots(app_page, site_url):
    started = time.monotonic()
    app_page.goto(site_url, wait_until="commit")

    loading = app_page.locator("#loading")
    expect(loading).to_be_visible(timeout=5_000)
    expect(loading.locator("h1")).to_have_text("Akropolis")
    expect(app_page.locator("#loading-text")).to_contain_text("Loading")
    shown = time.monotonic() - started
    SCREENSHOTS.mkdir(exist_ok=True)
    app_page.screenshot(path=SCREENSHOTS / "loading.png")

    app_page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)
    booted = time.monotonic() - started
    print(f"\nloading screen after {shown:.2f} s; Python ready after {booted:.1f} s (cold cache)")

    expect(loading).to_be_hidden()
    expect(app_page.locator("#app")).not_to_be_empty()
    expect(app_page.locator("#loading-error")).to_be_hidden()
    assert app_page.title() == "Akropolis"
    app_page.screenshot(path=SCREENSHOTS / "boot.png")


def at_20_mbits(page) -> None:
    """An emulated 20 Mbit/s connection, 20 ms away, for ``page``."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": 20e6 / 8, "uploadThroughput": -1},
    )


def test_a_first_visit_shows_the_megabytes_received(app_page, site_url):
    """Over a (emulated) 20 Mbit/s connection the bar fills and the line under
    it counts the megabytes Python needs, up to their total."""
    at_20_mbits(app_page)
    app_page.goto(site_url + "?pace=0", wait_until="commit")
    line = app_page.locator("#loading-bytes")
    expect(line).to_have_text(re.compile(r"^\d+\.\d of \d+\.\d MB$"), timeout=BOOT_TIMEOUT_MS)
    received, total = map(float, re.findall(r"\d+\.\d", line.text_content()))
    assert 0 <= received < total < 10, (received, total)
    assert app_page.locator(".loading-bar[data-progress]").count() == 1

    app_page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert line.text_content() == f"{total:.1f} MB downloaded"
    assert app_page.locator(".loading-bar[data-progress]").count() == 0


#: Records every value of the loading bar's --progress, as the page draws it.
RECORD_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const bar = document.querySelector('.loading-bar');
  const value = bar && bar.style.getPropertyValue('--progress');
  if (value) window.__progress.push(Number(value));
}).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
"""


def test_the_bar_fills_as_the_megabytes_arrive(app_page, site_url):
    """The bar grows with the bytes received, the WebAssembly's 3.5 of the
    5.8 MB among them: counted only once complete, the bar stood still at a
    third while most of the download went on, then jumped by six tenths.
    (At 20 Mbit/s a step of 0.35 is 2 s of download with no frame drawn.)"""
    app_page.add_init_script(RECORD_PROGRESS)
    at_20_mbits(app_page)
    app_page.goto(site_url + "?pace=0", wait_until="commit")
    app_page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)
    values = app_page.evaluate("window.__progress")
    assert values, "the bar never showed a value"
    assert values == sorted(values), values
    steps = [b - a for a, b in zip([0.0, *values], [*values, 1.0], strict=True)]
    assert max(steps) < 0.35, values


def test_boots_under_a_sub_path(app_page, serve_site):
    url = serve_site("/akropolis/")
    paths = []
    app_page.on("request", lambda request: paths.append(urlsplit(request.url).path))

    app_page.goto(url)
    app_page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)

    expect(app_page.locator("#app")).not_to_be_empty()
    outside = [path for path in paths if not path.startswith("/akropolis/")]
    assert not outside, f"requests outside the sub-path: {outside}"
    assert "/akropolis/vendor/pyodide/pyodide.asm.wasm" in paths


def test_python_error_is_shown_on_the_loading_screen(app_page, page_problems, site_url):
    app_page.route(
        "**/main.py",
        lambda route: route.fulfill(
            content_type="text/plain",
            body="import akropolis\nraise RuntimeError('the test broke main.py')\n",
        ),
    )

    app_page.goto(site_url)

    # PyScript's worker prints Python's error to the console only: the
    # loading screen says so.
    expect(app_page.locator("#loading-error")).to_contain_text(
        "Python stopped before the game was ready.", timeout=BOOT_TIMEOUT_MS
    )
    expect(app_page.locator("#loading-error")).to_contain_text("The browser console has the details.")
    expect(app_page.locator("#loading-text")).to_have_text("The game could not start.")
    SCREENSHOTS.mkdir(exist_ok=True)
    app_page.screenshot(path=SCREENSHOTS / "boot-failed.png")
    assert any("RuntimeError: the test broke main.py" in error for error in page_problems.console_errors)
    _forgive_provoked_errors(page_problems)


def test_an_error_in_the_apps_start_is_shown_on_the_loading_screen(
    app_page, page_problems, site_url
):
    # Python's first screen cannot be applied on the page (its regions are
    # written with innerHTML, which only static/page.mjs uses): said, not a
    # loading screen for ever. (A failing scroll would not do: a batch's
    # focus and scrolling come after its writes, once the screen is shown.)
    app_page.add_init_script(
        "Object.defineProperty(Element.prototype, 'innerHTML', {"
        " set() { throw new Error('the test broke innerHTML'); } });"
    )

    app_page.goto(site_url)

    expect(app_page.locator("#loading-error")).to_contain_text(
        "the test broke innerHTML", timeout=BOOT_TIMEOUT_MS
    )
    expect(app_page.locator("#loading-text")).to_have_text("The game could not start.")
    _forgive_provoked_errors(page_problems)


def test_missing_runtime_file_is_named_on_the_loading_screen(app_page, page_problems, site_url):
    app_page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="gone"))

    app_page.goto(site_url)

    expect(app_page.locator("#loading-error")).to_contain_text(
        "pyodide.asm.wasm (HTTP 404)", timeout=BOOT_TIMEOUT_MS
    )
    _forgive_provoked_errors(page_problems)


@pytest.mark.parametrize("module", ["page.mjs", "worker-boot.mjs"])
@pytest.mark.parametrize("fault", ["damaged", "unreachable"])
def test_a_broken_boot_module_is_named_on_the_loading_screen(
    app_page, page_problems, site_url, fault, module
):
    """The modules that start Python (index.html imports page.mjs, which
    starts the worker; the worker imports worker-boot.mjs), damaged by a
    deploy cut short or cut off by the network: the loading screen says so,
    rather than waiting for ever."""

    def answer(route):
        if fault == "damaged":
            route.fulfill(status=200, content_type="text/javascript", body="export const x = ;")
        else:
            route.abort("connectionreset")

    app_page.route(f"**/static/{module}*", answer)

    app_page.goto(site_url)

    said = "SyntaxError" if fault == "damaged" else module
    expect(app_page.locator("#loading-error")).to_contain_text(said, timeout=BOOT_TIMEOUT_MS)
    _forgive_provoked_errors(page_problems)


def test_requests_to_other_hosts_are_blocked_and_reported(app_page, page_problems, site_url):
    app_page.goto(site_url + "static/cards.css")

    app_page.evaluate("fetch('http://example.invalid/probe.js').catch(() => null)")

    assert page_problems.external_requests == ["http://example.invalid/probe.js"]
    page_problems.external_requests.clear()
    _forgive_provoked_errors(page_problems)


def _forgive_provoked_errors(page_problems):
    """The test caused these errors: only a request that left the machine still fails it."""
    page_problems.console_errors.clear()
    page_problems.page_errors.clear()
