"""Screenshots of every mode of the table, at the three sizes we judge it at,
for a person to look at (screenshots/modes/, which git ignores).

Usage: python scripts/screenshots.py [--dist DIR] [--out DIR] [--language fr]

Builds nothing: run scripts/build.py first (or give --dist). Sizes: a
1366x768 and a 1280x720 laptop, a 390x844 phone (touch). Modes: the menu;
a hot-seat game with a tile chosen and shown on the board; four seats; solo
against Callicrates; the long game with all five variants; a computer's
move shown as it arrives; the end of a game (scorepad); a replay; all
cities at once; the Rules panel; the settings; the move log on a phone;
the card game's table. ``--language fr``: as a French browser shows them
(file names end in -fr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from akropolis.app.saves import CURRENT, PREFIX  # noqa: E402
from akropolis.app.session import Session  # noqa: E402
from akropolis.bots import make_bot  # noqa: E402
from akropolis.rules.game import Options  # noqa: E402
from akropolis.rules.record import Player, format_record  # noqa: E402
from akropolis.rules.scoring import VARIANTS  # noqa: E402
from akropolis.rules.solo import ARCHITECT_NAME  # noqa: E402
from scripts import chromium, serve  # noqa: E402

SIZES = {
    "1366x768": {"viewport": {"width": 1366, "height": 768}},
    "1280x720": {"viewport": {"width": 1280, "height": 720}},
    "390x844": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}
READY = "body[data-ready]"


def record(names, *, options: Options, moves: int, seed: int, level: str | None = None) -> str:
    """A game's record after ``moves`` moves of a greedy bot (all if -1)."""
    seats = [Player(name, control) for name, control in names]
    if level:
        seats.append(Player(ARCHITECT_NAME, "architect"))
    session = Session.new(options, seats, "shot", seed)
    bot = make_bot("greedy", seed)
    while not session.state.over and (moves < 0 or len(session.state.turns) < moves):
        if session.computer_to_play and session.player.is_architect:
            session.play_computer()
        else:
            session.state.play(bot.choose(session.state.view()))
    return format_record(session.to_record("2025-03-01T10:00:00+00:00"))


TWO = (("Ada", "human"), ("Basil", "human"))
FOUR = (("Ada", "human"), ("Basil", "human"), ("Chloé", "human"), ("Dmitri", "human"))
GAMES = {
    "hot-seat": lambda: record(TWO, options=Options(2), moves=10, seed=4),
    "four": lambda: record(FOUR, options=Options(4), moves=14, seed=3),
    "solo": lambda: record(
        (("Ada", "human"),), options=Options(1, solo="callicrates"), moves=12, seed=5,
        level="callicrates",
    ),
    "long-variants": lambda: record(
        (("Ada", "human"), ("Basil", "human"), ("Chloé", "human")),
        options=Options(3, True, frozenset(VARIANTS)),
        moves=30,
        seed=6,
    ),
    "finished": lambda: record(TWO, options=Options(2), moves=-1, seed=9),
}


def open_with(page: Page, url: str, game: str | None, query: str = "?pace=0") -> None:
    page.goto(url + "static/cards.css")
    page.evaluate("() => localStorage.clear()")
    if game:
        page.evaluate(
            "([k, v, c]) => { localStorage.setItem(k, v); localStorage.setItem(c, 'g'); }",
            [PREFIX + "g", GAMES[game](), CURRENT],
        )
    page.goto(url + query)
    page.wait_for_selector(READY, state="attached", timeout=120_000)


def choose_tile(page: Page) -> None:
    """Choose the first tile and aim it at its first legal place."""
    page.locator('#site [data-action="select"]').first.click()
    legal = page.locator("#board").get_attribute("data-legal") or ""
    if legal:
        q, r = legal.split()[0].split(",")
        page.locator(f'#board [data-q="{q}"][data-r="{r}"]').first.click()


def shoot_all(url: str, out: Path, language: str = "en") -> list[Path]:
    shots = []
    suffix = "" if language == "en" else f"-{language}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(chromium.PATH), args=list(chromium.ARGS))
        for size, context_args in SIZES.items():
            context = browser.new_context(**context_args, locale=language)
            page = context.new_page()
            phone = context_args.get("is_mobile", False)

            def shot(name: str, full: bool = False, page=page, size=size) -> None:
                path = out / f"{name}-{size}{suffix}.png"
                page.screenshot(path=str(path), full_page=full)
                shots.append(path)

            open_with(page, url, None)
            shot("menu", full=True)
            for game in ("hot-seat", "four", "solo", "long-variants"):
                open_with(page, url, game)
                choose_tile(page)
                page.wait_for_timeout(300)
                shot(game)
            open_with(page, url, "finished")
            page.wait_for_timeout(300)
            shot("finished", full=True)
            page.locator('#scorepad [data-action="replay"]').click()
            for _ in range(9):
                page.locator('#replay [data-action="replay-next"]').click()
            shot("replay")
            open_with(page, url, "four")
            page.locator('[data-action="overview"]').click()
            shot("all-cities", full=phone)
            page.locator('[data-rules="open"]').first.click()
            page.wait_for_timeout(300)
            shot("rules")
            page.keyboard.press("Escape")
            page.locator('#app [data-settings="open"]').click()
            page.wait_for_timeout(300)
            shot("settings")
            page.keyboard.press("Escape")
            if phone:
                page.locator('[data-action="overview"]').click()
                page.locator("#move-log-box summary").click()
                page.locator("#move-log-box").scroll_into_view_if_needed()
                shot("move-log")
            # A computer's move as it arrives, at a pace a person can follow.
            open_with(page, url, None, "?pace=3")
            form = page.locator("#new-game")
            form.locator("#players-count").select_option("2")
            form.locator('select[name="control1"]').select_option("easy")
            form.locator('button[type="submit"]').click()
            page.wait_for_selector('body[data-screen="table"]')
            choose_tile(page)
            page.locator('#controls [data-action="confirm"]').click()
            page.wait_for_selector("#board .col.arrive", timeout=20_000)
            page.wait_for_timeout(250)
            shot("computer-move")
            # The card game: three seats, advanced rules, the person's turn.
            open_with(page, url, None)
            page.locator("label:has(#game-cards)").click()
            cards = page.locator("#new-card-game")
            cards.locator('input[name="cards-players"][value="3"]').check()
            cards.locator('input[name="cards-advanced"]').set_checked(True)
            cards.locator('button[type="submit"]').click()
            page.wait_for_selector('body[data-screen="cards"]')
            page.wait_for_timeout(300)
            shot("cards", full=True)
            context.close()
        browser.close()
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots" / "modes")
    parser.add_argument("--language", default="en", help="the browser's language, e.g. fr")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    server = serve.Server(args.dist).start()
    try:
        for path in shoot_all(server.url, args.out, args.language):
            print(path)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
