import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { polledRead } from '#web/admin/lib/polled-read.ts';

type Sent = { ifNoneMatch: string | null; cache: RequestCache | undefined };

/** The server's answers in turn (a body with its tag, or 304), and what each request carried. */
function serve(answers: Array<{ body: object; tag: string } | 304>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ ifNoneMatch: headers.get('if-none-match'), cache: init.cache });
    const answer = answers.shift()!;
    if (answer === 304) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(answer.body), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: answer.tag },
    });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a polled read', () => {
  it('asks again with the tag of the answer it holds and keeps that answer on 304, also when a new tag brings the same content', async () => {
    const day = { reservations: [{ id: 1, name: 'Anna' }], requested: 0 };
    const sent = serve([
      { body: day, tag: '"a"' },
      304,
      { body: day, tag: '"b"' },
      304,
      { body: { ...day, requested: 1 }, tag: '"c"' },
    ]);
    const client = new QueryClient();
    /** Asks again, as the screen's poll does, and answers what the query holds then. */
    const poll = async () => {
      await client.fetchQuery({
        queryKey: ['day'],
        ...polledRead<typeof day>(() => '/day'),
        staleTime: 0,
      });
      return client.getQueryData(['day']);
    };

    const first = await poll();
    expect(first).toEqual(day);
    expect(await poll()).toBe(first);
    // The same content under a new tag: the query keeps the object it had, with the new tag.
    expect(await poll()).toBe(first);
    expect(await poll()).toBe(first);
    expect(await poll()).toEqual({ ...day, requested: 1 });

    expect(sent.map((request) => request.ifNoneMatch)).toEqual([null, '"a"', '"a"', '"b"', '"b"']);
    expect(sent[1]!.cache).toBe('no-store');
  });
});
