import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { Db } from '#src/db/database.ts';
import * as settingsRepository from '#src/modules/settings/settings.repository.ts';

/** The room's tables with the highest id ever given, so that no id is given twice. */
export type StoredTables = { tables: DiningTable[]; lastTableId: number };

/** No stored tables: the restaurant keeps none (bookings hold seats only). */
export async function find(db: Db): Promise<StoredTables> {
  return (
    (await settingsRepository.findValue<StoredTables>(db, 'tables')) ?? {
      tables: [],
      lastTableId: 0,
    }
  );
}

export async function save(db: Db, stored: StoredTables): Promise<void> {
  await settingsRepository.upsert(db, 'tables', stored);
}
