import type { Language } from '@restaurant/contract/languages.ts';

export type GuestMessageKind =
  'requested' | 'confirmed' | 'declined' | 'changed' | 'cancelled' | 'reminder';
export type StaffMessageKind = 'new' | 'changed' | 'cancelled';

export type Words = {
  subjects: Record<GuestMessageKind, string>;
  intros: Record<GuestMessageKind, string>;
  /** Added to a change that waits for staff again (a larger party). */
  awaiting: string;
  bookingFor: string;
  reference: string;
  date: string;
  time: string;
  partySize: string;
  message: string;
  manage: string;
  bookAgain: string;
  /** The reminder's question and its two answers. */
  stillComingQuestion: string;
  stillComing: string;
  cancel: string;
  /** An event's booking: the evening, its set menu, its price and how to pay in advance. */
  event: string;
  menu: string;
  price: string;
  perPerson: string;
  prepayment: string;
  paymentNote: string;
};

export const WORDS: Record<Language, Words> = {
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
    awaiting: 'A módosított foglalást hamarosan visszaigazoljuk.',
    bookingFor: 'Foglaló neve',
    reference: 'Foglalási kód',
    date: 'Dátum',
    time: 'Időpont',
    partySize: 'Létszám',
    message: 'Üzenetünk',
    manage: 'Foglalása megtekintése, módosítása vagy lemondása',
    bookAgain: 'Új foglalás',
    stillComingQuestion: 'Kérjük, jelezze, hogy számíthatunk-e Önre:',
    stillComing: 'Igen, jövünk',
    cancel: 'Mégsem jövünk: lemondás',
    event: 'Esemény',
    menu: 'Menü',
    price: 'Ár',
    perPerson: 'fő',
    prepayment: 'Az estét előre, banki átutalással kérjük kifizetni:',
    paymentNote: 'Közleménynek kérjük a foglalási kódot írni',
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
    awaiting: 'We will confirm the changed booking shortly.',
    bookingFor: 'Booking for',
    reference: 'Reference',
    date: 'Date',
    time: 'Time',
    partySize: 'Guests',
    message: 'Our message',
    manage: 'View, change or cancel your booking',
    bookAgain: 'Book again',
    stillComingQuestion: 'Please let us know whether you are still coming:',
    stillComing: 'Yes, we are coming',
    cancel: 'We cannot come: cancel',
    event: 'Event',
    menu: 'Menu',
    price: 'Price',
    perPerson: 'person',
    prepayment: 'Please pay for the evening in advance by bank transfer:',
    paymentNote: 'Please give the booking reference as the payment note',
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
    awaiting: 'Wir bestätigen die geänderte Reservierung in Kürze.',
    bookingFor: 'Reservierung für',
    reference: 'Reservierungscode',
    date: 'Datum',
    time: 'Uhrzeit',
    partySize: 'Personen',
    message: 'Unsere Nachricht',
    manage: 'Reservierung ansehen, ändern oder stornieren',
    bookAgain: 'Erneut reservieren',
    stillComingQuestion: 'Bitte sagen Sie uns, ob Sie kommen:',
    stillComing: 'Ja, wir kommen',
    cancel: 'Wir können nicht kommen: stornieren',
    event: 'Veranstaltung',
    menu: 'Menü',
    price: 'Preis',
    perPerson: 'Person',
    prepayment: 'Bitte bezahlen Sie den Abend im Voraus per Überweisung:',
    paymentNote: 'Bitte geben Sie als Verwendungszweck den Buchungscode an',
  },
};

export const STAFF_SUBJECTS: Record<StaffMessageKind, string> = {
  new: 'Új foglalás',
  changed: 'Egy vendég módosította a foglalását',
  cancelled: 'Egy vendég lemondta a foglalását',
};

export const LANGUAGE_NAMES_HU: Record<Language, string> = {
  hu: 'magyar',
  en: 'angol',
  de: 'német',
};
