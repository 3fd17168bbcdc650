import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { OPENING_HOURS } from '#web/site/lib/restaurant.ts';

/** The restaurant's and the kitchen's hours, written as the spec does; Monday, closed, is not listed. */
export function OpeningHours() {
  const { t } = useLanguage();
  const dayRange = (days: readonly number[]) =>
    days.length === 1
      ? t(`days.${days[0]}`)
      : `${t(`days.${days[0]}`)}-${t(`days.${days[days.length - 1]}`)}`;
  return (
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
        {OPENING_HOURS.map((row) => (
          <tr key={row.days.join()}>
            <th scope="row">{dayRange(row.days)}</th>
            <td>{row.restaurant.join('-')}</td>
            <td>{row.kitchen.join('-')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
