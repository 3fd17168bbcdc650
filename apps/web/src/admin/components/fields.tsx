import { createContext, useContext, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';

const LANGUAGE_LABELS = { hu: 'Magyar', en: 'Angol', de: 'Német' } as const;
type Lang = keyof typeof LANGUAGE_LABELS;
const LANGS: Lang[] = ['hu', 'en', 'de'];

function errorAt(errors: FieldValues, name: string): FieldError | undefined {
  let entry: unknown = errors;
  for (const part of name.split('.'))
    entry = (entry as Record<string, unknown> | undefined)?.[part];
  return entry as FieldError | undefined;
}

const FieldIdPrefix = createContext('field');

/** Gives the fields inside ids of their own, for a page with several forms of the same fields. */
export function FieldIds(props: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix value={props.prefix}>{props.children}</FieldIdPrefix>;
}

/** The element id of a form's field by its name, unique on the page. */
export function useFieldIds(): (name: string) => string {
  const prefix = useContext(FieldIdPrefix);
  return (name) => `${prefix}-${name.replace(/\./g, '-')}`;
}

function FieldMessage(props: { id: string; error: FieldError | undefined }) {
  return props.error?.message ? (
    <p className="field__error" id={`${props.id}-error`} role="alert">
      {props.error.message}
    </p>
  ) : null;
}

type FieldProps = { name: string; label: string; hint?: string; children?: ReactNode };

/** A labelled input bound to the surrounding form, its error under it, tied by aria-describedby. */
export function TextField(
  props: FieldProps & {
    multiline?: boolean;
    placeholder?: string;
    lang?: string;
    type?: 'text' | 'password';
    autoComplete?: string;
    inputMode?: 'text' | 'numeric';
  },
) {
  const { register, formState } = useFormContext();
  const id = useFieldIds()(props.name);
  const error = errorAt(formState.errors, props.name);
  const common = {
    id,
    lang: props.lang,
    placeholder: props.placeholder,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(props.name as Path<FieldValues>),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={props.type ?? 'text'} {...common} />
      )}
      {props.hint ? <p className="field__hint">{props.hint}</p> : null}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** Whole numbers from 0 up; an empty field counts as 0 unless the form's schema says otherwise. */
export function NumberField(props: FieldProps) {
  const { register, formState } = useFormContext();
  const id = useFieldIds()(props.name);
  const error = errorAt(formState.errors, props.name);
  return (
    <div className="field field--number">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(props.name as Path<FieldValues>)}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export function SelectField(
  props: FieldProps & { options: Array<{ value: number | string; label: string }> },
) {
  const { register, formState } = useFormContext();
  const id = useFieldIds()(props.name);
  const error = errorAt(formState.errors, props.name);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(props.name as Path<FieldValues>)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

type Option = { value: number | string; label: string };

/** Several choices at once, such as a dish's allergens: the value is the ticked options' values. */
export function CheckboxGroupField(props: FieldProps & { options: Option[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const id = useFieldIds()(props.name);
  const selected: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: Option['value'], checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    // In the options' own order, so the saved list does not depend on the order of the clicks.
    field.onChange(props.options.filter((option) => next.has(option.value)).map((o) => o.value));
  };
  return (
    <fieldset
      className="field checkbox-field"
      aria-describedby={fieldState.error ? `${id}-error` : undefined}
    >
      <legend>{props.label}</legend>
      <div className="checkbox-grid">
        {props.options.map((option, index) => (
          <label key={option.value}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={fieldState.error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={fieldState.error} />
    </fieldset>
  );
}

/** A date or time input, as the browser's own picker gives it. */
function PickerField(props: FieldProps & { type: 'date' | 'time' }) {
  const { register, formState } = useFormContext();
  const id = useFieldIds()(props.name);
  const error = errorAt(formState.errors, props.name);
  return (
    <div className={`field field--${props.type}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(props.name as Path<FieldValues>)}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** A calendar date; the value is the YYYY-MM-DD text the browser's date picker gives. */
export function DateField(props: FieldProps) {
  return <PickerField {...props} type="date" />;
}

/** A time of day; the value is the HH:MM text the browser's time picker gives. */
export function TimeField(props: FieldProps) {
  return <PickerField {...props} type="time" />;
}

/** One yes-or-no choice, such as whether an offer is featured, with an optional hint under it. */
export function CheckboxField(props: FieldProps) {
  const { register } = useFormContext();
  const id = useFieldIds()(props.name);
  return (
    <div className="field field--checkbox">
      <label>
        <input
          id={id}
          type="checkbox"
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          {...register(props.name as Path<FieldValues>)}
        />
        {props.label}
      </label>
      {props.hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** The one field for a text in three languages: hu, en, de side by side, each marked. */
export function LocalizedTextField(
  props: FieldProps & { multiline?: boolean; placeholders?: Partial<Record<Lang, string>> },
) {
  return (
    <fieldset className="localized">
      <legend>{props.label}</legend>
      <div className="localized__grid">
        {LANGS.map((lang) => (
          <TextField
            key={lang}
            name={`${props.name}.${lang}`}
            label={`${props.label} (${LANGUAGE_LABELS[lang]})`}
            lang={lang}
            multiline={props.multiline}
            placeholder={props.placeholders?.[lang]}
          />
        ))}
      </div>
    </fieldset>
  );
}
