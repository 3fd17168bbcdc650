import { z } from 'zod';

import { DESCRIPTION_MAX_LENGTH, LABEL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';

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
  .strictObject({
    hu: requiredText(NAME_MAX_LENGTH),
    en: requiredText(NAME_MAX_LENGTH),
    de: requiredText(NAME_MAX_LENGTH),
  })
  .meta({ id: 'LocalizedText' });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** A longer text whose translations may be empty, such as a description. */
export const LocalizedDescriptionSchema = z
  .strictObject({
    hu: optionalText(DESCRIPTION_MAX_LENGTH),
    en: optionalText(DESCRIPTION_MAX_LENGTH),
    de: optionalText(DESCRIPTION_MAX_LENGTH),
  })
  .meta({ id: 'LocalizedDescription' });
export type LocalizedDescription = z.infer<typeof LocalizedDescriptionSchema>;

/** A short label such as a drink size ("0,5 l"). */
export const LocalizedLabelSchema = z.strictObject({
  hu: requiredText(LABEL_MAX_LENGTH),
  en: requiredText(LABEL_MAX_LENGTH),
  de: requiredText(LABEL_MAX_LENGTH),
});
