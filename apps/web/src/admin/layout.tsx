import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { displayName, useAuth } from '#web/admin/lib/auth.tsx';

export const ADMIN_NAVIGATION = [
  { to: '/admin', label: 'Vezérlőpult', end: true },
  { to: '/admin/napi-menuk', label: 'Napi menük' },
  { to: '/admin/ajanlatok', label: 'Ajánlatok' },
  { to: '/admin/etelek', label: 'Ételek' },
  { to: '/admin/italok', label: 'Italok' },
  { to: '/admin/kategoriak', label: 'Kategóriák' },
  { to: '/admin/allergenek', label: 'Allergének' },
];

/** The admin frame: a sidebar (a menu button on a phone) and the page. No public navbar or footer. */
export function AdminLayout() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const name = state.status === 'authenticated' ? displayName(state.user) : '';
  const onLogout = async () => {
    await logout();
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Ugrás a tartalomra
      </a>
      <header className="admin-topbar">
        <span className="admin-brand">Paprika Bisztró · Admin</span>
        <button
          type="button"
          className="btn btn--secondary admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menü
        </button>
      </header>
      <nav
        id="admin-sidebar"
        className={menuOpen ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}
        aria-label="Adminisztráció"
      >
        <p className="admin-sidebar__brand">Paprika Bisztró</p>
        <ul>
          {ADMIN_NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
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
        <Outlet />
      </main>
    </div>
  );
}
