import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Other loopback addresses stand for other clients: the client socket is bound to one of them.
const GREEDY = '127.0.0.2';
const OTHER = '127.0.0.3';
const LIMITS = { MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_CLIENT: '5' };

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>): Promise<number> {
  t = await createTestApp('sqlite', env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** Opens a socket from `localAddress`; resolves once it is connected, tracks when it closes. */
function open(port: number, localAddress: string) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  const state = { closed: false };
  socket.on('error', () => {});
  socket.once('close', () => (state.closed = true));
  return new Promise<{ socket: net.Socket; state: typeof state }>((resolve) =>
    socket.once('connect', () => resolve({ socket, state })),
  );
}

function get(port: number, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/allergens', localAddress, headers, agent: false })
      .once('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .once('error', reject);
  });
}

describe('limits per client address', () => {
  it('closes the connections one address opens beyond its share, and other addresses still get answers', async () => {
    const port = await listening(LIMITS);
    // Far more silent sockets than the whole server may hold, all from one address.
    const greedy = await Promise.all(Array.from({ length: 40 }, () => open(port, GREEDY)));
    await sleep(200);
    expect(greedy.filter(({ state }) => !state.closed)).toHaveLength(5);
    expect(await get(port, OTHER)).toBe(200);
    expect(await Promise.all(Array.from({ length: 5 }, () => get(port, OTHER)))).toEqual(
      Array(5).fill(200),
    );
  });

  it('lets the address in again once its own connections close', async () => {
    const port = await listening(LIMITS);
    const greedy = await Promise.all(Array.from({ length: 5 }, () => open(port, GREEDY)));
    for (const { socket } of greedy) socket.destroy();
    await sleep(100);
    expect(await get(port, GREEDY)).toBe(200);
  });

  it('behind a trusted proxy, counts the requests in progress of each forwarded address and not the proxy connections', async () => {
    const port = await listening({ ...LIMITS, TRUST_PROXY: '127.0.0.1' });
    const forwarded = (client: string) => ({ 'x-forwarded-for': client });
    // Five requests from one client whose bodies trickle in, each over a proxy connection.
    const slow = await Promise.all(Array.from({ length: 5 }, () => open(port, '127.0.0.1')));
    for (const { socket } of slow) {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.7\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
      );
    }
    await sleep(200);
    expect(slow.filter(({ state }) => !state.closed)).toHaveLength(5);
    expect(await get(port, '127.0.0.1', forwarded('203.0.113.7'))).toBe(429);
    expect(await get(port, '127.0.0.1', forwarded('203.0.113.8'))).toBe(200);
    for (const { socket } of slow) socket.destroy();
    await sleep(100);
    expect(await get(port, '127.0.0.1', forwarded('203.0.113.7'))).toBe(200);
  });
});
