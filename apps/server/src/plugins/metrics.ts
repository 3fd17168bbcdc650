import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '#src/db/database.ts';

/** What the metrics read at each scrape, from the parts that know it. */
export type MetricSources = {
  backlog: () => Promise<{ waiting: number; oldestAt: number | null; failing: number }>;
  lastBackupAt: () => number | null;
  backupsAutomatic: boolean;
  pool: () => PoolUse | undefined;
  /** The bytes each in-process cache holds, by its part of CACHE_MAX_MB. */
  cacheBytes: () => Record<string, number>;
  now: () => number;
};

/** A request as the request log saw it, for the counters. */
export type FinishedRequest = { method: string; route: string; status: number; seconds: number };

const BOOKINGS = new Set(['POST /api/reservations 201', 'POST /reservation 200']);
const LOGIN = 'POST /api/auth/login';

/**
 * The server's metrics, each instance its own registry: requests and their latency by route,
 * the outbox, logins refused, bookings, the page cache, the last backup and the database pool,
 * with Node's own (memory, event loop, CPU).
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loginRefusals = new Counter({
    name: 'restaurant_login_refusals_total',
    help: 'Logins refused (401 wrong credentials, 429 locked or limited, 503 overloaded)',
    labelNames: ['status'],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'restaurant_bookings_made_total',
    help: 'Bookings made through the API, the booking form and by staff',
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'restaurant_page_cache_hits_total',
    help: 'Public pages and API reads answered from the in-memory cache',
    registers: [registry],
  });
  const read = async () => {
    const backlog = await sources.backlog().catch(() => undefined);
    return { backlog, now: sources.now() };
  };
  let scrape: ReturnType<typeof read> | undefined;
  const current = () => (scrape ??= read().finally(() => (scrape = undefined)));
  type Backlog = Awaited<ReturnType<MetricSources['backlog']>>;
  const backlogGauge = (name: string, help: string, value: (b: Backlog, now: number) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const { backlog, now } = await current();
        if (backlog) this.set(value(backlog, now));
      },
    });
  backlogGauge('restaurant_outbox_waiting', 'E-mails in the outbox not sent yet', (b) => b.waiting);
  backlogGauge(
    'restaurant_outbox_oldest_waiting_seconds',
    'Age of the oldest e-mail not sent yet (0 when none waits)',
    (b, now) => (b.oldestAt === null ? 0 : (now - b.oldestAt) / 1000),
  );
  backlogGauge(
    'restaurant_emails_failed',
    'E-mails not sent whose last try the SMTP server refused or did not answer',
    (b) => b.failing,
  );
  new Gauge({
    name: 'restaurant_backup_age_seconds',
    help: "Age of the newest backup in this instance's backup folder (absent when it has none), and whether the instance takes one daily",
    labelNames: ['automatic'],
    registers: [registry],
    collect() {
      const at = sources.lastBackupAt();
      this.reset();
      const automatic = String(sources.backupsAutomatic);
      if (at !== null) this.set({ automatic }, (sources.now() - at) / 1000);
    },
  });
  new Gauge({
    name: 'restaurant_db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state (absent on SQLite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });

  new Gauge({
    name: 'restaurant_cache_bytes',
    help: 'Bytes the in-process caches hold, by cache (each within its part of CACHE_MAX_MB)',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const [cache, bytes] of Object.entries(sources.cacheBytes())) this.set({ cache }, bytes);
    },
  });

  return {
    registry,
    observe({ method, route, status, seconds }: FinishedRequest): void {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
      const call = `${method} ${route}`;
      if (call === LOGIN && status >= 400) loginRefusals.inc({ status });
      if (BOOKINGS.has(`${call} ${status}`)) bookings.inc();
    },
    cacheHit: () => cacheHits.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const matches = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` in Prometheus' text format, only with `Authorization: Bearer <METRICS_TOKEN>`: a 404
 * otherwise, as when no token is set, so that the address tells nothing.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  token: string | undefined,
  metrics: Metrics,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    reply.header('cache-control', 'no-store');
    if (!token || !given || !matches(given, token)) {
      return reply.status(404).type('text/plain').send('Not Found');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
