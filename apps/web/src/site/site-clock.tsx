import { createContext, useContext } from 'react';
import type { ZoneOffsets } from '@restaurant/contract/zone-clock.ts';

type SiteClock = { today: string; timeZone: string; zone: ZoneOffsets };

/** The restaurant's "today" as the server reckoned it, and the zone to reckon the hour in. */
export const SiteClockContext = createContext<SiteClock | null>(null);

export function useSiteClock(): SiteClock {
  const value = useContext(SiteClockContext);
  if (!value) throw new Error('useSiteClock must be used within a SiteClockContext provider');
  return value;
}
