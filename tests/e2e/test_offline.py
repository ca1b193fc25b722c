"""Offline play, installability and updates: the service worker in Chromium.

Each test gets a fresh browser context, so a fresh service worker. The site's
worker registers only once the game is ready (static/pwa.js), then precaches
every file of the build; from then on the pages it controls are answered
from that cache, with or without a network or a server.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Page, expect

from scripts import build, serve

from . import BOOT_TIMEOUT_MS, READY_SELECTOR

ROOT = Path(__file__).resolve().parents[2]
STEP_MS = 30_000
# Precaching the ~15 MB runtime into Cache Storage takes a few seconds.
WORKER_MS = 90_000
UPDATE_PROMPT = "A new version is ready: reload"


# ---------------------------------------------------------------- helpers
def wait_ready(page: Page) -> None:
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)


def wait_controlled(page: Page) -> str:
    """Wait until an active service worker controls the page; returns its cache name."""
    # (wait_for_function needs a plain truthy value, not a promise.)
    page.wait_for_function(
        """() => {
          const worker = navigator.serviceWorker.controller;
          return Boolean(worker && worker.state === "activated");
        }""",
        timeout=WORKER_MS,
        polling=250,
    )
    return page.evaluate("caches.keys().then((keys) => keys.join(' '))")


def moves(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.moves"))


def start_game(page: Page) -> None:
    """Start the menu's default game: you against one computer player."""
    page.locator("#new-game").evaluate("form => form.requestSubmit()")
    expect(page.locator("body")).to_have_attribute("data-screen", "table", timeout=STEP_MS)
    expect(page.locator("body")).to_have_attribute("data-turn", "human", timeout=STEP_MS)


def play_a_move(page: Page) -> int:
    """Take the first tile of the Construction Site, place it on the first
    legal place, confirm; returns the number of moves once it is your turn again."""
    before = moves(page)
    page.locator('#site [data-action=select][data-pos="0"]').click()
    board = page.locator("#board")
    expect(board).to_have_attribute("data-legal", re.compile(r"-?\d+,-?\d+"), timeout=STEP_MS)
    q, r = board.get_attribute("data-legal").split()[0].split(",")
    hex_ = page.locator(f'#board [data-q="{q}"][data-r="{r}"]').first
    box = hex_.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    confirm = page.locator("#controls [data-action=confirm]")
    expect(confirm).to_be_enabled(timeout=STEP_MS)
    confirm.click()
    expect(page.locator("body")).not_to_have_attribute("data-moves", str(before), timeout=STEP_MS)
    expect(page.locator("body")).to_have_attribute("data-turn", "human", timeout=STEP_MS)
    assert moves(page) > before
    return moves(page)


def redeploy(site: Path, label: str) -> None:
    """Rebuild the site with one file changed (the page carries `label`) and
    put it in place of the served one, sw.js last, as a deploy would: the
    server never answers 404 meanwhile (a 404 for sw.js unregisters it)."""
    fresh = site.parent / f"{site.name}-{label}"
    build.build(fresh)
    page = fresh / "index.html"
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("<html ", f'<html data-build="{label}" ', 1), encoding="utf-8")
    (fresh / build.SERVICE_WORKER).write_text(build.service_worker(fresh), encoding="utf-8")
    files = sorted(p.relative_to(fresh) for p in fresh.rglob("*") if p.is_file())
    files.sort(key=lambda rel: rel.as_posix() == build.SERVICE_WORKER)
    for rel in files:
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(fresh / rel, site / rel)


# ------------------------------------------------------------------ tests
def test_after_one_visit_the_game_resumes_offline_without_a_server(app_page, site_dir):
    server = serve.Server(site_dir).start()
    try:
        app_page.goto(server.url + "?pace=0")
        wait_ready(app_page)
        start_game(app_page)
        played = play_a_move(app_page)
        cache = wait_controlled(app_page)
        assert cache.startswith("akropolis-")
    finally:
        server.stop()

    # No server and no network: every file must come from the worker's cache.
    app_page.context.set_offline(True)
    try:
        app_page.reload()
        wait_ready(app_page)
        expect(app_page.locator("body")).to_have_attribute("data-screen", "table")
        assert moves(app_page) == played
        # A warm start: Python restored from the build's memory snapshot.
        assert app_page.evaluate("document.documentElement.dataset.python") == "snapshot"
        # And the game goes on.
        assert play_a_move(app_page) > played
    finally:
        app_page.context.set_offline(False)


def test_sub_path_build_plays_a_move_and_registers_its_worker_there(app_page, serve_site):
    url = serve_site("/akropolis/")
    paths = []
    app_page.on("request", lambda request: paths.append(urlsplit(request.url).path))

    app_page.goto(url + "?pace=0")
    wait_ready(app_page)
    # A first visit starts Python the usual way (the snapshot comes later).
    assert app_page.evaluate("document.documentElement.dataset.python") == "start"
    start_game(app_page)
    assert play_a_move(app_page) >= 1

    wait_controlled(app_page)
    scope = app_page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.scope)")
    assert urlsplit(scope).path == "/akropolis/"
    outside = [path for path in paths if not path.startswith("/akropolis/")]
    assert not outside, f"requests outside the sub-path: {outside}"


def test_two_copies_of_the_site_on_one_origin_keep_to_themselves(app_page, site_dir, tmp_path):
    """The site at / and again under /sub/ of the same origin (a user's
    GitHub Pages site and a project's, say): the root's worker controls the
    /sub/ page until /sub/'s own takes over, which is a first visit there,
    not an update; each keeps its own cache."""
    site = tmp_path / "dist"
    shutil.copytree(site_dir, site)
    shutil.copytree(site_dir, site / "sub")
    failed = []
    app_page.on("response", lambda r: r.status >= 400 and failed.append(r.url))
    with serve.Server(site) as server:
        app_page.goto(server.url + "?pace=0")
        wait_ready(app_page)
        wait_controlled(app_page)

        app_page.goto(server.url + "sub/?pace=0")
        wait_ready(app_page)
        assert (
            app_page.evaluate("navigator.serviceWorker.controller.scriptURL")
            == server.url + "sw.js"
        )
        # Not a warm visit: the root's worker has none of /sub/'s files.
        assert app_page.evaluate("document.documentElement.dataset.python") == "start"
        assert app_page.locator("#loading.failed").count() == 0
        start_game(app_page)
        played = play_a_move(app_page)
        app_page.evaluate("window.stayed = true")
        app_page.wait_for_function(
            "url => navigator.serviceWorker.controller.scriptURL === url",
            arg=server.url + "sub/sw.js",
            timeout=WORKER_MS,
            polling=250,
        )
        app_page.wait_for_timeout(500)
        # Taken over without a reload (the game goes on) and without an update prompt.
        assert app_page.evaluate("window.stayed === true")
        assert moves(app_page) == played
        expect(app_page.locator("#update")).to_be_hidden()
        names = app_page.evaluate("caches.keys()")
        assert sorted(name.split("#")[0] for name in names) == ["akropolis-/", "akropolis-/sub/"]
        # And each warm visit reads its own copies.
        app_page.reload()
        wait_ready(app_page)
        assert app_page.evaluate("document.documentElement.dataset.python") == "snapshot"
        assert from_cache(app_page) == {"akropolis-snapshot.sparse", "akropolis.zip"}
    assert not failed, failed


def test_a_first_visit_never_waits_for_the_snapshot(app_page, site_url):
    """Python starts the usual way; the service worker fetches the snapshot
    after the start, for the next visits, which restore it."""
    # Even where the Network Information API says the connection is fast.
    app_page.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'connection', "
        "{ get: () => ({ effectiveType: '4g', saveData: false }) });"
    )
    before_ready = []
    app_page.on("request", lambda request: before_ready.append(urlsplit(request.url).path))
    app_page.goto(site_url + "?pace=0")
    wait_ready(app_page)
    fetched = list(before_ready)
    assert app_page.evaluate("document.documentElement.dataset.python") == "start"
    assert not [path for path in fetched if path.endswith(build.SNAPSHOT)], fetched
    start_game(app_page)
    assert play_a_move(app_page) >= 1

    wait_controlled(app_page)
    kept = app_page.evaluate(f"caches.match('./{build.SNAPSHOT}').then((r) => Boolean(r))")
    assert kept, "the service worker keeps the snapshot for the next visits"
    app_page.reload()
    wait_ready(app_page)
    assert app_page.evaluate("document.documentElement.dataset.python") == "snapshot"
    # The worker's unpacked copies, read from Cache Storage itself.
    assert from_cache(app_page) == {"akropolis-snapshot.sparse", "akropolis.zip"}


FROM_CACHE = "(document.documentElement.dataset.copies ?? '').split(' ').filter(Boolean)"


def from_cache(page) -> set[str]:
    """The unpacked copies this page's Python (in its worker) read straight
    from Cache Storage (static/boot-progress.mjs: <html data-copies>)."""
    return set(page.evaluate(FROM_CACHE))


def test_a_copy_of_another_deploy_is_not_read_from_cache_storage(app_page, site_url):
    """An unpacked copy whose label is not this deploy's (a cache an update
    has not replaced yet) is left to the worker; a damaged one to the .gz."""
    app_page.goto(site_url + "?pace=0")
    wait_ready(app_page)
    cache = wait_controlled(app_page)
    app_page.evaluate(
        """async (name) => {
          const cache = await caches.open(name);
          const url = new URL("./akropolis-snapshot.sparse", location.href).href;
          const headers = { "X-Akropolis-Packed": "0".repeat(64) + "/1" };
          await cache.put(url, new Response(new Uint8Array(64), { headers }));
        }""",
        cache,
    )
    app_page.reload()
    wait_ready(app_page)
    assert from_cache(app_page) == {"akropolis.zip"}
    # The worker gave the same unusable copy: Python came from the .gz.
    assert app_page.evaluate("document.documentElement.dataset.python") == "snapshot"
    start_game(app_page)
    assert play_a_move(app_page) >= 1


def test_the_address_can_force_a_usual_start(app_page, site_url):
    app_page.goto(site_url + "?pace=0&python=start")
    wait_ready(app_page)
    assert app_page.evaluate("document.documentElement.dataset.python") == "start"
    start_game(app_page)
    assert play_a_move(app_page) >= 1


def test_a_damaged_snapshot_falls_back_to_a_usual_start(app_page, site_dir, tmp_path):
    site = tmp_path / "dist"
    shutil.copytree(site_dir, site)
    snapshot = site / build.SNAPSHOT
    snapshot.write_bytes(snapshot.read_bytes()[: snapshot.stat().st_size // 2])
    warnings = []
    app_page.on(
        "console", lambda message: message.type == "warning" and warnings.append(message.text)
    )
    with serve.Server(site) as server:
        app_page.goto(server.url + "?pace=0&python=snapshot")
        wait_ready(app_page)
        assert app_page.evaluate("document.documentElement.dataset.python") == "start"
        assert any("without the snapshot" in text for text in warnings), warnings
        # The failed restore is not taken for a failed boot.
        assert app_page.locator("#loading.failed").count() == 0
        start_game(app_page)
        assert play_a_move(app_page) >= 1


def test_manifest_and_icons_are_served(app_page, site_url):
    app_page.goto(site_url + "static/cards.css")
    manifest = app_page.evaluate("fetch('./manifest.webmanifest').then((r) => r.json())")
    for icon in manifest["icons"]:
        status = app_page.evaluate("(src) => fetch(src).then((r) => r.status)", icon["src"])
        assert status == 200, icon["src"]
    start = app_page.evaluate("(u) => new URL(u, location.href).href", manifest["start_url"])
    assert start == site_url


def test_warm_starts_are_independent_games(app_page, site_dir):
    """A restored Python is reseeded: two warm starts do not deal the same game."""
    with serve.Server(site_dir) as server:
        app_page.goto(server.url + "?pace=0")
        wait_ready(app_page)
        wait_controlled(app_page)
        draws = []
        for _ in range(2):
            app_page.reload()
            wait_ready(app_page)
            assert app_page.evaluate("document.documentElement.dataset.python") == "snapshot"
            start_game(app_page)
            draws.append(app_page.locator("#site").inner_html())
            app_page.evaluate("localStorage.clear()")
        assert draws[0] != draws[1]


def test_a_new_deploy_is_offered_and_taken_whole(app_page, tmp_path):
    site = tmp_path / "dist"
    build.build(site)
    with serve.Server(site) as server:
        app_page.goto(server.url + "?pace=0")
        wait_ready(app_page)
        old_cache = wait_controlled(app_page)
        prompt = app_page.locator("#update")
        expect(prompt).to_be_hidden()

        redeploy(site, "2")
        app_page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")

        expect(prompt).to_be_visible(timeout=WORKER_MS)
        expect(prompt).to_have_text(UPDATE_PROMPT)
        # Until the player says so, the running page keeps its version's files.
        served = app_page.evaluate("fetch('./index.html').then((r) => r.text())")
        assert 'data-build="2"' not in served
        assert app_page.evaluate("document.documentElement.dataset.build") is None

        with app_page.expect_navigation(timeout=WORKER_MS):
            prompt.get_by_role("button", name="reload").click()
        wait_ready(app_page)

        assert app_page.evaluate("document.documentElement.dataset.build") == "2"
        expect(app_page.locator("#update")).to_be_hidden()
        new_cache = wait_controlled(app_page)
        assert new_cache.startswith("akropolis-") and " " not in new_cache
        assert new_cache != old_cache, "the old version's cache is gone, the new one kept"


def test_a_new_version_never_reloads_a_tab_whose_game_is_not_saved(app_page, tmp_path):
    """Issue 45, D1: a tab whose moves the full storage could not hold was
    reloaded by itself when another tab took a new version (pwa.js reloads
    on "controllerchange"), and came back without them. It now waits, says
    why, and reloads by itself once its game is saved: here when room is
    made in the other tab, its moves all there after the reload."""
    from akropolis.app.saves import PREFIX

    from .helpers import game_record
    from .test_nothing_lost import FILL_UP

    site = tmp_path / "dist"
    build.build(site)
    spare = PREFIX + "20240101000000-spare0"
    with serve.Server(site) as server:
        a = app_page
        a.goto(server.url + "static/cards.css")  # the origin, to put a spare game in
        a.evaluate("([k, v]) => localStorage.setItem(k, v)", [spare, game_record(seed=3)])
        a.goto(server.url + "?pace=0")
        wait_ready(a)
        wait_controlled(a)
        start_game(a)
        play_a_move(a)
        b = a.context.new_page()
        b.goto(server.url + "?pace=0")
        wait_ready(b)
        expect(b.locator("body")).to_have_attribute("data-screen", "table", timeout=STEP_MS)
        a.evaluate(FILL_UP)
        unsaved = play_a_move(a)
        expect(a.locator(".saving-fault")).to_be_visible()
        a.evaluate("() => { window.sameDocument = true; }")

        redeploy(site, "2")
        for page in (a, b):
            page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
            expect(page.locator("#update")).to_be_visible(timeout=WORKER_MS)
        with b.expect_navigation(timeout=WORKER_MS):
            b.locator("#update").get_by_role("button", name="reload").click()
        wait_ready(b)
        # A has seen the new version take over, and says why it stays.
        expect(a.locator("#update")).to_contain_text("not saved", timeout=WORKER_MS)
        assert a.evaluate("() => window.sameDocument") is True
        assert moves(a) == unsaved

        # Room made in B: A saves its game, then takes the new version.
        with a.expect_navigation(timeout=WORKER_MS):
            b.evaluate("key => localStorage.removeItem(key)", spare)
        wait_ready(a)
        assert a.evaluate("document.documentElement.dataset.build") == "2"
        expect(a.locator("body")).to_have_attribute("data-moves", str(unsaved), timeout=STEP_MS)
