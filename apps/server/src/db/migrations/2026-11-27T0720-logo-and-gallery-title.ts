import type { Kysely } from 'kysely';
import { rewriteProfile } from '#src/db/profile-document.ts';

/** The heading every site showed over its gallery before the owner could write one. */
const GALLERY_TITLE = {
  hu: 'Pillanatok a bisztróból',
  en: 'Moments from the bistro',
  de: 'Augenblicke aus dem Bistro',
};

// The gallery's heading becomes the owner's, as it read until now. The logo is a picture of the
// library from now on, which a migration cannot make: the header shows the name alone until the
// owner chooses one in 'Képek'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteProfile(db, (profile) => ({
    galleryTitle: GALLERY_TITLE,
    logoMediaId: null,
    ...profile,
  }));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteProfile(db, ({ galleryTitle: _title, logoMediaId: _logo, ...profile }) => profile);
}
