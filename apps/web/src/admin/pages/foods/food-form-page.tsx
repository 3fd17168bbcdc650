import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Category } from '@restaurant/contract/category.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { LocalizedTextField, NumberField, SelectField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { AllergenField } from '#web/admin/components/allergen-field.tsx';
import { DietTagsField } from '#web/admin/components/diet-tags-field.tsx';
import { DietTagSchema } from '@restaurant/contract/diet.ts';
import { categoriesQuery } from '#web/admin/features/categories/api.ts';
import { foodQuery, useSaveFood } from '#web/admin/features/foods/api.ts';
import {
  EMPTY_TEXT,
  descriptionOrNull,
  localizedOptional,
  localizedRequired,
  positiveNumber,
  wholeNumber,
} from '#web/admin/lib/form-messages.ts';
import { parseRequiredId, parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const FoodFormSchema = z.object({
  // The select's first option, 0, means that no category has been chosen yet.
  categoryId: z.coerce.number().int().min(1, 'A kategória kiválasztása kötelező'),
  name: localizedRequired('Név'),
  description: localizedOptional(),
  price: positiveNumber('Ár'),
  sortOrder: wholeNumber(),
  allergenIds: z.array(z.number()).min(1, 'Legalább egy allergént ki kell választani'),
  dietTags: z.array(DietTagSchema),
});

function FoodForm(props: {
  food: Food | null;
  /** The category a new food starts in, from the route. */
  categoryId: number | null;
  categories: Category[];
  allergens: Allergen[];
}) {
  const { food, categories } = props;
  const save = useSaveFood();
  const startCategory = food?.categoryId ?? props.categoryId;
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: FoodFormSchema,
    defaultValues: {
      // A select holds text. A category that is not a food category would look chosen but could
      // not be saved into, so it starts unchosen.
      categoryId: String(
        categories.some((category) => category.id === startCategory) ? startCategory : 0,
      ),
      name: food?.name ?? EMPTY_TEXT,
      description: food?.description ?? EMPTY_TEXT,
      price: food?.price ?? '',
      sortOrder: food?.sortOrder ?? 0,
      allergenIds: food?.allergens.map((allergen) => allergen.id) ?? [],
      dietTags: food?.dietTags ?? [],
    },
    save: ({ categoryId, description, ...fields }) => {
      const input = { ...fields, description: descriptionOrNull(description) };
      return save.mutateAsync(
        food ? { id: food.id, input: { ...input, categoryId } } : { categoryId, input },
      );
    },
    afterSave: paths.foods(),
    resource: food ? `/api/foods/${food.id}` : undefined,
  });
  const categoryOptions = [
    { value: 0, label: 'Válasszon kategóriát...' },
    ...categories
      .map((category) => ({ value: category.id, label: category.name.hu }))
      .sort((a, b) => a.label.localeCompare(b.label, 'hu')),
  ];
  return (
    <FormProvider {...form}>
      <FormShell
        title={food ? 'Étel szerkesztése' : 'Új étel hozzáadása'}
        isNew={!food}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={paths.foods(startCategory)}
        historyHref={food ? paths.auditLog({ entity: 'food', entityId: food.id }) : undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        <SelectField name="categoryId" label="Kategória" options={categoryOptions} />
        <LocalizedTextField name="name" label="Név" />
        <LocalizedTextField name="description" label="Leírás" multiline />
        <div className="field-row">
          <NumberField name="price" label="Ár" />
          <NumberField name="sortOrder" label="Sorrend" />
        </div>
        <AllergenField allergens={props.allergens} />
        <DietTagsField />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/etelek/uj, /admin/etelek/uj/{categoryId} and /admin/etelek/{id}. */
export function FoodFormPage() {
  const params = useParams();
  const id = parseRouteId(params.id);
  const categoryId = parseRequiredId(params.categoryId);
  const food = useQuery({ ...foodQuery(id ?? 0), enabled: id !== null });
  const categories = useQuery(categoriesQuery('Food'));
  const allergens = useQuery(allergensQuery());

  if (params.categoryId !== undefined && categoryId === null) {
    return <ErrorState message="Érvénytelen kategória azonosító" />;
  }
  const waiting = waitingState(id === null ? 'Betöltés...' : 'Étel betöltése...', [
    id !== null && [food, 'Hiba történt az étel betöltése közben.'],
    [categories, 'Hiba történt a kategóriák betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
  ]);
  if (waiting) return waiting;
  return (
    <FoodForm
      food={food.data ?? null}
      categoryId={categoryId}
      categories={categories.data!}
      allergens={allergens.data!}
    />
  );
}
