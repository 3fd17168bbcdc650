import type { Event } from '@restaurant/contract/event.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/**
 * Whether the event still takes a booking online. Here rather than beside the booking form's
 * fields, so that the events page loads none of the form.
 */
export const isBookable = (event: Event) => event.bookingOpen && event.seatsLeft > 0;

/** The seats left in words: "még 6 hely", or that none is left. */
export function SeatsLeft(props: { event: Event }) {
  const { t } = useLanguage();
  const { seatsLeft } = props.event;
  return (
    <p className={`event__seats${seatsLeft === 0 ? ' event__seats--none' : ''}`}>
      {seatsLeft === 0
        ? t('events.soldOut')
        : t(seatsLeft === 1 ? 'events.seatLeft' : 'events.seatsLeft', {
            count: String(seatsLeft),
          })}
    </p>
  );
}
