import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { addDays, weekOf, weekdayOf } from '@restaurant/contract/calendar.ts';
import { waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { weekMenusQuery } from '#web/admin/features/daily-menus/api.ts';
import { drinksQuery } from '#web/admin/features/drinks/api.ts';
import { foodsQuery } from '#web/admin/features/foods/api.ts';
import { offersQuery } from '#web/admin/features/offers/api.ts';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import {
  GLUTEN_FREE,
  NOT_GIVEN,
  matrixCsv,
  matrixRows,
  pagesOf,
  type MatrixRow,
} from '#web/admin/pages/allergen-matrix/matrix.ts';

function download(csv: string, monday: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `allergenmatrix-${monday}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * One printed page: the restaurant and the date on top, then its rows against every allergen. On
 * a narrow screen it scrolls sideways: a region named by its title that the keyboard can reach.
 */
function Sheet(props: { rows: MatrixRow[]; allergens: Allergen[]; title: string }) {
  const titleId = useId();
  return (
    <section className="matrix-sheet" tabIndex={0} aria-labelledby={titleId}>
      <h2 id={titleId} className="matrix-sheet__title">
        {props.title}
      </h2>
      <table className="matrix" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Tétel</th>
            {props.allergens.map((allergen) => (
              <th key={allergen.id} scope="col" className="matrix__allergen">
                <span className="matrix__code">{allergen.code}</span>
                <span className="matrix__name">{allergen.name.hu}</span>
              </th>
            ))}
            <th scope="col" className="matrix__allergen">
              <span className="matrix__name">{GLUTEN_FREE}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.name} <span className="matrix__kind">{row.kind}</span>
              </th>
              {row.given ? (
                props.allergens.map((allergen) => (
                  <td key={allergen.id}>
                    {row.allergenIds.has(allergen.id) ? (
                      <>
                        <span aria-hidden="true">●</span>
                        <span className="visually-hidden">tartalmazza</span>
                      </>
                    ) : null}
                  </td>
                ))
              ) : (
                <td colSpan={props.allergens.length} className="matrix__not-given">
                  {NOT_GIVEN}
                </td>
              )}
              <td>{row.glutenFree ? 'igen' : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The week a matrix is printed for: this one, except on a Sunday, when the kitchen prepares the
 * next.
 */
function defaultWeek(today: string): 0 | 7 {
  return weekdayOf(today) === 7 ? 7 : 0;
}

/** "2026. 11. 30." */
const dotted = (date: string) => `${date.replaceAll('-', '. ')}.`;

/**
 * /admin/allergenmatrix: every food and drink and the daily-menu and offer items of the week
 * chosen (this or next) against every allergen, to print (landscape A4, at most 40 rows a page)
 * and to download as CSV.
 */
export function AllergenMatrixPage() {
  const today = restaurantToday();
  const [ahead, setAhead] = useState<0 | 7>(() => defaultWeek(today));
  const monday = addDays(weekOf(today).monday, ahead);
  const sunday = addDays(monday, 6);
  const allergens = useQuery(allergensQuery());
  const foods = useQuery(foodsQuery());
  const drinks = useQuery(drinksQuery());
  const week = useQuery(weekMenusQuery(monday));
  const offers = useQuery(offersQuery());
  const restaurant = useQuery(restaurantQuery());
  const waiting = waitingState('Allergénmátrix betöltése...', [
    [allergens, 'Hiba történt az allergének betöltése közben.'],
    [foods, 'Hiba történt az ételek betöltése közben.'],
    [drinks, 'Hiba történt az italok betöltése közben.'],
    [week, 'Hiba történt a napi menük betöltése közben.'],
    [offers, 'Hiba történt az ajánlatok betöltése közben.'],
    [restaurant, 'Hiba történt az étterem adatainak betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const rows = matrixRows({
    foods: foods.data!,
    drinks: drinks.data!,
    week: week.data!,
    offers: offers.data!,
    monday,
    sunday,
  });
  const title = [restaurant.data?.name, 'Allergénmátrix', `${dotted(monday)} – ${dotted(sunday)}`]
    .filter(Boolean)
    .join(' · ');
  const weekLabel = (days: 0 | 7) => {
    const start = addDays(weekOf(today).monday, days);
    const range = `${formatDate(start, 'hu')} – ${formatDate(addDays(start, 6), 'hu')}`;
    return `${days === 0 ? 'Ez a hét' : 'Jövő hét'} (${range})`;
  };
  const sheets = pagesOf(rows);
  return (
    <section className="admin-page allergen-matrix" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Allergénmátrix</h1>
        <div className="matrix-actions">
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            Nyomtatás
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => download(matrixCsv(rows, allergens.data!), monday)}
          >
            CSV letöltése
          </button>
        </div>
      </div>
      <div className="matrix-intro">
        <label htmlFor="matrix-week">Hét</label>
        <select
          id="matrix-week"
          value={ahead}
          onChange={(event) => setAhead(event.target.value === '7' ? 7 : 0)}
        >
          {([0, 7] as const).map((days) => (
            <option key={days} value={days}>
              {weekLabel(days)}
            </option>
          ))}
        </select>
        <p>
          Minden étel és ital, valamint a választott hét napi menüinek és ajánlatainak tételei; a
          pont jelzi, ha a tétel tartalmazza az allergént. Ahol az allergének nincsenek megadva, a
          tétel nem tekinthető allergénmentesnek.
        </p>
      </div>
      {sheets.map((page, index) => (
        <Sheet
          key={index}
          rows={page}
          allergens={allergens.data!}
          title={sheets.length > 1 ? `${title} · ${index + 1}/${sheets.length}` : title}
        />
      ))}
    </section>
  );
}
