import type { ReservationStats, StatsPeriod } from '@restaurant/contract/reservation-stats.ts';

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  day: 'Naponta',
  week: 'Hetente',
  month: 'Havonta',
};

type Period = ReservationStats['periods'][number];

const dayFormat = new Intl.DateTimeFormat('hu-HU', {
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('hu-HU', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('hu-HU', {
  year: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A period as the table and the charts name it: "nov. 28., szo", "nov. 23. – nov. 29.", "2026. november". */
export function periodLabel(by: StatsPeriod, period: Period): string {
  if (by === 'day') return dayFormat.format(utc(period.from));
  if (by === 'month') return monthFormat.format(utc(period.from));
  return `${shortFormat.format(utc(period.from))} – ${shortFormat.format(utc(period.to))}`;
}

const percentFormat = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });

/** A rate as a percentage in Hungarian ("12,5%"), or a dash when there was nothing to divide by. */
export const percent = (rate: number | null): string =>
  rate === null ? '–' : `${percentFormat.format(rate * 100)}%`;
