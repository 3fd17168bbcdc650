import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { createAnswerStorage, type AnswerBudget } from '#src/plugins/cache-storage.ts';
import {
  PUBLIC_CACHE_CONTROL,
  acceptedEncoding,
  encoded,
  makeAnswer,
  type CachedAnswer,
  type Headers,
  type Stamp,
} from '#src/plugins/cached-answer.ts';
import {
  createContentVersions,
  type ContentVersionOptions,
} from '#src/plugins/content-versions.ts';

/**
 * Public answers (pages and public API reads) as bytes, valid for one content version and one day
 * in the restaurant's time zone (content-versions.ts), kept within a budget of bytes
 * (cache-storage.ts). An answer produced while a write happened is not kept, since it may hold
 * what came before.
 */
export function createPublicCache(
  options: ContentVersionOptions & {
    budget: AnswerBudget;
    /** Counts an answer sent from the cache. */
    onHit?: () => void;
  },
) {
  const storage = createAnswerStorage(options.budget);
  const versions = createContentVersions(options, () => storage.clear());

  function valid(answer: CachedAnswer | undefined): CachedAnswer | undefined {
    if (!answer || versions.current(answer)) return answer;
    storage.delete(answer);
    return undefined;
  }
  const kept = {
    holds: (answer: CachedAnswer) => versions.current(answer) && storage.holds(answer),
    grown: storage.grown,
  };

  return {
    start: versions.start,
    /** The version and day an answer produced from now on belongs to. */
    now: versions.now,
    /** Whether what was read at `at` is still valid: no content write and the same day since. */
    current: versions.current,
    get(key: string): CachedAnswer | undefined {
      return valid(storage.get(key));
    },
    /** The answer last sent for this exact address (path and query). */
    atAddress(url: string): CachedAnswer | undefined {
      return valid(storage.atAddress(url));
    },
    /**
     * Stores an answer under its key, made at `at` (taken before its data was read), if no write
     * happened meanwhile; `filtered` answers are kept within their own budget.
     */
    store(
      key: string,
      at: Stamp,
      body: Buffer,
      headers: Headers,
      kind: { filtered?: boolean } = {},
    ): CachedAnswer {
      const answer = makeAnswer(key, at, body, headers);
      if (versions.current(at)) storage.set(answer, kind);
      return answer;
    },
    /** Remembers that an address (with whatever query it had) is answered by a kept answer. */
    remember: storage.remember,
    /** The bytes the answers hold, by part of the budget. */
    bytes: storage.bytes,
    /** Sends a stored answer straight to the socket: a 304 if the client has it, else its bytes. */
    send(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer): void {
      options.onHit?.();
      // An answer not kept (a filter asked for the first time) goes out as it is: compressing a
      // page that may never be asked for again would cost more than it saves, and a client
      // walking through filters would keep the allocator's memory busy with it.
      const encoding = kept.holds(answer)
        ? acceptedEncoding(request.headers['accept-encoding'])
        : undefined;
      const form = encoding ? encoded(answer, encoding, kept) : answer.identity;
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
    invalidate: versions.change,
    follow: versions.follow,
    close: versions.close,
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

declare module 'fastify' {
  interface FastifyRequest {
    /** When a public read began (content version and day), for keeping its answer. */
    cachedAt: Stamp | null;
  }
  interface FastifyContextConfig {
    /**
     * A read whose answer is the same for everyone and may be kept here and by a CDN until content
     * changes. Being public is not enough: answers carrying a secret or a state of the database
     * (an invitation, the health check) are never kept.
     */
    cached?: boolean;
    /**
     * False on writes that change no public answer (sessions, accounts): they keep the cache; a
     * function says it of each request.
     */
    content?: boolean | ((request: FastifyRequest) => boolean);
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changesContent(request: FastifyRequest): boolean {
  const { content } = request.routeOptions.config;
  return typeof content === 'function' ? content(request) : content !== false;
}

/**
 * Answers cached reads from the cache before any other hook runs, keeps the answers of the reads
 * that opt in, and starts a new content version when a write that may change them succeeds.
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache): void {
  app.decorateRequest('cachedAt', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
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
    } else if (reply.statusCode < 400 && changesContent(request)) {
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
