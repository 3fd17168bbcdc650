import { useEffect, useState } from 'react';
import { UNDO_SECONDS } from '@restaurant/contract/booking-undo.ts';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type {
  ListedReservation,
  Reservation,
  ReservationStatus,
  ReservationUpdate,
} from '@restaurant/contract/reservation.ts';
import {
  useRestoreReservation,
  useUpdateReservation,
} from '#web/admin/features/reservations/api.ts';
import { STATUS_LABELS } from '#web/admin/lib/reservation-labels.ts';
import {
  DECLINE_TEMPLATES,
  LANGUAGE_LABELS,
} from '#web/admin/features/reservations/decline-templates.ts';
import { lastMailMark } from '#web/admin/features/reservations/mail-trouble.tsx';
import { TableLine, TablePicker } from '#web/admin/features/reservations/booking-tables.tsx';
import { GuestLine } from '#web/admin/features/reservations/guest-history.tsx';
import { PaidLine } from '#web/admin/features/reservations/paid-line.tsx';
import { PhoneLink } from '#web/admin/features/reservations/phone-link.tsx';
import { overLimitOf, saveErrorMessage } from '#web/admin/lib/form-messages.ts';
import { restaurantNow } from '#web/admin/lib/restaurant-today.ts';

/**
/**
 * A change made at once, the party leaving (at this device's minute), or the decline, which first
 * asks for a message to the guest. The ones that end a booking (`ends`) sit apart from the others,
 * below them.
 */
type Action = { label: string; primary?: boolean; ends?: boolean } & (
  { change: ReservationUpdate } | { leaves: true } | { opens: 'decline' }
);

const leaving = (): ReservationUpdate => ({ status: 'finished', left: restaurantNow().time });

const ACTIONS: Partial<Record<Reservation['status'], Action[]>> = {
  requested: [
    { label: 'Visszaigazolás', change: { status: 'confirmed' }, primary: true },
    { label: 'Elutasítás', opens: 'decline', ends: true },
    { label: 'Lemondás', change: { status: 'cancelled' }, ends: true },
  ],
  confirmed: [
    { label: 'Megérkezett', change: { status: 'arrived' }, primary: true },
    { label: 'Nem jött el', change: { status: 'noShow' }, ends: true },
    { label: 'Lemondás', change: { status: 'cancelled' }, ends: true },
  ],
  arrived: [
    { label: 'Távozott', leaves: true, primary: true },
    { label: 'Mégsem jött el', change: { status: 'noShow' }, ends: true },
  ],
  finished: [{ label: 'Mégis itt ülnek', change: { status: 'arrived' } }],
  noShow: [{ label: 'Mégis megérkezett', change: { status: 'arrived' } }],
};

/** A decision that ended a booking, and until when (ms) it can be taken back. */
export type Ended = { id: number; status: ReservationStatus; until: number };

const ENDED_WORDS: Partial<Record<ReservationStatus, string>> = {
  cancelled: 'Lemondás rögzítve.',
  declined: 'Elutasítás rögzítve.',
  noShow: 'Távolmaradás rögzítve.',
};

/** The line after an ending: what happened, and "Visszavonás" until the guest's e-mail leaves. */
function UndoLine(props: { ended: Ended; mails: boolean; onUndo: () => void; onDone: () => void }) {
  const { ended, onDone } = props;
  useEffect(() => {
    const timer = setTimeout(onDone, Math.max(0, ended.until - Date.now()));
    return () => clearTimeout(timer);
  }, [ended, onDone]);
  return (
    <div className="booking-card__undo" role="status">
      <span>
        {ENDED_WORDS[ended.status]}
        {props.mails && ended.status !== 'noShow' ? ' A vendég e-mailt kap.' : ''}
      </span>
      <button type="button" className="btn btn--primary" onClick={props.onUndo}>
        Visszavonás
      </button>
    </div>
  );
}

/** Who a booking is for: the guest's name, or that guests walked in. */
const guestName = (r: Reservation) => r.name ?? (r.source === 'walkIn' ? 'Walk-in' : '—');

/**
 * One booking of the day with what staff can do with it, sized for a phone. A `folded` one shows
 * one line (time, name, party, status) that opens the card with a tap; a seated party's line
 * keeps the one step it still needs, "Távozott". A booking just ended shows its "Visszavonás" line
 * open, folded or not.
 */
export function ReservationCard(props: {
  reservation: ListedReservation;
  /** The room's tables; none when the restaurant keeps none. */
  tables: DiningTable[];
  folded?: boolean;
  /** The decision that just ended this booking, while it can be taken back. */
  ended: Ended | undefined;
  onEnded: (ended: Ended | null) => void;
}) {
  const r = props.reservation;
  const { ended, onEnded } = props;
  const mail = lastMailMark(r.lastMail);
  const update = useUpdateReservation();
  const restore = useRestoreReservation();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'view' | 'decline' | 'edit' | 'tables'>('view');
  const [message, setMessage] = useState('');
  const [edit, setEdit] = useState({
    time: r.time,
    partySize: String(r.partySize),
    table: r.table ?? '',
    staffNote: r.staffNote ?? '',
    guestNote: r.guest?.note ?? '',
  });
  // The promise, not mutate's own callbacks: the list's refetch moves an ended card to another
  // group (a new mount) before those would run, and they never run for an unmounted card.
  const send = (change: ReservationUpdate) =>
    void update.mutateAsync({ id: r.id, change }).then(
      (after) => {
        setMode('view');
        if (after.endedFrom !== null && after.status !== r.status) {
          onEnded({ id: r.id, status: after.status, until: Date.now() + UNDO_SECONDS * 1000 });
        }
      },
      () => undefined, // shown from update.error
    );
  const takeBack = () =>
    void restore.mutateAsync(r.id).then(
      () => onEnded(null),
      () => undefined, // shown from restore.error
    );
  const seatsTaken = (restore.error as { problem?: { seatsTaken?: boolean } } | null)?.problem
    ?.seatsTaken;
  const actions = ACTIONS[r.status] ?? [];
  const button = (action: Action) => (
    <button
      key={action.label}
      type="button"
      className={
        action.primary
          ? 'btn btn--primary'
          : action.ends
            ? 'btn btn--danger-outline'
            : 'btn btn--secondary'
      }
      disabled={update.isPending}
      onClick={() =>
        'opens' in action
          ? setMode(action.opens)
          : send('leaves' in action ? leaving() : action.change)
      }
    >
      {action.label}
    </button>
  );
  const overLimitBy = overLimitOf(update.error);
  const saveEdit = (overLimit?: boolean) =>
    send({
      time: edit.time,
      partySize: Number(edit.partySize),
      table: edit.table || null,
      staffNote: edit.staffNote || null,
      ...(r.guest ? { guestNote: edit.guestNote || null } : {}),
      ...(overLimit ? { overLimit } : {}),
    });
  if (props.folded && !open && !ended) {
    return (
      <li className={`booking-card booking-card--folded booking-card--${r.status}`}>
        <button
          type="button"
          className="booking-line"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <strong>{r.time}</strong> <span>{guestName(r)}</span> <strong>{r.partySize} fő</strong>{' '}
          <span className="badge">{STATUS_LABELS[r.status]}</span>
        </button>
        {r.status === 'arrived' ? (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={update.isPending}
            onClick={() => send(leaving())}
          >
            Távozott
          </button>
        ) : null}
      </li>
    );
  }
  return (
    <li className={`booking-card booking-card--${r.status}`}>
      {props.folded ? (
        <button
          type="button"
          className="booking-line"
          aria-expanded={true}
          onClick={() => setOpen(false)}
        >
          <span className="visually-hidden">Bezárás: </span>
          {r.time} · {guestName(r)}
        </button>
      ) : null}
      <div className="booking-card__head">
        <strong className="booking-card__time">{r.time}</strong>
        <span className="booking-card__name">{guestName(r)}</span>
        <strong className="booking-card__party">{r.partySize} fő</strong>
        <span className="booking-card__table">
          {r.table ? `${props.tables.length > 0 ? 'megjegyzés' : 'asztal'}: ${r.table}` : ''}
        </span>
        <span className="booking-card__status">
          <span className="badge">{STATUS_LABELS[r.status]}</span>{' '}
          {r.source === 'walkIn' ? null : (
            <span
              className="badge badge--upcoming"
              title={`A vendég nyelve: ${LANGUAGE_LABELS[r.language]}`}
            >
              <span className="visually-hidden">Nyelv: </span>
              {r.language.toUpperCase()}
            </span>
          )}{' '}
          {r.reconfirmedAt && r.status === 'confirmed' ? (
            <span className="badge badge--running">Visszajelzett: jön</span>
          ) : null}
        </span>
      </div>
      <p className="booking-card__meta">
        {r.reference}
        {r.phone ? (
          <>
            {' · '}
            <PhoneLink phone={r.phone} />
          </>
        ) : null}
        {mail ? (
          <>
            {' · '}
            <span className={`mail-mark mail-mark--${r.lastMail}`}>{mail}</span>
          </>
        ) : null}
      </p>
      <GuestLine guest={r.guest} />
      <PaidLine reservation={r} pending={update.isPending} onPaid={(paid) => send({ paid })} />
      <TableLine reservation={r} tables={props.tables} />
      {r.note ? <p className="booking-card__note">Vendég: {r.note}</p> : null}
      {r.staffNote ? <p className="booking-card__note">Belső: {r.staffNote}</p> : null}
      {update.error && !overLimitBy ? (
        <p className="form-error" role="alert">
          {saveErrorMessage(update.error)}
        </p>
      ) : null}
      {restore.error ? (
        <p className="form-error" role="alert">
          {seatsTaken
            ? 'Nem állítható vissza: a helyét közben más foglalás vette el.'
            : saveErrorMessage(restore.error)}
        </p>
      ) : null}
      {ended ? (
        <UndoLine
          ended={ended}
          mails={r.email !== null}
          onUndo={takeBack}
          onDone={() => onEnded(null)}
        />
      ) : null}
      {mode === 'view' ? (
        <>
          <div className="booking-card__actions">
            {actions.filter((action) => !action.ends).map(button)}
            {!ended && r.endedFrom && r.status !== 'noShow' ? (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={restore.isPending}
                onClick={takeBack}
              >
                Visszaállítás
              </button>
            ) : null}
            {props.tables.length > 0 ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setMode('tables')}
              >
                Asztal
              </button>
            ) : null}
            <button type="button" className="btn btn--secondary" onClick={() => setMode('edit')}>
              Szerkesztés
            </button>
          </div>
          {actions.some((action) => action.ends) ? (
            // Apart from the buttons tapped most, so that a hurried tap never ends a booking.
            <div className="booking-card__endings">
              {actions.filter((action) => action.ends).map(button)}
            </div>
          ) : null}
        </>
      ) : null}
      {mode === 'decline' ? (
        <div className="booking-card__form">
          <p className="booking-card__templates">
            Kész üzenetek ({LANGUAGE_LABELS[r.language]} nyelven):{' '}
            {DECLINE_TEMPLATES.map((template) => (
              <button
                key={template.label}
                type="button"
                className="btn btn--secondary"
                onClick={() => setMessage(template.text[r.language])}
              >
                {template.label}
              </button>
            ))}
          </p>
          <label htmlFor={`decline-${r.id}`}>
            Üzenet a vendégnek ({LANGUAGE_LABELS[r.language]} nyelven, nem kötelező)
          </label>
          <textarea
            id={`decline-${r.id}`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p>A vendég e-mailt kap.</p>
          <FormActions
            variant="danger"
            label="Elutasítás elküldése"
            onConfirm={() => send({ status: 'declined', ...(message ? { message } : {}) })}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : null}
      {mode === 'tables' ? (
        <TablePicker
          reservation={r}
          tables={props.tables}
          pending={update.isPending}
          onSave={send}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'edit' ? (
        <div className="booking-card__form">
          {(
            [
              ['time', 'Időpont', 'time'],
              ['partySize', 'Létszám', 'number'],
              ['table', props.tables.length > 0 ? 'Asztal (megjegyzés)' : 'Asztal', 'text'],
              ['staffNote', 'Belső megjegyzés', 'text'],
              ...(r.guest
                ? [['guestNote', 'Vendégjegyzet (a vendéggel marad)', 'text'] as const]
                : []),
            ] as const
          ).map(([key, label, type]) => (
            <div key={key} className="field">
              <label htmlFor={`${key}-${r.id}`}>{label}</label>
              <input
                id={`${key}-${r.id}`}
                type={type}
                value={edit[key]}
                onChange={(event) => {
                  update.reset();
                  setEdit({ ...edit, [key]: event.target.value });
                }}
              />
            </div>
          ))}
          {overLimitBy ? (
            <p className="form-error" role="alert">
              A módosítás {overLimitBy} fővel túllépi a foglalási keretet.
            </p>
          ) : null}
          <FormActions
            variant="primary"
            label={overLimitBy ? 'Mentés a keret túllépésével' : 'Mentés'}
            onConfirm={() => saveEdit(Boolean(overLimitBy))}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : null}
    </li>
  );
}

/** A card form's own buttons: the step it takes and the way back to the card. */
function FormActions({
  variant,
  label,
  onConfirm,
  onCancel,
}: {
  variant: 'primary' | 'danger';
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="booking-card__actions">
      <button type="button" className={`btn btn--${variant}`} onClick={onConfirm}>
        {label}
      </button>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        Mégsem
      </button>
    </div>
  );
}
