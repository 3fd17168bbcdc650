import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLimiter } from './limiter.ts';

/** A task that runs until it is let go, recording that it started. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<string>((resolve) => (release = () => resolve(name)));
  return { task: () => (started.push(name), done), release };
}

describe('the limiter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs no more tasks at once than its concurrency and starts the waiting ones in turn', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 10, maxWaitMs: 1_000 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g) => limiter.run(g.task));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    gates[0]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b', 'c']);
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a task at once when its lane already holds the most that may wait', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 2, maxWaitMs: 1_000 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g) => limiter.run(g.task));
    expect(await results[3]).toBeUndefined();
    for (const g of gates) g.release();
    expect(await Promise.all(results.slice(0, 3))).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('refuses a task that has waited past the deadline, and never runs it', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 5, maxWaitMs: 1_000 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const late = gate(started, 'late');
    const running = limiter.run(first.task);
    const waiting = limiter.run(late.task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBeUndefined();
    first.release();
    expect(await running).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['first']);
  });

  it('starts a task of the priority lane before every ordinary one that waits, even with the ordinary lane full', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 2, maxWaitMs: 1_000 });
    const started: string[] = [];
    const gates = ['running', 'ordinary-1', 'ordinary-2'].map((name) => gate(started, name));
    const known = gate(started, 'known');
    const results = gates.map((g) => limiter.run(g.task));
    const knownResult = limiter.run(known.task, { priority: true });
    gates[0]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['running', 'known']);
    known.release();
    for (const g of gates) g.release();
    expect(await knownResult).toBe('known');
    expect(await Promise.all(results)).toEqual(['running', 'ordinary-1', 'ordinary-2']);
  });

  it('says a lane has room while a task would run or wait, and not once it would be refused', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 1, maxWaitMs: 1_000 });
    const started: string[] = [];
    const [running, waiting, known] = ['running', 'waiting', 'known'].map((name) =>
      gate(started, name),
    );
    expect(limiter.hasRoom()).toBe(true);
    const results = [limiter.run(running!.task)];
    expect(limiter.hasRoom()).toBe(true);
    results.push(limiter.run(waiting!.task));
    expect(limiter.hasRoom()).toBe(false);
    // The other lane is counted apart.
    expect(limiter.hasRoom({ priority: true })).toBe(true);
    results.push(limiter.run(known!.task, { priority: true }));
    expect(limiter.hasRoom({ priority: true })).toBe(false);
    for (const g of [running, waiting, known]) g!.release();
    expect(await Promise.all(results)).toEqual(['running', 'waiting', 'known']);
    expect(limiter.hasRoom()).toBe(true);
  });
});
