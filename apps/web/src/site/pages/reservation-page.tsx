import { useState, type ReactNode } from 'react';
import type { Event } from '@restaurant/contract/event.ts';
import { EmailField } from '#web/site/components/email-field.tsx';
import { EventFields, EventSummary } from '#web/site/components/event-fields.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { WaitlistFields, isFull } from '#web/site/components/waitlist-fields.tsx';
import { Field, WhenFields } from '#web/site/components/when-fields.tsx';
import { useEventToBook } from '#web/site/event-to-book.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { usePageMeta } from '#web/site/page-meta.ts';
import { BookingReceipt } from '#web/site/pages/booking-receipt.tsx';
import { ManageBooking } from '#web/site/pages/manage-booking.tsx';
import { WaitlistEntry } from '#web/site/pages/waitlist-entry.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/** A one-time key for a form the browser shows without the server's answer (moved to in place). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Why an event takes no more bookings online: the guest is asked to call. */
const EVENT_REFUSALS = ['reservation.errors.soldOut', 'reservation.errors.bookingClosed'];

function BookingForm(props: { call: ReactNode; event: Event | undefined }) {
  const { t, lang } = useLanguage();
  const view = useReservationView();
  const { values = {}, errors = {}, alternatives, notice, availability } = view;
  const { event } = props;
  // The same key for every send of this form: a double tap or a reload books once.
  const [key] = useState(() => view.key ?? newKey());
  // The day as the page last read it: when it is full, the form joins the waiting list instead.
  const [day, setDay] = useState(availability);
  const full = !event && isFull(day);
  // A sold-out event (or one without seats for the party asked for) offers its waiting list; the
  // form joins it alone when no seat is left.
  const eventWaits = !!event && (event.seatsLeft === 0 || notice === 'reservation.errors.soldOut');
  const joinOnly = full || event?.seatsLeft === 0;
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const action = lang === 'hu' ? '/reservation' : `/reservation?lang=${lang}`;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  const textField = (name: 'name' | 'phone', type: string, autoComplete: string) => (
    <Field name={name} label={t(`reservation.${name}`)} error={error(name)}>
      {(describedBy) => (
        <input
          id={`reservation-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          defaultValue={values[name]}
          aria-invalid={invalid(name)}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  const refusal =
    notice || Object.keys(errors).length > 0 ? (
      // The refusal is what the guest hears and sees first.
      <p className="notice notice--error" role="alert" tabIndex={-1} autoFocus>
        {notice ? t(notice) : t('reservation.errors.summary')}
        {notice && EVENT_REFUSALS.includes(notice) ? <> {props.call}</> : null}
      </p>
    ) : null;
  if (event && !event.bookingOpen) {
    // Not bookable online: the event, and the way to ask by phone.
    return (
      <>
        <EventSummary event={event} />
        <p className="notice notice--error" role={notice ? 'alert' : undefined}>
          {t('reservation.errors.bookingClosed')} {props.call}
        </p>
      </>
    );
  }
  return (
    <form className="booking-form" method="post" action={action} noValidate={false}>
      <input type="hidden" name="key" value={key} />
      {refusal}
      {event ? (
        <>
          <EventFields event={event} values={values} errors={errors} />
          {eventWaits ? <p className="notice">{t('reservation.waitlist.eventLead')}</p> : null}
        </>
      ) : (
        <WhenFields
          values={values}
          errors={errors}
          {...(alternatives ? { alternatives } : {})}
          {...(availability ? { availability } : {})}
          onAvailability={setDay}
        />
      )}
      {textField('name', 'text', 'name')}
      <EmailField defaultValue={values.email} error={error('email')} />
      {textField('phone', 'tel', 'tel')}
      <Field name="note" label={t('reservation.note')} error={error('note')}>
        {(describedBy) => (
          <textarea
            id="reservation-note"
            name="note"
            rows={3}
            maxLength={1000}
            defaultValue={values.note}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="field field--check">
        <input
          id="reservation-privacyAccepted"
          name="privacyAccepted"
          type="checkbox"
          value="true"
          required
          defaultChecked={values.privacyAccepted === 'true'}
          aria-invalid={invalid('privacyAccepted')}
          aria-describedby={errors.privacyAccepted ? 'privacyAccepted-error' : undefined}
        />
        <label htmlFor="reservation-privacyAccepted">
          {t('reservation.privacy')}{' '}
          <PageLink page="impressum" hash="#privacy-title">
            {t('reservation.privacyLink')}
          </PageLink>
        </label>
        {errors.privacyAccepted ? (
          <p className="field__error" id="privacyAccepted-error">
            {error('privacyAccepted')}
          </p>
        ) : null}
      </div>
      {full && day ? <WaitlistFields availability={day} values={values} errors={errors} /> : null}
      {joinOnly ? null : (
        <button className="button button--primary" type="submit">
          {t('reservation.submit')}
        </button>
      )}
      {full || eventWaits ? (
        // No time to pick: the time field's check is the server's.
        <button
          className={joinOnly ? 'button button--primary' : 'button button--quiet'}
          type="submit"
          name="waitlist"
          value="1"
          formNoValidate
        >
          {t('reservation.waitlist.join')}
        </button>
      ) : null}
    </form>
  );
}

export function ReservationPage() {
  const { t } = useLanguage();
  const view = useReservationView();
  usePageMeta('reservation', view);
  const restaurant = useRestaurant();
  const toBook = useEventToBook();
  if (!restaurant) return <div className="page page--text" />;
  const { profile, booking } = restaurant;
  const call = (
    <a href={phoneHref(profile.phone)} className="booking-phone">
      {profile.phone}
    </a>
  );
  let body: ReactNode;
  if (view.waitlist) body = <WaitlistEntry />;
  else if (view.manage || view.notice === 'reservation.unknown') body = <ManageBooking />;
  else if (view.receipt) body = <BookingReceipt />;
  else if (!booking.enabled)
    body = (
      <p>
        {t('reservation.closed')} {call}
      </p>
    );
  else if (toBook.loading)
    body = (
      <p className="notice" role="status">
        {t('common.loading')}
      </p>
    );
  else body = <BookingForm call={call} event={toBook.event} />;
  return (
    <div className="page page--text">
      <header className="page-header">
        <h1>{t('reservation.title')}</h1>
        {booking.enabled && !view.manage && !view.waitlist ? (
          <p>
            {t('reservation.lead')} {call}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
