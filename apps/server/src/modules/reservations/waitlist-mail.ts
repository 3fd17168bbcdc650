import { formatLongDate } from '@restaurant/contract/format.ts';
import type { Language } from '@restaurant/contract/languages.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { MailMessage } from '#src/modules/outbox/outbox.service.ts';
import { mailDocument } from '#src/modules/reservations/mail-document.ts';
import { WORDS } from '#src/modules/reservations/reservation-mail-words.ts';

export type WaitlistMessageKind = 'joined' | 'offered';

/** An entry the mails are written about: its guest's name and address, and what was offered. */
export type MailEntry = {
  reference: string;
  date: string;
  partySize: number;
  from: string;
  to: string;
  name: string;
  email: string;
  language: Language;
  /** The title of the event whose seats the entry waits for. */
  event: string | null;
  offeredTime: string | null;
  /** Until when the offered time is held, as the restaurant's clock reads it (HH:MM). */
  heldUntil: string | null;
};

type Wording = {
  subjects: Record<WaitlistMessageKind, string>;
  intros: Record<WaitlistMessageKind, string>;
  /** Names until when the seats are held: {time}. */
  heldUntil: string;
  open: Record<WaitlistMessageKind, string>;
};

/** A table's words, and an event's (seats in place of a table). */
type WaitlistWords = Wording & { window: string; event: Wording };

const WAITLIST_WORDS: Record<Language, WaitlistWords> = {
  hu: {
    subjects: { joined: 'Felírtuk a várólistára', offered: 'Felszabadult egy asztal' },
    intros: {
      joined: 'Felírtuk a várólistára. Ha felszabadul egy asztal, e-mailben azonnal jelezzük.',
      offered:
        'Felszabadult egy asztal, és a várólistán Ön következik. Az alábbi időpontot tartjuk Önnek.',
    },
    heldUntil:
      'Az asztalt {time}-ig tartjuk. Foglaláshoz nyissa meg a linket, és nyomja meg a „Lefoglalom” gombot.',
    window: 'Időablak',
    open: { joined: 'Várólista megtekintése vagy elhagyása', offered: 'Az asztal lefoglalása' },
    event: {
      subjects: { joined: 'Felírtuk a várólistára', offered: 'Felszabadult hely' },
      intros: {
        joined:
          'Felírtuk az esemény várólistájára. Ha felszabadul hely, e-mailben azonnal jelezzük.',
        offered:
          'Felszabadult hely az eseményre, és a várólistán Ön következik. A helyeket fenntartjuk Önnek.',
      },
      heldUntil:
        'A helyeket {time}-ig tartjuk. Foglaláshoz nyissa meg a linket, és nyomja meg a „Lefoglalom” gombot.',
      open: { joined: 'Várólista megtekintése vagy elhagyása', offered: 'A helyek lefoglalása' },
    },
  },
  en: {
    subjects: { joined: 'You are on the waiting list', offered: 'A table has come free' },
    intros: {
      joined: 'You are on our waiting list. Should a table come free, we will e-mail you at once.',
      offered:
        'A table has come free and you are next on the waiting list. We are holding this time for you.',
    },
    heldUntil:
      'We hold the table until {time}. To book it, open the link and press “Book this table”.',
    window: 'Times',
    open: { joined: 'View or leave the waiting list', offered: 'Book the table' },
    event: {
      subjects: { joined: 'You are on the waiting list', offered: 'Seats have come free' },
      intros: {
        joined:
          'You are on the waiting list for this event. Should seats come free, we will e-mail you at once.',
        offered:
          'Seats have come free for this event and you are next on the waiting list. We are holding them for you.',
      },
      heldUntil:
        'We hold the seats until {time}. To book them, open the link and press “Book these seats”.',
      open: { joined: 'View or leave the waiting list', offered: 'Book the seats' },
    },
  },
  de: {
    subjects: { joined: 'Sie stehen auf der Warteliste', offered: 'Ein Tisch ist frei geworden' },
    intros: {
      joined: 'Sie stehen auf unserer Warteliste. Wird ein Tisch frei, schreiben wir Ihnen sofort.',
      offered:
        'Ein Tisch ist frei geworden, und Sie sind auf der Warteliste an der Reihe. Diese Uhrzeit halten wir für Sie frei.',
    },
    heldUntil:
      'Wir halten den Tisch bis {time} Uhr frei. Öffnen Sie den Link und tippen Sie auf „Tisch reservieren“.',
    window: 'Zeitraum',
    open: { joined: 'Warteliste ansehen oder verlassen', offered: 'Den Tisch reservieren' },
    event: {
      subjects: { joined: 'Sie stehen auf der Warteliste', offered: 'Plätze sind frei geworden' },
      intros: {
        joined:
          'Sie stehen auf der Warteliste für diese Veranstaltung. Werden Plätze frei, schreiben wir Ihnen sofort.',
        offered:
          'Für diese Veranstaltung sind Plätze frei geworden, und Sie sind auf der Warteliste an der Reihe. Wir halten sie für Sie frei.',
      },
      heldUntil:
        'Wir halten die Plätze bis {time} Uhr frei. Öffnen Sie den Link und tippen Sie auf „Plätze reservieren“.',
      open: { joined: 'Warteliste ansehen oder verlassen', offered: 'Die Plätze reservieren' },
    },
  },
};

/** A message to a guest on the waiting list, in the entry's language; no tracking of any kind. */
export function waitlistMessage(
  kind: WaitlistMessageKind,
  entry: MailEntry,
  at: { restaurant: Restaurant | undefined; host: string; manageUrl: string },
): Omit<MailMessage, 'messageId'> {
  const lang = entry.language;
  const words = WORDS[lang];
  const own = entry.event === null ? WAITLIST_WORDS[lang] : WAITLIST_WORDS[lang].event;
  const date = formatLongDate(entry.date, lang);
  const day = kind === 'offered' ? `${date}, ${entry.offeredTime}` : date;
  const when = entry.event === null ? day : `${entry.event}, ${day}`;
  const subject = `${own.subjects[kind]}: ${when} (${entry.reference})`;
  const name = at.restaurant?.name ?? at.host;
  const { text, html } = mailDocument({
    lang,
    title: subject,
    heading: name,
    blocks: [
      { kind: 'line', text: own.intros[kind] },
      ...(kind === 'offered'
        ? [{ kind: 'line' as const, text: own.heldUntil.replace('{time}', entry.heldUntil ?? '') }]
        : []),
      {
        kind: 'facts',
        rows: [
          [words.bookingFor, entry.name],
          [words.reference, entry.reference],
          ...(entry.event === null ? [] : [[words.event, entry.event] as [string, string]]),
          [words.date, date],
          kind === 'offered' || entry.event !== null
            ? [words.time, entry.offeredTime ?? entry.from]
            : [WAITLIST_WORDS[lang].window, `${entry.from}–${entry.to}`],
          [words.partySize, String(entry.partySize)],
        ],
      },
      ...(at.restaurant
        ? [{ kind: 'line' as const, text: `${name}, ${at.restaurant.phone}` }]
        : []),
      { kind: 'links', links: [{ label: own.open[kind], url: at.manageUrl }] },
    ],
  });
  return {
    to: entry.email,
    ...(at.restaurant?.email ? { replyTo: at.restaurant.email } : {}),
    subject,
    text,
    html,
  };
}
