import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LocalizedTextField, NumberField } from '#web/admin/components/fields.tsx';
import {
  newVariant,
  type DrinkFormInput,
  type VariantValues,
} from '#web/admin/features/drinks/drink-form-values.ts';
import { formatPrice } from '@restaurant/contract/format.ts';

const QUANTITY_EXAMPLES = {
  hu: 'pl. 0,33 l üveg',
  en: 'e.g. 0.33 l bottle',
  de: 'z. B. 0,33-l-Flasche',
};

const headingOf = (variant: VariantValues | undefined) =>
  variant?.variantId ? `Változat #${variant.variantId}` : 'Új változat';

/** A removed variant as it will no longer be: its size and price, struck through. */
function removedSummary(variant: VariantValues): string {
  const quantity = variant.quantity.hu.trim() || '–';
  const price = Number(variant.price);
  return variant.price !== '' && Number.isFinite(price)
    ? `${quantity}, ${formatPrice(price, 'hu')}`
    : quantity;
}

/**
 * 'Italváltozatok': the drink's sizes with their prices. Removing one only marks it, so that it
 * can be restored until the form is saved; the save then deletes it.
 */
export function DrinkVariantsEditor(props: {
  /** The variant to start at: it takes the focus (the whole variant, so that nothing is
   * validated on leaving it untouched) and comes into view. */
  focusIndex?: number | undefined;
}) {
  const { control, setValue, getValues, setFocus, formState } = useFormContext<DrinkFormInput>();
  const focused = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    focused.current?.focus();
  }, []);
  const { fields } = useFieldArray({ control, name: 'variants' });
  // Added as a new list rather than with append, which would check the blank variant at once
  // after a refused save and mark it red before anything is typed into it.
  const [added, setAdded] = useState<number | null>(null);
  const add = () => {
    const variants = [...getValues('variants'), newVariant()];
    setValue('variants', variants, { shouldDirty: true });
    setAdded(variants.length - 1);
  };
  useEffect(() => {
    if (added !== null) setFocus(`variants.${added}.quantity.hu`);
  }, [added, setFocus]);
  const values = useWatch({ control, name: 'variants' }) ?? [];
  const entries = fields.map((field, index) => ({ key: field.id, index, value: values[index] }));
  const active = entries.filter((entry) => !entry.value?.isDeleted);
  const removed = entries.filter((entry) => entry.value?.isDeleted);

  const mark = (index: number, isDeleted: boolean) =>
    setValue(`variants.${index}.isDeleted`, isDeleted, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });

  return (
    <section className="variants-editor" aria-labelledby="variants-title">
      <div className="variants-editor__header">
        <h2 id="variants-title">Italváltozatok</h2>
        <button type="button" className="btn btn--secondary" onClick={add}>
          Új változat
        </button>
      </div>
      {active.length === 0 ? (
        <p className="variants-editor__empty">
          Még nincsenek italváltozatok hozzáadva. Kattintson az "Új változat" gombra.
        </p>
      ) : (
        <ol className="variant-list">
          {active.map(({ key, index, value }) => (
            <li key={key}>
              <fieldset
                className="variant"
                ref={index === props.focusIndex ? focused : undefined}
                tabIndex={index === props.focusIndex ? -1 : undefined}
              >
                <legend>{headingOf(value)}</legend>
                <LocalizedTextField
                  name={`variants.${index}.quantity`}
                  label="Mennyiség"
                  placeholders={QUANTITY_EXAMPLES}
                />
                <div className="variant__footer">
                  <NumberField name={`variants.${index}.price`} label="Ár (Ft)" />
                  <button
                    type="button"
                    className="btn btn--danger-outline"
                    aria-label={`Eltávolítás: ${headingOf(value)}`}
                    onClick={() => mark(index, true)}
                  >
                    Eltávolítás
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {removed.length > 0 ? (
        <div className="variants-editor__removed">
          <h3>Törölt változatok</h3>
          <ul>
            {removed.map(({ key, index, value }) => (
              <li key={key}>
                <del>
                  {headingOf(value)}: {value ? removedSummary(value) : ''}
                </del>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={`Visszaállítás: ${headingOf(value)}`}
                  onClick={() => mark(index, false)}
                >
                  Visszaállítás
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
