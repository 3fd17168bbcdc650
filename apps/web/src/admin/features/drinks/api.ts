import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CategoryWithDrinks } from '@restaurant/contract/category.ts';
import type {
  Drink,
  DrinkVariantInput,
  DrinkWithVariantsCreate,
  DrinkWithVariantsUpdate,
} from '@restaurant/contract/drink.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['drinks'] as const;

/** A call refused in the browser before it is sent, because the server would refuse it too. */
export class RequestGuardError extends Error {
  readonly aboutVariant: boolean;

  constructor(message: string, aboutVariant = false) {
    super(message);
    this.aboutVariant = aboutVariant;
  }
}

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0;

function requireId(id: unknown, message: string): number {
  if (!isId(id)) throw new RequestGuardError(message, message === 'Invalid variant ID');
  return id;
}

function requireValidVariant(variant: DrinkVariantInput & { id?: number | undefined }): void {
  if (variant.id !== undefined) requireId(variant.id, 'Invalid variant ID');
  if (!isId(variant.price)) throw new RequestGuardError('Invalid price for drink variant', true);
  const { hu, en, de } = variant.quantity;
  if (![hu, en, de].every((text) => text?.trim())) {
    throw new RequestGuardError('Missing quantity values in drink variant', true);
  }
}

/** All drinks, or with a category id only that category's. */
export const drinksQuery = (categoryId: number | null = null) =>
  queryOptions({
    queryKey: [...KEY, 'list', categoryId],
    queryFn: () =>
      api<Drink[]>(
        'GET',
        categoryId === null
          ? '/api/drinks'
          : `/api/categories/${requireId(categoryId, 'Invalid category ID')}/drinks`,
      ),
  });

export const drinkQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: () => api<Drink>('GET', `/api/drinks/${requireId(id, 'Invalid drink ID')}`),
  });

/** Every drink category with its drinks: where to look for a drink that does not name its own. */
export const drinksByCategoryQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'by-category'],
    queryFn: () => api<CategoryWithDrinks[]>('GET', '/api/categories/drinks'),
  });

type DrinkSaveTarget =
  | { id: number; input: DrinkWithVariantsUpdate }
  | { categoryId: number; input: DrinkWithVariantsCreate };

/** Saves a drink with the whole list of its variants in one call: all of it, or nothing. */
export function useSaveDrink() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (target: DrinkSaveTarget) => {
      target.input.variants.forEach(requireValidVariant);
      if ('id' in target) {
        requireId(target.id, 'Invalid drink ID');
        requireId(target.input.categoryId, 'Invalid category ID');
        return api<Drink>('PUT', `/api/drinks/${target.id}/with-variants`, target.input);
      }
      const categoryId = requireId(target.categoryId, 'Invalid category ID');
      return api<Drink>('POST', `/api/categories/${categoryId}/drinks/with-variants`, target.input);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDrink() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) =>
      api<void>('DELETE', `/api/drinks/${requireId(id, 'Invalid drink ID')}`),
    onSuccess: invalidate,
  });
}

export function useDeleteVariant() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) =>
      api<void>('DELETE', `/api/drink-variants/${requireId(id, 'Invalid variant ID')}`),
    onSuccess: invalidate,
  });
}
