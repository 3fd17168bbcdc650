import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export type CachedPage = { html: string; etag: string; day: string };

const CHANNEL = 'restaurant_content_changed';

/**
 * Rendered public pages by path and language. Every content write clears it, on this instance at
 * once and, on PostgreSQL, on every other instance through LISTEN/NOTIFY. A page rendered on an
 * earlier day (in the restaurant's time zone) counts as missing, so the cache turns over at midnight.
 */
export function createPageCache(options: { postgresUrl?: string; log: FastifyBaseLogger }) {
  const pages = new Map<string, CachedPage>();
  const instance = randomUUID();
  let listener: pg.Client | undefined;
  let notifier: pg.Pool | undefined;
  let closed = false;

  async function listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.payload !== instance) pages.clear();
    });
    client.on('error', (error) => {
      options.log.warn({ err: error }, 'page cache listener lost; reconnecting');
      pages.clear();
      if (!closed) setTimeout(() => void listen(url).catch(() => undefined), 1_000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  return {
    async start(): Promise<void> {
      if (!options.postgresUrl) return;
      notifier = new pg.Pool({ connectionString: options.postgresUrl, max: 1 });
      await listen(options.postgresUrl);
    },
    get(key: string, day: string): CachedPage | undefined {
      const page = pages.get(key);
      return page?.day === day ? page : undefined;
    },
    set(key: string, day: string, html: string): CachedPage {
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      const page = { html, etag, day };
      pages.set(key, page);
      return page;
    },
    invalidate(): void {
      pages.clear();
      notifier?.query('SELECT pg_notify($1, $2)', [CHANNEL, instance]).catch((error: unknown) => {
        options.log.warn({ err: error }, 'could not tell other instances to drop their pages');
      });
    },
    async close(): Promise<void> {
      closed = true;
      await listener?.end().catch(() => undefined);
      await notifier?.end();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
