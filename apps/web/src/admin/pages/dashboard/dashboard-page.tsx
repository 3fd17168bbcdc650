import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { api } from '#web/admin/lib/api-client.ts';

const COUNTS = [
  { key: 'foods', label: 'Étel', url: '/api/foods', to: '/admin/etelek' },
  { key: 'drinks', label: 'Ital', url: '/api/drinks', to: '/admin/italok' },
  {
    key: 'food-categories',
    label: 'Ételkategória',
    url: '/api/categories/type/Food',
    to: '/admin/kategoriak/etel',
  },
  {
    key: 'drink-categories',
    label: 'Italkategória',
    url: '/api/categories/type/Drink',
    to: '/admin/kategoriak/ital',
  },
  { key: 'allergens', label: 'Allergén', url: '/api/allergens', to: '/admin/allergenek' },
  {
    key: 'daily-menus',
    label: 'Napi menü a héten',
    url: '/api/dailyMenus/current-week',
    to: '/admin/napi-menuk',
  },
  {
    key: 'running-offers',
    label: 'Futó ajánlat',
    url: '/api/offers/running',
    to: '/admin/ajanlatok',
  },
] as const;

const QUICK_ACTIONS = [
  { to: '/admin/etelek/uj', label: 'Új étel' },
  { to: '/admin/italok/uj', label: 'Új ital' },
  { to: '/admin/kategoriak/uj', label: 'Új kategória' },
  { to: '/admin/allergenek/uj', label: 'Új allergén' },
];

export function DashboardPage() {
  const results = useQueries({
    queries: COUNTS.map((count) => ({
      queryKey: ['dashboard', count.key],
      queryFn: () => api<unknown[]>('GET', count.url),
    })),
  });
  const failed = results.some((result) => result.isError);
  const pending = results.some((result) => result.isPending);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Vezérlőpult</h1>
      {failed ? (
        <ErrorState
          message="Hiba történt az adatok betöltése közben."
          onRetry={() => results.forEach((result) => void result.refetch())}
        />
      ) : pending ? (
        <LoadingState />
      ) : (
        <ul className="stat-grid">
          {COUNTS.map((count, index) => (
            <li key={count.key}>
              <Link className="stat" to={count.to}>
                <span className="stat__value">{results[index]!.data!.length}</span>
                <span className="stat__label">{count.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
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
