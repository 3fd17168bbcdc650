import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { weekMenusQuery } from '#web/admin/features/daily-menus/api.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { paths } from '#web/admin/lib/paths.ts';

const WEEKDAYS = ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'];

/** The seven days of a day's week, each a link with its number of items, for quick moves. */
export function WeekStrip(props: { date: string }) {
  const { monday } = weekOf(props.date);
  const menus = useQuery(weekMenusQuery(monday));
  const today = restaurantToday();
  return (
    <nav className="week-strip" aria-label="A hét napjai">
      <ol>
        {WEEKDAYS.map((weekday, index) => {
          const date = addDays(monday, index);
          const count = menus.data?.find((menu) => menu.date === date)?.items.length;
          const classes = ['week-strip__day'];
          if (date === props.date) classes.push('week-strip__day--current');
          if (date === today) classes.push('week-strip__day--today');
          return (
            <li key={date}>
              <Link
                className={classes.join(' ')}
                to={paths.day(date)}
                aria-current={date === props.date ? 'page' : undefined}
              >
                <span className="visually-hidden">{formatDate(date, 'hu')}: </span>
                <span aria-hidden="true">{weekday}</span>
                <span className="week-strip__date" aria-hidden="true">
                  {Number(date.slice(8))}.
                </span>
                <span className="week-strip__count">
                  {count ? (
                    `${count} tétel`
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">nincs tétel</span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
