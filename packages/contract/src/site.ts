import type { Allergen } from './allergen.ts';
import type { CategoryWithDrinks, CategoryWithFoods } from './category.ts';
import type { DailyMenu } from './daily-menu.ts';
import { LANGUAGES, type Language } from './languages.ts';
import type { Offer } from './offer.ts';
import type { OpeningHours } from './opening-hours.ts';
import type { SitePicture } from './site-picture.ts';
import type { Restaurant } from './restaurant.ts';

/** What the public pages show, as the server renders them and the browser picks them up. */
/** The daily menus from today to a week ahead (the page picks the one to show) and the offer. */
export type HomeData = { upcomingMenus: DailyMenu[]; featuredOffer: Offer | null };
export type MenuData = {
  week: DailyMenu[];
  offers: Offer[];
  categories: CategoryWithFoods[];
  allergens: Allergen[];
};
export type DrinksData = { categories: CategoryWithDrinks[] };

/** The restaurant's facts, hours and pictures: every page shows some of them. */
export type SiteRestaurant = {
  profile: Restaurant;
  hours: OpeningHours;
  /** Only pictures with their alternative text in every language. */
  hero: SitePicture | null;
  gallery: SitePicture[];
};

export type PageKey = 'home' | 'menu' | 'drinks' | 'impressum';

/** The public pages' addresses: the server's routes and sitemap, the page head and the site's router. */
export const PAGE_PATHS = {
  home: '/',
  menu: '/menu',
  drinks: '/drinks',
  impressum: '/impressum',
} as const satisfies Record<PageKey, string>;

/** The page at an address, if it is one of the public pages. */
export function pageAt(pathname: string): PageKey | undefined {
  return (Object.keys(PAGE_PATHS) as PageKey[]).find((page) => PAGE_PATHS[page] === pathname);
}

export type PageDataByKey = {
  home: HomeData;
  menu: MenuData;
  drinks: DrinksData;
  impressum: null;
};

/** Where page data comes from: the database on the server, the JSON API in the browser. */
export type SiteSource = {
  [K in PageKey]: (today: string) => Promise<PageDataByKey[K]>;
};

export type Dictionary = { [key: string]: string | string[] | Dictionary };

/** Embedded in every public page so that the browser hydrates without fetching again. */
export type SiteState = {
  lang: Language;
  dictionary: Dictionary;
  today: string;
  timeZone: string;
  page: PageKey;
  /** Null when the database could not be read. */
  restaurant: SiteRestaurant | null;
  /** Null when loading failed; the page then shows the load-failure message. */
  data: PageDataByKey[PageKey] | null;
  maintenance: boolean;
};

/** The server-side renderer the web app's SSR bundle exports. */
export type RenderPage = (
  url: string,
  state: SiteState,
  source: SiteSource,
  origin: string,
) => { head: string; html: string; state: string };

/** A page's address in a language: Hungarian, the default, at the plain path (also x-default). */
export function pageUrl(origin: string, path: string, lang: Language): string {
  return lang === 'hu' ? `${origin}${path}` : `${origin}${path}?lang=${lang}`;
}

function isLocalized(value: object): value is Record<Language, unknown> {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((lang) => keys.includes(lang));
}

/**
 * Fields the API answers carry for the admin (order, links to the parent, flags) that no public
 * page shows: lists arrive in order, nested under their parent.
 */
const UNSHOWN_FIELDS = new Set([
  'sortOrder',
  'categoryId',
  'categoryType',
  'type',
  'dailyMenuId',
  'offerId',
  'drinkId',
  'featured',
]);

/**
 * What a page embeds of its data: every text in three languages cut down to the page's own, and
 * without the fields no page shows; the other languages would triple what every page embeds.
 * The type is kept, but such data answers only `text[lang]`; to switch language the browser reads
 * the whole data from the API.
 */
export function embeddedData<T>(value: T, lang: Language): T {
  if (Array.isArray(value)) return value.map((item: unknown) => embeddedData(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isLocalized(value)) return { [lang]: value[lang] } as T;
  // A loop rather than entries and fromEntries: a long menu has thousands of these objects.
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!UNSHOWN_FIELDS.has(key)) kept[key] = embeddedData(item, lang);
  }
  return kept as T;
}
