import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router';
import { weekOf } from '@restaurant/contract/calendar.ts';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';
import { ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { categoriesQuery } from '#web/admin/features/categories/api.ts';
import { weekMenusQuery } from '#web/admin/features/daily-menus/api.ts';
import { drinksQuery } from '#web/admin/features/drinks/api.ts';
import { foodsQuery } from '#web/admin/features/foods/api.ts';
import { offerState, offersQuery } from '#web/admin/features/offers/api.ts';
import { dayQuery } from '#web/admin/features/reservations/api.ts';
import { MailTrouble } from '#web/admin/features/reservations/mail-trouble.tsx';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';

type Count = {
  label: string;
  to: string;
  query: UseQueryOptions<unknown[]>;
  count: (rows: unknown[]) => number;
};

/** A count read through its feature's own query, so that a change there refreshes it too. */
function stat<T, K extends QueryKey>(
  label: string,
  to: string,
  query: UseQueryOptions<T[], Error, T[], K>,
  count: (rows: T[]) => number = (rows) => rows.length,
): Count {
  // The list holds counts of several row types; each keeps its own query and counter together.
  return { label, to, query, count } as unknown as Count;
}

function counts(today: string): Count[] {
  return [
    stat('Étel', paths.foods(), foodsQuery()),
    stat('Ital', paths.drinks(), drinksQuery()),
    stat('Ételkategória', paths.categories('Food'), categoriesQuery('Food')),
    stat('Italkategória', paths.categories('Drink'), categoriesQuery('Drink')),
    stat('Allergén', paths.allergens(), allergensQuery()),
    stat('Napi menü a héten', paths.week(), weekMenusQuery(weekOf(today).monday)),
    stat(
      'Futó ajánlat',
      paths.offers(),
      offersQuery(),
      (offers) => offers.filter((offer) => offerState(offer, today) === 'running').length,
    ),
  ];
}

const RESTAURANT_LINKS = [
  {
    to: paths.restaurant(),
    label: 'Étterem adatai',
    hint: 'Cím, telefon, fizetési módok, szövegek',
    ownerOnly: true,
  },
  {
    to: paths.openingHours(),
    label: 'Nyitvatartás',
    hint: 'Heti nyitvatartás, ünnepek, zárva tartás',
    ownerOnly: true,
  },
  { to: paths.media(), label: 'Képek', hint: 'Feltöltés, galéria, nyitókép' },
];

const QUICK_ACTIONS = [
  { to: paths.newFood(), label: 'Új étel' },
  { to: paths.newDrink(), label: 'Új ital' },
  { to: paths.newCategory(), label: 'Új kategória' },
  { to: paths.allergen('uj'), label: 'Új allergén' },
];

export function DashboardPage() {
  const today = restaurantToday();
  const stats = counts(today);
  const bookings = useQuery(dayQuery(today));
  const results = useQueries({ queries: stats.map((stat) => stat.query) });
  const failed = results.some((result) => result.isError);
  const pending = results.some((result) => result.isPending);
  const { state } = useAuth();
  const isOwner = state.status === 'authenticated' && state.user.role === 'owner';
  const restaurantLinks = RESTAURANT_LINKS.filter((link) => isOwner || !link.ownerOnly);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Vezérlőpult</h1>
      {bookings.data ? <MailTrouble list={bookings.data} link /> : null}
      <ErrorBoundary name="Számok">
        {failed ? (
          <ErrorState
            message="Hiba történt az adatok betöltése közben."
            onRetry={() => results.forEach((result) => void result.refetch())}
          />
        ) : pending ? (
          <LoadingState />
        ) : (
          <ul className="stat-grid">
            {stats.map((stat, index) => {
              const rows = results[index]!.data!;
              return (
                <li key={stat.label}>
                  <Link className="stat" to={stat.to}>
                    <span className="stat__value">{stat.count(rows)}</span>
                    <span className="stat__label">{stat.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ErrorBoundary>
      <h2>Az étterem</h2>
      <ul className="restaurant-links">
        {restaurantLinks.map((link) => (
          <li key={link.to}>
            <Link className="restaurant-link" to={link.to}>
              <span className="restaurant-link__label">{link.label}</span>
              <span className="restaurant-link__hint">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>Gyors műveletek</h2>
      <ul className="quick-actions">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.to}>
            <Link className="btn btn--primary" to={action.to}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
