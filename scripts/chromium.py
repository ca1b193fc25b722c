"""Debian's Chromium as the tests and benchmarks launch it (Playwright's own
browser download does not work here): where it is, and the switches that
keep it from calling home (it would fail offline anyway), using a GPU, or
starting its own pages beside the one under test."""

from __future__ import annotations

from pathlib import Path

PATH = Path("/usr/bin/chromium")
ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--metrics-recording-only",
    # Chromium 156 opens its address bar's suggestion popup (a WebUI page,
    # a renderer of its own) as the browser starts: 0.3 to 0.4 s of script
    # in the first seconds, on a 2-core machine at the same time as the
    # page a test or a benchmark has just opened (traced; bench/boot.py's
    # warm visit 1.6 s with it, 1.2 to 1.3 s without). Not the site's time
    # to measure.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
)
