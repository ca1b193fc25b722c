#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run them all:
# the Python test tools in .venv, Debian's Chromium, the npm packages, the
# site build, ruff, and pytest (engine and browser tests). Quick when the
# machine is already set up.
# Usage: bash scripts/test.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# Reinstall only when the declared dependencies change.
if ! cmp -s pyproject.toml .venv/.installed-pyproject.toml; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
  cp pyproject.toml .venv/.installed-pyproject.toml
fi

# The browser tests drive Debian's Chromium: Playwright's own browser
# download is not used.
if [ ! -x /usr/bin/chromium ]; then
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi

bash scripts/npm-ci.sh
.venv/bin/python scripts/build.py

.venv/bin/ruff check akropolis tests bench experiments scripts main.py
# --rerun-show-tracebacks: the error of a test run again after a renderer
# crash (tests/e2e/__init__.py: CRASH_RERUN) is printed too.
.venv/bin/python -m pytest --rerun-show-tracebacks "$@"
