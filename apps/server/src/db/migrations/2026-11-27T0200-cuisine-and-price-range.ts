import type { Kysely } from 'kysely';
import { rewriteProfile } from '#src/db/profile-document.ts';

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
