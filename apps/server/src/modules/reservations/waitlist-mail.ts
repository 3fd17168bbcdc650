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
  offeredTime: string | null;
  /** Until when the offered time is held, as the restaurant's clock reads it (HH:MM). */
  heldUntil: string | null;
};

type WaitlistWords = {
  subjects: Record<WaitlistMessageKind, string>;
  intros: Record<WaitlistMessageKind, string>;
  /** Names until when the seats are held: {time}. */
  heldUntil: string;
  window: string;
  open: Record<WaitlistMessageKind, string>;
};

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
  const own = WAITLIST_WORDS[lang];
  const date = formatLongDate(entry.date, lang);
  const when = kind === 'offered' ? `${date}, ${entry.offeredTime}` : date;
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
          [words.date, date],
          kind === 'offered'
            ? [words.time, entry.offeredTime ?? '']
            : [own.window, `${entry.from}–${entry.to}`],
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
