#!/usr/bin/env bash
# Makes sure nginx is there for the reverse-proxy test (tests/e2e/reverse-proxy.spec.ts runs
# deploy/nginx.conf in front of the real server): NGINX_PATH, else Debian's /usr/sbin/nginx.
# On a Debian machine as root it installs Debian's nginx package without starting its service
# (the test starts an nginx of its own); elsewhere it stops with one line.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then exit 0; fi
if [ -n "${NGINX_PATH:-}" ]; then
  echo "NGINX_PATH=$NGINX_PATH is not an executable nginx: point it at nginx or unset it." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "No nginx found: installing Debian's nginx package…"
  export DEBIAN_FRONTEND=noninteractive
  # No service started by the package: nothing listens on port 80 afterwards.
  policy=/usr/sbin/policy-rc.d
  made_policy=false
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    made_policy=true
  fi
  apt-get update -qq
  apt-get install -y -qq nginx-light >/dev/null || apt-get install -y -qq nginx >/dev/null
  if [ "$made_policy" = true ]; then rm -f "$policy"; fi
  exit 0
fi
echo "No nginx found: install it (Debian: sudo apt-get install nginx) or set NGINX_PATH." >&2
exit 1
