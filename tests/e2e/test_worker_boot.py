"""Python started in a Web Worker (static/worker-boot.mjs), from the built
site, by a harness page this file writes into a copy of it: what the page's
switch to a worker relies on, checked in Chromium.

Each private detail of Pyodide or PyScript the worker boot relies on
(docs/boot.md, "Python in a worker") has a test here that fails when an
upgrade of the pinned versions breaks it:

- polyscript imports PyWorker's `version`, given as a URL, in the worker and
  calls its loadPyodide() with nothing this module cannot honour: every test
  (the worker starts at all);
- polyscript dispatches PyScript's py:progress steps on the worker's global:
  test_a_first_visit_starts_python_in_a_worker;
- Pyodide fetches the WebAssembly, the standard library and its lock file
  with the worker's global fetch() (counted as they arrive): the same test
  (the bytes reach their total);
- Pyodide's `_loadSnapshot` option restores the build's snapshot:
  test_a_warm_visit_restores_the_snapshot_from_the_workers_copies,
  test_the_module_address_forces_either_way.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scripts import build, serve

from . import BOOT_TIMEOUT_MS, READY_SELECTOR

WORKER_MS = 90_000
PLUGINS_OFF = '["!codemirror","!deprecations-manager","!donkey","!py-editor","!py-game","!py-terminal"]'

# The page starts the worker as the app's page will (docs/boot.md), draws
# the boot's progress with static/boot-progress.mjs, and records what the
# worker said on the channel. ?sw registers the service worker once ready.
HARNESS_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>worker boot</title>
<script>
  window.__h = { messages: [], ready: null, error: null };
  window.akropolisWord = (key, values) => `${key} ${JSON.stringify(values || {})}`;
</script>
</head><body>
<py-config hidden>{"plugins":PLUGINS}</py-config>
<mpy-config hidden>{"plugins":PLUGINS}</mpy-config>
<div id="loading"><p id="loading-text">Loading</p><div class="loading-bar"></div></div>
<script type="module">
  import { PyWorker } from "./vendor/pyscript/core.js";
  import { followBoot } from "./static/boot-progress.mjs";
  const channel = `akropolis-boot-${Math.random().toString(36).slice(2)}`;
  const listen = new BroadcastChannel(channel);
  listen.onmessage = ({ data }) => __h.messages.push(data);
  const stop = followBoot(channel, { onFailed: (message) => (__h.error = message) });
  const boot = new URL("./static/worker-boot.mjs", location.href);
  const options = new URLSearchParams({ channel });
  const forced = new URLSearchParams(location.search).get("python");
  if (forced) options.set("python", forced);
  boot.search = options.toString();
  try {
    const worker = await PyWorker("./harness.py", { config: {}, version: boot.href });
    __h.ready = performance.now();
    stop();
    __h.result = JSON.parse(await worker.sync.play(4));
    if (new URLSearchParams(location.search).has("sw")) {
      await navigator.serviceWorker.register("./sw.js");
    }
    document.body.dataset.ready = "1";
  } catch (error) {
    __h.error = String(error);
  }
</script>
</body></html>
""".replace("PLUGINS", PLUGINS_OFF)

HARNESS_PY = '''import json
import sys

from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import Player


def play(moves):
    players = [Player("Ada", "easy"), Player("Basil", "easy")]
    session = Session.new(Options(2), players, "g", seed=7)
    for _ in range(moves):
        session.play_computer()
    engine = sys.modules["akropolis"].__file__
    return json.dumps({"moves": len(session.state.history), "engine": engine})


__export__ = ["play"]
'''


def harness_site(site_dir: Path, tmp_path: Path) -> Path:
    site = tmp_path / "dist"
    shutil.copytree(site_dir, site)
    (site / "harness.html").write_text(HARNESS_HTML, encoding="utf-8")
    (site / "harness.py").write_text(HARNESS_PY, encoding="utf-8")
    return site


@pytest.fixture
def harness(site_dir, tmp_path):
    """The harness served from a copy of the built site: its address."""
    with serve.Server(harness_site(site_dir, tmp_path)) as server:
        yield server.url + "harness.html"


def booted(page) -> dict:
    """What the harness saw once the worker's Python played its moves."""
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)
    seen = page.evaluate("window.__h")
    assert seen["error"] is None, seen["error"]
    assert seen["result"]["moves"] == 4
    # The engine's .pyc, from the zip the boot put in site-packages.
    assert seen["result"]["engine"] == build.BUNDLE_LOCATION + "/akropolis/__init__.pyc"
    return seen


def said(seen: dict, key: str) -> list:
    return [message[key] for message in seen["messages"] if key in message]


def python(page) -> str:
    return page.evaluate("document.documentElement.dataset.python")


def wait_controlled(page) -> None:
    page.wait_for_function(
        "() => Boolean(navigator.serviceWorker.controller"
        " && navigator.serviceWorker.controller.state === 'activated')",
        timeout=WORKER_MS,
        polling=250,
    )


def test_a_first_visit_starts_python_in_a_worker(app_page, harness):
    app_page.goto(harness)
    seen = booted(app_page)
    assert python(app_page) == "start"
    # PyScript's steps, from the worker's py:progress events.
    steps = said(seen, "step")
    assert {"Loading Pyodide", "Loaded interpreter", "Loaded Pyodide"} <= set(steps), steps
    # The bytes of every file Python needs, counted as they came (Pyodide's
    # own downloads through the worker's fetch()), up to their total.
    received = said(seen, "received")
    totals = set(said(seen, "total"))
    assert len(totals) == 1 and received == sorted(received), (received, totals)
    assert received[-1] == totals.pop()
    # The page's bar, drawn by static/boot-progress.mjs, says it is done.
    line = app_page.locator("#loading-bytes").text_content()
    assert line.startswith("PAGE_DOWNLOADED "), line
    # Python never ran on the page's thread: the WebAssembly is not among
    # the page's own downloads.
    fetched = app_page.evaluate(
        "performance.getEntriesByType('resource').map((entry) => entry.name)"
    )
    assert fetched and not [name for name in fetched if "pyodide" in name], fetched


def test_a_warm_visit_restores_the_snapshot_from_the_workers_copies(app_page, harness):
    app_page.goto(harness + "?sw")
    booted(app_page)
    assert python(app_page) == "start"
    wait_controlled(app_page)
    app_page.goto(harness)
    seen = booted(app_page)
    assert python(app_page) == "snapshot"
    # Both unpacked copies read from Cache Storage; no bytes to count.
    (copies,) = said(seen, "copies")
    assert set(copies) == {"akropolis.zip", "akropolis-snapshot.sparse"}
    assert not said(seen, "received")
    # The service worker answered the module asked for with a query at that
    # address: the worker read its channel from it (these very messages).
    assert said(seen, "step")


def test_the_module_address_forces_either_way(app_page, harness):
    """?python=snapshot restores on a first visit (the .gz from the network);
    ?python=start starts the usual way on a warm one."""
    app_page.goto(harness + "?sw&python=snapshot")
    seen = booted(app_page)
    assert python(app_page) == "snapshot"
    assert said(seen, "copies") == [[]]
    wait_controlled(app_page)
    app_page.goto(harness + "?python=start")
    booted(app_page)
    assert python(app_page) == "start"


def test_a_damaged_snapshot_falls_back_to_a_usual_start(app_page, site_dir, tmp_path):
    site = harness_site(site_dir, tmp_path)
    snapshot = site / build.SNAPSHOT
    snapshot.write_bytes(snapshot.read_bytes()[: snapshot.stat().st_size // 2])
    with serve.Server(site) as server:
        app_page.goto(server.url + "harness.html?python=snapshot")
        booted(app_page)
        assert python(app_page) == "start"
