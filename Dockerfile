# The server as described in docs/deployment.md: Node.js 24, run as a non-root user, the data
# folder (SQLite file, generated keys, backups) in the volume /data.

# NODE_IMAGE: another image of Node.js 24 on Debian (deploy/test-container.sh builds one with
# debootstrap where no registry is reachable).
ARG NODE_IMAGE=node:24-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE}
# pg_dump and pg_restore for db:backup and db:restore on PostgreSQL (Debian 13's client is 17,
# which matches the database of compose.yaml; it must not be older than the server).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages/contract/src packages/contract/src
COPY apps/server/src apps/server/src
COPY apps/web/public/locales apps/web/public/locales
COPY --from=build /app/apps/web/dist apps/web/dist

RUN install -d -o node -g node -m 0700 /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
USER node
EXPOSE 3000
# Alive while the process answers, whatever the database does; the proxy checks /health/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node handles SIGTERM itself: it drains for 5 s, finishes the requests received within 10 s more.
CMD ["node", "--disable-warning=ExperimentalWarning", "--max-semi-space-size=8", "apps/server/src/main.ts"]
