import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminSummary } from '@restaurant/contract/admin-summary.ts';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';
import { ErrorState } from '#web/admin/components/states.tsx';
import { MailTrouble } from '#web/admin/features/reservations/mail-trouble.tsx';
import { summaryQuery } from '#web/admin/features/reservations/api.ts';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';

/** The tiles: what each counts, and the screen it opens. */
const TILES: Array<{ label: string; to: string; count: keyof AdminSummary }> = [
  { label: 'Étel', to: paths.foods(), count: 'foods' },
  { label: 'Ital', to: paths.drinks(), count: 'drinks' },
  { label: 'Ételkategória', to: paths.categories('Food'), count: 'foodCategories' },
  { label: 'Italkategória', to: paths.categories('Drink'), count: 'drinkCategories' },
  { label: 'Allergén', to: paths.allergens(), count: 'allergens' },
  { label: 'Napi menü a héten', to: paths.week(), count: 'dailyMenusThisWeek' },
  { label: 'Futó ajánlat', to: paths.offers(), count: 'runningOffers' },
];

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
  {
    to: paths.reservationSettings(),
    label: 'Foglalási beállítások',
    hint: 'Idősávok, férőhelyek, online foglalás szabályai',
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
  const summary = useQuery(summaryQuery());
  const { state } = useAuth();
  const isOwner = state.status === 'authenticated' && state.user.role === 'owner';
  const restaurantLinks = RESTAURANT_LINKS.filter((link) => isOwner || !link.ownerOnly);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Vezérlőpult</h1>
      {summary.data ? <MailTrouble mail={summary.data} link /> : null}
      <ErrorBoundary name="Számok">
        {summary.isError ? (
          <ErrorState
            message="Hiba történt az adatok betöltése közben."
            onRetry={() => void summary.refetch()}
          />
        ) : (
          // The tiles stand while the numbers come, so that nothing below them moves.
          <ul className="stat-grid" aria-busy={summary.isPending}>
            {TILES.map((tile) => (
              <li key={tile.label}>
                <Link className="stat" to={tile.to}>
                  <span className="stat__value">
                    {summary.data ? String(summary.data[tile.count]) : '\u00a0'}
                  </span>
                  <span className="stat__label">{tile.label}</span>
                </Link>
              </li>
            ))}
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
