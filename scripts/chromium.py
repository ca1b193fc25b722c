"""Debian's Chromium as the tests and benchmarks launch it (Playwright's own
browser download does not work here): where it is, and the switches that
keep it from calling home (it would fail offline anyway) or using a GPU."""

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
)
