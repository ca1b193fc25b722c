#!/usr/bin/env bash
# Install the browser runtime (PyScript, Pyodide) into node_modules exactly as
# package-lock.json pins it, unless that lock file is already installed.
# Used by scripts/serve.sh and scripts/test.sh; safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.installed-package-lock.json
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi

if ! command -v npm >/dev/null; then
  echo "npm is missing: installing Debian's nodejs and npm" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi

# No package here needs an install script; skipping them keeps installs inert.
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
cp package-lock.json "$stamp"
