import { useEffect, useState } from 'react';
import type { Availability } from '@restaurant/contract/reservation.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

type Slots = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; times: string[] };

/**
 * The time of a booking. Without JavaScript a time field (the server checks it and offers the
 * nearest free times); alive, the free times of the chosen day and party size as choices.
 */
export function SlotPicker(props: {
  date: string;
  partySize: string;
  value: string;
  step: number;
  describedBy?: string;
}) {
  const { t } = useLanguage();
  const [alive, setAlive] = useState(false);
  const [slots, setSlots] = useState<Slots>({ status: 'idle' });
  useEffect(() => setAlive(true), []);
  useEffect(() => {
    if (!alive || !props.date || !props.partySize) return;
    const controller = new AbortController();
    setSlots({ status: 'loading' });
    fetch(`/api/reservations/availability?date=${props.date}&partySize=${props.partySize}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const { slots: all } = (await response.json()) as Availability;
        setSlots({ status: 'ready', times: all.filter((s) => s.available).map((s) => s.time) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSlots({ status: 'failed' });
      });
    return () => controller.abort();
  }, [alive, props.date, props.partySize]);

  if (!alive || slots.status === 'failed') {
    return (
      <div className="field">
        <label htmlFor="reservation-time">{t('reservation.time')}</label>
        <input
          id="reservation-time"
          name="time"
          type="time"
          step={props.step * 60}
          defaultValue={props.value}
          required
          aria-describedby={props.describedBy}
        />
      </div>
    );
  }
  return (
    <fieldset className="slots" aria-describedby={props.describedBy}>
      <legend>{t('reservation.time')}</legend>
      {slots.status === 'idle' ? <p>{t('reservation.pickDay')}</p> : null}
      {slots.status === 'loading' ? <p role="status">{t('common.loading')}</p> : null}
      {slots.status === 'ready' && slots.times.length === 0 ? (
        <p role="status">{t('reservation.noSlots')}</p>
      ) : null}
      {slots.status === 'ready'
        ? slots.times.map((time) => (
            <label key={time} className="slot">
              <input
                type="radio"
                name="time"
                value={time}
                defaultChecked={time === props.value}
                required
              />
              <span>{time}</span>
            </label>
          ))
        : null}
    </fieldset>
  );
}
