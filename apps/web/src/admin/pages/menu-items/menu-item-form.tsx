import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DailyMenuItem, DailyMenuItemInput } from '@restaurant/contract/daily-menu.ts';
import { AllergenField } from '#web/admin/components/allergen-field.tsx';
import { DietTagsField } from '#web/admin/components/diet-tags-field.tsx';
import { DietTagSchema } from '@restaurant/contract/diet.ts';
import { LocalizedTextField, NumberField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { fillItemForm } from '#web/admin/components/item-picker.tsx';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import {
  EMPTY_TEXT,
  descriptionOrNull,
  localizedOptional,
  localizedRequired,
  nonNegativeNumber,
} from '#web/admin/lib/form-messages.ts';
import { MenuItemPicker } from '#web/admin/pages/menu-items/menu-item-picker.tsx';

const MenuItemFormSchema = z.object({
  name: localizedRequired('Név'),
  description: localizedOptional(),
  price: nonNegativeNumber('Ár'),
  allergenIds: z.array(z.number()),
  dietTags: z.array(DietTagSchema),
});

/** What a daily-menu item and an offer item share: the item as read, and as written. */
type MenuItem = Pick<
  DailyMenuItem,
  'id' | 'name' | 'description' | 'price' | 'allergens' | 'dietTags'
>;

/**
 * The form of an item of a daily menu or an offer: name, description, price and allergens, with
 * the picker that fills them from a dish, a drink or an earlier item when the item is new.
 */
export function MenuItemForm(props: {
  /** What the item belongs to, for the title: a day or an offer's name. */
  of: string;
  item: MenuItem | null;
  allergens: Allergen[];
  /** Where the form leads back to, on cancel and after saving. */
  back: string;
  save: (input: DailyMenuItemInput) => Promise<unknown>;
}) {
  const { item } = props;
  const { form, onSubmit, onSubmitAnother, savedCount, error, notice, saving, leaveGuard } =
    useResourceForm({
      schema: MenuItemFormSchema,
      defaultValues: {
        name: item?.name ?? EMPTY_TEXT,
        description: item?.description ?? EMPTY_TEXT,
        price: item?.price ?? '',
        allergenIds: item?.allergens.map((allergen) => allergen.id) ?? [],
        dietTags: item?.dietTags ?? [],
      },
      save: ({ description, ...fields }) =>
        props.save({ ...fields, description: descriptionOrNull(description) }),
      afterSave: props.back,
    });
  return (
    <FormProvider {...form}>
      <FormShell
        title={`${item ? 'Tétel szerkesztése' : 'Új tétel hozzáadása'} – ${props.of}`}
        isNew={!item}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={props.back}
        onSubmit={(event) => void onSubmit(event)}
        secondaryAction={
          item ? undefined : { label: 'Mentés és új tétel', onClick: () => void onSubmitAnother() }
        }
        before={
          item ? null : (
            <MenuItemPicker key={savedCount} onPick={(fill) => fillItemForm(form, fill)} />
          )
        }
      >
        <LocalizedTextField name="name" label="Név" />
        <LocalizedTextField name="description" label="Leírás" multiline />
        <NumberField name="price" label="Ár (Ft)" />
        <AllergenField allergens={props.allergens} />
        <DietTagsField />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}
