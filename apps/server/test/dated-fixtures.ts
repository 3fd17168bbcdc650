import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Problem } from '@restaurant/contract/problem.ts';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { localized, type TestApp } from './helpers.ts';

export const RESTAURANT_TIME_ZONE = 'Europe/Budapest';

const DAY_MS = 86_400_000;
const SESSION_REUSE_MS = 10 * 60_000;

export type Send = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Sends requests as the admin, logging in again whenever the test clock has moved far enough for
 * the previous session to have gone idle.
 */
export function adminClient(t: TestApp): Send {
  let token: string | undefined;
  let loggedInAt = 0;
  return async (options) => {
    if (token === undefined || t.clock.now - loggedInAt > SESSION_REUSE_MS) {
      token = await t.login();
      loggedInAt = t.clock.now;
    }
    return t.as(token, options);
  };
}

/** Today's date in the restaurant's time zone, by the test clock. */
let allergensAdded = 0;

/** Stores an allergen with a mark of its own through the API and returns it. */
export async function addAllergen(admin: Send, name: string): Promise<Allergen> {
  const code = (++allergensAdded).toString(36).toUpperCase();
  const response = await admin({
    method: 'POST',
    url: '/api/allergens',
    payload: { code, name: localized(name) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Allergen>();
}

/** Today's date in the restaurant's time zone, by the test clock. */
export function restaurantToday(t: TestApp): string {
  return dateIn(RESTAURANT_TIME_ZONE, t.clock.now);
}

/** The instant at which the restaurant's wall clock shows the given date and time (HH:MM). */
export function restaurantInstant(date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone: RESTAURANT_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  const minutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return asUtc - minutes * 60_000;
}

/** Moves the test clock forward (never back: TOTP steps and sessions only go forward). */
export function moveClockTo(t: TestApp, instant: number): void {
  if (instant < t.clock.now) throw new Error('The test clock can only move forward.');
  t.clock.now = instant;
}

/**
 * Moves the clock two months on, so that whatever a test dates around "today" (within a few weeks)
 * cannot overlap with what another test dated around its own today; returns the new today.
 */
export function startFreshDay(t: TestApp): string {
  moveClockTo(t, t.clock.now + 60 * DAY_MS);
  return restaurantToday(t);
}

/** Asserts that a response is a problem document with the given status and returns its body. */
export function expectProblem(response: LightMyRequestResponse, status: number): Problem {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<Problem>();
  expect(body).toEqual(
    expect.objectContaining({
      type: expect.any(String),
      title: expect.any(String),
      status,
      detail: expect.any(String),
    }),
  );
  expect(response.body).not.toMatch(/\n\s+at\s|"stack"|node_modules|\/(work|home|tmp|usr)\//);
  expect(response.body).not.toMatch(/\.(ts|js):\d+/);
  expect(response.body).not.toMatch(/\b(select|insert|update|delete)\b[^"]*\b(from|into|set)\b/i);
  expect(response.body).not.toMatch(/sqlite|postgres|constraint|syntax error/i);
  return body;
}

/** The field paths a 400 problem names. */
export function errorPaths(response: LightMyRequestResponse): string[] {
  return (expectProblem(response, 400).errors ?? []).map((error) => error.path);
}

/** The id of what a POST created, after checking it answered 201. */
export function createdId(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A valid body for a daily-menu or offer item. */
export function itemBody(name: string, fields: Record<string, unknown> = {}) {
  return { name: localized(name), price: 1490, ...fields };
}

/** A valid body for an offer. */
export function offerBody(
  name: string,
  startDate: string,
  endDate: string,
  fields: Record<string, unknown> = {},
) {
  return { name: localized(name), startDate, endDate, ...fields };
}

/** Prices no daily-menu or offer item may have, with the field path the refusal names. */
export const BAD_ITEM_PRICES: Array<[string, Record<string, unknown>, string]> = [
  ['a negative price', { price: -1 }, 'price'],
  ['a fractional price', { price: 1.5 }, 'price'],
  ['a price given as text', { price: '100' }, 'price'],
  ['a price above ten million', { price: 10_000_001 }, 'price'],
  ['no price', { price: undefined }, 'price'],
];

/** Reading, replacing and deleting an item at the URL all answer 404. */
export async function expectNoItemAt(t: TestApp, admin: Send, url: string): Promise<void> {
  expectProblem(await t.app.inject({ url }), 404);
  expectProblem(await admin({ method: 'PUT', url, payload: itemBody('Elsewhere') }), 404);
  expectProblem(await admin({ method: 'DELETE', url }), 404);
}
