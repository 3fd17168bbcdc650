import { useState } from 'react';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { tableNames } from '#web/admin/features/reservations/booking-tables.tsx';
import { StaffBookingForm } from '#web/admin/features/reservations/staff-booking-form.tsx';
import { WalkIn } from '#web/admin/features/reservations/walk-in.tsx';

type Panel = 'walkIn' | 'phone' | null;

/**
 * The day's two ways in, in one row that stays in reach while the day scrolls: guests who walk
 * in (today only) and a booking taken by phone; each opens under the row.
 */
export function ServiceBar(props: {
  date: string;
  title: string;
  today: boolean;
  /** The room's tables, to give the booking; none when the restaurant keeps none. */
  tables: DiningTable[];
}) {
  const [open, setOpen] = useState<Panel>(null);
  const [seated, setSeated] = useState<Reservation | null>(null);
  const toggle = (panel: Panel) => {
    setSeated(null);
    setOpen(open === panel ? null : panel);
  };
  return (
    <>
      <div className="service-bar">
        {props.today ? (
          <button
            type="button"
            className="btn btn--primary"
            aria-expanded={open === 'walkIn'}
            onClick={() => toggle('walkIn')}
          >
            + Walk-in
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={open === 'phone'}
          onClick={() => toggle('phone')}
        >
          + Telefonos foglalás
        </button>
      </div>
      {open === 'walkIn' ? (
        <WalkIn
          tables={props.tables}
          onSeated={(reservation) => {
            setSeated(reservation);
            setOpen(null);
          }}
        />
      ) : null}
      {seated ? (
        <p className="saved-line" role="status">
          {`Leültetve: walk-in, ${[`${seated.partySize} fő`, tableNames(props.tables, seated.tableIds)].filter(Boolean).join(', ')} (${seated.reference})`}
        </p>
      ) : null}
      {open === 'phone' ? (
        <StaffBookingForm
          key={props.date}
          date={props.date}
          title={props.title}
          tables={props.tables}
        />
      ) : null}
    </>
  );
}
