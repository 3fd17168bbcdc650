import { useEffect, useState } from 'react';
import { rangeMinutes, minutesOf } from '@restaurant/contract/opening-times.ts';
import type { Availability } from '@restaurant/contract/reservation.ts';
import { AvailabilityWords, partOf } from '#web/site/components/availability-words.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

type Slots =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; availability: Availability };

type Group = { from: string; to: string; start: number; end: number; times: string[] };

const EVENING = 17 * 60;
/** A minute of the day (or past midnight) as HH:MM. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The free times by the kitchen's ranges of the day, a range that runs from lunch into the
 * evening (from 17:00) split in two, in order; only the groups that have a free time.
 */
function groupsOf(availability: Availability): Group[] {
  const groups: Group[] = availability.ranges.flatMap((range) => {
    const { start, end } = rangeMinutes(range);
    const parts =
      start < EVENING && end > EVENING
        ? [
            [start, EVENING],
            [EVENING, end],
          ]
        : [[start, end]];
    return parts.map(([from, to]) => ({
      from: hhmm(from!),
      to: hhmm(to!),
      start: from!,
      end: to!,
      times: [],
    }));
  });
  for (const slot of availability.slots) {
    if (!slot.available) continue;
    const minute = minutesOf(slot.time);
    const group = groups.find((g) => minute >= g.start && minute < g.end) ?? groups.at(-1);
    group?.times.push(slot.time);
  }
  return groups.filter((group) => group.times.length > 0);
}

/**
 * The time of a booking. Without JavaScript a time field (the server checks it and answers with
 * the day's free times); alive, the free times of the chosen day and party size, grouped by the
 * kitchen's ranges and opening on the one asked for (the evening unless a lunch time was), or why
 * there are none with the next days that have one.
 */
export function SlotPicker(props: {
  date: string;
  partySize: string;
  value: string;
  step: number;
  describedBy?: string;
  /** The server's answer for the day, when the page was answered to a form. */
  server?: Availability;
  /** Where the day's times are read: the guest's own link reads them with its seats free. */
  source: string;
  onPickDate?: (date: string) => void;
  /** Told the day's answer as it comes (undefined while there is none). */
  onAvailability?: (availability: Availability | undefined) => void;
}) {
  const { t } = useLanguage();
  const [alive, setAlive] = useState(false);
  const fromServer = props.server?.date === props.date ? props.server : undefined;
  const [slots, setSlots] = useState<Slots>(
    fromServer ? { status: 'ready', availability: fromServer } : { status: 'idle' },
  );
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => setAlive(true), []);
  useEffect(() => {
    if (!alive || !props.date || !props.partySize) return;
    const controller = new AbortController();
    setSlots({ status: 'loading' });
    setShown(null);
    const time = props.value ? `&time=${props.value}` : '';
    fetch(`${props.source}?date=${props.date}&partySize=${props.partySize}${time}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setSlots({ status: 'ready', availability: (await response.json()) as Availability });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSlots({ status: 'failed' });
      });
    return () => controller.abort();
  }, [alive, props.source, props.date, props.partySize, props.value]);

  const { onAvailability } = props;
  useEffect(() => {
    if (alive) onAvailability?.(slots.status === 'ready' ? slots.availability : undefined);
  }, [alive, slots, onAvailability]);

  if (slots.status !== 'ready' && (!alive || slots.status === 'failed')) {
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
  const groups = slots.status === 'ready' ? groupsOf(slots.availability) : [];
  const asked = props.value ? partOf(props.value) : 'evening';
  const opening = Math.max(
    0,
    groups.findLastIndex((group) => partOf(group.from) === asked),
  );
  const open = shown ?? opening;
  // Alive, one range at a time; without JavaScript every range, as the server answered.
  const visible = alive ? groups.filter((_, index) => index === open) : groups;
  return (
    <fieldset className="slots" aria-describedby={props.describedBy}>
      <legend>{t('reservation.time')}</legend>
      {slots.status === 'idle' ? <p>{t('reservation.pickDay')}</p> : null}
      {slots.status === 'loading' ? <p role="status">{t('common.loading')}</p> : null}
      {slots.status === 'ready' ? (
        <AvailabilityWords
          availability={slots.availability}
          asked={props.value}
          {...(alive && props.onPickDate ? { onPick: props.onPickDate } : {})}
        />
      ) : null}
      {alive && groups.length > 1 ? (
        <div className="slot-ranges">
          {groups.map((group, index) => (
            <button
              key={group.from}
              type="button"
              className="slot-range"
              aria-pressed={index === open}
              onClick={() => setShown(index)}
            >
              {t(`reservation.ranges.${partOf(group.from)}`)} {group.from}–{group.to}
              <small>{t('reservation.ranges.free', { count: group.times.length })}</small>
            </button>
          ))}
        </div>
      ) : null}
      {visible.map((group) => (
        <div
          key={group.from}
          className="slot-group"
          role="group"
          aria-label={`${group.from}–${group.to}`}
        >
          {group.times.map((time) => (
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
          ))}
        </div>
      ))}
    </fieldset>
  );
}
