import { DIET_TAGS, type DietTag } from '@restaurant/contract/diet-tags.ts';
import { CheckboxGroupField } from '#web/admin/components/fields.tsx';

const DIET_TAG_LABELS: Record<DietTag, string> = {
  vegetarian: 'Vegetáriánus',
  vegan: 'Vegán',
  glutenFree: 'Gluténmentes',
  spicy: 'Csípős',
};

/** The `dietTags` of a dish, a drink or an item: a box per tag, shown to guests as a label. */
export function DietTagsField(props: { name?: string }) {
  return (
    <CheckboxGroupField
      name={props.name ?? 'dietTags'}
      label="Jelölések"
      options={DIET_TAGS.map((tag) => ({ value: tag, label: DIET_TAG_LABELS[tag] }))}
    />
  );
}
