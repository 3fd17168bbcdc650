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

/** How long a page's content may take to appear (its data may be loading). */
const SHOWN_WITHIN_MS = 5_000;

/** Runs `then` once the page shows what `isShown` looks for, if it does within SHOWN_WITHIN_MS. */
function whenShown(isShown: () => boolean, then: () => void): void {
  if (isShown()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isShown()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), SHOWN_WITHIN_MS);
}

/**
 * Jumps to the section the address names as soon as the page shows it, the way the browser jumps
 * to an address's fragment (so that the section is also the page's :target).
 */
function revealWhenShown(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  whenShown(
    () => document.getElementById(id) !== null,
    () => window.location.replace(hash),
  );
}

/** Where the guest was on the page shown, kept with its history entry for back and forward. */
type EntryState = { scrollY?: number } | null;

function rememberPlace(): void {
  const state = window.history.state as EntryState;
  window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

/**
 * Back and forward return to where the guest was on the page, once the page has its content
 * again (the browser's own attempt comes before it is rendered).
 */
function returnToPlace(scrollY: number): void {
  const loading = () => document.querySelector('main .notice[role="status"]') !== null;
  const tallEnough = () => document.documentElement.scrollHeight >= scrollY + window.innerHeight;
  requestAnimationFrame(() =>
    whenShown(
      () => !loading() && tallEnough(),
      () => window.scrollTo(0, scrollY),
    ),
  );
}

/**
 * The public site's few pages need only this much routing: the current location, pushState
 * navigation and the back button. (Full routers weigh more than the whole site's own code.)
 */
export function Router(props: {
  url: string;
  /** What must be here before the page moves to an address (its code), if anything. */
  beforeMove?: (pathname: string) => Promise<unknown> | undefined;
  children: ReactNode;
}) {
  const { beforeMove } = props;
  const [location, setLocation] = useState(() => parse(props.url));

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      setLocation(parse(window.location.href));
      const { scrollY } = (event.state as EntryState) ?? {};
      if (scrollY !== undefined) returnToPlace(scrollY);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  /**
   * Following a link (an address given whole) lands at the top of its page or on the section it
   * names, as a browser does, and a link to the address shown adds no history entry. Changing a
   * part of the address (the language's ?lang=) keeps the guest's place.
   */
  const move = useCallback<Navigate>((to, options = {}) => {
    const current = parse(window.location.href);
    const next = typeof to === 'string' ? parse(to) : { ...current, ...to };
    const href = `${next.pathname}${next.search}${next.hash}`;
    const shown = href === `${current.pathname}${current.search}${current.hash}`;
    if (!options.replace && !shown) rememberPlace();
    window.history[options.replace || shown ? 'replaceState' : 'pushState'](null, '', href);
    setLocation(next);
    if (typeof to === 'string') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
      if (next.hash) revealWhenShown(next.hash);
    }
  }, []);

  const navigate = useCallback<Navigate>(
    (to, options) => {
      const pathname = typeof to === 'string' ? parse(to).pathname : to.pathname;
      const waiting = pathname === undefined ? undefined : beforeMove?.(pathname);
      if (waiting) void waiting.then(() => move(to, options));
      else move(to, options);
    },
    [beforeMove, move],
  );

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

/** A click the page handles itself: the main button, no modifier key, not handled already. */
function movesInPlace(event: MouseEvent<HTMLElement>): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !event.defaultPrevented && event.button === 0 && !modified;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!movesInPlace(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}

/**
 * A click handler for an element whose links are plain HTML (as the server wrote them): a click on
 * a link to another routed address moves in place, as a Link does. In-page anchors, other
 * addresses and links opening elsewhere keep the browser's own behaviour.
 */
export function useLinksInPlace(isRouted: (pathname: string) => boolean) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
        return;
      }
      const to = new URL(link.href);
      const elsewhere = to.origin !== window.location.origin || !isRouted(to.pathname);
      if (elsewhere || to.pathname === window.location.pathname || !movesInPlace(event)) return;
      event.preventDefault();
      navigate(`${to.pathname}${to.search}${to.hash}`);
    },
    [navigate, isRouted],
  );
}

/** Moves to another address once rendered in the browser (the server redirects by itself). */
export function Redirect(props: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(props.to, { replace: true }), [navigate, props.to]);
  return null;
}
