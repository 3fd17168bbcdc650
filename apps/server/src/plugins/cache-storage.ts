import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '#src/plugins/cached-answer.ts';

/** The bytes each part of the public cache may hold (config.cache). */
export type AnswerBudget = { answers: number; filtered: number; addresses: number };

/** What one form costs beside its bytes: its two header lists and the objects holding them. */
const FORM_OVERHEAD_BYTES = 1024;

/**
 * The memory an answer holds: the bytes of each of its forms and what their header lists cost,
 * and its key (a form shared by several encodings counts once).
 */
export function answerBytes(answer: CachedAnswer): number {
  const forms = new Set([answer.identity, ...Object.values(answer.compressed)]);
  let bytes = answer.key.length * 2;
  for (const form of forms) bytes += form.body.length + FORM_OVERHEAD_BYTES;
  return bytes;
}

/** What one entry of keys and addresses costs beside its text: the entry that holds it. */
const KEY_OVERHEAD_BYTES = 64;
/**
 * The part of the filtered pages' budget that names the filters asked for once. A filtered page is
 * kept from its second ask: a client walking through filters one after another then neither
 * pushes out the pages guests ask for again nor leaves the pages it was sent for the garbage
 * collector to find after they have aged in the cache.
 */
const ASKED_ONCE_SHARE = 0.1;

/**
 * The public answers by key, within a budget of bytes: when one more does not fit, the least
 * recently used go. The answers of addresses whose query varies freely (an allergy filter's
 * combinations) have a budget of their own, so that they can never take the room of the pages'.
 * Each address (path and query) names the key of the answer it was last sent, so that the many
 * ways of writing one address share one answer and cost only their text.
 */
export function createAnswerStorage(budget: AnswerBudget) {
  const lru = (maxSize: number) =>
    new LRUCache<string, CachedAnswer>({ maxSize, sizeCalculation: answerBytes });
  const answers = lru(budget.answers);
  const askedOnce = new LRUCache<string, true>({
    maxSize: Math.floor(budget.filtered * ASKED_ONCE_SHARE),
    sizeCalculation: (_value, key) => key.length * 2 + KEY_OVERHEAD_BYTES,
  });
  const filtered = lru(budget.filtered - askedOnce.maxSize);
  const addresses = new LRUCache<string, string>({
    maxSize: budget.addresses,
    sizeCalculation: (key, url) => (url.length + key.length) * 2 + KEY_OVERHEAD_BYTES,
  });
  const holding = (answer: CachedAnswer) =>
    [answers, filtered].find((store) => store.peek(answer.key) === answer);

  const get = (key: string) => answers.get(key) ?? filtered.get(key);

  return {
    get,
    /** The answer last sent for this exact address, if it is still kept. */
    atAddress(url: string): CachedAnswer | undefined {
      const key = addresses.get(url);
      return key === undefined ? undefined : get(key);
    },
    set(answer: CachedAnswer, options: { filtered?: boolean } = {}): void {
      if (!options.filtered) answers.set(answer.key, answer);
      else if (askedOnce.delete(answer.key)) filtered.set(answer.key, answer);
      else askedOnce.set(answer.key, true);
    },
    remember(url: string, answer: CachedAnswer): void {
      if (holding(answer)) addresses.set(url, answer.key);
    },
    /** A kept answer has gained a form: it is counted anew (set again, as the library counts). */
    grown(answer: CachedAnswer): void {
      const store = holding(answer);
      store?.delete(answer.key);
      store?.set(answer.key, answer);
    },
    holds: (answer: CachedAnswer): boolean => holding(answer) !== undefined,
    delete(answer: CachedAnswer): void {
      holding(answer)?.delete(answer.key);
    },
    clear(): void {
      answers.clear();
      filtered.clear();
      askedOnce.clear();
      addresses.clear();
    },
    /** The bytes held, by part. */
    bytes(): AnswerBudget {
      return {
        answers: answers.calculatedSize,
        filtered: filtered.calculatedSize + askedOnce.calculatedSize,
        addresses: addresses.calculatedSize,
      };
    },
  };
}

export type AnswerStorage = ReturnType<typeof createAnswerStorage>;
