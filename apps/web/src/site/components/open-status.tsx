import { useEffect, useState } from 'react';
import { hoursOn, openStatus } from '@restaurant/contract/opening-times.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { formatRanges } from '#web/site/components/opening-hours.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock, wallClockAt } from '#web/site/site-clock.tsx';

const MINUTE_MS = 60_000;

/** The browser's clock, read after hydration and then every minute; null while rendering on the server. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Open now, until 20:00", "Opens at 11:30" or "Closed today". Pages are cached, so the server
 * writes only today's hours, which stay true all day; the browser then works out the line from
 * the hours in the page and the restaurant's time zone, and keeps it current.
 */
export function OpenStatus() {
  const { t } = useLanguage();
  const clock = useSiteClock();
  const hours = useRestaurant()?.hours;
  const now = useNow();
  if (!hours) return null;
  let text: string;
  let state: string;
  if (now === null) {
    const ranges = hoursOn(hours, clock.today).restaurant;
    state = ranges.length > 0 ? 'today' : 'closed';
    text =
      ranges.length > 0
        ? t('hours.todayHours', { hours: formatRanges(ranges) })
        : t('hours.closedToday');
  } else {
    const { date, minutes } = wallClockAt(clock, now);
    const status = openStatus(hours, date, minutes);
    state = status.kind;
    text =
      status.kind === 'open'
        ? t('hours.openNow', { time: status.until })
        : status.kind === 'opensAt'
          ? t('hours.opensAt', { time: status.at })
          : t(status.kind === 'closedNow' ? 'hours.closedNow' : 'hours.closedToday');
  }
  return (
    <p
      className={`open-status open-status--${state === 'open' ? 'open' : 'closed'}`}
      data-state={state}
    >
      <span className="open-status__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
