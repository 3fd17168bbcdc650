import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import { scheduleBackups } from '#src/db/backup-schedule.ts';

/** How often, during a shutdown, keep-alive connections whose last answer has gone are closed. */
const IDLE_SWEEP_MS = 100;

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
  closeOnSignals(app, config.http.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
}

function warnWithoutPublicUrl(log: FastifyBaseLogger, config: Config): void {
  if (config.publicUrlConfigured) return;
  log.warn(
    `PUBLIC_URL is not set, so the canonical and hreflang links, the sitemap, the Open Graph tags ` +
      `and the JSON-LD of every page will give ${config.publicUrl} as the restaurant's address, ` +
      `which search engines and shared links cannot reach. Set PUBLIC_URL to the public address ` +
      `(for example https://www.example-restaurant.hu).`,
  );
}

/**
 * Stops accepting connections, lets the requests already received finish and then closes the
 * database (Fastify closes the server before running the onClose hooks). Keep-alive connections
 * that fall idle after their last answer are closed at once rather than after keepAliveTimeout.
 * Connections still busy near the deadline (a client trickling its request) are cut, and the
 * process exits at the deadline whatever is still pending.
 */
function closeOnSignals(app: FastifyInstance, deadlineMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests already received');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(
      () => {
        app.log.warn('shutdown deadline near: closing the connections still open');
        app.server.closeAllConnections();
      },
      Math.max(deadlineMs - 1_000, deadlineMs / 2),
    );
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting without a clean close');
      process.exit(1);
    }, deadlineMs);
    app.close().then(
      () => {
        clearInterval(sweep);
        clearTimeout(cut);
        clearTimeout(deadline);
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
