import { DietTagSchema } from '@restaurant/contract/diet.ts';
import { z } from 'zod';
import type { Drink, DrinkWithVariantsCreate } from '@restaurant/contract/drink.ts';
import { RequestGuardError } from '#web/admin/features/drinks/api.ts';
import { LABEL_MAX_LENGTH, NAME_MAX_LENGTH, PRICE_MAX } from '@restaurant/contract/limits.ts';
import {
  EMPTY_TEXT,
  POSITIVE,
  PRICE_TOO_HIGH,
  descriptionOrNull,
  failureReason,
  localizedOptional,
  requiredInMessage,
  requiredMessage,
  tooLongMessage,
  wholeNumber,
} from '#web/admin/lib/form-messages.ts';

/** The drink form's own texts, word for word from the specification. */
export const DRINK_FORM_INVALID = 'Form validation failed: Please check the highlighted fields';
const CATEGORY_REQUIRED = 'A kategória kiválasztása kötelező';
const CATEGORY_MISSING = 'Kérjük, válasszon kategóriát';
const NAME_REQUIRED = {
  hu: 'Az ital neve magyarul kötelező',
  en: 'Az ital neve angolul kötelező',
  de: 'Az ital neve németül kötelező',
} as const;
const LANGS = ['hu', 'en', 'de'] as const;

const nameText = (lang: keyof typeof NAME_REQUIRED) =>
  z
    .string()
    .trim()
    .min(1, NAME_REQUIRED[lang])
    .max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH));

const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * One variant in the editor. A variant marked deleted is kept in the form (so that it can be
 * restored) but not checked: it will not be saved.
 */
const VariantSchema = z
  .object({
    variantId: z.number().nullable(),
    isDeleted: z.boolean(),
    quantity: z.object({ hu: z.string(), en: z.string(), de: z.string() }),
    price: z.unknown(),
  })
  .superRefine((variant, ctx) => {
    if (variant.isDeleted) return;
    for (const lang of LANGS) {
      const text = variant.quantity[lang].trim();
      const message = !text
        ? requiredInMessage('Mennyiség', lang)
        : text.length > LABEL_MAX_LENGTH
          ? tooLongMessage(LABEL_MAX_LENGTH)
          : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['quantity', lang], message });
    }
    const price = numberOrUndefined(variant.price);
    const message =
      price === undefined || Number.isNaN(price)
        ? requiredMessage('Ár')
        : !Number.isInteger(price)
          ? 'Egész számot adjon meg'
          : price <= 0
            ? POSITIVE
            : price > PRICE_MAX
              ? PRICE_TOO_HIGH
              : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['price'], message });
  })
  .transform((variant) => ({
    variantId: variant.variantId,
    isDeleted: variant.isDeleted,
    quantity: {
      hu: variant.quantity.hu.trim(),
      en: variant.quantity.en.trim(),
      de: variant.quantity.de.trim(),
    },
    price: Number(variant.price),
  }));

export const DrinkFormSchema = z.object({
  // The select's first option, 0, means that no category has been chosen yet; no value at all
  // (there is no drink category to choose) is asked for differently.
  categoryId: z.preprocess(
    numberOrUndefined,
    z.number({ error: CATEGORY_MISSING }).int(CATEGORY_MISSING).min(1, CATEGORY_REQUIRED),
  ),
  sortOrder: wholeNumber(),
  name: z.object({ hu: nameText('hu'), en: nameText('en'), de: nameText('de') }),
  description: localizedOptional(),
  allergenIds: z.array(z.number()),
  /** The drink contains none of the 14: offered only while no allergen is ticked. */
  allergensNone: z.boolean(),
  dietTags: z.array(DietTagSchema),
  variants: z.array(VariantSchema),
});
export type DrinkFormInput = z.input<typeof DrinkFormSchema>;
type DrinkFormOutput = z.output<typeof DrinkFormSchema>;
export type VariantValues = z.input<typeof VariantSchema>;

export const newVariant = (): VariantValues => ({
  variantId: null,
  isDeleted: false,
  quantity: { ...EMPTY_TEXT },
  price: '',
});

/** What the form starts with: the drink as stored, and for a new variant a blank one at the end. */
export function drinkFormDefaults(
  drink: Drink | null,
  categoryId: number | null,
  addVariant: boolean,
): DrinkFormInput {
  const variants: VariantValues[] = (drink?.variants ?? []).map((variant) => ({
    variantId: variant.id,
    isDeleted: false,
    quantity: variant.quantity,
    price: variant.price,
  }));
  return {
    // A select holds text.
    categoryId: categoryId === null ? '' : String(categoryId),
    sortOrder: drink?.sortOrder ?? 0,
    name: drink?.name ?? EMPTY_TEXT,
    description: drink?.description ?? EMPTY_TEXT,
    allergenIds: drink?.allergens.map((allergen) => allergen.id) ?? [],
    allergensNone: Boolean(drink?.allergensDeclared && drink.allergens.length === 0),
    dietTags: drink?.dietTags ?? [],
    variants: addVariant ? [...variants, newVariant()] : variants,
  };
}

/** The body of the atomic save: variants marked deleted are left out, so the server deletes them. */
export function toSaveInput(values: DrinkFormOutput): DrinkWithVariantsCreate & {
  variants: Array<DrinkWithVariantsCreate['variants'][number] & { id?: number }>;
} {
  return {
    name: values.name,
    description: descriptionOrNull(values.description),
    sortOrder: values.sortOrder,
    allergenIds: values.allergenIds,
    allergensDeclared: values.allergenIds.length > 0 || values.allergensNone,
    dietTags: values.dietTags,
    variants: values.variants
      .filter((variant) => !variant.isDeleted)
      .map(({ variantId, quantity, price }) => ({
        ...(variantId === null ? {} : { id: variantId }),
        quantity,
        price,
      })),
  };
}

/**
 * The form's field for a path the API names: the API counts only the variants that were sent, the
 * form also those marked deleted.
 */
export function drinkFieldOf(path: string, values: DrinkFormInput): string | null {
  const match = /^variants\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const sent = values.variants
    .map((variant, index) => ({ variant, index }))
    .filter(({ variant }) => !variant.isDeleted);
  const index = sent[Number(match[1])]?.index;
  return index === undefined ? null : `variants.${index}.${match[2]}`;
}

const isVariantProblem = (cause: unknown) =>
  cause instanceof RequestGuardError && cause.aboutVariant;

/**
 * What a failed save says (the API's refusals of single fields are shown under them): about the
 * new variant, about a variant, or about the drink; always that nothing was saved.
 */
export const drinkSaveErrorMessage =
  (mode: 'drink' | 'new-variant' | 'variant') =>
  (cause: unknown): string => {
    const reason = failureReason(cause);
    const what =
      mode === 'new-variant'
        ? 'Hiba történt az italváltozat létrehozása közben.'
        : mode === 'variant' || isVariantProblem(cause)
          ? 'Hiba történt egy italváltozat mentése közben.'
          : 'Hiba történt az ital mentése közben.';
    return reason ? `${what} ${reason}` : what;
  };
