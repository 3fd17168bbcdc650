import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';

/** Every admin page but the login: a full-screen wait while the session is checked. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'checking') {
    return (
      <div className="fullscreen-loading" role="status">
        Betöltés...
      </div>
    );
  }
  if (state.status === 'anonymous') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login(from)} replace />;
  }
  return <Outlet />;
}
