import { z } from 'zod';
import type { LocalizedDescription } from '@restaurant/contract/localized-text.ts';
import { DateSchema } from '@restaurant/contract/common.ts';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, PRICE_MAX } from '@restaurant/contract/limits.ts';
import { formatPrice } from '@restaurant/contract/format.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';

/** The admin's validation and error texts, word for word from the specification. */
export const FORM_INVALID = 'Kérjük, javítsa a hibákat a folytatáshoz!';
export const POSITIVE = 'Az értéknek pozitív számnak kell lennie';
const SAVE_FAILED = 'Hiba történt a mentés közben!';
const UNKNOWN_ERROR = 'Ismeretlen hiba történt!';

export const tooLongMessage = (max: number) => `Legfeljebb ${max} karakter`;
/** The highest price the contract accepts, in Hungarian: "Legfeljebb 10 000 000 Ft lehet". */
export const PRICE_TOO_HIGH = `Legfeljebb ${formatPrice(PRICE_MAX, 'hu')} lehet`;

export const EMPTY_TEXT = { hu: '', en: '', de: '' };

/** A description nobody wrote is stored as none rather than as three empty texts. */
export const descriptionOrNull = (description: LocalizedDescription) =>
  description.hu || description.en || description.de ? description : null;

const IN_LANGUAGE = { hu: 'magyarul', en: 'angolul', de: 'németül' } as const;

export const requiredMessage = (field: string) => `A(z) ${field} mező kitöltése kötelező`;
export const requiredInMessage = (field: string, lang: keyof typeof IN_LANGUAGE) =>
  `A(z) ${field} mező kitöltése ${IN_LANGUAGE[lang]} kötelező`;

/** A text every language must fill in, with the Hungarian message naming the field. */
export function localizedRequired(field: string) {
  const text = (lang: keyof typeof IN_LANGUAGE) =>
    z
      .string()
      .trim()
      .min(1, requiredInMessage(field, lang))
      .max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH));
  return z.object({ hu: text('hu'), en: text('en'), de: text('de') });
}

const optionalText = () =>
  z.string().trim().max(DESCRIPTION_MAX_LENGTH, tooLongMessage(DESCRIPTION_MAX_LENGTH));

export const localizedOptional = () =>
  z.object({ hu: optionalText(), en: optionalText(), de: optionalText() });

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(value)
    ? undefined
    : Number(value);

/** A whole number from 0; an empty input becomes 0. */
export const wholeNumber = () =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? 0,
    z.number().int('Egész számot adjon meg').min(0, 'Az érték nem lehet negatív'),
  );

/** A required positive whole number up to the contract's highest price, such as a dish's price. */
export const positiveNumber = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: requiredMessage(field) })
      .int('Egész számot adjon meg')
      .positive(POSITIVE)
      .max(PRICE_MAX, PRICE_TOO_HIGH),
  );

/** A required whole number from 0, such as the price of a daily-menu or offer item (0: included). */
export const nonNegativeNumber = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: requiredMessage(field) })
      .int('Egész számot adjon meg')
      .min(0, 'Az érték nem lehet negatív')
      .max(PRICE_MAX, PRICE_TOO_HIGH),
  );

/** A required calendar date as the date picker gives it (YYYY-MM-DD). */
export const requiredDate = (field: string) =>
  z
    .string()
    .min(1, requiredMessage(field))
    .refine((value) => value === '' || DateSchema.safeParse(value).success, 'Érvénytelen dátum');

const STATUS_MESSAGES: Record<number, string> = {
  400: FORM_INVALID,
  403: 'Ehhez a művelethez nincs jogosultsága.',
  404: 'Amit menteni szeretne, már nem létezik; talán közben törölték.',
  409: 'A mentés nem sikerült, mert közben más is módosította az adatokat. Töltse be újra az oldalt.',
  412: 'Amíg ezt szerkesztette, valaki más is módosította és elmentette, ezért az Ön változtatásait nem mentettük el. A beírtak itt maradtak: a friss adatokat egy új lapon nézheti meg, vagy ha mégis ezeket menti, nyomja meg újra a mentés gombot (ez felülírja a másik módosítást).',
  429: 'Túl sok kérés érkezett. Kérjük, próbálja újra egy perc múlva.',
};

/**
 * What a failed save tells the user, always in Hungarian: the server's English details never
 * reach the screen, and no failure says that anything was saved.
 */
export function saveErrorMessage(error: unknown): string {
  return failureReason(error) ?? (error instanceof Error ? SAVE_FAILED : UNKNOWN_ERROR);
}

/** Why a call failed, when there is more to say than that it failed. */
export function failureReason(error: unknown): string | null {
  if (error instanceof ApiError) return STATUS_MESSAGES[error.status] ?? null;
  if (error instanceof TypeError) {
    return 'Nem sikerült elérni a szervert. Ellenőrizze az internetkapcsolatot, és próbálja újra.';
  }
  return null;
}

/** By how many guests a refused staff booking or offer goes beyond the limits (409 `overLimitBy`). */
export const overLimitOf = (error: unknown): number | undefined =>
  (error as { problem?: { overLimitBy?: number } } | null)?.problem?.overLimitBy;
