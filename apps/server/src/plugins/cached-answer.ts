import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * How long shared caches (a CDN) may keep a public answer: a change reaches every guest within
 * s-maxage + stale-while-revalidate = 60 s. Browsers revalidate every time (max-age=0), so a
 * guest who reloads after an edit on the server itself sees it at once, at the cost of a 304
 * (docs/decisions/006-cdn-caching.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** Answers smaller than this go out uncompressed: compression would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;
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
/** How long content must stay unchanged before its answers are compressed as small as they go. */
const REFINE_AFTER_MS = 1_000;

export type Headers = Record<string, string | number | readonly string[] | undefined>;

export type Compressed = 'br' | 'gzip';

/** The encoding to send in, of those a client accepts (`accept-encoding`): Brotli before gzip. */
export function acceptedEncoding(accepted: string | undefined): Compressed | undefined {
  return /\bbr\b/.test(accepted ?? '')
    ? 'br'
    : /\bgzip\b/.test(accepted ?? '')
      ? 'gzip'
      : undefined;
}

/** One form of an answer: its bytes, the headers sent with them and those of a 304 for them. */
export type Wire = {
  body: Buffer;
  headers: string[];
  unchanged: string[];
  /** On a quick form asked for again: has the smallest made in its place. */
  refine?: () => void;
};

/** The content version and the restaurant's day an answer was made in, and is valid for. */
export type Stamp = { version: number; day: string };

/**
 * A public answer kept as bytes, with its header lists made once. The compressed forms are made
 * when a client first asks for one, so an uncached answer waits only for the form it sends.
 */
export type CachedAnswer = Stamp & {
  /** What it is stored under. */
  key: string;
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
 * of a millisecond. Once the content has stayed unchanged for a while, the smallest form (Brotli
 * 11: a tenth smaller than Brotli 5 on the menu, a sixth on a long one) is made on libuv's thread
 * pool, off the event loop, and serves every guest after. A burst of edits thus costs no more
 * than the quick forms (REFINE_AFTER_MS).
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

/** One form of the answer, its bytes with the headers sent with them. */
export function wire(common: Headers, body: Buffer, etag: string, encoding?: string): Wire {
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

/** An answer made of a response's bytes and headers, as kept and sent from the cache. */
export function makeAnswer(key: string, at: Stamp, body: Buffer, headers: Headers): CachedAnswer {
  const tag = tagOfBytes(body);
  const common: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_RESPONSE.has(name.toLowerCase())) common[name] = value;
  }
  common['cache-control'] = PUBLIC_CACHE_CONTROL;
  if (body.length >= COMPRESS_FROM_BYTES) common.vary = 'Accept-Encoding';
  const identity = wire(common, body, `"${tag}"`);
  return {
    key,
    version: at.version,
    day: at.day,
    tag,
    identity,
    common,
    // Small answers go out uncompressed whatever the client accepts.
    compressed: common.vary ? {} : { br: identity, gzip: identity },
  };
}

/**
 * The answer in a compressed form: the quick one on first use. When it is asked for again and
 * the content stays unchanged for a while, it is replaced by the best one, made on libuv's thread
 * pool; an answer asked for once (one filter of many) never costs that. Each form has its own tag,
 * since their bytes differ. The storage is told of each form made, which it counts.
 */
export function encoded(
  answer: CachedAnswer,
  encoding: Compressed,
  kept: { holds: (answer: CachedAnswer) => boolean; grown: (answer: CachedAnswer) => void },
): Wire {
  const made = answer.compressed[encoding];
  if (made) {
    made.refine?.();
    return made;
  }
  const { suffix, quick, best } = ENCODINGS[encoding];
  const body = answer.identity.body;
  const form = wire(answer.common, quick(body), `"${answer.tag}${suffix}-quick"`, encoding);
  form.refine = () => {
    form.refine = undefined;
    const refine = () => {
      if (!kept.holds(answer)) return;
      best(body, (error, smallest) => {
        if (error || !kept.holds(answer)) return;
        answer.compressed[encoding] = wire(
          answer.common,
          smallest,
          `"${answer.tag}${suffix}"`,
          encoding,
        );
        kept.grown(answer);
      });
    };
    setTimeout(refine, REFINE_AFTER_MS).unref();
  };
  answer.compressed[encoding] = form;
  kept.grown(answer);
  return form;
}
