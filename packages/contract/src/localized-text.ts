import { z } from 'zod';

import { LANGUAGES } from './languages.ts';

export const LanguageSchema = z.enum(LANGUAGES);

// Names are one line; descriptions may have line breaks. No other control characters.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be blank')
    .max(max, `At most ${max} characters`)
    .refine((text) => !CONTROL.test(text), 'Must not contain control characters');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((text) => !CONTROL_BUT_LINE_BREAKS.test(text), 'Must not contain control characters');

/** A text every language must fill in, such as a dish name. */
export const LocalizedTextSchema = z
  .strictObject({ hu: requiredText(200), en: requiredText(200), de: requiredText(200) })
  .meta({ id: 'LocalizedText' });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** A longer text whose translations may be empty, such as a description. */
export const LocalizedDescriptionSchema = z
  .strictObject({ hu: optionalText(2000), en: optionalText(2000), de: optionalText(2000) })
  .meta({ id: 'LocalizedDescription' });
export type LocalizedDescription = z.infer<typeof LocalizedDescriptionSchema>;

/** A short label such as a drink size ("0,5 l"). */
export const LocalizedLabelSchema = z.strictObject({
  hu: requiredText(50),
  en: requiredText(50),
  de: requiredText(50),
});
