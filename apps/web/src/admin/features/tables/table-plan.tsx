import type { Reservation } from '@restaurant/contract/reservation.ts';
import type { PlanArea } from '#web/admin/features/tables/plan.ts';

const who = (r: Reservation) => `${r.name ?? 'Walk-in'}, ${r.partySize} fő`;

/**
 * The room at a glance, area by area: each table with its seats, the party sitting there now and
 * the booking that comes next. The same tiles print on paper.
 */
export function TablePlan(props: { areas: PlanArea[]; at: string }) {
  return (
    <div className="table-plan">
      {props.areas.map(({ area, tables }) => (
        <section key={area} className="table-plan__area" aria-label={area}>
          <h2>{area}</h2>
          <ul className="table-plan__tables">
            {tables.map(({ table, now, next }) => (
              <li
                key={table.id}
                className={`table-tile${now ? ' table-tile--taken' : ''}`}
                aria-label={`${table.name} asztal`}
              >
                <p className="table-tile__head">
                  <strong>{table.name}</strong> <span>{table.seats} hely</span>
                </p>
                <p className="table-tile__now">
                  {now ? (
                    <>
                      Most: {who(now)} <span className="table-tile__since">({now.time}-tól)</span>
                    </>
                  ) : (
                    'Szabad'
                  )}
                </p>
                <p className="table-tile__next">
                  {next ? `Következik: ${next.time} ${who(next)}` : 'Ma már nincs foglalás rá'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
