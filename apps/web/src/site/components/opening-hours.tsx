import type { TimeRange } from '@restaurant/contract/opening-times.ts';
import { upcomingExceptions, weeklyRows } from '@restaurant/contract/opening-times.ts';
import { formatDayRange } from '@restaurant/contract/format.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

export const formatRanges = (ranges: TimeRange[]) =>
  ranges.map((range) => `${range.from}-${range.to}`).join(', ');

/** The days of the next two weeks whose hours differ from the usual, with the reason. */
function Exceptions() {
  const { lang, t } = useLanguage();
  const { today } = useSiteClock();
  const hours = useRestaurant()?.hours;
  const coming = hours ? upcomingExceptions(hours.exceptions, today) : [];
  if (coming.length === 0) return null;
  return (
    <div className="hours-exceptions">
      <h4>{t('hours.exceptionsTitle')}</h4>
      <ul>
        {coming.map((exception) => (
          <li key={exception.id}>
            <strong>{formatDayRange(exception.from, exception.to, lang)}:</strong>{' '}
            {exception.closed ? t('hours.closed') : formatRanges(exception.restaurant)}
            {exception.note[lang] ? ` – ${exception.note[lang]}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The restaurant's and the kitchen's weekly hours; a closed day is not listed. */
export function OpeningHours() {
  const { t } = useLanguage();
  const hours = useRestaurant()?.hours;
  if (!hours) return null;
  const dayRange = (days: readonly number[]) =>
    days.length === 1
      ? t(`days.${days[0]}`)
      : `${t(`days.${days[0]}`)}-${t(`days.${days[days.length - 1]}`)}`;
  return (
    <>
      <table className="hours">
        <caption className="visually-hidden">{t('hours.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hours.day')}</th>
            <th scope="col">{t('hours.restaurant')}</th>
            <th scope="col">{t('hours.kitchen')}</th>
          </tr>
        </thead>
        <tbody>
          {weeklyRows(hours).map((row) => (
            <tr key={row.days.join()}>
              <th scope="row">{dayRange(row.days)}</th>
              <td>{formatRanges(row.restaurant)}</td>
              <td>{formatRanges(row.kitchen) || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Exceptions />
    </>
  );
}
