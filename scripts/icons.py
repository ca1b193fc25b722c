"""Render static/icon.svg into the app's PNG icons (static/icon-192.png, icon-512.png).

Usage: python scripts/icons.py

The PNGs are committed (the build copies them): run this after changing the
SVG. It draws the SVG with Debian's Chromium through Playwright.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "static"
SIZES = (192, 512)


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (STATIC / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>"
                + svg
            )
            page.screenshot(path=STATIC / f"icon-{size}.png", omit_background=True)
            page.close()
        browser.close()
    for size in SIZES:
        print(f"wrote static/icon-{size}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
