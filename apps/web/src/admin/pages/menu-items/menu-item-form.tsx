import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import type { MenuItemInput } from '@restaurant/contract/menu-item.ts';
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
import { LinkedDish } from '#web/admin/pages/menu-items/linked-dish.tsx';
import { MenuItemPicker } from '#web/admin/pages/menu-items/menu-item-picker.tsx';

const MenuItemFormSchema = z.object({
  name: localizedRequired('Név'),
  description: localizedOptional(),
  price: nonNegativeNumber('Ár'),
  allergenIds: z.array(z.number()),
  dietTags: z.array(DietTagSchema),
  allergensNone: z.boolean(),
  foodId: z.number().nullable(),
  drinkVariantId: z.number().nullable(),
});

/** What a daily-menu item and an offer item share: the item as read, and as written. */
type MenuItem = Omit<DailyMenuItem, 'dailyMenuId' | 'sortOrder'>;

/**
 * The form of an item of a daily menu or an offer: name, description, price and allergens, with
 * the picker that fills them from a dish, a drink or an earlier item when the item is new. An item
 * made from a dish shows the dish instead of its texts, which follow the dish.
 */
export function MenuItemForm(props: {
  /** What the item belongs to, for the title: a day or an offer's name. */
  of: string;
  item: MenuItem | null;
  allergens: Allergen[];
  /** Where the form leads back to, on cancel and after saving. */
  back: string;
  save: (input: MenuItemInput) => Promise<unknown>;
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
        allergensNone: Boolean(item?.allergensDeclared && item.allergens.length === 0),
        foodId: item?.foodId ?? null,
        drinkVariantId: item?.drinkVariantId ?? null,
      },
      save: ({ description, allergensNone, ...fields }) =>
        props.save({
          ...fields,
          description: descriptionOrNull(description),
          allergensDeclared: fields.allergenIds.length > 0 || allergensNone,
        }),
      afterSave: props.back,
    });
  const linked = form.watch('foodId') !== null || form.watch('drinkVariantId') !== null;
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
        {linked ? (
          <LinkedDish allergens={props.allergens} savedDishPrice={item?.dishPrice ?? null} />
        ) : (
          <>
            <LocalizedTextField name="name" label="Név" />
            <LocalizedTextField name="description" label="Leírás" multiline />
          </>
        )}
        <NumberField name="price" label="Ár (Ft)" />
        {linked ? null : (
          <>
            <AllergenField allergens={props.allergens} noneName="allergensNone" />
            <DietTagsField />
          </>
        )}
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}
