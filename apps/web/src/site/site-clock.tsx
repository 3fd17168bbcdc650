import { createContext, useContext, useEffect, useRef } from 'react';
import {
  wallClock,
  wallClockFrom,
  type WallTime,
  type ZoneOffsets,
} from '@restaurant/contract/zone-clock.ts';
import { useLocation } from '#web/site/lib/router.tsx';

type SiteClock = { today: string; timeZone: string; zone: ZoneOffsets };

/** The restaurant's "today" as the server reckoned it, and the zone to reckon the hour in. */
export const SiteClockContext = createContext<SiteClock | null>(null);

export function useSiteClock(): SiteClock {
  const value = useContext(SiteClockContext);
  if (!value) throw new Error('useSiteClock must be used within a SiteClockContext provider');
  return value;
}

/** The restaurant's wall clock at `now` (the browser's clock), from the offsets the page carries. */
export function wallClockAt(clock: SiteClock, now: number): WallTime {
  return wallClockFrom(clock.zone, now) ?? wallClock(clock.timeZone, now);
}

/** Remembers the day of a page loaded afresh for a new day, so that a clock set wrong reloads once. */
const RELOADED_FROM = 'reloaded-from-day';

function reloadIfFromAnEarlierDay(clock: SiteClock): void {
  if (wallClockAt(clock, Date.now()).date <= clock.today || navigator.onLine === false) return;
  try {
    if (window.sessionStorage.getItem(RELOADED_FROM) === clock.today) return;
    window.sessionStorage.setItem(RELOADED_FROM, clock.today);
  } catch {
    return;
  }
  window.location.reload();
}

/**
 * A page left open past the restaurant's midnight holds the day before: its "today", its week
 * and the dishes kept as the server wrote them. When the guest comes back to it or moves to
 * another page, it is loaded afresh from the server.
 */
export function FreshDay() {
  const clock = useSiteClock();
  const location = useLocation();
  const latest = useRef(clock);
  latest.current = clock;
  const arrived = useRef(true);
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    reloadIfFromAnEarlierDay(latest.current);
  }, [location]);
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') reloadIfFromAnEarlierDay(latest.current);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, []);
  return null;
}
