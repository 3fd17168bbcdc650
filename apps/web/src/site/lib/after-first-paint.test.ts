// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '#web/site/lib/after-first-paint.ts';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A PerformanceObserver whose paints the test reports by hand. */
function fakeObserver() {
  const observing = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    readonly callback: (entries: Entries, observer: FakeObserver) => void;
    constructor(callback: (entries: Entries, observer: FakeObserver) => void) {
      this.callback = callback;
    }
    observe() {
      observing.add(this);
    }
    disconnect() {
      observing.delete(this);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    const entries = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) };
    for (const observer of [...observing]) observer.callback(entries, observer);
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 30));
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first contentful paint once the page has loaded', async () => {
    const paint = fakeObserver();
    const waiting = afterFirstPaint();
    paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
  });

  it('falls back to a frame after the load where the browser cannot report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
