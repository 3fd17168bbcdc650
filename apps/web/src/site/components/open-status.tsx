import { useEffect, useState } from 'react';
import { addDays, weekdayOf } from '@restaurant/contract/calendar.ts';
import {
  hoursOn,
  openStatus,
  type OpenStatus as Status,
} from '@restaurant/contract/opening-times.ts';
import type { Language } from '@restaurant/contract/languages.ts';
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

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The line for a status: "Nyitva 22:00-ig, konyha 21:00-ig", "Ma 10:00-kor nyitunk", "Ma zárva
 * (Téli szabadság), csütörtökön 10:00-kor nyitunk".
 */
function statusText(status: Status, date: string, lang: Language, t: Translate): string {
  if (status.kind === 'open') {
    const { kitchen } = status;
    const open = t('hours.openUntil', { time: status.until });
    if (kitchen === null) return open;
    const about =
      kitchen.kind === 'open'
        ? t('hours.kitchenUntil', { time: kitchen.until })
        : kitchen.kind === 'opensAt'
          ? t('hours.kitchenOpensAt', { time: kitchen.at })
          : t('hours.kitchenClosed');
    return `${open}, ${about}`;
  }
  if (status.kind === 'opensAt') return t('hours.opensAt', { time: status.at });
  const closed =
    status.kind === 'closedNow'
      ? t('hours.closedNow')
      : status.note
        ? t('hours.closedTodayNote', { note: status.note[lang] })
        : t('hours.closedToday');
  if (!status.next) return closed;
  const day =
    status.next.date === addDays(date, 1)
      ? t('hours.tomorrow')
      : t(`hours.onDay.${weekdayOf(status.next.date)}`);
  return `${closed}, ${t('hours.nextOpening', { day, time: status.next.at })}`;
}

/**
 * "Open until 22:00, kitchen until 21:00", "Opens at 11:30" or "Closed today (…), we open on …". Pages are cached, so the server
 * writes only today's hours, which stay true all day; the browser then works out the line from
 * the hours in the page and the restaurant's time zone, and keeps it current.
 */
export function OpenStatus() {
  const { lang, t } = useLanguage();
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
    text = statusText(status, date, lang, t);
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
