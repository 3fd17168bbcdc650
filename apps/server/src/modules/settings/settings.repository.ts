import type { Db } from '#src/db/database.ts';
import { precompiled } from '#src/db/precompiled.ts';

/** The restaurant's documents (profile, opening hours, gallery, booking), each stored whole under a key. */
export type SettingKey =
  'restaurant' | 'openingHours' | 'gallery' | 'reservationSettings' | 'tables';

const valueOf = precompiled((db) =>
  db.selectFrom('settings').select('value').where('key', '=', ''),
);

export async function findValue<T>(db: Db, key: SettingKey): Promise<T | undefined> {
  const [row] = await valueOf(db, [key]);
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function upsert(db: Db, key: SettingKey, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}
