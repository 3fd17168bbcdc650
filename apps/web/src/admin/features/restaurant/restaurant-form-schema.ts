import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '@restaurant/contract/payment-methods.ts';
import { TEXT_MAX_LENGTH } from '@restaurant/contract/limits.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { RESTAURANT_TEXT_KEYS } from '@restaurant/contract/restaurant.ts';
import {
  localizedRequired,
  requiredInMessage,
  requiredMessage,
  tooLongMessage,
} from '#web/admin/lib/form-messages.ts';

const required = (field: string, max = 200) =>
  z.string().trim().min(1, requiredMessage(field)).max(max, tooLongMessage(max));

const paragraph = (field: string, lang: 'hu' | 'en' | 'de') =>
  z
    .string()
    .trim()
    .min(1, requiredInMessage(field, lang))
    .max(TEXT_MAX_LENGTH, tooLongMessage(TEXT_MAX_LENGTH));

/** The Hungarian names of the restaurant's texts, in the order the form shows them. */
export const TEXT_LABELS: Record<(typeof RESTAURANT_TEXT_KEYS)[number], string> = {
  kicker: 'Felcím a nyitóképen',
  tagline: 'Bemutatkozó mondat a nyitóképen',
  welcome: 'Üdvözlő szöveg',
  technical: 'Technikai információ (impresszum)',
  disclaimer: 'Jogi nyilatkozat (impresszum)',
  privacy: 'Adatvédelem (impresszum)',
};

/** A text that may be left empty, for a fact the restaurant need not state. */
const optional = (max: number) => z.string().trim().max(max, tooLongMessage(max));

const coordinate = (field: string, limit: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^-?\d{1,3}(\.\d+)?$/.test(value),
      'Tizedespontos számot adjon meg, pl. 47.4867',
    )
    .refine(
      (value) => value === '' || Math.abs(Number(value)) <= limit,
      `A(z) ${field} -${limit} és ${limit} között lehet`,
    );

/** The profile form: the contract's rules with Hungarian messages; coordinates typed as text. */
export const RestaurantFormSchema = z
  .object({
    name: required('Név'),
    address: z.object({
      street: required('Utca, házszám'),
      postalCode: required('Irányítószám', 12),
      city: required('Város', 100),
      country: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, 'Kétbetűs országkód, pl. HU'),
    }),
    latitude: coordinate('szélesség', 90),
    longitude: coordinate('hosszúság', 180),
    phone: required('Telefonszám', 30)
      .regex(/^\+?[0-9][0-9 ()/-]*[0-9]$/, 'Telefonszámot adjon meg, pl. +36 30 123 4567')
      .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'Legalább 6 számjegy kell'),
    email: z.email('Érvényes e-mail címet adjon meg'),
    company: z.object({
      name: required('Cégnév'),
      registrationNumber: required('Cégjegyzékszám', 100),
      taxNumber: required('Adószám', 100),
      hostingProvider: required('Tárhelyszolgáltató', 300),
      hostingUrl: z.url({
        protocol: /^https?$/,
        message: 'http:// vagy https:// kezdetű címet adjon meg',
      }),
    }),
    paymentMethods: z.array(z.enum(PAYMENT_METHOD_IDS)),
    servesCuisine: z.object({ hu: optional(100), en: optional(100), de: optional(100) }),
    priceRange: optional(100),
    galleryTitle: localizedRequired('Galéria címe'),
    texts: z.object(
      Object.fromEntries(
        RESTAURANT_TEXT_KEYS.map((key) => [
          key,
          z.object({
            hu: paragraph(TEXT_LABELS[key], 'hu'),
            en: paragraph(TEXT_LABELS[key], 'en'),
            de: paragraph(TEXT_LABELS[key], 'de'),
          }),
        ]),
      ) as Record<
        (typeof RESTAURANT_TEXT_KEYS)[number],
        z.ZodObject<Record<'hu' | 'en' | 'de', z.ZodString>>
      >,
    ),
  })
  .refine((form) => (form.latitude === '') === (form.longitude === ''), {
    message: 'Mindkét koordinátát adja meg, vagy egyiket se',
    path: ['longitude'],
  })
  .superRefine(({ servesCuisine }, ctx) => {
    // Either every language names the cuisine, or none does.
    if (Object.values(servesCuisine).every((name) => name === '')) return;
    for (const lang of ['hu', 'en', 'de'] as const) {
      if (servesCuisine[lang] === '') {
        ctx.addIssue({
          code: 'custom',
          message: requiredInMessage('Konyha', lang),
          path: ['servesCuisine', lang],
        });
      }
    }
  });
export type RestaurantForm = z.input<typeof RestaurantFormSchema>;

const BLANK = { hu: '', en: '', de: '' };

export function toForm(restaurant: Restaurant | null): RestaurantForm {
  if (!restaurant) {
    return {
      name: '',
      address: { street: '', postalCode: '', city: '', country: 'HU' },
      latitude: '',
      longitude: '',
      phone: '',
      email: '',
      company: {
        name: '',
        registrationNumber: '',
        taxNumber: '',
        hostingProvider: '',
        hostingUrl: '',
      },
      paymentMethods: [],
      servesCuisine: BLANK,
      priceRange: '',
      galleryTitle: BLANK,
      texts: Object.fromEntries(
        RESTAURANT_TEXT_KEYS.map((key) => [key, BLANK]),
      ) as RestaurantForm['texts'],
    };
  }
  const {
    geo,
    heroMediaId: _hero,
    logoMediaId: _logo,
    servesCuisine,
    priceRange,
    ...rest
  } = restaurant;
  return {
    ...rest,
    servesCuisine: servesCuisine ?? BLANK,
    priceRange: priceRange ?? '',
    latitude: geo ? String(geo.latitude) : '',
    longitude: geo ? String(geo.longitude) : '',
  };
}

/** The pictures 'Képek' places, which the profile form keeps as they were. */
export type ProfilePictures = Pick<Restaurant, 'heroMediaId' | 'logoMediaId'>;

/** The profile to store: the form's fields, with the hero and the logo kept as they were. */
export function fromForm(
  form: z.output<typeof RestaurantFormSchema>,
  pictures: ProfilePictures,
): Restaurant {
  const { latitude, longitude, servesCuisine, priceRange, ...rest } = form;
  return {
    ...rest,
    servesCuisine: servesCuisine.hu === '' ? null : servesCuisine,
    priceRange: priceRange === '' ? null : priceRange,
    geo: latitude === '' ? null : { latitude: Number(latitude), longitude: Number(longitude) },
    ...pictures,
  };
}
