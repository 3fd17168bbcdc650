import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, DateField, LocalizedTextField } from '#web/admin/components/fields.tsx';
import { DEFAULT_RANGE } from '#web/admin/features/opening-hours/hours-form-schema.ts';
import { RangesField } from '#web/admin/features/opening-hours/ranges-field.tsx';
import { formatShortDate } from '@restaurant/contract/format.ts';

function ExceptionCard(props: { index: number; onRemove: () => void }) {
  const name = `exceptions.${props.index}`;
  const { formState } = useFormContext();
  const closed = useWatch({ name: `${name}.closed` }) as boolean;
  const from = useWatch({ name: `${name}.from` }) as string;
  const error = get(formState.errors, `${name}.closed`) as { message?: string } | undefined;
  const title = from ? `Kivétel: ${formatShortDate(from)}` : 'Új kivétel';
  return (
    <li className="exception-card">
      <div className="exception-card__head">
        <h3>{title}</h3>
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          onClick={props.onRemove}
        >
          Kivétel törlése
        </button>
      </div>
      <div className="field-row">
        <DateField name={`${name}.from`} label="Első nap" />
        <DateField name={`${name}.to`} label="Utolsó nap" />
      </div>
      <CheckboxField name={`${name}.closed`} label="Egész nap zárva" />
      {error?.message ? (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      {closed ? null : (
        <div className="week-grid__ranges">
          <RangesField name={`${name}.restaurant`} label="Étterem" />
          <RangesField name={`${name}.kitchen`} label="Konyha" />
        </div>
      )}
      <LocalizedTextField name={`${name}.note`} label="Megjegyzés (pl. Karácsony)" />
    </li>
  );
}

/** Days whose hours differ from the week's: holidays, closures, a late New Year's Eve. */
export function ExceptionsEditor(props: { today: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'exceptions' });
  return (
    <section className="exceptions" aria-labelledby="exceptions-title">
      <h2 id="exceptions-title">Kivételek</h2>
      <p className="field__hint">
        Ünnepek, zárva tartás vagy eltérő nyitvatartás. A következő 14 nap kivételei a honlapon a
        megjegyzéssel együtt jelennek meg.
      </p>
      {fields.length === 0 ? <p>Nincs kivétel.</p> : null}
      <ul className="exception-list">
        {fields.map((field, index) => (
          <ExceptionCard key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() =>
          append({
            from: props.today,
            to: props.today,
            closed: true,
            restaurant: [DEFAULT_RANGE],
            kitchen: [],
            note: { hu: '', en: '', de: '' },
          })
        }
      >
        + Kivétel hozzáadása
      </button>
    </section>
  );
}
