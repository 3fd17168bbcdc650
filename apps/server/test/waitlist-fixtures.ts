import { expect } from 'vitest';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import type { GuestWaitlist, WaitlistJoined } from '@restaurant/contract/waitlist.ts';
import { expectProblem } from './dated-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { addressedTo, type Mailbox } from './mailbox.ts';

let guests = 0;

/** A guest's wish for a day's waiting list: a fresh e-mail address each time unless one is given. */
export function wish(date: string, fields: Record<string, unknown> = {}) {
  guests += 1;
  return {
    date,
    partySize: 2,
    from: '19:00',
    to: '20:00',
    name: `Waiting ${guests}`,
    email: `waiting${guests}@example.test`,
    phone: '+36 30 123 4567',
    language: 'en',
    privacyAccepted: true,
    ...fields,
  };
}

/** A guest's wish for a sold-out event's waiting list: the event in place of a day and times. */
export function eventWish(eventId: number, fields: Record<string, unknown> = {}) {
  const { date: _date, from: _from, to: _to, ...guest } = wish('');
  return { ...guest, eventId, ...fields };
}

/** A guest joins a waiting list (201 expected). */
export async function joinList(app: TestApp['app'], body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/waitlist', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { body, joined: response.json<WaitlistJoined>() };
}

/** The entry as its guest's link shows it. */
export async function entryOf(app: TestApp['app'], joined: WaitlistJoined) {
  const token = joined.manageUrl.split('/').pop()!;
  const response = await app.inject({ method: 'GET', url: `/api/waitlist/by-token/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GuestWaitlist>();
}

/** The link token in the guest's latest message whose subject starts with `subject`. */
export function linkIn(mailbox: Mailbox, email: string, subject: string): string {
  const mail = addressedTo(mailbox.messages, email).find((m) => m.subject!.startsWith(subject));
  expect(mail, `"${subject}" to ${email}`).toBeDefined();
  const match = /\/waitlist\/([\w-]{22,64})/.exec(mail!.text!);
  return match![1]!;
}

/**
 * The link of an offer that lapsed takes nothing (409 `offerLapsed`); the link of the offer now
 * held books it (201): its receipt.
 */
export async function takeAfterLapse(
  app: TestApp['app'],
  lapsed: string,
  held: string,
): Promise<BookingReceipt> {
  const take = (token: string) =>
    app.inject({ method: 'POST', url: `/api/waitlist/by-token/${token}/take` });
  expect(expectProblem(await take(lapsed), 409)).toMatchObject({ code: 'offerLapsed' });
  const taken = await take(held);
  expect(taken.statusCode, taken.body).toBe(201);
  return taken.json<BookingReceipt>();
}
