import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import { DEFAULT_RESERVATION_SETTINGS } from '#src/modules/reservations/reservation-settings.service.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import type { Send } from './dated-fixtures.ts';
import { restaurantToday } from './dated-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The demo restaurant's values, booking switched on. */
export const SETTINGS: ReservationSettings = { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };

const range = (from: string, to: string) => ({ from, to });

/** Open every day, the kitchen 12:00–15:00 and 18:00–22:00. */
export const HOURS = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    restaurant: [range('11:00', '23:00')],
    kitchen: [range('12:00', '15:00'), range('18:00', '22:00')],
  })),
  exceptions: [],
};

export const RESTAURANT_EMAIL = demo.email;

/** Stores the hours, the demo profile (its e-mail gets the staff notices) and the settings. */
export async function openForBooking(
  admin: Send,
  settings: Partial<ReservationSettings> = {},
): Promise<void> {
  const profile = await admin({
    method: 'PUT',
    url: '/api/restaurant',
    payload: { ...demo, heroMediaId: null, logoMediaId: null },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const hours = await admin({ method: 'PUT', url: '/api/opening-hours', payload: HOURS });
  expect(hours.statusCode, hours.body).toBe(200);
  const stored = await admin({
    method: 'PUT',
    url: '/api/reservation-settings',
    payload: { ...SETTINGS, ...settings },
  });
  expect(stored.statusCode, stored.body).toBe(200);
}

/** A date some days ahead, by the test clock. */
export const dayAhead = (t: TestApp, days = 3) => addDays(restaurantToday(t), days);

let guests = 0;

/** A guest's booking body: a fresh e-mail address each time unless one is given. */
export function guestBooking(date: string, fields: Record<string, unknown> = {}) {
  guests += 1;
  return {
    date,
    time: '19:00',
    partySize: 2,
    name: `Guest ${guests}`,
    email: `guest${guests}@example.test`,
    phone: '+36 30 123 4567',
    language: 'en',
    privacyAccepted: true,
    ...fields,
  };
}

export type Mailbox = {
  url: string;
  messages: ParsedMail[];
  /** Waits until at least `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  /** Makes the server refuse the next `count` messages with a temporary error. */
  refuse: (count: number) => void;
  /** How many messages have started arriving, stalled ones included. */
  begun: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a free local port that parses every message it is given; a stalled one
 * takes each message's data and never answers.
 */
export async function startMailbox(options: { stalled?: boolean } = {}): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  let begun = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: 'user' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      begun += 1;
      if (options.stalled) {
        stream.resume();
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    messages,
    refuse: (count) => {
      refusals = count;
    },
    begun: () => begun,
    waitFor: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(messages.length).toBeGreaterThanOrEqual(count);
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
