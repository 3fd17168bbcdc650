import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldIds } from '#web/admin/components/fields.tsx';
import { DEFAULT_RANGE } from '#web/admin/features/opening-hours/hours-form-schema.ts';

/**
 * The time ranges of one day for the restaurant or the kitchen: several for a split shift, and a
 * closing time before the opening time for a range that passes midnight.
 */
export function RangesField(props: { name: string; label: string }) {
  const { control, register, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: props.name });
  const idOf = useFieldIds();
  return (
    <fieldset className="ranges">
      <legend>{props.label}</legend>
      {fields.length === 0 ? <p className="ranges__none">Nincs idősáv</p> : null}
      {fields.map((field, index) => {
        const at = `${props.name}.${index}`;
        const error = (get(formState.errors, `${at}.to`) ?? get(formState.errors, `${at}.from`)) as
          { message?: string } | undefined;
        const id = idOf(at);
        return (
          <div className="ranges__row" key={field.id}>
            <label>
              <span className="visually-hidden">
                {props.label}, {index + 1}. idősáv:{' '}
              </span>
              <span className="ranges__word">Tól</span>
              <input
                type="time"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`${at}.from`)}
              />
            </label>
            <label>
              <span className="visually-hidden">
                {props.label}, {index + 1}. idősáv:{' '}
              </span>
              <span className="ranges__word">Ig</span>
              <input
                type="time"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`${at}.to`)}
              />
            </label>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`${props.label}: ${index + 1}. idősáv törlése`}
              onClick={() => remove(index)}
            >
              ✕
            </button>
            {error?.message ? (
              <p className="field__error" id={`${id}-error`} role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => append(DEFAULT_RANGE)}
      >
        + Idősáv
      </button>
    </fieldset>
  );
}
