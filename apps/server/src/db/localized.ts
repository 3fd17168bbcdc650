import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';

type Prefix = 'name' | 'description' | 'quantity' | 'title' | 'prepayment';
type Columns<P extends Prefix> = { [K in `${P}Hu` | `${P}En` | `${P}De`]: string };
type NullableColumns<P extends Prefix> = { [K in `${P}Hu` | `${P}En` | `${P}De`]: string | null };

/** The three column values of a localized text, e.g. nameHu, nameEn, nameDe. */
export function toColumns<P extends Prefix>(prefix: P, text: LocalizedText): Columns<P> {
  return {
    [`${prefix}Hu`]: text.hu,
    [`${prefix}En`]: text.en,
    [`${prefix}De`]: text.de,
  } as Columns<P>;
}

export function fromColumns<P extends Prefix>(prefix: P, row: Columns<P>): LocalizedText {
  const r = row as Record<string, string>;
  return { hu: r[`${prefix}Hu`]!, en: r[`${prefix}En`]!, de: r[`${prefix}De`]! };
}

/** A description is stored as three NULLs when the client sent none. */
export function descriptionColumns(
  text: LocalizedDescription | null | undefined,
): NullableColumns<'description'> {
  return text
    ? toColumns('description', text)
    : { descriptionHu: null, descriptionEn: null, descriptionDe: null };
}

export function descriptionFrom(row: NullableColumns<'description'>): LocalizedDescription | null {
  if (row.descriptionHu === null || row.descriptionEn === null || row.descriptionDe === null) {
    return null;
  }
  return { hu: row.descriptionHu, en: row.descriptionEn, de: row.descriptionDe };
}

export const NAME_COLUMNS = ['nameHu', 'nameEn', 'nameDe'] as const;
export const DESCRIPTION_COLUMNS = ['descriptionHu', 'descriptionEn', 'descriptionDe'] as const;
