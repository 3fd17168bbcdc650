import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import { scheduleBackups } from '#src/db/backup-schedule.ts';
import { markServing } from '#src/db/in-use.ts';
import type { Timers } from '#src/lib/timers.ts';

/** How often, during a shutdown, keep-alive connections whose last answer has gone are closed. */
const IDLE_SWEEP_MS = 100;

type ShutdownOptions = {
  drainMs: number;
  deadlineMs: number;
  /** Node's own unless given: they hold the process until the shutdown has decided. */
  timers?: Timers;
  exit?: (code: number) => void;
};

/** Listens, takes the daily backups and shuts down cleanly on SIGTERM or SIGINT. */
export async function serve(app: FastifyInstance, config: Config): Promise<void> {
  warnWithoutPublicUrl(app.log, config);
  if (config.backups.automatic) {
    const backups = scheduleBackups({
      database: config.database,
      dir: config.backups.dir,
      retentionDays: config.backups.retentionDays,
      log: app.log,
    });
    // Registered before listen so that it runs before the database is closed.
    app.addHook('onClose', () => backups.stop());
  }
  // A restore refuses while the marker names a running server.
  const unmark = markServing(config.database);
  app.addHook('onClose', async () => unmark());
  const shutdown = createShutdown(app, {
    drainMs: config.http.drainMs,
    deadlineMs: config.http.shutdownTimeoutMs,
  });
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ host: config.host, port: config.port });
}

export function warnWithoutPublicUrl(log: FastifyBaseLogger, config: Config): void {
  if (config.publicUrlConfigured) return;
  log.warn(
    `PUBLIC_URL is not set, so the canonical and hreflang links, the sitemap, the Open Graph tags ` +
      `and the JSON-LD of every page will give ${config.publicUrl} as the restaurant's address, ` +
      `which search engines and shared links cannot reach. Set PUBLIC_URL to the public address ` +
      `(for example https://www.example-restaurant.hu).`,
  );
}

/**
 * A shutdown in two steps. On SIGTERM the instance drains first: for `drainMs` its readiness
 * check fails and it answers everything with `Connection: close`, so that the load balancer moves
 * to the other instances without a request lost. Then it closes: new connections are refused,
 * a request arriving on a connection still open is answered 503 with `Connection: close` before
 * its body is read (a proxy may send it elsewhere: nothing of it was taken), the requests already
 * received finish, idle connections are closed at once and the database last. Connections still
 * busy near the deadline (a client trickling its request) are cut, and the process exits at the
 * deadline whatever is still pending. SIGINT (Ctrl-C at a terminal, no proxy to tell) closes at
 * once; a second signal exits at once.
 */
export function createShutdown(
  app: FastifyInstance,
  { drainMs, deadlineMs, timers = globalThis, exit = process.exit }: ShutdownOptions,
): (signal: NodeJS.Signals) => void {
  let signalled = false;

  const close = () => {
    app.log.info('closing: new connections refused, the requests received are being finished');
    const sweep = timers.setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = timers.setTimeout(
      () => {
        app.log.warn('shutdown deadline near: closing the connections still open');
        app.server.closeAllConnections();
      },
      Math.max(deadlineMs - 1_000, deadlineMs / 2),
    );
    const deadline = timers.setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting without a clean close');
      exit(1);
    }, deadlineMs);
    app.close().then(
      () => {
        timers.clearInterval(sweep);
        timers.clearTimeout(cut);
        timers.clearTimeout(deadline);
        app.log.info('shut down');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };

  return (signal) => {
    if (signalled) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      exit(1);
      return;
    }
    signalled = true;
    const drainFor = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info(
      { signal, drainMs: drainFor },
      `shutting down: not ready, still answering for ${drainFor / 1000} s before closing`,
    );
    app.drain();
    if (drainFor === 0) close();
    else timers.setTimeout(close, drainFor);
  };
}
