import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type { Db } from '#src/db/database.ts';
import * as settingsRepository from '#src/modules/settings/settings.repository.ts';

/** The hours with the highest exception id ever given, so that no id is given twice. */
export type StoredOpeningHours = OpeningHours & { lastExceptionId?: number };

/** No stored hours means closed every day. */
export async function find(db: Db): Promise<StoredOpeningHours> {
  return (
    (await settingsRepository.findValue<StoredOpeningHours>(db, 'openingHours')) ?? {
      weekly: [],
      exceptions: [],
    }
  );
}

export async function save(db: Db, hours: StoredOpeningHours): Promise<void> {
  await settingsRepository.upsert(db, 'openingHours', hours);
}
