import { formatLongDate } from '@restaurant/contract/format.ts';
import { hhmm } from '#web/site/components/slot-picker.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';
import { useSiteClock, wallClockAt } from '#web/site/site-clock.tsx';

/**
 * The guest's place on the waiting list, seen through the link in its e-mails: a time offered is
 * taken with one press (the link only opens the page), and the guest may leave the list.
 */
export function WaitlistEntry() {
  const { t, lang } = useLanguage();
  const clock = useSiteClock();
  const { waitlist: entry, notice, event } = useReservationView();
  if (!entry) return null;
  // An event's entry waits for seats at the event's start, not for a table in a window.
  const forEvent = entry.eventId !== null;
  const action = `/waitlist/${entry.token}${lang === 'hu' ? '' : `?lang=${lang}`}`;
  const offered = entry.status === 'offered';
  const heldUntil = entry.holdUntil
    ? hhmm(wallClockAt(clock, Date.parse(entry.holdUntil)).minutes)
    : '';
  const refused = notice === 'reservation.waitlist.lapsed' || notice?.includes('errors');
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" tabIndex={-1} autoFocus>
        {offered
          ? t(
              forEvent
                ? 'reservation.waitlist.seatsOffered'
                : 'reservation.waitlist.statuses.offered',
            )
          : t('reservation.waitlist.title')}
      </h2>
      {notice ? (
        <p
          className={refused ? 'notice notice--error' : 'notice'}
          role={refused ? 'alert' : 'status'}
        >
          {t(notice)}
        </p>
      ) : null}
      {offered ? (
        <p>
          {t(forEvent ? 'reservation.waitlist.seatsHeldUntil' : 'reservation.waitlist.heldUntil', {
            time: heldUntil,
          })}
        </p>
      ) : null}
      <dl className="facts">
        <dt>{t('reservation.reference')}</dt>
        <dd>
          <strong>{entry.reference}</strong>
        </dd>
        <dt>{t('reservation.status')}</dt>
        <dd>
          {forEvent && offered
            ? t('reservation.waitlist.seatsOffered')
            : t(`reservation.waitlist.statuses.${entry.status}`)}
        </dd>
        {event && forEvent ? (
          <>
            <dt>{t('reservation.event')}</dt>
            <dd>{event.title[lang]}</dd>
          </>
        ) : null}
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(entry.date, lang)}</dd>
        {forEvent ? (
          <>
            <dt>{t('reservation.time')}</dt>
            <dd>{entry.from}</dd>
          </>
        ) : offered ? (
          <>
            <dt>{t('reservation.waitlist.offeredTime')}</dt>
            <dd>
              <strong>{entry.offeredTime}</strong>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('reservation.waitlist.window')}</dt>
            <dd>
              {entry.from}–{entry.to}
            </dd>
          </>
        )}
        <dt>{t('reservation.partySize')}</dt>
        <dd>{entry.partySize}</dd>
        <dt>{t('reservation.email')}</dt>
        <dd>{entry.email}</dd>
      </dl>
      {offered ? (
        <form method="post" action={action}>
          <button className="button button--primary" type="submit" name="action" value="take">
            {t(forEvent ? 'reservation.waitlist.takeSeats' : 'reservation.waitlist.take')}
          </button>
        </form>
      ) : null}
      {entry.bookingUrl ? (
        <p>
          <a className="button button--primary" href={entry.bookingUrl}>
            {t('reservation.waitlist.seeBooking')}
          </a>
        </p>
      ) : null}
      {offered || entry.status === 'waiting' ? (
        <form method="post" action={action}>
          <button className="button button--quiet" type="submit" name="action" value="leave">
            {t('reservation.waitlist.leave')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
