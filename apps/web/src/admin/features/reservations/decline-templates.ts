import type { Language } from '@restaurant/contract/languages.ts';

/** Ready messages for a decline, named in Hungarian, written in the guest's language. */
export const DECLINE_TEMPLATES: Array<{ label: string; text: Record<Language, string> }> = [
  {
    label: 'Sajnos teltház',
    text: {
      hu: 'Sajnos erre az időpontra minden asztalunk foglalt. Szívesen várjuk egy másik napon.',
      en: 'We are sorry, every table is taken at that time. We would be glad to welcome you on another day.',
      de: 'Leider sind zu dieser Zeit alle Tische belegt. Gern begrüßen wir Sie an einem anderen Tag.',
    },
  },
  {
    label: 'Zárt rendezvény',
    text: {
      hu: 'Erre az időpontra zárt rendezvényünk van, ezért nem tudunk asztalt biztosítani.',
      en: 'We have a private event at that time, so we cannot offer you a table.',
      de: 'Zu dieser Zeit haben wir eine geschlossene Gesellschaft und können Ihnen leider keinen Tisch anbieten.',
    },
  },
  {
    label: 'Nagy társaság: hívjon',
    text: {
      hu: 'Ekkora társaságnak kérjük, hívjon minket, hogy együtt megtaláljuk a legjobb időpontot.',
      en: 'For a party of this size, please call us so that we can find the best time together.',
      de: 'Für eine so große Gruppe rufen Sie uns bitte an, damit wir gemeinsam die beste Zeit finden.',
    },
  },
];

/** The guest's language as staff read it on the card. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  hu: 'magyar',
  en: 'angol',
  de: 'német',
};
