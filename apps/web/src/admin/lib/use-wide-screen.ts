import { useSyncExternalStore } from 'react';

/** Where the admin's day views turn from a phone's list into a desktop's table. */
const WIDE = '(min-width: 64rem)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the screen is a desktop's (at least 1024 px wide), following changes of its size. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
