import type { Allergen } from './allergen.ts';
import type { AllergyFilter } from './allergy-choice.ts';
import type { Event } from './event.ts';
import type { Language } from './languages.ts';
import type { OpeningHours } from './opening-hours.ts';
import type { Availability, BookingReceipt, GuestReservation } from './reservation.ts';
import type { SitePicture } from './site-picture.ts';
import type { Restaurant } from './restaurant.ts';
import type { DrinksData, EventsData, HomeData, MenuData } from './site-data.ts';
import type { ZoneOffsets } from './zone-clock.ts';
import type { GuestWaitlist } from './waitlist.ts';

export type { DrinksData, EventsData, HomeData, MenuData };

/** The restaurant's facts, hours and pictures: every page shows some of them. */
export type SiteRestaurant = {
  profile: Restaurant;
  hours: OpeningHours;
  /** Only pictures with their alternative text in every language. */
  hero: SitePicture | null;
  /** Shown beside the name in the header. */
  logo: SitePicture | null;
  gallery: SitePicture[];
  /** What the booking page and the links to it need of the booking settings. */
  booking: {
    enabled: boolean;
    maxPartySizeOnline: number;
    horizonDays: number;
    slotMinutes: number;
  };
};

export type PageKey = 'home' | 'menu' | 'drinks' | 'events' | 'impressum' | 'reservation';

/** The public pages' addresses: the server's routes and sitemap, the page head and the site's router. */
export const PAGE_PATHS = {
  home: '/',
  menu: '/menu',
  drinks: '/drinks',
  events: '/events',
  impressum: '/impressum',
  reservation: '/reservation',
} as const satisfies Record<PageKey, string>;

/** The short address on the table cards' QR code: it leads to the menu in the guest's language. */
export const TABLE_CARD_PATH = '/m';

/** An event's own page: its slug under the events page. */
export const eventPath = (slug: string) => `${PAGE_PATHS.events}/${slug}`;

/** The event an address names, if it is an event's own page. */
export function eventSlugAt(pathname: string): string | undefined {
  const match = /^\/events\/([a-z0-9-]+)$/.exec(pathname);
  return match?.[1];
}

/**
 * The page at an address, if it is one of the public pages (a guest's own link is the booking
 * page's, an event's page the events page's).
 */
export function pageAt(pathname: string): PageKey | undefined {
  if (pathname.startsWith(`${PAGE_PATHS.reservation}/`)) return 'reservation';
  // A guest's place on the waiting list is shown by the booking page.
  if (pathname.startsWith('/waitlist/')) return 'reservation';
  if (eventSlugAt(pathname)) return 'events';
  return (Object.keys(PAGE_PATHS) as PageKey[]).find((page) => PAGE_PATHS[page] === pathname);
}

export type PageDataByKey = {
  home: HomeData;
  menu: MenuData;
  drinks: DrinksData;
  events: EventsData;
  impressum: null;
  reservation: null;
};

/**
 * What the server answers a booking form with (it works without JavaScript): the form again with
 * its values and messages (dictionary keys per field), the booking made, or the guest's booking
 * seen through the guest's link.
 */
export type ReservationView = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  alternatives?: string[];
  receipt?: BookingReceipt;
  manage?: GuestReservation & { token: string };
  /** The guest's place on the waiting list, seen through its link: a time offered to take. */
  waitlist?: GuestWaitlist & { token: string };
  /** A message about the last action (a dictionary key). */
  notice?: string;
  /** The day's times and, when none is free, why and the next dates (for the form without JavaScript). */
  availability?: Availability;
  /** What the guest's page asks first: to cancel, whether the guest still comes, a new address. */
  ask?: GuestQuestion;
  /**
   * The booking form's one-time key, made for each guest's page: the same submission sent again
   * (a reload, a double tap) answers the booking it made instead of booking again.
   */
  key?: string;
  /** The event the form books (`?event={id}`) or the receipt names, with its seats left. */
  event?: Event;
};

export const GUEST_QUESTIONS = ['cancel', 'coming', 'email'] as const;
export type GuestQuestion = (typeof GUEST_QUESTIONS)[number];

/**
 * Where page data comes from: the composer on the server (the modules' services), and in the
 * browser that composer's answer read through the API (`GET /api/site/{page}`).
 */
export type SiteSource = {
  [K in PageKey]: (today: string) => Promise<PageDataByKey[K]>;
};

export type Dictionary = { [key: string]: string | string[] | Dictionary };

/** What the server renders a public page from. */
export type SiteState = {
  lang: Language;
  dictionary: Dictionary;
  today: string;
  timeZone: string;
  /** The zone's offsets around today, so that the browser reads the restaurant's clock without Intl. */
  zone: ZoneOffsets;
  page: PageKey;
  /** The address's path: an event's own page is the events page at its slug. */
  path: string;
  /** Null when the database could not be read. */
  restaurant: SiteRestaurant | null;
  /** Null when loading failed; the page then shows the load-failure message. */
  data: PageDataByKey[PageKey] | null;
  maintenance: boolean;
  /**
   * The allergy filter the address names, every allergen to choose from, and how many of the
   * page's items the server left out for the filter.
   */
  allergyFilter: { choice: AllergyFilter; allergens: Allergen[]; hidden: number };
  /** Only on the answers to a booking form and on a guest's link: never cached. */
  reservation?: ReservationView;
};

/**
 * What a page embeds of its state so that the browser hydrates without fetching: all but the
 * page's data. The browser keeps the server's rendering of that data as it stands, and reads the
 * data from the API only to show it in another language.
 */
export type EmbeddedState = Omit<SiteState, 'data'> & { failed: boolean };

/** The pages without data of their own. */
export const WITHOUT_DATA: PageKey[] = ['impressum', 'reservation'];

/** Whether a page's data could not be read: every page but the impressum and booking has data of its own. */
export function dataFailed(page: PageKey, data: SiteState['data']): boolean {
  return data === null && !WITHOUT_DATA.includes(page);
}

export function embeddedState({ data, ...state }: SiteState): EmbeddedState {
  return { ...state, failed: dataFailed(state.page, data) };
}

/** The server-side renderer the web app's SSR bundle exports. */
export type RenderPage = (
  url: string,
  state: SiteState,
  source: SiteSource,
  origin: string,
) => { head: string; html: string; state: string };

/**
 * A page's address in a language: Hungarian, the default, at the plain path (also x-default),
 * with what the page is asked for (such as the event the booking page books) after the language.
 */
export function pageUrl(
  origin: string,
  path: string,
  lang: Language,
  query: Record<string, string> = {},
): string {
  const text = new URLSearchParams(lang === 'hu' ? query : { lang, ...query }).toString();
  return text ? `${origin}${path}?${text}` : `${origin}${path}`;
}

/**
 * The address the language switch leads to: the page shown with what it is asked for (the event
 * the booking page books), in the language chosen, named even when it is Hungarian so that the
 * choice is remembered.
 */
export function switchedUrl(path: string, lang: Language, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ lang, ...query })}`;
}
