import { beforeAll, describe, expect, it } from 'vitest';
import type { Drink } from '@restaurant/contract/drink.ts';
import { createdId } from './dated-fixtures.ts';
import { DATABASE_KINDS, localized } from './helpers.ts';
import { useAdminApp } from './fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const LINES = {
  hu: {
    ask: 'Az allergénekről kérdezze munkatársainkat.',
    none: 'A 14 fő allergén egyikét sem tartalmazza.',
  },
  en: {
    ask: 'Please ask our staff about allergens.',
    none: 'Contains none of the 14 major allergens.',
  },
  de: {
    ask: 'Bitte fragen Sie unser Personal nach Allergenen.',
    none: 'Enthält keines der 14 Hauptallergene.',
  },
} as const;
const LANGUAGES = ['hu', 'en', 'de'] as const;

type Shown = { unknown: boolean; text: string };

/**
 * Each drink on a rendered /drinks page by its name: whether the filter reads it as not given,
 * and what it shows (a drink runs to the next one, as it holds a list of its sizes).
 */
function drinksOn(html: string, lang: string): Map<string, Shown> {
  const starts = [...html.matchAll(/<li class="drink"([^>]*)>/g)];
  return new Map(
    starts.map((start, index) => {
      const text = html.slice(start.index, starts[index + 1]?.index ?? html.indexOf('</main>'));
      const name = /class="drink__name">([^<]+)</.exec(text)![1]!.replace(` ${lang}`, '');
      return [name, { unknown: start[1]!.includes('data-unknown'), text }];
    }),
  );
}

describe.each(DATABASE_KINDS)('a drink said to contain no allergens on /drinks on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  const drinks = {} as Record<'water' | 'tonic' | 'milkshake', Drink>;

  beforeAll(async () => {
    const allergen = async (code: string, name: string) =>
      createdId(
        await admin({
          method: 'POST',
          url: '/api/allergens',
          payload: { code, name: localized(name) },
        }),
      );
    // The codes the filter below avoids.
    await allergen('1', 'Gluten');
    const milk = await allergen('7', 'Milk');
    const bar = createdId(
      await admin({
        method: 'POST',
        url: '/api/categories/type/Drink',
        payload: { name: localized('Bar'), sortOrder: 0 },
      }),
    );
    const save = async (name: string, fields: object) => {
      const response = await admin({
        method: 'POST',
        url: `/api/categories/${bar}/drinks/with-variants`,
        payload: {
          name: localized(name),
          variants: [{ quantity: localized('0,5 l'), price: 500 }],
          ...fields,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Drink>();
    };
    drinks.water = await save('Water', { allergensDeclared: true });
    drinks.tonic = await save('Tonic', {});
    drinks.milkshake = await save('Milkshake', { allergenIds: [milk] });
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const address = (lang: string, query = '') =>
    `/drinks?${[`lang=${lang}`, ...(query ? [query] : [])].join('&')}`;

  it('reads back as declared, and one saved without the flag as not', async () => {
    expect(drinks.water).toMatchObject({ allergens: [], allergensDeclared: true });
    expect(drinks.tonic).toMatchObject({ allergens: [], allergensDeclared: false });
    expect(drinks.milkshake.allergensDeclared).toBe(true);
  });

  it('says it contains none in every language instead of sending the guest to the staff, while a drink nobody filled in still does', async () => {
    for (const lang of LANGUAGES) {
      const shown = drinksOn(await page(address(lang)), lang);
      const water = shown.get('Water')!;
      const tonic = shown.get('Tonic')!;
      expect(water.text, lang).toContain(LINES[lang].none);
      expect(water.text, lang).not.toContain(LINES[lang].ask);
      expect(water.unknown, lang).toBe(false);
      expect(tonic.text, lang).toContain(LINES[lang].ask);
      expect(tonic.unknown, lang).toBe(true);
    }
  });

  it('keeps it for a guest avoiding gluten and milk as a drink whose allergens are given, and the other as not given', async () => {
    for (const lang of LANGUAGES) {
      const shown = drinksOn(await page(address(lang, 'avoid=1,7')), lang);
      expect([...shown.keys()].sort(), lang).toEqual(['Tonic', 'Water']);
      expect(shown.get('Water'), lang).toMatchObject({ unknown: false });
      expect(shown.get('Water')!.text, lang).toContain(LINES[lang].none);
      expect(shown.get('Tonic'), lang).toMatchObject({ unknown: true });
      expect(shown.get('Tonic')!.text, lang).toContain(LINES[lang].ask);
    }
  });
});
