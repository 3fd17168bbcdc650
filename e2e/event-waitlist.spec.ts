import { addressedTo } from '../apps/server/test/mailbox.ts';
import { wineDinner } from './event-support.ts';
import { expect } from './server-fixture.ts';
import { openLive, seriousViolations, test, text } from './support.ts';

const PHONE = { width: 390, height: 844 };

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("a guest joins a sold-out event's waiting list in German and books the seats offered through the e-mail's link", async ({
    page,
    mailbox,
    serverURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Two seats, both booked: the event is sold out.
    const { event, booking } = await wineDinner(serverURL, { daysAhead: 32, seats: 2 });
    const email = `warte-${process.pid}-${Date.now()}@example.test`;

    await openLive(page, `/events/${event.slug}?lang=de`);
    await expect(page.getByText(text('de', 'events.soldOut'))).toBeVisible();
    await expect(page.getByText(text('de', 'events.soldOutWaitlist'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('event-sold-out-de.png'), fullPage: true });
    await page.getByRole('link', { name: text('de', 'events.joinWaitlist') }).tap();
    await expect(page).toHaveURL(new RegExp(`/reservation\\?.*event=${event.id}`));
    await expect(page.getByRole('heading', { name: 'Tokajer Weindinner' })).toBeVisible();
    await expect(page.getByText(text('de', 'reservation.waitlist.eventLead'))).toBeVisible();
    const party = page.getByLabel('Personen (1–2 für diese Veranstaltung)');
    await party.tap();
    await party.selectOption('2');
    await page.getByLabel('Name').fill('Lena Weber');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Telefon').fill('+49 30 1234567');
    await page.getByLabel('Ich bin einverstanden').tap();
    // Nothing to book: the form only joins the list.
    await expect(page.getByRole('button', { name: 'Reservierung senden' })).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath('event-waitlist-form-de.png'),
      fullPage: true,
    });
    expect(await seriousViolations(page)).toEqual([]);
    const join = page.getByRole('button', { name: text('de', 'reservation.waitlist.join') });
    await join.scrollIntoViewIfNeeded();
    const joined = page.waitForURL(/\/waitlist\/[\w-]{43}\?joined=1/, { timeout: 30_000 });
    await join.tap();
    await joined;
    await expect(page.getByText(text('de', 'reservation.waitlist.joinedEvent'))).toBeVisible();
    await expect(page.getByText('Tokajer Weindinner')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('event-waitlist-joined-de.png'),
      fullPage: true,
    });

    // The guest who booked cancels: the seats go to the list, by e-mail naming the event.
    const cancelled = await fetch(
      `${serverURL}/api/reservations/by-token/${booking.manageUrl.split('/').pop()}/cancel`,
      { method: 'POST' },
    );
    expect(cancelled.status).toBe(200);
    const offers = () =>
      addressedTo(mailbox.messages, email).filter((m) =>
        m.subject!.startsWith('Plätze sind frei geworden'),
      );
    await expect.poll(() => offers().length, { timeout: 20_000 }).toBe(1);
    const offer = offers()[0]!;
    expect(offer.subject).toContain('Tokajer Weindinner');
    expect(offer.subject).toContain('19:00');
    const link = /https?:\/\/\S+\/waitlist\/[\w-]{43}/.exec(offer.text!)![0];

    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('heading', { name: text('de', 'reservation.waitlist.seatsOffered') }),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('event-waitlist-offer-de.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: text('de', 'reservation.waitlist.takeSeats') }).tap();
    await expect(
      page.getByRole('heading', { name: 'Ihre Reservierung ist bestätigt!' }),
    ).toBeVisible();
    const facts = page.locator('.booking-done .facts');
    await expect(facts.getByText('Tokajer Weindinner')).toBeVisible();
    await expect(facts.getByText('19:00')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('event-waitlist-booked-de.png'),
      fullPage: true,
    });
  });
});
