import type { Page } from '@playwright/test';
import { addDays, dateIn, weekdayOf } from '@restaurant/contract/calendar.ts';
import { expect, test } from './server-fixture.ts';
import { adminToken, openLive, text } from './support.ts';

type Lang = 'hu' | 'en' | 'de';

/** The text of a key with its {{placeholders}} filled in. */
const filled = (lang: Lang, key: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (line, [name, value]) => line.replace(`{{${name}}}`, value),
    text(lang, key),
  );

/** The instant the restaurant's clock (Budapest) shows the time on the date. */
function budapest(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Budapest',
    timeZoneName: 'longOffset',
  })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  const minutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return new Date(asUtc - minutes * 60_000);
}

async function statusAt(page: Page, lang: Lang, date: string, time: string): Promise<string> {
  await page.clock.setFixedTime(budapest(date, time));
  await openLive(page, `/?lang=${lang}`);
  const status = page.locator('.open-status');
  await expect(status).not.toHaveAttribute('data-state', /today|closed$/, { timeout: 10_000 });
  return (await status.textContent())!.trim();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"open now" speaks of the kitchen, in three languages', async ({ page }) => {
    const demo = (await (await page.request.get('/api/opening-hours')).json()) as {
      weekly: Array<{
        day: number;
        restaurant: Array<{ from: string; to: string }>;
        kitchen: Array<{ from: string; to: string }>;
      }>;
    };
    // The first day from today on with kitchen hours (the page holds the whole week's hours).
    let today = dateIn('Europe/Budapest');
    const hoursOf = (date: string) => demo.weekly.find((entry) => entry.day === weekdayOf(date));
    while (!hoursOf(today)?.kitchen.length) today = addDays(today, 1);
    const hours = hoursOf(today);
    const [restaurant, kitchen] = [hours!.restaurant[0]!, hours!.kitchen[0]!];
    for (const lang of ['hu', 'en', 'de'] as const) {
      const open = filled(lang, 'hours.openUntil', { time: restaurant.to });
      const before = await statusAt(page, lang, today, restaurant.from);
      expect(before).toBe(
        `${open}, ${filled(lang, 'hours.kitchenOpensAt', { time: kitchen.from })}`,
      );
      const after = await statusAt(page, lang, today, kitchen.to);
      expect(after).toBe(`${open}, ${text(lang, 'hours.kitchenClosed')}`);
    }
    expect(await statusAt(page, 'hu', today, kitchen.from)).toBe(
      `Nyitva ${restaurant.to}-ig, konyha ${kitchen.to}-ig`,
    );
  });

  test("a closed day names the exception's note and the next opening, in three languages", async ({
    page,
    baseURL,
  }) => {
    const today = dateIn('Europe/Budapest');
    const token = await adminToken(baseURL!, 3);
    const headers = { authorization: `Bearer ${token}` };
    const stored = await (await page.request.get('/api/opening-hours')).json();
    const note = { hu: 'Téli szabadság', en: 'Winter break', de: 'Winterpause' };
    const closedUntil = addDays(today, 5);
    const put = await page.request.put('/api/opening-hours', {
      headers,
      data: {
        weekly: stored.weekly,
        exceptions: [
          { from: today, to: closedUntil, closed: true, restaurant: [], kitchen: [], note },
        ],
      },
    });
    expect(put.status()).toBe(200);
    try {
      let reopens = addDays(closedUntil, 1);
      const openDays = new Set((stored.weekly as Array<{ day: number }>).map((entry) => entry.day));
      while (!openDays.has(weekdayOf(reopens))) reopens = addDays(reopens, 1);
      const at = (
        stored.weekly as Array<{ day: number; restaurant: Array<{ from: string }> }>
      ).find((entry) => entry.day === weekdayOf(reopens))!.restaurant[0]!.from;
      for (const lang of ['hu', 'en', 'de'] as const) {
        const line = await statusAt(page, lang, today, '12:00');
        const day = text(lang, `hours.onDay.${weekdayOf(reopens)}`);
        expect(line).toBe(
          `${filled(lang, 'hours.closedTodayNote', { note: note[lang] })}, ${filled(lang, 'hours.nextOpening', { day, time: at })}`,
        );
      }
    } finally {
      await page.request.put('/api/opening-hours', {
        headers,
        data: { weekly: stored.weekly, exceptions: stored.exceptions },
      });
    }
  });
});

test('the printed menu fits the carte on at most three A4 pages and starts with the restaurant and the day', async ({
  page,
}) => {
  await openLive(page, '/menu?lang=hu');
  await page.emulateMedia({ media: 'print' });
  const head = page.locator('.print-head');
  await expect(head).toBeVisible();
  const restaurant = (await (await page.request.get('/api/restaurant')).json()) as {
    name: string;
    phone: string;
    address: { city: string; street: string };
  };
  for (const part of [restaurant.name, restaurant.phone, restaurant.address.street]) {
    await expect(head).toContainText(part);
  }
  await expect(
    page.getByRole('navigation', { name: text('hu', 'menu.sectionsLabel') }),
  ).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  test.info().annotations.push({ type: 'printed pages', description: String(pages.length) });
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(3);
});

/** The contrast ratio of two CSS colours given as rgb(…). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.describe('accessibility on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a dish's allergen marks are one stop, focus rings stand out, the map keeps the focus and the footer calls and guides", async ({
    page,
  }) => {
    await openLive(page, '/menu?lang=en');
    const withMarks = page.locator('.dish:has(.allergen-mark)');
    const dishes = await withMarks.count();
    expect(dishes).toBeGreaterThan(10);
    await expect(page.locator('.dish a')).toHaveCount(dishes);
    await expect(page.locator('a[href="#allergens"].dish__allergen-link')).toHaveCount(dishes);

    const footer = page.locator('.site-footer');
    const phone = footer.locator('a[href^="tel:"]');
    await expect(phone).toBeVisible();
    await expect(
      footer.getByRole('link', { name: text('en', 'footer.directions') }),
    ).toHaveAttribute('href', /openstreetmap\.org\/directions/);
    // The focus ring against the footer's dark green, and against the page.
    await phone.focus();
    const [ring, footerGround] = await phone.evaluate((link) => [
      getComputedStyle(link).outlineColor,
      getComputedStyle(link.closest('.site-footer')!).backgroundColor,
    ]);
    expect(contrast(ring, footerGround)).toBeGreaterThanOrEqual(3);
    const firstMarks = page.locator('.dish__allergen-link').first();
    await firstMarks.focus();
    const pageRing = await firstMarks.evaluate((link) => getComputedStyle(link).outlineColor);
    const pageGround = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(contrast(pageRing, pageGround)).toBeGreaterThanOrEqual(3);

    await openLive(page, '/?lang=en');
    const show = page.getByRole('button', { name: text('en', 'contact.showMap') });
    await show.tap();
    await expect(page.locator('iframe.map')).toBeFocused();
  });
});
