import { DIET_TAGS, inDietOrder, type DietTag } from '@restaurant/contract/diet-tags.ts';

/** Diet tags as their column stores them: comma-separated in their order, none as ''. */
export function dietTagsColumn(tags: readonly DietTag[]): string {
  return inDietOrder(tags).join(',');
}

export function dietTagsFrom(value: string): DietTag[] {
  const stored = new Set(value.split(','));
  return DIET_TAGS.filter((tag) => stored.has(tag));
}
