import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { ResilientClient } from '#src/db/database.ts';
import { APPLICATION_NAME } from '#src/db/in-use.ts';
import type { Stamp } from '#src/plugins/cached-answer.ts';

const CHANNEL = 'restaurant_content_changed';
const NOTIFY = 'SELECT pg_notify($1, $2)';
/** The prefix of an instance's answer to another's change: it has dropped its answers. */
const ACK = 'ack:';
/** How long a writer waits for the other instances to confirm before it answers anyway. */
const ANNOUNCE_WAIT_MS = 1_000;
/** How often the content version stored in the database is read (by the app's clock). */
const FOLLOW_STORED_MS = 1_000;

export type ContentVersionOptions = {
  postgresUrl?: string;
  timeZone: string;
  now: () => number;
  log: FastifyBaseLogger;
  /**
   * The content version the database holds: read at most once a second, so that a change no
   * notification told of (a command-line seed or reset) drops the answers; replaced on a change.
   */
  stored?: { read: () => Promise<string | null>; record: () => Promise<string> };
};

/**
 * What the public answers are valid for: one content version and one day in the restaurant's
 * time zone. Every content write starts a new version: on this instance before the write is
 * answered and, on PostgreSQL, on every other instance through LISTEN/NOTIFY; `dropped` is told
 * each time.
 */
export function createContentVersions(options: ContentVersionOptions, dropped: () => void) {
  const instance = randomUUID();
  const acknowledgements = new Map<string, () => void>();
  let version = 0;
  let sent = 0;
  let listener: pg.Client | undefined;
  let notifier: pg.Pool | undefined;
  let closed = false;

  // The day is reckoned at most once a second instead of on every request.
  let day = '';
  let dayFrom = Infinity;
  function today(): string {
    const now = options.now();
    if (now < dayFrom || now >= dayFrom + 1_000) {
      day = dateIn(options.timeZone, now);
      dayFrom = now;
    }
    return day;
  }

  function drop(): void {
    version += 1;
    dropped();
  }

  let storedSeen: string | null | undefined;
  let storedReadAt = -Infinity;
  /** A look at the stored version, when a second has passed since the last one. */
  function follow(): Promise<void> | undefined {
    const now = options.now();
    if (!options.stored || now - storedReadAt < FOLLOW_STORED_MS) return undefined;
    storedReadAt = now;
    return options.stored.read().then(
      (stored) => {
        if (storedSeen !== undefined && stored !== storedSeen) drop();
        storedSeen = stored;
      },
      // The database is away: the health check and the requests say so.
      () => undefined,
    );
  }

  async function record(): Promise<void> {
    try {
      storedSeen = await options.stored?.record();
    } catch (error) {
      options.log.error({ err: error }, 'could not record the content change in the database');
    }
  }

  async function listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
    client.on('notification', ({ payload = '' }) => {
      if (payload.startsWith(ACK)) {
        acknowledgements.get(payload.slice(ACK.length))?.();
      } else if (!payload.startsWith(`${instance}:`)) {
        drop();
        notifier?.query(NOTIFY, [CHANNEL, `${ACK}${payload}`]).catch(() => undefined);
      }
    });
    client.on('error', (error) => {
      // A broken connection reports more than one error; reconnect once.
      if (listener !== client) return;
      listener = undefined;
      options.log.warn({ err: error }, 'public cache listener lost; reconnecting');
      drop();
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(url), 1_000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  /** Keeps trying, since answers may be stale while no notification can arrive. */
  async function reconnect(url: string): Promise<void> {
    try {
      await listen(url);
    } catch {
      drop();
      if (!closed) setTimeout(() => void reconnect(url), 5_000);
    }
  }

  /**
   * Tells the other instances and waits until each of them (every other session listening on the
   * channel) has dropped its answers, so that the next read anywhere sees the write.
   */
  async function announce(): Promise<void> {
    if (!notifier) return;
    const change = `${instance}:${++sent}`;
    try {
      const { rows } = await notifier.query<{ listeners: number }>(
        `SELECT count(*)::int AS listeners FROM pg_stat_activity
          WHERE datname = current_database() AND query = $1`,
        [`LISTEN ${CHANNEL}`],
      );
      let awaited = (rows[0]?.listeners ?? 0) - (listener ? 1 : 0);
      const acknowledged = new Promise<void>((resolve) => {
        if (awaited <= 0) resolve();
        acknowledgements.set(change, () => {
          if (--awaited <= 0) resolve();
        });
      });
      await notifier.query(NOTIFY, [CHANNEL, change]);
      await Promise.race([acknowledged, sleep(ANNOUNCE_WAIT_MS, undefined, { ref: false })]);
    } catch (error) {
      options.log.error({ err: error }, 'could not tell other instances that content changed');
    } finally {
      acknowledgements.delete(change);
    }
  }

  return {
    async start(): Promise<void> {
      if (!options.postgresUrl) return;
      notifier = new pg.Pool({
        Client: ResilientClient,
        application_name: APPLICATION_NAME,
        connectionString: options.postgresUrl,
        max: 1,
      });
      notifier.on('error', () => undefined);
      await listen(options.postgresUrl);
    },
    /** The version and day an answer produced from now on belongs to. */
    now(): Stamp {
      return { version, day: today() };
    },
    /** Whether an answer made at `at` is still valid. */
    current(at: Stamp): boolean {
      return at.version === version && at.day === today();
    },
    follow,
    /** A content write: every answer is stale, here and on every other instance. */
    async change(): Promise<void> {
      drop();
      await Promise.all([announce(), record()]);
    },
    async close(): Promise<void> {
      closed = true;
      await listener?.end().catch(() => undefined);
      await notifier?.end();
    },
  };
}
