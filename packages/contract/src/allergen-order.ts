const collator = new Intl.Collator('en', { numeric: true });

/** Allergens in the order of their marks: 1, 2, … 14, then any others ("A", "B"). */
export function byCode<T extends { code: string }>(allergens: T[]): T[] {
  return [...allergens].sort((a, b) => collator.compare(a.code, b.code));
}
