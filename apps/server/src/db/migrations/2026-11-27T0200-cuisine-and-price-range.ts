import { sql, type Kysely } from 'kysely';

type Row = { value: string };

/** Rewrites the stored restaurant profile, a JSON document in `settings`, with `change`. */
async function rewriteProfile(
  db: Kysely<unknown>,
  change: (profile: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const { rows } = await sql<Row>`select value from settings where key = 'restaurant'`.execute(db);
  const row = rows[0];
  if (!row) return;
  const value = JSON.stringify(change(JSON.parse(row.value) as Record<string, unknown>));
  await sql`update settings set value = ${value} where key = 'restaurant'`.execute(db);
}

// The cuisine and the price range for schema.org are the owner's to state: unknown until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteProfile(db, (profile) => ({ servesCuisine: null, priceRange: null, ...profile }));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteProfile(
    db,
    ({ servesCuisine: _cuisine, priceRange: _range, ...profile }) => profile,
  );
}
