import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { EventSheet } from '@restaurant/contract/event-sheet.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import { ErrorState, QueryState } from '#web/admin/components/states.tsx';
import { eventSheetQuery } from '#web/admin/features/reservations/api.ts';
import { DietaryNeeds, partyName } from '#web/admin/features/reservations/dietary-needs.tsx';
import { SheetHead } from '#web/admin/features/reservations/sheet-head.tsx';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { STATUS_LABELS } from '#web/admin/lib/reservation-labels.ts';
import { paths } from '#web/admin/lib/paths.ts';
import { parseRequiredId } from '#web/admin/lib/route-id.ts';

const paidWord = (paid: boolean | null) =>
  paid === null ? '–' : paid ? 'Fizetve' : 'Nincs fizetve';

/**
 * A titled part of the sheet: its table may be wider than a phone and scroll sideways, so the
 * part takes the keyboard's focus too.
 */
function Part(props: { title: string; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <section className="event-sheet__part" tabIndex={0} aria-labelledby={titleId}>
      <h2 id={titleId} className="event-sheet__part-title">
        {props.title}
      </h2>
      {props.children(titleId)}
    </section>
  );
}

/** The guests of the evening with a box to tick at arrival: party, payment, phone and notes. */
function GuestTable(props: { sheet: EventSheet; titleId: string }) {
  return (
    <table className="print-sheet__bookings" aria-labelledby={props.titleId}>
      <SheetHead columns={['Név', 'Fő', 'Fizetve', 'Állapot', 'Telefon', 'Megjegyzés']} />
      <tbody>
        {props.sheet.guests.map((guest) => (
          <tr key={guest.reservationId}>
            <td className="print-sheet__tick">☐</td>
            <td>{guest.name}</td>
            <td>{guest.partySize}</td>
            <td>{paidWord(guest.paid)}</td>
            <td>{STATUS_LABELS[guest.status]}</td>
            <td>{guest.phone}</td>
            <td>{[guest.note, guest.staffNote].filter(Boolean).join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The kitchen's count: each course's covers, its allergens, and the parties who must not have it. */
function KitchenTable(props: { sheet: EventSheet; titleId: string }) {
  return (
    <table className="print-sheet__bookings" aria-labelledby={props.titleId}>
      <thead>
        <tr>
          <th scope="col">Fogás</th>
          <th scope="col">Adag</th>
          <th scope="col">Allergének</th>
          <th scope="col">Jelzett allergia</th>
        </tr>
      </thead>
      <tbody>
        {props.sheet.courses.map((course, index) => (
          <tr key={index}>
            <td>{course.name}</td>
            <td>{course.covers}</td>
            <td>
              {course.allergens
                .map((allergen) => `${allergen.code} ${allergen.name.hu}`)
                .join(', ')}
            </td>
            <td>
              {course.warnings
                .map((w) => `${partyName(w)}: ${w.allergens.map((a) => a.name.hu).join(', ')}`)
                .join('; ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sheet(props: { sheet: EventSheet }) {
  const { sheet } = props;
  const restaurant = useQuery(restaurantQuery()).data?.name;
  const { event } = sheet;
  return (
    <div className="print-sheet">
      <h1 className="print-sheet__title">
        {restaurant ? `${restaurant} · ` : ''}
        {event.title} – {formatDate(event.date, 'hu')}, {event.startTime}–{event.endTime}
      </h1>
      <p>
        {sheet.bookings} foglalás, {sheet.covers} fő ({event.seats} helyből)
        {event.prepaymentRequired ? ` · Nincs fizetve: ${sheet.unpaid} foglalás` : ''}
      </p>
      <DietaryNeeds sheet={sheet} />
      <Part title="Vendégek">{(titleId) => <GuestTable sheet={sheet} titleId={titleId} />}</Part>
      <Part title="A konyha számai fogásonként">
        {(titleId) => <KitchenTable sheet={sheet} titleId={titleId} />}
      </Part>
    </div>
  );
}

/** /admin/esemenyek/:id/lap: an event's sheet for the evening's staff and the kitchen, to print. */
export function EventSheetPage() {
  const id = parseRequiredId(useParams().id);
  const sheet = useQuery({ ...eventSheetQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <ErrorState message="Érvénytelen esemény azonosító" />;
  return (
    <div className="admin-page event-sheet">
      <div className="event-sheet__actions">
        <Link to={sheet.data ? paths.reservations(sheet.data.event.date) : paths.events()}>
          ‹ Vissza a foglalásokhoz
        </Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Nyomtatás
        </button>
      </div>
      <QueryState
        query={sheet}
        loading="Az esemény lapjának betöltése..."
        error="Hiba történt az esemény lapjának betöltése közben."
      >
        {(data) => <Sheet sheet={data} />}
      </QueryState>
    </div>
  );
}
