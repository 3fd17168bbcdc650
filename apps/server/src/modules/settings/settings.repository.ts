import type { Db } from '#src/db/database.ts';

/** The restaurant's documents (profile, opening hours, gallery, booking), each stored whole under a key. */
export type SettingKey =
  'restaurant' | 'openingHours' | 'gallery' | 'reservationSettings' | 'tables';

export async function findValue<T>(db: Db, key: SettingKey): Promise<T | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
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
