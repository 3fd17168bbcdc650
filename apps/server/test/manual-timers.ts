import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Timers } from '#src/lib/timers.ts';

type Timer = { at: number; callback: () => void; every?: number };

/**
 * Timers that fire only when the test moves their clock, letting I/O run between them. Given the
 * app's clock, moving the timers moves the app's time with them.
 */
export class ManualTimers implements Timers {
  private next = 1;
  private readonly timers = new Map<number, Timer>();
  private readonly clock: { now: number };

  constructor(clock: { now: number } = { now: 0 }) {
    this.clock = clock;
  }

  get now(): number {
    return this.clock.now;
  }

  setTimeout(callback: () => void, ms: number): number {
    this.timers.set(this.next, { at: this.now + ms, callback });
    return this.next++;
  }

  setInterval(callback: () => void, ms: number): number {
    this.timers.set(this.next, { at: this.now + ms, callback, every: ms });
    return this.next++;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /**
   * Moves the clock by `ms`, firing every timer due on the way in order. A timer left behind by a
   * jump of the clock itself fires once, as Node's do after a blocked event loop.
   */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.clock.now = Math.max(this.now, timer.at);
      if (timer.every) timer.at = this.now + timer.every;
      else this.timers.delete(id);
      timer.callback();
      await nextTurn();
    }
    this.clock.now = end;
    await nextTurn();
  }
}
