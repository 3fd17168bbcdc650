import { z } from 'zod';
import { IdSchema } from './common.ts';
import { TEXT_MAX_LENGTH } from './limits.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { PAYMENT_METHOD_IDS } from './payment-methods.ts';

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be blank')
    .max(max, `At most ${max} characters`)
    .refine((text) => !CONTROL.test(text), 'Must not contain control characters');

const paragraph = z
  .string()
  .trim()
  .min(1, 'Must not be blank')
  .max(TEXT_MAX_LENGTH, `At most ${TEXT_MAX_LENGTH} characters`)
  .refine((text) => !CONTROL_BUT_LINE_BREAKS.test(text), 'Must not contain control characters');

/** A text of the restaurant's own, written in every language. */
const LocalizedParagraphSchema = z.strictObject({ hu: paragraph, en: paragraph, de: paragraph });

/** A phone number as guests dial it: digits with an optional leading +, spaces, dashes, slashes, brackets. */
export const PhoneSchema = line(30)
  .regex(/^\+?[0-9][0-9 ()/-]*[0-9]$/, 'Must be a phone number such as +36 1 234 5678')
  .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'Must have at least 6 digits');

export const AddressSchema = z.strictObject({
  street: line(200),
  postalCode: line(12),
  city: line(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code such as HU'),
});

export const GeoSchema = z.strictObject({
  latitude: z.number().min(-90, 'Must be between -90 and 90').max(90, 'Must be between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'Must be between -180 and 180')
    .max(180, 'Must be between -180 and 180'),
});
export type Address = z.infer<typeof AddressSchema>;
export type Geo = z.infer<typeof GeoSchema>;

export const CompanySchema = z.strictObject({
  name: line(200),
  registrationNumber: line(100),
  taxNumber: line(100),
  hostingProvider: line(300),
  hostingUrl: z.url({ protocol: /^https?$/, message: 'Must be an http or https address' }),
});

/** The restaurant's own texts on the public pages. */
export const RESTAURANT_TEXT_KEYS = [
  'kicker',
  'tagline',
  'welcome',
  'technical',
  'disclaimer',
  'privacy',
] as const;
export type RestaurantTextKey = (typeof RESTAURANT_TEXT_KEYS)[number];

export const RestaurantTextsSchema = z.strictObject(
  Object.fromEntries(RESTAURANT_TEXT_KEYS.map((key) => [key, LocalizedParagraphSchema])) as Record<
    RestaurantTextKey,
    typeof LocalizedParagraphSchema
  >,
);

/** The cuisine as guests would name it, in every language ("magyar", "Hungarian", "Ungarisch"). */
export const CuisineSchema = z.strictObject({ hu: line(100), en: line(100), de: line(100) });

export const RestaurantSchema = z
  .strictObject({
    name: line(200),
    address: AddressSchema,
    geo: GeoSchema.nullable(),
    phone: PhoneSchema,
    email: z.email('Must be an e-mail address').max(254),
    company: CompanySchema,
    paymentMethods: z
      .array(z.enum(PAYMENT_METHOD_IDS, 'Must be one of the known payment methods'))
      .max(PAYMENT_METHOD_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'Payment methods must not repeat'),
    texts: RestaurantTextsSchema,
    /** schema.org's servesCuisine; null when the restaurant does not say. */
    servesCuisine: CuisineSchema.nullable(),
    /** schema.org's priceRange, such as "3000–8000 Ft" or "$$"; null when the restaurant does not say. */
    priceRange: line(100).nullable(),
    /** The heading over the home page's gallery. */
    galleryTitle: LocalizedTextSchema,
    heroMediaId: IdSchema.nullable(),
    /** The picture beside the name in every page's header; null: the name alone. */
    logoMediaId: IdSchema.nullable(),
  })
  .meta({ id: 'Restaurant' });
export type Restaurant = z.infer<typeof RestaurantSchema>;
