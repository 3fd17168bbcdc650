import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { foodUsesQuery } from '#web/admin/features/foods/api.ts';
import { paths } from '#web/admin/lib/paths.ts';
import { formatDate } from '@restaurant/contract/format.ts';

/** The daily menus to come and the running or coming offers that carry the food, which follow it. */
export function FoodUses(props: { foodId: number }) {
  const uses = useQuery(foodUsesQuery(props.foodId));
  if (!uses.data) return null;
  const { dailyMenus, offers } = uses.data;
  if (dailyMenus.length === 0 && offers.length === 0) {
    return (
      <p className="field__hint">
        Ez az étel nincs rajta a következő napi menükön és ajánlatokban.
      </p>
    );
  }
  return (
    <section className="food-uses" aria-labelledby="food-uses-title">
      <h2 id="food-uses-title">Rajta van ezeken</h2>
      <p className="field__hint">
        A mentett név, leírás és allergének ezeken is megjelennek; az árukat ott lehet módosítani.
      </p>
      <ul>
        {dailyMenus.map((menu) => (
          <li key={`day-${menu.id}`}>
            <Link to={paths.day(menu.date)}>Napi menü: {formatDate(menu.date, 'hu')}</Link>
          </li>
        ))}
        {offers.map((offer) => (
          <li key={`offer-${offer.id}`}>
            <Link to={paths.offer(offer.id)}>
              Ajánlat: {offer.name.hu} ({formatDate(offer.startDate, 'hu')} –{' '}
              {formatDate(offer.endDate, 'hu')})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
