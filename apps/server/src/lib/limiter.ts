/** Runs at most `concurrency` tasks at once and refuses work once `maxQueued` tasks wait. */
export function createLimiter(concurrency: number, maxQueued: number) {
  let running = 0;
  const queue: Array<() => void> = [];

  return {
    /** Resolves with the task's result, or with `undefined` when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<T | undefined> {
      if (running >= concurrency) {
        if (queue.length >= maxQueued) return undefined;
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      running++;
      try {
        return await task();
      } finally {
        running--;
        queue.shift()?.();
      }
    },
  };
}
