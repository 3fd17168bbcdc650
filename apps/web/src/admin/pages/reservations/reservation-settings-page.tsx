import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState, OwnerOnlyState } from '#web/admin/components/states.tsx';
import { settingsQuery, useSaveSettings } from '#web/admin/features/reservations/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { useIsOwner } from '#web/admin/lib/auth.tsx';
import { ENABLED_LABEL, SETTING_FIELDS, SLOT_MINUTES } from '#web/admin/lib/reservation-labels.ts';

/** The API's field messages in Hungarian, under each field. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(
    error.problem.errors.map((e) => [
      e.path,
      'Érvénytelen érték (egész szám a megengedett tartományban)',
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
          {ENABLED_LABEL}
        </label>
      </div>
      {SETTING_FIELDS.map(([key, label, hint]) => {
        const describedBy =
          [hint && `${key}-hint`, errors[key] && `${key}-error`].filter(Boolean).join(' ') ||
          undefined;
        return (
          <div className="field" key={key}>
            <label htmlFor={key}>{label}</label>
            {hint ? (
              <p className="field__hint" id={`${key}-hint`}>
                {hint}
              </p>
            ) : null}
            {key === 'slotMinutes' ? (
              <select
                id={key}
                value={String(values.slotMinutes)}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) =>
                  setValues({ ...values, slotMinutes: Number(event.target.value) as 15 | 30 })
                }
              >
                {SLOT_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} perc
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={key}
                type="number"
                inputMode="numeric"
                value={String(values[key])}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) =>
                  setValues({ ...values, [key]: Number(event.target.value) } as ReservationSettings)
                }
              />
            )}
            {errors[key] ? (
              <p className="field__error" id={`${key}-error`}>
                {errors[key]}
              </p>
            ) : null}
          </div>
        );
      })}
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
