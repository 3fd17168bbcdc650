#!/usr/bin/env bash
# Builds the repository's Dockerfile with podman and runs compose.yaml's services, on a machine
# that reaches no image registry: the base images are made here with debootstrap from Debian's
# packages (Debian 12, plus the project's pinned Node.js and npm for the Node image, PostgreSQL
# and Caddy from Debian for theirs). Then it starts the two instances, PostgreSQL and Caddy on a
# network of their own, as compose.yaml does, and books a table through Caddy.
#
# Needs: apt-get install podman debootstrap (as root; the app's `npm ci` done on the host).
# Port: CONTAINER_TEST_PORT (4680) for Caddy's HTTPS. Takes 10 to 20 minutes, most of it
# debootstrap and the image build.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PORT=${CONTAINER_TEST_PORT:-4680}
PROJECT=restaurant-container-test
WORK=$(mktemp -d /tmp/restaurant-container-test.XXXXXX)
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PODMAN=(podman --cgroup-manager=cgroupfs --events-backend=file)
BUILD=("${PODMAN[@]}" build --isolation=chroot --network=host)

cleanup() {
  "${PODMAN[@]}" pod rm -f "$PROJECT" >/dev/null 2>&1 || true
  "${PODMAN[@]}" network rm -f "$PROJECT" >/dev/null 2>&1 || true
  [[ -n ${KEEP:-} ]] || rm -rf "$WORK"
}
trap cleanup EXIT

echo "== a Debian 12 base with debootstrap"
# ROOTFS: a folder debootstrap already made, to build again without fetching it anew.
ROOTFS=${ROOTFS:-$WORK/rootfs}
[[ -d $ROOTFS/usr ]] ||
  debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR" >"$WORK/debootstrap.log"
tar -C "$ROOTFS" -c . | "${PODMAN[@]}" import - localhost/debian:bookworm >/dev/null

echo "== the Node image: the base, the project's pinned Node.js and the host's npm"
mkdir -p "$WORK/node/ca"
cp "$(readlink -f node_modules/.bin/node)" "$WORK/node/node"
cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$WORK/node/npm"
# The certificate authorities this machine adds (a proxy in front of the registries), so that
# the build reaches the npm registry as the machine does.
cp /usr/local/share/ca-certificates/*.crt "$WORK/node/ca/" 2>/dev/null || true
cat >"$WORK/node/Containerfile" <<'EOF'
FROM localhost/debian:bookworm
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca /usr/local/share/ca-certificates
RUN update-ca-certificates >/dev/null \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
EOF
"${BUILD[@]}" -t localhost/node:24 "$WORK/node" >"$WORK/node-build.log"

echo "== the PostgreSQL and Caddy images, from Debian's packages"
cat >"$WORK/db-start.sh" <<'EOF'
#!/bin/sh
# What the postgres image's entry point does: a database and its user on the first start.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf %s "$POSTGRES_PASSWORD" >/tmp/password
  initdb -U "$POSTGRES_USER" --auth=scram-sha-256 --pwfile=/tmp/password >/dev/null
  rm /tmp/password
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  pg_ctl -w -o '-c unix_socket_directories=/tmp' start >/dev/null
  createdb -h /tmp -U "$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl -w stop >/dev/null
fi
exec postgres -c unix_socket_directories=/tmp
EOF
cat >"$WORK/Containerfile.db" <<'EOF'
FROM localhost/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends postgresql && rm -rf /var/lib/apt/lists/*
COPY --chmod=0755 db-start.sh /usr/local/bin/db-start
RUN install -d -o postgres -g postgres /var/lib/postgresql/data
USER postgres
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
CMD ["db-start"]
EOF
"${BUILD[@]}" -t localhost/postgres:15 -f "$WORK/Containerfile.db" "$WORK" >"$WORK/db-build.log"
cat >"$WORK/Containerfile.caddy" <<'EOF'
FROM localhost/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EOF
"${BUILD[@]}" -t localhost/caddy:2 -f "$WORK/Containerfile.caddy" "$WORK" >"$WORK/caddy-build.log"

echo "== the Dockerfile, as written, on that Node image"
started=$SECONDS
if "${BUILD[@]}" --build-arg NODE_IMAGE=localhost/node:24 -t localhost/restaurant:test . >"$WORK/app-build.log" 2>&1; then
  echo "   built in $((SECONDS - started)) s: $("${PODMAN[@]}" image inspect localhost/restaurant:test --format '{{.Size}}' | numfmt --to=iec) (user $("${PODMAN[@]}" image inspect localhost/restaurant:test --format '{{.Config.User}}'))"
else
  echo "   the build failed; its last lines:"; tail -15 "$WORK/app-build.log"; exit 1
fi

echo "== compose.yaml's services in a pod: app, app2, db, proxy"
PASSWORD=$(openssl rand -hex 24)
ENV=(-e "PUBLIC_URL=https://localhost:$PORT" -e "DATABASE_URL=postgres://restaurant:$PASSWORD@127.0.0.1:5432/restaurant"
  -e "JWT_SECRET=$(openssl rand -base64 48 | tr -d '\n')" -e "TOTP_ENCRYPTION_KEY=$(openssl rand -hex 32)"
  -e 'SMTP_URL=smtp://127.0.0.1:2525' -e 'MAIL_FROM=Paprika Bisztró <asztal@localhost>' -e TRUST_PROXY=127.0.0.1
  -e SEED_DEMO=true -e BACKUP_AUTOMATIC=false)
"${PODMAN[@]}" pod create --name "$PROJECT" -p "127.0.0.1:$PORT:$PORT" >/dev/null
"${PODMAN[@]}" run -d --pod "$PROJECT" --name "$PROJECT-db" -e POSTGRES_USER=restaurant \
  -e "POSTGRES_PASSWORD=$PASSWORD" -e POSTGRES_DB=restaurant localhost/postgres:15 >/dev/null
for _ in $(seq 1 60); do
  "${PODMAN[@]}" exec "$PROJECT-db" pg_isready -h 127.0.0.1 -q 2>/dev/null && break; sleep 1
done
"${PODMAN[@]}" run -d --pod "$PROJECT" --name "$PROJECT-app" "${ENV[@]}" -e PORT=3001 localhost/restaurant:test >/dev/null
"${PODMAN[@]}" run -d --pod "$PROJECT" --name "$PROJECT-app2" "${ENV[@]}" -e PORT=3002 localhost/restaurant:test >/dev/null
printf 'localhost:%s {\n\ttls internal\n\treverse_proxy 127.0.0.1:3001 127.0.0.1:3002 {\n\t\thealth_uri /health/ready\n\t\thealth_interval 1s\n\t}\n}\n' "$PORT" >"$WORK/Caddyfile"
"${PODMAN[@]}" run -d --pod "$PROJECT" --name "$PROJECT-proxy" -v "$WORK/Caddyfile:/etc/caddy/Caddyfile:ro" localhost/caddy:2 >/dev/null

for _ in $(seq 1 120); do
  [[ $(curl -sk -o /dev/null -w '%{http_code}' "https://localhost:$PORT/health/ready") == 200 ]] && break; sleep 1
done
day=$(date -d '+9 days' +%F)
answer=$(curl -sk -X POST -H 'content-type: application/json' "https://localhost:$PORT/api/reservations" -d \
  "{\"date\":\"$day\",\"time\":\"19:00\",\"partySize\":2,\"name\":\"Kovács Anna\",\"email\":\"anna@example.test\",\"phone\":\"+36 30 123 4567\",\"language\":\"hu\",\"privacyAccepted\":true}")
echo "   a booking through Caddy: $answer"
echo "   health of the instances: $("${PODMAN[@]}" inspect "$PROJECT-app" --format '{{.State.Health.Status}}' 2>/dev/null || echo none)" \
  "; the processes run as: $("${PODMAN[@]}" exec "$PROJECT-app" id -un)"
