import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { dayQuery } from '#web/admin/features/reservations/api.ts';
import { MailTrouble } from '#web/admin/features/reservations/mail-trouble.tsx';
import { ReservationCard } from '#web/admin/features/reservations/reservation-card.tsx';
import { StaffBookingForm } from '#web/admin/features/reservations/staff-booking-form.tsx';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { formatDate } from '@restaurant/contract/format.ts';

const HOLDING = new Set(['requested', 'confirmed', 'arrived']);

/** The day's guests in all and per arrival time, among the bookings that hold seats. */
function coversLine(reservations: Reservation[]): string {
  const covers = new Map<string, number>();
  let total = 0;
  for (const r of reservations) {
    if (!HOLDING.has(r.status)) continue;
    covers.set(r.time, (covers.get(r.time) ?? 0) + r.partySize);
    total += r.partySize;
  }
  if (total === 0) return 'Erre a napra nincs foglalás.';
  const times = [...covers].map(([time, guests]) => `${time}: ${guests} fő`);
  return [`Összesen ${total} fő`, ...times].join(' · ');
}

/** The day sheet for the printer (below the day's covers): time, name, party, phone and notes. */
function PrintSheet(props: { date: string; reservations: Reservation[] }) {
  return (
    <table className="print-sheet">
      <caption>
        Foglalások – {props.date} ({formatDate(props.date, 'hu')})
      </caption>
      <thead>
        <tr>
          <th>Idő</th>
          <th>Név</th>
          <th>Fő</th>
          <th>Telefon</th>
          <th>Megjegyzés</th>
        </tr>
      </thead>
      <tbody>
        {props.reservations
          .filter((r) => HOLDING.has(r.status))
          .map((r) => (
            <tr key={r.id}>
              <td>{r.time}</td>
              <td>{r.name}</td>
              <td>{r.partySize}</td>
              <td>{r.phone}</td>
              <td>
                {[r.table && `asztal ${r.table}`, r.note, r.staffNote].filter(Boolean).join(' · ')}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
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
  const date = search.get('nap') ?? restaurantToday();
  const day = useQuery(dayQuery(date));
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
          <MailTrouble list={day.data} />
          {day.data.requested > 0 ? (
            <p role="status">Döntésre vár: {day.data.requested} foglalás.</p>
          ) : null}
          <PrintSheet date={date} reservations={day.data.reservations} />
          <p className="covers">{coversLine(day.data.reservations)}</p>
          <ul className="booking-list">
            {day.data.reservations.map((r) => (
              <ReservationCard key={`${r.id}-${r.status}`} reservation={r} />
            ))}
          </ul>
        </>
      ) : null}
      <StaffBookingForm key={date} date={date} title={dayTitle(date)} />
    </div>
  );
}
