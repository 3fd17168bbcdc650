import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { requiredMessage } from '#web/admin/lib/form-messages.ts';

/** A table as the form holds it: the seats as typed. */
export type TableDraft = Omit<DiningTable, 'seats'> & { seats: string };

export const MAX_SEATS = 100;
const SEATS_RANGE = `1 és ${MAX_SEATS} közötti egész számot adjon meg`;

/** Each field's Hungarian message, by `index.field`, before anything is sent. */
export function draftErrors(drafts: TableDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = new Map<string, number>();
  drafts.forEach((draft, index) => {
    const name = draft.name.trim().toLocaleLowerCase('hu');
    if (!name) errors[`${index}.name`] = requiredMessage('Név');
    else if (names.has(name)) errors[`${index}.name`] = 'Ilyen nevű asztal már van';
    names.set(name, index);
    const seats = Number(draft.seats);
    if (!/^\d+$/.test(draft.seats.trim()) || seats < 1 || seats > MAX_SEATS) {
      errors[`${index}.seats`] = SEATS_RANGE;
    }
    if (!draft.area.trim()) errors[`${index}.area`] = requiredMessage('Terület');
  });
  return errors;
}

const SERVER_WORDS: Record<string, string> = {
  name: 'Érvénytelen név (legfeljebb 30 karakter, egyedi)',
  seats: SEATS_RANGE,
  area: 'Érvénytelen terület (legfeljebb 40 karakter)',
  joinsWith: 'Csak a lista más asztalaival tolható össze',
  id: 'Ez az asztal közben megváltozott; töltse be újra az oldalt',
};

/** The API's field messages in Hungarian, by `index.field`. */
export function serverErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(
    error.problem.errors.map((entry) => [
      entry.path,
      SERVER_WORDS[entry.path.split('.').at(-1) ?? ''] ?? 'Érvénytelen érték',
    ]),
  );
}

export const toDraft = (table: DiningTable): TableDraft => ({
  ...table,
  seats: String(table.seats),
});

export const fromDraft = (draft: TableDraft): DiningTable => ({
  ...draft,
  name: draft.name.trim(),
  area: draft.area.trim(),
  seats: Number(draft.seats),
});
