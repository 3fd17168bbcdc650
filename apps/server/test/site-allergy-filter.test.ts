import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hides, readFilter } from '@restaurant/contract/allergy-choice.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import { DATABASE_KINDS, addFood, createTestApp, type TestApp } from './helpers.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

type Item = { name: string; codes: string[]; dietTags: string[]; unknown: boolean };

/** Every dish, drink and item a rendered page lists, with what the filter reads of it. */
function itemsOf(html: string): Item[] {
  const starts = [
    ...html.matchAll(
      /<li class="(?:dish|drink)" data-allergens="([^"]*)" data-diet="([^"]*)"( data-unknown="")?>/g,
    ),
  ];
  return starts.map((start, index) => {
    // An item runs to the next one (a drink holds a list of its sizes).
    const block = html.slice(start.index + start[0].length, starts[index + 1]?.index);
    const [, codes, diet, unknown] = start;
    return {
      name: decode(/class="(?:dish|drink)__name">([^<]+)</.exec(block)![1]!),
      codes: codes ? codes.split(' ') : [],
      dietTags: diet ? diet.split(' ') : [],
      unknown: unknown !== undefined && block.includes('dish__allergens--ask'),
    };
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const hiddenLine = (html: string) =>
  /class="allergy-filter__status" role="status">[^<]*?(\d+)/.exec(html)?.[1];

const FILTERS = ['avoid=1,7', 'avoid=4', 'diet=vegan', 'avoid=7&diet=vegetarian', 'avoid=12'];
const PAGES = ['/', '/menu', '/drinks'];
const LANGUAGES = ['hu', 'en', 'de'];

describe.each(DATABASE_KINDS)('the allergy filter on the public pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'true', PUBLIC_URL: 'https://paprika.example' });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  const address = (page: string, lang: string, query = '') =>
    `${page}?${[...(lang === 'hu' ? [] : [`lang=${lang}`]), ...(query ? [query] : [])].join('&')}`;

  it('leaves out exactly the items that list an avoided allergen or lack the diet, on every page and language, and says how many', async () => {
    for (const page of PAGES) {
      for (const lang of LANGUAGES) {
        const all = itemsOf((await get(address(page, lang))).body);
        expect(all.length, `${page} ${lang}`).toBeGreaterThan(0);
        for (const query of FILTERS) {
          const filter = readFilter(Object.fromEntries(new URLSearchParams(query)));
          const html = (await get(address(page, lang, query))).body;
          const kept = all.filter((item) => !hides(filter, item));
          expect(
            itemsOf(html).map((item) => item.name),
            `${page} ${lang} ${query}`,
          ).toEqual(kept.map((item) => item.name));
          expect(hiddenLine(html)).toBe(String(all.length - kept.length));
        }
      }
    }
  });

  it('shows every item and no filter line on the unfiltered pages, the same as before', async () => {
    const drinks = await t.app.inject({ url: '/api/categories/drinks' });
    const names = drinks
      .json<Array<{ drinks: Array<{ name: { en: string } }> }>>()
      .flatMap((category) => category.drinks.map((drink) => drink.name.en));
    const html = (await get('/drinks?lang=en')).body;
    expect(itemsOf(html).map((item) => item.name)).toEqual(names);
    expect(hiddenLine(html)).toBeUndefined();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('<section class="allergy-filter" aria-labelledby');
  });

  it("states the demo's drinks without allergens as containing none, but for the Unicum whose recipe is secret", async () => {
    const drinks = (await get('/api/drinks')).json<Drink[]>();
    expect(
      drinks.filter((drink) => !drink.allergensDeclared).map((drink) => drink.name.en),
    ).toEqual(['Zwack Unicum']);
  });

  it('keeps an item without allergen data when filtering by allergens, saying to ask the staff', async () => {
    const html = (await get('/drinks?lang=en&avoid=7')).body;
    const items = itemsOf(html);
    const unicum = items.find((item) => item.name === 'Zwack Unicum');
    expect(unicum).toMatchObject({ codes: [], unknown: true });
    expect(html).toContain('Please ask our staff about allergens.');
    // The water is said to contain none of them: it is kept as a drink whose allergens are given.
    const water = items.find((item) => item.name === 'Szentkirályi mineral water');
    expect(water).toMatchObject({ codes: [], unknown: false });
  });

  it('says to ask the staff where the marks of a drink without allergen data would be, in every language, without a filter', async () => {
    const asks = {
      hu: 'Az allergénekről kérdezze munkatársainkat.',
      en: 'Please ask our staff about allergens.',
      de: 'Bitte fragen Sie unser Personal nach Allergenen.',
    };
    for (const lang of LANGUAGES) {
      const html = (await get(address('/drinks', lang))).body;
      const items = itemsOf(html);
      // The Unicum gives no allergens; a wine lists its sulphites and the water is said to contain
      // none, so neither is sent to the staff.
      expect(items.find((item) => item.name === 'Zwack Unicum')).toMatchObject({ unknown: true });
      expect(items.find((item) => item.name.includes('Szentkirályi'))).toMatchObject({
        unknown: false,
      });
      expect(items.filter((item) => item.codes.length > 0).some((item) => item.unknown)).toBe(
        false,
      );
      expect(html).toContain(
        `class="dish__allergens dish__allergens--text dish__allergens--ask">${asks[lang as keyof typeof asks]}</p>`,
      );
    }
  });

  it('never says that a dish is free from an allergen, and asks the guest to tell the staff', async () => {
    for (const lang of LANGUAGES) {
      const html = (await get(address('/menu', lang, 'avoid=7'))).body;
      const caution = /class="allergy-filter__caution">([^<]+)</.exec(html)![1]!;
      expect(caution).toMatch(/személyzet|staff|Personal/);
      expect(html).not.toMatch(/allergen-free|allergénmentes|allergenfrei/i);
    }
  });

  it('marks a filtered page noindex with its canonical at the unfiltered address', async () => {
    const html = (await get('/menu?lang=de&avoid=1&diet=vegan')).body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://paprika.example/menu?lang=de">');
    const status = /class="allergy-filter__status"[^>]*>.*?<a href="([^"]+)"/s.exec(html);
    expect(status?.[1]).toBe('/menu?lang=de');
  });

  it('answers every way of writing a filter with the same bytes, cacheable like the other pages', async () => {
    const ways = ['avoid=1,7', 'avoid=7,1', 'avoid=7&avoid=1', 'avoid=1,7,1&diet='];
    const answers = await Promise.all(ways.map((query) => get(`/menu?lang=en&${query}`)));
    const tags = new Set(answers.map((answer) => answer.headers.etag));
    expect(tags.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.headers['cache-control']).toMatch(/public/);
    expect(answers[0]!.headers['set-cookie']).toBeUndefined();
    const again = await t.app.inject({
      url: '/menu?lang=en&avoid=1,7',
      headers: { 'if-none-match': String(answers[0]!.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a dish written after a filter was asked to every filter asked since, one seen before or not', async () => {
    await get('/menu?lang=en&avoid=4');
    await addFood(t, 'After the filter');
    for (const query of ['avoid=4', 'avoid=5', 'avoid=4,6']) {
      const shown = itemsOf((await get(`/menu?lang=en&${query}`)).body).map((item) => item.name);
      expect(shown, query).toContain('After the filter en');
    }
    expect(
      itemsOf((await get('/menu?lang=en&avoid=1')).body).map((item) => item.name),
    ).not.toContain('After the filter en');
  });

  it('sends a filter asked for the first time as it is, and compressed from its second ask, when it is kept', async () => {
    const ask = () =>
      t.app.inject({ url: '/drinks?lang=de&avoid=9,12', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('Accept-Encoding');
    const second = await ask();
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
    expect(String(second.headers.etag)).toContain(String(first.headers.etag).slice(1, -1));
  });

  it('takes vegan as vegetarian too, and ignores what is no allergen code', async () => {
    const both = await get('/menu?lang=en&diet=vegetarian,vegan');
    const vegan = await get('/menu?lang=en&diet=vegan');
    expect(both.body).toBe(vegan.body);
    const junk = await get('/menu?lang=en&avoid=%3Cscript%3E,toolong');
    expect(junk.body).toBe((await get('/menu?lang=en')).body);
  });
  it('labels diet tags in the page language and gives the menu items suitableForDiet in the JSON-LD', async () => {
    const labels = { hu: 'vegán', en: 'vegan', de: 'vegan' } as const;
    for (const lang of LANGUAGES) {
      const html = (await get(address('/drinks', lang))).body;
      expect(html).toContain(
        `<span class="diet-label diet-label--vegan">${labels[lang as keyof typeof labels]}</span>`,
      );
    }
    const menu = (await get('/menu?lang=en')).body;
    const data = [...menu.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; hasMenuSection?: unknown[] })
      .find((entry) => entry['@type'] === 'Menu')!;
    const items = (
      data.hasMenuSection as Array<{
        hasMenuItem: Array<{ name: string; suitableForDiet?: string[] }>;
      }>
    ).flatMap((section) => section.hasMenuItem);
    const diets = (name: string) => items.find((item) => item.name === name)?.suitableForDiet;
    expect(diets('Red cabbage braised in red wine')).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(diets('Layered potato bake (rakott krumpli)')).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(diets('Goulash soup')).toBeUndefined();
    // Gluten-free is the staff's statement, never read from the allergens a dish does not list.
    expect(diets('Parsley potatoes')).toEqual(['https://schema.org/VegetarianDiet']);
    expect(diets('Pike-perch (fogas) with lemon butter sauce')).toBeUndefined();
  });
});
