#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throwaway PostgreSQL cluster (Debian's /usr/lib/postgresql/<v>/bin), exports
# DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres (a superuser, trust auth, loopback
# only), runs CMD, then stops and deletes the cluster whatever happened, and exits with CMD's code.
#
# - Works as root (the cluster runs as the `postgres` system user via runuser) or as any other
#   user (the cluster runs as that user).
# - Never touches the cluster the Debian package may have started on 5432: its own data directory
#   (mktemp), its own free TCP port on 127.0.0.1, its Unix socket inside the temp directory.
# - Tuned for tests, not durability: fsync=off, synchronous_commit=off, full_page_writes=off.
#
# Environment: PG_BIN (a bin directory holding initdb/pg_ctl; default the newest
# /usr/lib/postgresql/*/bin), WITH_POSTGRES_PORT (a fixed port instead of a free one),
# WITH_POSTGRES_QUIET=1 (no progress lines), WITH_POSTGRES_OPTIONS (more server options, e.g.
# `-c shared_preload_libraries=pg_stat_statements` to see where a bench's database time goes).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 64
fi

say() { [ "${WITH_POSTGRES_QUIET:-0}" = 1 ] || echo "with-postgres: $*" >&2; }

# --- find the server binaries -------------------------------------------------------------
if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "${PG_BIN}" ] || [ ! -x "${PG_BIN}/initdb" ] || [ ! -x "${PG_BIN}/pg_ctl" ]; then
  echo "with-postgres: PostgreSQL server binaries not found (looked for /usr/lib/postgresql/*/bin/initdb)." >&2
  echo "with-postgres: install them with: apt-get install -y postgresql" >&2
  exit 127
fi

# --- who runs the cluster -----------------------------------------------------------------
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root but there is no 'postgres' system user (apt-get install -y postgresql creates it)" >&2
    exit 1
  fi
  as_pg() { runuser -u postgres -- "$@"; }
  PG_OWNER=postgres
else
  as_pg() { "$@"; }
  PG_OWNER="$(id -un)"
fi

# --- a free loopback port -----------------------------------------------------------------
free_port() {
  if command -v node >/dev/null 2>&1; then
    node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
    return
  fi
  # Fallback without node: probe random high ports until one refuses a connection.
  local p
  for _ in $(seq 1 50); do
    p=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/${p}") 2>/dev/null; then
      echo "${p}"
      return
    fi
  done
  return 1
}

# --- cluster lifecycle --------------------------------------------------------------------
PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
PGDATA_DIR="${PG_TMP}/data"
PG_LOG="${PG_TMP}/postgres.log"
started=0

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [ "${started}" = 1 ]; then
    say "stopping PostgreSQL"
    as_pg "${PG_BIN}/pg_ctl" -D "${PGDATA_DIR}" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_pg "${PG_BIN}/pg_ctl" -D "${PGDATA_DIR}" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  rm -rf "${PG_TMP}"
  exit "${rc}"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

chown "${PG_OWNER}" "${PG_TMP}"
chmod 700 "${PG_TMP}"

say "initdb (${PG_BIN%/bin}) in ${PG_TMP}"
if ! as_pg "${PG_BIN}/initdb" -D "${PGDATA_DIR}" -U postgres -A trust -E UTF8 --locale=C --no-sync >"${PG_TMP}/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "${PG_TMP}/initdb.log" >&2
  exit 1
fi

# Loopback TCP only, trust auth for it (initdb -A trust already writes host 127.0.0.1/32 trust;
# make it explicit and drop everything else).
cat >"${PGDATA_DIR}/pg_hba.conf" <<'EOF'
# throwaway test cluster (scripts/with-postgres.sh)
local   all   all                  trust
host    all   all   127.0.0.1/32   trust
EOF
chown "${PG_OWNER}" "${PGDATA_DIR}/pg_hba.conf"

for attempt in 1 2 3; do
  PG_PORT="${WITH_POSTGRES_PORT:-$(free_port)}"
  if as_pg "${PG_BIN}/pg_ctl" -D "${PGDATA_DIR}" -l "${PG_LOG}" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p ${PG_PORT} -c unix_socket_directories='${PG_TMP}' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${WITH_POSTGRES_OPTIONS:-}" \
    start >/dev/null 2>&1; then
    started=1
    break
  fi
  echo "with-postgres: start on port ${PG_PORT} failed (attempt ${attempt}):" >&2
  tail -n 20 "${PG_LOG}" >&2 || true
  if [ -n "${WITH_POSTGRES_PORT:-}" ]; then exit 1; fi
done
if [ "${started}" != 1 ]; then
  echo "with-postgres: could not start PostgreSQL" >&2
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:${PG_PORT}/postgres"
export PGHOST=127.0.0.1 PGPORT="${PG_PORT}" PGUSER=postgres PGDATABASE=postgres
say "PostgreSQL $("${PG_BIN}/postgres" --version | awk "{print \$3}") ready: DATABASE_URL=${DATABASE_URL}"

set +e
"$@"
code=$?
set -e
exit "${code}"
