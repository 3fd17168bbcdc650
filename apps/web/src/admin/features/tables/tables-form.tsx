import { useState, type FormEvent } from 'react';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import { useSaveTables } from '#web/admin/features/tables/api.ts';
import {
  draftErrors,
  fromDraft,
  serverErrors,
  toDraft,
  type TableDraft,
} from '#web/admin/features/tables/table-rules.ts';
import { FORM_INVALID } from '#web/admin/lib/form-messages.ts';

/** One field of a table, its message under it. */
function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(props.error ? errorId : undefined)}
      {props.error ? (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The owners' list of the room's tables: each with its name, seats, area and the tables it can be
 * pushed together with. New tables carry a negative id until saved, so that they can be joined
 * before they have one.
 */
export function TablesForm(props: { tables: DiningTable[] }) {
  const save = useSaveTables();
  const [drafts, setDrafts] = useState<TableDraft[]>(props.tables.map(toDraft));
  const [checked, setChecked] = useState(false);
  const [nextId, setNextId] = useState(-1);
  const local = checked ? draftErrors(drafts) : {};
  const errors = { ...serverErrors(save.error), ...local };
  const areas = [...new Set(drafts.map((draft) => draft.area.trim()).filter(Boolean))];
  const change = (index: number, patch: Partial<TableDraft>) => {
    save.reset();
    setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  };
  const add = () => {
    setDrafts([
      ...drafts,
      { id: nextId, name: '', seats: '4', area: areas.at(-1) ?? '', joinsWith: [] },
    ]);
    setNextId(nextId - 1);
  };
  const remove = (id: number) =>
    setDrafts(
      drafts
        .filter((draft) => draft.id !== id)
        .map((draft) => ({ ...draft, joinsWith: draft.joinsWith.filter((other) => other !== id) })),
    );
  /** Joining is mutual: ticking B on A ticks A on B. */
  const toggleJoin = (id: number, other: number) =>
    setDrafts(
      drafts.map((draft) => {
        const joined = drafts.find((d) => d.id === id)!.joinsWith.includes(other);
        const flip = (list: number[], value: number) =>
          joined ? list.filter((entry) => entry !== value) : [...list, value];
        if (draft.id === id) return { ...draft, joinsWith: flip(draft.joinsWith, other) };
        if (draft.id === other) return { ...draft, joinsWith: flip(draft.joinsWith, id) };
        return draft;
      }),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(drafts)).length > 0) return;
    save.mutate(drafts.map(fromDraft), {
      onSuccess: (saved) => {
        setDrafts(saved.map(toDraft));
        setChecked(false);
      },
    });
  };
  return (
    <form className="tables-form" onSubmit={onSubmit} noValidate>
      <datalist id="table-areas">
        {areas.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      {drafts.length === 0 ? (
        <p className="state">
          Még nincs asztal. Asztalok nélkül a foglalás a helyek és az idősávok szerint működik.
        </p>
      ) : null}
      <ul className="tables-form__list">
        {drafts.map((draft, index) => (
          <li key={draft.id} className="tables-form__table">
            <fieldset>
              <legend>{draft.name.trim() || 'Új asztal'}</legend>
              <div className="tables-form__fields">
                {(
                  [
                    ['name', 'Név', 'text'],
                    ['seats', 'Helyek', 'number'],
                    ['area', 'Terület', 'text'],
                  ] as const
                ).map(([key, label, type]) => (
                  <Field
                    key={key}
                    id={`table-${draft.id}-${key}`}
                    label={label}
                    error={errors[`${index}.${key}`]}
                  >
                    {(describedBy) => (
                      <input
                        id={`table-${draft.id}-${key}`}
                        type={type}
                        inputMode={type === 'number' ? 'numeric' : undefined}
                        list={key === 'area' ? 'table-areas' : undefined}
                        value={draft[key]}
                        aria-invalid={describedBy ? true : undefined}
                        aria-describedby={describedBy}
                        onChange={(event) => change(index, { [key]: event.target.value })}
                      />
                    )}
                  </Field>
                ))}
              </div>
              {drafts.length > 1 ? (
                <fieldset className="tables-form__joins">
                  <legend>Összetolható ezekkel</legend>
                  {drafts
                    .filter((other) => other.id !== draft.id)
                    .map((other) => (
                      <label key={other.id} className="chip">
                        <input
                          type="checkbox"
                          checked={draft.joinsWith.includes(other.id)}
                          onChange={() => toggleJoin(draft.id, other.id)}
                        />
                        {other.name.trim() || 'Új asztal'}
                      </label>
                    ))}
                  {errors[`${index}.joinsWith`] ? (
                    <p className="field__error">{errors[`${index}.joinsWith`]}</p>
                  ) : null}
                </fieldset>
              ) : null}
              <button
                type="button"
                className="btn btn--danger-outline"
                onClick={() => remove(draft.id)}
              >
                Asztal törlése
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {FORM_INVALID}
        </p>
      ) : null}
      {save.isSuccess ? <p role="status">Mentve.</p> : null}
      <div className="tables-form__actions">
        <button type="button" className="btn btn--secondary" onClick={add}>
          + Új asztal
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          Mentés
        </button>
      </div>
    </form>
  );
}
