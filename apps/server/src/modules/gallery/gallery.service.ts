import type { Gallery } from '@restaurant/contract/media.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import * as galleryRepository from '#src/modules/gallery/gallery.repository.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';

export function findGallery(db: Db): Promise<Gallery> {
  return galleryRepository.find(db);
}

/** Sets the gallery's pictures in order; each must exist and have its alternative texts. */
export async function saveGallery(db: Db, input: Gallery): Promise<Gallery> {
  return inTransaction({ db }, async ({ db: trx }) => {
    const errors = await pictureErrors(trx, input.mediaIds, (index) => `mediaIds.${index}`);
    if (errors.length > 0) throw new ValidationError(errors);
    return galleryRepository.save(trx, input);
  });
}
