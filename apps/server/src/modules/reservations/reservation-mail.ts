import { formatLongDate, formatPrice } from '@restaurant/contract/format.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { StoredEvent } from '#src/modules/events/event.repository.ts';
import type { MailMessage } from '#src/modules/outbox/outbox.service.ts';
import { calendarEntry } from '#src/modules/reservations/booking-calendar.ts';
import { mailDocument, type Block } from '#src/modules/reservations/mail-document.ts';
import {
  LANGUAGE_NAMES_HU,
  STAFF_SUBJECTS,
  WORDS,
  type GuestMessageKind,
  type StaffMessageKind,
} from '#src/modules/reservations/reservation-mail-words.ts';

export type { GuestMessageKind, StaffMessageKind };

/** A booking the mails can be written about: one with the guest's name and address. */
export type MailBooking = Reservation & { name: string; email: string };

export type MailPlace = {
  restaurant: Restaurant | undefined;
  timeZone: string;
  manageUrl: string;
  /** The booking page, in the booking's language ("book again"). */
  bookUrl: string;
  host: string;
  /** The address the restaurant's messages come from (the calendar entry's organizer). */
  sender: string;
  stayMinutes: number;
  now: number;
  /** The event the booking is for. */
  event?: StoredEvent | undefined;
};

/** The calendar message a guest's message carries, with the SEQUENCE it takes. */
export type CalendarPart = { method: 'REQUEST' | 'CANCEL'; sequence: number };

function address(restaurant: Restaurant | undefined): string {
  if (!restaurant) return '';
  const { street, postalCode, city } = restaurant.address;
  return `${postalCode} ${city}, ${street}`;
}

/** The facts every message about a booking names, the guest's name after the restaurant's words. */
function facts(booking: MailBooking, lang: MailBooking['language']): Array<[string, string]> {
  const words = WORDS[lang];
  return [
    [words.bookingFor, booking.name],
    [words.reference, booking.reference],
    [words.date, formatLongDate(booking.date, lang)],
    [words.time, booking.time],
    [words.partySize, String(booking.partySize)],
  ];
}

const ENDED = new Set(['declined', 'cancelled']);

/** How long an event runs, in minutes (an end before the start is on the next day). */
function eventMinutes(event: StoredEvent): number {
  const length = minutesOf(event.endTime) - minutesOf(event.startTime);
  return length > 0 ? length : length + 24 * 60;
}

/**
 * What a message about an event's booking adds: the evening, its menu and price, and while the
 * booking holds, how to pay in advance with the booking's reference as the payment note.
 */
function eventBlocks(event: StoredEvent, booking: MailBooking): Block[] {
  const lang = booking.language;
  const words = WORDS[lang];
  const total = event.pricePerPerson * booking.partySize;
  const price = `${formatPrice(event.pricePerPerson, lang)} / ${words.perPerson} · ${formatPrice(total, lang)}`;
  const rows: Array<[string, string]> = [
    [words.event, event.title[lang]],
    [words.price, price],
    ...(event.courses.length > 0
      ? [
          [words.menu, event.courses.map((course) => course.name[lang]).join(' · ')] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const pay: Block[] =
    event.prepayment.required && !ENDED.has(booking.status)
      ? [
          { kind: 'line', text: words.prepayment },
          { kind: 'line', text: event.prepayment.instructions[lang] },
          { kind: 'facts', rows: [[words.paymentNote, booking.reference]] },
        ]
      : [];
  return [{ kind: 'facts', rows }, ...pay];
}

/** A message to the guest in the booking's language; no tracking of any kind. */
export function guestMessage(
  kind: GuestMessageKind,
  booking: MailBooking,
  at: MailPlace,
  options: { staffMessage?: string; calendar?: CalendarPart } = {},
): Omit<MailMessage, 'messageId'> {
  const lang = booking.language;
  const words = WORDS[lang];
  const when = `${formatLongDate(booking.date, lang)}, ${booking.time}`;
  const subject = `${words.subjects[kind]}: ${when} (${booking.reference})`;
  const name = at.restaurant?.name ?? at.host;
  const blocks: Block[] = [
    { kind: 'line', text: words.intros[kind] },
    ...(kind === 'changed' && booking.status === 'requested'
      ? [{ kind: 'line' as const, text: words.awaiting }]
      : []),
    ...(options.staffMessage
      ? [
          {
            kind: 'facts' as const,
            rows: [[words.message, options.staffMessage]] as Array<[string, string]>,
          },
        ]
      : []),
    { kind: 'facts', rows: facts(booking, lang) },
    ...(at.event ? eventBlocks(at.event, booking) : []),
    ...(at.restaurant
      ? [
          {
            kind: 'line' as const,
            text: `${name}, ${address(at.restaurant)}, ${at.restaurant.phone}`,
          },
        ]
      : []),
    ...(kind === 'reminder'
      ? [
          {
            kind: 'links' as const,
            lead: words.stillComingQuestion,
            links: [
              { label: words.stillComing, url: `${at.manageUrl}?do=coming` },
              { label: words.cancel, url: `${at.manageUrl}?do=cancel` },
            ],
          },
        ]
      : []),
    ENDED.has(booking.status)
      ? { kind: 'links', links: [{ label: words.bookAgain, url: at.bookUrl }] }
      : { kind: 'links', links: [{ label: words.manage, url: at.manageUrl }] },
  ];
  const { text, html } = mailDocument({ lang, title: subject, heading: name, blocks });
  const calendar = options.calendar;
  return {
    to: booking.email,
    ...(at.restaurant?.email ? { replyTo: at.restaurant.email } : {}),
    subject,
    text,
    html,
    ...(calendar
      ? {
          attachments: [
            {
              filename: `${booking.reference}.ics`,
              contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
              content: calendarEntry({
                method: calendar.method,
                uid: `${booking.reference}@${at.host}`,
                sequence: calendar.sequence,
                status:
                  calendar.method === 'CANCEL'
                    ? 'CANCELLED'
                    : booking.status === 'confirmed'
                      ? 'CONFIRMED'
                      : 'TENTATIVE',
                date: booking.date,
                time: booking.time,
                stayMinutes: at.event ? eventMinutes(at.event) : at.stayMinutes,
                timeZone: at.timeZone,
                summary: at.event
                  ? `${at.event.title[lang]} – ${name} (${booking.partySize})`
                  : `${name} (${booking.partySize})`,
                description: `${when} · ${words.partySize}: ${booking.partySize} · ${words.reference}: ${booking.reference}`,
                location: at.restaurant ? `${name}, ${address(at.restaurant)}` : name,
                url: at.manageUrl,
                organizer: at.sender,
                attendee: booking.email,
                now: at.now,
              }),
            },
          ],
        }
      : {}),
  };
}

/** A notice to the restaurant, in Hungarian, answered straight to the guest. */
export function staffMessage(
  kind: StaffMessageKind,
  booking: MailBooking,
  to: string,
  restaurantName: string,
): Omit<MailMessage, 'messageId'> {
  const when = `${formatLongDate(booking.date, 'hu')} ${booking.time}`;
  const subject = `${STAFF_SUBJECTS[kind]}: ${when}, ${booking.partySize} fő (${booking.reference})`;
  const { text, html } = mailDocument({
    lang: 'hu',
    title: subject,
    heading: restaurantName,
    blocks: [
      { kind: 'line', text: STAFF_SUBJECTS[kind] },
      ...(kind !== 'cancelled' && booking.status === 'requested'
        ? [
            {
              kind: 'line' as const,
              text: 'Döntésre vár: visszaigazolás vagy elutasítás a Foglalások oldalon.',
            },
          ]
        : []),
      {
        kind: 'facts',
        rows: [
          ...facts(booking, 'hu'),
          ['E-mail', booking.email],
          ...(booking.phone ? [['Telefon', booking.phone] as [string, string]] : []),
          ['Nyelv', LANGUAGE_NAMES_HU[booking.language]],
          ...(booking.note ? [['Megjegyzés', booking.note] as [string, string]] : []),
        ],
      },
    ],
  });
  return { to, replyTo: booking.email, subject, text, html };
}
