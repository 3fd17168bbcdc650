import { LANGUAGES, type Language } from '@restaurant/contract/languages.ts';
import { PAGE_PATHS, pageUrl, type MenuData, type SiteState } from '@restaurant/contract/site.ts';
import { translate } from '#web/site/i18n/translate.ts';
import { OPENING_HOURS, PAYMENT_METHODS, RESTAURANT } from '#web/site/lib/restaurant.ts';

const OG_LOCALE: Record<Language, string> = { hu: 'hu_HU', en: 'en_GB', de: 'de_DE' };
const DAY_NAMES = [
  '',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON inside a script element must not be able to close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');
}

function restaurantData(origin: string, lang: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: RESTAURANT.name,
    url: `${origin}/?lang=${lang}`,
    image: `${origin}/media/hero-poster.webp`,
    telephone: RESTAURANT.phone,
    email: RESTAURANT.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: RESTAURANT.street,
      postalCode: RESTAURANT.postalCode,
      addressLocality: RESTAURANT.city,
      addressCountry: RESTAURANT.country,
    },
    geo: { '@type': 'GeoCoordinates', ...RESTAURANT.geo },
    servesCuisine: RESTAURANT.cuisine,
    priceRange: RESTAURANT.priceRange,
    currenciesAccepted: 'HUF',
    paymentAccepted: PAYMENT_METHODS.map((method) => method.label).join(', '),
    menu: `${origin}/menu?lang=${lang}`,
    hasMenu: `${origin}/menu?lang=${lang}`,
    openingHoursSpecification: OPENING_HOURS.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
      opens: row.restaurant[0],
      closes: row.restaurant[1],
    })),
  };
}

function menuData(origin: string, lang: Language, data: MenuData) {
  const offer = (price: number) => ({ '@type': 'Offer', price, priceCurrency: 'HUF' });
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: `${RESTAURANT.name}`,
    url: `${origin}/menu?lang=${lang}`,
    inLanguage: lang,
    hasMenuSection: data.categories
      .filter((category) => category.foods.length > 0)
      .map((category) => ({
        '@type': 'MenuSection',
        name: category.name[lang],
        hasMenuItem: category.foods.map((food) => ({
          '@type': 'MenuItem',
          name: food.name[lang],
          ...(food.description?.[lang] ? { description: food.description[lang] } : {}),
          offers: offer(food.price),
        })),
      })),
  };
}

/** Everything in <head> that depends on the page and its language. */
export function renderHead(state: SiteState, origin: string): string {
  const { lang, page, dictionary } = state;
  const path = PAGE_PATHS[page];
  const t = (key: string) => escapeHtml(translate(dictionary, key));
  // Hungarian, the default, lives at the plain address, which is also the x-default.
  const url = (language: Language) => pageUrl(origin, path, language);
  const structured: unknown[] = [restaurantData(origin, lang)];
  if (page === 'menu' && state.data)
    structured.push(menuData(origin, lang, state.data as MenuData));
  return [
    `<title>${t(`meta.${page}.title`)}</title>`,
    `<meta name="description" content="${t(`meta.${page}.description`)}">`,
    `<link rel="canonical" href="${url(lang)}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${origin}${path}">`,
    `<meta property="og:type" content="restaurant.restaurant">`,
    `<meta property="og:site_name" content="${escapeHtml(RESTAURANT.name)}">`,
    `<meta property="og:title" content="${t(`meta.${page}.title`)}">`,
    `<meta property="og:description" content="${t(`meta.${page}.description`)}">`,
    `<meta property="og:url" content="${url(lang)}">`,
    `<meta property="og:image" content="${origin}/media/hero-poster.webp">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    ...LANGUAGES.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    ...structured.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
