import { describe, expect, it } from 'vitest';
import { embeddedState, type SiteState } from './site.ts';

const state = (page: SiteState['page'], data: SiteState['data']): SiteState => ({
  lang: 'en',
  dictionary: {},
  today: '2026-11-25',
  timeZone: 'Europe/Budapest',
  zone: { from: 0, until: 1, steps: [{ at: 0, minutes: 60 }] },
  page,
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
