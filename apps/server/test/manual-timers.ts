import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ShutdownTimers } from '#src/serve.ts';

type Timer = { at: number; callback: () => void; every?: number };

/** Timers that fire only when the test moves their clock, letting I/O run between them. */
export class ManualTimers implements ShutdownTimers {
  now = 0;
  private next = 1;
  private readonly timers = new Map<number, Timer>();

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

  /** Moves the clock by `ms`, firing every timer due on the way in order. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.now = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.timers.delete(id);
      timer.callback();
      await nextTurn();
    }
    this.now = end;
    await nextTurn();
  }
}
