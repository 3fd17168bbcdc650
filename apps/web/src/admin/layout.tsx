import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { displayName, useAuth, useIsOwner } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';
import { summaryQuery } from '#web/admin/features/reservations/api.ts';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { screens, type ScreenLoader } from '#web/admin/screens.ts';

type NavigationItem = {
  to: string;
  label: string;
  end?: boolean;
  ownerOnly?: boolean;
  /** Shows how many bookings wait for a decision. */
  pending?: boolean;
  /** The screen's code, fetched as soon as the link is pointed at or focused. */
  screen: ScreenLoader;
};

const ADMIN_NAVIGATION: NavigationItem[] = [
  { to: paths.dashboard(), label: 'Vezérlőpult', end: true, screen: screens.dashboard },
  { to: paths.reservations(), label: 'Foglalások', pending: true, screen: screens.reservations },
  { to: paths.tablePlan(), label: 'Asztaltérkép', screen: screens.tablePlan },
  { to: paths.stats(), label: 'Számok', ownerOnly: true, screen: screens.stats },
  { to: paths.week(), label: 'Napi menük', screen: screens.week },
  { to: paths.offers(), label: 'Ajánlatok', screen: screens.offerList },
  { to: paths.events(), label: 'Események', screen: screens.eventList },
  { to: paths.foods(), label: 'Ételek', screen: screens.foodList },
  { to: paths.drinks(), label: 'Italok', screen: screens.drinkList },
  { to: paths.categories(), label: 'Kategóriák', screen: screens.categoryList },
  { to: paths.allergens(), label: 'Allergének', screen: screens.allergenList },
  { to: paths.allergenMatrix(), label: 'Allergénmátrix', screen: screens.allergenMatrix },
  { to: paths.tableCards(), label: 'QR-kódok', screen: screens.tableCards },
  { to: paths.restaurant(), label: 'Étterem adatai', ownerOnly: true, screen: screens.restaurant },
  {
    to: paths.openingHours(),
    label: 'Nyitvatartás',
    ownerOnly: true,
    screen: screens.openingHours,
  },
  {
    to: paths.reservationSettings(),
    label: 'Foglalási beállítások',
    ownerOnly: true,
    screen: screens.reservationSettings,
  },
  { to: paths.tables(), label: 'Asztalok', ownerOnly: true, screen: screens.tables },
  { to: paths.media(), label: 'Képek', screen: screens.media },
  { to: paths.auditLog(), label: 'Napló', screen: screens.auditLog },
  { to: paths.staff(), label: 'Munkatársak', ownerOnly: true, screen: screens.staff },
  { to: paths.account(), label: 'Fiókom', screen: screens.account },
];

/** A prefetch that fails is left to the navigation, which fetches the screen again. */
function prefetch(item: NavigationItem) {
  item.screen().catch(() => undefined);
}

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
  const pending = useQuery(summaryQuery()).data?.requested ?? 0;

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
              <NavLink
                to={item.to}
                end={item.end}
                onMouseEnter={() => prefetch(item)}
                onFocus={() => prefetch(item)}
              >
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
