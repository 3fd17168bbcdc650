import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Context } from '#src/context.ts';
import * as galleryRepository from '#src/modules/gallery/gallery.repository.ts';
import * as mediaRepository from '#src/modules/media/media.repository.ts';
import {
  preparePicture,
  storePicture,
  type PreparedPicture,
} from '#src/modules/media/media.service.ts';
import { replaceOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';
import {
  DEFAULT_RESERVATION_SETTINGS,
  saveReservationSettings,
} from '#src/modules/reservations/reservation-settings.service.ts';
import { openingHours, pictures, restaurant } from '#src/seed/data/restaurant.ts';

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
/** The drawings are rasterised at twice their size, so the largest width of the library is used. */
const SVG_DENSITY = 144;

/** A demo picture as an upload would bring it: drawings are rasterised to PNG first. */
async function pictureBytes(file: string): Promise<Buffer> {
  const bytes = await fs.readFile(path.join(MEDIA_DIR, file));
  return file.endsWith('.svg') ? sharp(bytes, { density: SVG_DENSITY }).png().toBuffer() : bytes;
}

/**
 * Each demo picture prepared (its sizes and formats encoded) once per process: the same file gives
 * the same bytes, and a process that seeds several databases (the tests seed hundreds) would spend
 * about 1.8 s on each. A failed preparation is not kept.
 */
const prepared = new Map<string, Promise<PreparedPicture>>();
function preparedDemoPicture(file: string): Promise<PreparedPicture> {
  let found = prepared.get(file);
  if (!found) {
    found = pictureBytes(file).then(preparePicture);
    found.catch(() => prepared.delete(file));
    prepared.set(file, found);
  }
  return found;
}

/** Stores the demo restaurant's profile, hours and pictures through the same paths as the admin. */
export async function seedRestaurant(ctx: Context, now: number): Promise<void> {
  const placed = { hero: [] as number[], logo: [] as number[], gallery: [] as number[] };
  for (const picture of pictures) {
    const stored = await storePicture(ctx, await preparedDemoPicture(picture.file), now);
    await mediaRepository.updateAlt(ctx.db, stored.id, picture.alt);
    placed[picture.place].push(stored.id);
  }
  await restaurantRepository.save(ctx.db, {
    ...restaurant,
    heroMediaId: placed.hero[0] ?? null,
    logoMediaId: placed.logo[0] ?? null,
  });
  await galleryRepository.save(ctx.db, { mediaIds: placed.gallery });
  await replaceOpeningHours(ctx, openingHours);
  // The demo takes bookings with the default values (15, 12, 40, 120, 8, 120, 60, 45, 6, 24, 120, 90).
  await saveReservationSettings(ctx, { ...DEFAULT_RESERVATION_SETTINGS, enabled: true });
}
