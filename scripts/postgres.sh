#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the API tests.
#
#   scripts/postgres.sh [start]   install PostgreSQL from Debian's packages if missing (root or sudo),
#                                 start (or reuse) a cluster in $PG_TEST_DIR and print DATABASE_URL=...
#   scripts/postgres.sh url       print DATABASE_URL=... of the running cluster (exit 1 when none)
#   scripts/postgres.sh stop      stop the cluster and delete its folder
#   scripts/postgres.sh ctl ARGS  run pg_ctl ARGS on the cluster (e.g. `ctl restart -m fast -w`, `ctl stop -m fast`);
#                                 `start` after `ctl stop` starts it again on the same port (same PG_TEST_PORT)
#
# stdout carries only the DATABASE_URL line, so `export "$(scripts/postgres.sh)"` works; progress goes to stderr.
# Settings: PG_TEST_DIR (default $TMPDIR/blok-pg-test-<checkout>: one folder per checkout, so two checkouts
# on one machine never share a cluster), PG_TEST_PORT (first port tried, default 55432; a port another server
# holds, or takes while this one starts, is skipped), PG_TEST_OWNER_PID (a process whose end stops the cluster
# and deletes its folder: the test runs pass their own pid, so a run that is killed leaves no server behind).
set -euo pipefail

cmd=${1:-start}
checkout=$(cd "$(dirname "$0")/.." && pwd -P)
dir=${PG_TEST_DIR:-${TMPDIR:-/tmp}/blok-pg-test-$(printf '%s' "$checkout" | cksum | cut -d' ' -f1)}
first_port=${PG_TEST_PORT:-55432}
owner=${PG_TEST_OWNER_PID:-}
data="$dir/data"
say() { echo "postgres.sh: $*" >&2; }

find_bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@";
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@";
  else say "PostgreSQL is not installed and this user cannot install it (not root, no sudo). Install the 'postgresql' package or set DATABASE_URL."; exit 1;
  fi
}

install_postgres() {
  if ! command -v apt-get >/dev/null 2>&1; then
    say "no PostgreSQL server found and no apt-get to install one: install PostgreSQL or set DATABASE_URL"; exit 1
  fi
  say "installing PostgreSQL from Debian's packages (apt-get)..."
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
}

# the server refuses to run as root: as root, run it as the postgres system user
run_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

url_of() { echo "DATABASE_URL=postgres://postgres@127.0.0.1:$1/postgres"; }

running() {
  [ -f "$data/postmaster.pid" ] && [ -f "$dir/port" ] && run_pg "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1
}

bindir=$(find_bindir || true)

case "$cmd" in
  url)
    if [ -n "$bindir" ] && running; then url_of "$(cat "$dir/port")"; exit 0; fi
    say "no cluster is running in $dir"; exit 1 ;;
  stop)
    if [ -n "$bindir" ] && [ -d "$data" ]; then run_pg "$bindir/pg_ctl" -D "$data" -m fast -w stop >&2 || true; fi
    rm -rf "$dir" "$dir.lock"
    exit 0 ;;
  ctl)
    if [ -z "$bindir" ] || [ ! -f "$data/PG_VERSION" ]; then say "no cluster in $dir"; exit 1; fi
    shift
    # the log file again: a restarted server would otherwise write into (and hold open) our stderr
    run_pg "$bindir/pg_ctl" -D "$data" -l "$dir/postgres.log" "$@" </dev/null >&2
    exit $? ;;
  start) ;;
  *) say "unknown command '$cmd' (use start, url or stop)"; exit 2 ;;
esac

if [ -z "$bindir" ]; then
  install_postgres
  bindir=$(find_bindir) || { say "PostgreSQL was installed but initdb/pg_ctl were not found"; exit 1; }
fi

if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin postgres
fi

mkdir -p "$dir"
# several test files may ask at once: one of them starts the cluster, the others reuse it
exec 9>"$dir.lock"
if command -v flock >/dev/null 2>&1; then flock -w 120 9; fi

if running; then url_of "$(cat "$dir/port")"; exit 0; fi

if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
if [ ! -f "$data/PG_VERSION" ]; then
  rm -rf "$data"
  say "creating a cluster in $data"
  run_pg "$bindir/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >/dev/null 9>&-
fi

# another server may take the free port between the check and the start: then the next one is tried
port=$first_port
for attempt in $(seq 1 20); do
  while port_in_use "$port"; do port=$((port + 1)); done
  echo "$port" >"$dir/port"
  : >"$dir/postgres.log"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir/postgres.log"; fi
  say "starting PostgreSQL ($("$bindir/postgres" --version | awk '{print $3}')) on 127.0.0.1:$port"
  if run_pg "$bindir/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 -c unix_socket_permissions=0700" start </dev/null >/dev/null 9>&-; then
    break
  fi
  if [ "$attempt" -lt 20 ] && grep -q 'could not bind\|could not create any TCP/IP sockets\|Address already in use' "$dir/postgres.log"; then
    say "port $port was taken meanwhile; trying the next one"; port=$((port + 1)); continue
  fi
  say "PostgreSQL did not start; its log:"; tail -n 30 "$dir/postgres.log" >&2 || true; exit 1
done

# the watchdog: once the owner is gone (its run ended, or was killed), stop the server and delete its folder
if [ -n "$owner" ]; then
  setsid bash -c 'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 2; done; PG_TEST_DIR="$2" exec bash "$3" stop' \
    watchdog "$owner" "$dir" "$checkout/scripts/postgres.sh" </dev/null >/dev/null 2>&1 9>&- &
fi
url_of "$port"
