import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, embeddedState, pageUrl, switchedUrl, type SiteState } from './site.ts';

const state = (page: SiteState['page'], data: SiteState['data']): SiteState => ({
  lang: 'en',
  dictionary: {},
  today: '2026-11-25',
  timeZone: 'Europe/Budapest',
  zone: { from: 0, until: 1, steps: [{ at: 0, minutes: 60 }] },
  page,
  path: PAGE_PATHS[page],
  restaurant: null,
  data,
  maintenance: false,
  allergyFilter: { choice: { avoid: [], diets: [] }, allergens: [], hidden: 0 },
});

describe('embeddedState', () => {
  it('leaves the page data out, since the page shows it already', () => {
    const embedded = embeddedState(state('drinks', { categories: [] }));
    expect(embedded).not.toHaveProperty('data');
    expect(embedded).toMatchObject({ page: 'drinks', lang: 'en', failed: false });
  });

  it('marks a page whose data could not be read as failed', () => {
    expect(embeddedState(state('menu', null)).failed).toBe(true);
  });

  it('does not mark the impressum as failed, since it has no data of its own', () => {
    expect(embeddedState(state('impressum', null)).failed).toBe(false);
  });
});

describe("a page's address in a language", () => {
  it('names the language after the page, what the page is asked for after the language, and Hungarian not at all', () => {
    expect(pageUrl('https://x.test', '/reservation', 'hu', { event: '5' })).toBe(
      'https://x.test/reservation?event=5',
    );
    expect(pageUrl('', '/reservation', 'de', { event: '5' })).toBe('/reservation?lang=de&event=5');
    expect(pageUrl('', '/menu', 'hu')).toBe('/menu');
    expect(pageUrl('', '/menu', 'en')).toBe('/menu?lang=en');
  });

  it("keeps what the page is asked for in the language switch's address, naming even Hungarian", () => {
    expect(switchedUrl('/reservation', 'hu', { event: '5' })).toBe('/reservation?lang=hu&event=5');
    expect(switchedUrl('/events/borvacsora', 'de', {})).toBe('/events/borvacsora?lang=de');
  });
});
