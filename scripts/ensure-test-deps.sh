#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages when it is missing:
# Chromium for Playwright (browsers are never downloaded), nginx for the docs' recipes and Java for the Nu HTML Checker (vnu-jar's own
# install script, which would download a Java runtime, is denied in package.json). PostgreSQL is started
# by the API tests themselves (scripts/postgres.sh). Needs root on a fresh machine; a no-op when all is present.
# Then the MDN HTTP Observatory goes into its own folder (below).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
# the Observatory test makes a certificate for localhost
command -v openssl >/dev/null 2>&1 || need+=(openssl)
# nginx runs the docs' load-balancer and CDN recipes (docs/deploy.md) as written
[ -x /usr/sbin/nginx ] || need+=(nginx)
if ! command -v pg_ctlcluster >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need+=(postgresql); fi
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian's packages"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  # slim Debian images leave out the man folders, and the JRE's post-install step fails without this one
  $SUDO mkdir -p /usr/share/man/man1
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# The MDN HTTP Observatory grades the headers (tests/api/observatory.test.ts). It is installed apart, from
# the exact version and lock file of tests/observatory/, with --ignore-scripts: its dependencies build a
# native PostgreSQL client (pg-native, unused by a scan) and its post-install step downloads Chromium's HSTS
# preload list and IANA's TLD list from the network. Neither step can break the site's own `npm ci`, and none
# runs here. The scan reads the preload list; an empty one means no host counts as preloaded, which is true
# of the `localhost` the tests scan, so the grade is the one the full list would give.
obs=tests/observatory
if ! cmp -s "$obs/package-lock.json" "$obs/node_modules/.installed-lock.json"; then
  echo "installing the MDN HTTP Observatory into $obs (npm ci --ignore-scripts)"
  # one of its packages (cookie 2, through fastify, the package's own server, never loaded by a scan) asks for
  # Node 22 in its engines field: the check is turned off for this folder only
  (cd "$obs" && npm ci --ignore-scripts --engine-strict=false --no-audit --no-fund --loglevel=error)
  cp "$obs/package-lock.json" "$obs/node_modules/.installed-lock.json"
fi
preload="$obs/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json"
[ -f "$preload" ] || echo '{}' >"$preload"
