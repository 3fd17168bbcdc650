type Waiter = { start: () => void; timer: NodeJS.Timeout };

export type LimiterOptions = {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at most, in each lane; one more is refused at once. */
  maxQueued: number;
  /** A task that has waited this long without starting is refused. */
  maxWaitMs: number;
};

/**
 * Runs at most `concurrency` tasks at once. Waiting tasks start in order, those in the priority
 * lane before all others; a task that finds its lane full, or waits past the deadline, is refused
 * and never runs.
 */
export function createLimiter({ concurrency, maxQueued, maxWaitMs }: LimiterOptions) {
  let running = 0;
  const lanes = { priority: [] as Waiter[], ordinary: [] as Waiter[] };
  const laneOf = (priority = false) => (priority ? lanes.priority : lanes.ordinary);

  const startNext = () => {
    const next = lanes.priority.shift() ?? lanes.ordinary.shift();
    if (!next) return;
    clearTimeout(next.timer);
    // Taken on the waiter's behalf now, so that no newcomer slips in before it resumes.
    running++;
    next.start();
  };

  /** Resolves true once the task holds a place among the running, false when it is refused. */
  const admitted = (lane: Waiter[]): Promise<boolean> => {
    if (running < concurrency) {
      running++;
      return Promise.resolve(true);
    }
    if (lane.length >= maxQueued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(true),
        timer: setTimeout(() => {
          lane.splice(lane.indexOf(waiter), 1);
          resolve(false);
        }, maxWaitMs),
      };
      lane.push(waiter);
    });
  };

  return {
    /**
     * Whether a task of the lane would be taken now, to run or to wait: false when it would be
     * refused at once, so that a caller can refuse it before doing any work for it.
     */
    hasRoom(options: { priority?: boolean } = {}): boolean {
      return running < concurrency || laneOf(options.priority).length < maxQueued;
    },
    /** Resolves with the task's result, or with `undefined` when the task was refused. */
    async run<T>(
      task: () => Promise<T>,
      options: { priority?: boolean } = {},
    ): Promise<T | undefined> {
      if (!(await admitted(laneOf(options.priority)))) return undefined;
      try {
        return await task();
      } finally {
        running--;
        startNext();
      }
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
