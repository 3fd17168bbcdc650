import type { AuditChange } from '@restaurant/contract/audit.ts';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethodId,
} from '@restaurant/contract/payment-methods.ts';
import { weekdayName } from '@restaurant/contract/format.ts';

type Range = { from: string; to: string };
type Day = { day: number; restaurant: Range[]; kitchen: Range[] };
type Exception = {
  from: string;
  to: string;
  closed: boolean;
  restaurant: Range[];
  note?: { hu: string } | null;
};

const TEXT_NAMES: Record<string, string> = {
  kicker: 'a nyitókép felirata',
  tagline: 'a jelmondat',
  welcome: 'az üdvözlő szöveg',
  technical: 'a technikai adatok',
  disclaimer: 'a felelősségi nyilatkozat',
  privacy: 'az adatvédelmi tájékoztató',
};

const ranges = (list: Range[] | undefined) =>
  list && list.length > 0 ? list.map((range) => `${range.from}–${range.to}`).join(', ') : 'zárva';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** "kedd 10:00–20:00 → 11:00–21:00", and the kitchen's hours where they changed. */
function weeklyLines(before: unknown, after: unknown): string[] {
  const old = list(before) as Day[];
  const next = list(after) as Day[];
  return [1, 2, 3, 4, 5, 6, 7].flatMap((day) => {
    const a = old.find((entry) => entry.day === day);
    const b = next.find((entry) => entry.day === day);
    const lines: string[] = [];
    if (ranges(a?.restaurant) !== ranges(b?.restaurant)) {
      lines.push(`${weekdayName(day, 'hu')} ${ranges(a?.restaurant)} → ${ranges(b?.restaurant)}`);
    }
    if (ranges(a?.kitchen) !== ranges(b?.kitchen)) {
      lines.push(`${weekdayName(day, 'hu')} konyha ${ranges(a?.kitchen)} → ${ranges(b?.kitchen)}`);
    }
    return lines;
  });
}

function exceptionText(exception: Exception): string {
  const days =
    exception.from === exception.to ? exception.from : `${exception.from}–${exception.to}`;
  const hours = exception.closed ? 'zárva' : ranges(exception.restaurant);
  return `${days} ${hours}${exception.note?.hu ? ` (${exception.note.hu})` : ''}`;
}

function exceptionLines(before: unknown, after: unknown): string[] {
  const old = (list(before) as Exception[]).map(exceptionText);
  const next = (list(after) as Exception[]).map(exceptionText);
  return [
    ...next.filter((text) => !old.includes(text)).map((text) => `eltérő nap: ${text}`),
    ...old.filter((text) => !next.includes(text)).map((text) => `eltérő nap törölve: ${text}`),
  ];
}

function galleryLines(before: unknown, after: unknown): string[] {
  const old = list(before);
  const next = list(after);
  const added = next.filter((id) => !old.includes(id)).length;
  const removed = old.filter((id) => !next.includes(id)).length;
  const lines = [
    ...(added > 0 ? [`${added} kép hozzáadva`] : []),
    ...(removed > 0 ? [`${removed} kép eltávolítva`] : []),
  ];
  return lines.length > 0 ? lines : ['a képek sorrendje módosult'];
}

const paymentNames = (value: unknown) =>
  list(value)
    .map((id) => PAYMENT_METHOD_LABELS[id as PaymentMethodId]?.hu ?? String(id))
    .join(', ') || '–';

const quoted = (value: unknown) => {
  const text = (value as { hu?: unknown } | null)?.hu;
  return typeof text === 'string' && text !== '' ? `„${text}”` : '–';
};

/**
 * The sentences for a change of hours, exceptions, pictures, payment methods or texts, which are
 * not single values; null for any other field.
 */
export function describeSpecial(prefix: string, change: AuditChange): string[] | null {
  const { field, before, after } = change;
  const of = (lines: string[]) => lines.map((line) => `${prefix}: ${line}`);
  if (field === 'weekly') return of(weeklyLines(before, after));
  if (field === 'exceptions') return of(exceptionLines(before, after));
  if (field === 'mediaIds') return of(galleryLines(before, after));
  if (field === 'paymentMethods') {
    return of([`fizetési módok ${paymentNames(before)} → ${paymentNames(after)}`]);
  }
  if (field === 'heroMediaId') {
    return of([after === null ? 'a nyitókép levéve' : 'új nyitókép']);
  }
  if (field === 'logoMediaId') {
    return of([after === null ? 'a logó levéve' : 'új logó']);
  }
  if (field.startsWith('texts.')) {
    const name = TEXT_NAMES[field.slice('texts.'.length)] ?? field;
    return of([`${name} ${quoted(before)} → ${quoted(after)}`]);
  }
  return null;
}
