import { useQuery } from '@tanstack/react-query';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { addDays, weekOf } from '@restaurant/contract/calendar.ts';
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
  NOT_GIVEN,
  matrixCsv,
  matrixRows,
  pagesOf,
  type MatrixRow,
} from '#web/admin/pages/allergen-matrix/matrix.ts';

function download(csv: string, today: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `allergenmatrix-${today}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** One printed page: the restaurant and the date on top, then its rows against every allergen. */
function Sheet(props: { rows: MatrixRow[]; allergens: Allergen[]; title: string }) {
  return (
    <section className="matrix-sheet">
      <p className="matrix-sheet__title">{props.title}</p>
      <table className="matrix">
        <thead>
          <tr>
            <th scope="col">Tétel</th>
            {props.allergens.map((allergen) => (
              <th key={allergen.id} scope="col" className="matrix__allergen">
                <span className="matrix__code">{allergen.code}</span>
                <span className="matrix__name">{allergen.name.hu}</span>
              </th>
            ))}
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
                      <span aria-label={`${allergen.code} ${allergen.name.hu}`}>●</span>
                    ) : null}
                  </td>
                ))
              ) : (
                <td colSpan={props.allergens.length} className="matrix__not-given">
                  {NOT_GIVEN}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /admin/allergenmatrix: every food and drink and this week's daily-menu and offer items against
 * every allergen, to print (landscape A4, at most 40 rows a page) and to download as CSV.
 */
export function AllergenMatrixPage() {
  const today = restaurantToday();
  const { monday } = weekOf(today);
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
  const title = [restaurant.data?.name, 'Allergénmátrix', `${today.replaceAll('-', '. ')}.`]
    .filter(Boolean)
    .join(' · ');
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
            onClick={() => download(matrixCsv(rows, allergens.data!), today)}
          >
            CSV letöltése
          </button>
        </div>
      </div>
      <p className="matrix-intro">
        Minden étel és ital, valamint a hét ({formatDate(monday, 'hu')} – {formatDate(sunday, 'hu')}
        ) napi menüinek és ajánlatainak tételei; a pont jelzi, ha a tétel tartalmazza az allergént.
        Ahol az allergének nincsenek megadva, a tétel nem tekinthető allergénmentesnek.
      </p>
      {pagesOf(rows).map((page, index) => (
        <Sheet key={index} rows={page} allergens={allergens.data!} title={title} />
      ))}
    </section>
  );
}
