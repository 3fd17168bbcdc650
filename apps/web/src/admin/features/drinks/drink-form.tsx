import { FormProvider, useWatch } from 'react-hook-form';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Category } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import { LocalizedTextField, NumberField, SelectField } from '#web/admin/components/fields.tsx';
import { AllergenField } from '#web/admin/components/allergen-field.tsx';
import { DietTagsField } from '#web/admin/components/diet-tags-field.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { useSaveDrink } from '#web/admin/features/drinks/api.ts';
import {
  DRINK_FORM_INVALID,
  DrinkFormSchema,
  drinkFieldOf,
  drinkFormDefaults,
  drinkSaveErrorMessage,
  toSaveInput,
} from '#web/admin/features/drinks/drink-form-values.ts';
import { DrinkVariantsEditor } from '#web/admin/features/drinks/drink-variants-editor.tsx';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

export type DrinkFormMode =
  | { kind: 'drink' }
  /** Only the variants editor, opened at a new variant or at one of the drink's variants. */
  | { kind: 'variants'; variantId: number | 'uj' };

const TITLES = {
  newDrink: 'Új ital hozzáadása',
  editDrink: 'Ital szerkesztése',
  newVariant: 'Új italváltozat hozzáadása',
  editVariant: 'Italváltozat szerkesztése',
};

/** The drink form: the drink's fields and its variants, or in variant-only mode the variants. */
export function DrinkForm(props: {
  drink: Drink | null;
  /** The category the form starts with: the drink's, or for a new drink the route's. */
  categoryId: number | null;
  categories: Category[];
  allergens: Allergen[];
  mode: DrinkFormMode;
}) {
  const { drink, categories, mode } = props;
  const variantsOnly = mode.kind === 'variants';
  const addingVariant = variantsOnly && mode.variantId === 'uj';
  const save = useSaveDrink();
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: DrinkFormSchema,
    defaultValues: drinkFormDefaults(
      drink,
      // A category that is not a drink category would look chosen but could not be saved into.
      categories.some((category) => category.id === props.categoryId)
        ? props.categoryId
        : categories.length > 0
          ? 0
          : null,
      addingVariant,
    ),
    save: (values) => {
      const input = toSaveInput(values);
      return save.mutateAsync(
        drink
          ? { id: drink.id, input: { ...input, categoryId: values.categoryId } }
          : { categoryId: values.categoryId, input },
      );
    },
    afterSave: (saved) =>
      variantsOnly && drink ? paths.drink(drink.id) : paths.drinks((saved as Drink).categoryId),
    resource: drink ? `/api/drinks/${drink.id}` : undefined,
    savesTo: drink ? `/api/drinks/${drink.id}/with-variants` : undefined,
    invalidMessage: DRINK_FORM_INVALID,
    fieldOf: drinkFieldOf,
    errorMessage: drinkSaveErrorMessage(
      addingVariant ? 'new-variant' : variantsOnly ? 'variant' : 'drink',
    ),
  });

  // Variant-only mode opens at the variant it is about.
  const focusIndex = !variantsOnly
    ? undefined
    : mode.variantId === 'uj'
      ? (drink?.variants.length ?? 0)
      : drink?.variants.findIndex((variant) => variant.id === mode.variantId);

  const chosenCategory = Number(useWatch({ control: form.control, name: 'categoryId' }));
  const cancelTo =
    variantsOnly && drink
      ? paths.drink(drink.id)
      : paths.drinks(chosenCategory > 0 ? chosenCategory : null);
  const title = variantsOnly
    ? addingVariant
      ? TITLES.newVariant
      : TITLES.editVariant
    : drink
      ? TITLES.editDrink
      : TITLES.newDrink;
  const categoryOptions = [
    { value: 0, label: 'Válasszon kategóriát...' },
    ...categories
      .map((category) => ({ value: category.id, label: category.name.hu }))
      .sort((a, b) => a.label.localeCompare(b.label, 'hu')),
  ];

  return (
    <FormProvider {...form}>
      <FormShell
        title={title}
        isNew={variantsOnly ? addingVariant : !drink}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={cancelTo}
        historyHref={drink ? paths.auditLog({ entity: 'drink', entityId: drink.id }) : undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        {variantsOnly ? (
          <p className="admin-form__context">
            Ital: <strong>{drink?.name.hu}</strong>
          </p>
        ) : (
          <>
            <div className="field-row">
              <SelectField name="categoryId" label="Kategória" options={categoryOptions} />
              <NumberField name="sortOrder" label="Sorrend" />
            </div>
            <LocalizedTextField name="name" label="Név" />
            <LocalizedTextField name="description" label="Leírás" multiline />
            <AllergenField allergens={props.allergens} noneName="allergensNone" />
            <DietTagsField />
          </>
        )}
        <DrinkVariantsEditor focusIndex={focusIndex} />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}
