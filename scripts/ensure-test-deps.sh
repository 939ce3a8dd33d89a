#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages when it is missing:
# Chromium for Playwright (browsers are never downloaded) and Java for the Nu HTML Checker (vnu-jar's own
# install script, which would download a Java runtime, is denied in package.json). PostgreSQL is started
# by the API tests themselves (scripts/postgres.sh). Needs root on a fresh machine; a no-op when all is present.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
if ! command -v pg_ctlcluster >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need+=(postgresql); fi
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian's packages"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  # slim Debian images leave out the man folders, and the JRE's post-install step fails without this one
  $SUDO mkdir -p /usr/share/man/man1
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
