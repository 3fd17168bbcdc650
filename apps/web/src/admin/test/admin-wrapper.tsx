import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '#web/admin/components/toast.tsx';
import { AuthProvider } from '#web/admin/lib/auth.tsx';

// happy-dom lacks these two; react-hook-form reads them to tell whether the user changed a select
// before the form was ready, and without them it takes every select for changed.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

type ApiCall = { method: string; path: string; body: unknown };
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** A fixed answer (sent with 200), or a function of the request for anything else. */
type Route = ((call: ApiCall) => Reply) | object | string | number | boolean | null;

const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  status === 204
    ? new Response(null, { status, headers })
    : new Response(JSON.stringify(body ?? null), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });

/**
 * Replaces fetch with a fake API answering "METHOD /path" from the given table; the session check
 * finds a logged-in admin unless the table says otherwise, and anything else is a 404. Every call
 * is recorded.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = {
    'GET /api/auth/me': { username: 'anna', name: 'Kovács Anna' },
    ...routes,
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    if (route === undefined) return reply(404, { title: 'Not Found', status: 404 });
    if (typeof route === 'function') {
      const answer = (route as (call: ApiCall) => Reply)(call);
      return reply(answer.status, answer.body, answer.headers);
    }
    return reply(200, route);
  });
  /** The calls that changed something (anything but GET). */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, writes };
}

function Elsewhere() {
  return <p>Máshol: {useLocation().pathname}</p>;
}

/**
 * Renders admin pages as the admin app does (query cache, session, toasts, a data router) at
 * the given address; any other address shows where the app went.
 */
export function renderAdmin(path: string, routes: Array<{ path: string; element: ReactNode }>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
