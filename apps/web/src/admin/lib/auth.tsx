import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Login, LoginResponse, User } from '@restaurant/contract/auth.ts';
import { ApiError, api, setUnauthorizedHandler } from '#web/admin/lib/api-client.ts';
import { dropAllDrafts, keepOpenDrafts } from '#web/admin/lib/drafts.ts';

const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;
const DEFAULT_ADMIN_NAME = 'Admin User';

type AuthState =
  { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; user: User };

type AuthContextValue = {
  state: AuthState;
  login: (input: Login) => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** The server says in the document when the browser has no session cookie at all. */
function signedOut(): boolean {
  return document.querySelector<HTMLMetaElement>('meta[name="admin-session"]')?.content === 'none';
}

/** The signed-in member, as the server put it into the document (as /api/auth/me gives it). */
function embeddedMember(): User | null {
  const data = document.getElementById('admin-member')?.textContent;
  return data ? (JSON.parse(data) as User) : null;
}

function initialState(): AuthState {
  if (signedOut()) return { status: 'anonymous' };
  const user = embeddedMember();
  return user ? { status: 'authenticated', user } : { status: 'checking' };
}

/**
 * The admin session: checked at start (unless the document already names the member, or says the
 * browser has none), every five minutes while it lasts and whenever a call is refused with a 401;
 * the session check's own 401 ends it.
 */
export function AuthProvider(props: { children: ReactNode }) {
  const [initial] = useState(initialState);
  const [state, setState] = useState<AuthState>(initial);
  const anonymous = state.status === 'anonymous';

  const check = useCallback(async () => {
    try {
      const user = await api<User>('GET', '/api/auth/me');
      setState({ status: 'authenticated', user });
    } catch (error) {
      // Only a 401 ends the session; a passing network fault leaves it as it was. An ended
      // session keeps what the open forms hold, for after the next login.
      if (error instanceof ApiError && error.status === 401) {
        keepOpenDrafts();
        setState({ status: 'anonymous' });
      } else
        setState((current) => (current.status === 'checking' ? { status: 'anonymous' } : current));
    }
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => void check());
  }, [check]);

  useEffect(() => {
    if (anonymous) return;
    if (initial.status !== 'authenticated') void check();
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [check, anonymous, initial]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      login: async (input) => {
        const { user } = await api<LoginResponse>('POST', '/api/auth/login', input);
        setState({ status: 'authenticated', user });
      },
      logout: async () => {
        await api('POST', '/api/auth/logout').catch(() => undefined);
        dropAllDrafts();
        setState({ status: 'anonymous' });
      },
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{props.children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** Whether the person logged in is an owner (some screens are theirs only). */
export function useIsOwner(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && state.user.role === 'owner';
}

export function displayName(user: User): string {
  return user.name?.trim() || DEFAULT_ADMIN_NAME;
}
