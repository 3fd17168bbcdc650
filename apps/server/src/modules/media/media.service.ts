import { randomBytes } from 'node:crypto';
import type { Media } from '@restaurant/contract/media.ts';
import { UPLOAD_MAX_PIXELS } from '@restaurant/contract/limits.ts';
import type { SitePicture } from '@restaurant/contract/site-picture.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { declaredSize, encodePicture, formatMatches, sniffImageType } from '#src/lib/image.ts';
import * as mediaRepository from '#src/modules/media/media.repository.ts';

const unsupported = () =>
  new AppError(
    415,
    'Unsupported Media Type',
    'The file must be a JPEG, PNG, WebP or AVIF picture.',
  );
const unreadable = () =>
  new ValidationError([
    { path: 'file', message: 'The picture could not be read; it may be damaged or cut short.' },
  ]);

/** Whether a picture has its alternative text in every language, as the site needs to show it. */
const hasAlt = (picture: Pick<SitePicture, 'alt'>) =>
  Boolean(picture.alt.hu && picture.alt.en && picture.alt.de);

/** The pictures with these ids that the site may show: those with every alternative text. */
export async function findShowable(ctx: Context, ids: number[]): Promise<SitePicture[]> {
  return (await mediaRepository.findPictures(ctx.db, ids)).filter(hasAlt);
}

/** Answers the ids of the pictures the site shows, read in the transaction given. */
export type PicturesShown = (ctx: Context) => Promise<Set<number>>;

/** A checked upload re-encoded at every width, ready to be stored. */
export type PreparedPicture = Awaited<ReturnType<typeof encodePicture>>;

/**
 * Checks the file by its bytes and its header before decoding anything, then re-encodes it, before
 * any transaction begins. The original bytes are never stored.
 */
export async function preparePicture(bytes: Uint8Array): Promise<PreparedPicture> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  const size = await declaredSize(bytes);
  if (!size) throw unreadable();
  if (!formatMatches(type, size.format)) throw unsupported();
  if (size.width * size.height > UPLOAD_MAX_PIXELS) {
    throw new AppError(
      413,
      'Content Too Large',
      `The picture is ${size.width}×${size.height} pixels; at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
  return encodePicture(bytes, UPLOAD_MAX_PIXELS).catch(() => {
    throw unreadable();
  });
}

/** Stores a prepared picture under a new random key. */
export async function storePicture(
  ctx: Context,
  picture: PreparedPicture,
  now: number,
): Promise<Media> {
  const key = randomBytes(12).toString('hex');
  return inTransaction(ctx, (tx) =>
    mediaRepository.insert(
      tx.db,
      { key, width: picture.width, height: picture.height, createdAt: now },
      picture.files,
    ),
  );
}

/** Deletes a picture of the library unless the site shows it (asked of `shown`, which knows). */
export async function deletePicture(ctx: Context, id: number, shown: PicturesShown): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await mediaRepository.findById(tx.db, id))) throw new NotFoundError(`Picture ${id}`);
    if ((await shown(tx)).has(id)) {
      throw new ConflictError(
        `Picture ${id} is shown on the site (hero, logo or gallery); choose another first.`,
      );
    }
    await mediaRepository.remove(tx.db, id);
  });
}

/** The field errors for pictures that do not exist or lack alternative text in a language. */
export async function pictureErrors(ctx: Context, ids: number[], path: (index: number) => string) {
  const pictures = new Map((await mediaRepository.findPictures(ctx.db, ids)).map((p) => [p.id, p]));
  return ids.flatMap((id, index) => {
    const picture = pictures.get(id);
    if (!picture) return [{ path: path(index), message: `Picture ${id} does not exist` }];
    if (!hasAlt(picture)) {
      return [
        {
          path: path(index),
          message: `Picture ${id} needs its alternative text in every language first`,
        },
      ];
    }
    return [];
  });
}
