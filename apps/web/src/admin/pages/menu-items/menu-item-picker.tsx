import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Drink } from '@restaurant/contract/drink.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';
import type { MenuItemSuggestion } from '@restaurant/contract/menu-item-suggestion.ts';
import { matchesSearch, searchKey } from '@restaurant/contract/search.ts';
import { ItemPicker, type ItemChoice, type ItemFill } from '#web/admin/components/item-picker.tsx';
import { drinksQuery } from '#web/admin/features/drinks/api.ts';
import { foodsQuery } from '#web/admin/features/foods/api.ts';
import { itemSuggestionsQuery } from '#web/admin/features/menu-items/api.ts';
import { useDebouncedValue } from '#web/admin/lib/use-debounced-value.ts';
import { formatPrice } from '@restaurant/contract/format.ts';

const SHOWN = 8;
const named = (name: LocalizedText, term: string) =>
  matchesSearch([name.hu, name.en, name.de], term);
const price = (forints: number) => formatPrice(forints, 'hu');

const fromFood = (food: Food): ItemChoice => ({
  key: `food-${food.id}`,
  source: 'Étel',
  label: food.name.hu,
  detail: price(food.price),
  fill: {
    name: food.name,
    description: food.description,
    price: food.price,
    allergenIds: food.allergens.map((allergen) => allergen.id),
    dietTags: food.dietTags,
    allergensDeclared: true,
    foodId: food.id,
    drinkVariantId: null,
  },
});

/** Each size of a drink is a choice of its own, named with its size. */
const fromDrink = (drink: Drink): ItemChoice[] =>
  drink.variants.map((variant) => {
    const sized = (lang: 'hu' | 'en' | 'de') => `${drink.name[lang]} (${variant.quantity[lang]})`;
    return {
      key: `drink-${drink.id}-${variant.id}`,
      source: 'Ital',
      label: sized('hu'),
      detail: price(variant.price),
      fill: {
        name: { hu: sized('hu'), en: sized('en'), de: sized('de') },
        description: drink.description,
        price: variant.price,
        allergenIds: drink.allergens.map((allergen) => allergen.id),
        dietTags: drink.dietTags,
        allergensDeclared: drink.allergensDeclared,
        foodId: null,
        drinkVariantId: variant.id,
      },
    };
  });

const fromEarlier = (item: MenuItemSuggestion, index: number): ItemChoice => ({
  key: `earlier-${index}-${item.name.hu}`,
  source: item.kind === 'daily' ? 'Korábbi napi tétel' : 'Korábbi ajánlat tétel',
  label: item.name.hu,
  detail: price(item.price),
  fill: {
    name: item.name,
    description: item.description,
    price: item.price,
    allergenIds: item.allergens.map((allergen) => allergen.id),
    dietTags: item.dietTags,
    allergensDeclared: item.allergens.length > 0,
    foodId: null,
    drinkVariantId: null,
  },
});

/**
 * The picker of the daily-menu and offer item forms: the regular menu's dishes, the drinks by
 * size and the items served before, searched in every language as the user types.
 */
export function MenuItemPicker(props: { onPick: (fill: ItemFill) => void }) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const term = searchKey(query);
  const settled = searchKey(useDebouncedValue(query, 250));
  const foods = useQuery(foodsQuery());
  const drinks = useQuery(drinksQuery());
  const earlier = useQuery({ ...itemSuggestionsQuery(settled), enabled: settled.length >= 2 });

  const choices = !term
    ? []
    : [
        ...(foods.data ?? []).filter((food) => named(food.name, term)).map(fromFood),
        ...(settled === term ? (earlier.data ?? []).map(fromEarlier) : []),
        ...(drinks.data ?? []).filter((drink) => named(drink.name, term)).flatMap(fromDrink),
      ].slice(0, SHOWN);

  return (
    <ItemPicker
      query={query}
      onQueryChange={(value) => {
        setQuery(value);
        setPicked(null);
      }}
      choices={choices}
      searching={foods.isPending || drinks.isPending || earlier.isFetching || settled !== term}
      picked={picked}
      onPick={(choice) => {
        props.onPick(choice.fill);
        setQuery('');
        setPicked(choice.label);
      }}
    />
  );
}
