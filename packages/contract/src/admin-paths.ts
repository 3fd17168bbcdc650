/** The admin's home, its dashboard: every admin address starts with it. */
export const ADMIN_PATH = '/admin';

/** The login screen: a document of its own, rendered by the server and usable before any script. */
export const LOGIN_PATH = '/admin/login';

/**
 * Where a login goes on to: the admin address it was asked from (`from`), or the dashboard. Only
 * addresses inside the admin are followed, and never the login itself.
 */
export function returnPath(from: string | null | undefined): string {
  const inAdmin = from === ADMIN_PATH || /^\/admin[/?]/.test(from ?? '');
  return from && inAdmin && !from.startsWith(LOGIN_PATH) ? from : ADMIN_PATH;
}

/** The login's address that comes back to `from` once logged in. */
export function loginPath(from?: string): string {
  return from === undefined ? LOGIN_PATH : `${LOGIN_PATH}?from=${encodeURIComponent(from)}`;
}
