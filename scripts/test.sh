#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run them all.
# Usage: bash scripts/test.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'

.venv/bin/ruff check akropolis tests bench
.venv/bin/python -m pytest "$@"
