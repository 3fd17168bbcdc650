import type { Media } from '@restaurant/contract/media.ts';
import type { SitePicture } from '@restaurant/contract/site-picture.ts';
import type { Db } from '#src/db/database.ts';
import type { EncodedFile } from '#src/lib/image.ts';

const COLUMNS = [
  'id',
  'key',
  'width',
  'height',
  'widths',
  'altHu',
  'altEn',
  'altDe',
  'createdAt',
] as const;

type Row = {
  id: number;
  key: string;
  width: number;
  height: number;
  widths: string;
  altHu: string;
  altEn: string;
  altDe: string;
  createdAt: number;
};

/** Where a picture's files are served: `${base}/${width}.${avif|webp|jpg}`. */
export const mediaBase = (key: string) => `/media/p/${key}`;

function toPicture(row: Row): SitePicture {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: { hu: row.altHu, en: row.altEn, de: row.altDe },
    base: mediaBase(row.key),
    widths: row.widths.split(',').map(Number),
  };
}

function toMedia(row: Row): Media {
  const picture = toPicture(row);
  return {
    ...picture,
    url: `${picture.base}/${picture.widths[picture.widths.length - 1]}.jpg`,
    createdAt: row.createdAt,
  };
}

export async function findAll(db: Db): Promise<Media[]> {
  const rows = await db.selectFrom('media').select(COLUMNS).orderBy('id', 'desc').execute();
  return rows.map(toMedia);
}

export async function findById(db: Db, id: number): Promise<Media | undefined> {
  const row = await db.selectFrom('media').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toMedia(row) : undefined;
}

/** The pictures with these ids, in the order asked, leaving out ids that do not exist. */
export async function findPictures(db: Db, ids: number[]): Promise<SitePicture[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('media').select(COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toPicture(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insert(
  db: Db,
  picture: { key: string; width: number; height: number; createdAt: number },
  files: EncodedFile[],
): Promise<Media> {
  const widths = [...new Set(files.map((file) => file.width))].sort((a, b) => a - b);
  const { id } = await db
    .insertInto('media')
    .values({ ...picture, widths: widths.join(',') })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const file of files) {
    await db
      .insertInto('mediaFiles')
      .values({ mediaId: id, width: file.width, format: file.format, bytes: file.bytes })
      .execute();
  }
  return (await findById(db, id))!;
}

export async function updateAlt(db: Db, id: number, alt: Media['alt']): Promise<Media | undefined> {
  const result = await db
    .updateTable('media')
    .set({ altHu: alt.hu, altEn: alt.en, altDe: alt.de })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 0n ? undefined : findById(db, id);
}

/** Deletes the picture with its files (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findFile(
  db: Db,
  where: { key: string; width: number; format: string },
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('mediaFiles')
    .innerJoin('media', 'media.id', 'mediaFiles.mediaId')
    .select('mediaFiles.bytes')
    .where('media.key', '=', where.key)
    .where('mediaFiles.width', '=', where.width)
    .where('mediaFiles.format', '=', where.format)
    .executeTakeFirst();
  return row?.bytes;
}
