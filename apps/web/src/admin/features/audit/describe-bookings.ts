import type { AuditChange, AuditEntry } from '@restaurant/contract/audit.ts';
import { formatLongDate } from '@restaurant/contract/format.ts';
import type { ReservationSource, ReservationStatus } from '@restaurant/contract/reservation.ts';
import type { WaitlistStatus } from '@restaurant/contract/waitlist.ts';
import {
  ENABLED_LABEL,
  SETTING_FIELDS,
  SOURCE_LABELS,
  STATUS_LABELS,
  WAITLIST_STATUS_LABELS,
} from '#web/admin/lib/reservation-labels.ts';

const SETTING_LABELS = new Map<string, string>([
  ['enabled', ENABLED_LABEL],
  ...SETTING_FIELDS.map(([key, label]): [string, string] => [key, label]),
]);

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : String(value);
const yesNo = (value: unknown) => (value ? 'igen' : 'nem');
const status = (value: unknown) =>
  STATUS_LABELS[value as ReservationStatus]?.toLocaleLowerCase('hu') ?? text(value);
const source = (value: unknown) =>
  SOURCE_LABELS[value as ReservationSource]?.toLocaleLowerCase('hu') ?? text(value);
const date = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatLongDate(value, 'hu')
    : text(value);
const quoted = (value: unknown) => (value ? `„${String(value)}”` : '–');

/** A booking's fields in words, each with how its values read. */
const BOOKING_FIELDS: Record<string, [name: string, read: (value: unknown) => string]> = {
  source: ['forrás', source],
  date: ['dátum', date],
  time: ['időpont', text],
  partySize: ['létszám', (value) => (value === null ? '–' : `${text(value)} fő`)],
  table: ['asztal', text],
  tables: ['asztalok', text],
  staffNote: ['belső megjegyzés', quoted],
  guestNote: ['vendégjegyzet', quoted],
  paid: ['fizetve', yesNo],
};

function bookingLine(change: AuditChange): string {
  if (change.field === 'status') return `${status(change.before)} → ${status(change.after)}`;
  const [name, read] = BOOKING_FIELDS[change.field] ?? [change.field, text];
  return `${name} ${read(change.before)} → ${read(change.after)}`;
}

function waitlistLine(change: AuditChange): string {
  if (change.field === 'status') {
    const read = (value: unknown) =>
      WAITLIST_STATUS_LABELS[value as WaitlistStatus]?.toLocaleLowerCase('hu') ?? text(value);
    return `${read(change.before)} → ${read(change.after)}`;
  }
  const name = change.field === 'offeredTime' ? 'felajánlott időpont' : change.field;
  return `${name} ${text(change.before)} → ${text(change.after)}`;
}

function settingLine(change: AuditChange): string {
  const label = SETTING_LABELS.get(change.field) ?? change.field;
  const read = change.field === 'enabled' ? yesNo : text;
  return `${label}: ${read(change.before)} → ${read(change.after)}`;
}

/** A table as the log keeps it: "4 fő, Terasz, összetolható: A2". */
type TableFacts = { seats: number; area: string; joinsWith: string[] };

function tableText(facts: TableFacts): string {
  const joins = facts.joinsWith.length > 0 ? `, összetolható: ${facts.joinsWith.join(', ')}` : '';
  return `${facts.seats} fő, ${facts.area}${joins}`;
}

/** "Asztal A1 hozzáadva: 4 fő, Terasz", "Asztal B1 törölve", "Asztal A1: 4 fő, … → 6 fő, …". */
function tableLine(change: AuditChange): string {
  const before = change.before as (TableFacts & { name?: string }) | null;
  const after = change.after as TableFacts | null;
  if (!before && after) return `Asztal ${change.field} hozzáadva: ${tableText(after)}`;
  if (before && !after) return `Asztal ${change.field} törölve (${tableText(before)})`;
  const renamed = before?.name && before.name !== change.field ? ` (korábban ${before.name})` : '';
  return `Asztal ${change.field}${renamed}: ${tableText(before!)} → ${tableText(after!)}`;
}

/**
 * The changes of a booking, a waiting list entry or the booking settings in Hungarian sentences
 * ("Foglalás H3ZQY5: visszaigazolva → lemondva", "Várólista K7PQ2M: várakozik → időpont
 * felajánlva", "Érkező vendégek idősávonként: 12 → 16"); null for other entries.
 */
export function describeBookingChanges(entry: AuditEntry): string[] | null {
  if (entry.entity === 'reservation') {
    return entry.changes.map((change) => `Foglalás ${entry.label ?? ''}: ${bookingLine(change)}`);
  }
  if (entry.entity === 'waitlist') {
    return entry.changes.map((change) => `Várólista ${entry.label ?? ''}: ${waitlistLine(change)}`);
  }
  if (entry.entity === 'reservation-settings') return entry.changes.map(settingLine);
  if (entry.entity === 'tables') return entry.changes.map(tableLine);
  return null;
}
