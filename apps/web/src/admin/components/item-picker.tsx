import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DietTag } from '@restaurant/contract/diet-tags.ts';
import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
import { EMPTY_TEXT } from '#web/admin/lib/form-messages.ts';

/** What a chosen dish, drink or earlier item puts into a daily-menu or offer item's form. */
export type ItemFill = {
  name: LocalizedText;
  description: LocalizedDescription | null;
  price: number;
  allergenIds: number[];
  dietTags: DietTag[];
};

export type ItemChoice = {
  key: string;
  /** Where it comes from: 'Étel', 'Ital', 'Korábbi tétel'. */
  source: string;
  label: string;
  /** A short second line, such as the price. */
  detail: string;
  fill: ItemFill;
};

/** Fills an item form from a choice, for editing before it is saved; the form has changes. */
export function fillItemForm<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  fill: ItemFill,
): void {
  const current = form.getValues() as Record<string, unknown>;
  const next = {
    ...current,
    name: fill.name,
    description: fill.description ?? EMPTY_TEXT,
    price: fill.price,
    ...('allergenIds' in current ? { allergenIds: fill.allergenIds } : {}),
    ...('dietTags' in current ? { dietTags: fill.dietTags } : {}),
  };
  form.reset(next as unknown as V, { keepDefaultValues: true });
}

/**
 * A search that starts a new item from something that exists: the results appear as the user
 * types, and one tap on a result fills the form.
 */
export function ItemPicker(props: {
  query: string;
  onQueryChange: (query: string) => void;
  choices: ItemChoice[];
  searching: boolean;
  onPick: (choice: ItemChoice) => void;
  /** The last choice put into the form. */
  picked: string | null;
}) {
  const id = useId();
  const typed = props.query.trim() !== '';
  return (
    <section className="item-picker" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="item-picker__label">
        Kitöltés meglévő ételből, italból vagy korábbi tételből
      </label>
      <input
        id={id}
        type="search"
        className="item-picker__search"
        placeholder="Keresés név alapján (magyar, angol, német)..."
        autoComplete="off"
        // The first thing to do on a new item: the keyboard is ready for the search.
        autoFocus
        value={props.query}
        onChange={(event) => props.onQueryChange(event.target.value)}
      />
      {typed ? (
        props.choices.length > 0 ? (
          <ul className="item-picker__results" aria-label="Találatok">
            {props.choices.map((choice) => (
              <li key={choice.key}>
                <button
                  type="button"
                  className="item-picker__choice"
                  onClick={() => props.onPick(choice)}
                >
                  <span className="item-picker__name">{choice.label}</span>
                  <span className="item-picker__detail">
                    {choice.source} · {choice.detail}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="item-picker__empty" role="status">
            {props.searching ? 'Keresés...' : 'Nincs találat.'}
          </p>
        )
      ) : null}
      {props.picked ? (
        <p className="item-picker__picked" role="status">
          Kitöltve: {props.picked}. Ellenőrizze, majd mentse.
        </p>
      ) : null}
    </section>
  );
}
