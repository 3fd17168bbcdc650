import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { dayQuery, waitlistQuery } from '#web/admin/features/reservations/api.ts';
import { MailTrouble } from '#web/admin/features/reservations/mail-trouble.tsx';
import type { Ended } from '#web/admin/features/reservations/reservation-card.tsx';
import { DayList } from '#web/admin/features/reservations/day-list.tsx';
import { tableNames } from '#web/admin/features/reservations/booking-tables.tsx';
import { SheetHead } from '#web/admin/features/reservations/sheet-head.tsx';
import { ServiceBar } from '#web/admin/features/reservations/service-bar.tsx';
import { ServiceNow } from '#web/admin/features/reservations/service-now.tsx';
import { WaitlistSection, waitingOf } from '#web/admin/features/reservations/waitlist-section.tsx';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { tablesQuery } from '#web/admin/features/tables/api.ts';
import { STATUS_LABELS } from '#web/admin/lib/reservation-labels.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { formatDate } from '@restaurant/contract/format.ts';

const HOLDING = new Set(['requested', 'confirmed', 'arrived', 'finished']);

/** The bookings that hold seats, in time order as the list comes. */
const holding = (reservations: Reservation[]) => reservations.filter((r) => HOLDING.has(r.status));

/** The day's guests per arrival time and in all, among the bookings that hold seats. */
function coversOf(reservations: Reservation[]): {
  perTime: Array<[string, number]>;
  total: number;
} {
  const covers = new Map<string, number>();
  for (const r of holding(reservations))
    covers.set(r.time, (covers.get(r.time) ?? 0) + r.partySize);
  const perTime = [...covers];
  return { perTime, total: perTime.reduce((sum, [, guests]) => sum + guests, 0) };
}

function coversLine(reservations: Reservation[]): string {
  const { perTime, total } = coversOf(reservations);
  if (total === 0) return 'Erre a napra nincs foglalás.';
  return [`Összesen ${total} fő`, ...perTime.map(([time, guests]) => `${time}: ${guests} fő`)].join(
    ' · ',
  );
}

/**
 * The day sheet for the printer: the restaurant and the day on top, the covers per arrival time,
 * then every booking that holds seats with a box to tick, its time, name, party, table, state,
 * phone and notes.
 */
function PrintSheet(props: { date: string; reservations: Reservation[]; tables: DiningTable[] }) {
  const restaurant = useQuery(restaurantQuery()).data?.name;
  const { perTime, total } = coversOf(props.reservations);
  const day = `${props.date} (${formatDate(props.date, 'hu')})`;
  return (
    <div className="print-sheet">
      <p className="print-sheet__title">
        {restaurant ? `${restaurant} · ` : ''}Foglalások – {day}
      </p>
      {total > 0 ? (
        <table className="print-sheet__covers">
          <caption>Vendégek érkezés szerint</caption>
          <thead>
            <tr>
              <th scope="col">Érkezés</th>
              <th scope="col">Fő</th>
            </tr>
          </thead>
          <tbody>
            {perTime.map(([time, guests]) => (
              <tr key={time}>
                <td>{time}</td>
                <td>{guests}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Összesen</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p>Erre a napra nincs foglalás.</p>
      )}
      <table className="print-sheet__bookings">
        <caption>Foglalások – {day}</caption>
        <SheetHead columns={['Idő', 'Név', 'Fő', 'Asztal', 'Állapot', 'Telefon', 'Megjegyzés']} />
        <tbody>
          {holding(props.reservations).map((r) => (
            <tr key={r.id}>
              <td className="print-sheet__tick">☐</td>
              <td>{r.time}</td>
              <td>{r.name}</td>
              <td>{r.partySize}</td>
              <td>{[tableNames(props.tables, r.tableIds), r.table].filter(Boolean).join(' · ')}</td>
              <td>{STATUS_LABELS[r.status]}</td>
              <td>{r.phone}</td>
              <td>{[r.note, r.staffNote].filter(Boolean).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day's name, and whether it is today or tomorrow: "december 17., csütörtök (holnap)". */
function dayTitle(date: string): string {
  const today = restaurantToday();
  const near = date === today ? ' (ma)' : date === addDays(today, 1) ? ' (holnap)' : '';
  return `${formatDate(date, 'hu')}${near}`;
}

export function ReservationsPage() {
  const [search, setSearch] = useSearchParams();
  const today = restaurantToday();
  const date = search.get('nap') ?? today;
  const day = useQuery(dayQuery(date));
  const tables = useQuery(tablesQuery()).data ?? [];
  const waitlist = useQuery(waitlistQuery(date)).data?.entries;
  // The decision that just ended a booking, offered to be taken back (cards remount on a change).
  const [ended, setEnded] = useState<Ended | null>(null);
  const go = (to: string) => setSearch({ nap: to });
  return (
    <div className="reservations-page">
      <h1>Foglalások</h1>
      <div className="day-nav">
        <button
          type="button"
          className="btn btn--secondary"
          aria-label="Előző nap"
          onClick={() => go(addDays(date, -1))}
        >
          <span>
            ‹ Előző<span className="day-nav__word"> nap</span>
          </span>
        </button>
        <label className="visually-hidden" htmlFor="reservations-date">
          Nap
        </label>
        <input
          id="reservations-date"
          type="date"
          value={date}
          onChange={(event) => event.target.value && go(event.target.value)}
        />
        <button
          type="button"
          className="btn btn--secondary"
          aria-label="Következő nap"
          onClick={() => go(addDays(date, 1))}
        >
          <span>
            Következő<span className="day-nav__word"> nap</span> ›
          </span>
        </button>
      </div>
      <div className="day-head">
        <h2>{dayTitle(date)}</h2>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Nyomtatás
        </button>
      </div>
      {day.isPending ? <LoadingState /> : null}
      {day.isError ? (
        <ErrorState message="A foglalások nem tölthetők be." onRetry={() => void day.refetch()} />
      ) : null}
      {day.data ? (
        <>
          {!day.data.mailConfigured ? (
            <p className="form-error" role="status">
              Az e-mail küldés nincs beállítva (SMTP_URL): a vendégeknek szóló levelek várakoznak,
              és a beállítás után mennek ki.
            </p>
          ) : null}
          <MailTrouble mail={day.data} />
          <ServiceNow list={day.data} waitlisted={waitlist ? waitingOf(waitlist) : undefined} />
        </>
      ) : null}
      <ServiceBar
        key={date}
        date={date}
        title={dayTitle(date)}
        today={date === today}
        tables={tables}
      />
      {day.data ? (
        <>
          <PrintSheet date={date} reservations={day.data.reservations} tables={tables} />
          <p className="covers">{coversLine(day.data.reservations)}</p>
          <WaitlistSection
            key={date}
            entries={(waitlist ?? []).filter((entry) => entry.eventId === null)}
          />
          <DayList
            reservations={day.data.reservations}
            waitlist={waitlist ?? []}
            tables={tables}
            ended={ended}
            onEnded={setEnded}
          />
        </>
      ) : null}
    </div>
  );
}
