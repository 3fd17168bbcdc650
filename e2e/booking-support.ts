import { expect, type Locator, type Page } from '@playwright/test';
import type { BookingReceipt, Reservation } from '@restaurant/contract/reservation.ts';

/** The booking journeys' two screens: a desktop, and a 390 px phone that is tapped. */
export const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

export type Screen = (typeof SCREENS)[number];

/** A click on a desktop, a tap on the phone: at the control's own position either way. */
export const press = (screen: Screen, control: Locator) =>
  screen.name === 'phone' ? control.tap() : control.click();

/** Opens a booking folded to its line (a seated or closed one, on the phone); open ones stay. */
export async function unfold(screen: Screen, booking: Locator): Promise<void> {
  const line = booking.locator('.booking-line[aria-expanded="false"]');
  if (await line.count()) await press(screen, line);
}

/** A guest's online booking through the public API, without a session, the privacy notice accepted. */
export async function bookAsGuest(
  baseURL: string,
  booking: Record<string, unknown>,
): Promise<BookingReceipt> {
  const response = await fetch(`${baseURL}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ privacyAccepted: true, ...booking }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as BookingReceipt;
}

/** A booking staff take by phone, through the API with the admin's session. */
export async function staffBooks(
  page: Page,
  baseURL: string,
  booking: Record<string, unknown> & { date: string; time: string; partySize: number },
): Promise<Reservation> {
  const response = await page.request.post('/api/reservations', {
    data: { phone: '+36 1 234 5678', ...booking },
    // A write with the session cookie must come from the site itself.
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Reservation;
}
