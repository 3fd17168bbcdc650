// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Event } from '@restaurant/contract/event.ts';
import { NO_FILTER } from '@restaurant/contract/allergy-choice.ts';
import { LANGUAGES } from '@restaurant/contract/languages.ts';
import {
  PAGE_PATHS,
  type Dictionary,
  type PageDataByKey,
  type PageKey,
  type SiteRestaurant,
  type SiteSource,
  type SiteState,
} from '@restaurant/contract/site.ts';
import { render } from '#web/entry-server.tsx';

const TODAY = '2027-03-10';
const text = (word: string) => ({ hu: `${word} hu`, en: `${word} en`, de: `${word} de` });
const milk: Allergen = { id: 7, code: '7', name: text('Milk') };
const dish = (id: number) => ({
  id,
  name: text(`Dish ${id}`),
  description: text(`About ${id}`),
  price: 1990,
  allergens: [milk],
  allergensDeclared: true as const,
  dietTags: [],
  sortOrder: 0,
});
const item = (id: number) => ({
  ...dish(id),
  allergensDeclared: true,
  foodId: null,
  drinkVariantId: null,
  dishPrice: null,
});

const restaurant: SiteRestaurant = {
  profile: {
    name: 'Paprika',
    address: { street: 'Ráday utca 12.', postalCode: '1092', city: 'Budapest', country: 'HU' },
    geo: { latitude: 47.48, longitude: 19.06 },
    phone: '+36 1 234 5678',
    email: 'asztal@paprika.test',
    company: {
      name: 'Paprika Kft.',
      registrationNumber: 'Cg. 01-09-123456',
      taxNumber: '12345678-2-43',
      hostingProvider: 'Host',
      hostingUrl: 'https://host.test',
    },
    paymentMethods: ['visa', 'szep'],
    texts: {
      kicker: text('Kicker'),
      tagline: text('Tagline'),
      welcome: text('Welcome'),
      technical: text('Technical'),
      disclaimer: text('Disclaimer'),
      privacy: text('Privacy'),
    },
    servesCuisine: text('Cuisine'),
    priceRange: '2500–9000 Ft',
    galleryTitle: text('Gallery'),
    heroMediaId: null,
    logoMediaId: null,
  },
  hours: {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      restaurant: [{ from: '11:00', to: '22:00' }],
      kitchen: [{ from: '11:30', to: '21:00' }],
    })),
    exceptions: [],
  },
  hero: null,
  logo: null,
  gallery: [],
  booking: { enabled: true, maxPartySizeOnline: 8, horizonDays: 60, slotMinutes: 30 },
};

const wineDinner: Event = {
  id: 21,
  slug: 'borvacsora',
  title: text('Wine dinner'),
  description: text('Four courses'),
  date: TODAY,
  startTime: '19:00',
  endTime: '22:00',
  seats: 20,
  pricePerPerson: 24_900,
  exclusive: false,
  bookingOpen: true,
  minPartySize: 1,
  maxPartySize: 8,
  pictureId: null,
  courses: [
    {
      foodId: null,
      name: text('Soup'),
      description: null,
      allergenIds: [milk.id],
      allergens: [milk],
      dietTags: [],
    },
  ],
  prepayment: { required: true, instructions: text('Transfer') },
  seatsBooked: 14,
  seatsLeft: 6,
};

const data: PageDataByKey = {
  home: {
    events: [wineDinner],
    upcomingMenus: [{ id: 1, date: TODAY, items: [{ ...item(11), dailyMenuId: 1 }] }],
    featuredOffer: {
      id: 2,
      name: text('Offer'),
      startDate: TODAY,
      endDate: TODAY,
      featured: true,
      items: [{ ...item(12), offerId: 2 }],
    },
  },
  menu: {
    week: [{ id: 1, date: TODAY, items: [{ ...item(11), dailyMenuId: 1 }] }],
    offers: [],
    categories: [
      {
        id: 3,
        name: text('Soups'),
        sortOrder: 0,
        type: 'Food',
        foods: [{ ...dish(13), categoryId: 3 }],
      },
    ],
    allergens: [milk],
  },
  drinks: {
    categories: [
      {
        id: 4,
        name: text('Wines'),
        sortOrder: 0,
        type: 'Drink',
        drinks: [
          {
            ...dish(14),
            categoryId: 4,
            variants: [{ id: 15, drinkId: 14, quantity: text('1 dl'), price: 900 }],
          },
        ],
      },
    ],
  },
  events: { events: [wineDinner] },
  impressum: null,
  reservation: null,
};

const source: SiteSource = {
  home: async () => data.home,
  menu: async () => data.menu,
  drinks: async () => data.drinks,
  events: async () => data.events,
  impressum: async () => null,
  reservation: async () => null,
};

const dictionary = (lang: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve('apps/web/public/locales', `${lang}.json`), 'utf8'),
  ) as Dictionary;

function stateOf(page: PageKey, lang: (typeof LANGUAGES)[number]): SiteState {
  return {
    lang,
    dictionary: dictionary(lang),
    today: TODAY,
    timeZone: 'Europe/Budapest',
    zone: { from: 0, until: 0, steps: [] },
    page,
    path: PAGE_PATHS[page],
    restaurant,
    data: data[page],
    maintenance: false,
    allergyFilter: { choice: NO_FILTER, allergens: [milk], hidden: 0 },
  };
}

/** React's marks of a Suspense boundary in server HTML: its start (`$`, `$?`, `$!`) and end. */
const OPENS = new Set(['$', '$?', '$!']);
const CLOSES = '/$';

/**
 * The text a page writes outside every live boundary and outside its data: whatever the browser
 * renders there differently from the server would make React render the whole page afresh.
 */
function textOutsideBoundaries(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  let depth = 0;
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.COMMENT_NODE) {
        const mark = (child as Comment).data;
        if (OPENS.has(mark)) depth++;
        else if (mark === CLOSES) depth--;
      } else if (child.nodeType === Node.TEXT_NODE) {
        if (depth === 0 && child.textContent!.trim()) found.push(child.textContent!.trim());
      } else if (child instanceof Element && !child.classList.contains('page-data')) {
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

describe('the live boundaries of the public pages', () => {
  it.each(Object.keys(PAGE_PATHS) as PageKey[])(
    'the %s page writes text only inside a live boundary or its data, in every language',
    (page) => {
      for (const lang of LANGUAGES) {
        const { html } = render(PAGE_PATHS[page], stateOf(page, lang), source, 'https://x.test');
        expect(html).toContain('<!--$-->');
        expect(textOutsideBoundaries(html), `${page} in ${lang}`).toEqual([]);
      }
    },
  );

  it('finds text written outside every boundary', () => {
    const html =
      '<div><!--$--><p>live</p><!--/$--><p>frame text</p><div class="page-data">data</div></div>';
    expect(textOutsideBoundaries(html)).toEqual(['frame text']);
  });
});
