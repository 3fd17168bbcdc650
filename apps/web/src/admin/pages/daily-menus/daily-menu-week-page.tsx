import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import { hoursOn, opensOn } from '@restaurant/contract/opening-times.ts';
import { ErrorState, QueryState } from '#web/admin/components/states.tsx';
import { weekMenusQuery } from '#web/admin/features/daily-menus/api.ts';
import { openingHoursQuery } from '#web/admin/features/opening-hours/api.ts';
import { useCopyWeekForward, weekRange } from '#web/admin/features/daily-menus/copy-week.tsx';
import { useDayActions } from '#web/admin/features/daily-menus/day-actions.tsx';
import { formatDate, formatPrice } from '@restaurant/contract/format.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { paths } from '#web/admin/lib/paths.ts';

/** Whether the stored hours leave a day closed, and the note of the exception that closes it. */
function closedOn(hours: OpeningHours | undefined, date: string): { note: string } | null {
  if (!hours || opensOn(hours, date)) return null;
  return { note: hoursOn(hours, date).exception?.note.hu ?? '' };
}

function DayCard(props: {
  date: string;
  menu: DailyMenu | undefined;
  today: boolean;
  /** Set when the opening hours leave the day closed: the site shows no menu for it. */
  closed: { note: string } | null;
  actions: ReturnType<typeof useDayActions>;
}) {
  const { date, menu, closed, actions } = props;
  const name = formatDate(date, 'hu');
  return (
    <li
      className={props.today ? 'day-card day-card--today' : 'day-card'}
      aria-current={props.today ? 'date' : undefined}
    >
      <div className="day-card__header">
        <h2 className="day-card__title">{name}</h2>
        {props.today ? <span className="badge badge--accent">Ma</span> : null}
        {closed ? <span className="badge">Zárva</span> : null}
      </div>
      {closed ? (
        <p className="day-card__closed">
          {closed.note ? `${closed.note} – ` : ''}
          {menu
            ? 'Zárva tartunk, ezért ez a menü nem jelenik meg a honlapon.'
            : 'Zárva tartunk ezen a napon.'}
        </p>
      ) : null}
      {!menu ? (
        <p className="day-card__empty">Nincs menü erre a napra.</p>
      ) : menu.items.length === 0 ? (
        <p className="day-card__empty">A menü még üres.</p>
      ) : (
        <ul className="day-card__items">
          {menu.items.map((item) => (
            <li key={item.id}>
              <span>{item.name.hu}</span>
              <span className="day-card__price">{formatPrice(item.price, 'hu')}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="day-card__actions">
        {menu ? (
          <>
            <Link
              className="btn btn--secondary btn--small"
              to={paths.day(date)}
              aria-label={`Szerkesztés: ${name}`}
            >
              Szerkesztés
            </Link>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`Másolás: ${name}`}
              onClick={() => actions.askCopy(menu)}
            >
              Másolás
            </button>
            <button
              type="button"
              className="btn btn--danger-outline btn--small"
              aria-label={`Törlés: ${name}`}
              onClick={() => actions.askDelete(menu)}
            >
              Törlés
            </button>
          </>
        ) : (
          <Link
            className="btn btn--primary btn--small"
            to={paths.dailyMenuItem(date, 'uj')}
            aria-label={`Tétel hozzáadása: ${name}`}
          >
            Tétel hozzáadása
          </Link>
        )}
      </div>
    </li>
  );
}

function WeekNavigation(props: { monday: string; current: string }) {
  const { monday, current } = props;
  return (
    <nav className="week-nav" aria-label="Hetek">
      <Link className="btn btn--secondary" to={paths.week(addDays(monday, -7))}>
        <span aria-hidden="true">‹</span> Előző hét
      </Link>
      <p className="week-nav__label">
        {weekRange(monday)}
        {monday === current ? <span className="badge">Aktuális hét</span> : null}
      </p>
      <Link className="btn btn--secondary" to={paths.week(addDays(monday, 7))}>
        Következő hét <span aria-hidden="true">›</span>
      </Link>
      {monday !== current ? (
        <Link className="btn btn--secondary" to={paths.week()}>
          Ugrás az aktuális hétre
        </Link>
      ) : null}
    </nav>
  );
}

/** /admin/napi-menuk: Monday to Sunday of a week (?het= any day of it), today marked. */
export function DailyMenuWeekPage() {
  const [params] = useSearchParams();
  const today = restaurantToday();
  const requested = params.get('het');
  const valid = requested === null || DateSchema.safeParse(requested).success;
  const monday = weekOf(valid && requested !== null ? requested : today).monday;
  const currentMonday = weekOf(today).monday;
  const menus = useQuery({ ...weekMenusQuery(monday), enabled: valid });
  // Only to mark closed days: the week shows without it.
  const hours = useQuery(openingHoursQuery());
  const actions = useDayActions();
  const copyWeek = useCopyWeekForward(monday, menus.data ?? []);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Napi menük</h1>
        {menus.data && menus.data.length > 0 ? (
          <div className="admin-page__actions">
            <button type="button" className="btn btn--secondary" onClick={copyWeek.ask}>
              Hét másolása a következő hétre
            </button>
          </div>
        ) : null}
      </div>
      {!valid ? (
        <>
          <ErrorState message={`Érvénytelen dátum: ${requested}`} />
          <p>
            <Link to={paths.week()}>Ugrás az aktuális hétre</Link>
          </p>
        </>
      ) : (
        <>
          <WeekNavigation monday={monday} current={currentMonday} />
          <QueryState
            query={menus}
            loading="Napi menük betöltése..."
            error="Hiba történt a napi menük betöltése közben."
          >
            {(data) => (
              <>
                {data.length === 0 ? (
                  <p className="admin-note">Erre a hétre még nincs napi menü.</p>
                ) : null}
                <ol className="week-days">
                  {days.map((date) => (
                    <DayCard
                      key={date}
                      date={date}
                      menu={data.find((menu) => menu.date === date)}
                      today={date === today}
                      closed={closedOn(hours.data, date)}
                      actions={actions}
                    />
                  ))}
                </ol>
              </>
            )}
          </QueryState>
        </>
      )}
      {actions.dialogs}
      {copyWeek.dialog}
    </section>
  );
}
