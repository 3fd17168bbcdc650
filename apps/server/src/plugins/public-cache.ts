import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { ResilientClient } from '#src/db/database.ts';
import { APPLICATION_NAME } from '#src/db/in-use.ts';
import { inUnitOfWork } from '#src/db/unit-of-work.ts';

/**
 * How long shared caches (a CDN) may keep a public answer: a change reaches every guest within
 * s-maxage + stale-while-revalidate = 60 s. Browsers revalidate every time (max-age=0), so a
 * guest who reloads after an edit on the server itself sees it at once, at the cost of a 304
 * (docs/decisions/006-cdn-caching.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

const CHANNEL = 'restaurant_content_changed';
const NOTIFY = 'SELECT pg_notify($1, $2)';
/** The prefix of an instance's answer to another's change: it has dropped its answers. */
const ACK = 'ack:';
/** Answers smaller than this go out uncompressed: compression would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;
/** Bounds the memory that addresses with arbitrary extra query parameters can take. */
const MAX_ADDRESSES = 2_000;
const MAX_ANSWERS = 2_000;
/**
 * Bounds the answers of addresses whose query varies freely (an allergy filter's combinations),
 * so that they can never take the room of the pages' own answers.
 */
const MAX_VARIANT_ANSWERS = 500;
/** How long content must stay unchanged before its answers are compressed as small as they go. */
const REFINE_AFTER_MS = 1_000;
/** How long a writer waits for the other instances to confirm before it answers anyway. */
const ANNOUNCE_WAIT_MS = 1_000;
/** How often the content version stored in the database is read (by the app's clock). */
const FOLLOW_STORED_MS = 1_000;
/** Headers that belong to one response, not to the stored answer. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'x-request-id',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

type Headers = Record<string, string | number | readonly string[] | undefined>;

type Encoding = 'identity' | 'br' | 'gzip';
type Compressed = Exclude<Encoding, 'identity'>;

/** One form of an answer: its bytes, the headers sent with them and those of a 304 for them. */
type Wire = { body: Buffer; headers: string[]; unchanged: string[] };

/**
 * A public answer kept as bytes, with its header lists made once. The compressed forms are made
 * when a client first asks for one, so an uncached answer waits only for the form it sends.
 */
export type CachedAnswer = {
  version: number;
  day: string;
  /** The tag of the uncompressed bytes; each compressed form adds a suffix to it. */
  tag: string;
  identity: Wire;
  compressed: { br?: Wire; gzip?: Wire };
  /** The stored headers without those of one form (length, encoding, tag). */
  common: Headers;
};

type Done = (error: Error | null, result: Buffer) => void;

const brotli = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/**
 * How each encoding is made. The first guest asking after a change gets a form made in a fraction
 * of a millisecond. Once the content has stayed unchanged for REFINE_AFTER_MS, the smallest form
 * (Brotli 11: a tenth smaller than Brotli 5 on the menu, a sixth on a long one) is made on libuv's
 * thread pool, off the event loop, and serves every guest after. A burst of edits thus costs no
 * more than the quick forms.
 */
const ENCODINGS: Record<
  Compressed,
  { suffix: string; quick: (body: Buffer) => Buffer; best: (body: Buffer, done: Done) => void }
> = {
  br: {
    suffix: '-br',
    quick: (body) => zlib.brotliCompressSync(body, brotli(2, body)),
    best: (body, done) => zlib.brotliCompress(body, brotli(11, body), done),
  },
  gzip: {
    suffix: '-gz',
    quick: (body) => zlib.gzipSync(body, { level: 1 }),
    best: (body, done) => zlib.gzip(body, { level: 9 }, done),
  },
};

/**
 * The tag of an answer's content, whatever form carried it: each form's tag is the content's
 * (27 characters of base64url SHA-1) with a suffix for its encoding and, for the quick one, its
 * speed.
 */
export function contentTag(etag: string): string {
  const match = /^(?:W\/)?"([\w-]{27})/.exec(etag);
  return match ? `"${match[1]}"` : etag;
}

/** The tag of an answer's bytes: 27 characters of base64url SHA-1. */
export function tagOfBytes(body: Buffer | string): string {
  return createHash('sha1').update(body).digest('base64url');
}

function flat(headers: Headers): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [name, Array.isArray(value) ? value.join(', ') : String(value)],
  );
}

function wire(common: Headers, body: Buffer, etag: string, encoding?: string): Wire {
  return {
    body,
    headers: flat({
      ...common,
      etag,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }),
    unchanged: flat({ 'cache-control': PUBLIC_CACHE_CONTROL, etag, vary: common.vary }),
  };
}

/**
 * Public answers (pages and public API reads) as bytes, valid for one content version and one day
 * in the restaurant's time zone. Every content write starts a new version: on this instance before
 * the write is answered and, on PostgreSQL, on every other instance through LISTEN/NOTIFY. An
 * answer produced while a write happened is not kept, since it may hold what came before.
 */
export function createPublicCache(options: {
  postgresUrl?: string;
  timeZone: string;
  now: () => number;
  log: FastifyBaseLogger;
  /**
   * The content version the database holds: read at most once a second, so that a change no
   * notification told of (a command-line seed or reset) drops the answers; replaced on a change.
   */
  stored?: { read: () => Promise<string | null>; record: () => Promise<string> };
  /** Counts an answer sent from the cache. */
  onHit?: () => void;
}) {
  const answers = new Map<string, CachedAnswer>();
  const addresses = new Map<string, CachedAnswer>();
  const variants = new Set<string>();
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
    answers.clear();
    addresses.clear();
    variants.clear();
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

  function valid(answer: CachedAnswer | undefined): CachedAnswer | undefined {
    return answer && answer.version === version && answer.day === today() ? answer : undefined;
  }

  /**
   * The answer in a compressed form: the quick one on first use, replaced by the best one when the
   * content has stayed unchanged for a while. Each has its own tag, since their bytes differ.
   */
  function encoded(answer: CachedAnswer, encoding: Compressed): Wire {
    const made = answer.compressed[encoding];
    if (made) return made;
    const { suffix, quick, best } = ENCODINGS[encoding];
    const body = answer.identity.body;
    const form = wire(answer.common, quick(body), `"${answer.tag}${suffix}-quick"`, encoding);
    answer.compressed[encoding] = form;
    const refine = () => {
      if (!valid(answer)) return;
      best(body, (error, smallest) => {
        if (error) return;
        const etag = `"${answer.tag}${suffix}"`;
        answer.compressed[encoding] = wire(answer.common, smallest, etag, encoding);
      });
    };
    setTimeout(refine, REFINE_AFTER_MS).unref();
    return form;
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

  function store(
    key: string,
    at: { version: number; day: string },
    body: Buffer,
    headers: Headers,
    options: { variant?: boolean } = {},
  ): CachedAnswer {
    const tag = tagOfBytes(body);
    const common: Headers = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!PER_RESPONSE.has(name.toLowerCase())) common[name] = value;
    }
    common['cache-control'] = PUBLIC_CACHE_CONTROL;
    if (body.length >= COMPRESS_FROM_BYTES) common.vary = 'Accept-Encoding';
    const identity = wire(common, body, `"${tag}"`);
    const answer: CachedAnswer = {
      version: at.version,
      day: at.day,
      tag,
      identity,
      common,
      // Small answers go out uncompressed whatever the client accepts.
      compressed: common.vary ? {} : { br: identity, gzip: identity },
    };
    // Kept only if no write happened while it was being produced.
    const room =
      answers.has(key) ||
      (answers.size < MAX_ANSWERS && (!options.variant || variants.size < MAX_VARIANT_ANSWERS));
    if (room && at.version === version && at.day === today()) {
      answers.set(key, answer);
      if (options.variant) variants.add(key);
    }
    return answer;
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
    now(): { version: number; day: string } {
      return { version, day: today() };
    },
    get(key: string): CachedAnswer | undefined {
      return valid(answers.get(key));
    },
    /** The answer last sent for this exact address (path and query). */
    atAddress(url: string): CachedAnswer | undefined {
      return valid(addresses.get(url));
    },
    /** Stores an answer under its key, made at `at` (taken before its data was read). */
    store,
    /** Remembers that an address (with whatever query it had) is answered by `answer`. */
    remember(url: string, answer: CachedAnswer): void {
      if (answer.version === version && (addresses.size < MAX_ADDRESSES || addresses.has(url))) {
        addresses.set(url, answer);
      }
    },
    /** Sends a stored answer straight to the socket: a 304 if the client has it, else its bytes. */
    send(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer): void {
      options.onHit?.();
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding: Encoding = BR.test(accepted)
        ? 'br'
        : GZIP.test(accepted)
          ? 'gzip'
          : 'identity';
      const form = encoding === 'identity' ? answer.identity : encoded(answer, encoding);
      const match = request.headers['if-none-match'];
      if (match !== undefined && (match.includes(answer.tag) || match.trim() === '*')) {
        response.writeHead(304, form.unchanged);
        response.end();
        return;
      }
      response.writeHead(200, form.headers);
      response.end(request.method === 'HEAD' ? undefined : form.body);
    },
    /** A content write: every stored answer is stale, here and on every other instance. */
    async invalidate(): Promise<void> {
      drop();
      await Promise.all([announce(), record()]);
    },
    follow,
    async close(): Promise<void> {
      closed = true;
      await listener?.end().catch(() => undefined);
      await notifier?.end();
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

declare module 'fastify' {
  interface FastifyRequest {
    /** When a public read began (content version and day), for keeping its answer. */
    cachedAt: { version: number; day: string } | null;
  }
  interface FastifyContextConfig {
    /**
     * A read whose answer is the same for everyone and may be kept here and by a CDN until content
     * changes. Being public is not enough: answers carrying a secret or a state of the database
     * (an invitation, the health check) are never kept.
     */
    cached?: boolean;
    /** False on writes that change no public answer (sessions, accounts): they keep the cache. */
    content?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers cached reads from the cache before any other hook runs, keeps the answers of the reads
 * that opt in, and starts a new content version when a write that may change them succeeds.
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache): void {
  app.decorateRequest('cachedAt', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    // A read inside a change's unit of work sees what the change has not committed yet, and the
    // change needs what the database holds now: neither served from the cache nor kept in it.
    if (inUnitOfWork()) return done();
    const looking = cache.follow();
    if (looking) void looking.then(() => answerFromCache(request, reply, done));
    else answerFromCache(request, reply, done);
  });
  const answerFromCache = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const answer = cache.atAddress(request.url);
    if (!answer) {
      if (request.method === 'GET' && request.routeOptions.config.cached) {
        request.cachedAt = cache.now();
      }
      return done();
    }
    // Sent as stored, skipping the remaining hooks; `done` is not called since nothing follows.
    reply.hijack();
    cache.send(request.raw, reply.raw, answer);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method)) {
      if (request.cachedAt && reply.statusCode === 200 && typeof payload === 'string') {
        const answer = cache.store(
          request.url,
          request.cachedAt,
          Buffer.from(payload),
          reply.getHeaders(),
        );
        cache.remember(request.url, answer);
        reply.header('etag', `"${answer.tag}"`).header('cache-control', PUBLIC_CACHE_CONTROL);
      }
    } else if (reply.statusCode < 400 && request.routeOptions.config.content !== false) {
      await cache.invalidate();
    }
    return payload;
  });
}

/** Marks every write of a scope as one that changes no public answer. */
export function keepCacheOnWrites(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, content: false };
  });
}
