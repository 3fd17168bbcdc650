import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';
import { drinksQuery } from '#web/admin/features/drinks/api.ts';
import { foodsQuery } from '#web/admin/features/foods/api.ts';
import { formatPrice } from '@restaurant/contract/format.ts';

/** The dish's price now: from the lists when they are loaded, else as the item was read. */
function useDishPrice(foodId: number | null, variantId: number | null, saved: number | null) {
  const foods = useQuery({ ...foodsQuery(), enabled: foodId !== null });
  const drinks = useQuery({ ...drinksQuery(), enabled: variantId !== null });
  if (foodId !== null) return foods.data?.find((food) => food.id === foodId)?.price ?? saved;
  const variants = (drinks.data ?? []).flatMap((drink) => drink.variants);
  return variants.find((variant) => variant.id === variantId)?.price ?? saved;
}

/**
 * An item made from a dish or a drink's size: its name, description and allergens are the dish's
 * and follow it; the price is the item's own, and where it differs the dish's is shown.
 */
export function LinkedDish(props: { allergens: Allergen[]; savedDishPrice: number | null }) {
  const { watch, setValue } = useFormContext();
  const foodId = watch('foodId') as number | null;
  const variantId = watch('drinkVariantId') as number | null;
  const name = watch('name') as LocalizedText;
  const chosen = new Set(watch('allergenIds') as number[]);
  // A food always gives its allergens; a drink may not have said.
  const containsNone = watch('allergensNone') as boolean;
  const dishPrice = useDishPrice(foodId, variantId, props.savedDishPrice);
  const price = Number(watch('price'));
  const marks = props.allergens.filter((allergen) => chosen.has(allergen.id));
  const unlink = () => {
    setValue('foodId', null, { shouldDirty: true });
    setValue('drinkVariantId', null, { shouldDirty: true });
  };
  return (
    <section className="linked-dish" aria-label="Kapcsolt étel">
      <p className="linked-dish__name">
        <strong>{name.hu}</strong> ({foodId !== null ? 'az étlapról' : 'az itallapról'})
      </p>
      <p className="linked-dish__allergens">
        Allergének:{' '}
        {marks.length > 0
          ? marks.map((allergen) => `${allergen.code} ${allergen.name.hu}`).join(', ')
          : containsNone
            ? 'nem tartalmaz'
            : 'nincs megadva'}
      </p>
      <p className="field__hint">
        A neve, leírása és allergénjei a mai és későbbi menükön követik az ételt; az ára a tételé.
      </p>
      {dishPrice !== null && price !== dishPrice && !Number.isNaN(price) ? (
        <p className="linked-dish__price" role="status">
          Eltér az étel árától: {formatPrice(dishPrice, 'hu')}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={unlink}>
        Leválasztás (saját név és allergének)
      </button>
    </section>
  );
}
