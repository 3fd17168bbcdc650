#!/usr/bin/env bash
# Stands up docs/deployment.md's setup with several instances on this machine's loopback, with the
# repository's own files: three instances started at once on an empty PostgreSQL (a private one,
# started here, so that restarting it disturbs nothing else), behind deploy/nginx.conf and
# deploy/Caddyfile with a self-signed certificate. It checks what the proxies' configuration is for
# (the www redirect, a phone photo's size, a port other than 443, the cache), then measures under
# load (wrk on an uncached read, and guests booking) a rolling restart, a kill -9 and a PostgreSQL
# restart through each proxy: failed requests, and acknowledged bookings missing afterwards.
#
# Needs: apt-get install nginx caddy wrk postgresql (run as root; the app's `npm ci` done).
# Ports: DEPLOY_TEST_PORT (4650) up to 30 above it. Takes five to ten minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE=$ROOT/node_modules/.bin/node
BASE=${DEPLOY_TEST_PORT:-4650}
NGINX_HTTP=$BASE NGINX_HTTPS=$((BASE + 1)) CADDY_HTTP=$((BASE + 2)) CADDY_HTTPS=$((BASE + 3))
CADDY_ADMIN=$((BASE + 9)) PG_PORT=$((BASE + 20))
APP_PORTS=($((BASE + 11)) $((BASE + 12)) $((BASE + 13)))
DOMAIN=restaurant.test
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
for tool in nginx caddy wrk openssl curl runuser "$PGBIN/initdb"; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (see the header)" >&2; exit 2; }
done
WORK=$(mktemp -d /tmp/restaurant-deploy-test.XXXXXX)
chmod 0755 "$WORK"
PSQL=(runuser -u postgres -- "$PGBIN/psql" -h 127.0.0.1 -p "$PG_PORT" -d restaurant -tAq)

# wrk names the server it connects to (TLS SNI) after the URL's host, so the test's names are
# this machine's while it runs.
HOSTS_LINE="127.0.0.1 www.$DOMAIN $DOMAIN # restaurant deploy test $$"
echo "$HOSTS_LINE" >>/etc/hosts

cleanup() {
  # Written in place: /etc/hosts may be a mount that cannot be replaced.
  grep -v "# restaurant deploy test $$\$" /etc/hosts >"$WORK/hosts" && cat "$WORK/hosts" >/etc/hosts
  for port in "${APP_PORTS[@]}"; do
    [[ -f $WORK/app-$port.pid ]] && kill -9 "$(cat "$WORK/app-$port.pid")" 2>/dev/null || true
  done
  [[ -f $WORK/nginx.pid ]] && nginx -c "$WORK/nginx-main.conf" -s stop 2>/dev/null || true
  caddy stop --address "localhost:$CADDY_ADMIN" >/dev/null 2>&1 || true
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pg/data" -m immediate stop >/dev/null 2>&1 || true
  [[ -n ${KEEP:-} ]] || rm -rf "$WORK"
}
trap cleanup EXIT

echo "== a self-signed certificate for www.$DOMAIN and $DOMAIN"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=www.$DOMAIN" \
  -addext "subjectAltName=DNS:www.$DOMAIN,DNS:$DOMAIN" \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null
chmod 0644 "$WORK/key.pem"

echo "== a private PostgreSQL on port $PG_PORT"
install -d -o postgres "$WORK/pg"
runuser -u postgres -- "$PGBIN/initdb" -D "$WORK/pg/data" -A trust -U postgres >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pg/data" -l "$WORK/pg/log" -w \
  -o "-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1" start >/dev/null
runuser -u postgres -- "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" restaurant

# The guide's environment file, as section 8 completes it for several instances.
sed -e "s|^PUBLIC_URL=.*|PUBLIC_URL=https://www.$DOMAIN:$NGINX_HTTPS|" \
  -e "s|^DATA_DIR=.*|DATA_DIR=$WORK/data|" -e 's|^SEED_DEMO=.*|SEED_DEMO=true|' \
  -e '/^SMTP_URL=/d' deploy/restaurant.env > "$WORK/restaurant.env"
cat >> "$WORK/restaurant.env" <<EOF
DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/restaurant
JWT_SECRET=$(openssl rand -base64 48 | tr -d '\n')
TOTP_ENCRYPTION_KEY=$(openssl rand -hex 32)
BACKUP_AUTOMATIC=false
# Every guest of this test comes through the proxy from one address.
RESERVATIONS_PER_ADDRESS_PER_HOUR=1000000
EOF
# What systemd would read, sh reads alike: the sender's name with its space and brackets.
from=$(env -i sh -c "set -a; . '$WORK/restaurant.env'; printf %s \"\$MAIL_FROM\"")
[[ $from == 'Paprika Bisztró <asztal@example-restaurant.hu>' ]] || { echo "MAIL_FROM read as: $from" >&2; exit 1; }

start_instance() {
  (set -a; . "$WORK/restaurant.env"; set +a; PORT=$1 exec "$NODE" \
    --disable-warning=ExperimentalWarning --max-semi-space-size=8 apps/server/src/main.ts) >>"$WORK/app-$1.log" 2>&1 &
  echo $! >"$WORK/app-$1.pid"
  disown
}
wait_ready() {
  for _ in $(seq 1 300); do
    curl -fsS "http://127.0.0.1:$1/health/ready" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "instance $1 did not become ready" >&2; tail -5 "$WORK/app-$1.log" >&2; return 1
}

echo "== three instances started at once on the empty database (SEED_DEMO=true)"
for port in "${APP_PORTS[@]}"; do start_instance "$port"; done
for port in "${APP_PORTS[@]}"; do wait_ready "$port"; done
echo "   allergens stored: $("${PSQL[@]}" -c 'select count(*) from allergens') (the demo has 14)"

echo "== nginx on $NGINX_HTTPS (deploy/nginx.conf)"
sed -e "s|listen 80;|listen 127.0.0.1:$NGINX_HTTP;|" -e "s|listen 443 ssl http2;|listen 127.0.0.1:$NGINX_HTTPS ssl http2;|" \
  -e '/listen \[::\]/d' -e "s|https://www.example-restaurant.hu|https://www.$DOMAIN:$NGINX_HTTPS|g" \
  -e "s|example-restaurant.hu|$DOMAIN|g" -e "s|/var/cache/nginx/restaurant|$WORK/nginx-cache|" \
  -e "s|/etc/letsencrypt/live/www.$DOMAIN/fullchain.pem|$WORK/cert.pem|" \
  -e "s|/etc/letsencrypt/live/www.$DOMAIN/privkey.pem|$WORK/key.pem|" \
  -e "s|127.0.0.1:3001|127.0.0.1:${APP_PORTS[0]}|;s|127.0.0.1:3002|127.0.0.1:${APP_PORTS[1]}|;s|127.0.0.1:3003|127.0.0.1:${APP_PORTS[2]}|" \
  deploy/nginx.conf >"$WORK/nginx-site.conf"
cat >"$WORK/nginx-main.conf" <<EOF
user root;
worker_processes 2;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log $WORK/nginx-access.log;
  client_body_temp_path $WORK/nginx-body;
  proxy_temp_path $WORK/nginx-proxy;
  include $WORK/nginx-site.conf;
}
EOF
nginx -q -t -c "$WORK/nginx-main.conf"
nginx -c "$WORK/nginx-main.conf"

echo "== Caddy on $CADDY_HTTPS (deploy/Caddyfile)"
{
  printf '{\n\thttp_port %s\n\thttps_port %s\n\tadmin localhost:%s\n\tdefault_sni www.%s\n\tskip_install_trust\n\tstorage file_system %s\n}\n\n' \
    "$CADDY_HTTP" "$CADDY_HTTPS" "$CADDY_ADMIN" "$DOMAIN" "$WORK/caddy"
  sed -e "s|https://www.example-restaurant.hu|https://www.$DOMAIN:$CADDY_HTTPS|g" \
    -e "s|^example-restaurant.hu {|$DOMAIN:$CADDY_HTTPS {\n\ttls $WORK/cert.pem $WORK/key.pem|" \
    -e "s|^www.example-restaurant.hu {|www.$DOMAIN:$CADDY_HTTPS {\n\ttls $WORK/cert.pem $WORK/key.pem|" \
    -e "s|127.0.0.1:3001 127.0.0.1:3002 127.0.0.1:3003|127.0.0.1:${APP_PORTS[0]} 127.0.0.1:${APP_PORTS[1]} 127.0.0.1:${APP_PORTS[2]}|" \
    deploy/Caddyfile
} >"$WORK/Caddyfile"
XDG_DATA_HOME=$WORK/caddy XDG_CONFIG_HOME=$WORK/caddy caddy start --config "$WORK/Caddyfile" \
  --adapter caddyfile >"$WORK/caddy.log" 2>&1

echo "== what the proxies' settings are for"
for proxy in "nginx $NGINX_HTTPS" "caddy $CADDY_HTTPS"; do
  set -- $proxy
  at="https://www.$DOMAIN:$2"
  curl_=(curl -s --cacert "$WORK/cert.pem")
  for _ in $(seq 1 300); do
    [[ $("${curl_[@]}" -o /dev/null -w '%{http_code}' "$at/health/ready" || true) == 200 ]] && break
    sleep 0.2
  done
  redirect=$("${curl_[@]}" -o /dev/null -w '%{http_code} %{redirect_url}' "https://$DOMAIN:$2/menu?lang=de" || true)
  # 12 MB, as a phone's photo: the proxy passes it on, and the app refuses it only for the session.
  upload=$(head -c 12000000 /dev/zero | "${curl_[@]}" -o /dev/null -w '%{http_code}' -X POST \
    -H 'content-type: application/octet-stream' --data-binary @- "$at/api/media" || true)
  cross=$("${curl_[@]}" -o /dev/null -w '%{http_code}' -X POST -H "origin: $at" \
    -H 'cookie: __Host-accessToken=none' -H 'content-type: application/json' -d '{}' "$at/api/allergens" || true)
  "${curl_[@]}" -o /dev/null "$at/menu" || true
  cached=$("${curl_[@]}" -o /dev/null -D - "$at/menu" | tr -d '\r' | awk -F': ' 'tolower($1)=="x-cache-status"{print $2}' || true)
  echo "   $1: bare domain → ${redirect}; 12 MB upload without a session → $upload (401, not 413);" \
    "admin write on port $2 → $cross (401, not 403); /menu again → ${cached:-not cached here}"
done

results=()
# Runs load through one proxy while $3 (a function) disturbs the instances, and 3 s after.
measure() {
  local proxy=$1 port=$2 disturb=$3 day
  day=$(date -d '+5 days' +%F)
  # A request counts as failed when it gets no answer within 10 s (a 2-core machine under load
  # answers slowly, which is not a failure).
  wrk -t2 -c8 -d600s --timeout 10s \
    "https://www.$DOMAIN:$port/api/reservations/availability?date=$day&partySize=2" >"$WORK/wrk.txt" 2>&1 &
  local wrk_pid=$!
  NODE_EXTRA_CA_CERTS=$WORK/cert.pem "$NODE" --disable-warning=ExperimentalWarning \
    deploy/booking-writers.ts "https://www.$DOMAIN:$port" "www.$DOMAIN:$port" 4 600 "$WORK/writers.json" &
  local writers_pid=$!
  sleep 3
  local started=$SECONDS
  "$disturb"
  local time_taken=$((SECONDS - started))
  sleep 3
  kill -INT "$wrk_pid"
  kill -TERM "$writers_pid"
  wait "$wrk_pid" "$writers_pid" || true
  local requests non2xx socket
  requests=$(awk '/requests in/{print $1}' "$WORK/wrk.txt")
  non2xx=$(awk -F': ' '/Non-2xx/{print $2}' "$WORK/wrk.txt")
  socket=$(awk '/Socket errors/{gsub(",", ""); print $4 + $6 + $8 + $10}' "$WORK/wrk.txt")
  local read=("$NODE" -p)
  local acknowledged failed lost twice references
  acknowledged=$("${read[@]}" "require('$WORK/writers.json').acknowledged.length")
  failed=$("${read[@]}" "require('$WORK/writers.json').failed.length")
  references=$("${read[@]}" "require('$WORK/writers.json').acknowledged.map((r) => \"'\" + r + \"'\").join(',')")
  lost=$("${PSQL[@]}" -c "select count(*) from unnest(array[${references:-null}]::text[]) r
    where r is not null and r not in (select reference from reservations)")
  # Each booking has an address of its own: two rows with one address are one booking stored twice.
  twice=$("${PSQL[@]}" -c "select count(*) - count(distinct email) from reservations where email like 'load-%'")
  local line
  line=$(printf '%-6s %-17s %6s requests, %s failed (%s non-2xx/3xx, %s socket errors); bookings: %s acknowledged, %s failed, %s lost, %s stored twice; the disturbance took %s s' \
    "$proxy" "$disturb" "$requests" "$(( ${non2xx:-0} + ${socket:-0} ))" "${non2xx:-0}" "${socket:-0}" \
    "$acknowledged" "$failed" "$lost" "$twice" "$time_taken")
  echo "   $line"
  grep 'Socket errors' "$WORK/wrk.txt" | sed 's/^/     wrk: /' || true
  "${read[@]}" "[...new Set(require('$WORK/writers.json').failed)].slice(0, 3).join('; ')" | sed '/^$/d; s/^/     bookings failed with: /'
  results+=("$line")
}

rolling_restart() {
  for port in "${APP_PORTS[@]}"; do
    local pid
    pid=$(cat "$WORK/app-$port.pid")
    kill -TERM "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    start_instance "$port"
    wait_ready "$port"
  done
}
kill_9() {
  local port=${APP_PORTS[1]}
  kill -9 "$(cat "$WORK/app-$port.pid")"
  sleep 2
  start_instance "$port"
  wait_ready "$port"
}
postgres_restart() {
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pg/data" -m fast -w restart \
    -o "-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1" >/dev/null
  sleep 5
}

echo "== under load: wrk (2 threads, 8 connections) on an uncached read, and 4 guests booking"
for proxy in "nginx $NGINX_HTTPS" "caddy $CADDY_HTTPS"; do
  set -- $proxy
  measure "$1" "$2" rolling_restart
  measure "$1" "$2" kill_9
  measure "$1" "$2" postgres_restart
done

echo "== summary"
printf '%s\n' "${results[@]}"
