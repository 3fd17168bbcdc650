import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { expect, test } from './admin-fixtures.ts';
import { seriousViolations } from './support.ts';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an owner makes a wine dinner of four dishes with taps, finds it listed with its seats, and guests find it on /events', async ({
    page,
  }, testInfo) => {
    const foods = (await (await page.request.get('/api/foods')).json()) as Food[];
    const dishes = foods.slice(0, 4).map((food) => food.name.hu);
    const slug = `borvacsora-${Date.now()}`;
    // Its own title: other journeys of this server make wine dinners too.
    const title = `Tokaji borvacsora ${slug.slice(-6)}`;

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Menü' }).tap();
    await page
      .getByRole('navigation', { name: 'Adminisztráció' })
      .getByRole('link', { name: 'Események' })
      .tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Események');
    await page.getByRole('link', { name: 'Új esemény' }).tap();
    await expect(page.getByRole('heading', { name: 'Új esemény hozzáadása' })).toBeVisible();

    await page.getByLabel('Cím (Magyar)').fill(title);
    await page.getByLabel('Cím (Angol)').fill('Tokaj wine dinner');
    await page.getByLabel('Cím (Német)').fill('Tokajer Weindinner');
    await page.getByLabel('Webcím').fill(slug);
    await page.getByLabel('Leírás (Magyar)').fill('Négy fogás, négy tokaji bor.');
    await page.getByLabel('Dátum').fill(addDays(dateIn('Europe/Budapest'), 40));
    await page.getByLabel('Befejezés').fill('23:00');
    await page.getByLabel('Helyek száma').fill('20');
    await page.getByLabel('Ár / fő (Ft)').fill('24900');
    await page.getByLabel('Legkisebb társaság (fő)').fill('2');
    await page.getByLabel('Legnagyobb társaság (fő)').fill('6');
    for (const [index, dish] of dishes.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Fogás hozzáadása' }).tap();
      await page.getByLabel(`${index + 1}. fogás: étel az étlapról`).selectOption({ label: dish });
      await expect(page.getByText(dish, { exact: true }).and(page.locator('strong'))).toBeVisible();
    }
    await page.getByRole('button', { name: `Feljebb: ${dishes[3]}` }).tap();
    await page.screenshot({ path: testInfo.outputPath('event-form-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Létrehozás' }).tap();

    await expect(page).toHaveURL(/\/admin\/esemenyek$/);
    const row = page.locator('tr', { hasText: title });
    await expect(row).toContainText('0 / 20 szabad');
    await expect(row).toContainText('Nyitva');
    await expect(row).toContainText('24 900 Ft');
    await expect(row).toContainText('19:00–23:00');
    await page.screenshot({ path: testInfo.outputPath('event-list-phone.png'), fullPage: true });

    const event = (
      (await (await page.request.get('/api/events')).json()) as Array<{
        slug: string;
        courses: Array<{ foodId: number | null }>;
      }>
    ).find((entry) => entry.slug === slug)!;
    const ids = foods.slice(0, 4).map((food) => food.id);
    expect(event.courses.map((course) => course.foodId)).toEqual([ids[0], ids[1], ids[3], ids[2]]);

    await page.goto('/events?lang=hu');
    const link = page.locator(`a[href*="/events/${slug}"]`).first();
    await expect(link).toBeVisible();
    await expect(link).toContainText(title);
    await page.screenshot({ path: testInfo.outputPath('events-page-phone.png'), fullPage: true });
  });
});

for (const path of ['/admin/esemenyek', '/admin/esemenyek/uj']) {
  test(`${path} has no serious accessibility violations on a desktop`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: testInfo.outputPath(`${path.split('/').at(-1)}-desktop.png`),
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
