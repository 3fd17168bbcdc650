import {
  type ReservationFigures,
  type ReservationStats,
} from '@restaurant/contract/reservation-stats.ts';
import { RESERVATION_SOURCES } from '@restaurant/contract/reservation.ts';
import { SOURCE_LABELS } from '#web/admin/lib/reservation-labels.ts';

/** Excel in Hungarian reads a file as UTF-8 by this mark, and splits its columns at ';'. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADINGS = [
  'Időszak kezdete',
  'Időszak vége',
  'Foglalások',
  'Vendégek',
  ...RESERVATION_SOURCES.flatMap((source) => [
    `${SOURCE_LABELS[source]} foglalások`,
    `${SOURCE_LABELS[source]} vendégek`,
  ]),
  'Nem jött el',
  'Nem jött el aránya (%)',
  'Lemondások',
  'Késői lemondások',
  'Késői lemondások aránya (%)',
];

/** A rate in percent with a decimal comma, as a Hungarian spreadsheet reads a number. */
const percentCell = (rate: number | null) =>
  rate === null ? '' : String(Math.round(rate * 10_000) / 100).replace('.', ',');

function cells(figures: ReservationFigures): string[] {
  return [
    figures.bookings,
    figures.covers,
    ...RESERVATION_SOURCES.flatMap((source) => [
      figures.bySource[source].bookings,
      figures.bySource[source].covers,
    ]),
    figures.noShows,
    percentCell(figures.noShowRate),
    figures.cancellations,
    figures.lateCancellations,
    percentCell(figures.lateCancelRate),
  ].map(String);
}

/** The table of the numbers as a CSV file's text: a row per period, then the whole span's total. */
export function statsCsv(stats: ReservationStats): string {
  const rows = [
    HEADINGS,
    ...stats.periods.map((period) => [period.from, period.to, ...cells(period)]),
    ['Összesen', '', ...cells(stats.total)],
  ];
  return BOM + rows.map((row) => row.join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** The file's name: szamok-2026-11-01-2026-11-30.csv. */
export const statsFileName = (stats: ReservationStats) => `szamok-${stats.from}-${stats.to}.csv`;

/** Hands the numbers to the browser as a file to save. */
export function downloadCsv(stats: ReservationStats): void {
  const url = URL.createObjectURL(new Blob([statsCsv(stats)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = statsFileName(stats);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
