import type { ReservationList } from '@restaurant/contract/reservation.ts';

/**
 * The figures service runs on, read with the day's list (so they follow it live): on today's
 * list the room now, and on every day the bookings waiting for a decision and, once the day's
 * waiting list is read, the guests on it still waiting for a table.
 */
export function ServiceNow(props: { list: ReservationList; waitlisted: number | undefined }) {
  const { service, requested } = props.list;
  const figures: Array<[string, string]> = [
    ...(service
      ? ([
          ['A teremben', `${service.inRoom} fő`],
          ['Szabad hely most', `${service.freeSeats}`],
          ['Még érkezik ma', `${service.toCome} fő`],
        ] as Array<[string, string]>)
      : []),
    ['Döntésre vár', `${requested}`],
    ...(props.waitlisted === undefined
      ? []
      : ([['Várólistán', `${props.waitlisted}`]] as Array<[string, string]>)),
  ];
  return (
    <section className="service-now" aria-label={service ? `Most, ${service.at}` : 'Döntésre vár'}>
      <dl>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
