import { createContext, useContext } from 'react';

type SiteClock = { today: string; timeZone: string };

/** The restaurant's "today" as the server reckoned it, and the zone to reckon the hour in. */
export const SiteClockContext = createContext<SiteClock | null>(null);

export function useSiteClock(): SiteClock {
  const value = useContext(SiteClockContext);
  if (!value) throw new Error('useSiteClock must be used within a SiteClockContext provider');
  return value;
}
