import type { Availability } from '@restaurant/contract/reservation.ts';
import { partOf } from '#web/site/components/availability-words.tsx';
import { Field } from '#web/site/components/when-fields.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** Whether a day's answer leaves the party no time: the day may be joined on the waiting list. */
export const isFull = (availability: Availability | undefined) =>
  availability?.reason?.code === 'full';

/**
 * The waiting list, offered in the booking form when the day is full: the times the guest can
 * come (the day's times in the part of the day asked for) and the button that joins the list
 * with the form's name and contact.
 */
export function WaitlistFields(props: {
  availability: Availability;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useLanguage();
  const { values, errors } = props;
  const asked = partOf(values.time || values.from || '19:00');
  const all = props.availability.slots.map((slot) => slot.time);
  const inPart = all.filter((time) => partOf(time) === asked);
  const times = inPart.length > 0 ? inPart : all;
  const select = (name: 'from' | 'to', fallback: string | undefined) => (
    <Field
      name={name}
      label={t(`reservation.waitlist.${name}`)}
      error={errors[name] && t(errors[name])}
    >
      {(describedBy) => (
        <select
          id={`reservation-${name}`}
          name={name}
          defaultValue={values[name] || fallback}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        >
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <fieldset className="waitlist-fields">
      <legend>{t('reservation.waitlist.title')}</legend>
      <p>{t('reservation.waitlist.lead')}</p>
      <div className="waitlist-fields__window">
        {select('from', values.time && times.includes(values.time) ? values.time : times[0])}
        {select('to', times.at(-1))}
      </div>
    </fieldset>
  );
}
