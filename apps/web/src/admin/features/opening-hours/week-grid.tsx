import { get, useFormContext, useWatch } from 'react-hook-form';
import { DAY_NAMES, DEFAULT_RANGE } from '#web/admin/features/opening-hours/hours-form-schema.ts';
import { RangesField } from '#web/admin/features/opening-hours/ranges-field.tsx';

function Day(props: { index: number }) {
  const { register, setValue, getValues, formState } = useFormContext();
  const name = `days.${props.index}`;
  const open = useWatch({ name: `${name}.open` }) as boolean;
  const error = get(formState.errors, `${name}.open`) as { message?: string } | undefined;
  const openField = register(`${name}.open`, {
    // A day opened again starts with one range to edit.
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked && (getValues(`${name}.restaurant`) as unknown[]).length === 0) {
        setValue(`${name}.restaurant`, [DEFAULT_RANGE]);
      }
    },
  });
  return (
    <li className={open ? 'week-grid__day' : 'week-grid__day week-grid__day--closed'}>
      <div className="week-grid__head">
        <h3>{DAY_NAMES[props.index]}</h3>
        <label className="week-grid__open">
          <input type="checkbox" {...openField} />
          Nyitva
        </label>
      </div>
      {error?.message ? (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      {open ? (
        <div className="week-grid__ranges">
          <RangesField name={`${name}.restaurant`} label={`${DAY_NAMES[props.index]} – étterem`} />
          <RangesField name={`${name}.kitchen`} label={`${DAY_NAMES[props.index]} – konyha`} />
        </div>
      ) : (
        <p className="week-grid__closed">Zárva</p>
      )}
    </li>
  );
}

/** Monday to Sunday, each open or closed, with the restaurant's and the kitchen's ranges. */
export function WeekGrid() {
  return (
    <ul className="week-grid">
      {DAY_NAMES.map((day, index) => (
        <Day key={day} index={index} />
      ))}
    </ul>
  );
}
