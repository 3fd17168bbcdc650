import type { Allergen } from '@restaurant/contract/allergen.ts';
import { isFiltering } from '@restaurant/contract/allergy-choice.ts';
import { allergensGiven, type DietTag } from '@restaurant/contract/diet-tags.ts';
import { LANGUAGES, type Language } from '@restaurant/contract/languages.ts';
import { weeklyRows } from '@restaurant/contract/opening-times.ts';
import { PAYMENT_METHOD_LABELS } from '@restaurant/contract/payment-methods.ts';
import type { SitePicture } from '@restaurant/contract/site-picture.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Event } from '@restaurant/contract/event.ts';
import { isoInZone } from '@restaurant/contract/zone-clock.ts';
import {
  PAGE_PATHS,
  eventPath,
  eventSlugAt,
  pageUrl,
  type EventsData,
  type MenuData,
  type PageKey,
  type ReservationView,
  type SiteRestaurant,
  type SiteState,
} from '@restaurant/contract/site.ts';
import type {
  DayOfWeek,
  Event as EventSchema,
  Menu,
  MenuItem,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  Restaurant,
  RestrictedDiet,
  WithContext,
} from 'schema-dts';
import { translate } from '#web/site/i18n/translate.ts';

const OG_LOCALE: Record<Language, string> = { hu: 'hu_HU', en: 'en_GB', de: 'de_DE' };
/** schema.org's days by ISO weekday (1 Monday … 7 Sunday). */
const DAYS_OF_WEEK: Record<number, DayOfWeek> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * JSON inside a script element must not be able to close it. The data blocks are read with
 * JSON.parse, which takes U+2028 and U+2029 as they are, so nothing else is changed.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const largestJpeg = (origin: string, picture: SitePicture) =>
  `${origin}${picture.base}/${picture.widths[picture.widths.length - 1]}.jpg`;

function openingHoursData({ hours }: SiteRestaurant, today: string) {
  const spec = (range: { from: string; to: string }): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    opens: range.from,
    closes: range.to,
  });
  return {
    openingHoursSpecification: weeklyRows(hours).flatMap((row) =>
      row.restaurant.map((range) => ({
        ...spec(range),
        dayOfWeek: row.days.map((day) => DAYS_OF_WEEK[day]!),
      })),
    ),
    // Closed days are written as opening and closing at midnight, as schema.org asks.
    specialOpeningHoursSpecification: hours.exceptions
      .filter((exception) => exception.to >= today)
      .flatMap((exception) =>
        (exception.closed ? [{ from: '00:00', to: '00:00' }] : exception.restaurant).map(
          (range) => ({ ...spec(range), validFrom: exception.from, validThrough: exception.to }),
        ),
      ),
  };
}

function postalAddress(profile: SiteRestaurant['profile']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: profile.address.street,
    postalCode: profile.address.postalCode,
    addressLocality: profile.address.city,
    addressCountry: profile.address.country,
  };
}

function restaurantData(
  origin: string,
  lang: Language,
  restaurant: SiteRestaurant,
  today: string,
): WithContext<Restaurant> {
  const { profile, hero, logo } = restaurant;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: profile.name,
    url: `${origin}/?lang=${lang}`,
    ...(hero ? { image: largestJpeg(origin, hero) } : {}),
    ...(logo ? { logo: largestJpeg(origin, logo) } : {}),
    telephone: profile.phone,
    email: profile.email,
    address: postalAddress(profile),
    ...(profile.geo ? { geo: { '@type': 'GeoCoordinates', ...profile.geo } } : {}),
    ...(profile.servesCuisine ? { servesCuisine: profile.servesCuisine[lang] } : {}),
    ...(profile.priceRange ? { priceRange: profile.priceRange } : {}),
    currenciesAccepted: 'HUF',
    paymentAccepted: profile.paymentMethods
      .map((method) => PAYMENT_METHOD_LABELS[method][lang])
      .join(', '),
    menu: `${origin}/menu?lang=${lang}`,
    hasMenu: `${origin}/menu?lang=${lang}`,
    acceptsReservations: restaurant.booking.enabled
      ? pageUrl(origin, PAGE_PATHS.reservation, lang)
      : false,
    ...openingHoursData(restaurant, today),
  };
}

/** The schema.org diets the staff's tags state, in schema.org's order. */
const SCHEMA_DIETS: Array<[DietTag, RestrictedDiet]> = [
  ['vegan', 'https://schema.org/VeganDiet'],
  ['vegetarian', 'https://schema.org/VegetarianDiet'],
  ['glutenFree', 'https://schema.org/GlutenFreeDiet'],
];

/**
 * The schema.org diets an item suits: those its tags state, and none for an item that gives no
 * allergens. Nothing is inferred from the allergens it does not list.
 */
function suitableForDiet(item: {
  allergens: Allergen[];
  allergensDeclared: boolean;
  dietTags: DietTag[];
}): RestrictedDiet[] {
  if (!allergensGiven(item)) return [];
  return SCHEMA_DIETS.filter(([tag]) => item.dietTags.includes(tag)).map(([, diet]) => diet);
}

function menuData(origin: string, lang: Language, data: MenuData, name: string): WithContext<Menu> {
  const offer = (price: number): Offer => ({ '@type': 'Offer', price, priceCurrency: 'HUF' });
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url: `${origin}/menu?lang=${lang}`,
    inLanguage: lang,
    hasMenuSection: data.categories
      .filter((category) => category.foods.length > 0)
      .map((category) => ({
        '@type': 'MenuSection',
        name: category.name[lang],
        hasMenuItem: category.foods.map((food): MenuItem => {
          const diets = suitableForDiet(food);
          return {
            '@type': 'MenuItem',
            name: food.name[lang],
            ...(food.description?.[lang] ? { description: food.description[lang] } : {}),
            offers: offer(food.price),
            ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
          };
        }),
      })),
  };
}

/** An event as Google's event guidance reads it: when (with the zone), where, and its offer. */
function eventData(origin: string, state: SiteState, event: Event): WithContext<EventSchema> {
  const { lang, timeZone, restaurant } = state;
  const endsNextDay = event.endTime <= event.startTime;
  const url = pageUrl(origin, eventPath(event.slug), lang);
  const profile = restaurant?.profile;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title[lang],
    ...(event.description[lang] ? { description: event.description[lang] } : {}),
    url,
    inLanguage: lang,
    startDate: isoInZone(timeZone, event.date, event.startTime),
    endDate: isoInZone(timeZone, endsNextDay ? addDays(event.date, 1) : event.date, event.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(restaurant?.hero ? { image: largestJpeg(origin, restaurant.hero) } : {}),
    location: {
      '@type': 'Place',
      name: profile?.name ?? '',
      ...(profile ? { address: postalAddress(profile) } : {}),
    },
    organizer: { '@type': 'Organization', name: profile?.name ?? '', url: `${origin}/` },
    offers: {
      '@type': 'Offer',
      price: event.pricePerPerson,
      priceCurrency: 'HUF',
      availability:
        event.seatsLeft > 0 && event.bookingOpen
          ? 'https://schema.org/InStock'
          : 'https://schema.org/SoldOut',
      url,
    },
  };
}

/** The events a page of events shows: all of them, or the one its address names. */
export function eventsShown(state: SiteState): Event[] {
  if (state.page !== 'events' || !state.data) return [];
  const slug = eventSlugAt(state.path);
  const { events } = state.data as EventsData;
  return slug ? events.filter((event) => event.slug === slug) : events;
}

/** What the page titles and descriptions fill in: the restaurant's name, kicker and tagline. */
export function metaValues(restaurant: SiteRestaurant | null, lang: Language) {
  return {
    name: restaurant?.profile.name ?? '',
    kicker: restaurant?.profile.texts.kicker[lang] ?? '',
    tagline: restaurant?.profile.texts.tagline[lang] ?? '',
  };
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A page's title: the booking page's says so when the booking has been made, and any page that
 * answers with a refusal starts with "Error".
 */
export function pageTitle(t: Translate, page: PageKey, view: ReservationView = {}): string {
  if (view.receipt) return t('meta.booked.title');
  const title = t(`meta.${page}.title`);
  const refused =
    Object.keys(view.errors ?? {}).length > 0 ||
    view.notice?.startsWith('reservation.errors.') ||
    view.notice === 'reservation.unknown';
  return refused ? t('meta.error', { title }) : title;
}

/** Everything in <head> that depends on the page and its language. */
export function renderHead(state: SiteState, origin: string): string {
  const { lang, page, dictionary } = state;
  // An event's page is its own address; a guest's booking link is never named in the head.
  const path = page === 'events' ? state.path : PAGE_PATHS[page];
  const values = metaValues(state.restaurant, lang);
  const t = (key: string) => escapeHtml(translate(dictionary, key, values));
  // Hungarian, the default, lives at the plain address, which is also the x-default.
  const url = (language: Language) => pageUrl(origin, path, language);
  const { restaurant } = state;
  const { name } = values;
  const structured: unknown[] = restaurant
    ? [restaurantData(origin, lang, restaurant, state.today)]
    : [];
  if (page === 'menu' && state.data)
    structured.push(menuData(origin, lang, state.data as MenuData, name));
  for (const event of eventsShown(state)) structured.push(eventData(origin, state, event));
  const hero = restaurant?.hero;
  const title = escapeHtml(
    pageTitle(
      (key, more) => translate(dictionary, key, { ...values, ...more }),
      page,
      state.reservation,
    ),
  );
  const description = t(`meta.${page}.description`);
  // A shared link shows the hero picture, described for those who cannot see it.
  const image = hero && { src: largestJpeg(origin, hero), alt: escapeHtml(hero.alt[lang]) };
  const imageTags = image
    ? [
        `<meta property="og:image" content="${image.src}">`,
        `<meta property="og:image:alt" content="${image.alt}">`,
        `<meta name="twitter:image" content="${image.src}">`,
        `<meta name="twitter:image:alt" content="${image.alt}">`,
      ]
    : [];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    // A filtered address is the same page with fewer items: the unfiltered one is indexed.
    ...(isFiltering(state.allergyFilter.choice) ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${url(lang)}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${origin}${path}">`,
    `<meta property="og:type" content="restaurant.restaurant">`,
    `<meta property="og:site_name" content="${escapeHtml(name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url(lang)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...imageTags,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    ...LANGUAGES.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    ...structured.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
