import type { Page } from '@playwright/test';
import type { Event } from '@restaurant/contract/event.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { expect, test } from './admin-fixtures.ts';
import { bookAsGuest } from './booking-support.ts';
import { freshOpenDay } from './support.ts';

let made = 0;

/**
 * A wine dinner on a day of its own, paid in advance, of three dishes of the demo carte, booked by
 * three parties: one whose note names an allergen of the first course, one paid, one plain.
 */
async function bookedWineDinner(page: Page, baseURL: string, from: number) {
  const foods = (await (await page.request.get('/api/foods')).json()) as Food[];
  const courses = foods.filter((food) => food.allergens.length > 0).slice(0, 3);
  const allergen = courses[0]!.allergens[0]!;
  made += 1;
  const text = (hu: string) => ({ hu, en: hu, de: hu });
  const created = await page.request.post('/api/events', {
    data: {
      slug: `esti-lap-${Date.now()}-${made}`,
      title: text(`Tokaji borvacsora ${made}`),
      description: text('Három fogás, három bor.'),
      date: await freshOpenDay(baseURL, from),
      startTime: '19:00',
      endTime: '23:00',
      seats: 12,
      pricePerPerson: 24_900,
      exclusive: false,
      bookingOpen: true,
      minPartySize: 1,
      maxPartySize: 6,
      courses: courses.map((food) => ({ foodId: food.id })),
      prepayment: { required: true, instructions: text('Átutalás a foglalás kódjával.') },
    },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event;
  const parties = [
    { name: 'Kovács Anna', partySize: 2, note: `Allergia: ${allergen.name.hu}` },
    { name: 'Lena Weber', partySize: 3 },
    { name: 'Tom Brown', partySize: 1 },
  ];
  for (const [index, party] of parties.entries()) {
    // The guests book as guests do: without the staff's session.
    await bookAsGuest(baseURL, {
      eventId: event.id,
      email: `esti${made}-${index}@example.test`,
      phone: '+36 30 123 4567',
      language: 'hu',
      ...party,
    });
  }
  return { event, title: event.title.hu, course: courses[0]!.name.hu, allergen: allergen.name.hu };
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("staff open 'Foglalások' on the event's day, see its bookings as one group with the unpaid ones and a guest's allergy, and open its print sheet", async ({
    page,
    baseURL,
  }, testInfo) => {
    const { event, title, course, allergen } = await bookedWineDinner(page, baseURL!, 40);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Menü' }).tap();
    await page
      .getByRole('navigation', { name: 'Adminisztráció' })
      // Named with the count of bookings waiting for a decision, when any wait.
      .getByRole('link', { name: /^Foglalások/ })
      .tap();
    await page.getByLabel('Nap', { exact: true }).fill(event.date);
    const group = page.getByRole('region', { name: `${title}, 19:00` });
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(
      `${title}, 19:00: 3 foglalás, 6 fő`,
    );
    await expect(group.getByText('Nincs fizetve: 3 foglalás')).toBeVisible();
    await expect(group.getByText(`Kovács Anna (2 fő): ${allergen}`)).toContainText(
      `érinti: ${course}`,
    );
    await page.screenshot({ path: testInfo.outputPath('event-group-phone.png'), fullPage: true });
    await group.getByRole('link', { name: `Nyomtatható lap: ${title}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/admin/esemenyek/${event.id}/lap$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const guests = page.getByRole('table', { name: 'Vendégek' }).locator('tbody tr');
    await expect(guests).toHaveCount(3);
    await expect(guests.filter({ hasText: 'Lena Weber' })).toContainText('Nincs fizetve');
    const kitchen = page.getByRole('table', { name: 'A konyha számai fogásonként' });
    await expect(kitchen.locator('tbody tr').first()).toContainText(
      `Kovács Anna (2 fő): ${allergen}`,
    );
    await page.screenshot({ path: testInfo.outputPath('event-sheet-phone.png'), fullPage: true });
  });
});

test("on a desktop the event's group shows on 'Foglalások', its print sheet is a click away from 'Események', and prints without the admin's frame", async ({
  page,
  baseURL,
}, testInfo) => {
  const { event, title } = await bookedWineDinner(page, baseURL!, 45);
  const paid = await page.request.get(`/api/events/${event.id}/sheet`);
  const lena = (
    (await paid.json()) as { guests: Array<{ name: string; reservationId: number }> }
  ).guests.find((guest) => guest.name === 'Lena Weber')!;
  expect(
    (
      await page.request.put(`/api/reservations/${lena.reservationId}`, {
        data: { paid: true },
        headers: { origin: baseURL! },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/admin/foglalasok?nap=${event.date}`);
  const group = page.getByRole('region', { name: `${title}, 19:00` });
  await expect(group.getByText('Nincs fizetve: 2 foglalás')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('event-group-desktop.png'), fullPage: true });
  await page.getByRole('link', { name: 'Események', exact: true }).click();
  await page.getByRole('link', { name: `Nyomtatható lap: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(
    page.getByText('3 foglalás, 6 fő (12 helyből) · Nincs fizetve: 2 foglalás'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Vendégek' })
      .locator('tbody tr')
      .filter({ hasText: 'Lena Weber' }),
  ).toContainText('Fizetve');
  await page.screenshot({ path: testInfo.outputPath('event-sheet-desktop.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Nyomtatás' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Adminisztráció' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('event-sheet-print.png'), fullPage: true });
});
