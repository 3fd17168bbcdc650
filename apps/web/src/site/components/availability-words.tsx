import { addDays } from '@restaurant/contract/calendar.ts';
import { formatLongDate } from '@restaurant/contract/format.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { Availability } from '@restaurant/contract/reservation.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

/** The part of the day a time asks for: from 17:00 the evening, as the server reckons it. */
export const partOf = (time: string) => (minutesOf(time) >= 17 * 60 ? 'evening' : 'lunch');

/**
 * Why a day has no free time, in words, and the next days that have one as one tap each: a
 * button of the booking form, which without JavaScript asks the server for the form on that day.
 */
export function AvailabilityWords(props: {
  availability: Availability;
  asked: string;
  onPick?: (date: string) => void;
}) {
  const { t, lang } = useLanguage();
  const { today } = useSiteClock();
  const booking = useRestaurant()!.booking;
  const { reason, nextAvailable } = props.availability;
  if (!reason) return null;
  const phone = reason.phone ? <a href={phoneHref(reason.phone)}>{reason.phone}</a> : null;
  const words = {
    closed: reason.note?.[lang]
      ? t('reservation.reasons.closedNote', { note: reason.note[lang] })
      : t('reservation.reasons.closed'),
    full: props.asked
      ? t(`reservation.reasons.${partOf(props.asked) === 'evening' ? 'fullEvening' : 'fullLunch'}`)
      : t('reservation.reasons.full'),
    beyondHorizon: t('reservation.reasons.beyondHorizon', {
      days: booking.horizonDays,
      date: formatLongDate(addDays(today, booking.horizonDays), lang),
    }),
    tooSoon: t('reservation.reasons.tooSoon'),
    partyTooLarge: t('reservation.reasons.partyTooLarge', {
      count: booking.maxPartySizeOnline,
    }),
    bookingOff: t('reservation.reasons.bookingOff'),
  }[reason.code];
  return (
    <div className="availability-words" role="status">
      <p>
        {words} {phone}
      </p>
      {nextAvailable.length > 0 ? (
        <>
          <p>{t('reservation.nextDates')}</p>
          <div className="next-dates">
            {nextAvailable.map((date) => (
              <button
                key={date}
                type="submit"
                name="pickDate"
                value={date}
                formNoValidate
                className="button button--quiet"
                onClick={(event) => {
                  if (!props.onPick) return;
                  event.preventDefault();
                  props.onPick(date);
                }}
              >
                {formatLongDate(date, lang)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
