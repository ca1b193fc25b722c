"""The saved-games list in the browser, as a player with many saves meets it:
the built site served on 127.0.0.1, Debian's Chromium, localStorage seeded
with finished games written the way the app writes them (``saves.save``).

Prints the median over the runs of:

- ``start-up``: navigation to ``body[data-ready="1"]`` (the menu shown), with
  0 saves and with ``--saves`` saves;
- ``to the menu``: a click on the table's Menu button until the menu is
  written (the click handler runs synchronously, so this is its duration);
- ``longest task``: the longest main-thread task from navigation through
  the trips to the menu (PerformanceObserver ``longtask``, buffered).

The last case (``no summary``) is the same saves without their summaries,
as a version before summaries left them: the first visit after an update.

``--against REV`` also builds git revision REV (bench/revision.py) and
measures it in the same run, each build first every other run, for a line
per case, measure and build.

Run: python bench/saves_browser.py [--saves N] [--runs N] [--dist DIR] [--against main]
(build the site first: python scripts/build.py)
"""

from __future__ import annotations

import argparse
import contextlib
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts` and `akropolis`, when run as bench/saves_browser.py

from playwright.sync_api import sync_playwright  # noqa: E402

from akropolis.app import saves  # noqa: E402
from akropolis.app.session import Session  # noqa: E402
from akropolis.bots import make_bot  # noqa: E402
from akropolis.rules.game import Options  # noqa: E402
from akropolis.rules.record import Player  # noqa: E402
from bench import revision  # noqa: E402
from scripts import chromium  # noqa: E402
from scripts.serve import Server  # noqa: E402

TIMEOUT_MS = 120_000
# Runs before the page's scripts: when the app is ready, and its long tasks.
PROBE = """
window.__tasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__tasks.push(entry.duration);
}).observe({type: "longtask", buffered: true});
new MutationObserver((_, observer) => {
  if (document.body && document.body.dataset.ready === "1" && !window.__ready) {
    window.__ready = performance.now();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""


def finished_games(count: int) -> list[Session]:
    """``count`` different finished games (2 to 4 players, greedy bots)."""
    games = []
    for seed in range(count):
        players = 2 + seed % 3
        seats = [Player(f"Player {i + 1}", "human") for i in range(players)]
        session = Session.new(Options(players, False, frozenset(), None), seats, "bench", seed)
        bot = make_bot("greedy", seed)
        while not session.state.over:
            session.state.play(bot.choose(session.state))
        games.append(session)
    return games


def seeded(count: int, games: list[Session]) -> dict[str, str]:
    """localStorage's keys and values after ``count`` saves by the app."""
    store = saves.MemoryStorage()
    for i in range(count):
        session = games[i % len(games)]
        session.game_id = f"20250101{i:06d}-bench0"
        saves.save(store, session, f"2025-01-01T{i // 60 % 24:02d}:{i % 60:02d}:00+00:00")
    store.data.pop(saves.CURRENT, None)  # open on the menu
    return dict(store.data)


def one_run(page, url: str, storage: dict[str, str], trips: int) -> dict[str, float]:
    page.goto(url + "static/cards.css")
    page.evaluate(
        "entries => { localStorage.clear(); "
        "for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }",
        storage,
    )
    page.goto(url + "?pace=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=TIMEOUT_MS)
    result = {"start-up": page.evaluate("window.__ready")}
    menu = []
    for _ in range(trips if storage else 0):
        page.locator(".save-list [data-action=resume]").first.click()
        page.wait_for_selector("body[data-screen='table']", state="attached")
        menu.append(
            page.evaluate(
                """() => { const t = performance.now();
                  document.querySelector('.bar [data-action="menu"]').click();
                  return performance.now() - t; }"""
            )
        )
        page.wait_for_selector("body[data-screen='menu']", state="attached")
    if menu:
        result["to the menu"] = statistics.median(menu)
    page.wait_for_function("() => !document.querySelector('.save.pending')", timeout=TIMEOUT_MS)
    page.wait_for_timeout(300)  # let the observer report the last tasks
    result["longest task"] = page.evaluate("Math.max(0, ...window.__tasks)")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--trips", type=int, default=3, help="returns to the menu per run")
    parser.add_argument("--dist", type=pathlib.Path, default=ROOT / "dist")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV's build")
    args = parser.parse_args()
    if not (args.dist / "index.html").exists():
        sys.exit("Build the site first: python scripts/build.py")
    sites = [("this build", args.dist)]
    if args.against:
        sites.append((args.against, revision.built(args.against)))
    storage = seeded(args.saves, finished_games(12))
    size = sum(len(k) + len(v) for k, v in storage.items())
    print(f"{args.saves} finished saves, {len(storage)} keys, {size / 1e6:.2f} M characters")
    with contextlib.ExitStack() as stack, sync_playwright() as p:
        urls = [stack.enter_context(Server(site)).url for _, site in sites]
        browser = p.chromium.launch(executable_path=str(chromium.PATH), args=list(chromium.ARGS))
        context = browser.new_context()
        context.add_init_script(PROBE)
        page = context.new_page()
        for url in urls:
            one_run(page, url, {}, 0)  # warm the HTTP cache
        # Saves of a version without summaries: the first visit after an update.
        older = {k: v for k, v in storage.items() if not k.startswith(saves.META)}
        cases = (("0 saves", {}), (f"{args.saves} saves", storage), ("no summary", older))
        for label, seed in cases:
            runs: list[list[dict[str, float]]] = [[] for _ in sites]
            for n in range(args.runs):
                # Each build first every other run.
                for i in range(len(sites)) if n % 2 == 0 else reversed(range(len(sites))):
                    runs[i].append(one_run(page, urls[i], seed, args.trips))
            for (title, _), made in zip(sites, runs, strict=True):
                for name in made[0]:
                    values = [run[name] for run in made]
                    where = f" {title[:12]:<12}" if args.against else ""
                    print(
                        f"{label:<10}{where} {name:<13} median {statistics.median(values):7.0f} ms"
                        f"   max {max(values):7.0f} ms"
                    )
        browser.close()


if __name__ == "__main__":
    main()
