import type { Event } from '@restaurant/contract/event.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

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
