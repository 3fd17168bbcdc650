import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Category, CategoryWithDrinks } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { categoriesQuery, categoryQuery } from '#web/admin/features/categories/api.ts';
import { drinkQuery, drinksByCategoryQuery } from '#web/admin/features/drinks/api.ts';
import { DrinkForm, type DrinkFormMode } from '#web/admin/features/drinks/drink-form.tsx';
import { parseRequiredId, parseRouteId } from '#web/admin/lib/route-id.ts';

/**
 * The category a stored drink belongs to. One that does not name a drink category is looked for
 * among every category's drinks, and failing that placed in the first category.
 */
function categoryOf(
  drink: Drink,
  categories: Category[],
  byCategory: CategoryWithDrinks[] | undefined,
): number | null {
  if (categories.some((category) => category.id === drink.categoryId)) return drink.categoryId;
  const holder = byCategory?.find((category) => category.drinks.some((d) => d.id === drink.id));
  return holder?.id ?? categories[0]?.id ?? null;
}

/**
 * /admin/italok/uj, /admin/italok/uj/{categoryId} and /admin/italok/{id}; with `variantsOnly`,
 * /admin/italok/{id}/variansok/uj and /admin/italok/{id}/variansok/{variantId}.
 */
export function DrinkFormPage(props: { variantsOnly?: boolean }) {
  const params = useParams();
  // In variant-only mode the route must name a drink; anything else fails to load as one.
  const id = props.variantsOnly
    ? (parseRequiredId(params.id) ?? Number.NaN)
    : parseRouteId(params.id);
  const routeCategoryId = parseRequiredId(params.categoryId);
  const variantId = params.variantId === 'uj' ? 'uj' : parseRequiredId(params.variantId);

  const drink = useQuery({ ...drinkQuery(id ?? 0), enabled: id !== null });
  const categories = useQuery(categoriesQuery('Drink'));
  const allergens = useQuery(allergensQuery());
  const routeCategory = useQuery({
    ...categoryQuery(routeCategoryId ?? 0),
    enabled: routeCategoryId !== null,
  });
  const needsSearch =
    drink.data !== undefined &&
    categories.data !== undefined &&
    !categories.data.some((category) => category.id === drink.data.categoryId);
  const byCategory = useQuery({ ...drinksByCategoryQuery(), enabled: needsSearch });

  if (params.categoryId !== undefined && routeCategoryId === null) {
    return <ErrorState message="Érvénytelen kategória azonosító" />;
  }
  const waiting = waitingState(id === null ? 'Betöltés...' : 'Ital betöltése...', [
    id !== null && [drink, 'Hiba történt az ital betöltése közben.'],
    routeCategoryId !== null && [routeCategory, 'Hiba történt a kategória betöltése közben.'],
    [categories, 'Hiba történt a kategóriák betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
    needsSearch && [byCategory, 'Hiba történt az italok betöltése közben.'],
  ]);
  if (waiting) return waiting;

  const stored = drink.data ?? null;
  let mode: DrinkFormMode = { kind: 'drink' };
  if (props.variantsOnly) {
    const known =
      variantId === 'uj' || stored?.variants.some((variant) => variant.id === variantId);
    if (variantId === null || !known) return <ErrorState message="Invalid variant ID" />;
    mode = { kind: 'variants', variantId };
  }
  return (
    <DrinkForm
      // A new address (another drink, another variant) starts the form afresh.
      key={`${params.id ?? 'uj'}-${params.categoryId ?? ''}-${params.variantId ?? ''}`}
      drink={stored}
      categoryId={stored ? categoryOf(stored, categories.data!, byCategory.data) : routeCategoryId}
      categories={categories.data!}
      allergens={allergens.data!}
      mode={mode}
    />
  );
}
