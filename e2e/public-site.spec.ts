import type { Locator, Page } from '@playwright/test';
import { restaurant } from '../apps/server/src/seed/data/restaurant.ts';
import { expect } from './server-fixture.ts';
import {
  test,
  LANGS,
  PAGES,
  adminToken,
  comesAlive,
  languageLink,
  openLive,
  seriousViolations,
  text,
  title,
} from './support.ts';

const PAGE_KEYS: Record<(typeof PAGES)[number], string> = {
  '/': 'home',
  '/menu': 'menu',
  '/drinks': 'drinks',
  '/impressum': 'impressum',
  '/reservation': 'reservation',
};

// One load of each page serves both the reading and the accessibility scan.
for (const lang of LANGS) {
  test(`every page reads in ${lang}, with its title, language and navigation, and has no serious accessibility violation`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const pagePath of PAGES) {
      await page.goto(`${pagePath}?lang=${lang}`);
      await expect(page).toHaveTitle(title(lang, PAGE_KEYS[pagePath]));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const nav = page.getByRole('navigation', { name: text(lang, 'nav.label') });
      await expect(nav.getByRole('link', { name: text(lang, 'nav.menu') })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      expect(await seriousViolations(page), pagePath).toEqual([]);
    }
    await page.goto(`/menu?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'menu.title'));
    await expect(page.locator('.price').first()).toHaveText(/^\d{1,3}([ ,.]\d{3})* Ft$/);
    await page.goto(`/?lang=${lang}`);
    const hours = page.getByRole('table');
    await expect(hours).toContainText('10:00-20:00');
    await expect(hours).toContainText('11:30-16:45');
    await expect(hours).not.toContainText(text(lang, 'days.1'));
    for (const region of [page.getByRole('main'), page.getByRole('contentinfo')]) {
      await expect(region.getByRole('link', { name: '+36 1 234 5678' })).toHaveAttribute(
        'href',
        /^tel:/,
      );
    }
  });
}

test('the language switch offers each language in one tap, without reloading', async ({ page }) => {
  await openLive(page, '/menu');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await expect(page.locator('.language-switch [aria-current]')).toHaveText(/^HU/);
  const order = ['de', 'en', 'hu'] as const;
  for (const lang of order) {
    await languageLink(page, lang).click();
    await expect(page.locator('.language-switch [aria-current]')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'menu.title'));
    await expect(page).toHaveURL(new RegExp(`\\?lang=${lang}$`));
    await expect(page).toHaveTitle(title(lang, 'menu'));
  }
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  // The choice is remembered for the next visit.
  await page.goto('/drinks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
});

test('a returning guest gets the language chosen before, though the server answers every guest alike', async ({
  page,
}) => {
  await openLive(page, '/menu');
  await languageLink(page, 'en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const plain = await page.request.get('/drinks');
  expect(await plain.text()).toContain('<html lang="hu">');
  expect(plain.headers()['set-cookie']).toBeUndefined();
  await page.goto('/drinks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'drinks.title'));
  await expect(page).toHaveURL(/\/drinks\?lang=en$/);
});

test('back and forward show each page in the language its address names', async ({ page }) => {
  await openLive(page, '/menu?lang=en');
  await page.getByRole('link', { name: 'Drinks', exact: true }).click();
  await expect(page).toHaveURL(/\/drinks\?lang=en$/);
  await languageLink(page, 'de').click();
  await expect(page).toHaveURL(/\/drinks\?lang=de$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'drinks.title'));
  for (const [go, path, lang, key] of [
    ['back', 'menu', 'en', 'menu.title'],
    ['forward', 'drinks', 'de', 'drinks.title'],
  ] as const) {
    await (go === 'back' ? page.goBack() : page.goForward());
    await expect(page).toHaveURL(new RegExp(`/${path}\\?lang=${lang}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, key));
  }
});

/** Opens a page, marks it, and moves the browser's clock a day on: a tab left open overnight. */
async function leaveOpenOvernight(page: Page, url: string) {
  await page.clock.install();
  await openLive(page, url);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.clock.setSystemTime(Date.now() + 86_400_000);
}

test('a page left open into the next day is loaded afresh when the guest moves on, once', async ({
  page,
}) => {
  await leaveOpenOvernight(page, '/?lang=en');
  const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
  const alive = comesAlive(page);
  await nav.getByRole('link', { name: text('en', 'nav.menu') }).click();
  await expect(page).toHaveURL(/\/menu\?lang=en$/);
  await alive;
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
  // The server's day is still the page's day, so a clock a day ahead does not reload it again.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await nav.getByRole('link', { name: text('en', 'nav.drinks') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'drinks.title'));
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});

test('a page left open into the next day is loaded afresh when the guest comes back to it', async ({
  page,
}) => {
  await leaveOpenOvernight(page, '/menu?lang=de');
  const alive = comesAlive(page);
  // The tab is shown again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await alive;
  await expect(page).toHaveURL(/\/menu\?lang=de$/);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
});

test('a link reached with the keyboard, forwards or backwards, is never hidden under the sticky bars', async ({
  page,
}) => {
  await openLive(page, '/drinks?lang=en');
  // Whether a sticky bar lies over the focused control's top edge.
  const hidden = () =>
    page.evaluate(() => {
      const focused = document.activeElement!;
      const { left, right, top } = focused.getBoundingClientRect();
      const over = document.elementFromPoint((left + right) / 2, Math.max(top + 2, 0));
      return !focused.contains(over) && over?.closest('.site-header, .section-nav') != null;
    });
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await hidden()).toBe(false);
  }
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await hidden()).toBe(false);
  }
});

test("moving between pages happens in the browser, fetching a page's code when it is first shown, and shows their content", async ({
  page,
}) => {
  const pageCode: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(/\/assets\/(\w+)-page-/)?.[1];
    if (request.resourceType() === 'script' && name) pageCode.push(name);
  });
  await openLive(page, '/?lang=en');
  expect(pageCode).toEqual(['home']);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('link', { name: 'Drinks', exact: true }).click();
  await expect(page).toHaveURL(/\/drinks\?lang=en$/);
  expect(pageCode).toEqual(['home', 'drinks']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'drinks.title'));
  // A phone's share sheet sends the canonical address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/drinks\?lang=en$/);
  await expect(page.locator('.variant').first()).toContainText('Ft');
  await page.getByRole('link', { name: text('en', 'footer.impressum') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'impressum.title'));
  await page.goBack();
  await expect(page).toHaveURL(/\/drinks\?lang=en$/);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});

test('a page links to the other pages in its own language, also before it is alive', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/net::ERR_FAILED/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/?lang=de');
  const nav = page.getByRole('navigation', { name: text('de', 'nav.label') });
  await nav.getByRole('link', { name: text('de', 'nav.drinks') }).click();
  await expect(page).toHaveURL(/\/drinks\?lang=de$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'drinks.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

for (const device of [
  { name: 'a desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'a 390 px phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]) {
  test.describe(`on ${device.name}`, () => {
    test.use(device.use);

    /**
     * Clicks or taps the middle of a control, as a guest's mouse or finger does, scrolling to it
     * first only when it is out of sight.
     */
    async function press(page: Page, control: Locator) {
      const inSight = await control.evaluate((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth;
      });
      if (!inSight) await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (device.use.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    }

    /**
     * How far the section is from where a browser puts a section named in the address: below the
     * page's scroll padding and the section's scroll margin.
     */
    const offset = (section: Locator) =>
      section.evaluate((element) => {
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const margin = parseFloat(getComputedStyle(element).scrollMarginTop);
        return Math.round(Math.abs(element.getBoundingClientRect().top - padding - margin));
      });

    for (const [key, section] of [
      ['home.dailyMore', 'week'],
      ['home.offerMore', 'offers'],
    ] as const) {
      test(`a link the server wrote into the home page moves in place to #${section} on the menu`, async ({
        page,
      }) => {
        await openLive(page, '/?lang=en');
        await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
        const more = page.getByRole('link', { name: text('en', key) });
        await expect(more).toHaveAttribute('href', `/menu?lang=en#${section}`);
        await press(page, more);
        await expect(page).toHaveURL(new RegExp(`/menu\\?lang=en#${section}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'menu.title'));
        await expect.poll(() => offset(page.locator(`#${section}`))).toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      });
    }

    test('once the menu is alive its real length is known, so the end of the page is reached at once', async ({
      page,
    }) => {
      await openLive(page, '/menu?lang=en');
      // Every skipped section is laid out a frame after another once the page is alive.
      await expect(page.locator('html')).toHaveClass(/\blaid-out\b/);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      // Nothing grew when the end came into view.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    });

    test('a link to the page shown takes the guest to its top, adding no step to go back through', async ({
      page,
    }) => {
      await openLive(page, '/menu?lang=en');
      await page.evaluate(() => window.scrollTo(0, 1500));
      const steps = await page.evaluate(() => window.history.length);
      const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
      await press(page, nav.getByRole('link', { name: text('en', 'nav.menu') }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveURL(/\/menu\?lang=en$/);
      expect(await page.evaluate(() => window.history.length)).toBe(steps);
    });

    test('back returns the guest to where they were on the menu', async ({ page }) => {
      await openLive(page, '/menu?lang=en');
      // A guest who has read this far finds the menu laid out whole.
      await expect(page.locator('html')).toHaveClass(/\blaid-out\b/);
      await page
        .locator('.category')
        .nth(3)
        .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 150));
      const place = await page.evaluate(() => Math.round(window.scrollY));
      expect(place).toBeGreaterThan(1000);
      const nav = page.getByRole('navigation', { name: text('en', 'nav.label') });
      await press(page, nav.getByRole('link', { name: text('en', 'nav.drinks') }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'drinks.title'));
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'menu.title'));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place);
    });

    for (const [from, to] of LANGS.flatMap((a) =>
      LANGS.filter((b) => b !== a).map((b) => [a, b] as const),
    )) {
      test(`switching from ${from} to ${to} keeps the dish at the top of the screen there`, async ({
        page,
      }) => {
        await openLive(page, `/menu?lang=${from}`);
        // The menu is laid out whole before the guest scrolls, so the place measured is the one shown.
        await expect(page.locator('html')).toHaveClass(/\blaid-out\b/);
        // A dish deep in the carte, which has no id of its own, just below the sticky header.
        const dish = page.locator('.category .dish').nth(12);
        const top = () => dish.evaluate((element) => element.getBoundingClientRect().top);
        const covered = await page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll('.site-header, .section-nav')].map(
              (element) => element.getBoundingClientRect().bottom,
            ),
          ),
        );
        await dish.evaluate((element, below) => {
          window.scrollBy(0, element.getBoundingClientRect().top - below - 4);
        }, covered);
        const before = await top();
        const line = await dish.evaluate((element) =>
          parseFloat(getComputedStyle(element).lineHeight),
        );
        await press(page, languageLink(page, to));
        await expect(page).toHaveURL(new RegExp(`/menu\\?lang=${to}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(to, 'menu.title'));
        await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(line);
      });
    }

    test("on the menu, section links and a dish's allergen marks land on what they name", async ({
      page,
    }) => {
      await page.goto('/menu?lang=en');
      const sections = page.getByRole('navigation', { name: text('en', 'menu.sectionsLabel') });
      const lastCategory = page.locator('.category').last();
      const id = (await lastCategory.getAttribute('id'))!;
      await press(page, sections.locator(`a[href="#${id}"]`));
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect.poll(() => offset(lastCategory)).toBeLessThanOrEqual(1);

      await page.goto('/menu?lang=en');
      const marks = page.locator('.day .dish__allergen-link').first();
      await press(page, marks);
      await expect(page).toHaveURL(/#allergens$/);
      await expect(page.locator('#legend-title')).toBeInViewport();
    });
  });
}

test('the dishes the server wrote come back after another page and follow a change of language', async ({
  page,
}) => {
  await openLive(page, '/menu');
  const firstDish = page.locator('.category .dish__name').first();
  const hungarian = (await firstDish.textContent())!;
  // The page embeds none of its data: the dishes are in its HTML alone.
  expect(await page.locator('#site-state').textContent()).not.toContain(hungarian);
  const categories = (await (await page.request.get('/api/categories/foods')).json()) as Array<{
    foods: Array<{ name: Record<string, string> }>;
  }>;
  const food = categories
    .flatMap((category) => category.foods)
    .find((f) => f.name.hu === hungarian)!;
  const dishes = await page.locator('.dish').count();

  // Away and back: the menu is read from the API and shows the same dishes.
  await page.getByRole('link', { name: text('hu', 'nav.drinks'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hu', 'drinks.title'));
  await page.getByRole('link', { name: text('hu', 'nav.menu'), exact: true }).click();
  await expect(firstDish).toHaveText(hungarian);
  await expect(page.locator('.dish')).toHaveCount(dishes);

  await languageLink(page, 'en').click();
  await expect(firstDish).toHaveText(food.name.en!);
  await expect(page.locator('.dish')).toHaveCount(dishes);
});

test('a live part that hydrates unlike the server wrote it is rendered afresh, and the dishes stay as written', async ({
  page,
  hydration,
  consoleErrors,
}) => {
  consoleErrors.expect(/react\.dev\/errors\/418/);
  const year = new Date().getFullYear();
  // The footer arrives with another year than the page's state gives: a mismatch in a live part.
  await page.route('**/menu?lang=en', async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: html.replace(`© ${year} `, '© 1999 '),
    });
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { written: [...document.querySelectorAll('.page-data .dish')] }),
    ),
  );
  await openLive(page, '/menu?lang=en');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `);
  await expect.poll(() => hydration.length).toBeGreaterThan(0);
  const kept = await page.evaluate(() => {
    const written = (window as unknown as { written: Element[] }).written;
    return { written: written.length, kept: written.filter((dish) => dish.isConnected).length };
  });
  expect(kept.written).toBeGreaterThan(20);
  expect(kept.kept).toBe(kept.written);
  // Expected here; in every other journey a reported mismatch fails it.
  hydration.splice(0);
});

test('an unknown address, public or admin, lands on the home page', async ({ page, request }) => {
  const response = await request.get('/no/such/page', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
  await page.goto('/etlap-2019');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paprika Bisztró');
  await page.goto('/admin/nincs-ilyen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paprika Bisztró');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page is readable', async ({ page }) => {
    await page.goto('/?lang=de');
    // Today's menu, or tomorrow's on the demo's closing day.
    await expect(page.locator('#daily-title')).toBeVisible();
    await page.goto('/menu?lang=de');
    await expect(page.getByRole('heading', { name: 'Suppen', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gulaschsuppe', exact: true })).toBeVisible();
    await page.goto('/drinks?lang=de');
    await expect(page.getByRole('heading', { name: text('de', 'drinks.title') })).toBeVisible();
    await page.goto('/impressum?lang=de');
    await expect(
      page.getByRole('heading', { name: text('de', 'impressum.privacyTitle') }),
    ).toBeVisible();
  });
});

test('the maintenance page shows when the health check fails', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 503/);
  await page.route('**/health', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'maintenance.title'));
  await expect(page.getByText(text('en', 'maintenance.text'))).toBeVisible();
});

test('pictures that fail to load say so', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/net::ERR_FAILED/);
  await page.route('**/media/p/**', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('heading', { name: restaurant.galleryTitle.hu }).scrollIntoViewIfNeeded();
  await expect(page.locator('.gallery').getByText('Hiba a betöltéskor').first()).toBeVisible();
});

test('the map loads only after the guest asks for it', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  await openLive(page, '/?lang=en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  await page.getByRole('button', { name: text('en', 'contact.showMap') }).click();
  await expect(page.frameLocator('iframe.map').getByText('map')).toBeVisible();
  expect(outside.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
});

test('a content change through the API shows on the next page load', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const categories = (await (await fetch(`${baseURL}/api/categories/type/Food`)).json()) as Array<{
    id: number;
  }>;
  const name = { hu: 'Próbaleves', en: 'Trial soup', de: 'Probesuppe' };
  await page.goto('/menu?lang=en');
  await expect(page.getByText('Trial soup')).toHaveCount(0);
  const created = await fetch(`${baseURL}/api/categories/${categories[0]!.id}/foods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, price: 1990, allergenIds: [1], description: null }),
  });
  expect(created.status).toBe(201);
  await page.reload();
  await expect(page.getByText('Trial soup')).toBeVisible();
  await expect(page.getByText('1,990 Ft').first()).toBeVisible();
  const { id } = (await created.json()) as { id: number };
  await fetch(`${baseURL}/api/foods/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  await page.reload();
  await expect(page.getByText('Trial soup')).toHaveCount(0);
});
