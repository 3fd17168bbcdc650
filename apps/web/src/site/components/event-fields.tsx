import type { Event } from '@restaurant/contract/event.ts';
import { formatLongDate } from '@restaurant/contract/format.ts';
import { Price } from '#web/site/components/price.tsx';
import { SeatsLeft } from '#web/site/components/seats-left.tsx';
import { Field, SizeOptions } from '#web/site/components/when-fields.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** What is booked: the event's title, day, time and price per person, and the seats left. */
export function EventSummary(props: { event: Event }) {
  const { lang, t } = useLanguage();
  const { event } = props;
  return (
    <section className="booking-event" aria-labelledby="booking-event-title">
      <h2 id="booking-event-title">{event.title[lang]}</h2>
      <dl className="facts">
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(event.date, lang)}</dd>
        <dt>{t('reservation.time')}</dt>
        <dd>{`${event.startTime}–${event.endTime}`}</dd>
        <dt>{t('reservation.pricePerPerson')}</dt>
        <dd>
          <Price value={event.pricePerPerson} />
        </dd>
      </dl>
      <SeatsLeft event={event} />
      {event.prepayment.required ? <p>{t('events.prepayment')}</p> : null}
    </section>
  );
}

/**
 * An event's booking in place of the day and time: the event and the party size within the
 * event's, which the form sends with the event's id.
 */
export function EventFields(props: {
  event: Event;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useLanguage();
  const { event, values, errors } = props;
  const { minPartySize: min, maxPartySize: max } = event;
  return (
    <>
      <EventSummary event={event} />
      <input type="hidden" name="eventId" value={event.id} />
      <Field
        name="partySize"
        label={t('reservation.eventPartySize', { min, max })}
        error={errors.partySize ? t(errors.partySize) : undefined}
      >
        {(describedBy) => (
          <select
            id="reservation-partySize"
            name="partySize"
            defaultValue={values.partySize || String(Math.min(Math.max(2, min), max))}
            aria-invalid={errors.partySize ? true : undefined}
            aria-describedby={describedBy}
          >
            <SizeOptions from={min} to={max} />
          </select>
        )}
      </Field>
    </>
  );
}
