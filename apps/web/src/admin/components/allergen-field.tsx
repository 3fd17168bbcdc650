import type { Allergen } from '@restaurant/contract/allergen.ts';
import { CheckboxGroupField } from '#web/admin/components/fields.tsx';

/** The `allergenIds` of a dish, a drink or an item: a box per allergen, by its Hungarian name. */
export function AllergenField(props: { allergens: Allergen[] }) {
  return (
    <CheckboxGroupField
      name="allergenIds"
      label="Allergének"
      options={props.allergens.map((allergen) => ({ value: allergen.id, label: allergen.name.hu }))}
    />
  );
}
