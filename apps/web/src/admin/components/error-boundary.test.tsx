// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';

let failing = true;
function Widget() {
  if (failing) throw new Error('broken widget');
  return <p>Számok rendben</p>;
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('keeps a failing part to itself with a Hungarian message, and Próbálja újra renders it again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    render(
      <>
        <nav>Oldalsáv</nav>
        <ErrorBoundary name="Számok">
          <Widget />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Hiba történt a megjelenítés közben. (Számok)',
    );
    expect(screen.getByText('Oldalsáv')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Próbálja újra' }));
    expect(screen.getByText('Számok rendben')).toBeTruthy();
  });

  it('gives a failed part another chance when its address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const view = render(
      <ErrorBoundary resetKey="/admin/etelek">
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    failing = false;
    view.rerender(
      <ErrorBoundary resetKey="/admin/italok">
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Számok rendben')).toBeTruthy();
  });
});
