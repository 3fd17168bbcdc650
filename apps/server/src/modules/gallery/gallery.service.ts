import type { Gallery } from '@restaurant/contract/media.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import * as galleryRepository from '#src/modules/gallery/gallery.repository.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';

export function findGallery(ctx: Context): Promise<Gallery> {
  return galleryRepository.find(ctx.db);
}

/** Sets the gallery's pictures in order; each must exist and have its alternative texts. */
export async function saveGallery(ctx: Context, input: Gallery): Promise<Gallery> {
  return inTransaction(ctx, async (tx) => {
    const errors = await pictureErrors(tx, input.mediaIds, (index) => `mediaIds.${index}`);
    if (errors.length > 0) throw new ValidationError(errors);
    return galleryRepository.save(tx.db, input);
  });
}
