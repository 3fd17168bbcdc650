import { z } from 'zod';

const MAX_TABLES = 200;

const label = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be blank')
    .max(max, `At most ${max} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), 'Must not contain control characters');

/**
 * A table of the room. `id` is the stored table's; a new table sends 0 or less, an id that only
 * names it within the same list (for `joinsWith`), and gets the next id never given before.
 */
export const DiningTableSchema = z
  .strictObject({
    id: z.number().int('Must be a whole number').max(2_147_483_647),
    name: label(30),
    seats: z
      .number()
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(100, 'Must be at most 100'),
    area: label(40),
    /** The tables it can be pushed together with, for a larger party. */
    joinsWith: z.array(z.number().int()).max(MAX_TABLES),
  })
  .meta({ id: 'DiningTable' });
export type DiningTable = z.infer<typeof DiningTableSchema>;

/** The room's tables, replaced whole; ids, names and the tables joined with must make sense. */
export const DiningTablesSchema = z
  .array(DiningTableSchema)
  .max(MAX_TABLES, `At most ${MAX_TABLES} tables`)
  .superRefine((tables, ctx) => {
    const ids = new Set<number>();
    const names = new Set<string>();
    tables.forEach((table, index) => {
      if (ids.has(table.id)) {
        ctx.addIssue({ code: 'custom', message: 'Must be unique', path: [index, 'id'] });
      }
      ids.add(table.id);
      const name = table.name.trim().toLocaleLowerCase('hu');
      if (names.has(name)) {
        ctx.addIssue({ code: 'custom', message: 'Must be unique', path: [index, 'name'] });
      }
      names.add(name);
    });
    tables.forEach((table, index) => {
      if (table.joinsWith.some((id) => id === table.id || !ids.has(id))) {
        ctx.addIssue({
          code: 'custom',
          message: 'Must name other tables of the list',
          path: [index, 'joinsWith'],
        });
      }
    });
  })
  .meta({ id: 'DiningTables' });
export type DiningTables = z.infer<typeof DiningTablesSchema>;

/**
 * The tables suggested for a booking: the smallest free table, or group of tables joined
 * together, with seats for the party over its stay; null when none is free or none fits.
 */
export const TableSuggestionSchema = z
  .object({ tableIds: z.array(z.number()).nullable(), seats: z.number().nullable() })
  .meta({ id: 'TableSuggestion' });
export type TableSuggestion = z.infer<typeof TableSuggestionSchema>;

/**
 * What is wrong with a booking's tables: one of them is given to another booking whose stay
 * overlaps (`doubleSeated`, naming that booking), or they seat fewer than the party (`tooSmall`).
 */
export const TableWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('doubleSeated'),
    tableId: z.number(),
    reference: z.string(),
    time: z.string(),
  }),
  z.object({ code: z.literal('tooSmall'), seats: z.number() }),
]);
export type TableWarning = z.infer<typeof TableWarningSchema>;
