import { renderToStaticMarkup } from 'react-dom/server';
import { matchPath } from 'react-router';
import { LoginScreen } from '#web/admin/login/login-screen.tsx';
import { ROUTES } from '#web/admin/lib/paths.ts';

/** The admin's login screen as HTML, for the server's login document; it is never hydrated. */
export function renderLogin(): string {
  return renderToStaticMarkup(<LoginScreen />);
}

/** Whether an address is one of the admin's screens (any other is sent to the home page). */
export function isAdminScreen(pathname: string): boolean {
  return Object.values(ROUTES).some((pattern) => matchPath(pattern, pathname) !== null);
}
