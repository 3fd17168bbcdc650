import { formatLongDate } from '@restaurant/contract/format.ts';
import { EmailSuggestion } from '#web/site/components/email-suggestion.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';

/**
 * The page after booking: what was booked, and the address the confirmation went to, with a way
 * to correct it.
 */
export function BookingReceipt() {
  const { t, lang } = useLanguage();
  const { receipt: shown, event } = useReservationView();
  const receipt = shown!;
  const query = (ask: string) => `?do=${ask}${lang === 'hu' ? '' : `&lang=${lang}`}`;
  const action = `${receipt.manageUrl}${lang === 'hu' ? '' : `?lang=${lang}`}`;
  return (
    <section className="booking-done" aria-labelledby="booking-done-title">
      {/* The page a booking leads to: its heading is what the guest hears first. */}
      <h2 id="booking-done-title" tabIndex={-1} autoFocus>
        {t(`reservation.done.${receipt.status}`)}
      </h2>
      <dl className="facts">
        <dt>{t('reservation.reference')}</dt>
        <dd>
          <strong>{receipt.reference}</strong>
        </dd>
        {event ? (
          <>
            <dt>{t('reservation.event')}</dt>
            <dd>{event.title[lang]}</dd>
          </>
        ) : null}
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(receipt.date, lang)}</dd>
        <dt>{t('reservation.time')}</dt>
        <dd>{receipt.time}</dd>
        <dt>{t('reservation.partySize')}</dt>
        <dd>{receipt.partySize}</dd>
        <dt>{t('reservation.sentTo')}</dt>
        <dd>
          <strong>{receipt.email}</strong>{' '}
          <a href={`${receipt.manageUrl}${query('email')}`}>{t('reservation.emailWrong')}</a>
        </dd>
      </dl>
      <EmailSuggestion email={receipt.email} action={action} />
      <p>
        <a href={receipt.manageUrl}>{t('reservation.manageLink')}</a>
      </p>
    </section>
  );
}
