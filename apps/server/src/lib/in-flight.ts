import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work that callers asking for the same key at the same moment share. The first caller's work
 * starts on the event loop's next turn, so that the requests already received join it; those who
 * ask while it runs wait for its result; once it has settled, the next caller starts anew. Nothing
 * is kept after it settles, so no result is older than the moment it was asked for.
 */
export function shareInFlight<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, make) => {
    const found = running.get(key);
    if (found) return found;
    const started = nextTurn()
      .then(make)
      .finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
