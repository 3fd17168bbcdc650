// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from '#web/admin/components/states.tsx';

function Names(props: { load: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: props.load, retry: false });
  return (
    <QueryState query={names} loading="Betöltés..." error="Hiba történt." empty="Nincs semmi.">
      {(data) => <p>{data.join(', ')}</p>}
    </QueryState>
  );
}

function renderNames(load: () => Promise<string[]>) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Names load={load} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('QueryState', () => {
  it('shows the loading text until the data arrives, then renders the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    renderNames(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Betöltés...');
    answer(['Gulyás', 'Lángos']);
    expect(await screen.findByText('Gulyás, Lángos')).toBeTruthy();
  });

  it('shows the empty message for an empty list', async () => {
    renderNames(() => Promise.resolve([]));
    expect(await screen.findByText('Nincs semmi.')).toBeTruthy();
  });

  it('shows the failure with a retry button that asks again', async () => {
    let calls = 0;
    renderNames(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(['Pörkölt']);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Hiba történt.');
    fireEvent.click(screen.getByRole('button', { name: 'Próbálja újra' }));
    expect(await screen.findByText('Pörkölt')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
