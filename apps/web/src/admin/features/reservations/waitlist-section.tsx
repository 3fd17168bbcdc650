import { useId, useState, type FormEvent } from 'react';
import type { WaitlistEntry } from '@restaurant/contract/waitlist.ts';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.tsx';
import { useOfferWaitlist, useRemoveFromWaitlist } from '#web/admin/features/reservations/api.ts';
import { PhoneLink } from '#web/admin/features/reservations/phone-link.tsx';
import { overLimitOf, saveErrorMessage } from '#web/admin/lib/form-messages.ts';
import { WAITLIST_STATUS_LABELS } from '#web/admin/lib/reservation-labels.ts';
import { restaurantNow } from '#web/admin/lib/restaurant-today.ts';

/** The entries still waiting for a table: on the list, or offered a time not taken yet. */
export const waitingOf = (entries: WaitlistEntry[]) =>
  entries.filter((entry) => entry.status === 'waiting' || entry.status === 'offered').length;

/** Where an entry stands: "Időpont felajánlva 18:40-ig: 19:00", "Lefoglalta: 19:00". */
function statusOf(entry: WaitlistEntry): string {
  const label = WAITLIST_STATUS_LABELS[entry.status];
  if (entry.status === 'offered' && entry.holdUntil) {
    return `${label} ${restaurantNow(Date.parse(entry.holdUntil)).time}-ig: ${entry.offeredTime}`;
  }
  return entry.status === 'booked' ? `${label}: ${entry.offeredTime}` : label;
}

/**
 * A time offered by hand to a guest who waits (or whose offer lapsed); beyond the limits only
 * after a warning saying by how much, which a change of the time takes back.
 */
function OfferForm(props: { entry: WaitlistEntry }) {
  const offer = useOfferWaitlist();
  const [time, setTime] = useState(props.entry.from);
  const overLimitBy = overLimitOf(offer.error);
  const id = `waitlist-time-${props.entry.id}`;
  // An event's entry is offered the event's start, from the seats the event has free.
  const forEvent = props.entry.eventId !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate({
      id: props.entry.id,
      offer: forEvent ? {} : { time, ...(overLimitBy ? { overLimit: true } : {}) },
    });
  };
  return (
    <form className="waitlist-offer" onSubmit={onSubmit}>
      {forEvent ? null : (
        <>
          <label htmlFor={id}>Időpont</label>
          <input
            id={id}
            type="time"
            required
            value={time}
            onChange={(event) => {
              offer.reset();
              setTime(event.target.value);
            }}
          />
        </>
      )}
      <button type="submit" className="btn btn--primary" disabled={offer.isPending}>
        {forEvent
          ? 'Hely felajánlása'
          : overLimitBy
            ? 'Felajánlás a keret túllépésével'
            : 'Időpont felajánlása'}
      </button>
      {overLimitBy ? (
        <p className="form-error" role="alert">
          Az időpont {overLimitBy} fővel túllépi a foglalási keretet. Ha mégis felajánlja, nyomja
          meg újra a gombot.
        </p>
      ) : offer.error ? (
        <p className="form-error" role="alert">
          {saveErrorMessage(offer.error)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Takes a guest who said so off the list, after a question naming them: a time held for them
 * goes to the next guest who fits.
 */
function RemoveButton(props: { entry: WaitlistEntry }) {
  const remove = useRemoveFromWaitlist();
  const [asking, setAsking] = useState(false);
  const name = props.entry.name ?? props.entry.reference;
  return (
    <>
      <button
        type="button"
        className="btn btn--danger-outline"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        Levétel a listáról
      </button>
      <ConfirmDialog
        open={asking}
        title="Levétel a várólistáról"
        message={`Biztosan leveszi ${name} bejegyzését a várólistáról? Ha időpontot tartunk neki, azt a következő várakozó kapja.`}
        confirmLabel="Levétel"
        busy={remove.isPending}
        error={remove.error ? saveErrorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(props.entry.id, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * A waiting list (the day's tables', or an event's), folded to one line that opens with a tap:
 * each guest's name, party, window and where the entry stands, and a time to offer to those who
 * wait.
 */
export function WaitlistSection(props: { entries: WaitlistEntry[] }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (props.entries.length === 0) return null;
  return (
    <section className="waitlist" aria-labelledby={titleId}>
      <h3 className="day-list__title">
        <button
          id={titleId}
          type="button"
          className="booking-line"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Várólista: {waitingOf(props.entries)} vár, {props.entries.length} bejegyzés{' '}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </h3>
      {open ? (
        <ul className="booking-list">
          {props.entries.map((entry) => (
            <li key={`${entry.id}-${entry.status}`} className="booking-card waitlist__entry">
              <div className="booking-card__head">
                <strong className="booking-card__time">
                  {entry.from === entry.to ? entry.from : `${entry.from}–${entry.to}`}
                </strong>
                <span className="booking-card__name">{entry.name ?? '—'}</span>
                <strong className="booking-card__party">{entry.partySize} fő</strong>
                <span className="booking-card__status">
                  <span className="badge">{statusOf(entry)}</span>
                </span>
              </div>
              {entry.phone ? (
                <p className="booking-card__meta">
                  {entry.reference} · <PhoneLink phone={entry.phone} />
                </p>
              ) : null}
              {entry.status === 'waiting' || entry.status === 'lapsed' ? (
                <OfferForm entry={entry} />
              ) : null}
              {entry.status === 'waiting' || entry.status === 'offered' ? (
                <div className="booking-card__endings">
                  <RemoveButton entry={entry} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
