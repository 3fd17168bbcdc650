// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

function Member() {
  const { state } = useAuth();
  return <p>{state.status === 'authenticated' ? state.user.name : state.status}</p>;
}

function embed(member: object) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'admin-member';
  data.textContent = JSON.stringify(member);
  document.head.append(data);
}

describe('the admin session', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('admin-member')?.remove();
  });

  it('starts with the member the document names, without asking the server', async () => {
    embed({ username: 'bela', name: 'Nagy Béla', role: 'admin' });
    const { calls } = mockApi({});
    renderAdmin('/admin', [{ path: '/admin', element: <Member /> }]);
    expect(screen.getByText('Nagy Béla')).toBeTruthy();
    await Promise.resolve();
    expect(calls.filter((call) => call.path === '/api/auth/me')).toEqual([]);
  });

  it('asks the server who is signed in when the document names nobody', async () => {
    const { calls } = mockApi({});
    renderAdmin('/admin', [{ path: '/admin', element: <Member /> }]);
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('Kovács Anna')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/me')).toBe(true);
  });
});
