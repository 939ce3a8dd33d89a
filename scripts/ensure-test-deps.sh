#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages when it is missing:
# Chromium for Playwright (browsers are never downloaded). PostgreSQL is started by the API tests
# themselves (scripts/postgres.sh). Needs root on a fresh machine; a no-op when all is present.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if ! command -v pg_ctlcluster >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need+=(postgresql); fi
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian's packages"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
