import { formatLongDate } from '@restaurant/contract/format.ts';
import { EmailSuggestion } from '#web/site/components/email-suggestion.tsx';
import { WhenFields } from '#web/site/components/when-fields.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { GuestQuestion } from '#web/site/pages/guest-question.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/** The guest's own booking, seen through the link in its e-mails: cancel or move it while allowed. */
export function ManageBooking() {
  const { t, lang } = useLanguage();
  const phone = useRestaurant()?.profile.phone;
  const { manage, notice, errors = {}, alternatives, ask, availability } = useReservationView();
  if (!manage) {
    return <p className="notice notice--error">{t('reservation.unknown')}</p>;
  }
  const action = `/reservation/${manage.token}${lang === 'hu' ? '' : `?lang=${lang}`}`;
  const asking = (question: string) =>
    `/reservation/${manage.token}?do=${question}${lang === 'hu' ? '' : `&lang=${lang}`}`;
  const ended = manage.status === 'declined' || manage.status === 'cancelled';
  return (
    <section aria-labelledby="manage-title">
      <h2 id="manage-title">{t('reservation.manageTitle')}</h2>
      {ask ? <GuestQuestion ask={ask} manage={manage} action={action} back={action} /> : null}
      {notice?.includes('errors') ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} autoFocus>
          {t(notice)}
        </p>
      ) : notice ? (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} autoFocus>
          {t(errors.time ?? 'reservation.errors.summary')}
          {alternatives?.length
            ? ` ${t('reservation.alternatives', { times: alternatives.join(', ') })}`
            : ''}
        </p>
      ) : null}
      <dl className="facts">
        <dt>{t('reservation.reference')}</dt>
        <dd>
          <strong>{manage.reference}</strong>
        </dd>
        <dt>{t('reservation.status')}</dt>
        <dd>{t(`reservation.statuses.${manage.status}`)}</dd>
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(manage.date, lang)}</dd>
        <dt>{t('reservation.time')}</dt>
        <dd>{manage.time}</dd>
        <dt>{t('reservation.partySize')}</dt>
        <dd>{manage.partySize}</dd>
        <dt>{t('reservation.email')}</dt>
        <dd>
          {manage.email}{' '}
          {manage.changeableUntil ? (
            <a href={asking('email')}>{t('reservation.emailWrong')}</a>
          ) : null}
        </dd>
      </dl>
      {manage.changeableUntil ? <EmailSuggestion email={manage.email} action={action} /> : null}
      {manage.reconfirmedAt && !ended ? <p>{t('reservation.reconfirmedMark')}</p> : null}
      {ended ? (
        <p>
          <a
            className="button button--primary"
            href={lang === 'hu' ? '/reservation' : `/reservation?lang=${lang}`}
          >
            {t('reservation.bookAgain')}
          </a>
        </p>
      ) : null}
      {manage.changeableUntil ? (
        <>
          <form className="booking-form" method="post" action={action}>
            <h3>{t('reservation.moveTitle')}</h3>
            <WhenFields
              values={{
                date: manage.date,
                partySize: String(manage.partySize),
                time: manage.time,
              }}
              availabilitySource={`/api/reservations/by-token/${manage.token}/availability`}
              {...(availability ? { availability } : {})}
            />
            <button className="button button--primary" type="submit" name="action" value="move">
              {t('reservation.move')}
            </button>
          </form>
          <p>
            <a className="button button--quiet" href={asking('cancel')}>
              {t('reservation.cancel')}
            </a>
          </p>
        </>
      ) : manage.status === 'requested' || manage.status === 'confirmed' ? (
        <p>
          {t('reservation.callToChange')} {phone ? <a href={phoneHref(phone)}>{phone}</a> : null}
        </p>
      ) : null}
    </section>
  );
}
