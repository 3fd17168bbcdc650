import type { Language } from './languages.ts';

/** The payment methods the site knows, each with its logo at /media/pay-{id}.svg. */
export const PAYMENT_METHOD_IDS = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'applepay',
  'googlepay',
  'szep',
  'cash',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

const brand = (name: string) => ({ hu: name, en: name, de: name });

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, Record<Language, string>> = {
  visa: brand('Visa'),
  mastercard: brand('Mastercard'),
  maestro: brand('Maestro'),
  amex: brand('American Express'),
  applepay: brand('Apple Pay'),
  googlepay: brand('Google Pay'),
  szep: { hu: 'SZÉP kártya', en: 'SZÉP card', de: 'SZÉP-Karte' },
  cash: { hu: 'Készpénz', en: 'Cash', de: 'Bargeld' },
};
