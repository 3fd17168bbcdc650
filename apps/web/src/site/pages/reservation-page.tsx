import { useEffect, useRef, useState, type ReactNode } from 'react';
import { addDays } from '@restaurant/contract/calendar.ts';
import { EmailField } from '#web/site/components/email-field.tsx';
import { Live } from '#web/site/components/live.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { SlotPicker } from '#web/site/components/slot-picker.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { usePageMeta } from '#web/site/page-meta.ts';
import { BookingReceipt } from '#web/site/pages/booking-receipt.tsx';
import { ManageBooking } from '#web/site/pages/manage-booking.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

/** A form field with its label and, when the server refused it, its message below it. */
function Field(props: {
  name: string;
  label: string;
  error?: string;
  children: (describedBy?: string) => ReactNode;
}) {
  const id = props.error ? `${props.name}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={`reservation-${props.name}`}>{props.label}</label>
      {props.children(id)}
      {props.error ? (
        <p className="field__error" id={id}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function BookingForm() {
  const { t, lang } = useLanguage();
  const booking = useRestaurant()!.booking;
  const { today } = useSiteClock();
  const { values = {}, errors = {}, alternatives, notice, availability } = useReservationView();
  const [date, setDate] = useState(values.date ?? '');
  const [partySize, setPartySize] = useState(values.partySize || '2');
  const dateInput = useRef<HTMLInputElement>(null);
  const partyInput = useRef<HTMLSelectElement>(null);
  // The fields are the browser's: what a guest chose before the page came alive counts too.
  useEffect(() => {
    setDate(dateInput.current!.value);
    setPartySize(partyInput.current!.value);
  }, []);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const sizes = Array.from({ length: booking.maxPartySizeOnline }, (_, i) => String(i + 1));
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
  return (
    <form className="booking-form" method="post" action={action} noValidate={false}>
      {notice || Object.keys(errors).length > 0 ? (
        <p className="notice notice--error" role="alert">
          {notice ? t(notice) : t('reservation.errors.summary')}
        </p>
      ) : null}
      <Field name="date" label={t('reservation.date')} error={error('date')}>
        {(describedBy) => (
          <input
            id="reservation-date"
            name="date"
            type="date"
            required
            min={today}
            max={addDays(today, booking.horizonDays)}
            ref={dateInput}
            defaultValue={values.date ?? ''}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={invalid('date')}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field name="partySize" label={t('reservation.partySize')} error={error('partySize')}>
        {(describedBy) => (
          <select
            id="reservation-partySize"
            name="partySize"
            ref={partyInput}
            defaultValue={values.partySize || '2'}
            onChange={(event) => setPartySize(event.target.value)}
            aria-invalid={invalid('partySize')}
            aria-describedby={describedBy ?? 'party-hint'}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="field__hint" id="party-hint">
        {t('reservation.largeParty', { count: booking.maxPartySizeOnline })}
      </p>
      <Live>
        <SlotPicker
          date={date}
          partySize={partySize}
          value={values.time ?? ''}
          step={booking.slotMinutes}
          describedBy={errors.time ? 'time-error' : undefined}
          {...(availability ? { server: availability } : {})}
          onPickDate={(picked) => {
            dateInput.current!.value = picked;
            setDate(picked);
          }}
        />
      </Live>
      {errors.time ? (
        <p className="field__error" id="time-error">
          {error('time')}
          {alternatives?.length
            ? ` ${t('reservation.alternatives', { times: alternatives.join(', ') })}`
            : ''}
        </p>
      ) : null}
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
      <button className="button button--primary" type="submit">
        {t('reservation.submit')}
      </button>
    </form>
  );
}

export function ReservationPage() {
  const { t } = useLanguage();
  usePageMeta('reservation');
  const restaurant = useRestaurant();
  const view = useReservationView();
  if (!restaurant) return <div className="page page--text" />;
  const { profile, booking } = restaurant;
  const call = (
    <a href={phoneHref(profile.phone)} className="booking-phone">
      {profile.phone}
    </a>
  );
  let body: ReactNode;
  if (view.manage || view.notice === 'reservation.unknown') body = <ManageBooking />;
  else if (view.receipt) body = <BookingReceipt />;
  else if (!booking.enabled)
    body = (
      <p>
        {t('reservation.closed')} {call}
      </p>
    );
  else body = <BookingForm />;
  return (
    <div className="page page--text">
      <header className="page-header">
        <h1>{t('reservation.title')}</h1>
        {booking.enabled && !view.manage ? (
          <p>
            {t('reservation.lead')} {call}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
