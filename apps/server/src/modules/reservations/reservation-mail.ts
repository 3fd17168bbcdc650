import type { Language } from '@restaurant/contract/languages.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { MailMessage } from '#src/modules/outbox/outbox.service.ts';

export type GuestMessageKind =
  'requested' | 'confirmed' | 'declined' | 'changed' | 'cancelled' | 'reminder';
export type StaffMessageKind = 'new' | 'changed' | 'cancelled';

type Words = {
  subjects: Record<GuestMessageKind, string>;
  intros: Record<GuestMessageKind, string>;
  reference: string;
  date: string;
  time: string;
  partySize: string;
  manage: string;
  message: string;
  greeting: (name: string) => string;
};

const WORDS: Record<Language, Words> = {
  hu: {
    subjects: {
      requested: 'Foglalási kérését megkaptuk',
      confirmed: 'Foglalását visszaigazoltuk',
      declined: 'Foglalását sajnos nem tudjuk vállalni',
      changed: 'Foglalása módosult',
      cancelled: 'Foglalását lemondtuk',
      reminder: 'Emlékeztető a foglalásáról',
    },
    intros: {
      requested: 'Megkaptuk foglalási kérését. Hamarosan jelentkezünk a visszaigazolással.',
      confirmed: 'Foglalását visszaigazoltuk, szeretettel várjuk.',
      declined: 'Sajnos erre az időpontra nem tudjuk vállalni a foglalást.',
      changed: 'Foglalása az alábbiak szerint módosult.',
      cancelled: 'Foglalását lemondtuk.',
      reminder: 'Emlékeztetjük, hogy hamarosan várjuk.',
    },
    reference: 'Foglalási kód',
    date: 'Dátum',
    time: 'Időpont',
    partySize: 'Létszám',
    manage: 'Foglalása megtekintése, módosítása vagy lemondása',
    message: 'Üzenet',
    greeting: (name) => `Kedves ${name}!`,
  },
  en: {
    subjects: {
      requested: 'We have received your booking request',
      confirmed: 'Your booking is confirmed',
      declined: 'We are sorry, we cannot take your booking',
      changed: 'Your booking has changed',
      cancelled: 'Your booking is cancelled',
      reminder: 'A reminder of your booking',
    },
    intros: {
      requested: 'We have received your booking request and will confirm it shortly.',
      confirmed: 'Your booking is confirmed. We look forward to seeing you.',
      declined: 'We are sorry, we cannot take your booking at this time.',
      changed: 'Your booking has changed as follows.',
      cancelled: 'Your booking is cancelled.',
      reminder: 'A reminder that we look forward to seeing you soon.',
    },
    reference: 'Reference',
    date: 'Date',
    time: 'Time',
    partySize: 'Guests',
    manage: 'View, change or cancel your booking',
    message: 'Message',
    greeting: (name) => `Dear ${name},`,
  },
  de: {
    subjects: {
      requested: 'Wir haben Ihre Reservierungsanfrage erhalten',
      confirmed: 'Ihre Reservierung ist bestätigt',
      declined: 'Leider können wir Ihre Reservierung nicht annehmen',
      changed: 'Ihre Reservierung wurde geändert',
      cancelled: 'Ihre Reservierung ist storniert',
      reminder: 'Erinnerung an Ihre Reservierung',
    },
    intros: {
      requested: 'Wir haben Ihre Anfrage erhalten und bestätigen sie in Kürze.',
      confirmed: 'Ihre Reservierung ist bestätigt. Wir freuen uns auf Ihren Besuch.',
      declined: 'Leider können wir Ihre Reservierung zu diesem Zeitpunkt nicht annehmen.',
      changed: 'Ihre Reservierung wurde wie folgt geändert.',
      cancelled: 'Ihre Reservierung ist storniert.',
      reminder: 'Wir erinnern Sie gern: Wir freuen uns bald auf Ihren Besuch.',
    },
    reference: 'Reservierungscode',
    date: 'Datum',
    time: 'Uhrzeit',
    partySize: 'Personen',
    manage: 'Reservierung ansehen, ändern oder stornieren',
    message: 'Nachricht',
    greeting: (name) => `Guten Tag ${name},`,
  },
};

const STAFF_SUBJECTS: Record<StaffMessageKind, string> = {
  new: 'Új foglalás',
  changed: 'Egy vendég módosította a foglalását',
  cancelled: 'Egy vendég lemondta a foglalását',
};

/** A booking the mails can be written about: one with the guest's name and address. */
export type MailBooking = Reservation & { name: string; email: string };

export type MailPlace = {
  restaurant: Restaurant | undefined;
  timeZone: string;
  manageUrl: string;
  host: string;
  stayMinutes: number;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function place(restaurant: Restaurant | undefined): string[] {
  if (!restaurant) return [];
  const { street, postalCode, city } = restaurant.address;
  return [restaurant.name, `${postalCode} ${city}, ${street}`, restaurant.phone];
}

function body(lines: Array<[string, string] | string>, link?: { label: string; url: string }) {
  const text = [
    ...lines.map((line) => (typeof line === 'string' ? line : `${line[0]}: ${line[1]}`)),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...lines.map((line) =>
      typeof line === 'string'
        ? `<p>${escape(line)}</p>`
        : `<p><strong>${escape(line[0])}:</strong> ${escape(line[1])}</p>`,
    ),
    ...(link ? [`<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

const icsTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (text: string) => text.replace(/([\\;,])/g, '\\$1').replace(/\n/g, '\\n');

/** A calendar entry for a confirmed booking, in UTC so that it needs no time-zone block. */
function calendar(booking: MailBooking, at: MailPlace, subject: string): string {
  const start = instantOf(at.timeZone, booking.date, minutesOf(booking.time));
  const name = at.restaurant?.name ?? subject;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//restaurant-site//booking//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${at.host}`,
    `DTSTAMP:${icsTime(Date.now())}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(start + at.stayMinutes * 60_000)}`,
    `SUMMARY:${icsText(`${name} (${booking.partySize})`)}`,
    `LOCATION:${icsText(place(at.restaurant).slice(1, 2).join(''))}`,
    `URL:${at.manageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A message to the guest in the booking's language; no tracking of any kind. */
export function guestMessage(
  kind: GuestMessageKind,
  booking: MailBooking,
  at: MailPlace,
  staffMessage?: string,
): MailMessage {
  const words = WORDS[booking.language];
  const subject = `${words.subjects[kind]} (${booking.reference})`;
  const { text, html } = body(
    [
      words.greeting(booking.name),
      words.intros[kind],
      ...(staffMessage ? [[words.message, staffMessage] as [string, string]] : []),
      [words.reference, booking.reference],
      [words.date, booking.date],
      [words.time, booking.time],
      [words.partySize, String(booking.partySize)],
      ...place(at.restaurant),
    ],
    { label: words.manage, url: at.manageUrl },
  );
  return {
    to: booking.email,
    subject,
    text,
    html,
    ...(kind === 'confirmed'
      ? {
          attachments: [
            {
              filename: `${booking.reference}.ics`,
              content: calendar(booking, at, subject),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  };
}

/** A notice to the restaurant, in Hungarian. */
export function staffMessage(
  kind: StaffMessageKind,
  booking: MailBooking,
  to: string,
): MailMessage {
  const subject = `${STAFF_SUBJECTS[kind]}: ${booking.date} ${booking.time}, ${booking.partySize} fő (${booking.reference})`;
  const { text, html } = body([
    STAFF_SUBJECTS[kind],
    ['Foglalási kód', booking.reference],
    ['Dátum', booking.date],
    ['Időpont', booking.time],
    ['Létszám', String(booking.partySize)],
    ['Név', booking.name],
    ['E-mail', booking.email],
    ...(booking.phone ? [['Telefon', booking.phone] as [string, string]] : []),
    ...(booking.note ? [['Megjegyzés', booking.note] as [string, string]] : []),
  ]);
  return { to, subject, text, html };
}
