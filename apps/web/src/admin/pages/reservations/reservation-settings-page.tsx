import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState, OwnerOnlyState } from '#web/admin/components/states.tsx';
import { settingsQuery, useSaveSettings } from '#web/admin/features/reservations/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { useIsOwner } from '#web/admin/lib/auth.tsx';

type NumberKey = Exclude<keyof ReservationSettings, 'enabled'>;

const FIELDS: Array<[NumberKey, string, hint?: string]> = [
  ['slotMinutes', 'Idősáv hossza (perc: 15 vagy 30)'],
  ['coversPerSlot', 'Érkező vendégek idősávonként'],
  ['seats', 'Egyszerre ülő vendégek legfeljebb'],
  ['stayMinutes', 'Asztal foglalási ideje (perc)'],
  ['maxPartySizeOnline', 'Online foglalható legnagyobb létszám'],
  ['leadMinutes', 'Legkorábban ennyi perccel előre'],
  ['horizonDays', 'Legfeljebb ennyi nappal előre'],
  ['lastSeatingMinutes', 'Utolsó érkezés a konyhazárás előtt (perc)'],
  ['autoConfirmUpTo', 'Azonnal visszaigazolt létszám legfeljebb'],
  ['reminderHours', 'Emlékeztető ennyi órával előtte (0: nincs)'],
  ['cancelUntilMinutes', 'Lemondás legkésőbb ennyi perccel előtte'],
  [
    'retentionDays',
    'Személyes adatok törlése ennyi nap után',
    'Az impresszum adatkezelési szövege (Étterem adatai) is megnevezi ezt az időt: ha módosítja, írja át ott is.',
  ],
];

/** The API's field messages in Hungarian, under each field. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(
    error.problem.errors.map((e) => [
      e.path,
      e.path === 'slotMinutes'
        ? '15 vagy 30 lehet'
        : 'Érvénytelen érték (egész szám a megengedett tartományban)',
    ]),
  );
}

function SettingsForm(props: { settings: ReservationSettings }) {
  const save = useSaveSettings();
  const [values, setValues] = useState(props.settings);
  const errors = fieldErrors(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form className="form-section" onSubmit={onSubmit} noValidate>
      <div className="field field--checkbox">
        <label>
          <input
            id="enabled"
            type="checkbox"
            checked={values.enabled}
            onChange={(event) => setValues({ ...values, enabled: event.target.checked })}
          />
          Online foglalás bekapcsolva
        </label>
      </div>
      {FIELDS.map(([key, label, hint]) => (
        <div className="field" key={key}>
          <label htmlFor={key}>{label}</label>
          {hint ? (
            <p className="field__hint" id={`${key}-hint`}>
              {hint}
            </p>
          ) : null}
          <input
            id={key}
            type="number"
            inputMode="numeric"
            value={String(values[key])}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={
              [hint && `${key}-hint`, errors[key] && `${key}-error`].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) =>
              setValues({ ...values, [key]: Number(event.target.value) } as ReservationSettings)
            }
          />
          {errors[key] ? (
            <p className="field__error" id={`${key}-error`}>
              {errors[key]}
            </p>
          ) : null}
        </div>
      ))}
      {save.isSuccess ? <p role="status">Mentve.</p> : null}
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        Mentés
      </button>
    </form>
  );
}

/** The owners' screen for the booking rules; an editor is told it is not theirs. */
export function ReservationSettingsPage() {
  const isOwner = useIsOwner();
  const settings = useQuery({ ...settingsQuery(), enabled: isOwner });
  if (!isOwner) {
    return (
      <div>
        <h1>Foglalási beállítások</h1>
        <OwnerOnlyState />
      </div>
    );
  }
  return (
    <div>
      <h1>Foglalási beállítások</h1>
      {settings.isPending ? <LoadingState /> : null}
      {settings.isError ? <ErrorState message="A beállítások nem tölthetők be." /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </div>
  );
}
