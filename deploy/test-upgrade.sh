#!/usr/bin/env bash
# The guide's upgrade (docs/deployment.md, section 8) from an earlier release to this checkout, on
# SQLite and on PostgreSQL: the earlier release is installed from its tag beside this one, starts on
# an empty database with the demo content, a guest books; it is stopped, a backup is taken as the
# guide says, and this checkout starts on the same database. It fails when a table lost a row, the
# guest's booking no longer opens from its link, or the menu differs.
#
# Usage: deploy/test-upgrade.sh [FROM]   (FROM: a tag or commit, v1.0.0 by default)
# Needs: git, PostgreSQL at 127.0.0.1:5432 (user postgres) for the second half, the app's `npm ci`.
# Ports: UPGRADE_TEST_PORT (4690). Takes about three minutes (the earlier release is installed and built).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE=$ROOT/node_modules/.bin/node
DATA=(--disable-warning=ExperimentalWarning deploy/upgrade-data.ts)
FROM=${1:-v1.0.0}
PORT=${UPGRADE_TEST_PORT:-4690}
WORK=$(mktemp -d /tmp/restaurant-upgrade-test.XXXXXX)
PG_DB="restaurant_upgrade_$$"
export JWT_SECRET=upgrade-test-secret-upgrade-test-secret-0123
export TOTP_ENCRYPTION_KEY=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
export SEED_DEMO=true BACKUP_AUTOMATIC=false LOG_LEVEL=info PORT HOST=127.0.0.1

cleanup() {
  [[ -f $WORK/server.pid ]] && kill -9 "$(cat "$WORK/server.pid")" 2>/dev/null || true
  git -C "$ROOT" worktree remove --force "$WORK/release" 2>/dev/null || true
  dropdb -h 127.0.0.1 -U postgres --if-exists "$PG_DB" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "== $FROM installed and built beside this checkout"
git worktree add --detach "$WORK/release" "$FROM" >/dev/null 2>&1
(cd "$WORK/release" && npm ci --no-audit --no-fund --loglevel=error && npm run build) \
  >"$WORK/install.log" 2>&1 || { tail -30 "$WORK/install.log" >&2; exit 1; }
[[ -d $ROOT/apps/web/dist ]] || (cd "$ROOT" && npm run build >/dev/null)

# Starts the server of the checkout in $1 on $DATABASE_URL and waits until it answers.
start() {
  (cd "$1/apps/server" && exec "$NODE" --disable-warning=ExperimentalWarning src/main.ts) \
    >>"$WORK/server.log" 2>&1 &
  echo $! >"$WORK/server.pid"
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$PORT/health" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "the server of $1 did not start" >&2
  tail -20 "$WORK/server.log" >&2
  return 1
}

stop() {
  kill -TERM "$(cat "$WORK/server.pid")"
  while kill -0 "$(cat "$WORK/server.pid")" 2>/dev/null; do sleep 0.2; done
  rm -f "$WORK/server.pid"
}

upgrade() {
  local kind=$1
  echo "== $kind: $FROM makes the data"
  start "$WORK/release"
  "$NODE" "${DATA[@]}" make "http://127.0.0.1:$PORT" "$WORK/$kind-made.json"
  stop
  "$NODE" "${DATA[@]}" count "$DATABASE_URL" "$WORK/$kind-before.json"
  echo "== $kind: the backup the guide takes before an upgrade"
  (cd "$WORK/release" && npm run --silent db:backup -- --out "$WORK/$kind-before-upgrade.db" >/dev/null)
  echo "== $kind: this checkout starts on the same database"
  start "$ROOT"
  "$NODE" "${DATA[@]}" count "$DATABASE_URL" "$WORK/$kind-after.json"
  "$NODE" "${DATA[@]}" check "http://127.0.0.1:$PORT" "$WORK/$kind-made.json" \
    "$WORK/$kind-before.json" "$WORK/$kind-after.json"
  grep -ho "migrated the database[^\"]*" "$WORK/server.log" | tail -1 || true
  stop
}

export DATA_DIR=$WORK/sqlite DATABASE_URL=$WORK/sqlite/restaurant.db
mkdir -p "$DATA_DIR"
upgrade sqlite

createdb -h 127.0.0.1 -U postgres "$PG_DB"
export DATA_DIR=$WORK/postgres DATABASE_URL="postgres://postgres@127.0.0.1:5432/$PG_DB"
mkdir -p "$DATA_DIR"
upgrade postgresql

echo "== upgraded from $FROM on SQLite and PostgreSQL: no row lost, the booking and the menu kept"
