import { weekdayOf } from '@restaurant/contract/calendar.ts';

/** The restaurant's own facts: shown on the pages and given to search engines. */
export const RESTAURANT = {
  name: 'Paprika Bisztró',
  street: 'Ráday utca 12.',
  postalCode: '1092',
  city: 'Budapest',
  country: 'HU',
  phone: '+36 1 234 5678',
  phoneHref: 'tel:+3612345678',
  email: 'asztal@paprikabisztro.hu',
  geo: { latitude: 47.4867, longitude: 19.0633 },
  priceRange: '$$',
  cuisine: ['Hungarian', 'European'],
  company: {
    name: 'Paprika Vendéglátó Kft.',
    registration: 'Cg. 01-09-123456',
    taxNumber: '12345678-2-43',
  },
} as const;

/** Opening hours of spec §9; Monday is a closing day. Day numbers: 1 = Monday … 7 = Sunday. */
export const OPENING_HOURS = [
  { days: [2, 3, 4], restaurant: ['10:00', '20:00'], kitchen: ['11:30', '18:45'] },
  { days: [5, 6], restaurant: ['10:00', '21:00'], kitchen: ['11:30', '19:45'] },
  { days: [7], restaurant: ['10:00', '18:00'], kitchen: ['11:30', '16:45'] },
] as const;

/** Whether the restaurant opens on the date at all (a daily menu on a closed day is not served). */
export function isOpenOn(date: string): boolean {
  const day = weekdayOf(date);
  return OPENING_HOURS.some((row) => (row.days as readonly number[]).includes(day));
}

export const PAYMENT_METHODS = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'maestro', label: 'Maestro' },
  { id: 'applepay', label: 'Apple Pay' },
  { id: 'googlepay', label: 'Google Pay' },
  { id: 'szep', label: 'SZÉP kártya' },
] as const;

const BOX = 0.004;
const { latitude, longitude } = RESTAURANT.geo;
/** Loaded only after the guest asks for the map. */
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=' +
  [longitude - BOX, latitude - BOX / 2, longitude + BOX, latitude + BOX / 2].join('%2C') +
  `&layer=mapnik&marker=${latitude}%2C${longitude}`;
export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
