import { createContext, useContext } from 'react';

/** The restaurant's "today", as the server reckoned it in the restaurant's time zone. */
export const SiteClockContext = createContext<{ today: string } | null>(null);

export function useSiteClock(): { today: string } {
  const value = useContext(SiteClockContext);
  if (!value) throw new Error('useSiteClock must be used within a SiteClockContext provider');
  return value;
}
