import { describe, expect, it } from 'vitest';
import type { Stamp } from '#src/plugins/cached-answer.ts';
import { createPageData, type PageRead } from '#src/modules/site/page-data.ts';

/** A content version that a test moves, as a write does. */
function versions() {
  let version = 1;
  return {
    now: (): Stamp => ({ version, day: '2026-11-29' }),
    current: (at: Stamp) => at.version === version,
    write: () => {
      version += 1;
    },
  };
}

const restaurant = (name: string) => ({ name }) as never;

describe('the public pages data', () => {
  it('is read once for a content version and read again after a write', async () => {
    const clock = versions();
    const reads: string[] = [];
    const read: PageRead = async (page) => {
      reads.push(page);
      return {
        data: null,
        restaurant: restaurant(`v${reads.length}`),
        allergens: [],
        complete: true,
      };
    };
    const pageData = createPageData(read, clock);
    expect((await pageData('menu')).restaurant).toEqual({ name: 'v1' });
    expect((await pageData('menu')).restaurant).toEqual({ name: 'v1' });
    await pageData('drinks');
    expect(reads).toEqual(['menu', 'drinks']);
    clock.write();
    expect((await pageData('menu')).restaurant).toEqual({ name: 'v3' });
    expect(reads).toEqual(['menu', 'drinks', 'menu']);
  });

  it('reads again after a read that failed in part', async () => {
    let reads = 0;
    const pageData = createPageData(async () => {
      reads += 1;
      return { data: null, restaurant: null, allergens: [], complete: reads > 1 };
    }, versions());
    await pageData('home');
    await pageData('home');
    await pageData('home');
    expect(reads).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const clock = versions();
    let reads = 0;
    const pageData = createPageData(async () => {
      reads += 1;
      if (reads === 1) clock.write();
      return { data: null, restaurant: null, allergens: [], complete: true };
    }, clock);
    await pageData('menu');
    await pageData('menu');
    await pageData('menu');
    expect(reads).toBe(2);
  });
});
