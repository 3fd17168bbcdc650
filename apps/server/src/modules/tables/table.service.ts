import type { AuditChange } from '@restaurant/contract/audit.ts';
import type { DiningTable, DiningTables } from '@restaurant/contract/dining-table.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';
import * as tableRepository from '#src/modules/tables/table.repository.ts';

export async function findTables(ctx: Context): Promise<DiningTable[]> {
  return (await tableRepository.find(ctx.db)).tables;
}

/** What the log keeps of a table: its seats, area and the tables it joins, by name. */
function described(table: DiningTable, names: Map<number, string>) {
  return {
    seats: table.seats,
    area: table.area,
    joinsWith: table.joinsWith.map((id) => names.get(id) ?? String(id)),
  };
}

/** The tables added, removed and changed, one change per table named. */
function changesBetween(before: DiningTable[], after: DiningTable[]): AuditChange[] {
  const namesOf = (tables: DiningTable[]) => new Map(tables.map((table) => [table.id, table.name]));
  const oldNames = namesOf(before);
  const newNames = namesOf(after);
  const changes: AuditChange[] = [];
  for (const table of after) {
    const old = before.find((candidate) => candidate.id === table.id);
    const next = described(table, newNames);
    const was = old && described(old, oldNames);
    if (!old || old.name !== table.name || JSON.stringify(was) !== JSON.stringify(next)) {
      changes.push({
        field: table.name,
        before: old ? { name: old.name, ...was } : null,
        after: next,
      });
    }
  }
  for (const table of before.filter((old) => !newNames.has(old.id))) {
    changes.push({ field: table.name, before: described(table, oldNames), after: null });
  }
  return changes;
}

/**
 * Replaces the room's tables. A table sent with a stored id keeps it; one sent with 0 or less is
 * new and gets the next id never given before. Joining is mutual: a table joins those that name
 * it. Like every PUT, it runs as one unit of work that first locks its address (the plugin
 * edit-conflicts), so changes made at once follow one another and each audit entry starts where
 * the one before it ended.
 */
export async function replaceTables(
  ctx: Context,
  actor: Actor,
  input: DiningTables,
): Promise<DiningTable[]> {
  return inTransaction(ctx, async (tx) => {
    const stored = await tableRepository.find(tx.db);
    const known = new Set(stored.tables.map((table) => table.id));
    const unknown = input.findIndex((table) => table.id > 0 && !known.has(table.id));
    if (unknown >= 0) {
      throw new ValidationError([{ path: `${unknown}.id`, message: 'Must be a stored table' }]);
    }
    let lastTableId = stored.lastTableId;
    const ids = new Map(
      input.map((table) => [table.id, table.id > 0 ? table.id : ++lastTableId] as const),
    );
    const tables = input.map((table) => ({
      ...table,
      id: ids.get(table.id)!,
      joinsWith: [] as number[],
    }));
    input.forEach((table, index) => {
      for (const other of table.joinsWith) {
        const a = tables[index]!;
        const b = tables.find((candidate) => candidate.id === ids.get(other))!;
        if (!a.joinsWith.includes(b.id)) a.joinsWith.push(b.id);
        if (!b.joinsWith.includes(a.id)) b.joinsWith.push(a.id);
      }
    });
    for (const table of tables) table.joinsWith.sort((x, y) => x - y);
    await tableRepository.save(tx.db, { tables, lastTableId });
    const changes = changesBetween(stored.tables, tables);
    if (changes.length > 0) {
      await recordAudit(tx.db, actor, { action: 'update', entity: 'tables', changes });
    }
    return tables;
  });
}
