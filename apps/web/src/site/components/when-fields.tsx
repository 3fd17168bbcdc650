import { useEffect, useRef, useState, type ReactNode } from 'react';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Availability } from '@restaurant/contract/reservation.ts';
import { Live } from '#web/site/components/live.tsx';
import { SlotPicker } from '#web/site/components/slot-picker.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

/** A form field with its label and, when the server refused it, its message below it. */
export function Field(props: {
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

/** The party sizes a form offers, from one number to another. */
export function SizeOptions(props: { from: number; to: number }) {
  const sizes = Array.from({ length: props.to - props.from + 1 }, (_, i) => props.from + i);
  return sizes.map((size) => (
    <option key={size} value={size}>
      {size}
    </option>
  ));
}

/**
 * When a booking is for: the day, the party size and one of the day's free times, with the
 * server's messages under each. The booking form and the guest's move share it, so a move offers
 * the same free times, and on a refusal the same reasons and next days.
 */
export function WhenFields(props: {
  values: Record<string, string>;
  errors?: Record<string, string>;
  alternatives?: string[];
  /** The server's answer for the day, when the page was answered to a form. */
  availability?: Availability;
  /** Where the day's times are read (a guest's move reads them through the guest's link). */
  availabilitySource?: string;
  /** Told the day's answer as the browser reads it. */
  onAvailability?: (availability: Availability | undefined) => void;
}) {
  const { t } = useLanguage();
  const booking = useRestaurant()!.booking;
  const { today } = useSiteClock();
  const { values, errors = {}, alternatives } = props;
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
  const invalid = (field: string) => (errors[field] ? true : undefined);
  return (
    <>
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
            <SizeOptions from={1} to={booking.maxPartySizeOnline} />
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
          source={props.availabilitySource ?? '/api/reservations/availability'}
          describedBy={errors.time ? 'time-error' : undefined}
          {...(props.availability ? { server: props.availability } : {})}
          {...(props.onAvailability ? { onAvailability: props.onAvailability } : {})}
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
    </>
  );
}
