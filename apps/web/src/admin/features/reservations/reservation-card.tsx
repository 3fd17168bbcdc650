import { useState } from 'react';
import type {
  ListedReservation,
  Reservation,
  ReservationUpdate,
} from '@restaurant/contract/reservation.ts';
import { STATUS_LABELS, useUpdateReservation } from '#web/admin/features/reservations/api.ts';
import {
  DECLINE_TEMPLATES,
  LANGUAGE_LABELS,
} from '#web/admin/features/reservations/decline-templates.ts';
import { lastMailMark } from '#web/admin/features/reservations/mail-trouble.tsx';
import { saveErrorMessage } from '#web/admin/lib/form-messages.ts';

/** A change made at once, or the decline, which first asks for a message to the guest. */
type Action = { label: string; primary?: boolean } & (
  { change: ReservationUpdate } | { opens: 'decline' }
);

const ACTIONS: Partial<Record<Reservation['status'], Action[]>> = {
  requested: [
    { label: 'Visszaigazolás', change: { status: 'confirmed' }, primary: true },
    { label: 'Elutasítás', opens: 'decline' },
    { label: 'Lemondás', change: { status: 'cancelled' } },
  ],
  confirmed: [
    { label: 'Megérkezett', change: { status: 'arrived' }, primary: true },
    { label: 'Nem jött el', change: { status: 'noShow' } },
    { label: 'Lemondás', change: { status: 'cancelled' } },
  ],
  arrived: [{ label: 'Mégsem jött el', change: { status: 'noShow' } }],
  noShow: [{ label: 'Mégis megérkezett', change: { status: 'arrived' } }],
};

/** One booking of the day with what staff can do with it, sized for a phone. */
export function ReservationCard(props: { reservation: ListedReservation }) {
  const r = props.reservation;
  const mail = lastMailMark(r.lastMail);
  const update = useUpdateReservation();
  const [mode, setMode] = useState<'view' | 'decline' | 'edit'>('view');
  const [message, setMessage] = useState('');
  const [edit, setEdit] = useState({
    time: r.time,
    partySize: String(r.partySize),
    table: r.table ?? '',
    staffNote: r.staffNote ?? '',
  });
  const send = (change: ReservationUpdate) =>
    update.mutate({ id: r.id, change }, { onSuccess: () => setMode('view') });
  const overLimitBy = (update.error as { problem?: { overLimitBy?: number } } | null)?.problem
    ?.overLimitBy;
  const saveEdit = (overLimit?: boolean) =>
    send({
      time: edit.time,
      partySize: Number(edit.partySize),
      table: edit.table || null,
      staffNote: edit.staffNote || null,
      ...(overLimit ? { overLimit } : {}),
    });
  return (
    <li className={`booking-card booking-card--${r.status}`}>
      <div className="booking-card__head">
        <strong className="booking-card__time">{r.time}</strong>
        <span>
          {r.name ?? '—'} · <strong>{r.partySize} fő</strong>
        </span>
        <span className="badge">{STATUS_LABELS[r.status]}</span>
        <span
          className="badge badge--upcoming"
          title={`A vendég nyelve: ${LANGUAGE_LABELS[r.language]}`}
        >
          <span className="visually-hidden">Nyelv: </span>
          {r.language.toUpperCase()}
        </span>
        {r.reconfirmedAt && r.status === 'confirmed' ? (
          <span className="badge badge--running">Visszajelzett: jön</span>
        ) : null}
      </div>
      <p className="booking-card__meta">
        {r.reference}
        {r.phone ? (
          <>
            {' · '}
            <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
          </>
        ) : null}
        {r.table ? ` · asztal: ${r.table}` : ''}
        {mail ? (
          <>
            {' · '}
            <span className={`mail-mark mail-mark--${r.lastMail}`}>{mail}</span>
          </>
        ) : null}
      </p>
      {r.note ? <p className="booking-card__note">Vendég: {r.note}</p> : null}
      {r.staffNote ? <p className="booking-card__note">Belső: {r.staffNote}</p> : null}
      {update.error && !overLimitBy ? (
        <p className="form-error" role="alert">
          {saveErrorMessage(update.error)}
        </p>
      ) : null}
      {mode === 'view' ? (
        <div className="booking-card__actions">
          {(ACTIONS[r.status] ?? []).map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'btn btn--primary' : 'btn btn--secondary'}
              disabled={update.isPending}
              onClick={() => ('opens' in action ? setMode(action.opens) : send(action.change))}
            >
              {action.label}
            </button>
          ))}
          <button type="button" className="btn btn--secondary" onClick={() => setMode('edit')}>
            Szerkesztés
          </button>
        </div>
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
          <FormActions
            variant="danger"
            label="Elutasítás elküldése"
            onConfirm={() => send({ status: 'declined', ...(message ? { message } : {}) })}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : null}
      {mode === 'edit' ? (
        <div className="booking-card__form">
          {(
            [
              ['time', 'Időpont', 'time'],
              ['partySize', 'Létszám', 'number'],
              ['table', 'Asztal', 'text'],
              ['staffNote', 'Belső megjegyzés', 'text'],
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
        Mégse
      </button>
    </div>
  );
}
