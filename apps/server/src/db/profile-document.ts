import { sql, type Kysely } from 'kysely';

type Row = { value: string };

/**
 * Rewrites the stored restaurant profile, a JSON document in `settings`, with `change`: for a
 * migration that adds or drops one of its fields. Nothing happens while there is no profile.
 */
export async function rewriteProfile(
  db: Kysely<unknown>,
  change: (profile: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const { rows } = await sql<Row>`select value from settings where key = 'restaurant'`.execute(db);
  const row = rows[0];
  if (!row) return;
  const value = JSON.stringify(change(JSON.parse(row.value) as Record<string, unknown>));
  await sql`update settings set value = ${value} where key = 'restaurant'`.execute(db);
}
