#!/usr/bin/env bash
# Set up, build and serve the site on 127.0.0.1: the one command to play.
# Installs the npm packages if they are missing or stale, builds dist/, then
# serves it and prints the URL to open.
# Usage: bash scripts/serve.sh [PORT] [--base /akropolis/]   (default port: 8000)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "Python 3.11 or newer is needed (python3 is $(python3 --version 2>&1))." >&2
  exit 1
fi
bash scripts/npm-ci.sh
python3 scripts/build.py
exec python3 scripts/serve.py "$@"
