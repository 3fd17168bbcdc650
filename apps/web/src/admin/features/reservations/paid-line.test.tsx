// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListedReservation } from '@restaurant/contract/reservation.ts';
import { PaidLine } from '#web/admin/features/reservations/paid-line.tsx';

const booking = (change: Partial<ListedReservation>) =>
  ({
    id: 7,
    eventId: 3,
    paidAt: null,
    event: { title: 'Borvacsora', prepaymentRequired: true },
    ...change,
  }) as ListedReservation;

describe('PaidLine', () => {
  afterEach(cleanup);

  it('shows an unpaid event booking as "Nincs fizetve" and marks it paid with one tap', () => {
    const onPaid = vi.fn();
    render(<PaidLine reservation={booking({})} pending={false} onPaid={onPaid} />);
    expect(screen.getByText('Esemény: Borvacsora')).toBeTruthy();
    expect(screen.getByText('Nincs fizetve')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fizetettnek jelölöm' }));
    expect(onPaid).toHaveBeenCalledWith(true);
  });

  it('shows a paid booking as "Fizetve" and takes the mark back', () => {
    const onPaid = vi.fn();
    const paid = booking({ paidAt: '2026-11-29T10:00:00.000Z' });
    render(<PaidLine reservation={paid} pending={false} onPaid={onPaid} />);
    expect(screen.getByText('Fizetve')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mégsem fizetett' }));
    expect(onPaid).toHaveBeenCalledWith(false);
  });

  it('offers no toggle for an event paid on the evening, and nothing for a table', () => {
    const onTheDay = booking({ event: { title: 'Borvacsora', prepaymentRequired: false } });
    const view = render(<PaidLine reservation={onTheDay} pending={false} onPaid={vi.fn()} />);
    expect(screen.getByText('Esemény: Borvacsora')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();
    const table = booking({ eventId: null, event: null });
    const { container } = render(<PaidLine reservation={table} pending={false} onPaid={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
