import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { displayName, useAuth, useIsOwner } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';
import { dayQuery } from '#web/admin/features/reservations/api.ts';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';

type NavigationItem = {
  to: string;
  label: string;
  end?: boolean;
  ownerOnly?: boolean;
  /** Shows how many bookings wait for a decision. */
  pending?: boolean;
};

const ADMIN_NAVIGATION: NavigationItem[] = [
  { to: paths.dashboard(), label: 'Vezérlőpult', end: true },
  { to: paths.reservations(), label: 'Foglalások', pending: true },
  { to: paths.week(), label: 'Napi menük' },
  { to: paths.offers(), label: 'Ajánlatok' },
  { to: paths.foods(), label: 'Ételek' },
  { to: paths.drinks(), label: 'Italok' },
  { to: paths.categories(), label: 'Kategóriák' },
  { to: paths.allergens(), label: 'Allergének' },
  { to: paths.allergenMatrix(), label: 'Allergénmátrix' },
  { to: paths.tableCards(), label: 'QR-kódok' },
  { to: paths.restaurant(), label: 'Étterem adatai', ownerOnly: true },
  { to: paths.openingHours(), label: 'Nyitvatartás', ownerOnly: true },
  { to: paths.reservationSettings(), label: 'Foglalási beállítások', ownerOnly: true },
  { to: paths.media(), label: 'Képek' },
  { to: paths.auditLog(), label: 'Napló' },
  { to: paths.staff(), label: 'Munkatársak', ownerOnly: true },
  { to: paths.account(), label: 'Fiókom' },
];

/** How many bookings wait for a decision, as a badge that is read out in words; none at 0. */
function PendingCount(props: { count: number }) {
  if (props.count === 0) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{props.count}</span>
      <span className="visually-hidden">{props.count} döntésre vár</span>
    </span>
  );
}

/** The admin frame: a sidebar (a menu button on a phone) and the page. No public navbar or footer. */
export function AdminLayout() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const restaurantName = useQuery(restaurantQuery()).data?.name ?? 'Étterem';
  const pending = useQuery(dayQuery(restaurantToday())).data?.requested ?? 0;

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const name = state.status === 'authenticated' ? displayName(state.user) : '';
  const isOwner = useIsOwner();
  const navigation = ADMIN_NAVIGATION.filter((item) => isOwner || !item.ownerOnly);
  const onLogout = async () => {
    await logout();
    void navigate(paths.login(), { replace: true });
  };

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Ugrás a tartalomra
      </a>
      <header className="admin-topbar">
        <span className="admin-brand">{restaurantName} · Admin</span>
        <button
          type="button"
          className="btn btn--secondary admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menü
          <PendingCount count={pending} />
        </button>
      </header>
      <nav
        id="admin-sidebar"
        className={menuOpen ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}
        aria-label="Adminisztráció"
      >
        <p className="admin-sidebar__brand">{restaurantName}</p>
        <ul>
          {navigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
                {item.pending ? <PendingCount count={pending} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin-sidebar__user">
          <p>
            Bejelentkezve: <strong>{name}</strong>
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => void onLogout()}>
            Kijelentkezés
          </button>
        </div>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
