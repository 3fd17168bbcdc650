import { useFormContext } from 'react-hook-form';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { CheckboxField, CheckboxGroupField } from '#web/admin/components/fields.tsx';

export const CONTAINS_NONE = 'Nem tartalmaz allergént (a 14 közül egyet sem)';

/**
 * The `allergenIds` of a dish, a drink or an item: a box per allergen, by its Hungarian name, and
 * while none is ticked the `noneName` box that states it contains none, so an empty list is not
 * mistaken for a dish nobody filled in.
 */
export function AllergenField(props: { allergens: Allergen[]; noneName: string }) {
  const { watch } = useFormContext();
  const chosen = (watch('allergenIds') as number[] | undefined) ?? [];
  return (
    <>
      <CheckboxGroupField
        name="allergenIds"
        label="Allergének"
        options={props.allergens.map((allergen) => ({
          value: allergen.id,
          label: allergen.name.hu,
        }))}
      />
      {chosen.length === 0 ? (
        <CheckboxField
          name={props.noneName}
          label={CONTAINS_NONE}
          hint="Ha sem allergén, sem ez nincs bejelölve, a vendégek azt olvassák: az allergénekről kérdezze a személyzetet."
        />
      ) : null}
    </>
  );
}
