import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './admin-fixtures.ts';
import { freshOpenDay } from './support.ts';

// The journeys change the restaurant's shared content one after the other, so that one's save
// does not overwrite another's.
test.describe.configure({ mode: 'serial' });

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Fails when the page can be scrolled sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test("the restaurant's e-mail address, edited twice in 'Étterem adatai', shows on the site as last saved", async ({
      page,
    }) => {
      const email = `foglalas-${screen.name}@paprika.example`;
      await page.goto('/admin');
      await page
        .getByRole('link', { name: /Étterem adatai/ })
        .last()
        .click();
      await expect(page.getByRole('heading', { name: 'Étterem adatai', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Üdvözlő szöveg (Német)')).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The form stays open after a save and takes the next one.
      for (const address of [`elso-${email}`, email]) {
        await page.getByLabel('E-mail cím').fill(address);
        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/restaurant') && response.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Mentés' }).click();
        expect((await saved).status()).toBe(200);
        await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();
      }

      await page.goto('/impressum?lang=en');
      await expect(page.getByRole('link', { name: email })).toBeVisible();
    });

    test("the cuisine and price range set in 'Étterem adatai' are what the site tells search engines", async ({
      page,
    }) => {
      const cuisine = `Danube fusion ${screen.name}`;
      await page.goto('/admin');
      await page
        .getByRole('link', { name: /Étterem adatai/ })
        .last()
        .click();
      await page.getByLabel('Konyha (Magyar)').fill(`Dunai fúziós ${screen.name}`);
      await page.getByLabel('Konyha (Angol)').fill(cuisine);
      await page.getByLabel('Konyha (Német)').fill(`Donau-Fusion ${screen.name}`);
      await page.getByLabel('Árkategória').fill('4000–12000 Ft');
      await page.getByRole('button', { name: 'Mentés' }).click();
      await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();

      await page.goto('/?lang=en');
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      ) as Record<string, unknown>;
      expect(data).toMatchObject({ servesCuisine: cuisine, priceRange: '4000–12000 Ft' });
    });

    test("each picture's alternative-text label in 'Képek' leads to that picture's own field", async ({
      page,
    }) => {
      await page.goto('/admin');
      await page
        .getByRole('link', { name: /^Képek/ })
        .last()
        .click();
      const cards = page.locator('.media-card');
      await expect(cards.nth(1)).toBeVisible();
      for (const index of [1, 2]) {
        const card = cards.nth(index);
        const label = card.locator('label', { hasText: /\(Angol\)$/ });
        await label.scrollIntoViewIfNeeded();
        await label.click();
        await expect(card.getByRole('textbox', { name: /\(Angol\)$/ })).toBeFocused();
      }
    });

    test("a closing day added in 'Nyitvatartás' shows with its note on the home page", async ({
      page,
      baseURL,
    }) => {
      const note = `Leltár ${screen.name}`;
      await page.goto('/admin/nyitvatartas');
      await expect(page.getByRole('heading', { name: 'Kedd' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: '+ Kivétel hozzáadása' }).click();
      const card = page.locator('.exception-card').last();
      const day = await freshOpenDay(baseURL!);
      await card.getByLabel('Első nap').fill(day);
      await card.getByLabel('Utolsó nap').fill(day);
      await card.getByLabel('Megjegyzés (pl. Karácsony) (Magyar)').fill(`${note} hu`);
      await card.getByLabel('Megjegyzés (pl. Karácsony) (Angol)').fill(`${note} en`);
      await card.getByLabel('Megjegyzés (pl. Karácsony) (Német)').fill(`${note} de`);
      await page.getByRole('button', { name: 'Mentés' }).click();
      await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();

      await page.goto('/?lang=en');
      await expect(page.getByText(`${note} en`)).toBeVisible();
    });

    test("a picture uploaded in 'Képek' and put in the gallery shows on the home page", async ({
      page,
    }) => {
      const alt = `Uploaded ${screen.name} photo`;
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#3a6b4c' },
      })
        .jpeg()
        .toBuffer();
      await page.goto('/admin');
      await page
        .getByRole('link', { name: /^Képek/ })
        .last()
        .click();
      await expect(page.getByRole('heading', { name: 'Képek', level: 1 })).toBeVisible();
      await page
        .getByTestId('media-file-input')
        .setInputFiles({ name: 'terasz.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.locator('.toast').getByText('Feltöltve')).toBeVisible();

      const card = page.locator('.media-card').first();
      await expect(card.getByText('Hiányzó alternatív szöveg')).toBeVisible();
      // Into the gallery without its texts: refused on the card, under the fields it needs.
      await card.getByLabel('A galériában').check();
      await card.getByRole('button', { name: 'Mentés' }).click();
      await expect(card.getByRole('alert').first()).toBeVisible();
      await card.getByLabel(/\(Magyar\)$/).fill(`${alt} hu`);
      await card.getByLabel(/\(Angol\)$/).fill(`${alt} en`);
      await card.getByLabel(/\(Német\)$/).fill(`${alt} de`);
      // The texts and the place are saved together, and the card says so.
      await card.getByRole('button', { name: 'Mentés' }).click();
      await expect(card.getByRole('status')).toHaveText('Mentve');
      await expect(card.locator('.badge', { hasText: 'Galériában' })).toBeVisible();
      await expect(page.locator('.gallery-order').getByText(`${alt} hu`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.goto('/?lang=de');
      const image = page.getByRole('img', { name: `${alt} de` });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('when two people edit the opening hours at once, the later save is refused and the earlier change is kept', async ({
  page,
  baseURL,
}) => {
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto('/admin/nyitvatartas');
    await expect(tab.getByRole('heading', { name: 'Kedd' })).toBeVisible();
  }
  const [first, second] = [await freshOpenDay(baseURL!, 40), await freshOpenDay(baseURL!, 40)];
  const addClosingDay = async (tab: Page, day: string, note: string) => {
    await tab.getByRole('button', { name: '+ Kivétel hozzáadása' }).click();
    const card = tab.locator('.exception-card').last();
    await card.getByLabel('Első nap').fill(day);
    await card.getByLabel('Utolsó nap').fill(day);
    for (const language of ['Magyar', 'Angol', 'Német']) {
      await card.getByLabel(`Megjegyzés (pl. Karácsony) (${language})`).fill(`${note} ${language}`);
    }
    await tab.getByRole('button', { name: 'Mentés' }).click();
  };
  await addClosingDay(page, first, 'Első');
  await expect(page.locator('.toast').getByText('Mentve')).toBeVisible();
  await addClosingDay(other, second, 'Második');
  await expect(other.getByText(/valaki más is módosította/)).toBeVisible();
  // What the second person wrote stays on their screen.
  await expect(other.locator('.exception-card').last().getByLabel('Első nap')).toHaveValue(second);
  const stored = (await (await page.request.get('/api/opening-hours')).json()) as {
    exceptions: Array<{ from: string }>;
  };
  const days = stored.exceptions.map((exception) => exception.from);
  expect(days).toContain(first);
  expect(days).not.toContain(second);

  // Told so, the second person may still save theirs over it with another press.
  await other.getByRole('button', { name: 'Mentés' }).click();
  await expect(other.locator('.toast').getByText('Mentve')).toBeVisible();
  const overwritten = (await (await page.request.get('/api/opening-hours')).json()) as {
    exceptions: Array<{ from: string }>;
  };
  expect(overwritten.exceptions.map((exception) => exception.from)).toContain(second);

  // The form stays open and saves the next change on what it saved, without a new refusal.
  await other
    .locator('.exception-card')
    .last()
    .getByLabel('Megjegyzés (pl. Karácsony) (Magyar)')
    .fill('Második, javítva');
  const saved = other.waitForResponse(
    (response) =>
      response.url().endsWith('/api/opening-hours') && response.request().method() === 'PUT',
  );
  await other.getByRole('button', { name: 'Mentés' }).click();
  expect((await saved).status()).toBe(200);
});
