import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBytes } from '#src/plugins/cache-storage.ts';
import { createPublicCache } from '#src/plugins/public-cache.ts';

const KB = 1024;

const cache = (budget = { answers: 100 * KB, filtered: 50 * KB, addresses: 4 * KB }) =>
  createPublicCache({
    timeZone: 'Europe/Budapest',
    now: () => Date.now(),
    log: { warn: () => undefined } as unknown as FastifyBaseLogger,
    budget,
  });

/** A page of `kb` kilobytes (hexadecimal text, which compression can only halve). */
const page = (kb: number) => Buffer.from(randomBytes((kb * KB) / 2).toString('hex'));

/** A filtered answer asked for twice, as a guest's filter is kept from its second ask. */
function storeFiltered(answers: ReturnType<typeof cache>, key: string, body: Buffer) {
  answers.store(key, answers.now(), body, {}, { filtered: true });
  return answers.store(key, answers.now(), body, {}, { filtered: true });
}

/** Sends a kept answer to a client that accepts `encoding`, as a guest's request would. */
function sendTo(answers: ReturnType<typeof cache>, key: string, encoding: string) {
  const answer = answers.get(key)!;
  const request = { headers: { 'accept-encoding': encoding }, method: 'GET' } as IncomingMessage;
  const response = {
    writeHead: () => undefined,
    end: () => undefined,
  } as unknown as ServerResponse;
  answers.send(request, response, answer);
}

describe('the public cache within its budget of bytes', () => {
  it('keeps pages until their bytes fill the budget, then lets the least recently used go first', () => {
    const answers = cache();
    const at = answers.now();
    for (let index = 0; index < 9; index++) {
      answers.store(`page ${index}`, at, page(10), {});
    }
    expect(answers.bytes().answers).toBeGreaterThan(90 * KB);
    // The oldest page is asked for again, so the second oldest is now the least recently used.
    expect(answers.get('page 0')).toBeDefined();
    answers.store('page 9', at, page(10), {});
    answers.store('page 10', at, page(10), {});
    expect(answers.get('page 0')).toBeDefined();
    expect(answers.get('page 1')).toBeUndefined();
    expect(answers.get('page 2')).toBeUndefined();
    expect(answers.get('page 10')).toBeDefined();
    expect(answers.bytes().answers).toBeLessThanOrEqual(100 * KB);
  });

  it('counts bytes, not answers: one large page takes the room of many small ones', () => {
    const answers = cache();
    const at = answers.now();
    for (let index = 0; index < 40; index++) answers.store(`small ${index}`, at, page(1), {});
    const small = Array.from({ length: 40 }, (_, index) => answers.get(`small ${index}`));
    expect(small.every(Boolean)).toBe(true);
    answers.store('large', at, page(80), {});
    expect(answers.get('large')).toBeDefined();
    const left = Array.from({ length: 40 }, (_, index) => answers.get(`small ${index}`));
    expect(left.filter(Boolean).length).toBeLessThan(20);
    expect(answers.bytes().answers).toBeLessThanOrEqual(100 * KB);
  });

  it('does not keep an answer larger than its whole budget', () => {
    const answers = cache();
    answers.store('huge', answers.now(), page(120), {});
    expect(answers.get('huge')).toBeUndefined();
    expect(answers.bytes().answers).toBe(0);
  });

  it('counts the compressed forms of an answer as guests ask for them', () => {
    const answers = cache();
    answers.store('menu', answers.now(), page(20), {});
    const before = answers.bytes().answers;
    sendTo(answers, 'menu', 'br');
    sendTo(answers, 'menu', 'gzip');
    const answer = answers.get('menu')!;
    expect(answer.compressed.br).toBeDefined();
    expect(answers.bytes().answers).toBe(answerBytes(answer));
    expect(answers.bytes().answers).toBeGreaterThan(
      before + answer.compressed.br!.body.length + answer.compressed.gzip!.body.length,
    );
  });

  it('makes the smallest form only of an answer asked for again, not of one asked for once', async () => {
    const answers = cache();
    storeFiltered(answers, 'menu|hu|avoid=1', page(20));
    sendTo(answers, 'menu|hu|avoid=1', 'br');
    const quick = answers.get('menu|hu|avoid=1')!.compressed.br!;
    await sleep(1_500);
    expect(answers.get('menu|hu|avoid=1')!.compressed.br).toBe(quick);
    sendTo(answers, 'menu|hu|avoid=1', 'br');
    const answer = answers.get('menu|hu|avoid=1')!;
    for (let tries = 0; answer.compressed.br === quick && tries < 100; tries++) await sleep(50);
    expect(answer.compressed.br!.headers).toContain(`"${answer.tag}-br"`);
    expect(answers.bytes().filtered).toBe(answerBytes(answer));
  });

  it('keeps filtered answers within a budget of their own, so that they never push out the pages', () => {
    const answers = cache();
    const at = answers.now();
    answers.store('menu|hu', at, page(30), {});
    for (let index = 0; index < 1_000; index++) {
      storeFiltered(answers, `menu|hu|avoid=${index}`, page(2));
    }
    expect(answers.get('menu|hu')).toBeDefined();
    const kept = Array.from({ length: 1_000 }, (_, index) => answers.get(`menu|hu|avoid=${index}`));
    // The most recent ones, as many as 45 KB hold (a tenth of the 50 KB names those asked once).
    expect(kept.filter(Boolean).length).toBeGreaterThan(12);
    expect(kept.filter(Boolean).length).toBeLessThan(16);
    expect(kept.at(-1)).toBeDefined();
    expect(kept[0]).toBeUndefined();
    expect(answers.bytes().filtered).toBeLessThanOrEqual(50 * KB);
  });

  it('keeps a filtered answer from its second ask, so that a walk through filters asked once keeps none', () => {
    const answers = cache();
    answers.store('menu|hu', answers.now(), page(10), {});
    for (let index = 0; index < 200; index++) {
      answers.store(`menu|hu|avoid=${index}`, answers.now(), page(2), {}, { filtered: true });
    }
    expect(answers.get('menu|hu|avoid=199')).toBeUndefined();
    expect(answers.bytes().filtered).toBeLessThanOrEqual(5 * KB);
    answers.store('menu|hu|avoid=199', answers.now(), page(2), {}, { filtered: true });
    expect(answers.get('menu|hu|avoid=199')).toBeDefined();
    expect(answers.get('menu|hu')).toBeDefined();
  });

  it('remembers addresses by their text alone, each naming the answer it shares with others', () => {
    const answers = cache();
    const answer = storeFiltered(answers, 'menu|hu|avoid=1,7', page(20));
    answers.remember('/menu?avoid=1,7', answer);
    answers.remember('/menu?avoid=7,1', answer);
    expect(answers.atAddress('/menu?avoid=7,1')).toBe(answer);
    // Many more addresses than the 4 KB budget holds: the oldest are forgotten, not their answer.
    for (let index = 0; index < 500; index++)
      answers.remember(`/menu?avoid=1,7&x=${index}`, answer);
    expect(answers.bytes().addresses).toBeLessThanOrEqual(4 * KB);
    expect(answers.atAddress('/menu?avoid=1,7')).toBeUndefined();
    expect(answers.atAddress('/menu?avoid=1,7&x=499')).toBe(answer);
    expect(answers.get('menu|hu|avoid=1,7')).toBe(answer);
  });

  it('starts empty again after a content change', async () => {
    const answers = cache();
    const first = answers.now();
    answers.store('menu|hu', first, page(10), {});
    storeFiltered(answers, 'menu|hu|avoid=1', page(10));
    await answers.invalidate();
    expect(answers.get('menu|hu')).toBeUndefined();
    expect(answers.bytes()).toEqual({ answers: 0, filtered: 0, addresses: 0 });
    storeFiltered(answers, 'menu|hu|avoid=1,7', Buffer.from('after'));
    expect(answers.get('menu|hu|avoid=1,7')?.identity.body.toString()).toBe('after');
  });

  it('keeps nothing made before a content change', async () => {
    const answers = cache();
    const before = answers.now();
    await answers.invalidate();
    answers.store('menu|hu', before, page(10), {});
    expect(answers.get('menu|hu')).toBeUndefined();
  });
});
