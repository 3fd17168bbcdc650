import { createHash, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { ResilientClient } from '#src/db/database.ts';

/** A rendered page as bytes, with its compressed forms made once when it is stored. */
type CachedPage = { html: Buffer; br: Buffer; gzip: Buffer; etag: string; day: string };

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
      // A broken connection reports more than one error; reconnect once.
      if (listener !== client) return;
      listener = undefined;
      options.log.warn({ err: error }, 'page cache listener lost; reconnecting');
      pages.clear();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(url), 1_000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  /** Keeps trying, since pages may be stale while no notification can arrive. */
  async function reconnect(url: string): Promise<void> {
    try {
      await listen(url);
    } catch {
      pages.clear();
      if (!closed) setTimeout(() => void reconnect(url), 5_000);
    }
  }

  return {
    async start(): Promise<void> {
      if (!options.postgresUrl) return;
      notifier = new pg.Pool({
        Client: ResilientClient,
        connectionString: options.postgresUrl,
        max: 1,
      });
      notifier.on('error', () => undefined);
      await listen(options.postgresUrl);
    },
    get(key: string, day: string): CachedPage | undefined {
      const page = pages.get(key);
      return page?.day === day ? page : undefined;
    },
    set(key: string, day: string, text: string): CachedPage {
      const html = Buffer.from(text);
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      const br = zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
      });
      const page = { html, br, gzip: zlib.gzipSync(html, { level: 9 }), etag, day };
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
