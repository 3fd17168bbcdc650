import type { Gallery } from '@restaurant/contract/media.ts';
import type { Db } from '#src/db/database.ts';
import * as settingsRepository from '#src/modules/settings/settings.repository.ts';

export async function find(db: Db): Promise<Gallery> {
  return (await settingsRepository.findValue<Gallery>(db, 'gallery')) ?? { mediaIds: [] };
}

export async function save(db: Db, gallery: Gallery): Promise<Gallery> {
  await settingsRepository.upsert(db, 'gallery', gallery);
  return gallery;
}
