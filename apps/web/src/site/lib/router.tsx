import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** A URL's path, query and fragment, as the router tracks them. */
type Location = { pathname: string; search: string; hash: string };
type Navigate = (to: string | Partial<Location>, options?: { replace?: boolean }) => void;

const RouterContext = createContext<{ location: Location; navigate: Navigate } | null>(null);

function parse(url: string): Location {
  const { pathname, search, hash } = new URL(url, 'http://site.invalid');
  return { pathname, search, hash };
}

/**
 * The public site's few pages need only this much routing: the current location, pushState
 * navigation and the back button. (Full routers weigh more than the whole site's own code.)
 */
export function Router(props: { url: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(props.url));

  useEffect(() => {
    const onPopState = () => setLocation(parse(window.location.href));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<Navigate>((to, options = {}) => {
    const current = parse(window.location.href);
    const next = typeof to === 'string' ? parse(to) : { ...current, ...to };
    const href = `${next.pathname}${next.search}${next.hash}`;
    window.history[options.replace ? 'replaceState' : 'pushState'](null, '', href);
    setLocation(next);
    if (next.pathname !== current.pathname) {
      const target = next.hash ? document.getElementById(next.hash.slice(1)) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>;
}

function useRouter() {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter must be used within a Router');
  return value;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}

/** A Link marked as the current page when the location is its target. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  return <Link aria-current={pathname === props.to ? 'page' : undefined} {...props} />;
}

/** Moves to another address once rendered in the browser (the server redirects by itself). */
export function Redirect(props: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(props.to, { replace: true }), [navigate, props.to]);
  return null;
}
