import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addDays, dateIn, weekdayOf } from '@restaurant/contract/calendar.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { restaurant } from '../apps/server/src/seed/data/restaurant.ts';
import { expect, test as withServer } from './server-fixture.ts';

export const LANGS = ['hu', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const PAGES = ['/', '/menu', '/drinks', '/impressum', '/reservation'] as const;

type Dictionary = { [key: string]: string | Dictionary };

export function dictionary(lang: Lang): Dictionary {
  const file = path.resolve('apps/web/public/locales', `${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary;
}

export function text(lang: Lang, key: string): string {
  let entry: string | Dictionary | undefined = dictionary(lang);
  for (const part of key.split('.')) entry = typeof entry === 'object' ? entry[part] : undefined;
  if (typeof entry !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return entry;
}

/**
 * Resolves when a public page next comes alive. A page is usable as soon as it shows, and its
 * script takes it over after its first paint; the app it starts checks /health at once, so that
 * request is the sign.
 */
export function comesAlive(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === '/health');
}

/** The kitchen hours a fresh day must have: the journeys book from lunch to the evening. */
const SERVED = { from: '12:00', to: '18:30' };

/** Days handed out in this worker, so that two journeys never get one before either books it. */
const handedOut = new Set<string>();

/**
 * The one way dated journeys find their day: the first day at least `from` days after today
 * (the journeys' clock, see e2e/clock.ts) on which the stored weekly hours serve lunch and
 * dinner, no exception of the opening hours falls, nobody has booked in the worker's database,
 * and which no other journey of this worker was given (bookings are read as account 31).
 */
export async function freshOpenDay(baseURL: string, from = 1): Promise<string> {
  const start = addDays(dateIn('Europe/Budapest'), from);
  const to = addDays(start, 62);
  const [hours, list] = await Promise.all([
    fetch(`${baseURL}/api/opening-hours`).then((response) => response.json()),
    fetch(`${baseURL}/api/reservations?from=${start}&to=${to}`, {
      headers: { authorization: `Bearer ${await adminToken(baseURL, 31)}` },
    }).then((response) => response.json()),
  ]);
  const { weekly, exceptions } = hours as OpeningHours;
  const booked = new Set((list as ReservationList).reservations.map((booking) => booking.date));
  const serves = (date: string) =>
    weekly
      .find((entry) => entry.day === weekdayOf(date))
      ?.kitchen.some((range) => range.from <= SERVED.from && range.to >= SERVED.to);
  const excepted = (date: string) =>
    exceptions.some((exception) => exception.from <= date && date <= exception.to);
  for (let date = start; date <= to; date = addDays(date, 1)) {
    if (serves(date) && !excepted(date) && !booked.has(date) && !handedOut.has(date)) {
      handedOut.add(date);
      return date;
    }
  }
  throw new Error(`No fresh open day from ${start} to ${to}`);
}

/** The language switch's link to a language, one tap from any page. */
export const languageLink = (page: Page, lang: Lang) =>
  page.locator(`.language-switch a[hreflang="${lang}"]`);

/** Opens a public page and waits until it is live. */
export async function openLive(page: Page, url: string): Promise<void> {
  const alive = comesAlive(page);
  await page.goto(url);
  await alive;
}

/**
 * What React reports when what the browser renders differs from what the server wrote: a
 * hydration mismatch (in the production build, a link to the error's page).
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/**
 * The public site's journeys: each fails when a page it opened reported a hydration mismatch, in
 * its console or as an uncaught error. `hydration` lists what was reported so far.
 */
export const test = withServer.extend<{ hydration: string[] }>({
  hydration: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const note = (message: string) => {
        if (HYDRATION_PROBLEM.test(message)) problems.push(message);
      };
      page.on('pageerror', (error) => note(error.message));
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) note(message.text());
      });
      await use(problems);
      expect(problems, 'hydration mismatches reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** A page's title as the demo restaurant fills it in. */
export function title(lang: Lang, page: string): string {
  return text(lang, `meta.${page}.title`)
    .replace('{{name}}', restaurant.name)
    .replace('{{kicker}}', restaurant.texts.kicker[lang]);
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the site's CSP rightly blocks.
  await page.evaluate(fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
  });
  return violations;
}

type Account = { username: string; password: string; name: string; totpSecret: string };

/** One of the admins the worker's test server created (numbered from 1), with a code for now. */
export function account(n: number): Account & { code: () => string } {
  const file = process.env.E2E_ADMIN_FILE;
  if (!file) throw new Error('No test server has started in this worker');
  const accounts = JSON.parse(fs.readFileSync(file, 'utf8')) as Account[];
  const found = accounts[n - 1];
  if (!found) throw new Error(`No test account ${n}`);
  return {
    ...found,
    code: () => new TOTP({ secret: Secret.fromBase32(found.totpSecret) }).generate(),
  };
}

const tokens = new Map<string, Promise<string>>();

/**
 * A bearer token for a test admin (account 30 is kept for API calls made by the journeys). One login
 * per account and server: a second login within the same 30 s would replay its code and be refused.
 */
export function adminToken(baseURL: string, n = 30): Promise<string> {
  const key = `${baseURL} ${n}`;
  let token = tokens.get(key);
  if (!token) {
    token = logIn(baseURL, account(n));
    tokens.set(key, token);
    token.catch(() => tokens.delete(key));
  }
  return token;
}

async function logIn(baseURL: string, admin: ReturnType<typeof account>): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.username,
      password: admin.password,
      twoFactorCode: admin.code(),
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
