import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** The options the plugin hands its stores: the plugin's merged with a route's. */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  groupId?: string;
};

type StoreCtor = new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

// The plugin's own in-memory store (a bounded LRU of counters), which it does not export.
const LocalStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as StoreCtor;

const make = (options: StoreOptions) =>
  new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);

/**
 * The rate-limit store: one counter per client for each route, except that the routes naming the
 * same `groupId` count in one bucket (booking through the API and through the page's form is one
 * limit, not two).
 */
export class GroupedStore implements FastifyRateLimitStore {
  private readonly own: FastifyRateLimitStore;
  private readonly groups = new Map<string, FastifyRateLimitStore>();

  constructor(options: StoreOptions) {
    this.own = make(options);
  }

  incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
    this.own.incr(...args);
  }

  child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin hands its children the route's merged limit options, not the route itself.
    const options = route as unknown as StoreOptions;
    if (!options.groupId) return make(options);
    let shared = this.groups.get(options.groupId);
    if (!shared) {
      shared = make(options);
      this.groups.set(options.groupId, shared);
    }
    return shared;
  }
}
