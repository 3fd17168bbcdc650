import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPublicCache } from '#src/plugins/public-cache.ts';

const cache = () =>
  createPublicCache({
    timeZone: 'Europe/Budapest',
    now: () => Date.now(),
    log: { warn: () => undefined } as unknown as FastifyBaseLogger,
  });

describe('the public cache with addresses whose query varies freely', () => {
  it('keeps at most 500 answers of filtered addresses, leaving room for the pages themselves', () => {
    const answers = cache();
    const at = answers.now();
    for (let index = 0; index < 3_000; index++) {
      answers.store(
        `menu|hu|avoid=${index}`,
        at,
        Buffer.from(`filtered ${index}`),
        {},
        { variant: true },
      );
    }
    const kept = Array.from({ length: 3_000 }, (_, index) => answers.get(`menu|hu|avoid=${index}`));
    expect(kept.filter(Boolean)).toHaveLength(500);
    answers.store('menu|hu', at, Buffer.from('the menu'), {});
    expect(answers.get('menu|hu')?.identity.body.toString()).toBe('the menu');
  });

  it('gives the filtered answers their room again after a content change', async () => {
    const answers = cache();
    const first = answers.now();
    for (let index = 0; index < 500; index++) {
      answers.store(`menu|hu|avoid=${index}`, first, Buffer.from('x'), {}, { variant: true });
    }
    await answers.invalidate();
    const at = answers.now();
    answers.store('menu|hu|avoid=1,7', at, Buffer.from('after'), {}, { variant: true });
    expect(answers.get('menu|hu|avoid=1,7')?.identity.body.toString()).toBe('after');
  });
});
