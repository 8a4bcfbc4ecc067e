#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium.
# On a Debian machine as root it installs Debian's chromium package; elsewhere it stops with one line.
# Nothing here downloads a browser of its own.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser: point it at Chromium or unset it." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found: install Chromium (Debian: sudo apt-get install chromium) or set CHROME_PATH." >&2
exit 1
