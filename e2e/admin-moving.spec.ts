import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { test, expect } from './admin-fixtures.ts';
import { seriousViolations } from './support.ts';

// The journeys change the restaurant's profile one after the other and put it back afterwards.
test.describe.configure({ mode: 'serial' });

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

const ZOOM = 17;
const WORLD = 256 * 2 ** ZOOM;

/** The OpenStreetMap wiki's formulas, written apart from the app's: a position to map pixels. */
const toPixels = (latitude: number, longitude: number) => ({
  x: ((longitude + 180) / 360) * WORLD,
  y: ((1 - Math.asinh(Math.tan((latitude * Math.PI) / 180)) / Math.PI) / 2) * WORLD,
});
const toPosition = (x: number, y: number) => ({
  latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI,
  longitude: (x / WORLD) * 360 - 180,
});

/** Serves the map's tiles from here, so that no test reaches OpenStreetMap; lists what was asked. */
async function serveTiles(page: Page): Promise<string[]> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#d8e6cf' },
  })
    .png()
    .toBuffer();
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: tile });
  });
  return asked;
}

async function openProfile(page: Page) {
  await page.goto('/admin/etterem');
  await expect(page.getByRole('heading', { name: 'Étterem adatai', level: 1 })).toBeVisible();
}

async function readProfile(page: Page): Promise<Restaurant> {
  return (await (await page.request.get('/api/restaurant')).json()) as Restaurant;
}

/** Puts the profile back as it was, so that later journeys of the worker meet the demo. */
async function restore(page: Page, profile: Restaurant) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.put('/api/restaurant', {
    data: profile,
    headers: { origin },
  });
  expect(response.status()).toBe(200);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);
    const phone = screen.name === 'phone';
    /** A real tap on the phone, a click on the desktop. */
    const press = (target: Locator) => (phone ? target.tap() : target.click());
    const pressAt = (page: Page, x: number, y: number) =>
      phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);

    test('after a move the owner places the pin with a tap on the map, and the coordinates follow', async ({
      page,
    }) => {
      const asked = await serveTiles(page);
      const before = await readProfile(page);
      const start = before.geo!;
      await openProfile(page);
      await page.getByLabel('Utca, házszám').fill('Kálvin tér 9.');
      await expect(page.getByText(/a térképi hely még a régi/)).toBeVisible();
      // Nothing is loaded from OpenStreetMap until the owner asks for the map.
      expect(asked).toEqual([]);

      await press(page.getByRole('button', { name: 'Térkép megnyitása' }));
      const map = page.locator('.map-picker__map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('img').first()).toBeVisible();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((url) => url.includes(`/${ZOOM}/`))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // A tap 60 px right of and 40 px above the pin puts the pin there.
      const box = (await map.boundingBox())!;
      await pressAt(page, box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
      const centre = toPixels(start.latitude, start.longitude);
      const tapped = toPosition(centre.x + 60, centre.y - 40);
      const latitude = page.getByLabel('Földrajzi szélesség');
      const longitude = page.getByLabel('Földrajzi hosszúság');
      await expect.poll(async () => Number(await latitude.inputValue())).not.toBe(start.latitude);
      expect(Number(await latitude.inputValue())).toBeCloseTo(tapped.latitude, 4);
      expect(Number(await longitude.inputValue())).toBeCloseTo(tapped.longitude, 4);
      await expect(page.getByText(/a térképi hely még a régi/)).toBeHidden();

      if (!phone) {
        // From the keyboard: the map is the next stop after its button; arrows move the pin
        // 10 px (50 px with Shift), and + and - zoom.
        await page.getByRole('button', { name: 'Térkép bezárása' }).focus();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('application', { name: 'Térkép' })).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Shift+ArrowDown');
        const moved = toPosition(centre.x + 70, centre.y + 10);
        await expect
          .poll(async () => Number(await longitude.inputValue()))
          .toBeCloseTo(moved.longitude, 4);
        expect(Number(await latitude.inputValue())).toBeCloseTo(moved.latitude, 4);
        await page.keyboard.press('+');
        await expect(map).toHaveAttribute('data-zoom', String(ZOOM + 1));
        await page.keyboard.press('-');
        await expect(map).toHaveAttribute('data-zoom', String(ZOOM));
      }

      // Typed coordinates move the pin, and the map with it: the tile under it is drawn.
      await latitude.fill('47.4895');
      await longitude.fill('19.0607');
      const typed = toPixels(47.4895, 19.0607);
      const under = `/${ZOOM}/${Math.floor(typed.x / 256)}/${Math.floor(typed.y / 256)}.png`;
      await expect(map.locator(`img[src$="${under}"]`)).toHaveCount(1);
      await expect(map.locator('.map-picker__pin')).toBeVisible();

      await press(page.getByRole('button', { name: 'Mentés' }));
      await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();
      const saved = await readProfile(page);
      expect(saved.geo).toEqual({ latitude: 47.4895, longitude: 19.0607 });
      expect(saved.address.street).toBe('Kálvin tér 9.');

      await page.goto('/?lang=en');
      await expect(page.getByRole('link', { name: 'Directions to us' })).toHaveAttribute(
        'href',
        /47\.4895%2C19\.0607$/,
      );
      await restore(page, before);
    });

    test("the owner makes an uploaded picture the logo in 'Képek', renames the gallery, and the home page shows both", async ({
      page,
    }) => {
      const before = await readProfile(page);
      const heading = { hu: `Képeink ${screen.name}`, en: `Our photos`, de: `Unsere Bilder` };
      const logo = await sharp({
        create: { width: 200, height: 100, channels: 4, background: '#2f4a3a' },
      })
        .png()
        .toBuffer();
      await page.goto('/admin/kepek');
      await expect(page.getByRole('heading', { name: 'Képek', level: 1 })).toBeVisible();
      const uploaded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/media') && response.request().method() === 'POST',
      );
      await page
        .getByTestId('media-file-input')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      const { base } = (await (await uploaded).json()) as { base: string };
      const card = page.locator('.media-card', { has: page.locator(`img[src^="${base}/"]`) });
      await expect(card.getByText('Hiányzó alternatív szöveg')).toBeVisible();
      await card.getByLabel(/\(Magyar\)$/).fill('Új logó');
      await card.getByLabel(/\(Angol\)$/).fill('New logo');
      await card.getByLabel(/\(Német\)$/).fill('Neues Logo');
      await press(card.getByLabel('Ez a logó'));
      await press(card.getByRole('button', { name: 'Mentés' }));
      await expect(card.getByRole('status')).toHaveText('Mentve');
      await expect(card.locator('.badge', { hasText: 'Logó' })).toBeVisible();

      await openProfile(page);
      await expect(page.getByRole('img', { name: 'A logó: Új logó' })).toBeVisible();
      await page.getByLabel('Galéria címe (Magyar)').fill(heading.hu);
      await page.getByLabel('Galéria címe (Angol)').fill(heading.en);
      await page.getByLabel('Galéria címe (Német)').fill('');
      await press(page.getByRole('button', { name: 'Mentés' }));
      // Refused beside the field, in Hungarian, and nothing is stored.
      await expect(
        page.getByText('A(z) Galéria címe mező kitöltése németül kötelező'),
      ).toBeVisible();
      expect((await readProfile(page)).galleryTitle).toEqual(before.galleryTitle);
      await page.getByLabel('Galéria címe (Német)').fill(heading.de);
      await press(page.getByRole('button', { name: 'Mentés' }));
      await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();

      for (const lang of ['hu', 'en', 'de'] as const) {
        await page.goto(`/?lang=${lang}`);
        const brand = page.locator('.site-header .brand img');
        // Drawn from the uploaded picture, in one of its formats.
        await expect
          .poll(() => brand.evaluate((img: HTMLImageElement) => img.naturalWidth && img.currentSrc))
          .toContain(`${base}/200.`);
        await expect(page.getByRole('heading', { name: heading[lang], level: 2 })).toBeVisible();
      }
      await restore(page, before);
    });
  });
}
