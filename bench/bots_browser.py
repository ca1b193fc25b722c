"""Time per move of the computer players in the browser (Pyodide), as a
player meets them: the built site served on 127.0.0.1, Debian's Chromium,
a human (played by this script) against each level.

Prints, per level, the median and maximum thinking time per move (pauses
excluded), read from ``body[data-think-ms]`` after each computer move, the longest
single step of a bot's thinking (``body[data-think-step-ms]``, in Python's
worker), the longest task the page's main thread ran while the computers
played (Long Tasks API: any task over 50 ms), and how long a click during a
computer's thinking (zoom, which Python answers) waited for its answer: the
worker answers between the bot's slices. ``--hints``: the person asks for
a suggestion each turn (the strongest level's) and plays it. A first line
checks the measure: a 250 ms busy loop must show as a long task of at
least 250 ms.

``--against REV`` also builds git revision REV (bench/revision.py) and plays
the same games there in the same run, each game on one build then the
other, for a line per level and build.

Run: python bench/bots_browser.py [--moves N] [--levels easy,medium,hard,expert] [--seed 1,2,3] [--hints] [--against main]
(build the site first: python scripts/build.py)
"""

from __future__ import annotations

import argparse
import contextlib
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for `scripts`, when run as bench/bots_browser.py

from playwright.sync_api import sync_playwright  # noqa: E402

from bench import revision  # noqa: E402
from scripts import chromium  # noqa: E402
from scripts.serve import Server  # noqa: E402


def play_against(
    page, url: str, level: str, moves: int, seed: int, hints: bool = False
) -> tuple[list[float], float, float, list[float]]:
    """The level's thinking times (s) over `moves` moves, its longest single
    step of thinking (ms), the page's longest task (ms) and how long each
    click during a computer's thinking waited for its answer (ms). With
    ``hints`` the person asks for a suggestion each turn and plays it."""
    page.goto(url + "?pace=0")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=120_000)
    page.evaluate("() => localStorage.clear()")
    page.reload()
    page.wait_for_selector("body[data-screen='menu']", state="attached", timeout=120_000)
    page.select_option('select[name="control1"]', level)
    page.fill('input[name="seed"]', str(seed))
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("body[data-screen='table']", state="attached")
    page.evaluate(LONG_TASKS)
    times, steps, answers = [], [], []
    settled = "!document.body.dataset.answering"
    while len(times) < moves:
        page.wait_for_function(
            f"() => {settled} && ['human', 'over'].includes(document.body.dataset.turn)", timeout=600_000
        )
        if page.evaluate("document.body.dataset.turn") == "over":
            break
        before = int(page.evaluate("document.body.dataset.moves"))
        if hints:
            # The strongest level's suggestion, then its move played.
            page.click("#controls [data-action=suggest]")
            page.wait_for_function(
                f"() => {settled} && document.body.dataset.thinking !== '1'"
                " && document.getElementById('board').dataset.preview === 'ok'",
                timeout=600_000,
            )
        else:
            # Python's answers come back a while after the click (from its
            # worker): the legal places once the tile is taken, and the
            # placement's before Confirm.
            page.click("#site [data-pos='0']")
            page.wait_for_function(
                f"() => {settled} && (document.getElementById('board').dataset.legal || '').trim()",
                timeout=120_000,
            )
            anchor = page.get_attribute("#board", "data-legal").split()[0]
            q, r = anchor.split(",")
            box = page.locator(f'#board [data-q="{q}"][data-r="{r}"]').first.bounding_box()
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.wait_for_function(f"() => {settled}", timeout=120_000)
        page.click("#controls [data-action=confirm]")
        # While the computer thinks, a zoom (Python's to answer): how long
        # until the page has its answer.
        page.wait_for_function(
            "n => document.body.dataset.thinking === '1' || Number(document.body.dataset.moves) > n + 1"
            " || document.body.dataset.turn === 'over'",
            arg=before,
            timeout=120_000,
        )
        if page.evaluate("document.body.dataset.thinking") == "1":
            answers.append(page.evaluate(ANSWERED_IN))
        page.wait_for_function(
            "n => Number(document.body.dataset.moves) > n + 1 || document.body.dataset.turn === 'over'",
            arg=before,
            timeout=600_000,
        )
        if int(page.evaluate("document.body.dataset.moves")) > before + 1:
            times.append(float(page.evaluate("document.body.dataset.thinkMs")) / 1000)
            steps.append(float(page.evaluate("document.body.dataset.thinkStepMs")))
    return times, max(steps, default=0.0), page.evaluate("Math.max(0, ...window.__longTasks)"), answers


#: A click on zoom-in, and the time until Python's answer is applied (ms).
ANSWERED_IN = """() => new Promise((done) => {
  const start = performance.now();
  document.querySelector('[data-action="zoom-in"]').click();
  const wait = () => document.body.dataset.answering ? requestAnimationFrame(wait) : done(performance.now() - start);
  wait();
})"""


def busy_loop_seen(page, url: str) -> float:
    """The longest task seen while the page runs a 250 ms busy loop (ms)."""
    page.goto(url + "static/cards.css")  # a page of the site's origin, no Python
    page.evaluate(LONG_TASKS)
    page.evaluate(
        "() => setTimeout(() => { const end = performance.now() + 250;"
        " while (performance.now() < end); }, 0)"
    )
    page.wait_for_function("() => window.__longTasks.length > 0")
    return page.evaluate("Math.max(...window.__longTasks)")


# From the game's start: every long task's duration (ms).
LONG_TASKS = """() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=12, help="computer moves per level and game")
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--seed", default="1", help="one game per seed: 1 or 1,2,3")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV's build")
    parser.add_argument("--hints", action="store_true", help="the person plays each turn's suggestion")
    args = parser.parse_args()
    seeds = list(dict.fromkeys(int(seed) for seed in args.seed.split(",")))
    sites = [("this build", ROOT / "dist")]
    if not (sites[0][1] / "index.html").exists():
        sys.exit("Build the site first: python scripts/build.py")
    if args.against:
        sites.append((args.against, revision.built(args.against)))
    with contextlib.ExitStack() as stack, sync_playwright() as p:
        urls = [stack.enter_context(Server(site)).url for _, site in sites]
        browser = p.chromium.launch(executable_path=str(chromium.PATH), args=list(chromium.ARGS))
        page = browser.new_page()
        seen = busy_loop_seen(page, urls[0])
        verdict = "ok" if seen >= 250 else "NOT SEEN: the longest tasks below mean nothing"
        print(f"Long-task measure: a 250 ms busy loop seen as {seen:.0f} ms ({verdict})")
        print(
            f"Computer thinking time per move in the browser "
            f"(up to {args.moves} moves per level in each of {len(seeds)} games)"
        )
        for level in args.levels.split(","):
            found = [([], 0.0, 0.0, []) for _ in sites]
            for n, seed in enumerate(seeds):
                # Each build first every other game.
                order = range(len(sites)) if n % 2 == 0 else reversed(range(len(sites)))
                for i in order:
                    played, slice_, task, waits = play_against(page, urls[i], level, args.moves, seed, args.hints)
                    times, step, longest, answers = found[i]
                    found[i] = (times + played, max(step, slice_), max(longest, task), answers + waits)
            for (title, _), (times, step, longest, answers) in zip(sites, found, strict=True):
                label = f"{level:<8}" + (f" {title[:12]:<12}" if args.against else "")
                if not times:
                    print(f"{label} made no move in these games", flush=True)
                    continue
                print(
                    f"{label} median {statistics.median(times) * 1000:7.0f} ms"
                    f"   max {max(times) * 1000:7.0f} ms   ({len(times)} moves)"
                    f"   longest step {step:5.0f} ms   longest task {longest:5.0f} ms"
                    f"   click answered in {max(answers, default=0):4.0f} ms at most ({len(answers)} clicks)",
                    flush=True,
                )
        browser.close()


if __name__ == "__main__":
    main()
